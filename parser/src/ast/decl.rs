//! Declarations.

use super::{DeclId, Expr, Ident, QualName, Span, Staging, Stmt, TagKind, TypeExpr, TypeOrExpr};

#[derive(Clone, Copy, Debug)]
pub struct Decl<'a> {
    pub id: DeclId,
    /// From the first specifier (or `@meta`) to the end of the declarator or
    /// body; declarators of one declaration share the specifiers' start.
    pub span: Span,
    /// `@meta int x;` is `Meta`, `@codegen int x = ...;` is `Codegen`.
    pub staging: Staging,
    /// For a member of a struct, class or union: the access in effect
    /// (`public` by default in a struct or union, `private` in a class);
    /// `None` elsewhere.
    pub access: Option<Access>,
    pub kind: DeclKind<'a>,
}

impl<'a> Decl<'a> {
    /// The declared name, for declarations that have a simple one (variables,
    /// functions, fields, records, enums, typedefs, namespaces, and the
    /// declaration inside a template).
    pub fn name(&self) -> Option<Ident> {
        match self.kind {
            DeclKind::Var(v) => v.name.last().map(|s| s.ident),
            DeclKind::Function(f) => f.name.last().map(|s| s.ident),
            DeclKind::Field(f) => f.name,
            DeclKind::Record(r) => r.name.and_then(|n| n.last()).map(|s| s.ident),
            DeclKind::Enum(e) => e.name.and_then(|n| n.last()).map(|s| s.ident),
            DeclKind::Typedef(t) => Some(t.name),
            DeclKind::Namespace(n) => n.name,
            DeclKind::Template(t) => t.decl.name(),
            DeclKind::NamespaceAlias(a) => Some(a.name),
            DeclKind::Binding(_) => None,
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub enum DeclKind<'a> {
    /// A variable (global, local, static member later), also the loop
    /// variable of a range-for and the declaration of a condition.
    Var(&'a VarDecl<'a>),
    /// A function declaration or definition.
    Function(&'a FunctionDecl<'a>),
    /// A data member of a struct or union.
    Field(&'a FieldDecl<'a>),
    /// `struct`/`class`/`union`, defined or only declared.
    Record(&'a RecordDecl<'a>),
    Enum(&'a EnumDecl<'a>),
    /// `typedef T name;` or `using name = T;`.
    Typedef(&'a TypedefDecl<'a>),
    /// `using namespace a::b;`
    UsingDirective(&'a QualName<'a>),
    /// `using a::b;`
    UsingDecl(&'a QualName<'a>),
    /// `template int f<int>(int);` / `extern template struct A<int>;`: an
    /// explicit instantiation (definition or declaration) of what the
    /// declaration names.
    ExplicitInstantiation(&'a Decl<'a>),
    /// `extern template ...;`: an explicit instantiation declaration, which
    /// instantiates nothing now.
    ExternTemplate(&'a Decl<'a>),
    /// `using Bases::f...;`: one using-declaration per element of the
    /// packs the qualifier names.
    UsingPack(&'a QualName<'a>),
    /// `namespace a { ... }`; `namespace a::b { }` nests one `Namespace` per
    /// name; `namespace { }` is anonymous.
    Namespace(&'a NamespaceDecl<'a>),
    /// `namespace name = a::b;`
    NamespaceAlias(&'a NamespaceAliasDecl<'a>),
    /// `extern "C" { ... }` or `extern "C" decl`.
    LinkageSpec(&'a LinkageSpecDecl<'a>),
    /// `static_assert(cond)` or `static_assert(cond, "message")`.
    StaticAssert(&'a StaticAssertDecl<'a>),
    /// `template<params> decl`: the header and the templated declaration.
    Template(&'a TemplateDecl<'a>),
    /// A structured binding `auto [a, b] = e;` (also a range-for variable).
    Binding(&'a BindingDecl<'a>),
    /// A statement at namespace scope: Circle allows `@meta` statements there
    /// (`@meta printf(...);`, `@meta for(...) ...`). The declaration's staging
    /// is the statement's.
    Stmt(&'a Stmt<'a>),
    /// `friend class X;` / `friend X;` in a class: the befriended class.
    FriendType(&'a TypeExpr<'a>),
    /// A stray `;` at namespace scope.
    Empty,
    /// A declaration that failed to parse (a diagnostic was reported).
    Error,
}

/// Storage classes, function specifiers and CUDA/Circle attributes written on
/// a declaration, as bits. `__attribute__((global))` and friends set the same
/// bits as the keywords.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Specifiers(pub u32);

impl Specifiers {
    pub const NONE: Specifiers = Specifiers(0);
    pub const STATIC: u32 = 1 << 0;
    pub const EXTERN: u32 = 1 << 1;
    pub const INLINE: u32 = 1 << 2;
    pub const CONSTEXPR: u32 = 1 << 3;
    pub const THREAD_LOCAL: u32 = 1 << 4;
    pub const MUTABLE: u32 = 1 << 5;
    pub const REGISTER: u32 = 1 << 6;
    pub const VIRTUAL: u32 = 1 << 7;
    pub const EXPLICIT: u32 = 1 << 8;
    pub const FRIEND: u32 = 1 << 9;
    pub const CONSTEVAL: u32 = 1 << 10;
    pub const CONSTINIT: u32 = 1 << 11;
    /// The virt-specifier `override` (after the declarator).
    pub const OVERRIDE: u32 = 1 << 12;
    /// The virt-specifier `final` (after a function declarator).
    pub const FINAL: u32 = 1 << 13;
    /// `__global__`
    pub const GLOBAL: u32 = 1 << 16;
    /// `__device__`
    pub const DEVICE: u32 = 1 << 17;
    /// `__host__`
    pub const HOST: u32 = 1 << 18;
    /// `__shared__`
    pub const SHARED: u32 = 1 << 19;
    /// `__constant__`
    pub const CONSTANT: u32 = 1 << 20;
    /// `__managed__`
    pub const MANAGED: u32 = 1 << 21;
    /// `__grid_constant__`
    pub const GRID_CONSTANT: u32 = 1 << 22;
    /// `__nv_register_params__`
    pub const NV_REGISTER_PARAMS: u32 = 1 << 23;
    /// `__forceinline__` / `__attribute__((always_inline))`
    pub const FORCE_INLINE: u32 = 1 << 24;
    /// `__noinline__` / `__attribute__((noinline))`
    pub const NO_INLINE: u32 = 1 << 25;
    /// GNU `__attribute__((packed))` on a member: byte alignment.
    pub const PACKED: u32 = 1 << 26;

    /// Every flag with its spelling, in bit order (dumps print this order).
    pub const NAMES: &'static [(u32, &'static str)] = &[
        (Self::STATIC, "static"),
        (Self::EXTERN, "extern"),
        (Self::INLINE, "inline"),
        (Self::CONSTEXPR, "constexpr"),
        (Self::THREAD_LOCAL, "thread_local"),
        (Self::MUTABLE, "mutable"),
        (Self::REGISTER, "register"),
        (Self::VIRTUAL, "virtual"),
        (Self::EXPLICIT, "explicit"),
        (Self::FRIEND, "friend"),
        (Self::CONSTEVAL, "consteval"),
        (Self::CONSTINIT, "constinit"),
        (Self::OVERRIDE, "override"),
        (Self::FINAL, "final"),
        (Self::GLOBAL, "__global__"),
        (Self::DEVICE, "__device__"),
        (Self::HOST, "__host__"),
        (Self::SHARED, "__shared__"),
        (Self::CONSTANT, "__constant__"),
        (Self::MANAGED, "__managed__"),
        (Self::GRID_CONSTANT, "__grid_constant__"),
        (Self::NV_REGISTER_PARAMS, "__nv_register_params__"),
        (Self::FORCE_INLINE, "__forceinline__"),
        (Self::NO_INLINE, "__noinline__"),
        (Self::PACKED, "__attribute__((packed))"),
    ];

