//! Interned types of the typed program.
//!
//! Every type is stored once in a [`TypeTable`] and named by a [`TypeId`];
//! two equal types always have the same id, so codegen and sema compare
//! types with `==` on ids. Structs and enums are nominal: each definition
//! gets its own [`StructId`] / [`EnumId`] and the type `Type::Struct(id)`.
//!
//! Layout (sizes, alignments, field offsets) is computed here, once, for the
//! LP64 data model shared by the 64-bit device targets (NVPTX64 and AMDGPU
//! agree on the size and alignment of every type below), so sema can fold
//! `sizeof`/`alignof` before any target is known.

use crate::program::{EntityId, EntityVec};
use lexer::source::Span;

macro_rules! entity {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl EntityId for $name {
            fn new(index: usize) -> Self {
                $name(index as u32)
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}
pub(crate) use entity;

entity!(
    /// An interned type.
    TypeId
);
entity!(
    /// A struct definition (nominal).
    StructId
);
entity!(
    /// An enum definition (nominal).
    EnumId
);

/// The integer types. Character types are distinct types with the same
/// representation as an integer type (C++ keeps `char`, `signed char` and
/// `unsigned char` distinct).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntKind {
    /// `char`: signed on NVPTX and AMDGPU (as on x86-64 Linux).
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    /// `wchar_t`: 32-bit signed on Linux targets.
    WChar,
    Char8,
    Char16,
    Char32,
    Int128,
    UInt128,
}

impl IntKind {
    pub fn bits(self) -> u32 {
        use IntKind::*;
        match self {
            Char | SChar | UChar | Char8 => 8,
            Short | UShort | Char16 => 16,
            Int | UInt | WChar | Char32 => 32,
            Long | ULong | LongLong | ULongLong => 64,
            Int128 | UInt128 => 128,
        }
    }
    pub fn is_signed(self) -> bool {
        use IntKind::*;
        matches!(
            self,
            Char | SChar | Short | Int | Long | LongLong | WChar | Int128
        )
    }
    /// The spelling C++ uses for the type.
    pub fn name(self) -> &'static str {
        use IntKind::*;
        match self {
            Char => "char",
            SChar => "signed char",
            UChar => "unsigned char",
            Short => "short",
            UShort => "unsigned short",
            Int => "int",
            UInt => "unsigned int",
            Long => "long",
            ULong => "unsigned long",
            LongLong => "long long",
            ULongLong => "unsigned long long",
            WChar => "wchar_t",
            Char8 => "char8_t",
            Char16 => "char16_t",
            Char32 => "char32_t",
            Int128 => "__int128",
            UInt128 => "unsigned __int128",
        }
    }
    /// Integer conversion rank (C++ [conv.rank]); character types rank as
    /// their underlying type.
    pub fn rank(self) -> u32 {
        match self.bits() {
            8 => 1,
            16 => 2,
            32 => 3,
            // long and long long have the same width; long long ranks higher.
            64 => {
                if matches!(self, IntKind::LongLong | IntKind::ULongLong) {
                    5
                } else {
                    4
                }
            }
            _ => 6,
        }
    }
    /// The integer kind with the same width and the given signedness (for the
    /// usual arithmetic conversions).
    pub fn with_signedness(self, signed: bool) -> IntKind {
        use IntKind::*;
        match (self.bits(), signed, self) {
            (8, true, _) => SChar,
            (8, false, _) => UChar,
            (16, true, _) => Short,
            (16, false, _) => UShort,
            (32, true, _) => Int,
            (32, false, _) => UInt,
            (64, true, LongLong | ULongLong) => LongLong,
            (64, false, LongLong | ULongLong) => ULongLong,
            (64, true, _) => Long,
            (64, false, _) => ULong,
            (_, true, _) => Int128,
            (_, false, _) => UInt128,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// `_Float16` / `__half` storage type.
    Half,
    Float,
    Double,
    /// `long double`: the x86-64 System V type, the x87 80-bit extended
    /// format in 16 bytes aligned to 16 (`f80::F80`), for every target of
    /// the typed program (see `translate/va_list.rs`): the interpreter
    /// computes it as the host does, and device code, which has no such
    /// format, may not compute with it (codegen's `reach.rs`).
    LongDouble,
}

impl FloatKind {
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::LongDouble => 80,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::Half => "_Float16",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
        }
    }
}

