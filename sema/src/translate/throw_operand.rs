//! The operand of a throw-expression copy-initializes the exception object
//! ([except.throw]/3): a class operand goes through its copy (or, for a
//! local object named by the operand, move) constructor, as a returned
//! local does ([class.copy.elision]/3), instead of a byte copy.

use super::conv::ConvCtx;
use super::{Translator, R};
use crate::program::*;
use crate::types::Type;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    pub(super) fn throw_operand(&mut self, x: &'a ast::Expr<'a>) -> R<ExprId> {
        let v = self.expr(x)?;
        let ty = self.b.types().unqualified(self.b.ty_of(v));
        if self.class_of_type(ty).is_none() {
            let r = self.b.rvalue(v);
            self.record_rtti_name(self.b.ty_of(r));
            return Ok(r);
        }
        if let ExprKind::Var(var) = self.b.program.exprs[v].kind {
            let local = matches!(self.b.program.vars[var].kind, VarKind::Local)
                && !matches!(
                    self.b.types().kind(self.b.program.vars[var].ty),
                    Type::Reference { .. }
                );
            if local {
                self.xvalues.insert(v);
            }
        }
        self.copy_init_expr(ty, v, x.span, ConvCtx::Init)
    }
}
