//! Circle's user attributes inside C++11 attribute brackets: `[[.nt=128,
//! .vt=5, .persistent]]` on enumerators (and on the types of a typed enum's
//! enumerators), and `[[attribute]]` / `[[attribute(default)]]` on an alias
//! declaration, which makes the alias an attribute alias. Standard and
//! vendor attributes in the same brackets are skipped as before.

use crate::ast::*;
use crate::cursor::Parser;
use crate::diagnostics as diag;
use lexer::token::TokenKind;

/// What a run of `[[ ... ]]` specifiers held that the AST keeps.
#[derive(Default)]
pub(crate) struct Cxx11Attrs<'a> {
    pub user: Vec<UserAttr<'a>>,
    /// `[[attribute]]` or `[[attribute(default)]]`.
    pub alias: Option<AttributeAliasSpec<'a>>,
}

impl<'a> Parser<'a, '_> {
    pub(crate) fn at_cxx11_attribute(&self) -> bool {
        self.at(TokenKind::LBracket) && self.peek_kind(1) == TokenKind::LBracket
    }

    /// ```text
    /// attribute-specifier-seq:
    ///     ('[[' attribute-item (',' attribute-item)* ']]')*
    /// attribute-item:
    ///     '.' qualified-name ('=' initializer-clause | '(' expression ')' | braced-init-list)?
    ///     'attribute' ('(' assignment-expression ')')?
    ///     attribute-token ('(' balanced-tokens ')')?
    /// ```
    pub(crate) fn parse_cxx11_attributes(&mut self) -> Cxx11Attrs<'a> {
        let mut out = Cxx11Attrs::default();
        while self.at_cxx11_attribute() {
            let open = self.bump().span; // [
            self.bump(); // [
            while !self.at(TokenKind::RBracket) && !self.at_eof() {
                let start = self.pos;
                if self.at(TokenKind::Dot) {
                    if let Some(a) = self.parse_user_attr() {
                        out.user.push(a);
                    }
                } else if self.at_ident() && self.text(self.span()) == "attribute" {
                    let lo = self.bump().span.lo;
                    let mut default = None;
                    if self.at(TokenKind::LParen) {
                        let paren = self.bump().span;
                        let saved = std::mem::take(&mut self.ctx);
                        default = Some(self.parse_assignment_expr());
                        self.ctx = saved;
                        self.expect(TokenKind::RParen, ")", Some((paren, "(")));
                    }
                    out.alias = Some(AttributeAliasSpec {
                        span: self.span_from(lo),
                        default,
                    });
                } else {
                    // A standard or vendor attribute: skipped.
                    self.skip_until(&[TokenKind::Comma, TokenKind::RBracket]);
                }
                if !self.eat(TokenKind::Comma) {
                    if !self.at(TokenKind::RBracket) {
                        let d = diag::expected_token(self.span(), "]", Some((open, "[")));
                        self.error(d);
                        self.skip_until(&[TokenKind::RBracket]);
                    }
                    break;
                }
                if self.pos == start {
                    self.bump();
                }
            }
            self.expect(TokenKind::RBracket, "]", Some((open, "[")));
            self.expect(TokenKind::RBracket, "]", Some((open, "[")));
        }
        out
    }

    /// `.name`, `.name = v`, `.name(v)`, `.name { ... }`.
    fn parse_user_attr(&mut self) -> Option<UserAttr<'a>> {
        let lo = self.bump().span.lo; // .
        let Some(name) = self.parse_qual_name(true) else {
            let d = diag::expected_identifier(self.span());
            self.error(d);
            self.skip_until(&[TokenKind::Comma, TokenKind::RBracket]);
            return None;
        };
        let saved = std::mem::take(&mut self.ctx);
        let init = if self.eat(TokenKind::Eq) {
            Some(self.parse_initializer_clause())
        } else if self.at(TokenKind::LParen) {
            let paren = self.bump().span;
            let e = self.parse_assignment_expr();
            self.expect(TokenKind::RParen, ")", Some((paren, "(")));
            Some(e)
        } else if self.at(TokenKind::LBrace) {
            let blo = self.span().lo;
            let list = self.parse_braced_list();
            Some(self.mk_expr(blo, ExprKind::InitList(list)))
        } else {
            None
        };
        self.ctx = saved;
        Some(UserAttr {
            span: self.span_from(lo),
            name,
            init,
        })
    }
}
