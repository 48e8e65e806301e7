//! The warnings clang users expect first (each named in
//! [`lexer::warnings`], which decides whether it is shown):
//! an assignment used as a condition (`-Wparentheses`), a comparison of
//! integers of different signs (`-Wsign-compare`). The others live where
//! their facts are: `unused_vars` (`-Wunused-variable`), `shadow`
//! (`-Wshadow`), `fallthrough_return` (`-Wreturn-type`).

use super::Translator;
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use parser::ast;

impl Translator<'_, '_, '_> {
    /// `if (x = y)`: an unparenthesized assignment as a condition.
    pub(crate) fn warn_assign_in_condition(&mut self, e: &ast::Expr<'_>) {
        if let ast::ExprKind::Binary {
            op: ast::BinaryOp::Assign,
            ..
        } = e.kind
        {
            self.report(
                Diagnostic::warning(
                    "sema-assign-in-condition",
                    e.span,
                    "using the result of an assignment as a condition without parentheses",
                )
                .with_note_at(
                    e.span,
                    "place parentheses around the assignment to silence this warning",
                )
                .with_note_at(
                    e.span,
                    "use '==' to turn this assignment into an equality comparison",
                ),
            );
        }
    }

    /// A block-scope variable named like a variable of an enclosing scope
    /// (a local, a parameter or a namespace-scope variable).
    pub(crate) fn warn_shadow(&mut self, sym: parser::Symbol, name: &str, span: Span) {
        let Some(super::Entity::Var(prev)) = self.lookup(sym) else {
            return;
        };
        let v = &self.b.program.vars[prev];
        let (what, at) = match v.kind {
            VarKind::Local => ("a local variable", v.span),
            VarKind::Param { .. } => ("a local variable", v.span),
            VarKind::Global(_) if !v.name.contains("::") => {
                ("a variable in the global namespace", v.span)
            }
            VarKind::Global(_) => ("a variable in a namespace", v.span),
        };
        if at.is_dummy() || name.starts_with("__") {
            return;
        }
        self.report(
            Diagnostic::warning("sema-shadow", span, format!("declaration shadows {what}"))
                .with_note_at(at, "previous declaration is here"),
        );
    }

    /// A comparison whose usual arithmetic conversions turn a signed
    /// operand unsigned, unless that operand is a non-negative constant.
    pub(crate) fn warn_sign_compare(&mut self, op: BinaryOp, l: ExprId, r: ExprId, span: Span) {
        use BinaryOp as B;
        if !matches!(op, B::Lt | B::Gt | B::Le | B::Ge | B::Eq | B::Ne) {
            return;
        }
        let (lt, rt) = (self.b.ty_of(l), self.b.ty_of(r));
        let (Some(lk), Some(rk)) = (self.promoted_int(lt), self.promoted_int(rt)) else {
            return;
        };
        let (signed, unsigned) = match (lk.is_signed(), rk.is_signed()) {
            (true, false) => ((l, lk), rk),
            (false, true) => ((r, rk), lk),
            _ => return,
        };
        // A wider signed type holds every value of the unsigned one.
        if signed.1.bits() > unsigned.bits() || self.non_negative_constant(signed.0) {
            return;
        }
        let (ls, rs) = (self.display(lt), self.display(rt));
        self.report(Diagnostic::warning(
            "sema-sign-compare",
            span,
            format!("comparison of integers of different signs: '{ls}' and '{rs}'"),
        ));
    }

    /// An integer (not `bool`, not an enumeration) type's kind after
    /// integral promotion.
    fn promoted_int(&self, t: TypeId) -> Option<IntKind> {
        match self.b.types().kind(t) {
            Type::Int(k) if k.bits() < 32 => Some(IntKind::Int),
            Type::Int(k) => Some(*k),
            _ => None,
        }
    }

    fn non_negative_constant(&self, e: ExprId) -> bool {
        let mut e = e;
        loop {
            match &self.b.program.exprs[e].kind {
                ExprKind::Int(v) => return *v >= 0,
                ExprKind::Cast { operand, .. } => e = *operand,
                _ => return false,
            }
        }
    }
}
