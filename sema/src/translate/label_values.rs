//! GNU labels as values: `&&label` is a `void *` naming a label of the
//! enclosing function, and `goto *e;` jumps to the label whose address `e`
//! holds (`e` converts to `const void *`, as clang requires). The
//! interpreter runs both; code generation reports them, since neither GPU
//! backend lowers an indirect branch.

use super::conv::ConvCtx;
use super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    pub(super) fn label_address(&mut self, name: ast::Ident, span: Span) -> R<ExprId> {
        if self.func.is_none() {
            let text = self.name(name.sym).to_string();
            return Err(self.report(diag::undeclared_label(name.span, &text)));
        }
        let l = self.use_label(name)?;
        let v = self.b.void();
        let ty = self.b.ptr(v);
        Ok(self
            .b
            .expr(ExprKind::LabelAddr(l), ty, ValueCategory::RValue, span))
    }

    pub(super) fn computed_goto(&mut self, e: &'a ast::Expr<'a>, span: Span) -> R<StmtId> {
        let x = self.full_expression(|t| t.expr(e))?;
        let v = self.b.void();
        let cv = self.qualified(v, ast::Cv(ast::Cv::CONST));
        let to = self.b.ptr(cv);
        let x = self.implicit(x, to, e.span, ConvCtx::Assign)?;
        Ok(self.b.stmt(StmtKind::GotoIndirect(x), span))
    }
}
