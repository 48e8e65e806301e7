//! GNU statement expressions, `({ statements; last-expression; })`: a
//! compound statement in parentheses used as an expression; its value is
//! that of its last expression statement (sema decides what that is).

use crate::ast::*;
use crate::cursor::Parser;
use lexer::token::TokenKind;

impl<'a> Parser<'a, '_> {
    /// At `(` followed by `{`, in an expression.
    pub(crate) fn at_stmt_expr(&self) -> bool {
        self.at(TokenKind::LParen) && self.peek_kind(1) == TokenKind::LBrace
    }

    pub(crate) fn parse_stmt_expr(&mut self) -> &'a Expr<'a> {
        let lo = self.span().lo;
        let open = self.bump().span;
        if !self.enter() {
            self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
            self.eat(TokenKind::RParen);
            return self.mk_expr(lo, ExprKind::Error);
        }
        // A statement inside an expression starts a context of its own: no
        // template-argument list or condition is open inside the braces.
        let saved = std::mem::take(&mut self.ctx);
        let body = self.parse_compound_statement(Staging::Normal);
        self.ctx = saved;
        self.leave();
        let body = self.alloc(body);
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
            self.eat(TokenKind::RParen);
        }
        self.mk_expr(lo, ExprKind::StmtExpr(body))
    }
}
