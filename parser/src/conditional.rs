//! The conditional operator. Its third operand is an
//! assignment-expression, so `a ? 1 : b ? 2 : c ? 3 : ...` nests to the
//! right; clang takes such chains thousands deep (only its stack bounds
//! them). The chain is parsed with a loop: each `cond ? then :` waits on
//! a stack until the last operand is read, then the conditionals are
//! built inside out, so its length costs no recursion and no depth.

use crate::ast::*;
use crate::cursor::Parser;
use crate::diagnostics as diag;
use lexer::token::{Keyword, TokenKind};

impl<'a> Parser<'a, '_> {
    /// `cond ? then : otherwise` with the cursor at `?`; `cond` starts at
    /// `lo`.
    pub(crate) fn parse_conditional_chain(&mut self, lo: u32, cond: &'a Expr<'a>) -> &'a Expr<'a> {
        let mut pending: Vec<(u32, &'a Expr<'a>, &'a Expr<'a>)> = Vec::new();
        let (mut lo, mut cond) = (lo, cond);
        let otherwise = loop {
            self.bump();
            let saved = self.ctx;
            self.ctx.no_gt = false;
            let then = self.parse_expr();
            self.ctx = saved;
            if !self.eat(TokenKind::Colon) {
                let d = diag::expected_token(self.span(), ":", None);
                self.error(d);
            }
            pending.push((lo, cond, then));
            if self.at_kw(Keyword::Throw) {
                break self.parse_assignment_expr();
            }
            // A logical-or-expression; a `?` after it continues the chain,
            // anything else ends the last operand as an assignment-expression.
            let next_lo = self.span().lo;
            let operand = self.parse_binary(3);
            if self.at(TokenKind::Question) {
                (lo, cond) = (next_lo, operand);
                continue;
            }
            break self.parse_binary_rest(next_lo, operand, 2);
        };
        let mut acc = otherwise;
        while let Some((lo, cond, then)) = pending.pop() {
            let c = self.alloc(ConditionalExpr {
                cond,
                then,
                otherwise: acc,
            });
            acc = self.mk_expr(lo, ExprKind::Conditional(c));
        }
        acc
    }
}