/// The address space a pointer points into. Ordinary C++ pointers are
/// `Generic` (flat); the others appear when sema (or a builtin) knows the
/// memory a pointer refers to. Codegen maps each to the target's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AddrSpace {
    Generic,
    Global,
    Shared,
    Constant,
    Local,
}

/// A type. Cv-qualifiers are kept (for diagnostics and `@type_string`) as a
/// `Qualified` wrapper that codegen looks through with
/// [`TypeTable::unqualified`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    Bool,
    Int(IntKind),
    Float(FloatKind),
    /// `std::nullptr_t`.
    NullPtr,
    Pointer {
        pointee: TypeId,
        space: AddrSpace,
    },
    /// `T&` (and `T&&`): lowered as a pointer; an expression naming a
    /// reference variable is an lvalue of the referred type.
    Reference {
        referent: TypeId,
        rvalue: bool,
    },
    /// A complete array `T[len]`; `len: None` is an array of unknown bound
    /// (`extern int a[];`), with no size.
    Array {
        elem: TypeId,
        len: Option<u64>,
    },
    Struct(StructId),
    Enum(EnumId),
    Function {
        ret: TypeId,
        params: Vec<TypeId>,
        variadic: bool,
    },
    /// cv-qualifiers, and the alignment a GNU `aligned(N)` typedef gives
    /// its type (`align`, 0 when not written; it may lower the alignment
    /// as well as raise it). Every other use sees through it.
    Qualified {
        base: TypeId,
        is_const: bool,
        is_volatile: bool,
        align: u32,
    },
    /// `T C::*`, a pointer to a member of `class` (Itanium representation).
    /// To a data member (`pointee` an object type): the member's byte
    /// offset as a `ptrdiff_t`, -1 when null. To a member function
    /// (`pointee` its function type, without `this`; `quals` its cv- and
    /// ref-qualifiers, [`MemberQuals`]): two `ptrdiff_t`s, `ptr` (the
    /// function's address, or 1 plus the byte offset of its vtable slot
    /// for a virtual function; 0 when null) and `adj` (the byte adjustment
    /// of `this`).
    MemberPointer {
        class: StructId,
        pointee: TypeId,
        quals: u8,
    },
}

/// The qualifiers of a member function a pointer to member keeps.
pub struct MemberQuals;

impl MemberQuals {
    pub const CONST: u8 = 1;
    pub const VOLATILE: u8 = 2;
    /// `&`
    pub const LREF: u8 = 4;
    /// `&&`
    pub const RREF: u8 = 8;
}

/// One data member of a struct, with its laid-out byte offset.
#[derive(Clone, Debug)]
pub struct Field {
    pub name: String,
    pub ty: TypeId,
    /// Byte offset in the class. For a bit-field: the offset of the bytes
    /// its accesses read and write (see [`BitField`]).
    pub offset: u64,
    pub span: Span,
    /// `Some` for a bit-field: an lvalue naming it is not addressable, so
    /// loads and stores go through its storage bytes.
    pub bit: Option<BitField>,
}

/// Where a bit-field's bits are. An access reads `storage` bytes at the
/// field's byte offset as one little-endian integer of `storage * 8` bits;
/// the value is bits `shift .. shift + width` of it (sign-extended when the
/// field's type is signed). A store reads, replaces those bits, and writes
/// the same bytes back. The storage never reaches past the class's data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BitField {
    pub shift: u32,
    pub width: u32,
    /// 1 to 17 bytes (a 128-bit field starting at bit 7 of a byte needs 17).
    pub storage: u32,
}

/// `struct`, `class` (the same thing but for default access) or `union`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RecordKind {
    #[default]
    Struct,
    Class,
    Union,
}

/// A direct base class subobject.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BaseClass {
    pub class: StructId,
    /// A non-virtual base: its offset in this class. A virtual base: its
    /// offset in a complete object of this class (where it lives in a more
    /// derived object is found at run time: see
    /// [`StructDef::vbase_offset_slots`]).
    pub offset: u64,
    pub is_virtual: bool,
    /// Declared `public` (the `__vmi_class_type_info` flags record it, and
    /// the run time's catch and `dynamic_cast` matching read them).
    pub is_public: bool,
}