    pub fn has(self, flag: u32) -> bool {
        self.0 & flag != 0
    }
    pub fn with(self, flag: u32) -> Specifiers {
        Specifiers(self.0 | flag)
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// How a variable is initialized.
#[derive(Clone, Copy, Debug)]
pub enum Initializer<'a> {
    /// `= e`, including `= {a, b}` (an [`super::ExprKind::InitList`]).
    Assign(&'a Expr<'a>),
    /// `(a, b)` (direct initialization).
    Paren(&'a [Expr<'a>]),
    /// `{a, b}` (direct list initialization).
    Brace(&'a [Expr<'a>]),
}

#[derive(Clone, Copy, Debug)]
pub struct VarDecl<'a> {
    /// Qualified only for out-of-line definitions of namespace members.
    pub name: &'a QualName<'a>,
    pub ty: &'a TypeExpr<'a>,
    pub init: Option<Initializer<'a>>,
    pub specs: Specifiers,
    /// `alignas(n)` / `alignas(T)`.
    pub alignas: Option<&'a TypeOrExpr<'a>>,
}

#[derive(Clone, Copy, Debug)]
pub struct FunctionDecl<'a> {
    /// `f`, or `ns::f` for an out-of-line definition.
    pub name: &'a QualName<'a>,
    /// Always a [`super::TypeKind::Function`] (the declarator's outermost
    /// derivation), holding return type and parameters. Constructors,
    /// destructors and conversion functions (names `S`, `~S`, `operator
    /// int*`, interned as written with single spaces) return `void` written
    /// with an empty span.
    pub ty: &'a TypeExpr<'a>,
    pub specs: Specifiers,
    /// The compound statement of a definition; `None` for a prototype.
    pub body: Option<&'a Stmt<'a>>,
    /// `__launch_bounds__(max_threads_per_block, min_blocks_per_sm,
    /// max_blocks_per_cluster)`, `__cluster_dims__(x, y, z)` and
    /// `__block_size__((x, y, z), (cx, cy, cz))` as written.
    pub kernel_attrs: crate::kernel_attrs::KernelAttrSyntax<'a>,
    /// A constructor's mem-initializer list (`: x(a), base{b}`); empty
    /// otherwise.
    pub member_inits: &'a [MemberInit<'a>],
    /// `= default`, `= delete` or `= 0` written after the declarator.
    pub def: FunctionDef,
}

