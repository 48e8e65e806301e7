//! Types as written: decl-specifiers and declarators composed into one tree.

use super::{Decl, Expr, Ident, QualName, Span, Specifiers};

/// `const` / `volatile` (and `__restrict`) qualifiers, as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cv(pub u8);

impl Cv {
    pub const NONE: Cv = Cv(0);
    pub const CONST: u8 = 1;
    pub const VOLATILE: u8 = 2;
    pub const RESTRICT: u8 = 4;

    pub fn is_const(self) -> bool {
        self.0 & Cv::CONST != 0
    }
    pub fn is_volatile(self) -> bool {
        self.0 & Cv::VOLATILE != 0
    }
    pub fn is_restrict(self) -> bool {
        self.0 & Cv::RESTRICT != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn with(self, bits: u8) -> Cv {
        Cv(self.0 | bits)
    }
}

/// A type as written. `int const* volatile p[4]` is
/// `Array(Pointer[volatile](Builtin(Int)[const]), 4)`: each node carries the
/// cv-qualifiers that apply to it.
#[derive(Clone, Copy, Debug)]
pub struct TypeExpr<'a> {
    pub span: Span,
    pub cv: Cv,
    pub kind: TypeKind<'a>,
}

#[derive(Clone, Copy, Debug)]
pub enum TypeKind<'a> {
    /// A fundamental type; every spelling of the integer types is normalized
    /// (`long unsigned int` is `ULong`).
    Builtin(BuiltinType),
    /// A typedef, class, enum or alias name, possibly qualified and possibly
    /// a template-id: `size_t`, `std::map<int, T>`, `type_t`.
    Named(&'a QualName<'a>),
    /// An elaborated type specifier: `struct S`, `enum E`, `union U`.
    Elaborated {
        tag: TagKind,
        name: &'a QualName<'a>,
    },
    /// A class, union or enum defined inside the decl-specifiers
    /// (`struct { int a; } x;`). The definition also appears as its own
    /// declaration (a copy with the same [`super::DeclId`]), just before the
    /// declarations that use it.
    Tag(&'a Decl<'a>),
    Pointer(&'a TypeExpr<'a>),
    /// Circle's `Ts...[i]` (one type of a type pack) and
    /// `Ts...[begin:end:step]` (a pack of some of its types).
    PackSelect {
        pack: &'a TypeExpr<'a>,
        sel: &'a super::PackSelector<'a>,
    },
    /// `T C::*`: a pointer to a member of class `C` of type `T` (a function
    /// type for a pointer to member function, whose cv- and
    /// ref-qualifiers are the member function's).
    MemberPointer {
        class: &'a QualName<'a>,
        pointee: &'a TypeExpr<'a>,
    },
    /// `T&`.
    LRef(&'a TypeExpr<'a>),
    /// `T&&`.
    RRef(&'a TypeExpr<'a>),
    /// `T[n]`, or `T[]` with `size: None`.
    Array {
        elem: &'a TypeExpr<'a>,
        size: Option<&'a Expr<'a>>,
    },
    Function(&'a FunctionType<'a>),
    /// `auto` (deduced).
    Auto,
    /// `decltype(expr)`.
    Decltype(&'a Expr<'a>),
    /// `decltype(auto)`.
    DecltypeAuto,
    /// A Circle introspection intrinsic naming a type (`@member_type(T, i)`);
    /// the expression is its [`ExprKind::Intrinsic`].
    Reflected(&'a Expr<'a>),
    /// `Ts...` in a template argument list (a pack expansion of a type).
    PackExpansion(&'a TypeExpr<'a>),
    /// A builtin type transformation: `__underlying_type(E)`,
    /// `__remove_cvref(T)`, ...
    Transform {
        transform: lexer::builtins::TypeTransform,
        arg: &'a TypeExpr<'a>,
    },
    /// A type that failed to parse (a diagnostic was reported).
    Error,
}

/// A function type with its parameters as written.
#[derive(Clone, Copy, Debug)]
pub struct FunctionType<'a> {
    pub ret: &'a TypeExpr<'a>,
    /// `(void)` is normalized to no parameters.
    pub params: &'a [Param<'a>],
    /// Ends with `...`.
    pub variadic: bool,
    /// The return type was written after `->` (`auto f() -> int`).
    pub trailing_return: bool,
    /// `noexcept` or `throw()` was written.
    pub noexcept: bool,
    /// The operand of `noexcept(expr)` (its value decides; `noexcept` is
    /// then also set, unless the operand is the literal `false`).
    pub noexcept_expr: Option<&'a crate::ast::Expr<'a>>,
    /// cv-qualifiers after the parameters (`int get() const`), for member
    /// functions.
    pub method_cv: Cv,
    /// The ref-qualifier of a member function (`int get() &&`).
    pub ref_qual: RefQualifier,
}

/// A member function's ref-qualifier.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RefQualifier {
    #[default]
    None,
    /// `&`
    LValue,
    /// `&&`
    RValue,
}

/// A function parameter.
#[derive(Clone, Copy, Debug)]
pub struct Param<'a> {
    pub span: Span,
    pub name: Option<Ident>,
    pub ty: &'a TypeExpr<'a>,
    /// The default argument.
    pub default: Option<&'a Expr<'a>>,
    /// `__grid_constant__`, `register`, ... written on the parameter.
    pub specs: Specifiers,
    /// A function parameter pack `Ts... args`.
    pub pack: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TagKind {
    Struct,
    Class,
    Union,
    Enum,
}

impl TagKind {
    pub fn as_str(self) -> &'static str {
        match self {
            TagKind::Struct => "struct",
            TagKind::Class => "class",
            TagKind::Union => "union",
            TagKind::Enum => "enum",
        }
    }
}

/// The fundamental types, one variant per distinct type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinType {
    Void,
    Bool,
    /// Plain `char` (distinct from `signed char` and `unsigned char`).
    Char,
    SChar,
    UChar,
    WChar,
    Char8,
    Char16,
    Char32,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Int128,
    UInt128,
    /// `__half` / `_Float16`.
    Half,
    Float,
    Double,
    LongDouble,
    /// `std::nullptr_t` spelled `decltype(nullptr)` is `Decltype`; this is
    /// the bundled headers' `__nullptr_t` builtin.
    NullPtr,
}

impl BuiltinType {
    /// The canonical spelling (`unsigned long long`).
    pub fn as_str(self) -> &'static str {
        use BuiltinType::*;
        match self {
            Void => "void",
            Bool => "bool",
            Char => "char",
            SChar => "signed char",
            UChar => "unsigned char",
            WChar => "wchar_t",
            Char8 => "char8_t",
            Char16 => "char16_t",
            Char32 => "char32_t",
            Short => "short",
            UShort => "unsigned short",
            Int => "int",
            UInt => "unsigned int",
            Long => "long",
            ULong => "unsigned long",
            LongLong => "long long",
            ULongLong => "unsigned long long",
            Int128 => "__int128",
            UInt128 => "unsigned __int128",
            Half => "_Float16",
            Float => "float",
            Double => "double",
            LongDouble => "long double",
            NullPtr => "__nullptr_t",
        }
    }
}
