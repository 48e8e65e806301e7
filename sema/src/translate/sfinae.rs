//! Circle's `@sfinae(expr)`: a `bool` constant, true when `expr` would
//! translate without error. The operand is unevaluated and its
//! diagnostics are dropped, like a substitution failure.
//!
//! Semantic choice: any error while translating the operand counts,
//! including errors inside a template instantiated for it (the instantiation
//! is kept, as after a failed overload candidate).

use super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::TypeOrExpr;

impl<'a> Translator<'a, '_, '_> {
    /// `None`: not `@sfinae`.
    pub(super) fn sfinae_intrinsic(
        &mut self,
        name: &str,
        args: &'a [TypeOrExpr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        if name != "sfinae" {
            return None;
        }
        let [TypeOrExpr::Expr(e)] = args else {
            return Some(Err(self.report(diag::intrinsic_args(
                span,
                name,
                "an expression",
            ))));
        };
        let mark = self.diags.len();
        let r = self.unevaluated(|t| t.expr(e));
        let ok = r.is_ok() && !self.diags[mark..].iter().any(|d| d.is_error());
        self.discard_diags_since(mark);
        let b = self.b.bool_ty();
        Some(Ok(self.b.int_lit(i128::from(ok), b, span)))
    }
}