/// What follows a function declarator instead of a body.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FunctionDef {
    #[default]
    None,
    /// `= default`
    Default,
    /// `= delete`
    Delete,
    /// `= 0` (a pure virtual function)
    Pure,
}

/// One mem-initializer of a constructor: `x(a, b)` or `Base{c}`.
#[derive(Clone, Copy, Debug)]
pub struct MemberInit<'a> {
    pub span: Span,
    /// The member or base class named.
    pub name: &'a QualName<'a>,
    pub args: &'a [Expr<'a>],
    /// Written with braces.
    pub braced: bool,
    /// A pack expansion (`Bases(xs)...`).
    pub pack: bool,
}

impl<'a> FunctionDecl<'a> {
    /// The function type (return type and parameters).
    pub fn function_type(&self) -> Option<&'a super::FunctionType<'a>> {
        match self.ty.kind {
            super::TypeKind::Function(f) => Some(f),
            _ => None,
        }
    }
}

/// `auto [a, b] = e;`, `const auto& [k, v] = pair;`.
#[derive(Clone, Copy, Debug)]
pub struct BindingDecl<'a> {
    pub names: &'a [Ident],
    /// The type of the hidden variable: `auto` with its cv-qualifiers and
    /// `&`/`&&`.
    pub ty: &'a TypeExpr<'a>,
    /// `None` as a range-for variable.
    pub init: Option<Initializer<'a>>,
    pub specs: Specifiers,
}

#[derive(Clone, Copy, Debug)]
pub struct FieldDecl<'a> {
    /// `None` for an unnamed bit-field.
    pub name: Option<Ident>,
    pub ty: &'a TypeExpr<'a>,
    pub bit_width: Option<&'a Expr<'a>>,
    /// Default member initializer `int x = 5;` / `int x{5};`.
    pub init: Option<Initializer<'a>>,
    pub specs: Specifiers,
    pub alignas: Option<&'a TypeOrExpr<'a>>,
}

#[derive(Clone, Copy, Debug)]
pub struct RecordDecl<'a> {
    /// `Struct`, `Class` or `Union`.
    pub tag: TagKind,
    /// `None` for an anonymous struct/union.
    pub name: Option<&'a QualName<'a>>,
    /// The member declarations (`Field`s, nested records and enums, ...);
    /// `None` for a declaration without body (`struct S;`).
    pub members: Option<&'a [Decl<'a>]>,
    pub alignas: Option<&'a TypeOrExpr<'a>>,
    /// The base-specifier list (`struct B : A, public C`).
    pub bases: &'a [BaseSpecifier<'a>],
    /// The class-virt-specifier `final` (`struct S final { ... }`).
    pub is_final: bool,
    /// GNU `__attribute__((packed))`: members at byte alignment.
    pub packed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    Public,
    Protected,
    Private,
}

impl Access {
    pub fn as_str(self) -> &'static str {
        match self {
            Access::Public => "public",
            Access::Protected => "protected",
            Access::Private => "private",
        }
    }
}

/// One base class of a struct or class.
#[derive(Clone, Copy, Debug)]
pub struct BaseSpecifier<'a> {
    pub span: Span,
    /// As written; `None` means the default for the class key.
    pub access: Option<Access>,
    pub is_virtual: bool,
    pub ty: &'a TypeExpr<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct EnumDecl<'a> {
    pub name: Option<&'a QualName<'a>>,
    /// `enum class` / `enum struct`.
    pub scoped: bool,
    /// `: int`.
    pub underlying: Option<&'a TypeExpr<'a>>,
    /// `None` for an opaque declaration (`enum class E : int;`). Only the
    /// enumerators written directly; see `members` for `@meta` ones.
    pub enumerators: Option<&'a [Enumerator<'a>]>,
    /// Every member in order, including Circle's enum-scope `@meta`
    /// statements (equal to `enumerators` when there are none).
    pub members: &'a [EnumMember<'a>],
    /// GNU `__attribute__((packed))`: the smallest integer type that holds
    /// the enumerators.
    pub packed: bool,
    /// Circle's typed enum `enum typename E { int, name = double* }`:
    /// every enumerator has an associated type ([`Enumerator::assoc`]).
    pub typed: bool,
}

