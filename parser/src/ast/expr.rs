//! Expressions.

use super::{Ident, QualName, Span, Symbol, TypeExpr, TypeOrExpr};

#[derive(Clone, Copy, Debug)]
pub struct Expr<'a> {
    pub span: Span,
    pub kind: ExprKind<'a>,
}

impl Expr<'_> {
    /// The expression failed to parse (a diagnostic was reported).
    pub fn is_error(&self) -> bool {
        matches!(self.kind, ExprKind::Error)
    }

    /// Strips any number of enclosing parentheses.
    pub fn ignore_parens(&self) -> &Self {
        let mut e = self;
        while let ExprKind::Paren(inner) = e.kind {
            e = inner;
        }
        e
    }
}

#[derive(Clone, Copy, Debug)]
pub enum ExprKind<'a> {
    /// A numeric literal (a pp-number): its text is `sm.snippet(expr.span)`;
    /// sema classifies and decodes it (integer or floating, suffixes).
    Number,
    /// A character literal (any prefix, maybe a user-defined suffix); the
    /// text is `sm.snippet(expr.span)`.
    Char,
    /// One or more adjacent string literals (`"a" "b"`), concatenated by sema.
    String(&'a [StringPiece]),
    /// `true` / `false`.
    Bool(bool),
    Nullptr,
    This,
    /// An id-expression: `x`, `a::b`, `shape_t::triangle`, `saxpy<nt, vt>`.
    Name(&'a QualName<'a>),
    /// `( e )`, kept so dumps and diagnostics see the parentheses.
    Paren(&'a Expr<'a>),
    /// Prefix and postfix unary operators.
    Unary {
        op: UnaryOp,
        operand: &'a Expr<'a>,
    },
    /// Binary operators, including assignment, compound assignment and comma.
    Binary {
        op: BinaryOp,
        lhs: &'a Expr<'a>,
        rhs: &'a Expr<'a>,
    },
    /// `c ? a : b`.
    Conditional(&'a ConditionalExpr<'a>),
    /// `f(args)`.
    Call(&'a CallExpr<'a>),
    /// `k<<<grid, block, shmem, stream>>>(args)`.
    Launch(&'a LaunchExpr<'a>),
    /// `a[i]`.
    Index {
        base: &'a Expr<'a>,
        index: &'a Expr<'a>,
    },
    /// `a.m` or `a->m` (`arrow`).
    Member {
        base: &'a Expr<'a>,
        member: Ident,
        arrow: bool,
    },
    /// `x.f<T>`, `x.template operator()<N>`: a member named with template
    /// arguments.
    MemberTemplate(&'a MemberTemplateExpr<'a>),
    /// `a.Base::m` or `a->Base::m`: a member named with a
    /// nested-name-specifier (lookup starts in `Base`).
    QualMember(&'a QualMemberExpr<'a>),
    /// `(T)e`, `static_cast<T>(e)`, `reinterpret_cast`, `const_cast`,
    /// `dynamic_cast`.
    Cast(&'a CastExpr<'a>),
    /// A functional cast or temporary: `int(x)`, `T(a, b)`, `T{a, b}`.
    Construct(&'a ConstructExpr<'a>),
    /// `sizeof(T)` or `sizeof e`.
    SizeOf(TypeOrExpr<'a>),
    /// `alignof(T)` (or GNU `__alignof__ e`).
    AlignOf(TypeOrExpr<'a>),
    /// A braced initializer list `{a, b, .x = c}` (in initializers and
    /// arguments).
    InitList(&'a [Expr<'a>]),
    /// A designated initializer element `.x = v`, `[2] = v`, `.a.b[1] = v`;
    /// only inside an [`ExprKind::InitList`].
    Designated(&'a DesignatedInit<'a>),
    /// `throw` or `throw e`.
    Throw(Option<&'a Expr<'a>>),
    /// `new T`, `new T(args)`, `new T[n]`, `::new (place) T{...}`.
    New(&'a NewExpr<'a>),
    /// `delete p`, `delete[] p`.
    Delete {
        operand: &'a Expr<'a>,
        array: bool,
        global: bool,
    },
    /// `@meta e` inside an expression: `e` is evaluated at translation time
    /// and its value used as a constant (`sum += @meta squares[i];`). Binds
    /// like a prefix unary operator.
    Meta(&'a Expr<'a>),
    /// A Circle intrinsic `@name(args)`: `@enum_count(E)`, `@enum_value(E, i)`,
    /// `@enum_name(E, i)`, `@enum_name(e)`, `@type_string(T)`,
    /// `@type_name(T)`, `@member_count(T)`, ... Arguments are types or
    /// expressions; the parser does not check the name.
    Intrinsic(&'a IntrinsicExpr<'a>),
    /// The value GNU `__attribute__((aligned))` takes when written
    /// without an argument: the target's biggest alignment (its span is
    /// the attribute's name).
    BiggestAlignment,
    /// `e...`: a pack expansion (in call arguments, initializer lists and
    /// template arguments).
    PackExpansion(&'a Expr<'a>),
    /// A fold expression (C++17): `(pack op ...)`, `(... op pack)`,
    /// `(pack op ... op init)`, `(init op ... op pack)`.
    Fold(&'a FoldExpr<'a>),
    /// `typeid(T)` / `typeid(e)`.
    Typeid(TypeOrExpr<'a>),
    /// The `noexcept(e)` operator.
    NoexceptOf(&'a Expr<'a>),
    /// `sizeof...(pack)`.
    SizeOfPack(&'a Expr<'a>),
    /// Circle's `pack...[i]` (one element of a function parameter or
    /// non-type template parameter pack) and `pack...[begin:end:step]` (a
    /// pack of some of its elements).
    PackSelect {
        pack: &'a Expr<'a>,
        sel: &'a PackSelector<'a>,
    },
    /// `__builtin_offsetof(T, a.b[2])`: what `offsetof` expands to.
    OffsetOf(&'a OffsetOfExpr<'a>),
    /// `[captures](params) specs -> ret { body }`.
    Lambda(&'a LambdaExpr<'a>),
    /// A type-trait operator: `__is_same(T, U)`,
    /// `__is_constructible(T, Args...)`.
    TypeTrait(&'a TypeTraitExpr<'a>),
    /// `__builtin_bit_cast(T, e)`: the bytes of `e` as a `T`.
    BitCast {
        ty: &'a TypeExpr<'a>,
        operand: &'a Expr<'a>,
    },
    /// `__builtin_va_arg(ap, T)`: the next variadic argument, as a `T`.
    VaArg {
        list: &'a Expr<'a>,
        ty: &'a TypeExpr<'a>,
    },
    /// GNU `&&label`: the address of a label.
    LabelAddr(Ident),
    /// A GNU statement expression `({ ... })`: the compound statement.
    StmtExpr(&'a super::Stmt<'a>),
    /// `@(e)`: a name computed from a compile-time string.
    DynamicName(&'a Expr<'a>),
    /// Circle's `int...`: the index of the current element of the pack
    /// expansion it appears in (`printf("%d: %s\n", int..., @enum_names(E))...`).
    PackIndex,
    /// An expression that failed to parse (a diagnostic was reported).
    Error,
}

/// One string-literal token of a (possibly concatenated) string literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StringPiece {
    pub span: Span,
    /// A raw string literal `R"d(...)d"` (with any prefix).
    pub raw: bool,
}

#[derive(Clone, Copy, Debug)]
pub struct ConditionalExpr<'a> {
    pub cond: &'a Expr<'a>,
    pub then: &'a Expr<'a>,
    pub otherwise: &'a Expr<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct CallExpr<'a> {
    pub callee: &'a Expr<'a>,
    pub args: &'a [Expr<'a>],
}

