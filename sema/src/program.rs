//! The typed program: the contract between sema (which fills it while
//! translating the AST, running `@meta` code as it goes) and codegen (whose
//! per-target jobs only read it).
//!
//! Architecture invariants:
//! - Everything is a table indexed by a typed `u32` id ([`FuncId`],
//!   [`VarId`], [`TypeId`], [`StmtId`], [`ExprId`], [`CodegenExprId`], ...);
//!   nodes refer to each other only by ids. No `Rc`, no `RefCell`: the
//!   program is plain data, `Send + Sync`, and frozen once translation ends.
//! - Every function, variable, statement and expression carries a [`Span`],
//!   so codegen can report errors (with call chains) at source locations.
//! - Expressions are fully typed and every implicit conversion is explicit:
//!   sema inserts [`ExprKind::Cast`] nodes (lvalue-to-rvalue loads, integral
//!   and floating conversions, array decay, ...). Codegen never infers a
//!   conversion except inside [`ExprKind::CompoundAssign`], whose conversions
//!   are fixed by its `compute_ty` (see there).
//! - Meta (compile-time) objects never appear here; constants they produced
//!   do. Codegen-time constants (`__nvvm_arch`, `@codegen` objects) are a
//!   separate small language, [`CodegenExpr`], evaluated by each codegen job
//!   with its own target's values.

use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

use crate::types::entity;
pub use crate::types::{
    AddrSpace, BaseClass, BitField, EnumDef, EnumId, Enumerator, Field, FloatKind, IntKind,
    MemberQuals, RecordKind, StructDef, StructId, Type, TypeId, TypeTable,
};
use lexer::source::Span;

/// A typed index into an [`EntityVec`].
pub trait EntityId: Copy {
    fn new(index: usize) -> Self;
    fn index(self) -> usize;
}

/// A vector indexed by a typed id (cranelift's `PrimaryMap`).
#[derive(Clone, Debug)]
pub struct EntityVec<K, V> {
    items: Vec<V>,
    _key: PhantomData<fn(K) -> K>,
}

impl<K, V> Default for EntityVec<K, V> {
    fn default() -> Self {
        EntityVec {
            items: Vec::new(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityId, V> EntityVec<K, V> {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.items.len());
        self.items.push(v);
        k
    }
    pub fn get(&self, k: K) -> Option<&V> {
        self.items.get(k.index())
    }
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.items.get_mut(k.index())
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// The id the next `push` will return.
    pub fn next_id(&self) -> K {
        K::new(self.items.len())
    }
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// The items from index `start` on, without walking the ones before
    /// (`iter().skip(n)` steps through them one by one: quadratic when
    /// every function body scans what it added).
    pub fn iter_from(&self, start: usize) -> impl Iterator<Item = (K, &V)> {
        let start = start.min(self.items.len());
        self.items[start..]
            .iter()
            .enumerate()
            .map(move |(i, v)| (K::new(start + i), v))
    }
    pub fn ids(&self) -> impl Iterator<Item = K> {
        (0..self.items.len()).map(K::new)
    }
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.items.iter()
    }
}

impl<K: EntityId, V> Index<K> for EntityVec<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityId, V> IndexMut<K> for EntityVec<K, V> {
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}

entity!(
    /// A function (declared or defined).
    FuncId
);
entity!(
    /// A variable: global, local or parameter.
    VarId
);
entity!(
    /// A statement.
    StmtId
);
entity!(
    /// A runtime expression.
    ExprId
);
entity!(
    /// A codegen-time constant expression.
    CodegenExprId
);
entity!(
    /// A `@codegen` object.
    CodegenVarId
);
entity!(
    /// A statement label (target of `goto`), unique per program.
    LabelId
);

// ---------------------------------------------------------------------------
// Functions and variables
// ---------------------------------------------------------------------------

/// CUDA execution-space attributes as written (after sema's implicit rules:
/// a function with none of them is host-only in CUDA, but Circle lets
/// kernels call untagged functions that are defined in the translation unit).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ExecSpace {
    pub host: bool,
    pub device: bool,
    pub global: bool,
}

impl ExecSpace {
    pub const NONE: ExecSpace = ExecSpace {
        host: false,
        device: false,
        global: false,
    };
    pub const DEVICE: ExecSpace = ExecSpace {
        host: false,
        device: true,
        global: false,
    };
    pub const GLOBAL: ExecSpace = ExecSpace {
        host: false,
        device: false,
        global: true,
    };
    pub const HOST_DEVICE: ExecSpace = ExecSpace {
        host: true,
        device: true,
        global: false,
    };
}

/// Linkage as declared: `static` (and anonymous namespaces) give
/// `Internal`. Inline functions additionally get `linkonce_odr` in codegen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Linkage {
    External,
    Internal,
}