/// A member of an enum body.
#[derive(Clone, Copy, Debug)]
pub enum EnumMember<'a> {
    Enumerator(Enumerator<'a>),
    /// An enum-scope `@meta` statement (Circle). Inside its body (translated
    /// once per iteration of a meta loop), each expression statement
    /// declares an enumerator: `name;`, `@(name_expr);`, or `name = value;`
    /// / `@(name_expr) = value;` (a [`super::ExprKind::Name`] or
    /// [`super::ExprKind::DynamicName`], maybe under `=`).
    Meta(&'a Stmt<'a>),
}

#[derive(Clone, Copy, Debug)]
pub struct Enumerator<'a> {
    pub id: DeclId,
    pub span: Span,
    /// In a typed enum without a written name, `_N` (N its position among
    /// the written enumerators), spelled at the type.
    pub name: Ident,
    pub value: Option<&'a Expr<'a>>,
    /// Circle user attributes `[[.name=value, .flag]]` written after the
    /// name (in a typed enum, just before the type).
    pub attrs: &'a [UserAttr<'a>],
    /// A typed enum's associated type.
    pub assoc: Option<&'a TypeExpr<'a>>,
}

/// One Circle user attribute `.name`, `.name = value`, `.name(value)` or
/// `.name { ... }` inside `[[ ]]`: `name` names the attribute's type (an
/// attribute alias, an enumeration or a class); `init` is the value as
/// written (a braced list is an [`super::ExprKind::InitList`]).
#[derive(Clone, Copy, Debug)]
pub struct UserAttr<'a> {
    pub span: Span,
    pub name: &'a QualName<'a>,
    pub init: Option<&'a Expr<'a>>,
}

/// `[[attribute]]` / `[[attribute(default)]]` on an alias declaration:
/// Circle's attribute alias (`using nt [[attribute]] = int;`), an opaque
/// name for user attributes whose values have the aliased type.
#[derive(Clone, Copy, Debug)]
pub struct AttributeAliasSpec<'a> {
    pub span: Span,
    pub default: Option<&'a Expr<'a>>,
}

#[derive(Clone, Copy, Debug)]
pub struct TypedefDecl<'a> {
    pub name: Ident,
    pub ty: &'a TypeExpr<'a>,
    /// Written `using name = T;`.
    pub alias: bool,
    /// GNU `__attribute__((aligned(N)))` on the typedef.
    pub aligned: Option<&'a TypeOrExpr<'a>>,
    /// Circle's `[[attribute]]` after the alias's name.
    pub attribute_alias: Option<AttributeAliasSpec<'a>>,
}

#[derive(Clone, Copy, Debug)]
pub struct NamespaceDecl<'a> {
    /// `None` for an anonymous namespace.
    pub name: Option<Ident>,
    pub inline: bool,
    pub decls: &'a [Decl<'a>],
}

#[derive(Clone, Copy, Debug)]
pub struct NamespaceAliasDecl<'a> {
    pub name: Ident,
    pub target: &'a QualName<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct LinkageSpecDecl<'a> {
    /// The string literal (`"C"`, `"C++"`); see [`LinkageSpecDecl::is_c`].
    pub lang: Span,
    /// `"C"` was written (the parser reads the literal).
    pub is_c: bool,
    /// Written with braces.
    pub braced: bool,
    pub decls: &'a [Decl<'a>],
}

#[derive(Clone, Copy, Debug)]
pub struct StaticAssertDecl<'a> {
    pub cond: &'a Expr<'a>,
    /// A string literal ([`super::ExprKind::String`]).
    pub message: Option<&'a Expr<'a>>,
}

#[derive(Clone, Copy, Debug)]
pub struct TemplateDecl<'a> {
    pub params: &'a [TemplateParam<'a>],
    /// The templated declaration (function, record, alias, variable).
    pub decl: &'a Decl<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct TemplateParam<'a> {
    pub id: DeclId,
    pub span: Span,
    pub name: Option<Ident>,
    /// `typename... Ts` / `int... Ns`.
    pub pack: bool,
    pub kind: TemplateParamKind<'a>,
}

#[derive(Clone, Copy, Debug)]
pub enum TemplateParamKind<'a> {
    /// `typename T = default` / `class T`.
    Type { default: Option<&'a TypeExpr<'a>> },
    /// `int N = default`.
    NonType {
        ty: &'a TypeExpr<'a>,
        default: Option<&'a Expr<'a>>,
    },
    /// `template<...> class TT` (header parameters kept, default as a name).
    Template {
        params: &'a [TemplateParam<'a>],
        default: Option<&'a QualName<'a>>,
    },
}