#[derive(Clone, Copy, Debug)]
pub struct LaunchExpr<'a> {
    pub callee: &'a Expr<'a>,
    /// The execution configuration between `<<<` and `>>>`: grid, block, and
    /// optional dynamic shared memory size and stream (the parser accepts any
    /// count; sema checks it is 2 to 4).
    pub config: &'a [Expr<'a>],
    pub args: &'a [Expr<'a>],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastKind {
    /// `(T)e`.
    CStyle,
    Static,
    Reinterpret,
    Const,
    Dynamic,
}

impl CastKind {
    pub fn as_str(self) -> &'static str {
        match self {
            CastKind::CStyle => "c-style",
            CastKind::Static => "static_cast",
            CastKind::Reinterpret => "reinterpret_cast",
            CastKind::Const => "const_cast",
            CastKind::Dynamic => "dynamic_cast",
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct CastExpr<'a> {
    pub kind: CastKind,
    pub ty: &'a TypeExpr<'a>,
    pub operand: &'a Expr<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct ConstructExpr<'a> {
    pub ty: &'a TypeExpr<'a>,
    pub args: &'a [Expr<'a>],
    /// Written with braces: `T{...}`.
    pub braced: bool,
}

#[derive(Clone, Copy, Debug)]
pub enum Designator<'a> {
    /// `.name`
    Field(Ident),
    /// `[index]`
    Index(&'a Expr<'a>),
}

