//! Statements.

use crate::ast::*;
use crate::cursor::Parser;
use crate::decl::DeclScope;
use crate::declarator::DeclaratorKind;
use crate::diagnostics as diag;
use crate::names::NameKind;
use crate::types::SpecCtx;
use lexer::token::{Keyword, TokenKind};

impl<'a> Parser<'a, '_> {
    pub(crate) fn mk_stmt(&self, lo: u32, kind: StmtKind<'a>) -> Stmt<'a> {
        Stmt {
            span: self.span_from(lo),
            staging: Staging::Normal,
            kind,
        }
    }

    fn error_stmt(&self, lo: u32) -> Stmt<'a> {
        self.mk_stmt(lo, StmtKind::Error)
    }

    /// ```text
    /// statement:
    ///     compound-statement | expression-statement | declaration-statement
    ///     | selection-statement | iteration-statement | jump-statement
    ///     | labeled-statement | try-block | ('@meta' | '@codegen') statement
    /// ```
    pub(crate) fn parse_statement(&mut self) -> Stmt<'a> {
        let lo = self.span().lo;
        if !self.enter() {
            self.recover_to_semi();
            return self.error_stmt(lo);
        }
        let s = self.parse_statement_inner();
        self.leave();
        s
    }

    /// `__attribute__((fallthrough));` and other GNU attributes on a null
    /// statement. Attributes before a declaration stay for the
    /// declaration's specifiers.
    fn gnu_attributed_null_statement(&mut self, lo: u32) -> Option<Stmt<'a>> {
        if !(self.at(TokenKind::Ident) && self.sym() == self.words.attribute) {
            return None;
        }
        let start = self.pos;
        while self.at(TokenKind::Ident) && self.sym() == self.words.attribute {
            let before = self.pos;
            self.parse_gnu_attribute();
            if self.pos == before {
                break;
            }
        }
        if self.eat(TokenKind::Semi) {
            return Some(self.mk_stmt(lo, StmtKind::Null));
        }
        self.pos = start;
        None
    }

    /// The body of [`Self::parse_statement`].
    fn parse_statement_inner(&mut self) -> Stmt<'a> {
        let lo = self.span().lo;
        // Statement attributes (`[[likely]]`, `[[fallthrough]]`) are skipped.
        while self.at(TokenKind::LBracket) && self.peek_kind(1) == TokenKind::LBracket {
            self.skip_cxx11_attribute();
        }
        if let Some(s) = self.gnu_attributed_null_statement(lo) {
            return s;
        }
        match self.kind() {
            TokenKind::LBrace => return self.parse_compound_statement(Staging::Normal),
            TokenKind::Semi => {
                self.bump();
                return self.mk_stmt(lo, StmtKind::Null);
            }
            TokenKind::AtIdent
                if self.sym() == self.words.meta || self.sym() == self.words.codegen =>
            {
                return self.parse_staged_statement();
            }
            TokenKind::Ident if self.peek_kind(1) == TokenKind::Colon && self.at_ident() => {
                let name = self.ident();
                self.bump();
                let body = self.parse_labeled_body();
                return self.mk_stmt(lo, StmtKind::Label { name, body });
            }
            _ => {}
        }
        match self.kw() {
            Some(Keyword::If) => return self.parse_if(lo, Staging::Normal),
            Some(Keyword::While) => return self.parse_while(lo),
            Some(Keyword::Do) => return self.parse_do(lo),
            Some(Keyword::For) => return self.parse_for(lo, Staging::Normal),
            Some(Keyword::Switch) => return self.parse_switch(lo),
            Some(Keyword::Case) => return self.parse_case(lo),
            Some(Keyword::Default) if self.peek_kind(1) == TokenKind::Colon => {
                self.bump();
                self.bump();
                let body = self.parse_labeled_body();
                return self.mk_stmt(lo, StmtKind::Default(body));
            }
            Some(Keyword::Break) => {
                self.bump();
                self.expect_semi("break statement");
                return self.mk_stmt(lo, StmtKind::Break);
            }
            Some(Keyword::Continue) => {
                self.bump();
                self.expect_semi("continue statement");
                return self.mk_stmt(lo, StmtKind::Continue);
            }
            Some(Keyword::Return) => {
                self.bump();
                let value = if self.at(TokenKind::Semi) {
                    None
                } else if self.at(TokenKind::LBrace) {
                    Some(self.parse_initializer_clause())
                } else {
                    Some(self.parse_expr())
                };
                self.expect_semi("return statement");
                return self.mk_stmt(lo, StmtKind::Return(value));
            }
            Some(Keyword::Goto) => {
                self.bump();
                if self.at(TokenKind::Star) {
                    return self.parse_computed_goto(lo);
                }
                let target = if self.at_ident() {
                    self.ident()
                } else {
                    let d = diag::expected_identifier(self.span());
                    self.error(d);
                    self.recover_to_semi();
                    return self.error_stmt(lo);
                };
                self.expect_semi("goto statement");
                return self.mk_stmt(lo, StmtKind::Goto(target));
            }
            Some(Keyword::Try) => return self.parse_try(lo),
            Some(Keyword::Asm) => return self.parse_asm(lo),
            _ => {}
        }
        if self.at_word(self.words.asm_alt[0]) || self.at_word(self.words.asm_alt[1]) {
            return self.parse_asm(lo);
        }
        if self.starts_declaration() {
            return self.parse_declaration_statement(lo, Staging::Normal);
        }
        self.parse_expression_statement(lo)
    }

    /// The statement after a label; a label at the end of a block gets a
    /// diagnostic and a null statement.
    fn parse_labeled_body(&mut self) -> &'a Stmt<'a> {
        if self.at(TokenKind::RBrace) || self.at_eof() {
            let d = diag::expected_statement(self.span());
            self.error(d);
            let at = self.prev_end();
            return self.alloc(self.mk_stmt(at, StmtKind::Null));
        }
        let s = self.parse_statement();
        self.alloc(s)
    }

    /// ```text
    /// expression-statement:
    ///     expression? ';'
    /// ```
    fn parse_expression_statement(&mut self, lo: u32) -> Stmt<'a> {
        let start = self.pos;
        let e = self.parse_expr();
        if matches!(e.kind, ExprKind::Error) && self.pos == start {
            // Nothing usable: skip the statement.
            self.recover_to_semi();
            return self.error_stmt(lo);
        }
        // Circle's pack expansion statement `expr...;`: the statement once
        // per element, in order, which a comma fold `(expr, ...)` is.
        let e = if self.at(TokenKind::Ellipsis) && self.peek_kind(1) == TokenKind::Semi {
            self.bump();
            let f = self.alloc(crate::ast::FoldExpr {
                op: crate::ast::BinaryOp::Comma,
                lhs: Some(e),
                rhs: None,
            });
            self.mk_expr(e.span.lo, ExprKind::Fold(f))
        } else {
            e
        };
        if !self.eat(TokenKind::Semi) {
            let at = self.prev_end();
            let d = diag::expected_semi_after(Span::new(at, at), "expression");
            self.error(d);
            self.recover_to_semi();
        }
        self.mk_stmt(lo, StmtKind::Expr(e))
    }

    /// ```text
    /// declaration-statement:
    ///     block-declaration
    /// ```
    pub(crate) fn parse_declaration_statement(&mut self, lo: u32, staging: Staging) -> Stmt<'a> {
        let mut decls = Vec::new();
        // Injected by a class-scope meta statement: a member declaration.
        let scope = if self.in_member_meta && staging == Staging::Normal {
            DeclScope::Member
        } else {
            DeclScope::Block
        };
        self.parse_declaration_in(scope, staging, &mut decls);
        let mut s = self.mk_stmt(lo, StmtKind::Decl(self.alloc_slice(&decls)));
        s.staging = staging;
        s
    }

    /// ```text
    /// compound-statement:
    ///     '{' statement* '}'
    /// ```
    pub(crate) fn parse_compound_statement(&mut self, staging: Staging) -> Stmt<'a> {
        let lo = self.span().lo;
        let open = self.span();
        if !self.eat(TokenKind::LBrace) {
            let d = diag::expected_token(self.span(), "{", None);
            self.error(d);
            return self.error_stmt(lo);
        }
        self.names.push();
        let mut stmts = Vec::new();
        while !self.at(TokenKind::RBrace) && !self.at_eof() {
            let start = self.pos;
            let s = self.parse_statement();
            stmts.push(s);
            if self.pos == start {
                // Progress guarantee.
                let d = diag::expected_expression(self.span());
                self.error(d);
                self.bump();
            }
        }
        self.names.pop();
        if !self.eat(TokenKind::RBrace) {
            let d = diag::unclosed_brace(self.span(), open);
            self.error(d);
        }
        let mut s = self.mk_stmt(lo, StmtKind::Compound(self.alloc_slice(&stmts)));
        s.staging = staging;
        s
    }

    /// `( init-statement? condition )` of `if` and `switch`.
    fn parse_paren_condition(
        &mut self,
        keyword: &'static str,
    ) -> (Option<&'a Stmt<'a>>, Condition<'a>) {
        let lo = self.span().lo;
        if !self.at(TokenKind::LParen) {
            let d = diag::expected_lparen_after(self.span(), keyword);
            self.error(d);
            // As clang: skip to the `;` that ends the statement (kept, so it
            // becomes the empty body) instead of parsing the rest of a
            // broken condition as the body, which only cascades errors.
            self.skip_until(&[TokenKind::Semi]);
            let e = self.alloc(Expr {
                span: Span::new(lo, lo),
                kind: ExprKind::Error,
            });
            return (None, Condition::Expr(e));
        }
        let open = self.bump().span;
        let saved = std::mem::take(&mut self.ctx);
        let mut init = None;
        let mut cond = self.parse_condition();
        if self.at(TokenKind::Semi) {
            // The condition was an init-statement.
            let ilo = cond.span().lo;
            self.bump();
            let s = match cond {
                Condition::Expr(e) => self.mk_stmt(ilo, StmtKind::Expr(e)),
                Condition::Decl(d) => self.mk_stmt(ilo, StmtKind::Decl(self.alloc_slice(&[*d]))),
            };
            init = Some(self.alloc(s));
            cond = self.parse_condition();
        }
        self.ctx = saved;
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen, TokenKind::LBrace, TokenKind::Semi]);
            self.eat(TokenKind::RParen);
        }
        (init, cond)
    }

    /// ```text
    /// condition:
    ///     expression
    ///     decl-specifier-seq declarator ('=' initializer-clause | braced-init-list)
    /// ```
    fn parse_condition(&mut self) -> Condition<'a> {
        let depth = self.member_scopes;
        let c = self.parse_condition_inner();
        self.close_member_scopes(depth);
        c
    }

    fn parse_condition_inner(&mut self) -> Condition<'a> {
        if self.starts_declaration() {
            let lo = self.span().lo;
            let spec = self.parse_decl_specifiers(SpecCtx::Decl);
            if let Some(bty) = self.binding_follows(&spec) {
                let b = self.parse_binding(lo, Staging::Normal, &spec, bty, true);
                return Condition::Decl(self.alloc(b));
            }
            let d = self.parse_declarator(DeclaratorKind::Named);
            let ty = self.apply_declarator(spec.ty, &d);
            let Some(name) = d.name else {
                let dg = diag::expected_unqualified_id(self.span());
                self.error(dg);
                let e = self.alloc(Expr {
                    span: self.span_from(lo),
                    kind: ExprKind::Error,
                });
                return Condition::Expr(e);
            };
            if let Some(id) = name.as_simple() {
                self.names.declare(id.sym, NameKind::Value);
            }
            let init = self.parse_var_initializer();
            let alignas = self.gnu_aligned.take().or(spec.alignas);
            let vd = self.alloc(VarDecl {
                name,
                ty,
                init,
                specs: spec.specs,
                alignas,
            });
            let decl = self.mk_decl(lo, Staging::Normal, DeclKind::Var(vd));
            return Condition::Decl(self.alloc(decl));
        }
        Condition::Expr(self.parse_expr())
    }

    /// ```text
    /// if-statement:
    ///     'if' 'constexpr'? '(' init-statement? condition ')' statement ('else' statement)?
    ///     'if' 'codegen' '(' condition ')' statement ('else' statement)?
    ///     '@codegen' 'if' ...   |   '@meta' 'if' ...
    /// ```
    pub(crate) fn parse_if(&mut self, lo: u32, staging: Staging) -> Stmt<'a> {
        self.bump(); // if
        let mut staging = staging;
        let mut codegen_keyword = false;
        let mut constexpr = false;
        if self.at(TokenKind::Ident)
            && self.sym() == self.words.codegen
            && self.peek_kind(1) == TokenKind::LParen
        {
            self.bump();
            codegen_keyword = true;
            staging = Staging::Codegen;
        } else if self.eat_kw(Keyword::Constexpr) {
            constexpr = true;
        }
        self.names.push();
        let (init, cond) =
            self.parse_paren_condition(if codegen_keyword { "if codegen" } else { "if" });
        let then = self.parse_substatement();
        let otherwise = if self.eat_kw(Keyword::Else) {
            Some(self.parse_substatement())
        } else {
            None
        };
        self.names.pop();
        let is = self.alloc(IfStmt {
            init,
            cond,
            then,
            otherwise,
            constexpr,
            codegen_keyword,
        });
        let mut s = self.mk_stmt(lo, StmtKind::If(is));
        s.staging = staging;
        s
    }

    /// A statement in its own scope (the body of `if`, loops, `switch`).
    fn parse_substatement(&mut self) -> &'a Stmt<'a> {
        self.names.push();
        let s = if self.at(TokenKind::RBrace) || self.at_eof() {
            let d = diag::expected_statement(self.span());
            self.error(d);
            let at = self.prev_end();
            self.mk_stmt(at, StmtKind::Null)
        } else {
            self.parse_statement()
        };
        self.names.pop();
        self.alloc(s)
    }

    /// ```text
    /// while-statement:
    ///     'while' '(' condition ')' statement
    /// ```
    pub(crate) fn parse_while(&mut self, lo: u32) -> Stmt<'a> {
        self.bump();
        self.names.push();
        let (init, cond) = self.parse_paren_condition("while");
        if let Some(i) = init {
            let d = diag::expected_token(i.span, ")", None);
            self.error(d);
        }
        let body = self.parse_substatement();
        self.names.pop();
        let ws = self.alloc(WhileStmt { cond, body });
        self.mk_stmt(lo, StmtKind::While(ws))
    }

    /// ```text
    /// do-statement:
    ///     'do' statement 'while' '(' expression ')' ';'
    /// ```
    pub(crate) fn parse_do(&mut self, lo: u32) -> Stmt<'a> {
        self.bump();
        let body = self.parse_substatement();
        if !self.eat_kw(Keyword::While) {
            let d = diag::expected_while_in_do(self.span());
            self.error(d);
            self.recover_to_semi();
            let e = self.alloc(Expr {
                span: self.span_from(lo),
                kind: ExprKind::Error,
            });
            return self.mk_stmt(lo, StmtKind::DoWhile { body, cond: e });
        }
        let cond = if self.at(TokenKind::LParen) {
            let open = self.bump().span;
            let saved = std::mem::take(&mut self.ctx);
            let e = self.parse_expr();
            self.ctx = saved;
            self.expect(TokenKind::RParen, ")", Some((open, "(")));
            e
        } else {
            let d = diag::expected_lparen_after(self.span(), "while");
            self.error(d);
            self.alloc(Expr {
                span: self.span_from(lo),
                kind: ExprKind::Error,
            })
        };
        self.expect_semi("do/while statement");
        self.mk_stmt(lo, StmtKind::DoWhile { body, cond })
    }

    /// ```text
    /// for-statement:
    ///     'for' '(' init-statement condition? ';' expression? ')' statement
    ///     'for' '(' init-statement? for-range-declaration ':' expression ')' statement
    ///     '@meta' 'for' 'enum' '(' for-range-declaration ':' type-id ')' statement
    /// ```
    pub(crate) fn parse_for(&mut self, lo: u32, staging: Staging) -> Stmt<'a> {
        let for_tok = self.bump();
        let is_enum = self.at_kw(Keyword::Enum);
        if is_enum {
            self.bump();
            if staging != Staging::Meta {
                let d = diag::for_enum_requires_meta(for_tok.span);
                self.error(d);
            }
        }
        if !self.at(TokenKind::LParen) {
            let d = diag::expected_lparen_after(self.span(), "for");
            self.error(d);
            self.recover_to_semi();
            return self.error_stmt(lo);
        }
        let open = self.bump().span;
        let saved = std::mem::take(&mut self.ctx);
        self.names.push();
        let result = self.parse_for_rest(lo, open, is_enum);
        self.names.pop();
        self.ctx = saved;
        let mut s = result;
        s.staging = staging;
        s
    }

    /// After `for (`: the range form, the `@meta for enum` form, or the
    /// init-statement of the classic form.
    fn parse_for_rest(&mut self, lo: u32, open: Span, is_enum: bool) -> Stmt<'a> {
        let depth = self.member_scopes;
        let s = self.parse_for_rest_inner(lo, open, is_enum);
        self.close_member_scopes(depth);
        s
    }

    fn parse_for_rest_inner(&mut self, lo: u32, open: Span, is_enum: bool) -> Stmt<'a> {
        let close = |p: &mut Self| {
            if !p.expect(TokenKind::RParen, ")", Some((open, "("))) {
                p.skip_until(&[TokenKind::RParen, TokenKind::LBrace, TokenKind::Semi]);
                p.eat(TokenKind::RParen);
            }
        };
        // Range form, or a declaration init-statement.
        if is_enum || self.starts_declaration() {
            let dlo = self.span().lo;
            let spec = self.parse_decl_specifiers(SpecCtx::Decl);
            if let Some(bty) = self.binding_follows(&spec) {
                let var = self.parse_binding(dlo, Staging::Normal, &spec, bty, false);
                let var = self.alloc(var);
                if !self.eat(TokenKind::Colon) {
                    let dg = diag::expected_range_colon(self.span());
                    self.error(dg);
                }
                let range = if self.at(TokenKind::LBrace) {
                    self.parse_initializer_clause()
                } else {
                    self.parse_expr()
                };
                close(self);
                let body = self.parse_substatement();
                if is_enum {
                    let dg = diag::expected_range_colon(var.span);
                    self.error(dg);
                }
                let rf = self.alloc(RangeForStmt {
                    init: None,
                    var,
                    range,
                    body,
                });
                return self.mk_stmt(lo, StmtKind::RangeFor(rf));
            }
            let d = self.parse_declarator(DeclaratorKind::Named);
            if self.at(TokenKind::Colon) || is_enum {
                let ty = self.apply_declarator(spec.ty, &d);
                let name = match d.name {
                    Some(n) => n,
                    None => {
                        let dg = diag::expected_unqualified_id(self.span());
                        self.error(dg);
                        let sym = self.interner.intern("");
                        self.alloc(QualName {
                            span: self.span_from(dlo),
                            global: false,
                            segments: self.alloc_slice(&[NameSegment {
                                ident: Ident {
                                    sym,
                                    span: self.span_from(dlo),
                                },
                                template_args: None,
                                conv_type: None,
                            }]),
                        })
                    }
                };
                if let Some(id) = name.as_simple() {
                    self.names.declare(id.sym, NameKind::Value);
                }
                let alignas = self.gnu_aligned.take().or(spec.alignas);
                let vd = self.alloc(VarDecl {
                    name,
                    ty,
                    init: None,
                    specs: spec.specs,
                    alignas,
                });
                let var = self.mk_decl(dlo, Staging::Normal, DeclKind::Var(vd));
                let var = self.alloc(var);
                if !self.eat(TokenKind::Colon) {
                    let dg = diag::expected_range_colon(self.span());
                    self.error(dg);
                }
                if is_enum {
                    let enum_ty = self.parse_type_id();
                    close(self);
                    let body = self.parse_substatement();
                    let fe = self.alloc(ForEnumStmt { var, enum_ty, body });
                    return self.mk_stmt(lo, StmtKind::ForEnum(fe));
                }
                let range = if self.at(TokenKind::LBrace) {
                    self.parse_initializer_clause()
                } else {
                    self.parse_expr()
                };
                close(self);
                let body = self.parse_substatement();
                let rf = self.alloc(RangeForStmt {
                    init: None,
                    var,
                    range,
                    body,
                });
                return self.mk_stmt(lo, StmtKind::RangeFor(rf));
            }
            let mut decls = Vec::new();
            self.finish_init_declarators(
                dlo,
                DeclScope::Block,
                Staging::Normal,
                &spec,
                d,
                &mut decls,
            );
            let init = self.mk_stmt(dlo, StmtKind::Decl(self.alloc_slice(&decls)));
            return self.parse_for_tail(lo, Some(self.alloc(init)), close);
        }
        let init = if self.eat(TokenKind::Semi) {
            None
        } else {
            let ilo = self.span().lo;
            let e = self.parse_expr();
            self.expect_semi("for loop initializer");
            Some(self.alloc(self.mk_stmt(ilo, StmtKind::Expr(e))))
        };
        self.parse_for_tail(lo, init, close)
    }

    /// ```text
    /// for-tail:
    ///     condition? ';' expression? ')' statement
    /// ```
    fn parse_for_tail(
        &mut self,
        lo: u32,
        init: Option<&'a Stmt<'a>>,
        close: impl Fn(&mut Self),
    ) -> Stmt<'a> {
        let cond = if self.at(TokenKind::Semi) {
            None
        } else {
            Some(self.parse_condition())
        };
        if !self.eat(TokenKind::Semi) {
            let at = self.prev_end();
            let d = diag::expected_semi_after(Span::new(at, at), "for loop condition");
            self.error(d);
        }
        let step = if self.at(TokenKind::RParen) {
            None
        } else {
            Some(self.parse_expr())
        };
        close(self);
        let body = self.parse_substatement();
        let fs = self.alloc(ForStmt {
            init,
            cond,
            step,
            body,
        });
        self.mk_stmt(lo, StmtKind::For(fs))
    }

    /// ```text
    /// switch-statement:
    ///     'switch' '(' init-statement? condition ')' statement
    /// ```
    pub(crate) fn parse_switch(&mut self, lo: u32) -> Stmt<'a> {
        self.bump();
        self.names.push();
        let (init, cond) = self.parse_paren_condition("switch");
        let body = self.parse_substatement();
        self.names.pop();
        let ss = self.alloc(SwitchStmt { init, cond, body });
        self.mk_stmt(lo, StmtKind::Switch(ss))
    }

    /// ```text
    /// labeled-statement:
    ///     'case' constant-expression ('...' constant-expression)? ':' statement
    /// ```
    fn parse_case(&mut self, lo: u32) -> Stmt<'a> {
        self.bump();
        let value = self.parse_conditional_expr();
        let high = if self.eat(TokenKind::Ellipsis) {
            Some(self.parse_conditional_expr())
        } else {
            None
        };
        if !self.eat(TokenKind::Colon) {
            let d = diag::expected_token(self.span(), ":", None);
            self.error(d);
            if !self.at(TokenKind::LBrace) {
                self.skip_until(&[TokenKind::Colon, TokenKind::Semi]);
                self.eat(TokenKind::Colon);
            }
        }
        let body = self.parse_labeled_body();
        let cs = self.alloc(CaseStmt { value, high, body });
        self.mk_stmt(lo, StmtKind::Case(cs))
    }

    /// ```text
    /// try-block:
    ///     'try' compound-statement handler+
    /// handler:
    ///     'catch' '(' (exception-declaration | '...') ')' compound-statement
    /// ```
    fn parse_try(&mut self, lo: u32) -> Stmt<'a> {
        self.bump();
        self.parse_try_after_keyword(lo)
    }

    /// A try-block after its `try`; a constructor's function-try-block has
    /// its mem-initializers in between (`A() try : m(f()) { } catch ...`).
    pub(crate) fn parse_try_after_keyword(&mut self, lo: u32) -> Stmt<'a> {
        let body = self.parse_compound_statement(Staging::Normal);
        let body = self.alloc(body);
        let mut handlers = Vec::new();
        while self.at_kw(Keyword::Catch) {
            let hlo = self.bump().span.lo;
            self.names.push();
            let mut param = None;
            if self.at(TokenKind::LParen) {
                let open = self.bump().span;
                if !self.eat(TokenKind::Ellipsis) {
                    let plo = self.span().lo;
                    let spec = self.parse_decl_specifiers(SpecCtx::Param);
                    let d = self.parse_declarator(DeclaratorKind::Param);
                    let ty = self.apply_declarator(spec.ty, &d);
                    let name = d.name.unwrap_or_else(|| {
                        let sym = self.interner.intern("");
                        self.alloc(QualName {
                            span: Span::new(self.prev_end(), self.prev_end()),
                            global: false,
                            segments: self.alloc_slice(&[NameSegment {
                                ident: Ident {
                                    sym,
                                    span: Span::new(self.prev_end(), self.prev_end()),
                                },
                                template_args: None,
                                conv_type: None,
                            }]),
                        })
                    });
                    if let Some(id) = name.as_simple() {
                        self.names.declare(id.sym, NameKind::Value);
                    }
                    let vd = self.alloc(VarDecl {
                        name,
                        ty,
                        init: None,
                        specs: spec.specs,
                        alignas: None,
                    });
                    let decl = self.mk_decl(plo, Staging::Normal, DeclKind::Var(vd));
                    param = Some(self.alloc(decl));
                }
                if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
                    self.skip_until(&[TokenKind::RParen, TokenKind::LBrace]);
                    self.eat(TokenKind::RParen);
                }
            } else {
                let d = diag::expected_lparen_after(self.span(), "catch");
                self.error(d);
            }
            let hbody = self.parse_compound_statement(Staging::Normal);
            self.names.pop();
            handlers.push(CatchHandler {
                span: self.span_from(hlo),
                param,
                body: self.alloc(hbody),
            });
        }
        if handlers.is_empty() {
            let d = diag::expected_catch(self.span());
            self.error(d);
        }
        let ts = self.alloc(TryStmt {
            body,
            handlers: self.alloc_slice(&handlers),
        });
        self.mk_stmt(lo, StmtKind::Try(ts))
    }

    /// ```text
    /// asm-statement:
    ///     ('asm' | '__asm__') ('volatile' | 'inline' | 'goto')* '(' string-literal
    ///         (':' operands? (':' operands? (':' clobbers?)?)?)? ')' ';'
    /// operand:
    ///     ('[' identifier ']')? string-literal '(' expression ')'
    /// ```
    fn parse_asm(&mut self, lo: u32) -> Stmt<'a> {
        self.bump(); // asm
        let mut is_volatile = false;
        let mut is_goto = false;
        loop {
            if self.eat_kw(Keyword::Volatile) || self.eat_word(self.words.volatile_alt) {
                is_volatile = true;
            } else if self.eat_kw(Keyword::Goto) {
                is_goto = true;
            } else if self.eat_kw(Keyword::Inline) {
            } else {
                break;
            }
        }
        if !self.at(TokenKind::LParen) {
            let d = diag::expected_lparen_after(self.span(), "asm");
            self.error(d);
            self.recover_to_semi();
            return self.error_stmt(lo);
        }
        let open = self.bump().span;
        let saved = std::mem::take(&mut self.ctx);
        let template = self.parse_asm_string();
        let mut outputs: &'a [AsmOperand<'a>] = &[];
        let mut inputs: &'a [AsmOperand<'a>] = &[];
        let mut clobbers = Vec::new();
        // Sections follow ':' in order; `::` (one token) closes an empty one.
        let mut section = 0;
        loop {
            if self.eat(TokenKind::ColonColon) {
                section += 2;
            } else if self.eat(TokenKind::Colon) {
                section += 1;
            } else {
                break;
            }
            if matches!(self.kind(), TokenKind::Colon | TokenKind::ColonColon) {
                continue;
            }
            match section {
                1 => outputs = self.parse_asm_operands(),
                2 => inputs = self.parse_asm_operands(),
                3 => {
                    while matches!(self.kind(), TokenKind::String | TokenKind::RawString) {
                        clobbers.push(*self.parse_asm_string());
                        if !self.eat(TokenKind::Comma) {
                            break;
                        }
                    }
                }
                // `asm goto`'s labels: sema reports the statement.
                4 if is_goto => {
                    while self.at(TokenKind::Ident) {
                        self.bump();
                        if !self.eat(TokenKind::Comma) {
                            break;
                        }
                    }
                }
                _ => break,
            }
        }
        self.ctx = saved;
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
            self.eat(TokenKind::RParen);
        }
        self.expect_semi("asm statement");
        let a = self.alloc(AsmStmt {
            is_volatile,
            is_goto,
            template,
            outputs,
            inputs,
            clobbers: self.alloc_slice(&clobbers),
        });
        self.mk_stmt(lo, StmtKind::Asm(a))
    }

    /// A (possibly concatenated) string literal, without postfix operators.
    /// `asm("...")` at namespace scope (GCC's basic asm, module-level).
    pub(crate) fn at_file_scope_asm(&self) -> bool {
        (self.at_kw(Keyword::Asm)
            || self.at_word(self.words.asm_alt[0])
            || self.at_word(self.words.asm_alt[1]))
            && self.peek_kind(1) == TokenKind::LParen
    }

    /// ```text
    /// asm-declaration: 'asm' '(' string-literal ')' ';'
    /// ```
    pub(crate) fn parse_file_scope_asm(&mut self) {
        self.bump();
        let open = self.bump().span;
        let text = self.parse_asm_string();
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
            self.eat(TokenKind::RParen);
        }
        self.expect_semi("asm declaration");
        self.file_scope_asm.push(text);
    }

    pub(crate) fn parse_asm_string(&mut self) -> &'a Expr<'a> {
        if !matches!(self.kind(), TokenKind::String | TokenKind::RawString) {
            let d = diag::expected_string_literal(self.span());
            self.error(d);
            let at = self.span().lo;
            return self.alloc(Expr {
                span: Span::new(at, at),
                kind: ExprKind::Error,
            });
        }
        // Only the literal: `"=r"(x)` must not read as a call.
        let lo = self.span().lo;
        let mut pieces = Vec::new();
        while matches!(self.kind(), TokenKind::String | TokenKind::RawString) {
            let t = self.bump();
            pieces.push(StringPiece {
                span: t.span,
                raw: t.kind == TokenKind::RawString,
            });
        }
        let kind = ExprKind::String(self.alloc_slice(&pieces));
        self.alloc(Expr {
            span: self.span_from(lo),
            kind,
        })
    }

    /// ```text
    /// asm-operands:
    ///     asm-operand (',' asm-operand)*
    /// ```
    fn parse_asm_operands(&mut self) -> &'a [AsmOperand<'a>] {
        let mut ops = Vec::new();
        while matches!(
            self.kind(),
            TokenKind::String | TokenKind::RawString | TokenKind::LBracket
        ) {
            let start = self.pos;
            let mut symbolic_name = None;
            if self.at(TokenKind::LBracket) {
                let ob = self.bump().span;
                if self.at_ident() {
                    symbolic_name = Some(self.ident());
                }
                self.expect(TokenKind::RBracket, "]", Some((ob, "[")));
            }
            let constraint = self.parse_asm_string();
            let expr = if self.at(TokenKind::LParen) {
                let o = self.bump().span;
                let e = self.parse_expr();
                self.expect(TokenKind::RParen, ")", Some((o, "(")));
                e
            } else {
                let d = diag::expected_token(self.span(), "(", None);
                self.error(d);
                self.alloc(Expr {
                    span: Span::new(self.prev_end(), self.prev_end()),
                    kind: ExprKind::Error,
                })
            };
            ops.push(AsmOperand {
                symbolic_name,
                constraint,
                expr,
            });
            if self.pos == start || !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.alloc_slice(&ops)
    }
}
