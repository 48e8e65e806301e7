//! GNU attributes that change a class's layout, `packed` and
//! `aligned(N)`, written after the class key (`struct
//! __attribute__((packed)) S {...}`) or right after the closing brace
//! (`struct S {...} __attribute__((aligned(8)));`), where GCC applies them
//! to the type, and `packed` after an enum's body. Every other attribute
//! there is accepted and ignored. On a variable, member or typedef these
//! attributes are parsed with the CUDA ones (`Parser::parse_gnu_attribute`).

use crate::ast::*;
use crate::cursor::Parser;
use crate::diagnostics as diag;
use lexer::token::TokenKind;

/// What the attributes on a class say about its layout.
#[derive(Default)]
pub(crate) struct TypeAttrs<'a> {
    pub packed: bool,
    pub aligned: Option<&'a TypeOrExpr<'a>>,
}

impl<'a> Parser<'a, '_> {
    /// One `__attribute__((...))` at the cursor, into `attrs`.
    pub(crate) fn parse_type_attribute(&mut self, attrs: &mut TypeAttrs<'a>) {
        self.bump();
        if !self.at(TokenKind::LParen) || self.peek_kind(1) != TokenKind::LParen {
            let d = diag::expected_lparen_after(self.span(), "__attribute__");
            self.error(d);
            return;
        }
        let open = self.bump().span;
        let inner = self.bump().span;
        while !self.at(TokenKind::RParen) && !self.at_eof() {
            let before = self.pos;
            if self.at_ident() {
                let text = self.text(self.span());
                let name = text.trim_start_matches("__").trim_end_matches("__");
                let (packed, aligned) = (name == "packed", name == "aligned");
                self.bump();
                attrs.packed |= packed;
                if aligned {
                    attrs.aligned = Some(self.biggest_alignment(before));
                }
                if self.at(TokenKind::LParen) {
                    let paren = self.bump().span;
                    if aligned && !self.at(TokenKind::RParen) {
                        let e = self.parse_assignment_expr();
                        attrs.aligned = Some(self.alloc(TypeOrExpr::Expr(e)));
                    }
                    self.skip_until(&[TokenKind::RParen]);
                    self.expect(TokenKind::RParen, ")", Some((paren, "(")));
                }
            }
            if !self.eat(TokenKind::Comma) && !self.at(TokenKind::RParen) {
                self.skip_until(&[TokenKind::RParen, TokenKind::Comma]);
            }
            if self.pos == before {
                self.bump();
            }
        }
        self.expect(TokenKind::RParen, ")", Some((inner, "(")));
        self.expect(TokenKind::RParen, ")", Some((open, "(")));
    }

    /// Attributes right after a class body. One naming a CUDA memory
    /// space or function kind (`struct {...} __device__ v;`) belongs to
    /// the declarator that follows and is left for it.
    pub(crate) fn parse_trailing_type_attributes(&mut self, attrs: &mut TypeAttrs<'a>) {
        while self.at_gnu_attribute() {
            let start = self.pos;
            let aligned = self.gnu_aligned;
            let cuda = self.parse_gnu_attribute();
            self.pos = start;
            self.gnu_aligned = aligned;
            // `packed` there is the class's, not a declarator's.
            if cuda & !Specifiers::PACKED != 0 {
                return;
            }
            self.parse_type_attribute(attrs);
            if self.pos == start {
                return;
            }
        }
    }
}

impl<'a> Parser<'a, '_> {
    /// `aligned` written without an argument (token `at` is its name):
    /// an operand sema evaluates to the target's biggest alignment.
    pub(crate) fn biggest_alignment(&mut self, at: usize) -> &'a TypeOrExpr<'a> {
        let span = self.toks[at].span;
        let e = self.alloc(Expr {
            span,
            kind: ExprKind::BiggestAlignment,
        });
        self.alloc(TypeOrExpr::Expr(e))
    }
}
