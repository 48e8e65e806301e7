//! Declarators: the C declarator grammar (pointers, references, arrays,
//! functions, parentheses) parsed into a list of derivations and composed
//! with the decl-specifiers' base type into one [`TypeExpr`].

use crate::ast::*;
use crate::cursor::Parser;
use crate::diagnostics as diag;
use crate::types::SpecCtx;
use lexer::token::{Keyword, TokenKind};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeclaratorKind {
    /// A named declarator that may be followed by `(args)` initializers.
    Named,
    /// A parameter: the name is optional.
    Param,
    /// An abstract declarator (type-id): no name.
    Abstract,
}

/// One derivation, in the order it applies to the base type.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Derivation<'a> {
    Pointer(Cv, Span),
    /// `C::*` with its cv-qualifiers.
    MemberPointer(&'a QualName<'a>, Cv, Span),
    LRef(Span),
    RRef(Span),
    Array(Option<&'a Expr<'a>>, Span),
    Function {
        params: &'a [Param<'a>],
        variadic: bool,
        noexcept: bool,
        noexcept_expr: Option<&'a Expr<'a>>,
        method_cv: Cv,
        ref_qual: RefQualifier,
        trailing: Option<&'a TypeExpr<'a>>,
        span: Span,
    },
}

/// A parsed declarator, not yet applied to a base type.
#[derive(Clone, Debug, Default)]
pub(crate) struct Declarator<'a> {
    pub name: Option<&'a QualName<'a>>,
    pub derivations: Vec<Derivation<'a>>,
    /// Where the declarator ends (for spans).
    pub hi: u32,
    /// CUDA/GNU attributes written inside the declarator.
    pub specs: Specifiers,
    /// `...` before the name: a parameter pack.
    pub pack: bool,
}

impl<'a> Declarator<'a> {
    /// The outermost derivation is a function: this declares a function.
    pub fn is_function(&self) -> bool {
        matches!(self.derivations.last(), Some(Derivation::Function { .. }))
    }
}

