//! Circle extensions: `@meta` and `@codegen` prefixes on statements and
//! declarations (block and namespace scope), and the `@name(args)`
//! intrinsics and `@(name)` dynamic names inside expressions. `@meta for`,
//! `@meta for enum`, `@meta if` and `if codegen` reuse the ordinary
//! statement parsers with a [`Staging`] flag.

use crate::ast::*;
use crate::cursor::Parser;
use crate::decl::DeclScope;
use crate::diagnostics as diag;
use lexer::token::{Keyword, TokenKind};

impl<'a> Parser<'a, '_> {
    /// Consumes `@meta` or `@codegen`; returns the staging and its spelling.
    fn parse_staging_prefix(&mut self) -> (Staging, &'static str) {
        let is_meta = self.sym() == self.words.meta;
        self.bump();
        if is_meta {
            (Staging::Meta, "@meta")
        } else {
            (Staging::Codegen, "@codegen")
        }
    }

    /// A statement-like construct (not a declaration) follows a prefix.
    fn staged_statement_follows(&self) -> bool {
        match self.kw() {
            Some(
                Keyword::If
                | Keyword::For
                | Keyword::While
                | Keyword::Do
                | Keyword::Switch
                | Keyword::Return
                | Keyword::Break
                | Keyword::Continue
                | Keyword::Goto
                | Keyword::Case
                | Keyword::Default
                | Keyword::Try,
            ) => true,
            _ => {
                self.at(TokenKind::LBrace)
                    || self.at(TokenKind::AtIdent)
                    || !self.starts_declaration()
            }
        }
    }

    /// ```text
    /// staged-statement:
    ///     '@meta' statement
    ///     '@codegen' (if-statement | simple-declaration)
    /// ```
    pub(crate) fn parse_staged_statement(&mut self) -> Stmt<'a> {
        let lo = self.span().lo;
        let (staging, spelling) = self.parse_staging_prefix();
        self.parse_staged_body(lo, staging, spelling)
    }

    /// The statement or declaration after a `@meta` / `@codegen` prefix
    /// (see [`Self::parse_staged_statement`]).
    fn parse_staged_body(&mut self, lo: u32, staging: Staging, spelling: &'static str) -> Stmt<'a> {
        if self.at_eof()
            || self.at(TokenKind::RBrace)
            || self.at(TokenKind::Semi) && staging == Staging::Codegen
        {
            let d = diag::expected_after_staging(self.span(), spelling);
            self.error(d);
            return self.mk_stmt(lo, StmtKind::Error);
        }
        match self.kw() {
            Some(Keyword::If) => return self.parse_if(lo, staging),
            Some(Keyword::For) if staging == Staging::Meta => return self.parse_for(lo, staging),
            _ => {}
        }
        if staging == Staging::Codegen {
            if self.starts_declaration() {
                return self.parse_declaration_statement(lo, staging);
            }
            let d = diag::codegen_prefix_misplaced(self.span());
            self.error(d);
            let mut s = self.parse_statement();
            s.span = self.span_from(lo);
            return s;
        }
        if self.staged_statement_follows() {
            let mut s = match self.kind() {
                TokenKind::LBrace => self.parse_compound_statement(staging),
                _ => self.parse_statement(),
            };
            s.span = self.span_from(lo);
            s.staging = staging;
            return s;
        }
        self.parse_declaration_statement(lo, staging)
    }

    /// A `@meta` / `@codegen` prefix at namespace or member scope: a
    /// declaration, or a statement kept as [`DeclKind::Stmt`].
    pub(crate) fn parse_staged_declaration(&mut self, scope: DeclScope, out: &mut Vec<Decl<'a>>) {
        let lo = self.span().lo;
        let (staging, spelling) = self.parse_staging_prefix();
        let is_decl = match staging {
            Staging::Codegen => !self.at_kw(Keyword::If) && self.starts_declaration(),
            _ => !self.staged_statement_follows(),
        };
        if is_decl {
            let before = out.len();
            // A class-scope `@meta int n;` declares a meta object, not a
            // data member: it is parsed as a block-scope declaration.
            let scope = match (scope, staging) {
                (DeclScope::Member, Staging::Meta) => DeclScope::Block,
                _ => scope,
            };
            self.parse_declaration_in(scope, staging, out);
            // The declarations' spans start at the prefix.
            for d in &mut out[before..] {
                d.span = Span::new(lo, d.span.hi.max(lo));
            }
            return;
        }
        let saved = self.in_namespace_meta;
        self.in_namespace_meta = scope == DeclScope::Namespace;
        let saved_member = self.in_member_meta;
        self.in_member_meta = scope == DeclScope::Member;
        let s = self.parse_staged_body(lo, staging, spelling);
        self.in_namespace_meta = saved;
        self.in_member_meta = saved_member;
        let s = self.alloc(s);
        let d = self.mk_decl(lo, staging, DeclKind::Stmt(s));
        out.push(d);
    }

    /// ```text
    /// circle-intrinsic:
    ///     '@' identifier ('(' (type-id | assignment-expression) (',' ...)* ')')?
    /// ```
    pub(crate) fn parse_intrinsic(&mut self) -> Expr<'a> {
        let t = self.tok();
        let name = Ident {
            sym: self.sym(),
            span: t.span,
        };
        self.bump();
        let mut args = Vec::new();
        if self.at(TokenKind::LParen) {
            let open = self.bump().span;
            let saved = std::mem::take(&mut self.ctx);
            while !self.at(TokenKind::RParen) && !self.at_eof() {
                let start = self.pos;
                let a = if self.starts_type_id(0) {
                    TypeOrExpr::Type(self.parse_type_id())
                } else {
                    TypeOrExpr::Expr(self.parse_assignment_expr())
                };
                args.push(a);
                if self.pos == start || !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.ctx = saved;
            if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
                self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
                self.eat(TokenKind::RParen);
            }
        }
        let ie = self.alloc(IntrinsicExpr {
            name,
            args: self.alloc_slice(&args),
        });
        Expr {
            span: self.span_from(t.span.lo),
            kind: ExprKind::Intrinsic(ie),
        }
    }

    /// ```text
    /// member-intrinsic:
    ///     postfix-expression ('.' | '->') circle-intrinsic
    /// ```
    /// `obj.@member_values()` is `@member_values(obj)`; `p->@x(i)` is
    /// `@x(*p, i)`. The `.`/`->` is consumed; the intrinsic is next.
    pub(crate) fn parse_member_intrinsic(
        &mut self,
        lo: u32,
        base: &'a Expr<'a>,
        arrow: bool,
    ) -> &'a Expr<'a> {
        let call = self.parse_intrinsic();
        let ExprKind::Intrinsic(i) = call.kind else {
            return self.alloc(call);
        };
        let object = if arrow {
            self.alloc(Expr {
                span: base.span,
                kind: ExprKind::Unary {
                    op: UnaryOp::Deref,
                    operand: base,
                },
            })
        } else {
            base
        };
        let mut args = vec![TypeOrExpr::Expr(object)];
        args.extend_from_slice(i.args);
        let ie = self.alloc(IntrinsicExpr {
            name: i.name,
            args: self.alloc_slice(&args),
        });
        self.mk_expr(lo, ExprKind::Intrinsic(ie))
    }

    /// ```text
    /// dynamic-name:
    ///     '@(' expression ')'
    /// ```
    pub(crate) fn parse_dynamic_name(&mut self) -> Expr<'a> {
        let open = self.bump().span; // `@(`
        let saved = std::mem::take(&mut self.ctx);
        let e = self.parse_expr();
        self.ctx = saved;
        self.expect(TokenKind::RParen, ")", Some((open, "@(")));
        Expr {
            span: self.span_from(open.lo),
            kind: ExprKind::DynamicName(e),
        }
    }

    /// A dynamic name used as an identifier (a declarator-id, a member
    /// name): the identifier is [`crate::DYNAMIC_NAME`] and the expression is
    /// recorded by the name's span for sema.
    pub(crate) fn parse_dynamic_ident(&mut self) -> Ident {
        let e = self.parse_dynamic_name();
        if let ExprKind::DynamicName(x) = e.kind {
            self.dynamic_names.push((e.span, x));
        }
        Ident {
            sym: self.interner.intern(crate::DYNAMIC_NAME),
            span: e.span,
        }
    }

    /// `int @("x" + s) = 1;`: a declarator-id spelled as a dynamic name.
    pub(crate) fn parse_dynamic_declarator_id(&mut self) -> &'a QualName<'a> {
        let ident = self.parse_dynamic_ident();
        self.alloc(QualName {
            span: ident.span,
            global: false,
            segments: self.alloc_slice(&[NameSegment {
                ident,
                template_args: None,
                conv_type: None,
            }]),
        })
    }
}