/// A struct, class or union definition. `complete` is false for a forward
/// declaration; such a struct has no fields and no size.
///
/// Layout follows the Itanium C++ ABI: non-virtual bases first (a dynamic
/// class without a primary base gets its vptr at offset 0), then the
/// fields, then the virtual bases of a complete object. `size`/`align` are
/// those of a complete object; `nvsize`/`nvalign` those of the class as a
/// base subobject (without its virtual bases); `dsize` is the data size
/// (tail padding excluded), where a derived class may place members.
#[derive(Clone, Debug, Default)]
pub struct StructDef {
    pub name: String,
    /// Non-static data members in declaration order (an anonymous struct or
    /// union member is an unnamed field of its anonymous type).
    pub fields: Vec<Field>,
    pub size: u64,
    pub align: u64,
    pub complete: bool,
    pub span: Span,
    pub kind: RecordKind,
    /// Direct bases in declaration order.
    pub bases: Vec<BaseClass>,
    /// Every virtual base (direct or indirect), each once, with its offset
    /// in a complete object of this class, in the ABI's order.
    pub vbases: Vec<(StructId, u64)>,
    pub dsize: u64,
    pub nvsize: u64,
    pub nvalign: u64,
    /// The class has a vptr at offset 0 (it is polymorphic or has virtual
    /// bases): its own, or the one it shares with its primary base.
    pub dynamic: bool,
    /// The base whose vptr this class shares (the Itanium "primary base"):
    /// the first non-virtual dynamic base, else a nearly empty virtual
    /// base (then at offset 0 in a complete object, see
    /// `primary_base_virtual`).
    pub primary_base: Option<StructId>,
    /// The primary base is a virtual base.
    pub primary_base_virtual: bool,
    /// The vtable group of a dynamic class (a global whose kind is
    /// [`crate::program::GlobalKind::VTable`]), once sema has built it.
    pub vtable: Option<crate::program::VarId>,
    /// The VTT of a class with virtual bases (a global whose kind is
    /// [`crate::program::GlobalKind::Vtt`]).
    pub vtt: Option<crate::program::VarId>,
    /// For each virtual base: the byte offset, relative to the address
    /// point a vptr of this class holds, of the `i64` vtable slot that
    /// stores the virtual base's offset from the object the vptr is in
    /// (negative: the slots precede the address point).
    pub vbase_offset_slots: Vec<(StructId, i64)>,
    /// Copying an object is copying its bytes (every copy and move
    /// constructor and assignment trivial or deleted, destructor trivial).
    pub trivially_copyable: bool,
    /// The destructor does nothing: no destruction is ever scheduled.
    pub trivial_dtor: bool,
    /// Itanium's "non-trivial for the purposes of calls" (a non-trivial copy
    /// or move constructor or destructor). Such a class is never passed or
    /// returned in registers: sema passes by-value parameters of it as
    /// references to caller-owned temporaries, and a call returning it is a
    /// prvalue the callee constructs in the caller's destination (sret).
    pub pass_indirect: bool,
    /// The class's Itanium-mangled name (`1A`, `N2ns1BE`), which the host's
    /// type information objects are named and keyed by; set when the class
    /// is completed.
    pub mangled: String,
}

#[derive(Clone, Debug)]
pub struct Enumerator {
    pub name: String,
    /// The value as the underlying type's two's-complement bits, sign- or
    /// zero-extended to 128 bits according to the underlying type.
    pub value: i128,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct EnumDef {
    pub name: String,
    /// An integer type id.
    pub underlying: TypeId,
    /// `enum class` / `enum struct`.
    pub scoped: bool,
    pub enumerators: Vec<Enumerator>,
    pub span: Span,
}

/// All types of a program. Built during translation; read-only afterwards.
#[derive(Clone, Debug, Default)]
pub struct TypeTable {
    /// Every type once, its index its id. One set rather than a vector
    /// beside a map from type to id: a new type is neither cloned nor
    /// hashed again when the table grows (it keeps the hashes), which was
    /// a tenth of template-heavy translation. FxHash: SipHash was another.
    types: indexmap::IndexSet<Type, rustc_hash::FxBuildHasher>,
    pub structs: EntityVec<StructId, StructDef>,
    pub enums: EntityVec<EnumId, EnumDef>,
}

impl TypeTable {
    /// The Itanium ABI's code for a builtin type (`i` for `int`, `Dn` for
    /// `nullptr_t`): what the mangler writes and what type information
    /// names (`_ZTIi`).
    pub fn itanium_builtin_code(&self, id: TypeId) -> Option<&'static str> {
        Some(match self.get(id) {
            Type::Void => "v",
            Type::Bool => "b",
            Type::Int(k) => match k {
                IntKind::Char => "c",
                IntKind::SChar => "a",
                IntKind::UChar => "h",
                IntKind::Short => "s",
                IntKind::UShort => "t",
                IntKind::Int => "i",
                IntKind::UInt => "j",
                IntKind::Long => "l",
                IntKind::ULong => "m",
                IntKind::LongLong => "x",
                IntKind::ULongLong => "y",
                IntKind::WChar => "w",
                IntKind::Char8 => "Du",
                IntKind::Char16 => "Ds",
                IntKind::Char32 => "Di",
                IntKind::Int128 => "n",
                IntKind::UInt128 => "o",
            },
            Type::Float(k) => match k {
                FloatKind::Half => "DF16_",
                FloatKind::Float => "f",
                FloatKind::Double => "d",
                FloatKind::LongDouble => "e",
            },
            Type::NullPtr => "Dn",
            _ => return None,
        })
    }

