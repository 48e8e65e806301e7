//! The abstract syntax tree of one translation unit.
//!
//! Every node lives in one `bumpalo::Bump` arena with lifetime `'a`: children
//! are `&'a T`, lists are `&'a [T]`, identifiers are interned [`Symbol`]s and
//! locations are [`Span`]s (two global `u32` offsets). No node owns a
//! `String` or anything else that needs `Drop` (bumpalo never runs
//! destructors). The tree is immutable once built; sema keeps its results in
//! side tables (declarations carry a [`DeclId`] for that).
//!
//! The AST is syntactic: types are written as [`TypeExpr`] trees composed
//! from the C declarator syntax (`int (*f)(int)` becomes
//! `Pointer(Function(int, [int]))`), names are [`QualName`]s as written, and
//! literals keep only their span (sema decodes the text). Circle's staging
//! prefixes (`@meta`, `@codegen`, `if codegen`) are a [`Staging`] flag on the
//! statement or declaration they prefix; `@meta` inside an expression is
//! [`ExprKind::Meta`]; reflection intrinsics (`@enum_count(E)`, ...) are
//! [`ExprKind::Intrinsic`].
//!
//! Stability: the parser only adds variants and fields; match with a `_` arm
//! where new variants would not matter.

mod decl;
mod expr;
mod stmt;
mod types;

pub use decl::*;
pub use expr::*;
pub use stmt::*;
pub use types::*;

pub use crate::intern::Symbol;
pub use lexer::source::Span;

/// An identifier as written: its symbol and where it was spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ident {
    pub sym: Symbol,
    pub span: Span,
}

/// The stage a statement or declaration belongs to (Circle).
///
/// - `Meta`: prefixed by `@meta`; executed (statements) or created
///   (declarations) by the interpreter during translation. For `@meta for` /
///   `@meta while` the loop runs at compile time and its body is translated
///   once per iteration (the body is an ordinary statement unless it is
///   itself prefixed); `@meta if` picks one branch at translation time.
/// - `Codegen`: `@codegen int x = ...;` (a codegen object) or a codegen if,
///   spelled `if codegen(...)` or `@codegen if(...)` (one statement, two
///   spellings; [`IfStmt::codegen_keyword`] tells which).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Staging {
    #[default]
    Normal,
    Meta,
    Codegen,
}

/// Index of a declaration, unique within one translation unit and dense from
/// 0 (below [`TranslationUnit::decl_count`]). Sema keys its side tables by
/// it. Enumerators and template parameters get their own ids too. An id is
/// handed out when its declaration is complete, so nested declarations (a
/// function's locals, a struct's members) have smaller ids than their
/// parent; the order is deterministic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DeclId(pub u32);

/// A possibly qualified name: `x`, `::x`, `a::b::c`, `std::map<int, T>`,
/// `saxpy<nt, vt>`. Each segment may carry template arguments.
#[derive(Clone, Copy, Debug)]
pub struct QualName<'a> {
    pub span: Span,
    /// Written with a leading `::`.
    pub global: bool,
    /// At least one segment; the last is the name itself, the others its
    /// qualifiers (namespaces, classes, enums).
    pub segments: &'a [NameSegment<'a>],
}

impl<'a> QualName<'a> {
    /// The last segment (the name itself).
    pub fn last(&self) -> Option<&'a NameSegment<'a>> {
        self.segments.last()
    }
    /// A single segment without template arguments or leading `::`.
    pub fn as_simple(&self) -> Option<Ident> {
        match self.segments {
            [seg] if !self.global && seg.template_args.is_none() => Some(seg.ident),
            _ => None,
        }
    }
}

/// One `::`-separated part of a [`QualName`].
#[derive(Clone, Copy, Debug)]
pub struct NameSegment<'a> {
    /// The identifier. Operator names (`operator+`) and destructor names
    /// (`~T`) are interned as written, without spaces: `"operator+"`, `"~T"`.
    pub ident: Ident,
    /// `Some` for a template-id (`vector<int>`; `Some(&[])` for `f<>`).
    pub template_args: Option<&'a [TypeOrExpr<'a>]>,
    /// For a conversion-function-id (`operator int*`): the target type as
    /// written (the identifier holds its spelling, `"operator int *"`).
    pub conv_type: Option<&'a TypeExpr<'a>>,
}

/// An operand that may be a type or an expression: template arguments,
/// `sizeof`/`alignof` operands, `alignas`, and Circle intrinsic arguments.
/// The parser decides with its table of type names: an operand that starts
/// like a type-id is a type.
#[derive(Clone, Copy, Debug)]
pub enum TypeOrExpr<'a> {
    Type(&'a TypeExpr<'a>),
    Expr(&'a Expr<'a>),
}

impl TypeOrExpr<'_> {
    pub fn span(&self) -> Span {
        match self {
            TypeOrExpr::Type(t) => t.span,
            TypeOrExpr::Expr(e) => e.span,
        }
    }
}

/// The root: the declarations of the translation unit in source order.
/// `@meta` statements at namespace scope appear as [`DeclKind::Stmt`].
#[derive(Clone, Copy, Debug)]
pub struct TranslationUnit<'a> {
    pub decls: &'a [Decl<'a>],
    pub span: Span,
    /// One more than the largest [`DeclId`] handed out (size side tables by it).
    pub decl_count: u32,
    /// GNU asm labels naming a declaration's symbol: the declarator-id's
    /// span and the string literal.
    pub asm_labels: &'a [(Span, &'a Expr<'a>)],
    /// Namespace-scope `asm("...");` (module-level assembly), in order.
    pub file_scope_asm: &'a [&'a Expr<'a>],
    /// Circle's dynamic names (`int @("x" + s) = 1;`, `obj.@(name)`): the
    /// span of each `@(...)` whose identifier is [`crate::DYNAMIC_NAME`],
    /// and its expression.
    pub dynamic_names: &'a [(Span, &'a Expr<'a>)],
}

// Hot nodes have pinned sizes: a change here is a deliberate decision.
const _: () = {
    assert!(std::mem::size_of::<Expr<'static>>() == 32);
    assert!(std::mem::size_of::<Stmt<'static>>() == 40);
    assert!(std::mem::size_of::<TypeExpr<'static>>() == 40);
    assert!(std::mem::size_of::<Decl<'static>>() == 32);
    assert!(std::mem::size_of::<TypeOrExpr<'static>>() == 16);
};
