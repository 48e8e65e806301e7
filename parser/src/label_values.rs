//! GNU labels as values: `&&label` is the address of a label in the
//! current function (a `void *`), and `goto *expr;` jumps to such an
//! address (computed goto, as interpreters' dispatch loops use it).

use crate::ast::*;
use crate::cursor::Parser;
use crate::diagnostics as diag;
use lexer::token::TokenKind;

impl<'a> Parser<'a, '_> {
    /// At `&&` followed by an identifier in a unary position.
    pub(crate) fn at_label_address(&self) -> bool {
        self.at(TokenKind::AmpAmp) && self.peek_is_ident(1)
    }

    pub(crate) fn parse_label_address(&mut self) -> &'a Expr<'a> {
        let lo = self.span().lo;
        self.bump();
        let name = self.ident();
        self.mk_expr(lo, ExprKind::LabelAddr(name))
    }

    /// `goto * expr ;`, after `goto`.
    pub(crate) fn parse_computed_goto(&mut self, lo: u32) -> Stmt<'a> {
        self.bump(); // *
        let target = self.parse_expr();
        if target.is_error() {
            let d = diag::expected_expression(self.span());
            self.error(d);
        }
        self.expect_semi("goto statement");
        self.mk_stmt(lo, StmtKind::GotoIndirect(target))
    }
}
