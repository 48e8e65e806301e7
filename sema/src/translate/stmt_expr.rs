//! GNU statement expressions `({ ... })`: the compound statement runs in a
//! scope of its own and, when its last statement is an expression
//! statement, the expression's value (an rvalue, or a copy for a class
//! type, as GCC gives it) is the value of the whole; otherwise it is
//! `void`. Translated into the program's `StmtExpr`, which the interpreter
//! and the code generators already run.

use super::conv::ConvCtx;
use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, StmtKind as SK};

impl<'a> Translator<'a, '_, '_> {
    pub(super) fn gnu_stmt_expr(&mut self, body: &'a ast::Stmt<'a>, span: Span) -> R<ExprId> {
        if self.func.is_none() && !self.meta_mode {
            return Err(self.report(diag::stmt_expr_at_file_scope(span)));
        }
        let SK::Compound(list) = body.kind else {
            return Err(Reported);
        };
        self.push_scope();
        let mut out = Vec::with_capacity(list.len());
        let (init, last) = match list.split_last() {
            Some((
                ast::Stmt {
                    kind: SK::Expr(e), ..
                },
                init,
            )) if !matches!(e.kind, ast::ExprKind::Throw(_)) => (init, Some(e)),
            _ => (list, None),
        };
        for s in init {
            self.stmt_into(s, &mut out);
        }
        let result = last.map(|e| self.full_expression(|t| t.stmt_expr_value(e)));
        self.pop_scope();
        let result = result.transpose()?;
        let block = self.b.stmt(StmtKind::Block(out), body.span);
        Ok(self.b.stmt_expr(block, result, span))
    }

    fn stmt_expr_value(&mut self, e: &'a ast::Expr<'a>) -> R<ExprId> {
        let x = self.expr(e)?;
        let ty = self.b.ty_of(x);
        if self.b.types().is_void(ty) {
            return Ok(x);
        }
        let uty = self.b.program.types.unqualified(ty);
        if self.class_of_type(uty).is_some() {
            return self.copy_init_expr(uty, x, e.span, ConvCtx::Init);
        }
        Ok(self.b.rvalue(x))
    }
}
