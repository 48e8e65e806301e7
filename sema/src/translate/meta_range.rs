//! `@meta for(decl : range)` over a class range (a compile-time
//! `std::vector`) whose body injects ordinary code: the standard's
//! `__range`/`__begin`/`__end` rewriting (`range_for`) run as meta code,
//! the loop variable set from `*__begin` before each iteration's body is
//! translated. (A body that is all meta runs whole in the interpreter.)

use super::{Entity, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// Whether a meta range-for ranges over a class (rather than an
    /// integer count or an array, which Circle's loop handles itself).
    pub(super) fn meta_range_is_class(&mut self, rf: &'a ast::RangeForStmt<'a>) -> bool {
        if rf.init.is_some() {
            return false;
        }
        let n = self.diags.len();
        let range = self.in_meta(|t| t.expr(rf.range));
        self.discard_diags_since(n);
        range.is_ok_and(|r| {
            let ty = self.b.ty_of(r);
            self.class_of_type(ty).is_some()
        })
    }

    pub(super) fn meta_class_range_for(
        &mut self,
        rf: &'a ast::RangeForStmt<'a>,
        span: Span,
        out: Option<&mut Vec<StmtId>>,
    ) -> R<()> {
        let rs = rf.range.span;
        let mut setup = Vec::new();
        let (begin, end) = self.in_meta(|t| {
            let range = t.range_variable(rf.range, &mut setup)?;
            t.range_iterators(range, rs, &mut setup)
        })?;
        for st in setup {
            self.exec(st)?;
        }
        let (cond, step, cur) = self.in_meta(|t| {
            let c = t.full_expression(|t| {
                let (b, e) = (t.b.var(begin, rs), t.b.var(end, rs));
                let c = t.binary_on(ast::BinaryOp::Ne, b, e, rs)?;
                t.condition(c, rs)
            })?;
            let s = t.full_expression(|t| {
                let b = t.b.var(begin, rs);
                t.unary_on(ast::UnaryOp::PreInc, b, rs, rs)
            })?;
            let b = t.b.var(begin, rs);
            let cur = t.unary_on(ast::UnaryOp::Deref, b, rs, rs)?;
            Ok((c, t.b.stmt(StmtKind::Expr(s), rs), cur))
        })?;
        let var = self.meta_range_var(rf.var, cur)?;
        let mut out = out;
        loop {
            if let Err(d) = self.engine.charge(span) {
                return Err(self.report(d));
            }
            if !self.eval_bool(cond)? {
                return Ok(());
            }
            let b = self.b.var(begin, rs);
            let cur = self.in_meta(|t| t.unary_on(ast::UnaryOp::Deref, b, rs, rs))?;
            self.set_meta_var(var, cur, rf.var.span)?;
            if !self.inject_iteration(rf.body, &mut out)? {
                return Ok(());
            }
            self.exec(step)?;
        }
    }

    /// The loop variable, its type deduced from `*__begin` as a range-for's
    /// (`const auto& p`).
    fn meta_range_var(&mut self, d: &'a ast::Decl<'a>, cur: ExprId) -> R<VarId> {
        let ast::DeclKind::Var(v) = d.kind else {
            return Err(self.report(diag::unsupported(d.span, "this loop variable")));
        };
        let Some(ident) = v.name.as_simple() else {
            return Err(self.report(diag::unsupported(d.span, "this loop variable")));
        };
        let ty = self.deduced_var_type(v.ty, cur, d.span)?;
        let name = self.name(ident.sym);
        let var = self.b.local(name, ty, ident.span);
        self.bind(ident.sym, Entity::MetaVar(var));
        Ok(var)
    }
}