#[derive(Clone, Debug)]
pub struct Function {
    /// The qualified name as diagnostics print it (`ns::f`).
    pub name: String,
    /// The symbol name (Itanium-mangled for C++ linkage, plain for
    /// `extern "C"` and kernels declared so).
    pub link_name: String,
    /// A `Type::Function`.
    pub ty: TypeId,
    pub ret: TypeId,
    /// One parameter variable per parameter, in order (`VarKind::Param`).
    pub params: Vec<VarId>,
    pub variadic: bool,
    pub exec: ExecSpace,
    pub is_inline: bool,
    pub linkage: Linkage,
    /// The body: `Some` iff the function is defined in this translation unit.
    pub body: Option<StmtId>,
    /// The declaration's name (for "in kernel 'k'" notes and errors).
    pub span: Span,
    /// Code-generation attributes (`__noinline__`, `__launch_bounds__`, ...);
    /// set with [`crate::builder::Builder::set_attrs`].
    pub attrs: FuncAttrs,
    /// What the function is in C++ terms. A member function that is not
    /// static takes the object's address as parameter 0 (named `this`).
    pub kind: FuncKind,
    /// The class a member function belongs to.
    pub class: Option<StructId>,
    /// More symbols for the same definition (a constructor's base-object
    /// variant `C2` beside its complete-object `C1` when the two are the
    /// same code: the class has no virtual bases). Host modules emit them
    /// as aliases; device modules, which are never linked with other
    /// objects, may ignore them.
    pub aliases: Vec<String>,
    /// A constructor or destructor of a class with virtual bases: its
    /// base-object variant (`C2`/`D2`), a function of its own whose
    /// parameter 1 is the VTT (`void **`) and whose body is this one's.
    pub base_variant: Option<FuncId>,
    /// This function is the base-object variant of that complete-object
    /// constructor or destructor ([`Function::base_variant`]): parameter 0
    /// is `this`, 1 the VTT, the rest the complete variant's parameters
    /// (the same variables); the body is the complete variant's, where
    /// [`ExprKind::StructorVariant`], [`StmtKind::Init`]'s `vbase` and
    /// [`StmtKind::PushCleanup`]'s `variants` say what differs. Code
    /// generators and the interpreter run that body.
    pub variant_of: Option<FuncId>,
    /// The thunks to this function that its definition brings along (its
    /// class's vtables need them, and another unit's vtable may name
    /// them): a host module that emits the function emits them too.
    pub thunks: Vec<FuncId>,
    /// First declared in a system header: a C or C++ library function,
    /// which device code may call where the target has a device
    /// implementation of it (the `<math.h>` functions, see [`crate::cmath`]).
    pub in_system_header: bool,
    /// A member of a class template instance, or a function template
    /// instance, that an explicit instantiation declaration (`extern
    /// template`) names and that is not inline: another unit defines it
    /// (libstdc++.so for `basic_ostream<char>`). The interpreter runs its
    /// body; host code calls the other unit's definition instead of
    /// emitting one ([temp.explicit]/10).
    pub extern_instance: bool,
}

/// The C++ kind of a function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FuncKind {
    /// A namespace-scope function (or a static member function).
    #[default]
    Free,
    /// A non-static member function; parameter 0 is `this`.
    Method,
    /// A constructor: parameter 0 is the address of the object to
    /// initialize; it returns `void`.
    Constructor,
    /// A destructor: parameter 0 is the object's address.
    Destructor,
    /// A compiler-made function adjusting `this` before calling a virtual
    /// function's final overrider (a vtable entry of a non-primary base).
    Thunk,
}

/// Attributes that change how a function is generated, not what it means.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FuncAttrs {
    /// `__noinline__`.
    pub noinline: bool,
    /// `__forceinline__` (`always_inline`).
    pub forceinline: bool,
    /// `__launch_bounds__(max_threads, min_blocks, max_blocks_per_cluster)`
    /// on a kernel.
    pub launch_bounds: Option<LaunchBounds>,
    /// `__cluster_dims__(x, y, z)` (or the cluster part of
    /// `__block_size__`) on a kernel: the thread-block cluster it requires.
    pub cluster_dims: Option<[u32; 3]>,
    /// The block dimensions `__block_size__` requires of a kernel.
    pub block_size: Option<[u32; 3]>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LaunchBounds {
    /// The most threads per block the kernel is launched with.
    pub max_threads: u32,
    /// The fewest resident blocks per multiprocessor wanted (0: none).
    pub min_blocks: u32,
    /// The most thread blocks in a cluster (0: none).
    pub max_blocks_per_cluster: u32,
}

impl Function {
    pub fn is_defined(&self) -> bool {
        self.body.is_some()
    }
    /// Whether a host module defines the function: it has a body, and no
    /// explicit instantiation declaration leaves it to another unit.
    pub fn is_defined_on_host(&self) -> bool {
        self.body.is_some() && !self.extern_instance
    }
    pub fn is_kernel(&self) -> bool {
        self.exec.global
    }
}

/// Where a global variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemorySpace {
    /// `__device__` (global memory), and untagged globals (see `host_only`).
    Global,
    /// `__shared__`.
    Shared,
    /// `__constant__`.
    Constant,
    /// `__managed__` (global memory, visible to the host too).
    Managed,
}

#[derive(Clone, Debug)]
pub struct GlobalVar {
    pub space: MemorySpace,
    /// An untagged namespace-scope variable: it lives in host memory only,
    /// and device code may not use it (codegen reports it where reached).
    /// `constexpr`/`const` variables whose every use sema folded never
    /// reach codegen, so they need no exception here; sema may also clear
    /// the flag (with `space: Constant`) for a `const` variable with a
    /// constant initializer that device code reads, as clang does.
    pub host_only: bool,
    /// An untagged `const` variable with a constant initializer, which
    /// device code may read (see `host_only`): on the device it is clang's
    /// implicit `__constant__`, but the host module does not register it
    /// with the runtime, as clang's host side knows no device attribute on
    /// it (libstdc++'s `std::in_place` would otherwise make every program
    /// including `<utility>` register device code and need libcudart).
    pub implicit_device: bool,
    /// `None`: declared `extern` (defined elsewhere). `Some(ConstValue::Zero)`
    /// for a zero-initialized definition.
    pub init: Option<ConstValue>,
    pub linkage: Linkage,
    pub is_const: bool,
    /// Explicit `alignas`, if any (else the type's alignment).
    pub align: Option<u64>,
    /// What the variable is for: the program's own, or data the compiler
    /// made (vtables, type information).
    pub kind: GlobalKind,
    /// Emitted by every module that refers to it, as `linkonce_odr` (a
    /// vtable, type information, an inline variable), instead of by
    /// declaration order.
    pub linkonce: bool,
    /// Dynamic initialization (a constructor call, an initializer that is
    /// not a constant): run by the host's global constructors in program
    /// order, and by the interpreter when compile-time code first uses the
    /// variable (its compile-time copy). `init` then holds the zero
    /// initialization that precedes it. Device variables never have one.
    pub dynamic_init: Option<Init>,
    /// How to destroy the variable at program exit (host) if its class has
    /// a non-trivial destructor.
    pub destroy: Option<Destroy>,
    /// A static data member with dynamic initialization of a class
    /// template instance an explicit instantiation declaration names: the
    /// unit with the explicit instantiation definition defines and
    /// initializes it (libstdc++.so for `numpunct<char>::id`); host code
    /// refers to that definition, the interpreter to its own copy.
    pub extern_instance: bool,
}