#[derive(Clone, Copy, Debug)]
pub struct OffsetOfExpr<'a> {
    pub ty: &'a TypeExpr<'a>,
    /// The member designator: a member name, then `.name` and `[index]`.
    pub path: &'a [Designator<'a>],
}

#[derive(Clone, Copy, Debug)]
pub struct DesignatedInit<'a> {
    pub designators: &'a [Designator<'a>],
    pub value: &'a Expr<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct NewExpr<'a> {
    /// `::new`.
    pub global: bool,
    /// `new (args) T`.
    pub placement: &'a [Expr<'a>],
    /// The allocated type; for `new T[n]` the element type (see `array_size`).
    pub ty: &'a TypeExpr<'a>,
    pub array_size: Option<&'a Expr<'a>>,
    /// `new T(args)` or `new T{args}` (an [`ExprKind::InitList`] when braced).
    pub init: Option<&'a [Expr<'a>]>,
    pub braced_init: bool,
}

/// A fold expression over a parameter pack, as written: `(lhs op ...)`,
/// `(... op rhs)`, or `(lhs op ... op rhs)`. Which operand holds the pack
/// (right fold if `lhs`, left fold if `rhs`) is for sema to find out: the
/// syntax of the binary forms is the same.
#[derive(Clone, Copy, Debug)]
pub struct FoldExpr<'a> {
    pub op: BinaryOp,
    pub lhs: Option<&'a Expr<'a>>,
    pub rhs: Option<&'a Expr<'a>>,
}

#[derive(Clone, Copy, Debug)]
pub struct MemberTemplateExpr<'a> {
    pub base: &'a Expr<'a>,
    pub member: Ident,
    pub arrow: bool,
    pub template_args: &'a [TypeOrExpr<'a>],
}

/// A lambda expression.
#[derive(Clone, Copy, Debug)]
pub struct LambdaExpr<'a> {
    /// `[=]` or `[&]` (possibly followed by explicit captures).
    pub default_capture: Option<CaptureDefault>,
    pub captures: &'a [Capture<'a>],
    /// A [`super::TypeKind::Function`]: the parameters (none when the
    /// parameter list is omitted) and the return type (`auto` unless
    /// written after `->`).
    pub ty: &'a super::TypeExpr<'a>,
    /// `mutable`, `constexpr`, and CUDA `__device__`/`__host__` written on
    /// the lambda.
    pub specs: super::Specifiers,
    /// The compound statement.
    pub body: &'a super::Stmt<'a>,
    /// `[]<int N>(int x) {...}` (C++20, accepted in C++17 as an
    /// extension): the call operator as the member function template it
    /// is, `template<int N> auto operator()(int x) const {...}`, whose
    /// `TemplateDecl` holds the lambda's own parameter list, type and body.
    pub template: Option<&'a super::Decl<'a>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureDefault {
    /// `=`
    Copy,
    /// `&`
    Ref,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureKind {
    /// `x` or `x = init`
    Copy,
    /// `&x` or `&x = init`
    Ref,
    /// `this`
    This,
    /// `*this`
    StarThis,
}

#[derive(Clone, Copy, Debug)]
pub struct Capture<'a> {
    pub span: Span,
    pub kind: CaptureKind,
    /// `None` for `this` / `*this`.
    pub name: Option<Ident>,
    /// An init-capture's initializer.
    pub init: Option<&'a Expr<'a>>,
}

/// A type-trait operator and its operands as written (any of them may be a
/// pack expansion `Args...`); sema checks the count.
#[derive(Clone, Copy, Debug)]
pub struct TypeTraitExpr<'a> {
    pub name: Ident,
    pub trait_: lexer::builtins::TypeTrait,
    pub args: &'a [TypeExpr<'a>],
}

#[derive(Clone, Copy, Debug)]
pub struct IntrinsicExpr<'a> {
    /// The name without `@` (`enum_count`), with the span of `@name`.
    pub name: Ident,
    pub args: &'a [TypeOrExpr<'a>],
}

