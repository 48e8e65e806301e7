//! Template headers: `template<...>` declarations, explicit
//! instantiations and specializations, and template parameter lists (type,
//! non-type and template template parameters, packs, defaults).

use crate::ast::*;
use crate::cursor::Parser;
use crate::decl::DeclScope;
use crate::declarator::DeclaratorKind;
use crate::diagnostics as diag;
use crate::names::NameKind;
use crate::types::SpecCtx;
use lexer::token::{Keyword, TokenKind};

impl<'a> Parser<'a, '_> {
    /// ```text
    /// template-declaration:
    ///     'template' '<' template-parameter-list? '>' declaration
    /// explicit-instantiation:
    ///     'extern'? 'template' declaration
    /// ```
    pub(crate) fn parse_template_decl(
        &mut self,
        lo: u32,
        scope: DeclScope,
        staging: Staging,
        out: &mut Vec<Decl<'a>>,
    ) {
        self.bump(); // template
        if !self.at(TokenKind::Lt) {
            // Explicit instantiation: the declaration it names, marked.
            let mut inner = Vec::new();
            self.parse_declaration_in(scope, staging, &mut inner);
            let Some(last) = inner.pop() else { return };
            out.extend(inner);
            let named = self.alloc(last);
            let d = self.mk_decl(lo, staging, DeclKind::ExplicitInstantiation(named));
            out.push(d);
            return;
        }
        self.names.push();
        let params = self.parse_template_params();
        let mut inner = Vec::new();
        // `template<...>` headers nest through the declaration they prefix;
        // the depth guard of parse_external_declaration covers namespace
        // scope, this one covers member and block scope.
        self.template_scopes += 1;
        self.parse_declaration_in(scope, staging, &mut inner);
        self.template_scopes = 0;
        self.names.pop();
        // A struct defined in the templated declaration comes first: the
        // templated entity is the last declaration.
        let Some(last) = inner.pop() else { return };
        out.extend(inner);
        let td = self.alloc(TemplateDecl {
            params,
            decl: self.alloc(last),
        });
        let d = self.mk_decl(lo, staging, DeclKind::Template(td));
        out.push(d);
    }

    /// ```text
    /// template-parameter-list:
    ///     '<' template-parameter (',' template-parameter)* '>'
    /// template-parameter:
    ///     ('typename' | 'class') '...'? identifier? ('=' type-id)?
    ///     'template' template-parameter-list 'class' identifier? ('=' id-expression)?
    ///     parameter-declaration
    /// ```
    pub(crate) fn parse_template_params(&mut self) -> &'a [TemplateParam<'a>] {
        let open = self.bump().span; // <
        let mut params = Vec::new();
        let saved = self.ctx;
        self.ctx.no_gt = true;
        while !matches!(
            self.kind(),
            TokenKind::Gt | TokenKind::GtGt | TokenKind::Eof
        ) {
            let start = self.pos;
            let lo = self.span().lo;
            let is_type_param = (self.at_kw(Keyword::Typename) || self.at_kw(Keyword::Class))
                && matches!(
                    self.peek_kind(1),
                    TokenKind::Ident
                        | TokenKind::Ellipsis
                        | TokenKind::Comma
                        | TokenKind::Gt
                        | TokenKind::Eq
                )
                // `typename T::type N` / `typename enable_if<...>::type = 0`:
                // a non-type parameter of a dependent type.
                && !(self.peek_is_ident(1)
                    && matches!(self.peek_kind(2), TokenKind::ColonColon | TokenKind::Lt));
            let param = if is_type_param {
                self.bump();
                let pack = self.eat(TokenKind::Ellipsis);
                let name = self.at_ident().then(|| self.ident());
                if let Some(n) = name {
                    self.names.declare(n.sym, NameKind::Type);
                }
                let default = if self.eat(TokenKind::Eq) {
                    Some(self.parse_type_id())
                } else {
                    None
                };
                let id = self.new_decl_id();
                TemplateParam {
                    id,
                    span: self.span_from(lo),
                    name,
                    pack,
                    kind: TemplateParamKind::Type { default },
                }
            } else if self.at_kw(Keyword::Template) {
                self.bump();
                self.names.push();
                let inner = if self.at(TokenKind::Lt) && self.enter() {
                    let inner = self.parse_template_params();
                    self.leave();
                    inner
                } else {
                    &[]
                };
                self.names.pop();
                if self.at_kw(Keyword::Class) || self.at_kw(Keyword::Typename) {
                    self.bump();
                } else {
                    let d = diag::expected_token(self.span(), "class", None);
                    self.error(d);
                }
                let pack = self.eat(TokenKind::Ellipsis);
                let name = self.at_ident().then(|| self.ident());
                if let Some(n) = name {
                    self.names.declare(n.sym, NameKind::TypeTemplate);
                }
                let default = if self.eat(TokenKind::Eq) {
                    self.parse_qual_name(false)
                } else {
                    None
                };
                let id = self.new_decl_id();
                TemplateParam {
                    id,
                    span: self.span_from(lo),
                    name,
                    pack,
                    kind: TemplateParamKind::Template {
                        params: inner,
                        default,
                    },
                }
            } else {
                let spec = self.parse_decl_specifiers(SpecCtx::Param);
                if spec.missing_type {
                    let d = diag::expected_type(self.span());
                    self.error(d);
                }
                // The `...` may sit inside the declarator
                // (`void (C::*... Ops)()`), which records it.
                let d = self.parse_declarator(DeclaratorKind::Param);
                let pack = d.pack;
                let ty = self.apply_declarator(spec.ty, &d);
                let name = d.name.and_then(|n| n.as_simple());
                if let Some(n) = name {
                    self.names.declare(n.sym, NameKind::Value);
                }
                let default = if self.eat(TokenKind::Eq) {
                    Some(self.parse_assignment_expr())
                } else {
                    None
                };
                let id = self.new_decl_id();
                TemplateParam {
                    id,
                    span: self.span_from(lo),
                    name,
                    pack,
                    kind: TemplateParamKind::NonType { ty, default },
                }
            };
            params.push(param);
            if !self.eat(TokenKind::Comma) {
                break;
            }
            if self.pos == start {
                self.bump();
            }
        }
        self.ctx = saved;
        if !self.eat_template_close() {
            let d = diag::expected_token(self.span(), ">", Some((open, "<")));
            self.error(d);
            self.skip_until(&[TokenKind::Gt, TokenKind::LBrace, TokenKind::Semi]);
            self.eat(TokenKind::Gt);
        }
        self.alloc_slice(&params)
    }
}