/// Compiler-made globals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GlobalKind {
    /// A variable the program declared.
    #[default]
    User,
    /// The vtable group of a dynamic class: an array of pointers (offsets
    /// to top and virtual base offsets are stored as integers converted to
    /// pointers, `ConstValue::Int` in the initializer); the class's vptrs
    /// point into it. Also a construction vtable (`_ZTC...`), the vtable
    /// group a base subobject of a class with virtual bases uses while it
    /// is built or destroyed: its class is the base's (whose type
    /// information it holds), its layout that of the base within the
    /// complete object.
    VTable(StructId),
    /// The `std::type_info` object of a type (`_ZTI...`). Device code has no
    /// run-time type information: a device module puts null where a vtable
    /// refers to one.
    TypeInfo(TypeId),
    /// The NUL-terminated mangled name a type information object points to
    /// (`_ZTS...`).
    TypeName(TypeId),
    /// The VTT of a class with virtual bases (`_ZTT...`): an array of
    /// address points in its vtable group and its construction vtables,
    /// which its base-object constructors and destructors load their vptrs
    /// from and pass parts of to their bases' ([`Function::variant_of`]).
    Vtt(StructId),
}

#[derive(Clone, Debug)]
pub enum VarKind {
    Global(GlobalVar),
    /// A block-scope automatic variable, introduced by [`StmtKind::Decl`].
    Local,
    /// Parameter `index` of its function.
    Param {
        index: u32,
    },
}

#[derive(Clone, Debug)]
pub struct Var {
    pub name: String,
    /// The symbol name for globals; empty for locals and parameters.
    pub link_name: String,
    pub ty: TypeId,
    pub kind: VarKind,
    pub span: Span,
}

impl Var {
    pub fn global(&self) -> Option<&GlobalVar> {
        match &self.kind {
            VarKind::Global(g) => Some(g),
            _ => None,
        }
    }
}

/// A constant value tree: a global's initializer. The tree mirrors the
/// variable's type: `Aggregate` holds one value per struct field or array
/// element (fewer than the elements means the rest are zero).
#[derive(Clone, Debug, PartialEq)]
pub enum ConstValue {
    /// All-zero bits of whatever type (`= {}`, default initialization).
    Zero,
    /// An integer (also `bool`, enums, characters): the value, sign- or
    /// zero-extended according to the type.
    Int(i128),
    Float(f64),
    /// A `long double` value in the x86-64 80-bit format.
    LongDouble(f80::F80),
    NullPtr,
    Aggregate(Vec<ConstValue>),
    /// A character array initialized from a string literal; the bytes
    /// include the terminating NUL when it fits.
    Bytes(Vec<u8>),
    /// The address of a global plus a byte offset (`&g`, `g + 3`).
    GlobalAddr {
        var: VarId,
        offset: i64,
    },
    FuncAddr(FuncId),
    /// A pointer to an anonymous constant string (bytes include the NUL)
    /// and the size of its code units (1, or 2 and 4 for `u"..."`,
    /// `L"..."`, `U"..."`), which its storage is aligned to.
    StringAddr(Vec<u8>, u8),
}

/// A kernel launch `k<<<grid, block, shared_mem, stream>>>(args)`. `call` is
/// the launch's expression in the statement tree: an `ExprKind::Call` of the
/// `__global__` function (type `void`) with its converted arguments. `grid`
/// and `block` are rvalues of the program's `dim3` struct when the source
/// passed one, else `unsigned int`; `shared_mem` is `size_t`. Lowering to
/// host code is a later issue; device code never contains launches.
#[derive(Clone, Debug)]
pub struct KernelLaunch {
    pub call: ExprId,
    pub grid: ExprId,
    pub block: ExprId,
    pub shared_mem: Option<ExprId>,
    pub stream: Option<ExprId>,
}

/// CUDA attributes written on declarations, for the architecture gates
/// and inlining decisions of codegen. Each list is in declaration order.
#[derive(Clone, Debug, Default)]
pub struct Attributes {
    /// Parameters declared `__grid_constant__`.
    pub grid_constant_params: Vec<VarId>,
    /// Functions declared `__nv_register_params__`.
    pub register_params: Vec<FuncId>,
    /// Functions declared `__forceinline__` (or `always_inline`).
    pub force_inline: Vec<FuncId>,
    /// Functions declared `__noinline__` (or `noinline`).
    pub no_inline: Vec<FuncId>,
    /// Block-scope variables declared with an alignment above their
    /// type's (`alignas`, GNU `aligned(N)`); globals keep theirs in
    /// [`GlobalVar::align`].
    pub var_aligns: Vec<(VarId, u64)>,
}

impl Attributes {
    pub fn var_alignment(&self, v: VarId) -> Option<u64> {
        self.var_aligns.iter().find(|(x, _)| *x == v).map(|x| x.1)
    }
}

