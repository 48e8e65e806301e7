//! Expressions: one precedence-climbing routine for every binary operator
//! (C++ precedence, assignment and the conditional operator
//! right-associative), then unary, cast and postfix expressions.

use crate::ast::*;
use crate::cursor::Parser;
use crate::diagnostics as diag;
use lexer::token::{Keyword, TokenKind};

impl<'a> Parser<'a, '_> {
    pub(crate) fn mk_expr(&self, lo: u32, kind: ExprKind<'a>) -> &'a Expr<'a> {
        self.alloc(Expr {
            span: self.span_from(lo),
            kind,
        })
    }

    pub(crate) fn error_expr(&mut self) -> &'a Expr<'a> {
        let d = diag::expected_expression(self.span());
        self.error(d);
        let at = self.span().lo;
        self.alloc(Expr {
            span: Span::new(at, at),
            kind: ExprKind::Error,
        })
    }

    /// ```text
    /// expression:
    ///     assignment-expression (',' assignment-expression)*
    /// ```
    pub(crate) fn parse_expr(&mut self) -> &'a Expr<'a> {
        self.parse_binary(1)
    }

    /// ```text
    /// assignment-expression:
    ///     conditional-expression | logical-or-expression assignment-operator initializer-clause
    ///     | throw-expression
    /// ```
    pub(crate) fn parse_assignment_expr(&mut self) -> &'a Expr<'a> {
        self.parse_binary(2)
    }

    /// ```text
    /// conditional-expression:
    ///     logical-or-expression ('?' expression ':' assignment-expression)?
    /// ```
    pub(crate) fn parse_conditional_expr(&mut self) -> &'a Expr<'a> {
        // Precedence 2 admits `?:` and assignment; a constant-expression in
        // valid code never has a top-level assignment, so parsing one here
        // only loses nothing.
        self.parse_binary(2)
    }

    /// The binary operator at the cursor, if it may continue an expression
    /// in the current context. Returns the operator and how many tokens it
    /// spans.
    fn binary_op(&self) -> Option<BinaryOp> {
        use BinaryOp as B;
        use TokenKind as T;
        let op = match self.kind() {
            T::Comma => B::Comma,
            T::Eq => B::Assign,
            T::StarEq => B::MulAssign,
            T::SlashEq => B::DivAssign,
            T::PercentEq => B::RemAssign,
            T::PlusEq => B::AddAssign,
            T::MinusEq => B::SubAssign,
            T::LtLtEq => B::ShlAssign,
            T::GtGtEq => {
                if self.ctx.no_gt {
                    return None;
                }
                B::ShrAssign
            }
            T::AmpEq => B::AndAssign,
            T::CaretEq => B::XorAssign,
            T::PipeEq => B::OrAssign,
            T::PipePipe => B::LogOr,
            T::AmpAmp => B::LogAnd,
            T::Pipe => B::BitOr,
            T::Caret => B::BitXor,
            T::Amp => B::BitAnd,
            T::EqEq => B::Eq,
            T::BangEq => B::Ne,
            T::Lt => B::Lt,
            T::Gt => {
                if self.ctx.no_gt {
                    return None;
                }
                B::Gt
            }
            T::LtEq => B::Le,
            // Not a `>`: in a template argument list `>=` is still the
            // operator ([temp.names]/4 ends the list at a `>` or `>>`).
            T::GtEq => B::Ge,
            T::Spaceship => B::Cmp,
            T::LtLt => B::Shl,
            T::GtGt => {
                if self.ctx.no_gt
                    || (self.ctx.launch && self.peek_kind(1) == T::Gt && self.adjacent(0))
                {
                    return None;
                }
                B::Shr
            }
            T::Plus => B::Add,
            T::Minus => B::Sub,
            T::Star => B::Mul,
            T::Slash => B::Div,
            T::Percent => B::Rem,
            T::DotStar => B::PtrMemD,
            T::ArrowStar => B::PtrMemI,
            T::Ident => match self.kw()? {
                Keyword::And => B::LogAnd,
                Keyword::Or => B::LogOr,
                Keyword::Bitand => B::BitAnd,
                Keyword::Bitor => B::BitOr,
                Keyword::Xor => B::BitXor,
                Keyword::NotEq => B::Ne,
                Keyword::AndEq => B::AndAssign,
                Keyword::OrEq => B::OrAssign,
                Keyword::XorEq => B::XorAssign,
                _ => return None,
            },
            _ => return None,
        };
        Some(op)
    }

    /// Precedence climbing over every binary operator with precedence at
    /// least `min_prec` (see [`BinaryOp::precedence`]); the conditional
    /// operator sits at the assignment level.
    pub(crate) fn parse_binary(&mut self, min_prec: u8) -> &'a Expr<'a> {
        let lo = self.span().lo;
        if !self.enter() {
            self.skip_until(&[TokenKind::Semi]);
            return self.alloc(Expr {
                span: Span::new(lo, lo),
                kind: ExprKind::Error,
            });
        }
        let result = self.parse_binary_inner(min_prec);
        self.leave();
        result
    }

    /// The body of [`Self::parse_binary`]:
    /// ```text
    /// binary-expression(p):
    ///     cast-expression (binary-operator[prec >= p] binary-expression(prec + 1))*
    /// ```
    fn parse_binary_inner(&mut self, min_prec: u8) -> &'a Expr<'a> {
        let lo = self.span().lo;
        if self.at_kw(Keyword::Throw) && min_prec <= 2 {
            self.bump();
            let operand = if self.starts_expression() {
                Some(self.parse_assignment_expr())
            } else {
                None
            };
            return self.mk_expr(lo, ExprKind::Throw(operand));
        }
        let lhs = self.parse_unary();
        self.parse_binary_rest(lo, lhs, min_prec)
    }

    /// The operators after a first operand `lhs` (starting at `lo`), at
    /// precedence `min_prec` or above.
    pub(crate) fn parse_binary_rest(
        &mut self,
        lo: u32,
        mut lhs: &'a Expr<'a>,
        min_prec: u8,
    ) -> &'a Expr<'a> {
        loop {
            if self.at(TokenKind::Question) && min_prec <= 2 {
                lhs = self.parse_conditional_chain(lo, lhs);
                continue;
            }
            let Some(op) = self.binary_op() else { break };
            let prec = op.precedence();
            if prec < min_prec {
                break;
            }
            if self.peek_kind(1) == TokenKind::Ellipsis && self.peek_kind(2) != TokenKind::RBracket
            {
                // `(pack op ...)` or `(pack op ... op init)`.
                self.bump();
                self.bump();
                let rhs = if self.binary_op() == Some(op) {
                    self.bump();
                    Some(self.parse_binary(prec + 1))
                } else {
                    None
                };
                let f = self.alloc(FoldExpr {
                    op,
                    lhs: Some(lhs),
                    rhs,
                });
                lhs = self.mk_expr(lo, ExprKind::Fold(f));
                continue;
            }
            self.bump();
            let rhs = if op.is_assignment() {
                if self.at(TokenKind::LBrace) {
                    self.parse_initializer_clause()
                } else {
                    self.parse_binary(prec)
                }
            } else {
                self.parse_binary(prec + 1)
            };
            lhs = self.mk_expr(lo, ExprKind::Binary { op, lhs, rhs });
        }
        lhs
    }

    /// Whether an expression can start at the cursor (for `throw;`).
    fn starts_expression(&self) -> bool {
        !matches!(
            self.kind(),
            TokenKind::Semi
                | TokenKind::RParen
                | TokenKind::RBrace
                | TokenKind::RBracket
                | TokenKind::Comma
                | TokenKind::Colon
                | TokenKind::Eof
        )
    }

    /// ```text
    /// unary-expression:
    ///     postfix-expression | ('++' | '--' | unary-operator) cast-expression
    ///     | 'sizeof' unary-expression | 'sizeof' '(' type-id ')' | 'alignof' '(' type-id ')'
    ///     | new-expression | delete-expression | '@meta' cast-expression
    /// cast-expression:
    ///     unary-expression | '(' type-id ')' cast-expression
    /// ```
    pub(crate) fn parse_unary(&mut self) -> &'a Expr<'a> {
        let lo = self.span().lo;
        if self.at_label_address() {
            return self.parse_label_address();
        }
        let t = self.tok();
        let prefix = match t.kind {
            TokenKind::Plus => Some(UnaryOp::Plus),
            TokenKind::Minus => Some(UnaryOp::Minus),
            TokenKind::Bang => Some(UnaryOp::Not),
            TokenKind::Tilde => Some(UnaryOp::BitNot),
            TokenKind::Star => Some(UnaryOp::Deref),
            TokenKind::Amp => Some(UnaryOp::AddrOf),
            TokenKind::PlusPlus => Some(UnaryOp::PreInc),
            TokenKind::MinusMinus => Some(UnaryOp::PreDec),
            TokenKind::Ident => match self.kw() {
                Some(Keyword::Not) => Some(UnaryOp::Not),
                Some(Keyword::Compl) => Some(UnaryOp::BitNot),
                _ => None,
            },
            _ => None,
        };
        if let Some(op) = prefix {
            self.bump();
            let operand = self.parse_unary_nested();
            return self.mk_expr(lo, ExprKind::Unary { op, operand });
        }
        if t.kind == TokenKind::AtIdent && self.sym() == self.words.meta {
            self.bump();
            let operand = self.parse_unary_nested();
            return self.mk_expr(lo, ExprKind::Meta(operand));
        }
        match self.kw() {
            Some(Keyword::Sizeof) => {
                self.bump();
                if self.at(TokenKind::Ellipsis) {
                    // `sizeof...(pack)`: the pack is a name (of a type or a value).
                    self.bump();
                    let open = self.span();
                    if !self.expect(TokenKind::LParen, "(", None) {
                        return self.mk_expr(lo, ExprKind::Error);
                    }
                    let nlo = self.span().lo;
                    let operand = match self.parse_qual_name(false) {
                        Some(n) => self.mk_expr(nlo, ExprKind::Name(n)),
                        None => self.error_expr(),
                    };
                    self.expect(TokenKind::RParen, ")", Some((open, "(")));
                    return self.mk_expr(lo, ExprKind::SizeOfPack(operand));
                }
                let arg = self.parse_sizeof_operand();
                return self.mk_expr(lo, ExprKind::SizeOf(arg));
            }
            Some(Keyword::Alignof) => {
                self.bump();
                let arg = self.parse_sizeof_operand();
                return self.mk_expr(lo, ExprKind::AlignOf(arg));
            }
            Some(Keyword::Typeid) if self.peek_kind(1) == TokenKind::LParen => {
                self.bump();
                let open = self.bump().span;
                let saved = std::mem::take(&mut self.ctx);
                let arg = self.parse_type_or_expr();
                self.ctx = saved;
                self.expect(TokenKind::RParen, ")", Some((open, "(")));
                let e = self.mk_expr(lo, ExprKind::Typeid(arg));
                return self.parse_postfix_suffixes(lo, e);
            }
            Some(Keyword::Noexcept) if self.peek_kind(1) == TokenKind::LParen => {
                self.bump();
                let open = self.bump().span;
                let saved = std::mem::take(&mut self.ctx);
                let inner = self.parse_expr();
                self.ctx = saved;
                self.expect(TokenKind::RParen, ")", Some((open, "(")));
                return self.mk_expr(lo, ExprKind::NoexceptOf(inner));
            }
            Some(Keyword::New) => return self.parse_new(lo, false),
            Some(Keyword::Delete) => return self.parse_delete(lo, false),
            _ => {}
        }
        if self.at_ident() && self.words.alignof_alt.contains(&self.sym()) {
            self.bump();
            let arg = self.parse_sizeof_operand();
            return self.mk_expr(lo, ExprKind::AlignOf(arg));
        }
        if self.at_ident()
            && self.sym() == self.words.builtin_offsetof
            && self.peek_kind(1) == TokenKind::LParen
        {
            return self.parse_offsetof(lo);
        }
        if let Some(e) = self.try_parse_builtin_expr(lo) {
            return self.parse_postfix_suffixes(lo, e);
        }
        if self.at_ident() && self.sym() == self.words.extension {
            self.bump();
            return self.parse_unary_nested();
        }
        // GNU `__real__ z` / `__imag__ z`: the parts of a complex value,
        // members of the class `__complex__ T` is read as.
        if self.at_ident()
            && (self.words.real.contains(&self.sym()) || self.words.imag.contains(&self.sym()))
        {
            let is_real = self.words.real.contains(&self.sym());
            let op = self.bump();
            let part = if is_real {
                self.words.complex_re
            } else {
                self.words.complex_im
            };
            let base = self.parse_unary_nested();
            return self.mk_expr(
                lo,
                ExprKind::Member {
                    base,
                    member: Ident {
                        sym: part,
                        span: op.span,
                    },
                    arrow: false,
                },
            );
        }
        if self.at(TokenKind::ColonColon) {
            match self.peek_kw(1) {
                Some(Keyword::New) => {
                    self.bump();
                    return self.parse_new(lo, true);
                }
                Some(Keyword::Delete) => {
                    self.bump();
                    return self.parse_delete(lo, true);
                }
                _ => {}
            }
        }
        // C-style cast (not `(T(x), y)` or `(T{x})`: a parenthesized
        // expression starting with a functional cast).
        if self.at(TokenKind::LParen) && self.starts_type_id(1) && !self.paren_functional_cast() {
            let open = self.bump().span;
            let saved = std::mem::take(&mut self.ctx);
            let ty = self.parse_type_id();
            self.ctx = saved;
            self.expect(TokenKind::RParen, ")", Some((open, "(")));
            if self.at(TokenKind::LBrace) {
                // Compound literal `(T){...}`: a braced temporary.
                let args = self.parse_braced_list();
                let c = self.alloc(ConstructExpr {
                    ty,
                    args,
                    braced: true,
                });
                let e = self.mk_expr(lo, ExprKind::Construct(c));
                return self.parse_postfix_suffixes(lo, e);
            }
            let operand = self.parse_unary_nested();
            let c = self.alloc(CastExpr {
                kind: CastKind::CStyle,
                ty,
                operand,
            });
            return self.mk_expr(lo, ExprKind::Cast(c));
        }
        self.parse_postfix()
    }

    /// A nested cast-expression, under the depth guard.
    fn parse_unary_nested(&mut self) -> &'a Expr<'a> {
        let lo = self.span().lo;
        if !self.enter() {
            return self.alloc(Expr {
                span: Span::new(lo, lo),
                kind: ExprKind::Error,
            });
        }
        let e = self.parse_unary();
        self.leave();
        e
    }

    /// `sizeof`/`alignof` operand: `( type-id )` or a unary expression.
    fn parse_sizeof_operand(&mut self) -> TypeOrExpr<'a> {
        if self.at(TokenKind::LParen) && self.starts_type_id(1) {
            let open = self.bump().span;
            let saved = std::mem::take(&mut self.ctx);
            let ty = self.parse_type_id();
            self.ctx = saved;
            self.expect(TokenKind::RParen, ")", Some((open, "(")));
            return TypeOrExpr::Type(ty);
        }
        TypeOrExpr::Expr(self.parse_unary_nested())
    }

    /// ```text
    /// new-expression:
    ///     '::'? 'new' ('(' expression-list ')')? type-id new-initializer?
    /// ```
    fn parse_new(&mut self, lo: u32, global: bool) -> &'a Expr<'a> {
        self.bump(); // new
        let mut placement: &'a [Expr<'a>] = &[];
        if self.at(TokenKind::LParen) && !self.starts_type_id(1) {
            let open = self.bump().span;
            placement = self.parse_expr_list(TokenKind::RParen);
            self.expect(TokenKind::RParen, ")", Some((open, "(")));
        }
        let paren_ty = self.at(TokenKind::LParen);
        let open = self.span();
        if paren_ty {
            self.bump();
        }
        // The type without its outermost array bound, which is a run-time size.
        let spec = self.parse_decl_specifiers(crate::types::SpecCtx::TypeId);
        if spec.missing_type {
            let d = diag::expected_type(self.span());
            self.error(d);
        }
        let mut ty = spec.ty;
        while self.at(TokenKind::Star) {
            let s = self.bump().span;
            ty = self.alloc(TypeExpr {
                span: ty.span.to(s),
                cv: Cv::NONE,
                kind: TypeKind::Pointer(ty),
            });
        }
        let mut array_size = None;
        if self.at(TokenKind::LBracket) {
            let ob = self.bump().span;
            let saved = std::mem::take(&mut self.ctx);
            array_size = Some(self.parse_expr());
            self.ctx = saved;
            self.expect(TokenKind::RBracket, "]", Some((ob, "[")));
            while self.at(TokenKind::LBracket) {
                let ob = self.bump().span;
                let saved = std::mem::take(&mut self.ctx);
                let size = self.parse_expr();
                self.ctx = saved;
                self.expect(TokenKind::RBracket, "]", Some((ob, "[")));
                ty = self.alloc(TypeExpr {
                    span: ty.span.to(self.span_from(ob.lo)),
                    cv: Cv::NONE,
                    kind: TypeKind::Array {
                        elem: ty,
                        size: Some(size),
                    },
                });
            }
        }
        if paren_ty {
            self.expect(TokenKind::RParen, ")", Some((open, "(")));
        }
        let (init, braced_init) = match self.kind() {
            TokenKind::LParen => {
                let o = self.bump().span;
                let args = self.parse_expr_list(TokenKind::RParen);
                self.expect(TokenKind::RParen, ")", Some((o, "(")));
                (Some(args), false)
            }
            TokenKind::LBrace => (Some(self.parse_braced_list()), true),
            _ => (None, false),
        };
        let n = self.alloc(NewExpr {
            global,
            placement,
            ty,
            array_size,
            init,
            braced_init,
        });
        self.mk_expr(lo, ExprKind::New(n))
    }

    /// ```text
    /// delete-expression:
    ///     '::'? 'delete' ('[' ']')? cast-expression
    /// ```
    fn parse_delete(&mut self, lo: u32, global: bool) -> &'a Expr<'a> {
        self.bump();
        let mut array = false;
        if self.at(TokenKind::LBracket) && self.peek_kind(1) == TokenKind::RBracket {
            self.bump();
            self.bump();
            array = true;
        }
        let operand = self.parse_unary_nested();
        self.mk_expr(
            lo,
            ExprKind::Delete {
                operand,
                array,
                global,
            },
        )
    }

    /// ```text
    /// postfix-expression:
    ///     primary-expression
    ///     | postfix-expression ('[' expression ']' | '(' expression-list? ')'
    ///       | '.' id | '->' id | '++' | '--' | '<<<' expression-list '>>>' '(' expression-list? ')')
    /// ```
    fn parse_postfix(&mut self) -> &'a Expr<'a> {
        let lo = self.span().lo;
        let e = self.parse_primary();
        self.parse_postfix_suffixes(lo, e)
    }

    /// The suffixes of a postfix-expression after its primary expression.
    fn parse_postfix_suffixes(&mut self, lo: u32, mut e: &'a Expr<'a>) -> &'a Expr<'a> {
        loop {
            let t = self.tok();
            match t.kind {
                TokenKind::Ellipsis if self.peek_kind(1) == TokenKind::LBracket => {
                    let sel = self.parse_pack_selector();
                    e = self.mk_expr(lo, ExprKind::PackSelect { pack: e, sel });
                }
                TokenKind::LBracket => {
                    self.bump();
                    let saved = std::mem::take(&mut self.ctx);
                    let index = if self.at(TokenKind::LBrace) {
                        self.parse_initializer_clause()
                    } else {
                        self.parse_expr()
                    };
                    self.ctx = saved;
                    self.expect(TokenKind::RBracket, "]", Some((t.span, "[")));
                    e = self.mk_expr(lo, ExprKind::Index { base: e, index });
                }
                TokenKind::LParen => {
                    self.bump();
                    let args = self.parse_expr_list(TokenKind::RParen);
                    if !self.expect(TokenKind::RParen, ")", Some((t.span, "("))) {
                        self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
                        self.eat(TokenKind::RParen);
                    }
                    let c = self.alloc(CallExpr { callee: e, args });
                    e = self.mk_expr(lo, ExprKind::Call(c));
                }
                TokenKind::Dot | TokenKind::Arrow
                    if self.peek_kind(1) == TokenKind::AtIdent
                        && self.peek_kind(2) == TokenKind::LParen =>
                {
                    // Circle's `obj.@member_values()`, `p->@member_value(i)`:
                    // the intrinsic with the object as its first operand.
                    self.bump();
                    e = self.parse_member_intrinsic(lo, e, t.kind == TokenKind::Arrow);
                }
                TokenKind::Dot | TokenKind::Arrow => {
                    self.bump();
                    let disambiguated = self.eat_kw(Keyword::Template);
                    let mut template_args = None;
                    let mut qual = None;
                    // `this->__weak_ptr<_Tp>::operator=(r)`: a template-id
                    // qualifier is known by the `::` after its arguments.
                    let template_qualifier = self.at_ident()
                        && self.peek_kind(1) == TokenKind::Lt
                        && self
                            .scan_template_args(1)
                            .is_some_and(|j| self.peek_kind(j) == TokenKind::ColonColon);
                    let qualified = (self.at_ident() && self.peek_kind(1) == TokenKind::ColonColon)
                        || template_qualifier
                        || (self.at(TokenKind::ColonColon) && self.peek_is_ident(1));
                    let member = if qualified {
                        // `obj.Base::f`: lookup of the member starts in `Base`.
                        let q = self.parse_qual_name(false);
                        qual = q.filter(|q| q.segments.len() > 1 || q.global);
                        match q.and_then(|q| q.last()) {
                            Some(seg) => seg.ident,
                            None => Ident {
                                sym: self.interner.intern(""),
                                span: Span::new(self.prev_end(), self.prev_end()),
                            },
                        }
                    } else if self.at_ident() {
                        let id = self.ident();
                        if self.at(TokenKind::Lt)
                            && (disambiguated || self.member_template_args_follow())
                        {
                            template_args = Some(self.parse_template_args());
                        }
                        id
                    } else if self.at(TokenKind::AtParen) {
                        self.parse_dynamic_ident()
                    } else if self.at_kw(Keyword::Operator) {
                        // `x.operator()(...)`, `f.template operator()<N>()`.
                        let (id, _) = self.parse_operator_name();
                        if self.at(TokenKind::Lt)
                            && (disambiguated || self.member_template_args_follow())
                        {
                            template_args = Some(self.parse_template_args());
                        }
                        id
                    } else if self.at(TokenKind::Tilde) && self.peek_is_ident(1) {
                        let id = self.parse_destructor_name();
                        // `p->~node<T>()`: the arguments name the object's
                        // own class, which the destructor lookup uses.
                        if self.at(TokenKind::Lt) && self.scan_template_args(0).is_some() {
                            let _ = self.parse_template_args();
                        }
                        id
                    } else {
                        let d = diag::expected_unqualified_id(self.span());
                        self.error(d);
                        Ident {
                            sym: self.interner.intern(""),
                            span: Span::new(self.prev_end(), self.prev_end()),
                        }
                    };
                    let arrow = t.kind == TokenKind::Arrow;
                    let kind = match (qual, template_args) {
                        (Some(name), _) => ExprKind::QualMember(self.alloc(QualMemberExpr {
                            base: e,
                            name,
                            arrow,
                        })),
                        (None, Some(template_args)) => {
                            ExprKind::MemberTemplate(self.alloc(MemberTemplateExpr {
                                base: e,
                                member,
                                arrow,
                                template_args,
                            }))
                        }
                        (None, None) => ExprKind::Member {
                            base: e,
                            member,
                            arrow,
                        },
                    };
                    e = self.mk_expr(lo, kind);
                }
                TokenKind::PlusPlus | TokenKind::MinusMinus => {
                    self.bump();
                    let op = if t.kind == TokenKind::PlusPlus {
                        UnaryOp::PostInc
                    } else {
                        UnaryOp::PostDec
                    };
                    e = self.mk_expr(lo, ExprKind::Unary { op, operand: e });
                }
                TokenKind::LtLt if self.peek_kind(1) == TokenKind::Lt && self.adjacent(0) => {
                    e = self.parse_launch(lo, e);
                }
                _ => return e,
            }
        }
    }

    /// `.f<` in a member access: template arguments if a balanced list is
    /// followed by `(`.
    fn member_template_args_follow(&self) -> bool {
        match self.scan_template_args(0) {
            Some(j) => self.peek_kind(j) == TokenKind::LParen,
            None => false,
        }
    }

    /// ```text
    /// expression-list:
    ///     initializer-clause (',' initializer-clause)*
    /// ```
    /// Stops before `close` (not consumed).
    pub(crate) fn parse_expr_list(&mut self, close: TokenKind) -> &'a [Expr<'a>] {
        let mut args = Vec::new();
        let saved = std::mem::take(&mut self.ctx);
        while !self.at(close) && !self.at_eof() {
            let start = self.pos;
            let a = self.parse_initializer_clause();
            args.push(self.maybe_pack_expansion(a));
            if self.pos == start || !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.ctx = saved;
        self.alloc_slice(&args)
    }

    /// `e...` after an argument or list element.
    fn maybe_pack_expansion(&mut self, e: &'a Expr<'a>) -> Expr<'a> {
        if self.at(TokenKind::Ellipsis) {
            let dots = self.bump().span;
            return Expr {
                span: e.span.to(dots),
                kind: ExprKind::PackExpansion(e),
            };
        }
        *e
    }

    /// ```text
    /// initializer-clause:
    ///     assignment-expression | braced-init-list
    /// ```
    pub(crate) fn parse_initializer_clause(&mut self) -> &'a Expr<'a> {
        if self.at(TokenKind::LBrace) {
            let lo = self.span().lo;
            let list = self.parse_braced_list();
            return self.mk_expr(lo, ExprKind::InitList(list));
        }
        self.parse_assignment_expr()
    }

    /// ```text
    /// braced-init-list:
    ///     '{' (initializer-clause | designated-initializer) (',' ...)* ','? '}'
    /// designated-initializer:
    ///     ('.' identifier | '[' constant-expression ']')+ '=' initializer-clause
    /// ```
    pub(crate) fn parse_braced_list(&mut self) -> &'a [Expr<'a>] {
        let open = self.bump().span; // {
        let mut elems = Vec::new();
        if !self.enter() {
            self.skip_until(&[]);
            self.eat(TokenKind::RBrace);
            return &[];
        }
        let saved = std::mem::take(&mut self.ctx);
        while !self.at(TokenKind::RBrace) && !self.at_eof() {
            let start = self.pos;
            let lo = self.span().lo;
            let is_designated = (self.at(TokenKind::Dot) && self.peek_is_ident(1))
                || (self.at(TokenKind::LBracket) && self.bracket_designator());
            if is_designated {
                let mut designators = Vec::new();
                loop {
                    if self.at(TokenKind::Dot) && self.peek_is_ident(1) {
                        self.bump();
                        designators.push(Designator::Field(self.ident()));
                    } else if self.at(TokenKind::LBracket) {
                        let ob = self.bump().span;
                        let idx = self.parse_conditional_expr();
                        self.expect(TokenKind::RBracket, "]", Some((ob, "[")));
                        designators.push(Designator::Index(idx));
                    } else {
                        break;
                    }
                }
                self.expect(TokenKind::Eq, "=", None);
                let value = self.parse_initializer_clause();
                let di = self.alloc(DesignatedInit {
                    designators: self.alloc_slice(&designators),
                    value,
                });
                elems.push(*self.mk_expr(lo, ExprKind::Designated(di)));
            } else {
                let e = self.parse_initializer_clause();
                elems.push(self.maybe_pack_expansion(e));
            }
            if self.pos == start {
                break;
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.ctx = saved;
        self.leave();
        if !self.eat(TokenKind::RBrace) {
            let d = diag::expected_token(self.span(), "}", Some((open, "{")));
            self.error(d);
            self.skip_until(&[TokenKind::Semi]);
            self.eat(TokenKind::RBrace);
        }
        self.alloc_slice(&elems)
    }

    /// Whether the `[` here opens an array designator (`[2] = v`) rather
    /// than a lambda (`[](int x) {...}`, `[&]{...}`): the token after the
    /// matching `]` continues a designator (`=`, `.`, `[`).
    fn bracket_designator(&self) -> bool {
        if self.peek_kind(1) == TokenKind::LBracket {
            return false;
        }
        let mut depth = 0usize;
        for n in 0..4096 {
            match self.peek_kind(n) {
                TokenKind::LBracket | TokenKind::LParen | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBrace => depth = depth.saturating_sub(1),
                TokenKind::RBracket => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return matches!(
                            self.peek_kind(n + 1),
                            TokenKind::Eq | TokenKind::Dot | TokenKind::LBracket
                        );
                    }
                }
                TokenKind::Eof | TokenKind::Semi => return false,
                _ => {}
            }
        }
        false
    }

    /// ```text
    /// primary-expression:
    ///     literal | 'this' | '(' expression ')' | id-expression
    ///     | simple-type-specifier ('(' expression-list? ')' | braced-init-list)
    ///     | cast-keyword '<' type-id '>' '(' expression ')'
    ///     | circle-intrinsic | dynamic-name | braced-init-list
    /// ```
    fn parse_primary(&mut self) -> &'a Expr<'a> {
        let t = self.tok();
        let lo = t.span.lo;
        match t.kind {
            TokenKind::Number => {
                self.bump();
                return self.mk_expr(lo, ExprKind::Number);
            }
            TokenKind::Char => {
                self.bump();
                return self.mk_expr(lo, ExprKind::Char);
            }
            TokenKind::String | TokenKind::RawString => {
                let mut pieces = Vec::new();
                while matches!(self.kind(), TokenKind::String | TokenKind::RawString) {
                    let s = self.bump();
                    pieces.push(StringPiece {
                        span: s.span,
                        raw: s.kind == TokenKind::RawString,
                    });
                }
                return self.mk_expr(lo, ExprKind::String(self.alloc_slice(&pieces)));
            }
            TokenKind::LParen if self.at_stmt_expr() => {
                let e = self.parse_stmt_expr();
                return e;
            }
            TokenKind::LParen => {
                self.bump();
                let saved = std::mem::take(&mut self.ctx);
                let inner = if self.at(TokenKind::Ellipsis) {
                    self.parse_left_fold()
                } else {
                    self.parse_expr()
                };
                self.ctx = saved;
                if !self.expect(TokenKind::RParen, ")", Some((t.span, "("))) {
                    self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
                    self.eat(TokenKind::RParen);
                }
                return self.mk_expr(lo, ExprKind::Paren(inner));
            }
            TokenKind::LBrace => {
                let list = self.parse_braced_list();
                return self.mk_expr(lo, ExprKind::InitList(list));
            }
            TokenKind::LBracket => return self.parse_lambda(),
            TokenKind::AtIdent => {
                if self.sym() == self.words.codegen || self.sym() == self.words.meta {
                    let d = diag::expected_expression(t.span);
                    self.error(d);
                    self.bump();
                    return self.mk_expr(lo, ExprKind::Error);
                }
                let e = self.parse_intrinsic();
                return self.alloc(e);
            }
            TokenKind::AtParen => {
                let e = self.parse_dynamic_name();
                return self.alloc(e);
            }
            _ => {}
        }
        let global_op =
            self.at(TokenKind::ColonColon) && self.peek_kw(1) == Some(Keyword::Operator);
        if global_op || self.at_kw(Keyword::Operator) {
            // `operator+(a, b)`, `::operator new(n)`: a function named by
            // its operator-function-id.
            let global = self.eat(TokenKind::ColonColon);
            let (ident, conv_type) = self.parse_operator_name();
            let name = self.alloc(QualName {
                span: self.span_from(lo),
                global,
                segments: self.alloc_slice(&[NameSegment {
                    ident,
                    template_args: None,
                    conv_type,
                }]),
            });
            return self.mk_expr(lo, ExprKind::Name(name));
        }
        if let Some(k) = self.kw() {
            match k {
                Keyword::True | Keyword::False => {
                    self.bump();
                    return self.mk_expr(lo, ExprKind::Bool(k == Keyword::True));
                }
                Keyword::Nullptr => {
                    self.bump();
                    return self.mk_expr(lo, ExprKind::Nullptr);
                }
                Keyword::This => {
                    self.bump();
                    return self.mk_expr(lo, ExprKind::This);
                }
                Keyword::StaticCast
                | Keyword::ReinterpretCast
                | Keyword::ConstCast
                | Keyword::DynamicCast => {
                    return self.parse_named_cast(k);
                }
                _ => {}
            }
            if k == Keyword::Int && self.peek_kind(1) == TokenKind::Ellipsis {
                // Circle's `int...`: the current pack expansion index.
                self.bump();
                self.bump();
                return self.mk_expr(lo, ExprKind::PackIndex);
            }
            if self.starts_type_id(0) {
                return self.parse_functional_cast(lo);
            }
            return self.error_expr();
        }
        if self.at_ident() || (self.at(TokenKind::ColonColon) && self.peek_is_ident(1)) {
            if self.starts_type_id(0) && self.functional_cast_follows() {
                return self.parse_functional_cast(lo);
            }
            let Some(name) = self.parse_qual_name(false) else {
                return self.error_expr();
            };
            return self.mk_expr(lo, ExprKind::Name(name));
        }
        self.error_expr()
    }

    /// After a type name: `(` or `{` makes a functional cast / temporary.
    /// At `(`: the type name after it is followed by `{`, or by `(` that
    /// does not start a function declarator, so it begins an expression.
    fn paren_functional_cast(&self) -> bool {
        // `(typename T::type(0) + ...)`: the name after the keyword.
        let at = if self.peek_kw(1) == Some(Keyword::Typename) {
            2
        } else {
            1
        };
        // `(int(x) * y)`, `(int(x))`: a simple type keyword applied to an
        // operand (a function type `int(long)` would list types).
        if self.peek_kw(at).is_some_and(crate::types::is_type_keyword)
            && self.peek_kind(at + 1) == TokenKind::LParen
        {
            return !self.starts_type_id(at + 2)
                && !matches!(
                    self.peek_kind(at + 2),
                    TokenKind::RParen | TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp
                );
        }
        if !self.peek_is_ident(at) && self.peek_kind(at) != TokenKind::ColonColon {
            return false;
        }
        // `(decltype(e))` / `(__typeof(e))` closing right after the
        // specifier is a cast; `(decltype(e)(x))` a functional cast.
        let w = self.peek_sym(at);
        if (w == self.words.decltype_alt || self.words.typeof_alt.contains(&w))
            && self.peek_kind(at + 1) == TokenKind::LParen
        {
            return self.matching_paren(at + 1).is_some_and(|i| {
                matches!(self.peek_kind(i + 1), TokenKind::LParen | TokenKind::LBrace)
            });
        }
        let Some((end, _)) = self.scan_name(at) else {
            return false;
        };
        match self.peek_kind(end) {
            TokenKind::LBrace => true,
            // `(E())`: a cast to a function type is never valid, so the
            // empty parentheses construct a temporary (`throw (E())`).
            TokenKind::LParen if self.peek_kind(end + 1) == TokenKind::RParen => true,
            TokenKind::LParen => {
                !(matches!(
                    self.peek_kind(end + 1),
                    TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp
                ) || self.starts_type_id(end + 1))
            }
            _ => false,
        }
    }

    fn functional_cast_follows(&self) -> bool {
        match self.scan_name(0) {
            Some((end, _)) => matches!(self.peek_kind(end), TokenKind::LParen | TokenKind::LBrace),
            None => false,
        }
    }

    /// ```text
    /// explicit-type-conversion:
    ///     simple-type-specifier '(' expression-list? ')'
    ///     simple-type-specifier braced-init-list
    /// ```
    fn parse_functional_cast(&mut self, lo: u32) -> &'a Expr<'a> {
        let spec = self.parse_decl_specifiers(crate::types::SpecCtx::TypeId);
        let ty = spec.ty;
        match self.kind() {
            TokenKind::LParen => {
                let open = self.bump().span;
                let args = self.parse_expr_list(TokenKind::RParen);
                self.expect(TokenKind::RParen, ")", Some((open, "(")));
                let c = self.alloc(ConstructExpr {
                    ty,
                    args,
                    braced: false,
                });
                self.mk_expr(lo, ExprKind::Construct(c))
            }
            TokenKind::LBrace => {
                let args = self.parse_braced_list();
                let c = self.alloc(ConstructExpr {
                    ty,
                    args,
                    braced: true,
                });
                self.mk_expr(lo, ExprKind::Construct(c))
            }
            _ => {
                let d = diag::expected_lparen_after(self.span(), "type name");
                self.error(d);
                self.mk_expr(lo, ExprKind::Error)
            }
        }
    }

    /// ```text
    /// named-cast:
    ///     ('static_cast' | 'reinterpret_cast' | 'const_cast' | 'dynamic_cast')
    ///         '<' type-id '>' '(' expression ')'
    /// ```
    fn parse_named_cast(&mut self, k: Keyword) -> &'a Expr<'a> {
        let lo = self.bump().span.lo;
        let kind = match k {
            Keyword::StaticCast => CastKind::Static,
            Keyword::ReinterpretCast => CastKind::Reinterpret,
            Keyword::ConstCast => CastKind::Const,
            _ => CastKind::Dynamic,
        };
        let lt = self.span();
        if !self.expect(TokenKind::Lt, "<", None) {
            self.recover_to_semi();
            return self.mk_expr(lo, ExprKind::Error);
        }
        let saved = self.ctx;
        self.ctx.no_gt = true;
        let ty = self.parse_type_id();
        self.ctx = saved;
        if !self.eat_template_close() {
            let d = diag::expected_token(self.span(), ">", Some((lt, "<")));
            self.error(d);
        }
        let operand = if self.at(TokenKind::LParen) {
            let open = self.bump().span;
            let saved = std::mem::take(&mut self.ctx);
            let e = self.parse_expr();
            self.ctx = saved;
            self.expect(TokenKind::RParen, ")", Some((open, "(")));
            e
        } else {
            let d = diag::expected_token(self.span(), "(", None);
            self.error(d);
            self.alloc(Expr {
                span: Span::new(self.prev_end(), self.prev_end()),
                kind: ExprKind::Error,
            })
        };
        let c = self.alloc(CastExpr { kind, ty, operand });
        self.mk_expr(lo, ExprKind::Cast(c))
    }

    /// ```text
    /// lambda-expression:
    ///     '[' lambda-capture? ']' attribute* ('(' parameter-declaration-clause ')')?
    ///         ('mutable' | 'constexpr' | cuda-space)* noexcept? ('->' type-id)? compound-statement
    /// lambda-capture:
    ///     ('=' | '&')? (',' capture)* | capture (',' capture)*
    /// capture:
    ///     '&'? identifier ('=' initializer-clause)? '...'? | 'this' | '*' 'this'
    /// ```
    fn parse_lambda(&mut self) -> &'a Expr<'a> {
        let open = self.bump().span; // [
        let lo = open.lo;
        let mut default_capture = None;
        let mut captures = Vec::new();
        let saved = std::mem::take(&mut self.ctx);
        while !self.at(TokenKind::RBracket) && !self.at_eof() {
            let start = self.pos;
            let clo = self.span().lo;
            let next_closes = matches!(self.peek_kind(1), TokenKind::Comma | TokenKind::RBracket);
            if captures.is_empty()
                && default_capture.is_none()
                && next_closes
                && self.at(TokenKind::Eq)
            {
                self.bump();
                default_capture = Some(CaptureDefault::Copy);
            } else if captures.is_empty()
                && default_capture.is_none()
                && next_closes
                && self.at(TokenKind::Amp)
            {
                self.bump();
                default_capture = Some(CaptureDefault::Ref);
            } else if self.at_kw(Keyword::This) {
                self.bump();
                captures.push(Capture {
                    span: self.span_from(clo),
                    kind: CaptureKind::This,
                    name: None,
                    init: None,
                });
            } else if self.at(TokenKind::Star) && self.peek_kw(1) == Some(Keyword::This) {
                self.bump();
                self.bump();
                captures.push(Capture {
                    span: self.span_from(clo),
                    kind: CaptureKind::StarThis,
                    name: None,
                    init: None,
                });
            } else {
                let kind = if self.eat(TokenKind::Amp) {
                    CaptureKind::Ref
                } else {
                    CaptureKind::Copy
                };
                self.eat(TokenKind::Ellipsis);
                if !self.at_ident() {
                    let d = diag::expected_identifier(self.span());
                    self.error(d);
                    self.skip_until(&[TokenKind::RBracket]);
                    break;
                }
                let name = self.ident();
                self.eat(TokenKind::Ellipsis);
                let init = match self.kind() {
                    TokenKind::Eq => {
                        self.bump();
                        Some(self.parse_initializer_clause())
                    }
                    TokenKind::LParen | TokenKind::LBrace => {
                        let l = self.span().lo;
                        let args = if self.at(TokenKind::LBrace) {
                            self.parse_braced_list()
                        } else {
                            let o = self.bump().span;
                            let a = self.parse_expr_list(TokenKind::RParen);
                            self.expect(TokenKind::RParen, ")", Some((o, "(")));
                            a
                        };
                        Some(self.mk_expr(l, ExprKind::InitList(args)))
                    }
                    _ => None,
                };
                captures.push(Capture {
                    span: self.span_from(clo),
                    kind,
                    name: Some(name),
                    init,
                });
            }
            if self.pos == start || !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.ctx = saved;
        if !self.expect(TokenKind::RBracket, "]", Some((open, "["))) {
            self.skip_until(&[TokenKind::RBracket, TokenKind::LBrace, TokenKind::Semi]);
            self.eat(TokenKind::RBracket);
        }
        let mut specs = Specifiers::NONE;
        self.parse_lambda_specs(&mut specs);
        self.names.push();
        let tparams_lo = self.span().lo;
        let tparams = if self.at(TokenKind::Lt) {
            let d = diag::lambda_template_extension(self.span());
            self.error(d);
            Some(self.parse_template_params())
        } else {
            None
        };
        let mut ty = None;
        if self.at(TokenKind::LParen) {
            let suffix = self.parse_function_suffix(&mut specs);
            self.parse_lambda_specs(&mut specs);
            let auto = self.alloc(TypeExpr {
                span: Span::new(lo, lo),
                cv: Cv::NONE,
                kind: TypeKind::Auto,
            });
            let mut d = crate::declarator::Declarator::default();
            d.derivations.push(suffix);
            let mut t = self.apply_declarator(auto, &d);
            if let (TypeKind::Function(f), true) = (t.kind, self.at(TokenKind::Arrow)) {
                // `(params) mutable -> ret`: the return type after the specifiers.
                self.bump();
                let ret = self.parse_type_id();
                let f2 = self.alloc(FunctionType {
                    ret,
                    trailing_return: true,
                    ..*f
                });
                t = self.alloc(TypeExpr {
                    span: t.span.to(ret.span),
                    cv: Cv::NONE,
                    kind: TypeKind::Function(f2),
                });
            }
            if let TypeKind::Function(f) = t.kind {
                for p in f.params {
                    if let Some(n) = p.name {
                        self.names.declare(n.sym, crate::names::NameKind::Value);
                    }
                }
            }
            ty = Some(t);
        }
        if self.at(TokenKind::Arrow) && ty.is_none() {
            // `[] -> int { ... }` (C++23 form without parameters).
            self.bump();
            let ret = self.parse_type_id();
            let f = self.alloc(FunctionType {
                ret,
                params: &[],
                variadic: false,
                trailing_return: true,
                noexcept: false,
                noexcept_expr: None,
                method_cv: Cv::NONE,
                ref_qual: RefQualifier::None,
            });
            ty = Some(self.alloc(TypeExpr {
                span: ret.span,
                cv: Cv::NONE,
                kind: TypeKind::Function(f),
            }));
        }
        let ty = ty.unwrap_or_else(|| {
            let auto = self.alloc(TypeExpr {
                span: Span::new(lo, lo),
                cv: Cv::NONE,
                kind: TypeKind::Auto,
            });
            let f = self.alloc(FunctionType {
                ret: auto,
                params: &[],
                variadic: false,
                trailing_return: false,
                noexcept: false,
                noexcept_expr: None,
                method_cv: Cv::NONE,
                ref_qual: RefQualifier::None,
            });
            self.alloc(TypeExpr {
                span: Span::new(lo, lo),
                cv: Cv::NONE,
                kind: TypeKind::Function(f),
            })
        });
        let saved_member = std::mem::replace(&mut self.in_member_meta, false);
        let body = self.parse_compound_statement(Staging::Normal);
        self.in_member_meta = saved_member;
        self.names.pop();
        let body = self.alloc(body);
        let template =
            tparams.map(|params| self.lambda_call_template(params, ty, specs, body, tparams_lo));
        let l = self.alloc(LambdaExpr {
            default_capture,
            captures: self.alloc_slice(&captures),
            ty,
            specs,
            body,
            template,
        });
        self.mk_expr(lo, ExprKind::Lambda(l))
    }

    /// The call operator of a lambda with a template parameter list, as
    /// the member function template a class would declare: `template<...>
    /// auto operator()(params) const { body }` (not const when `mutable`).
    fn lambda_call_template(
        &mut self,
        params: &'a [crate::ast::TemplateParam<'a>],
        ty: &'a TypeExpr<'a>,
        specs: Specifiers,
        body: &'a crate::ast::Stmt<'a>,
        lo: u32,
    ) -> &'a crate::ast::Decl<'a> {
        let ty = match ty.kind {
            TypeKind::Function(f) if !specs.has(Specifiers::MUTABLE) => {
                let f2 = self.alloc(FunctionType {
                    method_cv: f.method_cv.with(Cv::CONST),
                    ..*f
                });
                self.alloc(TypeExpr {
                    kind: TypeKind::Function(f2),
                    ..*ty
                })
            }
            _ => ty,
        };
        let span = Span::new(lo, lo);
        let sym = self.interner.intern("operator()");
        let segments = self.alloc_slice(&[crate::ast::NameSegment {
            ident: crate::ast::Ident { sym, span },
            template_args: None,
            conv_type: None,
        }]);
        let name = self.alloc(crate::ast::QualName {
            span,
            global: false,
            segments,
        });
        let f = self.alloc(crate::ast::FunctionDecl {
            name,
            ty,
            specs: Specifiers(specs.0 & !Specifiers::MUTABLE),
            body: Some(body),
            kernel_attrs: Default::default(),
            member_inits: &[],
            def: Default::default(),
        });
        let inner = self.mk_decl(lo, Staging::Normal, crate::ast::DeclKind::Function(f));
        let inner = self.alloc(inner);
        let t = self.alloc(crate::ast::TemplateDecl {
            params,
            decl: inner,
        });
        let d = self.mk_decl(lo, Staging::Normal, crate::ast::DeclKind::Template(t));
        self.alloc(d)
    }

    /// ```text
    /// pack-selector:
    ///     '...' '[' constant-expression ']'
    ///     '...' '[' constant-expression? ':' constant-expression? (':' constant-expression?)? ']'
    /// ```
    /// Circle's pack subscript and static slice (`::` lexes as one token:
    /// `[::-1]` and `[1::2]` omit the end).
    pub(crate) fn parse_pack_selector(&mut self) -> &'a PackSelector<'a> {
        let lo = self.bump().span.lo; // ...
        let open = self.bump().span; // [
        let saved = std::mem::take(&mut self.ctx);
        let bound = |p: &mut Self| -> Option<&'a Expr<'a>> {
            (!matches!(
                p.kind(),
                TokenKind::Colon | TokenKind::ColonColon | TokenKind::RBracket
            ))
            .then(|| p.parse_assignment_expr())
        };
        let first = bound(self);
        let mut sel = PackSelector {
            span: open,
            index: None,
            begin: None,
            end: None,
            step: None,
        };
        match self.kind() {
            TokenKind::ColonColon => {
                self.bump();
                sel.begin = first;
                sel.step = bound(self);
            }
            TokenKind::Colon => {
                self.bump();
                sel.begin = first;
                sel.end = bound(self);
                if self.eat(TokenKind::Colon) {
                    sel.step = bound(self);
                }
            }
            _ => {
                if first.is_none() {
                    let d = diag::expected_expression(self.span());
                    self.error(d);
                }
                sel.index = first;
            }
        }
        self.ctx = saved;
        self.expect(TokenKind::RBracket, "]", Some((open, "[")));
        sel.span = self.span_from(lo);
        self.alloc(sel)
    }

    /// `mutable`, `constexpr`, CUDA spaces and attributes on a lambda.
    fn parse_lambda_specs(&mut self, specs: &mut Specifiers) {
        loop {
            let flag = match self.kw() {
                Some(Keyword::Mutable) => Specifiers::MUTABLE,
                Some(Keyword::Constexpr) => Specifiers::CONSTEXPR,
                Some(Keyword::Device) => Specifiers::DEVICE,
                Some(Keyword::Host) => Specifiers::HOST,
                Some(Keyword::Global) => Specifiers::GLOBAL,
                _ => 0,
            };
            if flag != 0 {
                *specs = specs.with(flag);
                self.bump();
            } else if self.at_gnu_attribute() {
                *specs = specs.with(self.parse_gnu_attribute());
            } else if self.at(TokenKind::LBracket) && self.peek_kind(1) == TokenKind::LBracket {
                self.skip_cxx11_attribute();
            } else if self.at_kw(Keyword::Noexcept) {
                self.bump();
                if self.at(TokenKind::LParen) {
                    self.bump();
                    self.skip_until(&[TokenKind::RParen]);
                    self.eat(TokenKind::RParen);
                }
            } else {
                return;
            }
        }
    }

    /// ```text
    /// left-fold:
    ///     '...' fold-operator cast-expression
    /// ```
    /// (inside the parentheses of a fold expression; `(init op ... op pack)`
    /// is parsed by the binary loop).
    fn parse_left_fold(&mut self) -> &'a Expr<'a> {
        let lo = self.bump().span.lo; // ...
        let Some(op) = self.binary_op() else {
            return self.error_expr();
        };
        self.bump();
        let rhs = self.parse_binary(op.precedence() + 1);
        let f = self.alloc(FoldExpr {
            op,
            lhs: None,
            rhs: Some(rhs),
        });
        self.mk_expr(lo, ExprKind::Fold(f))
    }

    /// ```text
    /// '__builtin_offsetof' '(' type-id ',' identifier ('.' identifier | '[' expression ']')* ')'
    /// ```
    fn parse_offsetof(&mut self, lo: u32) -> &'a Expr<'a> {
        self.bump();
        let open = self.bump().span;
        let saved = std::mem::take(&mut self.ctx);
        let ty = self.parse_type_id();
        let mut path = Vec::new();
        if self.expect(TokenKind::Comma, ",", None) {
            if self.at_ident() {
                path.push(Designator::Field(self.ident()));
                loop {
                    if self.at(TokenKind::Dot) && self.peek_is_ident(1) {
                        self.bump();
                        path.push(Designator::Field(self.ident()));
                    } else if self.at(TokenKind::LBracket) {
                        let ob = self.bump().span;
                        let idx = self.parse_expr();
                        self.expect(TokenKind::RBracket, "]", Some((ob, "[")));
                        path.push(Designator::Index(idx));
                    } else {
                        break;
                    }
                }
            } else {
                let d = diag::expected_unqualified_id(self.span());
                self.error(d);
            }
        }
        self.ctx = saved;
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen]);
            self.eat(TokenKind::RParen);
        }
        let o = self.alloc(OffsetOfExpr {
            ty,
            path: self.alloc_slice(&path),
        });
        self.mk_expr(lo, ExprKind::OffsetOf(o))
    }
}
