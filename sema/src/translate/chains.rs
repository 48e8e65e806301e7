//! Left-associative chains (`1 + 1 + ... + 1`, `a || b || ...`,
//! `p->next->next->...`) are not nesting: clang accepts thousands of
//! terms, where the depth limit ([`super::MAX_DEPTH`]) is for expressions
//! nested inside one another. A chain's left spine is walked with a loop,
//! so its length costs no stack and no depth; only the operands hanging
//! off it recurse. Right-nested conditionals (`a ? 1 : b ? 2 : ...`) are
//! the same: their `else` spine is walked with a loop.

use super::{Translator, R};
use lexer::source::Span;
use parser::ast;

/// Whether `x` continues a left-associative binary chain.
pub(super) fn is_chain_link(x: &ast::Expr<'_>) -> bool {
    matches!(x.kind, ast::ExprKind::Binary { op, .. } if !op.is_assignment())
}

/// Whether `x` continues a chain of member accesses.
pub(super) fn is_member_link(x: &ast::Expr<'_>) -> bool {
    matches!(x.kind, ast::ExprKind::Member { .. })
}

impl<'a> Translator<'a, '_, '_> {
    /// `base.member` / `base->member` where `base` is itself a member
    /// access: the innermost object is translated as usual, then each
    /// access in turn. A link rooted in a meta object (`m.a.b`) is left
    /// to the ordinary path, which evaluates it at compile time.
    pub(super) fn member_chain(
        &mut self,
        base: &'a ast::Expr<'a>,
        member: ast::Ident,
        arrow: bool,
        span: Span,
    ) -> R<crate::program::ExprId> {
        let mut links = vec![(member, arrow, span)];
        let mut inner = base;
        while let ast::ExprKind::Member {
            base,
            member,
            arrow,
        } = inner.kind
        {
            if !is_member_link(base) || self.is_meta_rooted(inner, 0) {
                break;
            }
            links.push((member, arrow, inner.span));
            inner = base;
        }
        let mut acc = self.expr(inner)?;
        for (member, arrow, span) in links.into_iter().rev() {
            let seg = ast::NameSegment {
                ident: member,
                template_args: None,
                conv_type: None,
            };
            let m = self.member_of_object(acc, &seg, arrow, span)?;
            acc = self.member_value(m, span)?;
        }
        Ok(acc)
    }

    /// `lhs op rhs` where `lhs` is itself a chain link: translates the
    /// innermost operand, then each link's right operand and operator,
    /// innermost first, which is the order the recursive translation
    /// would take.
    pub(super) fn binary_chain(
        &mut self,
        op: ast::BinaryOp,
        lhs: &'a ast::Expr<'a>,
        rhs: &'a ast::Expr<'a>,
        span: Span,
    ) -> R<crate::program::ExprId> {
        let mut links = vec![(op, rhs, span)];
        let mut base = lhs;
        while let ast::ExprKind::Binary { op, lhs, rhs } = base.kind {
            if op.is_assignment() {
                break;
            }
            links.push((op, rhs, base.span));
            base = lhs;
        }
        // As for one operator, both sides are translated even when one
        // fails, so that every error is reported.
        let mut acc = self.expr(base);
        for (op, rhs, span) in links.into_iter().rev() {
            let r = match acc {
                Ok(l) => self.right_operand(op, l, rhs),
                Err(_) => self.expr(rhs),
            };
            acc = match (acc, r) {
                (Ok(l), Ok(r)) => self.binary_on(op, l, r, span),
                (Err(e), _) | (_, Err(e)) => Err(e),
            };
        }
        acc
    }

    /// `c ? a : b` where `b` may itself be a conditional, and so on: each
    /// level's condition and `then` operand are translated in order, then
    /// the last `else`, then the conditionals are typed inside out.
    pub(super) fn conditional_chain(
        &mut self,
        c: &'a ast::ConditionalExpr<'a>,
        span: Span,
    ) -> R<crate::program::ExprId> {
        let mut levels = vec![(c, span)];
        let mut last = c.otherwise;
        while let ast::ExprKind::Conditional(inner) = last.kind {
            if self.lists.cached(last).is_some() {
                break;
            }
            levels.push((inner, last.span));
            last = inner.otherwise;
        }
        let mut operands = Vec::with_capacity(levels.len());
        for (l, _) in &levels {
            let cond = self.expr(l.cond);
            let then = self.expr(l.then);
            operands.push((cond, then));
        }
        let mut acc = self.expr(last);
        for ((l, span), (cond, then)) in levels.into_iter().zip(operands).rev() {
            acc = match (cond, then, acc) {
                (Ok(cond), Ok(then), Ok(b)) => self.conditional_typed(l, cond, then, b, span),
                _ => Err(super::Reported),
            };
        }
        acc
    }
}