/// A `@codegen` object: its value is computed per target from `init`.
#[derive(Clone, Debug)]
pub struct CodegenVar {
    pub name: String,
    pub ty: TypeId,
    pub init: CodegenExprId,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Label {
    pub name: String,
    pub span: Span,
}

// ---------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

/// An initializer of a local variable.
#[derive(Clone, Debug)]
pub enum Init {
    /// Copy-initialization from an rvalue of the variable's type; for a
    /// reference variable, an lvalue to bind; for an array or struct, also
    /// an lvalue of the same type (a string literal for `char s[] = "..."`).
    Expr(ExprId),
    /// Aggregate initialization: one entry per field/element in order;
    /// missing trailing entries are zero-initialized.
    List(Vec<Init>),
    /// Value-initialization to zero (`T x{};`, `= {}`).
    Zero,
}

/// How to destroy an object: call `dtor` (a complete-object destructor,
/// whose parameter 0 is the object's address) on it, or for an array of
/// `count` elements on every element, last element first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Destroy {
    pub dtor: FuncId,
    /// `Some(n)`: the object is an array (of any rank) of `n` elements of
    /// the destructor's class, in order.
    pub count: Option<u64>,
    /// `dtor` is a base-object destructor ([`Function::variant_of`]) and
    /// this is its VTT argument (a `void **` rvalue, evaluated when the
    /// destruction runs).
    pub vtt: Option<ExprId>,
}

/// Which variants of a constructor or destructor run a statement of the
/// body they share (see [`Function::variant_of`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variants {
    #[default]
    Both,
    /// Only the complete-object variant (a virtual base's destruction).
    CompleteOnly,
    /// Only the base-object variant.
    BaseOnly,
}

#[derive(Clone, Debug)]
pub struct SwitchCase {
    /// The case value converted to the (promoted) condition type.
    pub value: i128,
    /// The `StmtKind::Case` statement inside the body that this value jumps to.
    pub label: StmtId,
}

#[derive(Clone, Debug)]
pub struct Handler {
    /// The caught type; `None` for `catch(...)`.
    pub ty: Option<TypeId>,
    pub var: Option<VarId>,
    pub body: StmtId,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// `;`
    Empty,
    /// `{ ... }`
    Block(Vec<StmtId>),
    /// An expression statement (its value is discarded).
    Expr(ExprId),
    /// A local variable definition. Locals without an initializer are
    /// uninitialized (sema gives `Init::Zero` where C++ requires it).
    Decl {
        var: VarId,
        init: Option<Init>,
    },
    /// `if (cond)`: `cond` is a `bool` rvalue. A declaration in the condition
    /// becomes a `Block` holding the `Decl` and the `If`.
    If {
        cond: ExprId,
        then: StmtId,
        else_: Option<StmtId>,
    },
    /// `if codegen(...)` / `@codegen if(...)`: the predicate is a codegen-time
    /// constant; each codegen job lowers only the taken branch.
    CodegenIf {
        cond: CodegenExprId,
        then: StmtId,
        else_: Option<StmtId>,
    },
    While {
        cond: ExprId,
        body: StmtId,
    },
    DoWhile {
        body: StmtId,
        cond: ExprId,
    },
    /// `for (init; cond; step) body`; a missing `cond` is `true`.
    For {
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    },
    /// `switch (cond) body`: `cond` is a promoted integer rvalue. `cases`
    /// point at `Case` statements nested anywhere in `body`; `default` at the
    /// `Default` statement.
    Switch {
        cond: ExprId,
        body: StmtId,
        cases: Vec<SwitchCase>,
        default: Option<StmtId>,
    },
    /// A `case` label: a position in the switch body (its statement follows
    /// in the enclosing block).
    Case {
        value: i128,
    },
    /// The `default:` label.
    Default,
    Break,
    Continue,
    /// `return;` or `return e;` (`e` an rvalue of the return type, or an
    /// lvalue for functions returning a reference).
    Return(Option<ExprId>),
    Goto(LabelId),
    /// GNU computed goto `goto *e;` (`e` a `void *` rvalue).
    GotoIndirect(ExprId),
    /// A label position; the labelled statement follows in the block.
    Label(LabelId),
    /// `try { body } catch(...) { ... }`: device code keeps `body` only.
    Try {
        body: StmtId,
        handlers: Vec<Handler>,
    },
    /// GNU extended inline assembly; code generators lower it, the
    /// interpreter refuses it.
    Asm(Box<crate::inline_asm::InlineAsm>),
    /// `throw;` / `throw e;` as a statement (the common form; a throw nested
    /// in an expression is [`ExprKind::Throw`]).
    Throw(Option<ExprId>),
    /// Initializes the object the lvalue `target` designates (a base class
    /// subobject or a member in a constructor, the object of a delegating
    /// constructor): as a [`StmtKind::Decl`] initializes its variable.
    Init {
        target: ExprId,
        init: Init,
        /// A virtual base, which only the complete-object constructor
        /// initializes: `target` is its address in the complete object (a
        /// constant offset from `this`; the vptr that would locate it is not
        /// stored yet), and a constructor running for a base subobject
        /// (the `C2` variant) skips the statement.
        vbase: bool,
    },
    /// Schedules the destruction of the object at `target` (an lvalue,
    /// evaluated now) for when control leaves the enclosing block, by any
    /// path (falling off its end, `break`, `continue`, `return`, `goto` out
    /// of it, an exception): cleanups of a block run in reverse order of
    /// scheduling, after the block's statements. A local variable of class
    /// type is a `Decl` followed by a `PushCleanup` of it. `eh_only`: only
    /// when an exception leaves the block (the members a constructor has
    /// built so far); code without exceptions ignores it.
    PushCleanup {
        target: ExprId,
        destroy: Destroy,
        eh_only: bool,
        /// The variants of a constructor or destructor that schedule it
        /// (a virtual base's destruction: the complete-object one only).
        variants: Variants,
    },
}

// ---------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueCategory {
    /// Designates an object: codegen lowers it to an address.
    LValue,
    /// A value (prvalue; xvalues are treated as lvalues).
    RValue,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    /// The expression's type (for an lvalue: the object's type, never a
    /// reference type).
    pub ty: TypeId,
    pub category: ValueCategory,
    pub span: Span,
}