    pub fn new() -> TypeTable {
        TypeTable::default()
    }

    /// The id of `ty`, adding it if new.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        TypeId::new(self.types.insert_full(ty).0)
    }

    /// The id of `ty` if it was interned.
    pub fn lookup(&self, ty: &Type) -> Option<TypeId> {
        self.types.get_index_of(ty).map(TypeId::new)
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.index()]
    }

    pub fn len(&self) -> usize {
        self.types.len()
    }
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// Strips cv-qualifiers.
    pub fn unqualified(&self, mut id: TypeId) -> TypeId {
        // Bounded by the table size: interning never creates a cycle.
        for _ in 0..=self.types.len() {
            match self.get(id) {
                Type::Qualified { base, .. } => id = *base,
                _ => return id,
            }
        }
        id
    }

    /// The type with qualifiers stripped, as a reference to its definition.
    pub fn kind(&self, id: TypeId) -> &Type {
        self.get(self.unqualified(id))
    }

    pub fn is_void(&self, id: TypeId) -> bool {
        matches!(self.kind(id), Type::Void)
    }
    pub fn is_integer(&self, id: TypeId) -> bool {
        matches!(self.kind(id), Type::Int(_) | Type::Bool | Type::Enum(_))
    }
    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(self.kind(id), Type::Float(_))
    }
    pub fn is_long_double(&self, id: TypeId) -> bool {
        matches!(self.kind(id), Type::Float(FloatKind::LongDouble))
    }
    pub fn is_arithmetic(&self, id: TypeId) -> bool {
        self.is_integer(id) || self.is_float(id)
    }
    pub fn is_pointer(&self, id: TypeId) -> bool {
        matches!(self.kind(id), Type::Pointer { .. } | Type::NullPtr)
    }
    pub fn is_scalar(&self, id: TypeId) -> bool {
        self.is_arithmetic(id) || self.is_pointer(id) || self.is_member_pointer(id)
    }
    pub fn is_function(&self, id: TypeId) -> bool {
        matches!(self.kind(id), Type::Function { .. })
    }
    pub fn is_member_pointer(&self, id: TypeId) -> bool {
        matches!(self.kind(id), Type::MemberPointer { .. })
    }
    /// A pointer to a member function (two words), not to a data member.
    pub fn is_member_fn_pointer(&self, id: TypeId) -> bool {
        matches!(self.kind(id), Type::MemberPointer { pointee, .. } if self.is_function(*pointee))
    }

    /// The integer kind of an integer or enum type (`bool` is not one).
    pub fn int_kind(&self, id: TypeId) -> Option<IntKind> {
        match self.kind(id) {
            Type::Int(k) => Some(*k),
            Type::Enum(e) => self.int_kind(self.enums.get(*e)?.underlying),
            _ => None,
        }
    }

    /// Whether an integer-like type is signed (`bool` and pointers are not).
    pub fn is_signed(&self, id: TypeId) -> bool {
        self.int_kind(id).is_some_and(IntKind::is_signed)
    }

    /// Width in bits of an integer-like type (`bool` is 1).
    pub fn int_bits(&self, id: TypeId) -> Option<u32> {
        match self.kind(id) {
            Type::Bool => Some(1),
            _ => self.int_kind(id).map(IntKind::bits),
        }
    }

    pub fn pointee(&self, id: TypeId) -> Option<TypeId> {
        match self.kind(id) {
            Type::Pointer { pointee, .. } => Some(*pointee),
            _ => None,
        }
    }

    /// Size in bytes; `None` for void, functions, incomplete structs and
    /// arrays of unknown bound.
    pub fn size_of(&self, id: TypeId) -> Option<u64> {
        match self.kind(id) {
            Type::Void | Type::Function { .. } => None,
            Type::Bool => Some(1),
            Type::Int(k) => Some(k.bits() as u64 / 8),
            Type::Float(FloatKind::LongDouble) => Some(f80::F80::SIZE),
            Type::Float(k) => Some(k.bits() as u64 / 8),
            Type::NullPtr | Type::Pointer { .. } | Type::Reference { .. } => Some(8),
            Type::MemberPointer { pointee, .. } => {
                Some(if self.is_function(*pointee) { 16 } else { 8 })
            }
            Type::Array { elem, len } => self.size_of(*elem)?.checked_mul((*len)?),
            Type::Struct(s) => {
                let def = self.structs.get(*s)?;
                def.complete.then_some(def.size)
            }
            Type::Enum(e) => self.size_of(self.enums.get(*e)?.underlying),
            Type::Qualified { .. } => None,
        }
    }

    /// The alignment an `aligned(N)` typedef wrote on `id`, if any.
    pub fn written_align(&self, mut id: TypeId) -> Option<u64> {
        for _ in 0..=self.types.len() {
            match self.get(id) {
                Type::Qualified { align: 0, base, .. } => id = *base,
                Type::Qualified { align, .. } => return Some(*align as u64),
                _ => return None,
            }
        }
        None
    }

    /// Alignment in bytes (1 where undefined, so layout never divides by 0).
    pub fn align_of(&self, id: TypeId) -> u64 {
        if let Some(a) = self.written_align(id) {
            return a;
        }
        match self.kind(id) {
            Type::Array { elem, .. } => self.align_of(*elem),
            Type::Struct(s) => self.structs.get(*s).map_or(1, |d| d.align.max(1)),
            Type::Enum(e) => self
                .enums
                .get(*e)
                .map_or(1, |d| self.align_of(d.underlying)),
            Type::MemberPointer { .. } => 8,
            // 128-bit integers are 16-aligned in the LP64 ABIs.
            _ => self.size_of(id).unwrap_or(1).clamp(1, 16),
        }
    }

    /// Defines (or completes) a struct with C layout: each field at the next
    /// offset aligned to its alignment, size rounded up to the struct's
    /// alignment (at least 1 byte, as C++ requires). Returns `Err(i)` if field
    /// `i` has no size (incomplete type).
    pub fn layout_struct(
        &mut self,
        id: StructId,
        fields: Vec<(String, TypeId, Span)>,
    ) -> Result<(), usize> {
        let mut offset = 0u64;
        let mut align = 1u64;
        let mut out = Vec::with_capacity(fields.len());
        for (i, (name, ty, span)) in fields.into_iter().enumerate() {
            let size = self.size_of(ty).ok_or(i)?;
            let a = self.align_of(ty);
            offset = offset.div_ceil(a) * a;
            out.push(Field {
                name,
                ty,
                offset,
                span,
                bit: None,
            });
            offset += size;
            align = align.max(a);
        }
        let size = offset.div_ceil(align).max(1) * align;
        let def = &mut self.structs[id];
        def.fields = out;
        def.size = size;
        def.align = align;
        def.dsize = offset;
        def.nvsize = size;
        def.nvalign = align;
        def.trivially_copyable = true;
        def.trivial_dtor = true;
        def.complete = true;
        Ok(())
    }

    /// A readable spelling of a type for diagnostics (`int *`, `float[4]`).
    /// The element type of `__complex__ T` (the bundled class
    /// `__circle_rs_complex<T>`, once complete).
    pub fn complex_element(&self, id: TypeId) -> Option<TypeId> {
        let Type::Struct(s) = self.kind(id) else {
            return None;
        };
        let d = self.structs.get(*s)?;
        complex_element_name(&d.name)?;
        d.fields.first().map(|f| f.ty)
    }

    pub fn display(&self, id: TypeId) -> String {
        match self.get(id) {
            Type::Void => "void".into(),
            Type::Bool => "bool".into(),
            Type::Int(k) => k.name().into(),
            Type::Float(k) => k.name().into(),
            Type::NullPtr => "std::nullptr_t".into(),
            Type::Pointer { pointee, .. } => format!("{} *", self.display(*pointee)),
            Type::Reference { referent, rvalue } => {
                format!(
                    "{} {}",
                    self.display(*referent),
                    if *rvalue { "&&" } else { "&" }
                )
            }
            Type::Array { elem, len } => match len {
                Some(n) => format!("{}[{}]", self.display(*elem), n),
                None => format!("{}[]", self.display(*elem)),
            },
            Type::Struct(s) => match self.structs.get(*s) {
                // The class GNU complex types are read as prints as clang
                // prints them.
                Some(d) => match complex_element_name(&d.name) {
                    Some(elem) => format!("_Complex {elem}"),
                    None => d.name.clone(),
                },
                None => "<struct>".into(),
            },
            Type::Enum(e) => self
                .enums
                .get(*e)
                .map_or("<enum>".into(), |d| d.name.clone()),
            Type::Function {
                ret,
                params,
                variadic,
            } => {
                let mut ps: Vec<String> = params.iter().map(|p| self.display(*p)).collect();
                if *variadic {
                    ps.push("...".into());
                }
                format!("{} ({})", self.display(*ret), ps.join(", "))
            }
            Type::MemberPointer {
                class,
                pointee,
                quals,
            } => {
                let c = self
                    .structs
                    .get(*class)
                    .map_or("<struct>".into(), |d| d.name.clone());
                match self.get(*pointee) {
                    Type::Function {
                        ret,
                        params,
                        variadic,
                    } => {
                        let mut ps: Vec<String> = params.iter().map(|p| self.display(*p)).collect();
                        if *variadic {
                            ps.push("...".into());
                        }
                        format!(
                            "{} ({c}::*)({}){}",
                            self.display(*ret),
                            ps.join(", "),
                            member_quals_text(*quals)
                        )
                    }
                    _ => format!("{} {c}::*", self.display(*pointee)),
                }
            }
            Type::Qualified {
                base,
                is_const,
                is_volatile,
                ..
            } => {
                let mut s = String::new();
                if *is_const {
                    s.push_str("const ");
                }
                if *is_volatile {
                    s.push_str("volatile ");
                }
                s + &self.display(*base)
            }
        }
    }
}

