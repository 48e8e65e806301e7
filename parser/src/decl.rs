//! Declarations: namespace-scope and block-scope declarations, functions,
//! variables, classes/unions/enums, typedefs and aliases, namespaces,
//! linkage specifications and `static_assert` (template headers are in
//! `template_decl`).

use crate::ast::*;
use crate::cursor::Parser;
use crate::declarator::{Declarator, DeclaratorKind};
use crate::diagnostics as diag;
use crate::names::NameKind;
use crate::types::{DeclSpec, SpecCtx};
use lexer::token::{Keyword, TokenKind};

/// Where a declaration appears.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeclScope {
    Namespace,
    Block,
    /// Inside a struct/union body: data members become fields.
    Member,
}

impl<'a> Parser<'a, '_> {
    pub(crate) fn mk_decl(&mut self, lo: u32, staging: Staging, kind: DeclKind<'a>) -> Decl<'a> {
        Decl {
            id: self.new_decl_id(),
            span: self.span_from(lo),
            staging,
            access: None,
            kind,
        }
    }

    /// ```text
    /// translation-unit:
    ///     declaration*
    /// ```
    pub(crate) fn parse_translation_unit(&mut self) -> TranslationUnit<'a> {
        let lo = self.span().lo;
        let mut decls = Vec::new();
        while !self.at_eof() {
            let start = self.pos;
            if self.at(TokenKind::RBrace) {
                let d = diag::extraneous_closing_brace(self.span());
                self.error(d);
                self.bump();
                continue;
            }
            self.parse_external_declaration(&mut decls);
            if self.pos == start {
                // Progress guarantee: never loop on the same token.
                let d = diag::expected_declaration(self.span());
                self.error(d);
                self.bump();
            }
        }
        TranslationUnit {
            decls: self.alloc_slice(&decls),
            span: self.span_from(lo),
            decl_count: self.next_decl,
            asm_labels: self.alloc_slice(&self.asm_labels.clone()),
            file_scope_asm: self.alloc_slice(&self.file_scope_asm.clone()),
            dynamic_names: self.alloc_slice(&self.dynamic_names.clone()),
        }
    }

    /// ```text
    /// declaration:
    ///     ';' | namespace-definition | linkage-specification | template-declaration
    ///     | using-declaration | static_assert-declaration | simple-declaration
    ///     | function-definition | ('@meta' | '@codegen') (declaration | statement)
    /// ```
    pub(crate) fn parse_external_declaration(&mut self, out: &mut Vec<Decl<'a>>) {
        self.parse_declaration_in(DeclScope::Namespace, Staging::Normal, out);
    }

    /// A declaration at namespace, block or member scope, under the depth
    /// guard (declarations nest through namespaces, linkage blocks, template
    /// headers and staging prefixes).
    pub(crate) fn parse_declaration_in(
        &mut self,
        scope: DeclScope,
        staging: Staging,
        out: &mut Vec<Decl<'a>>,
    ) {
        if !self.enter() {
            self.recover_to_semi();
            return;
        }
        self.parse_declaration_inner(scope, staging, out);
        self.leave();
    }

    /// The body of [`Self::parse_declaration_in`] (the `declaration` rule).
    fn parse_declaration_inner(
        &mut self,
        scope: DeclScope,
        staging: Staging,
        out: &mut Vec<Decl<'a>>,
    ) {
        let lo = self.span().lo;
        if scope == DeclScope::Namespace && self.at_file_scope_asm() {
            self.parse_file_scope_asm();
            return;
        }
        // GNU `__extension__` may prefix any declaration (libstdc++ puts it
        // before templates and `using`); it only silences pedantic warnings.
        while self.at_ident() && self.sym() == self.words.extension {
            self.bump();
        }
        if self.at(TokenKind::Semi) {
            self.bump();
            if scope != DeclScope::Block {
                let d = self.mk_decl(lo, staging, DeclKind::Empty);
                out.push(d);
            }
            return;
        }
        if scope != DeclScope::Block
            && self.at(TokenKind::AtIdent)
            && (self.sym() == self.words.meta || self.sym() == self.words.codegen)
        {
            self.parse_staged_declaration(scope, out);
            return;
        }
        match self.kw() {
            Some(Keyword::Namespace) => return self.parse_namespace(lo, false, out),
            Some(Keyword::Inline) if self.peek_kw(1) == Some(Keyword::Namespace) => {
                self.bump();
                return self.parse_namespace(lo, true, out);
            }
            Some(Keyword::Extern) if matches!(self.peek_kind(1), TokenKind::String) => {
                return self.parse_linkage_spec(lo, staging, out)
            }
            Some(Keyword::Template) => return self.parse_template_decl(lo, scope, staging, out),
            // `extern template ...;`: an explicit instantiation declaration.
            Some(Keyword::Extern) if self.peek_kw(1) == Some(Keyword::Template) => {
                self.bump();
                let first = out.len();
                self.parse_template_decl(lo, scope, staging, out);
                if let Some(d) = out.get_mut(first..).and_then(|ds| ds.last_mut()) {
                    if let DeclKind::ExplicitInstantiation(inner) = d.kind {
                        d.kind = DeclKind::ExternTemplate(inner);
                    }
                }
                return;
            }
            Some(Keyword::Using) => return self.parse_using(lo, staging, out),
            Some(Keyword::StaticAssert) => {
                let d = self.parse_static_assert(lo, staging);
                out.push(d);
                return;
            }
            Some(k @ (Keyword::Public | Keyword::Private | Keyword::Protected))
                if scope == DeclScope::Member && self.peek_kind(1) == TokenKind::Colon =>
            {
                self.bump();
                self.bump();
                self.member_access = Some(match k {
                    Keyword::Public => Access::Public,
                    Keyword::Private => Access::Private,
                    _ => Access::Protected,
                });
                return;
            }
            _ => {}
        }
        self.parse_simple_declaration(lo, scope, staging, out);
    }

    /// ```text
    /// simple-declaration:
    ///     decl-specifier-seq init-declarator-list? ';'
    /// function-definition:
    ///     decl-specifier-seq declarator compound-statement
    /// ```
    pub(crate) fn parse_simple_declaration(
        &mut self,
        lo: u32,
        scope: DeclScope,
        staging: Staging,
        out: &mut Vec<Decl<'a>>,
    ) {
        let depth = self.member_scopes;
        self.parse_simple_declaration_inner(lo, scope, staging, out);
        self.close_member_scopes(depth);
    }

    /// Closes the class scopes out-of-line member declarators opened
    /// since `depth`.
    pub(crate) fn close_member_scopes(&mut self, depth: usize) {
        while self.member_scopes > depth {
            self.names.pop();
            self.member_scopes -= 1;
        }
    }

    fn parse_simple_declaration_inner(
        &mut self,
        lo: u32,
        scope: DeclScope,
        staging: Staging,
        out: &mut Vec<Decl<'a>>,
    ) {
        let spec = self.parse_decl_specifiers(SpecCtx::Decl);
        if spec.specs.has(Specifiers::FRIEND) && self.at(TokenKind::Semi) {
            // `friend class X;`: names a class, declares no member.
            self.bump();
            let d = self.mk_decl(lo, staging, DeclKind::FriendType(spec.ty));
            out.push(d);
            return;
        }
        if let Some(t) = spec.tag_decl {
            out.push(t);
        }
        if self.at(TokenKind::Semi) {
            if spec.tag_decl.is_none() {
                let d = diag::missing_type_specifier(self.span());
                if spec.missing_type || spec.ty.span.is_empty() {
                    self.error(d);
                }
            }
            self.bump();
            return;
        }
        if let Some(ty) = self.binding_follows(&spec) {
            let b = self.parse_binding(lo, staging, &spec, ty, true);
            out.push(b);
            self.expect_semi("declaration");
            return;
        }
        let first = self.parse_declarator(DeclaratorKind::Named);
        self.finish_init_declarators(lo, scope, staging, &spec, first, out);
    }

    /// After `auto` decl-specifiers: `[`, `&[` or `&&[` starts a structured
    /// binding. Consumes the reference and returns the binding's type.
    pub(crate) fn binding_follows(&mut self, spec: &DeclSpec<'a>) -> Option<&'a TypeExpr<'a>> {
        if !matches!(spec.ty.kind, TypeKind::Auto) {
            return None;
        }
        let (refs, at) = match self.kind() {
            TokenKind::LBracket => (None, 0),
            TokenKind::Amp | TokenKind::AmpAmp => (Some(self.kind()), 1),
            _ => return None,
        };
        if self.peek_kind(at) != TokenKind::LBracket || !self.peek_is_ident(at + 1) {
            return None;
        }
        let mut ty = spec.ty;
        if let Some(k) = refs {
            let s = self.bump().span;
            let kind = if k == TokenKind::Amp {
                TypeKind::LRef(ty)
            } else {
                TypeKind::RRef(ty)
            };
            ty = self.alloc(TypeExpr {
                span: ty.span.to(s),
                cv: Cv::NONE,
                kind,
            });
        }
        Some(ty)
    }

    /// ```text
    /// structured-binding-declaration:
    ///     decl-specifier-seq ref-qualifier? '[' identifier (',' identifier)* ']' initializer?
    /// ```
    pub(crate) fn parse_binding(
        &mut self,
        lo: u32,
        staging: Staging,
        spec: &DeclSpec<'a>,
        ty: &'a TypeExpr<'a>,
        with_init: bool,
    ) -> Decl<'a> {
        let open = self.bump().span; // [
        let mut names = Vec::new();
        while self.at_ident() {
            let n = self.ident();
            self.names.declare(n.sym, NameKind::Value);
            names.push(n);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        if !self.expect(TokenKind::RBracket, "]", Some((open, "["))) {
            self.skip_until(&[TokenKind::RBracket, TokenKind::Semi, TokenKind::Eq]);
            self.eat(TokenKind::RBracket);
        }
        let init = if with_init {
            self.parse_var_initializer()
        } else {
            None
        };
        let b = self.alloc(BindingDecl {
            names: self.alloc_slice(&names),
            ty,
            init,
            specs: spec.specs,
        });
        self.mk_decl(lo, staging, DeclKind::Binding(b))
    }

    /// The rest of a simple declaration after its first declarator.
    /// ```text
    /// init-declarator-list:
    ///     init-declarator (',' init-declarator)*
    /// init-declarator:
    ///     declarator initializer?
    /// ```
    pub(crate) fn finish_init_declarators(
        &mut self,
        lo: u32,
        scope: DeclScope,
        staging: Staging,
        spec: &DeclSpec<'a>,
        first: Declarator<'a>,
        out: &mut Vec<Decl<'a>>,
    ) {
        let mut d = first;
        let mut index = 0;
        loop {
            if d.name.is_none() && scope == DeclScope::Member && self.at(TokenKind::Colon) {
                // An unnamed bit-field (`int : 0;`) has no declarator-id.
                self.bump();
                let width = self.parse_conditional_expr();
                let ty = self.apply_declarator(spec.ty, &d);
                let fd = self.alloc(FieldDecl {
                    name: None,
                    ty,
                    bit_width: Some(width),
                    init: None,
                    specs: Specifiers(spec.specs.0 | d.specs.0),
                    alignas: spec.alignas,
                });
                let decl = self.mk_decl(lo, staging, DeclKind::Field(fd));
                out.push(decl);
                index += 1;
                if !self.eat(TokenKind::Comma) {
                    break;
                }
                d = self.parse_declarator(DeclaratorKind::Named);
                continue;
            }
            let Some(name) = d.name else {
                if spec.tag_decl.is_some() && index == 0 && self.at(TokenKind::Semi) {
                    self.bump();
                    return;
                }
                if spec.tag_decl.is_some() && index == 0 {
                    // `struct S { ... } x` missing its `;`, or junk after a body.
                    let tag = match spec.tag_decl.map(|t| t.kind) {
                        Some(DeclKind::Enum(_)) => "enum",
                        Some(DeclKind::Record(r)) => r.tag.as_str(),
                        _ => "declaration",
                    };
                    let dg = diag::expected_semi_after_tag(
                        Span::new(self.prev_end(), self.prev_end()),
                        tag,
                    );
                    self.error(dg);
                    return;
                }
                let dg = if index == 0 && spec.missing_type {
                    diag::expected_declaration(self.span())
                } else {
                    diag::expected_unqualified_id(self.span())
                };
                self.error(dg);
                self.recover_to_semi();
                return;
            };
            let special = spec.missing_type
                && d.is_function()
                && (self.is_special_member_name(name) || self.is_deduction_guide_name(name));
            if spec.missing_type && !special {
                let dg = diag::missing_type_specifier(name.span);
                self.error(dg);
            }
            let base = if special {
                // Constructors and destructors return `void` (empty span).
                self.alloc(TypeExpr {
                    span: Span::new(name.span.lo, name.span.lo),
                    cv: Cv::NONE,
                    kind: TypeKind::Builtin(BuiltinType::Void),
                })
            } else {
                spec.ty
            };
            let ty = self.apply_declarator(base, &d);
            let specs = Specifiers(spec.specs.0 | d.specs.0);
            if spec.typedef {
                let ident = self.simple_name(name);
                let skip = std::mem::take(&mut self.template_scopes);
                self.names.declare_outer(ident.sym, NameKind::Type, skip);
                self.declare_type_alias(ident.sym, ty);
                let aligned = self.gnu_aligned.take().or(spec.alignas);
                let td = self.alloc(TypedefDecl {
                    name: ident,
                    ty,
                    alias: false,
                    aligned,
                    attribute_alias: None,
                });
                let decl = self.mk_decl(lo, staging, DeclKind::Typedef(td));
                out.push(decl);
            } else if d.is_function() {
                let skip = std::mem::take(&mut self.template_scopes);
                // A constructor's name stays the class's (injected) type
                // name: `T(T&&)` and `T* p` in member bodies name the type.
                if let Some(id) = name.as_simple().filter(|_| !special) {
                    let kind = if skip > 0 {
                        NameKind::ValueTemplate
                    } else {
                        NameKind::Value
                    };
                    self.names.declare_outer(id.sym, kind, skip);
                }
                let mut body = None;
                let mut member_inits: &'a [MemberInit<'a>] = &[];
                let mut def = FunctionDef::None;
                // virt-specifiers: `override`, `final` (contextual keywords).
                let mut specs = specs;
                loop {
                    if self.at_word(self.words.override_) {
                        self.bump();
                        specs = specs.with(Specifiers::OVERRIDE);
                    } else if self.at_word(self.words.final_) {
                        self.bump();
                        specs = specs.with(Specifiers::FINAL);
                    } else {
                        break;
                    }
                }
                if index == 0
                    && (self.at(TokenKind::LBrace)
                        || self.at(TokenKind::Colon)
                        || self.at_kw(Keyword::Try))
                {
                    if scope == DeclScope::Block && !self.in_namespace_meta {
                        let dg = diag::function_definition_not_allowed(self.span());
                        self.error(dg);
                    }
                    // A function body is no longer in the namespace-scope meta
                    // statement: definitions inside it are local again.
                    let saved = std::mem::replace(&mut self.in_namespace_meta, false);
                    let saved_member = std::mem::replace(&mut self.in_member_meta, false);
                    let (b, inits) = self.parse_function_body(ty);
                    self.in_namespace_meta = saved;
                    self.in_member_meta = saved_member;
                    body = Some(b);
                    member_inits = inits;
                } else if self.at(TokenKind::Eq)
                    && (matches!(self.peek_kw(1), Some(Keyword::Default | Keyword::Delete))
                        || self.peek_kind(1) == TokenKind::Number)
                {
                    // `= default`, `= delete`, `= 0`.
                    def = match self.peek_kw(1) {
                        Some(Keyword::Default) => FunctionDef::Default,
                        Some(Keyword::Delete) => FunctionDef::Delete,
                        _ => FunctionDef::Pure,
                    };
                    self.bump();
                    let t = self.bump();
                    if def == FunctionDef::Pure && self.text(t.span) != "0" {
                        let d = diag::expected_pure_zero(t.span);
                        self.error(d);
                    }
                }
                let fd = self.alloc(FunctionDecl {
                    name,
                    ty,
                    specs,
                    body,
                    kernel_attrs: spec.kernel,
                    member_inits,
                    def,
                });
                let decl = self.mk_decl(lo, staging, DeclKind::Function(fd));
                out.push(decl);
                if body.is_some() {
                    return;
                }
            } else if scope == DeclScope::Member {
                let ident = name.as_simple();
                // A static data member template is declared outside its
                // template-parameter scope, as a template.
                let skip = std::mem::take(&mut self.template_scopes);
                if let Some(id) = ident {
                    let kind = if skip > 0 {
                        NameKind::ValueTemplate
                    } else {
                        NameKind::Value
                    };
                    self.names.declare_outer(id.sym, kind, skip);
                }
                let bit_width = if self.eat(TokenKind::Colon) {
                    Some(self.parse_conditional_expr())
                } else {
                    None
                };
                // GNU attributes may follow a bit-field's width
                // (`int x : 5 __attribute__((packed));`).
                let mut specs = specs;
                while bit_width.is_some() && self.at_gnu_attribute() {
                    specs = Specifiers(specs.0 | self.parse_gnu_attribute());
                }
                let init = self.parse_var_initializer();
                let alignas = self.gnu_aligned.take().or(spec.alignas);
                let fd = self.alloc(FieldDecl {
                    name: ident,
                    ty,
                    bit_width,
                    init,
                    specs,
                    alignas,
                });
                let decl = self.mk_decl(lo, staging, DeclKind::Field(fd));
                out.push(decl);
            } else {
                let skip = std::mem::take(&mut self.template_scopes);
                if let Some(id) = name.as_simple() {
                    let kind = if skip > 0 {
                        NameKind::ValueTemplate
                    } else {
                        NameKind::Value
                    };
                    self.names.declare_outer(id.sym, kind, skip);
                }
                let init = self.parse_var_initializer();
                let alignas = self.gnu_aligned.take().or(spec.alignas);
                let vd = self.alloc(VarDecl {
                    name,
                    ty,
                    init,
                    specs,
                    alignas,
                });
                let decl = self.mk_decl(lo, staging, DeclKind::Var(vd));
                out.push(decl);
            }
            index += 1;
            if !self.eat(TokenKind::Comma) {
                break;
            }
            d = self.parse_declarator(DeclaratorKind::Named);
        }
        if !self.eat(TokenKind::Semi) {
            let dg = diag::expected_semi_after(
                Span::new(self.prev_end(), self.prev_end()),
                "declaration",
            );
            self.error(dg);
            self.recover_to_semi();
        }
    }

    fn simple_name(&mut self, name: &'a QualName<'a>) -> Ident {
        match name.as_simple() {
            Some(i) => i,
            None => {
                let d = diag::expected_unqualified_id(name.span);
                self.error(d);
                name.last().map_or(
                    Ident {
                        sym: Symbol(u32::MAX),
                        span: name.span,
                    },
                    |s| s.ident,
                )
            }
        }
    }

    /// ```text
    /// initializer:
    ///     '=' initializer-clause | '(' expression-list ')' | braced-init-list
    /// ```
    pub(crate) fn parse_var_initializer(&mut self) -> Option<Initializer<'a>> {
        match self.kind() {
            TokenKind::Eq => {
                self.bump();
                Some(Initializer::Assign(self.parse_initializer_clause()))
            }
            TokenKind::LBrace => Some(Initializer::Brace(self.parse_braced_list())),
            TokenKind::LParen => {
                let open = self.bump().span;
                let args = self.parse_expr_list(TokenKind::RParen);
                self.expect(TokenKind::RParen, ")", Some((open, "(")));
                Some(Initializer::Paren(args))
            }
            _ => None,
        }
    }

    /// The body of a function definition, with the parameters in scope.
    /// ```text
    /// function-body:
    ///     compound-statement | function-try-block
    /// ```
    fn parse_function_body(
        &mut self,
        ty: &'a TypeExpr<'a>,
    ) -> (&'a Stmt<'a>, &'a [MemberInit<'a>]) {
        self.names.push();
        if let TypeKind::Function(f) = ty.kind {
            for p in f.params {
                if let Some(n) = p.name {
                    self.names.declare(n.sym, NameKind::Value);
                }
            }
        }
        // function-try-block: `try` comes before a constructor's
        // mem-initializers, which the handlers cover too ([except.pre]/4).
        let try_lo = self.at_kw(Keyword::Try).then(|| self.bump().span.lo);
        let inits = if self.at(TokenKind::Colon) {
            self.parse_member_inits()
        } else {
            &[]
        };
        let errors = self.diags.iter().filter(|d| d.is_error()).count();
        let mut body = if let Some(lo) = try_lo {
            self.parse_try_after_keyword(lo)
        } else {
            self.parse_compound_statement(Staging::Normal)
        };
        self.names.pop();
        // A body that needed recovery ends in an error statement, so that
        // sema knows it is not the body the user wrote (no warnings about
        // missing returns or unused variables from what recovery skipped).
        if self.diags.iter().filter(|d| d.is_error()).count() > errors {
            if let StmtKind::Compound(stmts) = body.kind {
                let mut v = stmts.to_vec();
                v.push(Stmt {
                    span: Span::new(body.span.hi, body.span.hi),
                    kind: StmtKind::Error,
                    staging: Staging::Normal,
                });
                body.kind = StmtKind::Compound(self.alloc_slice(&v));
            }
        }
        (self.alloc(body), inits)
    }

    /// ```text
    /// ctor-initializer:
    ///     ':' mem-initializer (',' mem-initializer)*
    /// mem-initializer:
    ///     qualified-name ('(' expression-list? ')' | braced-init-list) '...'?
    /// ```
    fn parse_member_inits(&mut self) -> &'a [MemberInit<'a>] {
        self.bump(); // :
        let mut inits = Vec::new();
        loop {
            let start = self.pos;
            let lo = self.span().lo;
            let Some(name) = self.parse_qual_name(true) else {
                let d = diag::expected_identifier(self.span());
                self.error(d);
                self.skip_until(&[TokenKind::LBrace, TokenKind::Semi]);
                break;
            };
            let (args, braced) = match self.kind() {
                TokenKind::LParen => {
                    let open = self.bump().span;
                    let args = self.parse_expr_list(TokenKind::RParen);
                    self.expect(TokenKind::RParen, ")", Some((open, "(")));
                    (args, false)
                }
                TokenKind::LBrace => (self.parse_braced_list(), true),
                _ => {
                    let d = diag::expected_token(self.span(), "(", None);
                    self.error(d);
                    self.skip_until(&[TokenKind::Comma, TokenKind::LBrace, TokenKind::Semi]);
                    (&[][..], false)
                }
            };
            let pack = self.eat(TokenKind::Ellipsis);
            inits.push(MemberInit {
                span: self.span_from(lo),
                name,
                args,
                braced,
                pack,
            });
            if self.pos == start || !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.alloc_slice(&inits)
    }

    /// A constructor, destructor or conversion function name: `S` inside
    /// `struct S`, `S::S`, `~S`, `operator int`.
    /// A declarator named like a class template: a deduction guide.
    fn is_deduction_guide_name(&self, name: &QualName<'_>) -> bool {
        name.as_simple()
            .is_some_and(|id| self.names.lookup(id.sym) == Some(NameKind::TypeTemplate))
    }

    fn is_special_member_name(&self, name: &QualName<'_>) -> bool {
        let Some(last) = name.last() else {
            return false;
        };
        let text = self.interner.resolve(last.ident.sym);
        if text.starts_with('~') || text.starts_with("operator") {
            return true;
        }
        match name.segments {
            [.., prev, _] => prev.ident.sym == last.ident.sym,
            [_] => self.class_names.last().copied().flatten() == Some(last.ident.sym),
            [] => false,
        }
    }

    /// ```text
    /// class-specifier:
    ///     class-key attribute* class-head-name? 'final'? base-clause? '{' member-specification '}'
    /// elaborated-type-specifier:
    ///     class-key nested-name-specifier? identifier
    /// enum-specifier:
    ///     'enum' ('class' | 'struct')? identifier? enum-base? ('{' enumerator-list ','? '}')?
    /// ```
    /// Returns the type, the declaration (for a definition or a forward
    /// declaration), and whether it was only an elaborated reference.
    pub(crate) fn parse_tag_specifier(&mut self) -> (&'a TypeExpr<'a>, Option<Decl<'a>>, bool) {
        let lo = self.span().lo;
        let kw = self.kw();
        self.bump();
        let tag = match kw {
            Some(Keyword::Class) => TagKind::Class,
            Some(Keyword::Union) => TagKind::Union,
            Some(Keyword::Enum) => TagKind::Enum,
            _ => TagKind::Struct,
        };
        let mut scoped = false;
        // Circle's typed enum: `enum typename [class] name { types }`.
        let typed = tag == TagKind::Enum && self.eat_kw(Keyword::Typename);
        if tag == TagKind::Enum && (self.at_kw(Keyword::Class) || self.at_kw(Keyword::Struct)) {
            self.bump();
            scoped = true;
        }
        let mut alignas = None;
        let mut attrs = crate::type_attributes::TypeAttrs::default();
        loop {
            if self.at_gnu_attribute() {
                self.parse_type_attribute(&mut attrs);
            } else if self.at_word(self.words.declspec) {
                self.parse_gnu_attribute();
            } else if self.at(TokenKind::LBracket) && self.peek_kind(1) == TokenKind::LBracket {
                self.skip_cxx11_attribute();
            } else if self.at_kw(Keyword::Alignas) {
                self.bump();
                if self.at(TokenKind::LParen) {
                    let open = self.bump().span;
                    let a = self.parse_type_or_expr();
                    self.expect(TokenKind::RParen, ")", Some((open, "(")));
                    alignas = Some(self.alloc(a));
                }
            } else {
                break;
            }
        }
        let name = if self.at_ident() || self.at(TokenKind::ColonColon) {
            self.parse_qual_name(true)
        } else if tag != TagKind::Enum && self.at(TokenKind::AtParen) {
            // Circle's `struct @(name) { ... }`: a class named at
            // translation time.
            Some(self.parse_dynamic_declarator_id())
        } else {
            None
        };
        let is_final = self.at_word(self.words.final_);
        if is_final {
            self.bump();
        }
        let template_skip = std::mem::take(&mut self.template_scopes);
        let name_kind = if template_skip > 0 {
            NameKind::TypeTemplate
        } else {
            NameKind::Type
        };
        let declare = |p: &mut Self| {
            if let Some(n) = name.and_then(|n| n.as_simple()) {
                // `struct sigaction sa;` where a function `sigaction` hides
                // the class: the elaborated name refers to the class and
                // declares nothing, so the name stays the function's.
                let is_decl =
                    p.at(TokenKind::LBrace) || p.at(TokenKind::Semi) || p.at(TokenKind::Colon);
                let hidden = matches!(
                    p.names.lookup(n.sym),
                    Some(NameKind::Value | NameKind::ValueTemplate)
                );
                if is_decl || !hidden {
                    p.names.declare_outer(n.sym, name_kind, template_skip);
                }
            }
        };
        if tag == TagKind::Enum {
            let mut underlying = None;
            if self.at(TokenKind::Colon) {
                self.bump();
                let spec = self.parse_decl_specifiers(SpecCtx::TypeId);
                if spec.missing_type {
                    let d = diag::expected_type(self.span());
                    self.error(d);
                }
                underlying = Some(spec.ty);
            }
            declare(self);
            let has_body = self.at(TokenKind::LBrace);
            let (enumerators, members) = if has_body {
                let (e, m) = self.parse_enumerators(scoped, typed);
                (Some(e), m)
            } else {
                (None, &[][..])
            };
            if has_body {
                self.parse_trailing_type_attributes(&mut attrs);
            }
            let is_decl = has_body || self.at(TokenKind::Semi) || underlying.is_some();
            let ed = self.alloc(EnumDecl {
                name,
                scoped,
                underlying,
                enumerators,
                members,
                packed: attrs.packed,
                typed,
            });
            return self.finish_tag(lo, tag, name, is_decl, has_body, DeclKind::Enum(ed));
        }
        declare(self);
        let bases = if self.at(TokenKind::Colon) {
            self.parse_base_clause()
        } else {
            &[]
        };
        let has_body = self.at(TokenKind::LBrace);
        let members = if has_body {
            // The injected-class-name is the last segment: `S` also for a
            // partial specialization `S<T*>` or a nested `Outer::S`.
            // `class locale::_Impl { ... }`: the enclosing classes' members
            // are in scope, as in an out-of-line member definition.
            let prefix: Vec<Symbol> = name.map_or_else(Vec::new, |n| {
                n.segments[..n.segments.len().saturating_sub(1)]
                    .iter()
                    .map(|s| s.ident.sym)
                    .collect()
            });
            if !prefix.is_empty() {
                self.names
                    .push_members_of(&prefix, name.is_some_and(|n| n.global));
            }
            let m = self.parse_members(
                &prefix,
                name.and_then(|n| n.last()).map(|s| s.ident.sym),
                tag,
                bases,
            );
            if !prefix.is_empty() {
                self.names.pop();
            }
            Some(m)
        } else {
            None
        };
        if has_body {
            self.parse_trailing_type_attributes(&mut attrs);
        }
        let is_decl = has_body || self.at(TokenKind::Semi);
        let rd = self.alloc(RecordDecl {
            tag,
            name,
            members,
            alignas: alignas.or(attrs.aligned),
            bases,
            is_final,
            packed: attrs.packed,
        });
        self.finish_tag(lo, tag, name, is_decl, has_body, DeclKind::Record(rd))
    }

    fn finish_tag(
        &mut self,
        lo: u32,
        tag: TagKind,
        name: Option<&'a QualName<'a>>,
        is_decl: bool,
        has_body: bool,
        kind: DeclKind<'a>,
    ) -> (&'a TypeExpr<'a>, Option<Decl<'a>>, bool) {
        let span = self.span_from(lo);
        let decl = is_decl.then(|| self.mk_decl(lo, Staging::Normal, kind));
        let ty_kind = match (has_body, decl, name) {
            (true, Some(d), _) => TypeKind::Tag(self.alloc(d)),
            (_, _, Some(n)) => TypeKind::Elaborated { tag, name: n },
            (_, Some(d), None) => TypeKind::Tag(self.alloc(d)),
            _ => TypeKind::Error,
        };
        if matches!(ty_kind, TypeKind::Error) {
            let d = diag::expected_identifier(self.span());
            self.error(d);
        }
        let ty = self.alloc(TypeExpr {
            span,
            cv: Cv::NONE,
            kind: ty_kind,
        });
        (ty, decl, !has_body)
    }

    /// ```text
    /// base-clause:
    ///     ':' base-specifier (',' base-specifier)*
    /// base-specifier:
    ///     ('virtual' | access-specifier)* type-name '...'?
    /// ```
    fn parse_base_clause(&mut self) -> &'a [BaseSpecifier<'a>] {
        self.bump(); // :
        let mut bases = Vec::new();
        loop {
            let start = self.pos;
            let lo = self.span().lo;
            let mut access = None;
            let mut is_virtual = false;
            loop {
                match self.kw() {
                    Some(Keyword::Public) => access = Some(Access::Public),
                    Some(Keyword::Protected) => access = Some(Access::Protected),
                    Some(Keyword::Private) => access = Some(Access::Private),
                    Some(Keyword::Virtual) => is_virtual = true,
                    _ => break,
                }
                self.bump();
            }
            let ty = self.parse_named_type(true);
            // `Bases...`: a pack expansion in the base list.
            let ty = if self.at(TokenKind::Ellipsis) {
                let dots = self.bump().span;
                let expansion: &'a TypeExpr<'a> = self.alloc(TypeExpr {
                    span: ty.span.to(dots),
                    cv: Cv::NONE,
                    kind: TypeKind::PackExpansion(ty),
                });
                expansion
            } else {
                ty
            };
            bases.push(BaseSpecifier {
                span: self.span_from(lo),
                access,
                is_virtual,
                ty,
            });
            if self.pos == start || !self.eat(TokenKind::Comma) {
                break;
            }
        }
        if !self.at(TokenKind::LBrace) {
            let d = diag::expected_token(self.span(), "{", None);
            self.error(d);
            self.skip_until(&[TokenKind::LBrace, TokenKind::Semi]);
        }
        self.alloc_slice(&bases)
    }

    /// ```text
    /// member-specification:
    ///     '{' (member-declaration | access-specifier ':')* '}'
    /// ```
    fn parse_members(
        &mut self,
        prefix: &[Symbol],
        name: Option<Symbol>,
        tag: TagKind,
        bases: &[BaseSpecifier<'a>],
    ) -> &'a [Decl<'a>] {
        let open = self.bump().span;
        let mut members: Vec<Decl<'a>> = Vec::new();
        self.names.push_named_in(prefix, name);
        for b in bases {
            // A base naming a specialization depends, in general, on the
            // template's arguments: only plain class names are looked in.
            if let TypeKind::Named(q) = b.ty.kind {
                if q.segments.iter().all(|s| s.template_args.is_none()) {
                    let segs: Vec<Symbol> = q.segments.iter().map(|s| s.ident.sym).collect();
                    self.names.import_base_members(&segs, q.global);
                }
            }
        }
        self.class_names.push(name);
        let saved_template = std::mem::take(&mut self.template_scopes);
        let default_access = if tag == TagKind::Class {
            Access::Private
        } else {
            Access::Public
        };
        let saved_access = self.member_access.replace(default_access);
        while !self.at(TokenKind::RBrace) && !self.at_eof() {
            let start = self.pos;
            let before = members.len();
            self.parse_declaration_in(DeclScope::Member, Staging::Normal, &mut members);
            let access = self.member_access;
            for m in &mut members[before..] {
                m.access = access;
            }
            if self.pos == start {
                let d = diag::expected_declaration(self.span());
                self.error(d);
                self.bump();
            }
        }
        self.template_scopes = saved_template;
        self.member_access = saved_access;
        self.class_names.pop();
        self.names.pop();
        if !self.eat(TokenKind::RBrace) {
            let d = diag::unclosed_brace(self.span(), open);
            self.error(d);
        }
        self.alloc_slice(&members)
    }

    /// ```text
    /// enumerator-list:
    ///     '{' (enum-member (',' | ';'))* '}'
    /// enum-member:
    ///     identifier attribute* ('=' constant-expression)?
    ///     '@meta' statement
    /// typed-enum-member:
    ///     (identifier '=')? attribute* type-id
    /// ```
    /// Returns the plain enumerators and the ordered member list (the two
    /// are equal without `@meta`).
    fn parse_enumerators(
        &mut self,
        scoped: bool,
        typed: bool,
    ) -> (&'a [Enumerator<'a>], &'a [EnumMember<'a>]) {
        let open = self.bump().span;
        let mut list = Vec::new();
        let mut members = Vec::new();
        while !self.at(TokenKind::RBrace) && !self.at_eof() {
            let start = self.pos;
            if self.at_at_word(self.words.meta) {
                let s = self.parse_staged_statement();
                members.push(EnumMember::Meta(self.alloc(s)));
                if self.pos == start {
                    self.bump();
                }
                continue;
            }
            if typed {
                let e = self.parse_typed_enumerator(list.len(), scoped);
                list.push(e);
                members.push(EnumMember::Enumerator(e));
                if !self.eat(TokenKind::Comma) && !self.eat(TokenKind::Semi) {
                    if !self.at(TokenKind::RBrace) {
                        let d = diag::expected_token(self.span(), "}", Some((open, "{")));
                        self.error(d);
                        self.skip_until(&[TokenKind::RBrace, TokenKind::Semi]);
                    }
                    if !self.at_at_word(self.words.meta) {
                        break;
                    }
                }
                if self.pos == start {
                    self.bump();
                }
                continue;
            }
            if !self.at_ident() {
                let d = diag::expected_identifier(self.span());
                self.error(d);
                self.skip_until(&[TokenKind::Comma, TokenKind::RBrace, TokenKind::Semi]);
                if !self.eat(TokenKind::Comma) && !self.eat(TokenKind::Semi) {
                    break;
                }
                continue;
            }
            let lo = self.span().lo;
            let name = self.ident();
            let mut attrs = Vec::new();
            loop {
                if self.at_gnu_attribute() {
                    self.parse_gnu_attribute();
                } else if self.at_cxx11_attribute() {
                    attrs.extend(self.parse_cxx11_attributes().user);
                } else {
                    break;
                }
            }
            let value = if self.eat(TokenKind::Eq) {
                Some(self.parse_conditional_expr())
            } else {
                None
            };
            if !scoped {
                self.names.declare(name.sym, NameKind::Value);
            }
            let id = self.new_decl_id();
            let e = Enumerator {
                id,
                span: self.span_from(lo),
                name,
                value,
                attrs: self.alloc_slice(&attrs),
                assoc: None,
            };
            list.push(e);
            members.push(EnumMember::Enumerator(e));
            // Circle allows `;` between members (after `@meta` statements).
            if !self.eat(TokenKind::Comma) && !self.eat(TokenKind::Semi) {
                if !self.at(TokenKind::RBrace) {
                    let d = diag::expected_token(self.span(), "}", Some((open, "{")));
                    self.error(d);
                    self.skip_until(&[TokenKind::RBrace, TokenKind::Semi]);
                }
                if !self.at_at_word(self.words.meta) {
                    break;
                }
            }
            if self.pos == start {
                self.bump();
            }
        }
        if !self.eat(TokenKind::RBrace) {
            let d = diag::unclosed_brace(self.span(), open);
            self.error(d);
        }
        (self.alloc_slice(&list), self.alloc_slice(&members))
    }

    /// One member of a typed enum: `(name '=')? attribute* type-id`; the
    /// name of an unnamed one is `_N`, N its position.
    fn parse_typed_enumerator(&mut self, index: usize, scoped: bool) -> Enumerator<'a> {
        let lo = self.span().lo;
        let written = if self.at_ident() && self.peek_kind(1) == TokenKind::Eq {
            let n = self.ident();
            self.bump(); // =
            Some(n)
        } else {
            None
        };
        let attrs = self.parse_cxx11_attributes().user;
        let ty_lo = self.span();
        let ty = self.parse_type_id();
        let name = written.unwrap_or_else(|| Ident {
            sym: self.interner.intern(&format!("_{index}")),
            span: ty_lo,
        });
        if !scoped {
            self.names.declare(name.sym, NameKind::Value);
        }
        let id = self.new_decl_id();
        Enumerator {
            id,
            span: self.span_from(lo),
            name,
            value: None,
            attrs: self.alloc_slice(&attrs),
            assoc: Some(ty),
        }
    }

    /// ```text
    /// namespace-definition:
    ///     'inline'? 'namespace' (identifier ('::' identifier)*)? '{' declaration* '}'
    /// ```
    fn parse_namespace(&mut self, lo: u32, inline: bool, out: &mut Vec<Decl<'a>>) {
        self.bump(); // namespace
        let mut names: Vec<Ident> = Vec::new();
        while self.at_ident() {
            names.push(self.ident());
            if !(self.at(TokenKind::ColonColon) && self.peek_is_ident(1)) {
                break;
            }
            self.bump();
        }
        if self.at(TokenKind::Eq) {
            // `namespace a = b::c;`
            self.bump();
            let target = self.parse_qual_name(false);
            match (names.as_slice(), target) {
                ([name], Some(target)) => {
                    self.names.declare(name.sym, NameKind::Namespace);
                    let alias = self.alloc(NamespaceAliasDecl {
                        name: *name,
                        target,
                    });
                    let d = self.mk_decl(lo, Staging::Normal, DeclKind::NamespaceAlias(alias));
                    out.push(d);
                    self.expect_semi("namespace alias");
                }
                _ => {
                    let d = diag::expected_identifier(self.span());
                    self.error(d);
                    self.recover_to_semi();
                }
            }
            return;
        }
        while self.at_gnu_attribute() {
            self.parse_gnu_attribute();
        }
        if !self.at(TokenKind::LBrace) {
            let d = diag::expected_token(self.span(), "{", None);
            self.error(d);
            self.recover_to_semi();
            return;
        }
        let open = self.bump().span;
        for n in &names {
            self.names.declare(n.sym, NameKind::Namespace);
            self.names.push_named(Some(n.sym));
        }
        if names.is_empty() {
            self.names.push_named(None);
        }
        let inline_path = (inline && !names.is_empty()).then(|| {
            self.names.mark_inline();
            self.names.path().to_vec()
        });
        let mut decls = Vec::new();
        while !self.at(TokenKind::RBrace) && !self.at_eof() {
            let start = self.pos;
            self.parse_external_declaration(&mut decls);
            if self.pos == start {
                let d = diag::expected_declaration(self.span());
                self.error(d);
                self.bump();
            }
        }
        for _ in 0..names.len().max(1) {
            self.names.pop();
        }
        if let Some(p) = inline_path {
            self.names.import_inline(&p);
        }
        if !self.eat(TokenKind::RBrace) {
            let d = diag::unclosed_brace(self.span(), open);
            self.error(d);
        }
        // Build inside out: `namespace a::b {}` is `a { b { ... } }`.
        let mut inner: &'a [Decl<'a>] = self.alloc_slice(&decls);
        let mut result = None;
        let count = names.len();
        if count == 0 {
            let nd = self.alloc(NamespaceDecl {
                name: None,
                inline,
                decls: inner,
            });
            result = Some(self.mk_decl(lo, Staging::Normal, DeclKind::Namespace(nd)));
        }
        for (i, n) in names.iter().enumerate().rev() {
            let nd = self.alloc(NamespaceDecl {
                name: Some(*n),
                inline: inline && i + 1 == count,
                decls: inner,
            });
            let d = self.mk_decl(lo, Staging::Normal, DeclKind::Namespace(nd));
            result = Some(d);
            inner = self.alloc_slice(&[d]);
        }
        if let Some(d) = result {
            out.push(d);
        }
    }

    /// ```text
    /// linkage-specification:
    ///     'extern' string-literal '{' declaration* '}'
    ///     'extern' string-literal declaration
    /// ```
    fn parse_linkage_spec(&mut self, lo: u32, staging: Staging, out: &mut Vec<Decl<'a>>) {
        self.bump(); // extern
        let lang = self.bump().span;
        let text = self.text(lang);
        let is_c = text == "\"C\"";
        let mut decls = Vec::new();
        let braced = self.at(TokenKind::LBrace);
        if braced {
            let open = self.bump().span;
            while !self.at(TokenKind::RBrace) && !self.at_eof() {
                let start = self.pos;
                self.parse_external_declaration(&mut decls);
                if self.pos == start {
                    let d = diag::expected_declaration(self.span());
                    self.error(d);
                    self.bump();
                }
            }
            if !self.eat(TokenKind::RBrace) {
                let d = diag::unclosed_brace(self.span(), open);
                self.error(d);
            }
        } else {
            self.parse_external_declaration(&mut decls);
        }
        let ls = self.alloc(LinkageSpecDecl {
            lang,
            is_c,
            braced,
            decls: self.alloc_slice(&decls),
        });
        let d = self.mk_decl(lo, staging, DeclKind::LinkageSpec(ls));
        out.push(d);
    }

    /// ```text
    /// using-directive:     'using' 'namespace' qualified-name ';'
    /// alias-declaration:   'using' identifier attribute* '=' type-id ';'
    /// using-declaration:   'using' 'typename'? qualified-name ';'
    /// ```
    fn parse_using(&mut self, lo: u32, staging: Staging, out: &mut Vec<Decl<'a>>) {
        self.bump(); // using
        if self.eat_kw(Keyword::Namespace) {
            let Some(name) = self.parse_qual_name(false) else {
                let d = diag::expected_identifier(self.span());
                self.error(d);
                self.recover_to_semi();
                return;
            };
            let syms: Vec<Symbol> = name.segments.iter().map(|s| s.ident.sym).collect();
            self.names.use_namespace(&syms, name.global);
            let d = self.mk_decl(lo, staging, DeclKind::UsingDirective(name));
            out.push(d);
            self.expect_semi("using directive");
            return;
        }
        if self.at_ident() && matches!(self.peek_kind(1), TokenKind::Eq)
            || (self.at_ident() && self.peek_word_is_attr(1))
            || (self.at_ident()
                && self.peek_kind(1) == TokenKind::LBracket
                && self.peek_kind(2) == TokenKind::LBracket)
        {
            let name = self.ident();
            let mut attribute_alias = None;
            loop {
                if self.at_gnu_attribute() {
                    self.parse_gnu_attribute();
                } else if self.at_cxx11_attribute() {
                    // Circle's `using nt [[attribute]] = int;`.
                    let attrs = self.parse_cxx11_attributes();
                    attribute_alias = attrs.alias.or(attribute_alias);
                } else {
                    break;
                }
            }
            self.expect(TokenKind::Eq, "=", None);
            let ty = self.parse_type_id();
            let skip = std::mem::take(&mut self.template_scopes);
            let kind = if skip > 0 {
                NameKind::TypeTemplate
            } else {
                NameKind::Type
            };
            self.names.declare_outer(name.sym, kind, skip);
            if skip == 0 {
                self.declare_type_alias(name.sym, ty);
            }
            let td = self.alloc(TypedefDecl {
                name,
                ty,
                alias: true,
                aligned: None,
                attribute_alias,
            });
            let d = self.mk_decl(lo, staging, DeclKind::Typedef(td));
            out.push(d);
            self.expect_semi("alias declaration");
            return;
        }
        // `using typename _Base::__diff_type;` names a type of a base.
        let typename = self.eat_kw(Keyword::Typename);
        let Some(mut name) = self.parse_qual_name(false) else {
            let d = diag::expected_identifier(self.span());
            self.error(d);
            self.recover_to_semi();
            return;
        };
        // `using Base::operator();`
        if self.at(TokenKind::ColonColon) && self.peek_kw(1) == Some(Keyword::Operator) {
            self.bump();
            let (ident, conv_type) = self.parse_operator_name();
            let mut segs: Vec<NameSegment<'a>> = name.segments.to_vec();
            segs.push(NameSegment {
                ident,
                template_args: None,
                conv_type,
            });
            name = self.alloc(QualName {
                span: self.span_from(name.span.lo),
                global: name.global,
                segments: self.alloc_slice(&segs),
            });
        }
        let syms: Vec<Symbol> = name.segments.iter().map(|s| s.ident.sym).collect();
        let kind = self
            .names
            .lookup_qualified(&syms, name.global)
            .unwrap_or(if typename {
                NameKind::Type
            } else {
                NameKind::Value
            });
        // `using Base<T>::Base;` inherits constructors: it declares no
        // name (declaring `Base` a value would hide the template).
        let n = name.segments.len();
        let inherits_ctors =
            n >= 2 && name.segments[n - 1].ident.sym == name.segments[n - 2].ident.sym;
        if let Some(last) = name.last().filter(|_| !inherits_ctors) {
            self.names.declare(last.ident.sym, kind);
        }
        let kind = if self.eat(TokenKind::Ellipsis) {
            DeclKind::UsingPack(name)
        } else {
            DeclKind::UsingDecl(name)
        };
        let d = self.mk_decl(lo, staging, kind);
        out.push(d);
        self.expect_semi("using declaration");
    }

    fn peek_word_is_attr(&self, n: usize) -> bool {
        self.peek_is_ident(n)
            && (self.peek_sym(n) == self.words.attribute
                || self.peek_sym(n) == self.words.attribute_alt)
    }

    pub(crate) fn expect_semi(&mut self, context: &'static str) {
        if !self.eat(TokenKind::Semi) {
            let at = self.prev_end();
            let d = diag::expected_semi_after(Span::new(at, at), context);
            self.error(d);
            self.recover_to_semi();
        }
    }

    /// ```text
    /// static_assert-declaration:
    ///     'static_assert' '(' constant-expression (',' string-literal)? ')' ';'
    /// ```
    pub(crate) fn parse_static_assert(&mut self, lo: u32, staging: Staging) -> Decl<'a> {
        self.bump();
        if !self.at(TokenKind::LParen) {
            let d = diag::expected_lparen_after(self.span(), "static_assert");
            self.error(d);
            self.recover_to_semi();
            return self.mk_decl(lo, staging, DeclKind::Error);
        }
        let open = self.bump().span;
        let saved = std::mem::take(&mut self.ctx);
        let cond = self.parse_assignment_expr();
        let message = if self.eat(TokenKind::Comma) {
            if matches!(self.kind(), TokenKind::String | TokenKind::RawString) {
                Some(self.parse_assignment_expr())
            } else {
                let d = diag::expected_string_literal(self.span());
                self.error(d);
                self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
                None
            }
        } else {
            None
        };
        self.ctx = saved;
        if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
            self.skip_until(&[TokenKind::RParen, TokenKind::Semi]);
            self.eat(TokenKind::RParen);
        }
        let sa = self.alloc(StaticAssertDecl { cond, message });
        let d = self.mk_decl(lo, staging, DeclKind::StaticAssert(sa));
        self.expect_semi("static_assert");
        d
    }

    /// A typedef naming a class: qualified names through it see the
    /// class's members (`tf::arg<1>` opens template arguments).
    fn declare_type_alias(&mut self, sym: crate::intern::Symbol, ty: &TypeExpr<'_>) {
        if let TypeKind::Named(q) = ty.kind {
            let segs: Vec<crate::intern::Symbol> = q.segments.iter().map(|s| s.ident.sym).collect();
            self.names.declare_alias(sym, &segs, q.global);
        }
    }
}