/// The conversions sema makes explicit. Source and destination types are
/// the operand's and the cast expression's types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastKind {
    /// Lvalue operand, rvalue result: read the object.
    LValueToRValue,
    /// Array lvalue to pointer to its first element.
    ArrayToPointer,
    /// Function lvalue to function pointer.
    FunctionToPointer,
    /// Between integer types (also enums, characters): truncate, or extend
    /// by the source's signedness.
    IntToInt,
    /// `bool` to an integer (zero-extend).
    BoolToInt,
    /// Integer (or enum) to `bool`: `!= 0`.
    IntToBool,
    FloatToBool,
    PtrToBool,
    /// Integer to floating, by the source's signedness.
    IntToFloat,
    /// Floating to integer, truncating toward zero, by the destination's signedness.
    FloatToInt,
    /// Between floating types (extend or truncate).
    FloatToFloat,
    PtrToInt,
    IntToPtr,
    /// A null pointer constant (or `nullptr`) to a pointer type.
    NullToPtr,
    /// Pointer to pointer in the same address space (opaque in LLVM).
    BitCast,
    /// Pointer to pointer in another address space.
    AddrSpaceCast,
    /// Qualification change or other representation-preserving conversion.
    NoOp,
    /// `(void)e`.
    ToVoid,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// Arithmetic negation (integer or floating).
    Neg,
    /// `~` on integers.
    BitNot,
    /// `!` on a `bool` operand.
    LogicalNot,
}

/// Binary operators. Operands have already been converted (usual
/// arithmetic conversions) so both sides have the expression's type for
/// arithmetic, or the same common type for comparisons (whose result is
/// `bool`). Signedness comes from the operand types. Shifts: the right
/// operand is the promoted right type and may differ from the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl BinaryOp {
    pub fn is_comparison(self) -> bool {
        use BinaryOp::*;
        matches!(self, Eq | Ne | Lt | Le | Gt | Ge)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LogicalOp {
    And,
    Or,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IncDecOp {
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

/// Warp-level intrinsics and clocks (`__shfl_sync`, `__ballot_sync`,
/// `clock64`), lowered per vendor. Masks are 32-bit as in CUDA; on a
/// wave64 AMD target they name lanes 0-31 only (see `codegen::lower::warp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WarpOp {
    /// `__shfl_sync(mask, v, lane, width)` and its up/down/xor forms: the
    /// value operand's type is the result's (4 or 8 bytes, or `_Float16`).
    Shfl(ShflKind),
    /// `__ballot_sync(mask, pred)`: `unsigned`.
    Ballot,
    /// `__any_sync(mask, pred)`, `__all_sync(mask, pred)`: `int`.
    Any,
    All,
    /// `__activemask()`: `unsigned`.
    ActiveMask,
    /// `__syncwarp(mask)`.
    SyncWarp,
    /// `clock64()`: `long long`. (`clock()` is `<time.h>`'s function,
    /// which device code reaches as the 32-bit clock: see
    /// `codegen::lower::warp`.)
    Clock64,
    /// `__syncthreads_count(p)`, `__syncthreads_and(p)`,
    /// `__syncthreads_or(p)`: a block-wide barrier that also reduces an
    /// `int` predicate over the block; `int`.
    SyncThreadsCount,
    SyncThreadsAnd,
    SyncThreadsOr,
}

/// Hopper's warp-group matrix multiply-accumulate (`__wgmma_*`, sm_90a
/// only; see `translate/wgmma.rs` for the signatures).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WgmmaOp {
    /// `__wgmma_fence()`: `wgmma.fence.sync.aligned`.
    Fence,
    /// `__wgmma_commit_group()`.
    CommitGroup,
    /// `__wgmma_wait_group(N)`, N a constant in 0..=7.
    WaitGroup(u8),
    /// `__wgmma_mma_async_*(d, desc_a, desc_b, scale_d, ...)`: arguments
    /// are a pointer to the accumulator's first element, the two 64-bit
    /// descriptors and the `int` scale-d predicate.
    MmaAsync(WgmmaMma),
}

/// The element type of a wgmma operand matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WgmmaType {
    F16,
    Bf16,
    Tf32,
    E4m3,
    E5m2,
}

/// The constant part of one `wgmma.mma_async` (shape m64nNkK).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WgmmaMma {
    pub a: WgmmaType,
    pub b: WgmmaType,
    /// The accumulator holds packed f16 pairs (`unsigned`) instead of f32.
    pub acc_f16: bool,
    pub n: u16,
    /// `imm-scale-a`/`-b`: 1 or -1.
    pub scale_a: i8,
    pub scale_b: i8,
    /// `imm-trans-a`/`-b` (f16 and bf16 only): 0 or 1.
    pub trans_a: u8,
    pub trans_b: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShflKind {
    Idx,
    Up,
    Down,
    Xor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    X,
    Y,
    Z,
}

/// Memory orders of the `__nv_atomic_*` family (`__NV_ATOMIC_RELAXED`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemOrder {
    Relaxed,
    Consume,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

/// Scopes of the `__nv_atomic_*` family (`__NV_THREAD_SCOPE_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicScope {
    Thread,
    Block,
    Cluster,
    Device,
    System,
}

/// Operations of the `__nv_atomic_*` family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NvAtomicOp {
    /// `__nv_atomic_load_n(ptr, order, scope)`
    Load,
    /// `__nv_atomic_store_n(ptr, val, order, scope)`
    Store,
    /// `__nv_atomic_exchange_n(ptr, val, order, scope)`
    Exchange,
    /// `__nv_atomic_compare_exchange_n(ptr, expected_ptr, desired, weak,
    /// success_order, failure_order, scope)`: returns `bool`; the builtin's
    /// `order` is the success order, `failure` the failure order.
    CompareExchange {
        weak: bool,
        failure: MemOrder,
    },
    FetchAdd,
    FetchSub,
    FetchMin,
    FetchMax,
    FetchAnd,
    FetchOr,
    FetchXor,
}

