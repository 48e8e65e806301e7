//! Builtins with a syntax of their own (their operands are types): the
//! type-trait operators `__is_same(T, U)`, the type transformations
//! `__underlying_type(T)`, `__builtin_bit_cast(T, e)` and
//! `__builtin_va_arg(ap, T)`. Which names these are comes from the shared
//! table in [`lexer::builtins`]. A program that declares one of the names
//! itself (libstdc++ has `struct __is_nothrow_convertible` and an alias
//! template `__remove_cv`) keeps its declaration: the builtin is only
//! recognized for a name the program has not declared, followed by `(`.

use crate::ast::*;
use crate::cursor::Parser;
use lexer::token::TokenKind;

impl<'a> Parser<'a, '_> {
    fn undeclared_builtin_at(&self, n: usize) -> Option<Symbol> {
        if !self.peek_is_ident(n) || self.peek_kind(n + 1) != TokenKind::LParen {
            return None;
        }
        let s = self.peek_sym(n);
        self.names.lookup(s).is_none().then_some(s)
    }

    /// A type transformation starts `n` tokens ahead.
    pub(crate) fn at_type_transform(&self, n: usize) -> bool {
        self.undeclared_builtin_at(n)
            .is_some_and(|s| self.words.transforms.contains_key(&s))
    }

    /// The builtin expression at the cursor, if one starts here.
    pub(crate) fn try_parse_builtin_expr(&mut self, lo: u32) -> Option<&'a Expr<'a>> {
        let s = self.undeclared_builtin_at(0)?;
        if let Some(&t) = self.words.traits.get(&s) {
            return Some(self.parse_type_trait(lo, t));
        }
        if s == self.words.bit_cast {
            return Some(self.parse_bit_cast(lo));
        }
        if s == self.words.va_arg {
            return Some(self.parse_va_arg(lo));
        }
        None
    }

    /// A type-id in a builtin's operand list, `T...` making it a pack
    /// expansion (as in a template argument list, the declarator must not
    /// take the `...` for a parameter pack's).
    fn parse_builtin_type_operand(&mut self) -> &'a TypeExpr<'a> {
        let saved = self.ctx;
        self.ctx.no_gt = true;
        let t = self.parse_type_id();
        self.ctx = saved;
        if !self.at(TokenKind::Ellipsis) {
            return t;
        }
        let e = self.bump().span;
        self.alloc(TypeExpr {
            span: t.span.to(e),
            cv: Cv::NONE,
            kind: TypeKind::PackExpansion(t),
        })
    }

    /// ```text
    /// type-trait-name '(' type-id '...'? (',' type-id '...'?)* ')'
    /// ```
    fn parse_type_trait(&mut self, lo: u32, trait_: lexer::builtins::TypeTrait) -> &'a Expr<'a> {
        let name = self.ident();
        let open = self.bump().span;
        let saved = std::mem::take(&mut self.ctx);
        let mut args = Vec::new();
        if !self.at(TokenKind::RParen) {
            loop {
                let start = self.pos;
                args.push(*self.parse_builtin_type_operand());
                if self.pos == start || !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.ctx = saved;
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen]);
            self.eat(TokenKind::RParen);
        }
        let t = self.alloc(TypeTraitExpr {
            name,
            trait_,
            args: self.alloc_slice(&args),
        });
        self.mk_expr(lo, ExprKind::TypeTrait(t))
    }

    /// `'__builtin_bit_cast' '(' type-id ',' assignment-expression ')'`
    fn parse_bit_cast(&mut self, lo: u32) -> &'a Expr<'a> {
        self.bump();
        let open = self.bump().span;
        let saved = std::mem::take(&mut self.ctx);
        let ty = self.parse_type_id();
        let operand = if self.expect(TokenKind::Comma, ",", None) {
            self.parse_assignment_expr()
        } else {
            self.error_expr()
        };
        self.ctx = saved;
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen]);
            self.eat(TokenKind::RParen);
        }
        self.mk_expr(lo, ExprKind::BitCast { ty, operand })
    }

    /// `'__builtin_va_arg' '(' assignment-expression ',' type-id ')'`
    fn parse_va_arg(&mut self, lo: u32) -> &'a Expr<'a> {
        self.bump();
        let open = self.bump().span;
        let saved = std::mem::take(&mut self.ctx);
        let list = self.parse_assignment_expr();
        let ty = if self.expect(TokenKind::Comma, ",", None) {
            self.parse_type_id()
        } else {
            self.alloc(TypeExpr {
                span: self.span(),
                cv: Cv::NONE,
                kind: TypeKind::Error,
            })
        };
        self.ctx = saved;
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen]);
            self.eat(TokenKind::RParen);
        }
        self.mk_expr(lo, ExprKind::VaArg { list, ty })
    }

    /// `type-transform-name '(' type-id ')'` in decl-specifiers.
    pub(crate) fn parse_type_transform(&mut self) -> &'a TypeExpr<'a> {
        let lo = self.span().lo;
        let s = self.sym();
        self.bump();
        let open = self.bump().span;
        let saved = std::mem::take(&mut self.ctx);
        let arg = self.parse_type_id();
        self.ctx = saved;
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen]);
            self.eat(TokenKind::RParen);
        }
        let Some(&transform) = self.words.transforms.get(&s) else {
            return self.alloc(TypeExpr {
                span: self.span_from(lo),
                cv: Cv::NONE,
                kind: TypeKind::Error,
            });
        };
        self.alloc(TypeExpr {
            span: self.span_from(lo),
            cv: Cv::NONE,
            kind: TypeKind::Transform { transform, arg },
        })
    }
}
