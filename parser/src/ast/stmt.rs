//! Statements.

use super::{Decl, Expr, Ident, Span, Staging, TypeExpr};

#[derive(Clone, Copy, Debug)]
pub struct Stmt<'a> {
    /// From the first token (a `@meta`/`@codegen` prefix included) to the last.
    pub span: Span,
    /// `@meta` / `@codegen` prefix, or `if codegen`; see [`Staging`]. A
    /// `@meta` declaration statement has `Meta` both here and on its
    /// declarations.
    pub staging: Staging,
    pub kind: StmtKind<'a>,
}

#[derive(Clone, Copy, Debug)]
pub enum StmtKind<'a> {
    /// `{ ... }`
    Compound(&'a [Stmt<'a>]),
    /// `e;`
    Expr(&'a Expr<'a>),
    /// A declaration statement: every declarator of `int a = 1, *b;` is its
    /// own declaration; a `struct`/`enum` defined in the specifiers comes
    /// first. Also block-scope `typedef`, `using`, `static_assert`.
    Decl(&'a [Decl<'a>]),
    If(&'a IfStmt<'a>),
    While(&'a WhileStmt<'a>),
    /// `do body while (cond);`
    DoWhile {
        body: &'a Stmt<'a>,
        cond: &'a Expr<'a>,
    },
    /// `for (init; cond; step) body`
    For(&'a ForStmt<'a>),
    /// `for (T x : range) body`; with `Meta` staging, `@meta for(int x : e)`.
    RangeFor(&'a RangeForStmt<'a>),
    /// Circle `@meta for enum(T e : E) body` (always `Meta` staging).
    ForEnum(&'a ForEnumStmt<'a>),
    Switch(&'a SwitchStmt<'a>),
    /// `case value: body` (`case lo ... hi:` sets `high`). The labelled
    /// statement is the child, as in clang, so `@meta for(...) case x: s;`
    /// repeats the label with its statement.
    Case(&'a CaseStmt<'a>),
    /// `default: body`
    Default(&'a Stmt<'a>),
    /// `name: body`
    Label {
        name: Ident,
        body: &'a Stmt<'a>,
    },
    Break,
    Continue,
    Return(Option<&'a Expr<'a>>),
    Goto(Ident),
    /// GNU computed goto `goto *e;`.
    GotoIndirect(&'a Expr<'a>),
    /// `;`
    Null,
    /// `try { ... } catch (...) { ... }`
    Try(&'a TryStmt<'a>),
    /// GNU inline assembly `asm volatile("..." : outputs : inputs : clobbers);`
    /// (inline PTX in CUDA code).
    Asm(&'a AsmStmt<'a>),
    /// A statement that failed to parse (a diagnostic was reported).
    Error,
}

#[derive(Clone, Copy, Debug)]
pub struct AsmStmt<'a> {
    /// `volatile` (or `__volatile__`) was written.
    pub is_volatile: bool,
    /// `asm goto` was written (its label list is not parsed).
    pub is_goto: bool,
    /// The assembler template (an [`super::ExprKind::String`]).
    pub template: &'a Expr<'a>,
    pub outputs: &'a [AsmOperand<'a>],
    pub inputs: &'a [AsmOperand<'a>],
    /// Clobber strings ([`super::ExprKind::String`]).
    pub clobbers: &'a [Expr<'a>],
}

/// `"=r"(x)` / `[name] "r"(y)`.
#[derive(Clone, Copy, Debug)]
pub struct AsmOperand<'a> {
    pub symbolic_name: Option<Ident>,
    /// The constraint string ([`super::ExprKind::String`]).
    pub constraint: &'a Expr<'a>,
    pub expr: &'a Expr<'a>,
}

/// The condition of `if`, `while`, `switch` and `for`: an expression, or a
/// declaration with an initializer (`if (int n = f())`).
#[derive(Clone, Copy, Debug)]
pub enum Condition<'a> {
    Expr(&'a Expr<'a>),
    Decl(&'a Decl<'a>),
}

impl Condition<'_> {
    pub fn span(&self) -> Span {
        match self {
            Condition::Expr(e) => e.span,
            Condition::Decl(d) => d.span,
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct IfStmt<'a> {
    /// C++17 init-statement: `if (init; cond)`.
    pub init: Option<&'a Stmt<'a>>,
    pub cond: Condition<'a>,
    pub then: &'a Stmt<'a>,
    pub otherwise: Option<&'a Stmt<'a>>,
    /// `if constexpr`.
    pub constexpr: bool,
    /// Spelled `if codegen(...)` (the statement's staging is `Codegen`);
    /// false for `@codegen if(...)`.
    pub codegen_keyword: bool,
}

#[derive(Clone, Copy, Debug)]
pub struct WhileStmt<'a> {
    pub cond: Condition<'a>,
    pub body: &'a Stmt<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct ForStmt<'a> {
    /// A declaration or expression statement (or `None` for `for(;`).
    pub init: Option<&'a Stmt<'a>>,
    pub cond: Option<Condition<'a>>,
    pub step: Option<&'a Expr<'a>>,
    pub body: &'a Stmt<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct RangeForStmt<'a> {
    /// C++20 init-statement (accepted for symmetry with `if`).
    pub init: Option<&'a Stmt<'a>>,
    /// The loop variable (a [`super::DeclKind::Var`] without initializer).
    pub var: &'a Decl<'a>,
    pub range: &'a Expr<'a>,
    pub body: &'a Stmt<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct ForEnumStmt<'a> {
    /// The loop variable (a [`super::DeclKind::Var`], type often `auto`).
    pub var: &'a Decl<'a>,
    /// The enumeration whose enumerators are visited in declaration order.
    pub enum_ty: &'a TypeExpr<'a>,
    pub body: &'a Stmt<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct SwitchStmt<'a> {
    pub init: Option<&'a Stmt<'a>>,
    pub cond: Condition<'a>,
    pub body: &'a Stmt<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct CaseStmt<'a> {
    pub value: &'a Expr<'a>,
    /// GNU case range `case lo ... hi:`.
    pub high: Option<&'a Expr<'a>>,
    pub body: &'a Stmt<'a>,
}

#[derive(Clone, Copy, Debug)]
pub struct TryStmt<'a> {
    /// The compound statement after `try`.
    pub body: &'a Stmt<'a>,
    pub handlers: &'a [CatchHandler<'a>],
}

#[derive(Clone, Copy, Debug)]
pub struct CatchHandler<'a> {
    pub span: Span,
    /// The exception declaration; `None` for `catch (...)`.
    pub param: Option<&'a Decl<'a>>,
    pub body: &'a Stmt<'a>,
}