/// ` const &`: a member function's qualifiers as written after its
/// parameters.
pub fn member_quals_text(quals: u8) -> String {
    let mut s = String::new();
    if quals & MemberQuals::CONST != 0 {
        s.push_str(" const");
    }
    if quals & MemberQuals::VOLATILE != 0 {
        s.push_str(" volatile");
    }
    if quals & MemberQuals::LREF != 0 {
        s.push_str(" &");
    }
    if quals & MemberQuals::RREF != 0 {
        s.push_str(" &&");
    }
    s
}

/// `T` of a class named `__circle_rs_complex<T>` (what the parser reads
/// `__complex__ T` as).
pub fn complex_element_name(name: &str) -> Option<&str> {
    name.strip_prefix("__circle_rs_complex<")?.strip_suffix('>')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_and_layout() {
        let mut t = TypeTable::new();
        let int = t.intern(Type::Int(IntKind::Int));
        assert_eq!(t.intern(Type::Int(IntKind::Int)), int);
        let ch = t.intern(Type::Int(IntKind::Char));
        let d = t.intern(Type::Float(FloatKind::Double));
        let p = t.intern(Type::Pointer {
            pointee: int,
            space: AddrSpace::Generic,
        });
        let s = t.structs.push(StructDef {
            name: "S".into(),
            align: 1,
            span: Span::DUMMY,
            ..StructDef::default()
        });
        let st = t.intern(Type::Struct(s));
        assert_eq!(t.size_of(st), None, "incomplete");
        let fields = vec![
            ("c".into(), ch, Span::DUMMY),
            ("d".into(), d, Span::DUMMY),
            ("p".into(), p, Span::DUMMY),
            ("i".into(), int, Span::DUMMY),
        ];
        t.layout_struct(s, fields).unwrap();
        let offs: Vec<u64> = t.structs[s].fields.iter().map(|f| f.offset).collect();
        assert_eq!(offs, vec![0, 8, 16, 24]);
        assert_eq!((t.size_of(st), t.align_of(st)), (Some(32), 8));
        let arr = t.intern(Type::Array {
            elem: st,
            len: Some(3),
        });
        assert_eq!(t.size_of(arr), Some(96));
        let c = t.intern(Type::Qualified {
            base: int,
            is_const: true,
            is_volatile: false,
            align: 0,
        });
        assert_eq!(t.unqualified(c), int);
        assert_eq!(t.display(c), "const int");
        assert_eq!(t.display(p), "int *");
    }
}