impl<'a> Parser<'a, '_> {
    /// ```text
    /// declarator:
    ///     ptr-operator* direct-declarator
    /// ptr-operator:
    ///     '*' cv-qualifier* | '&' | '&&'
    /// direct-declarator:
    ///     (declarator-id | '(' declarator ')')?
    ///         ( '[' constant-expression? ']'
    ///         | '(' parameter-declaration-clause ')' cv* noexcept? ('->' type-id)? )*
    /// ```
    pub(crate) fn parse_declarator(&mut self, kind: DeclaratorKind) -> Declarator<'a> {
        let mut d = Declarator {
            hi: self.prev_end(),
            ..Declarator::default()
        };
        if !self.enter() {
            return d;
        }
        self.parse_declarator_into(kind, &mut d);
        self.leave();
        d.hi = self.prev_end();
        d
    }

    /// The body of [`Self::parse_declarator`]: appends the derivations in
    /// application order (prefix operators, suffixes right to left, then the
    /// nested declarator).
    fn parse_declarator_into(&mut self, kind: DeclaratorKind, d: &mut Declarator<'a>) {
        // Prefix operators, in application order.
        let mut prefix: Vec<Derivation<'a>> = Vec::new();
        loop {
            let t = self.tok();
            match t.kind {
                TokenKind::Star => {
                    self.bump();
                    let cv = self.parse_cv_seq(&mut d.specs);
                    prefix.push(Derivation::Pointer(cv, t.span));
                }
                TokenKind::Amp => {
                    self.bump();
                    self.parse_cv_seq(&mut d.specs);
                    prefix.push(Derivation::LRef(t.span));
                }
                TokenKind::AmpAmp => {
                    self.bump();
                    self.parse_cv_seq(&mut d.specs);
                    prefix.push(Derivation::RRef(t.span));
                }
                TokenKind::Ident | TokenKind::ColonColon if self.member_pointer_at(0) => {
                    let Some(class) = self.parse_qual_name(true) else {
                        break;
                    };
                    self.bump(); // ::
                    self.bump(); // *
                    let cv = self.parse_cv_seq(&mut d.specs);
                    prefix.push(Derivation::MemberPointer(
                        class,
                        cv,
                        self.span_from(t.span.lo),
                    ));
                }
                _ => {
                    if self.at_gnu_attribute() {
                        d.specs = d.specs.with(self.parse_gnu_attribute());
                        continue;
                    }
                    break;
                }
            }
        }
        // `...` of a parameter pack (in a template argument list, `Ts...`
        // is a pack expansion, which the argument list parses).
        if !(kind == DeclaratorKind::Abstract && self.ctx.no_gt) && self.eat(TokenKind::Ellipsis) {
            d.pack = true;
        }
        // The direct declarator.
        let mut inner: Option<Declarator<'a>> = None;
        if self.at(TokenKind::LParen) && self.nested_declarator_follows(kind) {
            let open = self.bump().span;
            if self.enter() {
                let mut id = Declarator::default();
                self.parse_declarator_into(kind, &mut id);
                self.leave();
                d.specs = d.specs.with(id.specs.0);
                d.pack |= id.pack;
                inner = Some(id);
            }
            self.expect(TokenKind::RParen, ")", Some((open, "(")));
        } else if kind != DeclaratorKind::Abstract && self.at(TokenKind::AtParen) {
            d.name = Some(self.parse_dynamic_declarator_id());
        } else if (kind != DeclaratorKind::Abstract
            && (self.at_ident() || (self.at(TokenKind::ColonColon) && self.peek_is_ident(1))))
            || (kind == DeclaratorKind::Named && self.at_kw(Keyword::Operator))
        {
            d.name = self.parse_declarator_id();
            // `typedef R result_type [[deprecated]];`: attributes of the
            // declared entity follow its name.
            while self.at(TokenKind::LBracket) && self.peek_kind(1) == TokenKind::LBracket {
                self.skip_cxx11_attribute();
            }
            if let Some(q) = d.name.filter(|q| q.segments.len() > 1) {
                if kind == DeclaratorKind::Named && self.at(TokenKind::LParen) {
                    let syms: Vec<_> = q.segments[..q.segments.len() - 1]
                        .iter()
                        .map(|s| s.ident.sym)
                        .collect();
                    self.names.push_members_of(&syms, q.global);
                    self.member_scopes += 1;
                }
            }
        } else if kind == DeclaratorKind::Named
            && self.at(TokenKind::Tilde)
            && self.peek_is_ident(1)
        {
            let lo = self.span().lo;
            let ident = self.parse_destructor_name();
            d.name = Some(self.alloc(QualName {
                span: self.span_from(lo),
                global: false,
                segments: self.alloc_slice(&[NameSegment {
                    ident,
                    template_args: None,
                    conv_type: None,
                }]),
            }));
        }
        // Suffixes, in source order.
        let mut suffix: Vec<Derivation<'a>> = Vec::new();
        loop {
            let t = self.tok();
            match t.kind {
                TokenKind::LBracket if self.peek_kind(1) != TokenKind::LBracket => {
                    self.bump();
                    let size = if self.at(TokenKind::RBracket) {
                        None
                    } else {
                        let saved = std::mem::take(&mut self.ctx);
                        let e = self.parse_expr();
                        self.ctx = saved;
                        Some(e)
                    };
                    self.expect(TokenKind::RBracket, "]", Some((t.span, "[")));
                    suffix.push(Derivation::Array(size, self.span_from(t.span.lo)));
                }
                TokenKind::LParen => {
                    // `int x(5)` is an initializer, `int f(int)` a function.
                    if kind == DeclaratorKind::Named
                        && inner.is_none()
                        && suffix.is_empty()
                        && d.name.is_some()
                        && !self.params_follow()
                    {
                        break;
                    }
                    suffix.push(self.parse_function_suffix(&mut d.specs));
                }
                _ => {
                    if self.at_gnu_attribute() {
                        d.specs = d.specs.with(self.parse_gnu_attribute());
                        continue;
                    }
                    if self.at_word(self.words.asm_alt[0])
                        || self.at_word(self.words.asm_alt[1])
                        || self.at_kw(Keyword::Asm)
                    {
                        // `__asm__("name")`: the declaration's symbol.
                        self.bump();
                        if self.at(TokenKind::LParen) {
                            let open = self.bump().span;
                            let label = self.parse_asm_string();
                            if let Some(n) = d.name {
                                self.asm_labels.push((n.span, label));
                            }
                            if !self.expect(TokenKind::RParen, ")", Some((open, "("))) {
                                self.skip_until(&[TokenKind::RParen]);
                                self.eat(TokenKind::RParen);
                            }
                        }
                        continue;
                    }
                    break;
                }
            }
        }
        d.derivations.extend(prefix);
        d.derivations.extend(suffix.into_iter().rev());
        if let Some(id) = inner {
            if id.name.is_some() {
                d.name = id.name;
            }
            d.derivations.extend(id.derivations);
        }
    }

    /// ```text
    /// cv-qualifier-seq:
    ///     ("const" | "volatile" | "__restrict__" | attribute)*
    /// ```
    fn parse_cv_seq(&mut self, specs: &mut Specifiers) -> Cv {
        let mut cv = Cv::NONE;
        loop {
            if self.eat_kw(Keyword::Const) || self.eat_word(self.words.const_alt) {
                cv = cv.with(Cv::CONST);
            } else if self.eat_kw(Keyword::Volatile) || self.eat_word(self.words.volatile_alt) {
                cv = cv.with(Cv::VOLATILE);
            } else if self.words.restrict.iter().any(|&w| self.at_word(w)) {
                self.bump();
                cv = cv.with(Cv::RESTRICT);
            } else if self.at_gnu_attribute() {
                *specs = specs.with(self.parse_gnu_attribute());
            } else {
                return cv;
            }
        }
    }

    pub(crate) fn eat_word(&mut self, w: Symbol) -> bool {
        if self.at_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// `(` starts a nested declarator (not a parameter list).
    fn nested_declarator_follows(&self, kind: DeclaratorKind) -> bool {
        if self.member_pointer_at(1) {
            return true;
        }
        match self.peek_kind(1) {
            TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp | TokenKind::Caret => true,
            TokenKind::LParen => kind != DeclaratorKind::Abstract,
            TokenKind::ColonColon => !self.starts_type_id(1),
            TokenKind::Ident => {
                kind != DeclaratorKind::Abstract && self.peek_is_ident(1) && !self.starts_type_id(1)
            }
            _ => false,
        }
    }

    /// A nested-name-specifier followed by `::*` starts `n` tokens ahead
    /// (`C::*`, `ns::C<int>::*`).
    pub(crate) fn member_pointer_at(&self, n: usize) -> bool {
        if !matches!(self.peek_kind(n), TokenKind::Ident | TokenKind::ColonColon) {
            return false;
        }
        match self.scan_name(n) {
            Some((end, _)) => {
                self.peek_kind(end) == TokenKind::ColonColon
                    && self.peek_kind(end + 1) == TokenKind::Star
            }
            None => false,
        }
    }

    /// After a declarator name, `(` opens a parameter list (not an
    /// initializer): it is empty, or starts with a decl-specifier or `...`.
    fn params_follow(&self) -> bool {
        match self.peek_kind(1) {
            TokenKind::RParen | TokenKind::Ellipsis => true,
            TokenKind::LBracket => self.peek_kind(2) == TokenKind::LBracket,
            // `S is(string_type(1, c))`: a type name applied to a literal
            // is a functional cast, never a parameter's declarator.
            TokenKind::Ident
                if self.peek_kind(2) == TokenKind::LParen
                    && matches!(
                        self.peek_kind(3),
                        TokenKind::Number | TokenKind::Char | TokenKind::String
                    ) =>
            {
                false
            }
            _ => {
                (self.pos_plus_starts_decl_spec(1)
                    || (self.peek_is_ident(1)
                        && self.peek_is_ident(2)
                        && self.peek_kw(2).is_none()))
                    && !self.later_argument_is_value()
            }
        }
    }

    /// In `T x(A(), 5)`, a later comma-separated item that can only be an
    /// expression (a literal, `this`, `nullptr`, `true`, `false`), or a
    /// braced temporary anywhere (`T x(A{})`), makes the parentheses an
    /// initializer, though the first item looks like a parameter
    /// declaration.
    fn later_argument_is_value(&self) -> bool {
        let mut depth = 0i32;
        let mut i = 1;
        loop {
            match self.peek_kind(i) {
                TokenKind::Eof => return false,
                // `T x(A{})`: a braced temporary right after a type name.
                TokenKind::LBrace
                    if depth == 0
                        && matches!(
                            self.peek_kind(i - 1),
                            TokenKind::Ident | TokenKind::Gt | TokenKind::GtGt
                        ) =>
                {
                    return true;
                }
                // A template's argument list (`const HNV<_Value, true>&`):
                // its commas separate no arguments of ours.
                TokenKind::Lt
                    if self.peek_is_ident(i - 1)
                        && self
                            .names
                            .lookup_qualified(&[self.peek_sym(i - 1)], false)
                            .is_some_and(crate::names::NameKind::is_template) =>
                {
                    match self.scan_template_args(i) {
                        Some(end) => {
                            i = end;
                            continue;
                        }
                        None => return false,
                    }
                }
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    if depth == 0 {
                        return false;
                    }
                    depth -= 1;
                }
                TokenKind::Comma if depth == 0 => {
                    let v = matches!(
                        self.peek_kind(i + 1),
                        TokenKind::Number
                            | TokenKind::Char
                            | TokenKind::String
                            | TokenKind::RawString
                    ) || matches!(
                        self.peek_kw(i + 1),
                        Some(Keyword::This | Keyword::Nullptr | Keyword::True | Keyword::False)
                    );
                    if v {
                        return true;
                    }
                }
                _ => {}
            }
            i += 1;
            if i > 4096 {
                return false;
            }
        }
    }

    fn pos_plus_starts_decl_spec(&self, n: usize) -> bool {
        if self.starts_type_id(n) {
            return true;
        }
        matches!(
            self.peek_kw(n),
            Some(
                Keyword::Register
                    | Keyword::GridConstant
                    | Keyword::Static
                    | Keyword::Extern
                    | Keyword::Inline
                    | Keyword::Constexpr
            )
        )
    }

    /// ```text
    /// declarator-id:
    ///     '::'? (identifier '::')* (identifier | 'operator' operator)
    /// ```
    fn parse_declarator_id(&mut self) -> Option<&'a QualName<'a>> {
        if self.at_kw(Keyword::Operator) {
            let lo = self.span().lo;
            let (ident, conv_type) = self.parse_operator_name();
            return Some(self.alloc(QualName {
                span: self.span_from(lo),
                global: false,
                segments: self.alloc_slice(&[NameSegment {
                    ident,
                    template_args: None,
                    conv_type,
                }]),
            }));
        }
        // A `<` after a declarator-id can only start template arguments
        // (explicit specializations and instantiations).
        self.parse_qual_name(true)
    }

    /// `operator+`, `operator()`, `operator[]`, `operator new`: interned
    /// without spaces. A conversion function's name also returns its type.
    pub(crate) fn parse_operator_name(&mut self) -> (Ident, Option<&'a TypeExpr<'a>>) {
        let mut conv = None;
        let lo = self.bump().span.lo; // operator
        let mut text = String::from("operator");
        let t = self.tok();
        match t.kind {
            TokenKind::LParen | TokenKind::LBracket => {
                let close = if t.kind == TokenKind::LParen {
                    TokenKind::RParen
                } else {
                    TokenKind::RBracket
                };
                self.bump();
                text.push_str(if t.kind == TokenKind::LParen {
                    "()"
                } else {
                    "[]"
                });
                self.expect(
                    close,
                    if close == TokenKind::RParen { ")" } else { "]" },
                    None,
                );
            }
            TokenKind::Ident | TokenKind::Eof => {
                if let Some(k @ (Keyword::New | Keyword::Delete)) = self.kw() {
                    self.bump();
                    text.push(' ');
                    text.push_str(k.as_str());
                    if self.at(TokenKind::LBracket) && self.peek_kind(1) == TokenKind::RBracket {
                        self.bump();
                        self.bump();
                        text.push_str("[]");
                    }
                } else if self.starts_type_id(0) {
                    // A conversion function: `operator bool`, `operator int*`.
                    // Only pointer and reference operators belong to a
                    // conversion-type-id: `operator int*()`'s `(` starts
                    // the parameters.
                    let tlo = self.span().lo;
                    let spec = self.parse_decl_specifiers(SpecCtx::TypeId);
                    let mut ty = spec.ty;
                    loop {
                        let op = self.tok();
                        let kind = match op.kind {
                            TokenKind::Star => {
                                self.bump();
                                let mut ignored = Specifiers::NONE;
                                let cv = self.parse_cv_seq(&mut ignored);
                                let t = self.alloc(TypeExpr {
                                    span: ty.span.to(op.span),
                                    cv,
                                    kind: TypeKind::Pointer(ty),
                                });
                                ty = t;
                                continue;
                            }
                            TokenKind::Amp => TypeKind::LRef(ty),
                            TokenKind::AmpAmp => TypeKind::RRef(ty),
                            _ => break,
                        };
                        self.bump();
                        ty = self.alloc(TypeExpr {
                            span: ty.span.to(op.span),
                            cv: Cv::NONE,
                            kind,
                        });
                    }
                    conv = Some(ty);
                    let words: Vec<&str> =
                        self.text(self.span_from(tlo)).split_whitespace().collect();
                    text.push(' ');
                    text.push_str(&words.join(" "));
                } else {
                    let d = diag::expected_unqualified_id(t.span);
                    self.error(d);
                }
            }
            _ => {
                self.bump();
                text.push_str(self.text(t.span));
            }
        }
        let ident = Ident {
            sym: self.interner.intern(&text),
            span: self.span_from(lo),
        };
        (ident, conv)
    }

    /// ```text
    /// parameters-and-qualifiers:
    ///     '(' parameter-declaration-clause ')' cv-qualifier* ref-qualifier?
    ///         noexcept-specifier? attribute* ('->' type-id)?
    /// parameter-declaration-clause:
    ///     (parameter-declaration (',' parameter-declaration)*)? (','? '...')?
    /// ```
    pub(crate) fn parse_function_suffix(&mut self, specs: &mut Specifiers) -> Derivation<'a> {
        let open = self.bump().span;
        let mut params: Vec<Param<'a>> = Vec::new();
        let mut variadic = false;
        self.names.push();
        let saved = std::mem::take(&mut self.ctx);
        while !self.at(TokenKind::RParen) && !self.at_eof() {
            let start = self.pos;
            if self.at(TokenKind::Ellipsis) {
                let e = self.bump();
                variadic = true;
                if !self.at(TokenKind::RParen) {
                    let d = diag::ellipsis_not_last(e.span);
                    self.error(d);
                }
                continue;
            }
            let p = self.parse_parameter();
            params.push(p);
            if !self.eat(TokenKind::Comma) {
                if !self.at(TokenKind::RParen) && !self.at(TokenKind::Ellipsis) {
                    let d = diag::expected_token(self.span(), ")", Some((open, "(")));
                    self.error(d);
                    self.skip_until(&[TokenKind::RParen, TokenKind::Semi, TokenKind::LBrace]);
                }
                if !self.at(TokenKind::Ellipsis) {
                    break;
                }
            }
            if self.pos == start {
                self.bump();
            }
        }
        self.ctx = saved;
        self.names.pop();
        self.expect(TokenKind::RParen, ")", Some((open, "(")));
        // `(void)` means no parameters.
        if let [p] = params.as_slice() {
            if p.name.is_none()
                && p.default.is_none()
                && p.ty.cv.is_empty()
                && matches!(p.ty.kind, TypeKind::Builtin(BuiltinType::Void))
            {
                params.clear();
            }
        }
        // cv, ref-qualifier, noexcept, attributes, trailing return.
        let mut noexcept = false;
        let mut noexcept_expr = None;
        let mut method_cv = Cv::NONE;
        let mut ref_qual = RefQualifier::None;
        let mut trailing = None;
        loop {
            if self.at_kw(Keyword::Const) || self.at_kw(Keyword::Volatile) {
                let bit = if self.at_kw(Keyword::Const) {
                    Cv::CONST
                } else {
                    Cv::VOLATILE
                };
                method_cv = method_cv.with(bit);
                self.bump();
            } else if self.at(TokenKind::Amp) || self.at(TokenKind::AmpAmp) {
                // ref-qualifier: only meaningful on members; a following
                // name means this was something else.
                if self.peek_is_ident(1) || self.peek_kind(1) == TokenKind::LParen {
                    break;
                }
                ref_qual = if self.at(TokenKind::Amp) {
                    RefQualifier::LValue
                } else {
                    RefQualifier::RValue
                };
                self.bump();
            } else if self.at_kw(Keyword::Noexcept) {
                self.bump();
                noexcept = true;
                if self.at(TokenKind::LParen) {
                    let open = self.bump().span;
                    // A full expression: `>` in it is no template argument list's end.
                    let saved = std::mem::take(&mut self.ctx);
                    let x = self.parse_expr();
                    self.ctx = saved;
                    // `noexcept(false)` (a potentially-throwing destructor)
                    // is known without evaluating anything.
                    if matches!(x.kind, ExprKind::Bool(false)) {
                        noexcept = false;
                    }
                    noexcept_expr = Some(x);
                    self.expect(TokenKind::RParen, ")", Some((open, "(")));
                }
            } else if self.at_kw(Keyword::Throw) && self.peek_kind(1) == TokenKind::LParen {
                self.bump();
                self.bump();
                noexcept = self.at(TokenKind::RParen);
                self.skip_until(&[TokenKind::RParen]);
                self.eat(TokenKind::RParen);
            } else if self.at_gnu_attribute() {
                *specs = specs.with(self.parse_gnu_attribute());
            } else if self.at(TokenKind::Arrow) {
                self.bump();
                trailing = Some(self.parse_type_id());
            } else {
                break;
            }
        }
        Derivation::Function {
            params: self.alloc_slice(&params),
            variadic,
            noexcept,
            noexcept_expr,
            method_cv,
            ref_qual,
            trailing,
            span: self.span_from(open.lo),
        }
    }

    /// ```text
    /// parameter-declaration:
    ///     decl-specifier-seq (declarator | abstract-declarator)? ('=' initializer-clause)?
    /// ```
    fn parse_parameter(&mut self) -> Param<'a> {
        let lo = self.span().lo;
        let spec = self.parse_decl_specifiers(SpecCtx::Param);
        if spec.missing_type {
            let d = diag::expected_type(self.span());
            self.error(d);
        }
        let d = self.parse_declarator(DeclaratorKind::Param);
        let ty = self.apply_declarator(spec.ty, &d);
        let name = d.name.and_then(|n| n.as_simple());
        if let Some(n) = name {
            self.names.declare(n.sym, crate::names::NameKind::Value);
        }
        let default = if self.eat(TokenKind::Eq) {
            Some(self.parse_initializer_clause())
        } else {
            None
        };
        Param {
            span: self.span_from(lo),
            name,
            ty,
            default,
            specs: Specifiers(spec.specs.0 | d.specs.0),
            pack: d.pack,
        }
    }

    /// Composes the declarator's derivations with the base type.
    pub(crate) fn apply_declarator(
        &mut self,
        base: &'a TypeExpr<'a>,
        d: &Declarator<'a>,
    ) -> &'a TypeExpr<'a> {
        let mut ty = base;
        for der in &d.derivations {
            let (kind, span, cv) = match *der {
                Derivation::Pointer(cv, s) => (TypeKind::Pointer(ty), s, cv),
                Derivation::MemberPointer(class, cv, s) => {
                    (TypeKind::MemberPointer { class, pointee: ty }, s, cv)
                }
                Derivation::LRef(s) => (TypeKind::LRef(ty), s, Cv::NONE),
                Derivation::RRef(s) => (TypeKind::RRef(ty), s, Cv::NONE),
                Derivation::Array(size, s) => (TypeKind::Array { elem: ty, size }, s, Cv::NONE),
                Derivation::Function {
                    params,
                    variadic,
                    noexcept,
                    noexcept_expr,
                    method_cv,
                    ref_qual,
                    trailing,
                    span,
                } => {
                    let ret = trailing.unwrap_or(ty);
                    let f = self.alloc(FunctionType {
                        ret,
                        params,
                        variadic,
                        trailing_return: trailing.is_some(),
                        noexcept,
                        noexcept_expr,
                        method_cv,
                        ref_qual,
                    });
                    (TypeKind::Function(f), span, Cv::NONE)
                }
            };
            ty = self.alloc(TypeExpr {
                span: ty.span.to(span),
                cv,
                kind,
            });
        }
        ty
    }
}
