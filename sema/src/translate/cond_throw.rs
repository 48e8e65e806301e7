//! `c ? x : throw e` ([expr.cond]/2.1): when one operand is a
//! throw-expression, the result has the other operand's type and value
//! category. The throwing branch becomes `(throw e, *(T*)nullptr)`, a
//! stand-in of the other operand's type that is never reached, so both
//! branches of the typed conditional have one type.

use super::{Translator, R};
use crate::program::*;
use lexer::source::Span;
use parser::ast;

/// Whether an operand of `?:` is a (parenthesized) throw-expression.
pub(super) fn is_throw(e: &ast::Expr<'_>) -> bool {
    matches!(e.ignore_parens().kind, ast::ExprKind::Throw(_))
}

impl<'a> Translator<'a, '_, '_> {
    /// The conditional whose `then` (`throw_first`) or `else` operand is a
    /// throw-expression `t`, the other operand being `x`.
    pub(super) fn conditional_with_throw(
        &mut self,
        cond: ExprId,
        t: ExprId,
        x: ExprId,
        throw_first: bool,
        span: Span,
    ) -> R<ExprId> {
        let xty = self.b.ty_of(x);
        let lvalue = self.is_lvalue(x);
        let x = if lvalue { x } else { self.b.rvalue(x) };
        let xty = if lvalue { xty } else { self.b.ty_of(x) };
        let stand_in = if self.b.types().is_void(xty) {
            t
        } else {
            let p = self.b.ptr(xty);
            let null = self.b.int_lit(0, p, span);
            let d = self.b.deref(null);
            let d = if lvalue { d } else { self.b.rvalue(d) };
            self.b.comma(t, d)
        };
        let (then, else_) = if throw_first {
            (stand_in, x)
        } else {
            (x, stand_in)
        };
        let cat = if lvalue {
            ValueCategory::LValue
        } else {
            ValueCategory::RValue
        };
        Ok(self
            .b
            .expr(ExprKind::Conditional { cond, then, else_ }, xty, cat, span))
    }
}