/// Device builtins. Arguments are rvalues already converted to the
/// parameter types; the result type is the call expression's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// `threadIdx.x` etc.: `unsigned int`.
    ThreadIdx(Axis),
    /// `__wgmma_*`: void.
    Wgmma(WgmmaOp),
    BlockIdx(Axis),
    BlockDim(Axis),
    GridDim(Axis),
    /// `warpSize`: `int`.
    WarpSize,
    /// `__syncthreads()`: block-wide barrier with memory fence.
    SyncThreads,
    /// `__threadfence_block()`, `__threadfence()`, `__threadfence_system()`.
    ThreadFenceBlock,
    ThreadFence,
    ThreadFenceSystem,
    /// `atomicAdd(T* p, T v)` for `int`, `unsigned`, `unsigned long long`,
    /// `float`, `double`: returns the old value (relaxed, device scope).
    AtomicAdd,
    AtomicSub,
    AtomicExch,
    AtomicMin,
    AtomicMax,
    AtomicAnd,
    AtomicOr,
    AtomicXor,
    /// `atomicCAS(T* p, T expected, T desired)`: returns the old value.
    AtomicCas,
    /// The `__nv_atomic_*` family; order and scope are compile-time
    /// constants, so they are part of the builtin.
    NvAtomic {
        op: NvAtomicOp,
        order: MemOrder,
        scope: AtomicScope,
    },
    /// GCC's `__atomic_*` operations (libstdc++'s atomics): the
    /// `__nv_atomic_*` operation at system scope, in host, meta and device
    /// code. `op_fetch`: the result is the new value (`__atomic_add_fetch`).
    GnuAtomic {
        op: NvAtomicOp,
        order: MemOrder,
        op_fetch: bool,
    },
    /// `__atomic_thread_fence(order)`; `signal`: `__atomic_signal_fence`,
    /// which orders only against a signal handler on the same thread.
    GnuFence {
        order: MemOrder,
        signal: bool,
    },
    /// Device `printf(fmt, args...)`: arguments after the format are
    /// already promoted (float to double, small integers to int).
    Printf,
    /// `__builtin_alloca(size)`: `void*`.
    Alloca,
    /// The storage of a variable-length array: `size` bytes like
    /// `Alloca`, but host-only (device code refuses it).
    Vla,
    /// `__trap()` / `__builtin_trap()`.
    Trap,
    /// `__builtin_unreachable()`.
    Unreachable,
    /// Warp intrinsics and device clocks.
    Warp(WarpOp),
    /// A builtin function ([`lexer::builtins::BuiltinFn`]): `__builtin_memcpy`,
    /// `__builtin_clzll`, `floorf`, ... Arguments are converted to its
    /// parameter types; a type-generic one's keep their own types
    /// (`__builtin_isnan(x)`, `__builtin_add_overflow(a, b, &r)`); the
    /// `va_*` ones take the address of the `va_list`.
    Fn(lexer::builtins::BuiltinFn),
    /// `__builtin_va_arg(ap, T)`: the argument is the address of the
    /// `va_list`; the result, the next variadic argument as a `T` (a
    /// scalar).
    VaArg,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// An integer constant (also `bool`, characters, enumerators, folded
    /// `sizeof`/`alignof`): the value, extended per the type's signedness.
    Int(i128),
    Float(f64),
    /// A `long double` constant in the x86-64 80-bit format (`0.1L`,
    /// `__LDBL_MAX__`); a `Float` of `long double` type is its `double`
    /// value widened exactly.
    LongDouble(f80::F80),
    /// `nullptr` (type `NullPtr`) or a null pointer of a pointer type.
    Null,
    /// A string literal: an lvalue of type `const char[N]`; bytes include
    /// the terminating NUL.
    Str(Vec<u8>),
    /// A variable (lvalue). For a reference variable the expression's type
    /// is the referred type and codegen reads the reference to get the address.
    Var(VarId),
    /// A function designator (lvalue of function type); decays via
    /// `FunctionToPointer`.
    Func(FuncId),
    /// A codegen object or expression used in a runtime expression (an
    /// rvalue): each job substitutes its value.
    Codegen(CodegenExprId),
    Cast {
        kind: CastKind,
        operand: ExprId,
    },
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `&&` / `||` on `bool` rvalues, short-circuit.
    Logical {
        op: LogicalOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `ptr + n` / `ptr - n` (`negate`): `ptr` a pointer rvalue, `offset`
    /// an integer rvalue (its signedness says how to extend it), scaled by
    /// the pointee size.
    PtrAdd {
        ptr: ExprId,
        offset: ExprId,
        negate: bool,
    },
    /// `p - q`: both pointer rvalues to the same type; result `ptrdiff_t`.
    PtrDiff {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `*p`: pointer rvalue to lvalue.
    Deref(ExprId),
    /// `&x`: lvalue to pointer rvalue.
    AddrOf(ExprId),
    /// `s.f` (base a struct lvalue or rvalue) or, with sema's `Deref`,
    /// `p->f`. `field` indexes `StructDef::fields`. An lvalue when the base
    /// is one.
    Member {
        base: ExprId,
        field: u32,
    },
    /// `base[index]`: `base` a pointer rvalue (arrays decay first),
    /// `index` an integer rvalue. An lvalue.
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// A direct call. Arguments for reference parameters are lvalues (their
    /// address is passed); others are rvalues of the parameter types;
    /// variadic extras are promoted rvalues. A call returning a reference is
    /// an lvalue of the referred type.
    Call {
        callee: FuncId,
        args: Vec<ExprId>,
    },
    /// An indirect call through a function-pointer rvalue.
    CallIndirect {
        callee: ExprId,
        args: Vec<ExprId>,
    },
    Builtin {
        builtin: Builtin,
        args: Vec<ExprId>,
    },
    /// `c ? a : b`: `cond` a `bool` rvalue; `then`/`else_` both lvalues of
    /// the same type (lvalue result) or both rvalues of the result type.
    Conditional {
        cond: ExprId,
        then: ExprId,
        else_: ExprId,
    },
    /// `a, b`: the value/category of `b`.
    Comma {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `lhs = rhs`: `lhs` a scalar or struct lvalue, `rhs` an rvalue of its
    /// type. The result is the lvalue `lhs`.
    Assign {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `lhs op= rhs`: the lvalue's value is converted to `compute_ty`,
    /// combined with `rhs` (an rvalue of `compute_ty`, or for pointer
    /// `+=`/`-=` an integer offset), and converted back to the lvalue's
    /// type. The conversions are the arithmetic ones implied by the two
    /// types. The result is the lvalue `lhs`.
    CompoundAssign {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        compute_ty: TypeId,
    },
    /// `++x`, `x--`, ...: on an integer, floating or pointer lvalue. Pre-forms
    /// are lvalues, post-forms rvalues of the old value.
    IncDec {
        op: IncDecOp,
        operand: ExprId,
    },
    /// A throw-expression (type `void`).
    Throw(Option<ExprId>),

    // -- C++ objects ----------------------------------------------------------
    //
    // A prvalue of class type is an initializer: it is always evaluated
    // into a destination (a variable, a temporary, a member, a callee's
    // parameter copy, the caller's result object), never copied out of a
    // register. The kinds that produce one: `Construct`, `Aggregate`, a call
    // returning a class (with the destination as its result slot when the
    // class is `pass_indirect`), `Cast(LValueToRValue)` of a trivially
    // copyable class (a byte copy), `Conditional`, `Comma` and `FullExpr`
    // around them. Where a class prvalue must nevertheless become a value
    // (a trivially copyable one passed by value), it is materialized first.
    /// Calls the constructor `ctor` with the destination's address as
    /// `this` (parameter 0) and `args` for the rest: a class prvalue.
    /// `zero`: zero-initialize the object first (value-initialization of a
    /// class whose default constructor is not user-provided).
    Construct {
        ctor: FuncId,
        args: Vec<ExprId>,
        zero: bool,
    },
    /// Aggregate initialization as a prvalue (a struct, union or array, or a
    /// lambda's closure object): each entry initializes the next field (the
    /// first only, for a union) or element; missing trailing entries are
    /// zero-initialized; base classes come first, as fields do.
    Aggregate(Vec<Init>),
    /// Temporary materialization: initializes the local `var` (of the
    /// expression's type) from `init` (a prvalue) and designates it (an
    /// lvalue). Its lifetime ends at the end of the innermost enclosing
    /// [`ExprKind::FullExpr`], destroyed by `destroy` (if any) in reverse
    /// order of construction among that full-expression's temporaries, and
    /// only if its initialization was reached. `extended`: bound to a
    /// reference variable, it lives instead to the end of the enclosing
    /// block, as if scheduled by a [`StmtKind::PushCleanup`] there.
    Temporary {
        var: VarId,
        init: ExprId,
        destroy: Option<Destroy>,
        extended: bool,
    },
    /// A full-expression that created temporaries: the value (or object)
    /// of `expr`, after which the temporaries created while evaluating it
    /// (and not in a nested `FullExpr`) are destroyed.
    FullExpr(ExprId),
    /// A virtual call: loads the vptr at offset 0 of the object `object`
    /// (a pointer rvalue to a dynamic class), calls the function pointer in
    /// slot `slot` (counted in pointers from the address point) with the
    /// object as `this` and `args` for the rest. `callee` is the overrider
    /// chosen statically (its type, name and return convention describe the
    /// call; a device backend may devirtualize to it).
    VirtualCall {
        object: ExprId,
        slot: u32,
        callee: FuncId,
        args: Vec<ExprId>,
    },
    /// A GNU statement expression `({ ... })`, also what sema desugars
    /// `new`/`delete` and pointer-to-member calls into: runs `body` (a
    /// block: its locals and cleanups end with it) and then evaluates
    /// `result` in the block's scope before the cleanups, if any (else the
    /// type is `void`).
    StmtExpr {
        body: StmtId,
        result: Option<ExprId>,
    },
    /// GNU `&&label`: the address of a label of the enclosing function
    /// (`void *`), the operand of a computed goto.
    LabelAddr(LabelId),
    /// Derived-to-base (positive offset) or base-to-derived (negative)
    /// adjustment of an object address: `operand` is a pointer rvalue (the
    /// result is a pointer) or an lvalue (the result is the subobject's
    /// lvalue). `vbase`: first add the virtual base offset read from the
    /// vtable at this byte offset from the object's vptr (see
    /// [`StructDef::vbase_offset_slots`]), then `offset`. `null_check`: a
    /// null pointer stays null.
    BaseAdjust {
        operand: ExprId,
        offset: i64,
        vbase: Option<i64>,
        null_check: bool,
    },
    /// `dynamic_cast` of a pointer rvalue to a dynamic class: the address of
    /// the `to` subobject of the most-derived object (`None`: of the
    /// most-derived object itself, `dynamic_cast<void*>`), or null if there
    /// is no unambiguous public one. `reference`: the cast was to a
    /// reference, and failure throws `std::bad_cast`. Host and compile time
    /// only (device code has no type information).
    DynamicCast {
        operand: ExprId,
        to: Option<StructId>,
        reference: bool,
    },
    /// `typeid` of a glvalue of polymorphic class type: an lvalue of
    /// `const std::type_info`, the most-derived object's, read from its
    /// vtable. `operand` is the object's address; `null_check`: the glvalue
    /// was `*p`, and a null `p` throws `std::bad_typeid` ([expr.typeid]/3).
    /// Host and compile time only (device code has no type information).
    DynamicTypeid {
        operand: ExprId,
        null_check: bool,
    },
    /// In the body a constructor or destructor shares with its base-object
    /// variant ([`Function::variant_of`]): `base` when the base-object
    /// variant runs, else `complete` (of the same type and category; only
    /// the chosen one is evaluated). The vptr stores of a base-object
    /// variant load the address points from the VTT, and it passes its
    /// bases' constructors and destructors parts of its VTT.
    StructorVariant {
        complete: ExprId,
        base: ExprId,
    },
}

// ---------------------------------------------------------------------------
// Codegen-time constants
// ---------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct CodegenExpr {
    pub kind: CodegenExprKind,
    /// An integer, `bool`, enum (`nvvm_arch_t`) or floating type.
    pub ty: TypeId,
    pub span: Span,
}

/// The codegen-time constant language. Values are integers (carried as
/// `i128` and wrapped to the expression's type) or floats. Arithmetic on
/// enum values (`__nvvm_arch < 60`) uses the underlying value.
#[derive(Clone, Debug)]
pub enum CodegenExprKind {
    Int(i128),
    Float(f64),
    /// `__nvvm_arch`: the module's compute capability (e.g. 70); AMD targets
    /// get theirs from the compute-capability map; 0 for the host.
    NvvmArch,
    /// `__amdgpu_arch`: the value of the `amdgpu_arch_t` enumerator named for
    /// the module's AMD target ([`Program::amdgpu_arch_enum`]); 0 elsewhere.
    AmdgpuArch,
    IsNvvmTarget,
    IsAmdgpuTarget,
    IsHostTarget,
    /// `__warp_size`: 32 on NVIDIA, the wave size on AMD.
    WarpSize,
    /// `__target_has(aspect)`: whether the module's target has the aspect
    /// [`Program::known_aspects`]`[i]`.
    TargetHas(u32),
    Var(CodegenVarId),
    Unary {
        op: UnaryOp,
        operand: CodegenExprId,
    },
    /// Arithmetic, bitwise and comparison ops; operands already converted as
    /// for runtime expressions (so the expression type says signedness).
    Binary {
        op: BinaryOp,
        lhs: CodegenExprId,
        rhs: CodegenExprId,
    },
    Logical {
        op: LogicalOp,
        lhs: CodegenExprId,
        rhs: CodegenExprId,
    },
    /// Conversion to the expression's type (int/float/bool/enum).
    Cast(CodegenExprId),
    Conditional {
        cond: CodegenExprId,
        then: CodegenExprId,
        else_: CodegenExprId,
    },
}

// ---------------------------------------------------------------------------
// The program
// ---------------------------------------------------------------------------

/// The whole translated program. Filled by sema (through
/// [`crate::builder::Builder`]), then frozen; codegen jobs share `&Program`.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub types: TypeTable,
    /// Namespace-scope `asm("...")` text, in order: the host module's
    /// module-level assembly.
    pub module_asm: Vec<String>,
    /// In declaration order; codegen walks roots in this order, which makes
    /// its output and diagnostics order deterministic.
    pub funcs: EntityVec<FuncId, Function>,
    pub vars: EntityVec<VarId, Var>,
    pub stmts: EntityVec<StmtId, Stmt>,
    pub exprs: EntityVec<ExprId, Expr>,
    pub codegen_exprs: EntityVec<CodegenExprId, CodegenExpr>,
    pub codegen_vars: EntityVec<CodegenVarId, CodegenVar>,
    pub labels: EntityVec<LabelId, Label>,
    /// The global variables (`VarKind::Global`) in declaration order.
    pub globals: Vec<VarId>,
    /// Every kernel launch, in source order (see [`KernelLaunch`]).
    pub launches: Vec<KernelLaunch>,
    /// CUDA attributes that have no field of their own (see [`Attributes`]).
    pub attributes: Attributes,
    /// The implicit `enum class nvvm_arch_t`, if sema created it.
    pub nvvm_arch_enum: Option<EnumId>,
    /// The implicit `enum class amdgpu_arch_t` (one enumerator per AMD
    /// target, named for its CPU, e.g. `gfx1100`), if sema created it.
    pub amdgpu_arch_enum: Option<EnumId>,
    /// Every aspect name (for the aspect queries, `translate::aspects`).
    pub known_aspects: Vec<String>,
    /// Each target's name and aspects, in command-line order.
    pub target_aspects: Vec<(String, Vec<String>)>,
    /// Functions known not to throw (declared `noexcept`, destructors,
    /// compiler-written special members): the host calls them without a
    /// landing pad, and an exception escaping one of their bodies calls
    /// `std::terminate`.
    pub nothrow: std::collections::HashSet<FuncId>,
    /// `__builtin_va_list`, once named: the x86-64 System V
    /// `__va_list_tag[1]` (`translate/va_list.rs`).
    pub va_list: Option<TypeId>,
    /// The Itanium mangling of each type whose information object a
    /// `typeid`, a `throw` or a handler names (what its `_ZTS` string and
    /// `std::type_info::name()` hold), for the types codegen cannot spell
    /// from the type table alone (enumerations, pointers to members,
    /// function types); classes have `StructDef::mangled`.
    pub rtti_names: std::collections::HashMap<TypeId, String>,
    /// The complete-object destructor of each class with a non-trivial one
    /// whose destruction is scheduled somewhere: codegen destroys the
    /// constructed elements of an array of it whose initialization throws.
    pub class_dtors: std::collections::HashMap<crate::types::StructId, FuncId>,
}

impl Program {
    pub fn func(&self, id: FuncId) -> &Function {
        &self.funcs[id]
    }
    pub fn var(&self, id: VarId) -> &Var {
        &self.vars[id]
    }
    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.stmts[id]
    }
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id]
    }
    pub fn codegen_expr(&self, id: CodegenExprId) -> &CodegenExpr {
        &self.codegen_exprs[id]
    }
    /// The value `__amdgpu_arch` has in a module for `cpu` (0 if none).
    pub fn amdgpu_arch_value(&self, cpu: &str) -> i128 {
        self.amdgpu_arch_enum
            .and_then(|e| self.types.enums.get(e))
            .and_then(|d| d.enumerators.iter().find(|en| en.name == cpu))
            .map_or(0, |en| en.value)
    }
}

// Codegen shares one `&Program` among rayon jobs.
const _: fn() = || {
    fn assert_sync_send<T: Sync + Send>() {}
    assert_sync_send::<Program>();
};
