//! CUDA syntax beyond keywords: kernel launches `k<<<grid, block>>>(args)`
//! (the lexer gives `<<` `<` and `>>` `>`), and GNU/C++11 attributes, whose
//! CUDA spellings (`__attribute__((global))`, what the toolkit headers'
//! `__global__` macro expands to) set the same [`Specifiers`] bits as the
//! keywords. Other attributes are skipped.

use crate::ast::*;
use crate::cursor::Parser;
use crate::diagnostics as diag;
use lexer::token::TokenKind;

impl<'a> Parser<'a, '_> {
    /// ```text
    /// launch:
    ///     postfix-expression '<<<' assignment-expression (',' assignment-expression)* '>>>'
    ///         '(' expression-list? ')'
    /// ```
    pub(crate) fn parse_launch(&mut self, lo: u32, callee: &'a Expr<'a>) -> &'a Expr<'a> {
        let open = Span::new(self.span().lo, self.peek_tok(1).span.hi);
        self.bump(); // <<
        self.bump(); // <
        let saved = self.ctx;
        self.ctx.no_gt = false;
        self.ctx.launch = true;
        let mut config = Vec::new();
        loop {
            let start = self.pos;
            if self.at_closing_chevrons() || self.at_eof() {
                break;
            }
            config.push(*self.parse_assignment_expr());
            if self.pos == start || !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.ctx = saved;
        if self.at_closing_chevrons() {
            self.bump();
            self.bump();
        } else {
            let d = diag::expected_token(self.span(), ">>>", Some((open, "<<<")));
            self.error(d);
            self.skip_until(&[TokenKind::LParen, TokenKind::Semi]);
        }
        let args = if self.at(TokenKind::LParen) {
            let o = self.bump().span;
            let args = self.parse_expr_list(TokenKind::RParen);
            if !self.expect(TokenKind::RParen, ")", Some((o, "("))) {
                self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
                self.eat(TokenKind::RParen);
            }
            args
        } else {
            let d = diag::expected_token(self.span(), "(", None);
            self.error(d);
            &[]
        };
        let l = self.alloc(LaunchExpr {
            callee,
            config: self.alloc_slice(&config),
            args,
        });
        self.mk_expr(lo, ExprKind::Launch(l))
    }

    fn at_closing_chevrons(&self) -> bool {
        self.at(TokenKind::GtGt) && self.peek_kind(1) == TokenKind::Gt && self.adjacent(0)
    }

    /// ```text
    /// gnu-attribute:
    ///     '__attribute__' '(' '(' (attribute (',' attribute)*)? ')' ')'
    ///     '__declspec' '(' ... ')'
    /// attribute:
    ///     identifier ('(' balanced-tokens ')')?
    /// ```
    /// Returns the [`Specifiers`] bits of the CUDA attributes it names.
    pub(crate) fn parse_gnu_attribute(&mut self) -> u32 {
        let is_declspec = self.sym() == self.words.declspec;
        self.bump();
        let mut flags = 0;
        if !self.at(TokenKind::LParen) {
            let d = diag::expected_lparen_after(
                self.span(),
                if is_declspec {
                    "__declspec"
                } else {
                    "__attribute__"
                },
            );
            self.error(d);
            return 0;
        }
        let open = self.bump().span;
        if is_declspec || !self.at(TokenKind::LParen) {
            self.skip_until(&[TokenKind::RParen]);
            self.expect(TokenKind::RParen, ")", Some((open, "(")));
            return 0;
        }
        let inner = self.bump().span;
        while !self.at(TokenKind::RParen) && !self.at_eof() {
            let start = self.pos;
            if self.at(TokenKind::Ident) {
                let text = self.text(self.span());
                let name = text.trim_start_matches("__").trim_end_matches("__");
                flags |= match name {
                    "global" => Specifiers::GLOBAL,
                    "device" => Specifiers::DEVICE,
                    "host" => Specifiers::HOST,
                    "shared" => Specifiers::SHARED,
                    "constant" => Specifiers::CONSTANT,
                    "managed" => Specifiers::MANAGED,
                    "grid_constant" => Specifiers::GRID_CONSTANT,
                    "always_inline" => Specifiers::FORCE_INLINE,
                    "noinline" => Specifiers::NO_INLINE,
                    "packed" => Specifiers::PACKED,
                    _ => 0,
                };
                self.bump();
                if name == "aligned"
                    && self.at(TokenKind::LParen)
                    && self.peek_kind(1) != TokenKind::RParen
                {
                    // `aligned(N)` on a variable, member or typedef; the
                    // declaration being parsed takes it.
                    let paren = self.bump().span;
                    let e = self.parse_assignment_expr();
                    self.gnu_aligned = Some(self.alloc(TypeOrExpr::Expr(e)));
                    self.expect(TokenKind::RParen, ")", Some((paren, "(")));
                } else {
                    if name == "aligned" {
                        self.gnu_aligned = Some(self.biggest_alignment(start));
                    }
                    if self.at(TokenKind::LParen) {
                        self.bump();
                        self.skip_until(&[TokenKind::RParen]);
                        self.eat(TokenKind::RParen);
                    }
                }
            }
            if self.at(TokenKind::Comma) {
                self.bump();
            } else if !self.at(TokenKind::RParen) {
                self.skip_until(&[TokenKind::RParen, TokenKind::Comma]);
            }
            if self.pos == start {
                self.bump();
            }
        }
        self.expect(TokenKind::RParen, ")", Some((inner, "(")));
        self.expect(TokenKind::RParen, ")", Some((open, "(")));
        flags
    }

    /// Skips a C++11 attribute `[[ ... ]]`.
    pub(crate) fn skip_cxx11_attribute(&mut self) {
        let open = self.bump().span; // [
        self.skip_until(&[]);
        self.expect(TokenKind::RBracket, "]", Some((open, "[")));
    }
}