impl IntrinsicExpr<'_> {
    /// The name as a symbol (without `@`).
    pub fn sym(&self) -> Symbol {
        self.name.sym
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `+e`
    Plus,
    /// `-e`
    Minus,
    /// `!e` / `not e`
    Not,
    /// `~e` / `compl e`
    BitNot,
    /// `*e`
    Deref,
    /// `&e`
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

impl UnaryOp {
    pub fn as_str(self) -> &'static str {
        match self {
            UnaryOp::Plus => "+",
            UnaryOp::Minus => "-",
            UnaryOp::Not => "!",
            UnaryOp::BitNot => "~",
            UnaryOp::Deref => "*",
            UnaryOp::AddrOf => "&",
            UnaryOp::PreInc | UnaryOp::PostInc => "++",
            UnaryOp::PreDec | UnaryOp::PostDec => "--",
        }
    }
    pub fn is_postfix(self) -> bool {
        matches!(self, UnaryOp::PostInc | UnaryOp::PostDec)
    }
}

/// Binary operators in C++ precedence order (loosest first within the table
/// of [`BinaryOp::precedence`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Comma,
    Assign,
    MulAssign,
    DivAssign,
    RemAssign,
    AddAssign,
    SubAssign,
    ShlAssign,
    ShrAssign,
    AndAssign,
    XorAssign,
    OrAssign,
    LogOr,
    LogAnd,
    BitOr,
    BitXor,
    BitAnd,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
    /// `<=>`
    Cmp,
    Shl,
    Shr,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    /// `.*`
    PtrMemD,
    /// `->*`
    PtrMemI,
}

impl BinaryOp {
    pub fn as_str(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Comma => ",",
            Assign => "=",
            MulAssign => "*=",
            DivAssign => "/=",
            RemAssign => "%=",
            AddAssign => "+=",
            SubAssign => "-=",
            ShlAssign => "<<=",
            ShrAssign => ">>=",
            AndAssign => "&=",
            XorAssign => "^=",
            OrAssign => "|=",
            LogOr => "||",
            LogAnd => "&&",
            BitOr => "|",
            BitXor => "^",
            BitAnd => "&",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Cmp => "<=>",
            Shl => "<<",
            Shr => ">>",
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
            PtrMemD => ".*",
            PtrMemI => "->*",
        }
    }

    /// C++ precedence, higher binds tighter: comma 1, assignment 2 (and the
    /// conditional operator, handled beside it), `||` 3, `&&` 4, `|` 5,
    /// `^` 6, `&` 7, equality 8, relational 9, `<=>` 10, shifts 11, additive
    /// 12, multiplicative 13, pointer-to-member 14.
    pub fn precedence(self) -> u8 {
        use BinaryOp::*;
        match self {
            Comma => 1,
            Assign | MulAssign | DivAssign | RemAssign | AddAssign | SubAssign | ShlAssign
            | ShrAssign | AndAssign | XorAssign | OrAssign => 2,
            LogOr => 3,
            LogAnd => 4,
            BitOr => 5,
            BitXor => 6,
            BitAnd => 7,
            Eq | Ne => 8,
            Lt | Gt | Le | Ge => 9,
            Cmp => 10,
            Shl | Shr => 11,
            Add | Sub => 12,
            Mul | Div | Rem => 13,
            PtrMemD | PtrMemI => 14,
        }
    }

    /// `=` and the compound assignments (right-associative).
    pub fn is_assignment(self) -> bool {
        self.precedence() == 2
    }

    /// For a compound assignment, the arithmetic operator it applies
    /// (`+=` gives `Add`).
    pub fn compound_base(self) -> Option<BinaryOp> {
        use BinaryOp::*;
        Some(match self {
            MulAssign => Mul,
            DivAssign => Div,
            RemAssign => Rem,
            AddAssign => Add,
            SubAssign => Sub,
            ShlAssign => Shl,
            ShrAssign => Shr,
            AndAssign => BitAnd,
            XorAssign => BitXor,
            OrAssign => BitOr,
            _ => return None,
        })
    }
}

/// `base.Base::m` / `base->Base::m`.
#[derive(Clone, Copy, Debug)]
pub struct QualMemberExpr<'a> {
    pub base: &'a Expr<'a>,
    /// The member's whole name as written (at least two segments, or `::m`).
    pub name: &'a QualName<'a>,
    pub arrow: bool,
}

/// The bracket of Circle's `...[i]` and `...[begin:end:step]`: an index, or
/// a slice whose omitted bounds take their defaults.
#[derive(Clone, Copy, Debug)]
pub struct PackSelector<'a> {
    pub span: Span,
    /// The index (`None` for a slice).
    pub index: Option<&'a Expr<'a>>,
    pub begin: Option<&'a Expr<'a>>,
    pub end: Option<&'a Expr<'a>>,
    pub step: Option<&'a Expr<'a>>,
}
