//! Directive dispatch ([cpp.pre]) and the directives that are not about
//! conditionals or inclusion: `#define`, `#undef`, `#line` (and GNU line
//! markers), `#error`, `#warning`, `#pragma`.

use super::expand::{BodyTok, Macro, MacroKind};
use super::{Pp, Pragma};
use crate::diagnostics;
use crate::literal::{decode_string, parse_number, NumberLiteral};
use crate::source::Span;
use crate::token::{clean_spelling, spelling, Token, TokenKind};
use std::rc::Rc;

impl Pp<'_> {
    /// Runs the directive whose `#` is the current token of the current file.
    // Kept out of line: inlined, it made the token loop's frame large.
    #[inline(never)]
    pub(crate) fn directive(&mut self) {
        let line = self.take_line();
        let Some(&hash) = line.first() else { return };
        let last = line.last().map_or(hash.span, |t| t.span);
        let span = hash.span.to(last);
        let active = self.active();
        let depth_before = self.conds.len();
        // Lex errors up to the newline belong to this line (an unterminated
        // literal is not a token, so it may lie after the last one).
        let line_end = self.next_line_start().unwrap_or(u32::MAX);
        let Some(&name_tok) = line.get(1) else {
            // The null directive.
            self.flush_lex_errors(line_end, active);
            self.note_directive_for_guard("", &[], depth_before);
            return;
        };
        let rest = &line[2..];
        let name = match name_tok.kind {
            TokenKind::Ident => spelling(self.sm, &name_tok).into_owned(),
            TokenKind::Number => "#number".to_string(),
            _ => String::new(),
        };
        self.note_directive_for_guard(&name, rest, depth_before);
        let conditional = matches!(
            name.as_str(),
            "if" | "ifdef" | "ifndef" | "elif" | "elifdef" | "elifndef" | "else" | "endif"
        );
        if !active {
            self.flush_lex_errors(line_end, false);
            if conditional {
                self.conditional(&name, rest, span, false);
            }
            return;
        }
        // `#error don't` is not an unterminated character literal.
        let free_text = matches!(name.as_str(), "error" | "warning");
        self.flush_lex_errors(line_end, !free_text);
        match name.as_str() {
            _ if conditional => self.conditional(&name, rest, span, true),
            "define" => self.define(rest, span),
            "undef" => self.undef(rest, span),
            "include" | "import" => self.include(rest, span, false),
            "include_next" => self.include(rest, span, true),
            "line" => self.line(rest, span),
            // GNU line marker: `# 33 "file.c" 2`.
            "#number" => self.line(&line[1..], span),
            "error" => {
                let text = self.rest_text(rest, line_end);
                self.report(diagnostics::error_directive(span, &text));
            }
            "warning" => {
                let text = self.rest_text(rest, line_end);
                self.report(diagnostics::warning_directive(span, &text));
            }
            "pragma" => self.pragma(rest, span),
            "ident" | "sccs" => {}
            _ => self.report(diagnostics::invalid_directive(name_tok.span)),
        }
    }

    /// The source text of a directive's operand (for `#error` messages).
    /// `line_end` is where the next line starts (`u32::MAX` at the end of
    /// the file): the text runs to the end of the line, not just to the last
    /// token (`#error don't` has an apostrophe that is no token).
    fn rest_text(&self, rest: &[Token], line_end: u32) -> String {
        let (Some(first), Some(last)) = (rest.first(), rest.last()) else {
            return String::new();
        };
        let end = if line_end == u32::MAX {
            self.files.last().map_or(last.span.hi, |f| f.end(self.sm))
        } else {
            line_end.saturating_sub(1)
        };
        match self
            .sm
            .snippet(Span::new(first.span.lo, end.max(last.span.hi)))
        {
            Some(s) => clean_spelling(TokenKind::Ident, s).trim().to_string(),
            None => Self::join_spellings(self, rest),
        }
    }

    /// Tokens' spellings with single spaces where the source had space.
    pub(crate) fn join_spellings(&self, toks: &[Token]) -> String {
        let mut s = String::new();
        for (i, t) in toks.iter().enumerate() {
            if i > 0 && t.leading_space() {
                s.push(' ');
            }
            s.push_str(&spelling(self.sm, t));
        }
        s
    }

    fn define(&mut self, rest: &[Token], span: Span) {
        let Some(&name_tok) = rest.first() else {
            self.report(diagnostics::macro_name_missing(span));
            return;
        };
        if name_tok.kind != TokenKind::Ident {
            self.report(diagnostics::macro_name_not_identifier(name_tok.span));
            return;
        }
        let name = spelling(self.sm, &name_tok).into_owned();
        if name == "defined" {
            self.report(diagnostics::defined_as_macro_name(name_tok.span));
            return;
        }
        let function = rest
            .get(1)
            .is_some_and(|t| t.kind == TokenKind::LParen && !t.leading_space());
        let mut params: Vec<String> = Vec::new();
        let mut variadic = false;
        let mut i = 1;
        if function {
            i = 2;
            let mut after_comma = false;
            loop {
                let Some(t) = rest.get(i) else {
                    let at = rest.last().map_or(span, |t| t.span);
                    self.report(diagnostics::missing_rparen_in_params(at));
                    return;
                };
                match t.kind {
                    TokenKind::RParen if !after_comma => {
                        i += 1;
                        break;
                    }
                    TokenKind::Ellipsis => {
                        variadic = true;
                        params.push("__VA_ARGS__".into());
                        if rest.get(i + 1).is_none_or(|t| t.kind != TokenKind::RParen) {
                            let at = rest.get(i + 1).map_or(t.span, |t| t.span);
                            self.report(diagnostics::missing_rparen_in_params(at));
                            return;
                        }
                        i += 2;
                        break;
                    }
                    TokenKind::Ident => {
                        let p = spelling(self.sm, t).into_owned();
                        if p == "__VA_ARGS__" || p == "__VA_OPT__" {
                            self.report(diagnostics::invalid_macro_param(t.span));
                            return;
                        }
                        if params.contains(&p) {
                            self.report(diagnostics::duplicate_macro_param(t.span, &p));
                            return;
                        }
                        params.push(p);
                        i += 1;
                        match rest.get(i).map(|t| t.kind) {
                            Some(TokenKind::Comma) => {
                                after_comma = true;
                                i += 1;
                            }
                            Some(TokenKind::RParen) => {
                                i += 1;
                                break;
                            }
                            // GNU named variadic parameter: `args...`.
                            Some(TokenKind::Ellipsis)
                                if rest.get(i + 1).is_some_and(|t| t.kind == TokenKind::RParen) =>
                            {
                                variadic = true;
                                i += 2;
                                break;
                            }
                            Some(_) => {
                                self.report(diagnostics::expected_comma_in_params(rest[i].span));
                                return;
                            }
                            None => {
                                self.report(diagnostics::missing_rparen_in_params(t.span));
                                return;
                            }
                        }
                    }
                    _ => {
                        self.report(diagnostics::invalid_macro_param(t.span));
                        return;
                    }
                }
            }
        }
        let Some(body) = self.classify_body(&rest[i..], &params, function, variadic) else {
            return;
        };
        let body_span = match (body.first(), body.last()) {
            (Some(a), Some(b)) => a.tok.span.to(b.tok.span),
            _ => Span::new(name_tok.span.hi, name_tok.span.hi),
        };
        let mac = Macro {
            name: name.as_str().into(),
            name_span: name_tok.span,
            kind: if function {
                MacroKind::Function
            } else {
                MacroKind::Object
            },
            params,
            variadic,
            body,
            body_span,
        };
        if let Some(old) = self.macros.get(&name) {
            if matches!(old.kind, MacroKind::Builtin(_)) {
                self.report(diagnostics::builtin_macro_redefined(name_tok.span));
            } else if !self.same_definition(old, &mac) {
                let prev = old.name_span;
                self.report(diagnostics::macro_redefined(name_tok.span, &name, prev));
            }
        }
        self.macros.insert(name, Rc::new(mac));
    }

    /// Marks parameters and `__VA_OPT__` in a replacement list and checks
    /// the rules on `#`, `##`, `__VA_ARGS__` and `__VA_OPT__`.
    fn classify_body(
        &mut self,
        toks: &[Token],
        params: &[String],
        function: bool,
        variadic: bool,
    ) -> Option<Vec<BodyTok>> {
        let mut body = Vec::with_capacity(toks.len());
        for t in toks {
            let mut b = BodyTok {
                tok: *t,
                param: None,
                va_opt: false,
            };
            if t.kind == TokenKind::Ident {
                let s = spelling(self.sm, t);
                if function {
                    b.param = params.iter().position(|p| p == s.as_ref());
                }
                if s == "__VA_ARGS__" && !variadic {
                    self.report(diagnostics::va_args_outside_variadic(t.span));
                } else if s == "__VA_OPT__" {
                    if variadic {
                        b.va_opt = true;
                    } else {
                        self.report(diagnostics::va_opt_outside_variadic(t.span));
                    }
                }
            }
            body.push(b);
        }
        if let Some(edge) = [body.first(), body.last()]
            .into_iter()
            .flatten()
            .find(|b| b.tok.kind == TokenKind::HashHash)
        {
            self.report(diagnostics::hashhash_at_edge(edge.tok.span));
            return None;
        }
        // Where the operand of the `__VA_OPT__` being scanned ends.
        let mut va_opt_end = 0usize;
        for (k, b) in body.iter().enumerate() {
            if b.va_opt && k < va_opt_end {
                self.report(diagnostics::va_opt_nested(b.tok.span));
                return None;
            }
            if b.va_opt {
                if body
                    .get(k + 1)
                    .is_none_or(|n| n.tok.kind != TokenKind::LParen)
                {
                    self.report(diagnostics::va_opt_missing_lparen(b.tok.span));
                    return None;
                }
                let mut depth = 0usize;
                let close = body[k + 1..].iter().position(|n| {
                    match n.tok.kind {
                        TokenKind::LParen => depth += 1,
                        TokenKind::RParen => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                });
                if let Some(c) = close {
                    va_opt_end = k + 1 + c;
                } else {
                    self.report(diagnostics::va_opt_unterminated(b.tok.span));
                    return None;
                }
            }
            if function && b.tok.kind == TokenKind::Hash {
                let ok = body
                    .get(k + 1)
                    .is_some_and(|n| n.param.is_some() || n.va_opt);
                if !ok {
                    self.report(diagnostics::hash_not_followed_by_param(b.tok.span));
                    return None;
                }
            }
        }
        Some(body)
    }

    /// [cpp.replace]/2: same parameters, same tokens, same whitespace.
    fn same_definition(&self, a: &Macro, b: &Macro) -> bool {
        if a.kind != b.kind
            || a.params != b.params
            || a.variadic != b.variadic
            || a.body.len() != b.body.len()
        {
            return false;
        }
        a.body.iter().zip(&b.body).enumerate().all(|(i, (x, y))| {
            x.tok.kind == y.tok.kind
                && (i == 0 || x.tok.leading_space() == y.tok.leading_space())
                && spelling(self.sm, &x.tok) == spelling(self.sm, &y.tok)
        })
    }

    fn undef(&mut self, rest: &[Token], span: Span) {
        let Some(&name_tok) = rest.first() else {
            self.report(diagnostics::macro_name_missing(span));
            return;
        };
        if name_tok.kind != TokenKind::Ident {
            self.report(diagnostics::macro_name_not_identifier(name_tok.span));
            return;
        }
        if let Some(extra) = rest.get(1) {
            self.report(diagnostics::extra_tokens(extra.span, "undef"));
        }
        let name = spelling(self.sm, &name_tok).into_owned();
        if name == "defined" {
            self.report(diagnostics::defined_as_macro_name(name_tok.span));
            return;
        }
        if let Some(old) = self.macros.remove(&name) {
            if matches!(old.kind, MacroKind::Builtin(_)) {
                self.report(diagnostics::builtin_macro_undefined(name_tok.span));
            }
        }
    }

    /// `#line N ["file"]`, after macro expansion.
    fn line(&mut self, rest: &[Token], span: Span) {
        let toks = if rest.first().is_some_and(|t| t.kind == TokenKind::Number) {
            rest.to_vec()
        } else {
            self.expand_list_of(rest)
        };
        let Some(num) = toks.first().filter(|t| t.kind == TokenKind::Number) else {
            let at = toks.first().map_or(span, |t| t.span);
            self.report(diagnostics::line_requires_positive(at));
            return;
        };
        let text = spelling(self.sm, num).into_owned();
        let line = match parse_number(&text) {
            Ok(NumberLiteral::Int(n))
                if n.ud_suffix.is_none()
                    && text.bytes().all(|c| c.is_ascii_digit())
                    && n.value <= 2_147_483_647 =>
            {
                n.value as u32
            }
            _ => {
                self.report(diagnostics::line_requires_positive(num.span));
                return;
            }
        };
        let name = match toks.get(1) {
            None => None,
            Some(t) if t.kind == TokenKind::String => {
                let (lit, errors) = decode_string(&spelling(self.sm, t));
                if !errors.is_empty() || lit.ud_suffix.is_some() {
                    self.report(diagnostics::line_invalid_filename(t.span));
                    return;
                }
                Some(lit.to_text())
            }
            Some(t) => {
                self.report(diagnostics::line_invalid_filename(t.span));
                return;
            }
        };
        if let Some(at) = self.next_line_start() {
            self.sm.add_line_directive(at, line, name);
        }
    }

    /// `#pragma` (also reached from `_Pragma`): `once`, `push_macro`,
    /// `pop_macro` and `GCC system_header` are handled here; everything else goes to the output.
    pub(crate) fn pragma(&mut self, rest: &[Token], span: Span) {
        let words: Vec<String> = rest
            .iter()
            .take(4)
            .map(|t| spelling(self.sm, t).into_owned())
            .collect();
        match words.first().map(String::as_str) {
            Some("once") => {
                if let Some(f) = self.files.last().filter(|f| !f.is_buffer) {
                    self.pragma_once.insert(f.file);
                }
                return;
            }
            // `#pragma GCC system_header` (also `clang`): the rest of the
            // file is a system header; circle-rs marks the whole file.
            Some("GCC" | "clang") if words.get(1).is_some_and(|w| w == "system_header") => {
                let main = self.files.iter().filter(|f| !f.is_buffer).count() <= 1;
                if let Some(f) = self.files.last().filter(|f| !f.is_buffer && !main) {
                    self.sm.mark_system(f.file);
                }
                return;
            }
            Some(op @ ("push_macro" | "pop_macro")) => {
                let ok = rest.len() == 4
                    && rest[1].kind == TokenKind::LParen
                    && rest[2].kind == TokenKind::String
                    && rest[3].kind == TokenKind::RParen;
                if ok {
                    let name = decode_string(&words[2]).0.to_text();
                    if op == "push_macro" {
                        let current = self.macros.get(&name).cloned();
                        self.pushed_macros.entry(name).or_default().push(current);
                    } else {
                        match self.pushed_macros.get_mut(&name).and_then(Vec::pop) {
                            Some(Some(m)) => {
                                self.macros.insert(name, m);
                            }
                            Some(None) => {
                                self.macros.remove(&name);
                            }
                            None => {
                                self.report(diagnostics::pragma_pop_macro_without_push(span, &name))
                            }
                        }
                    }
                    return;
                }
            }
            _ => {}
        }
        let text = self.join_spellings(rest);
        self.pragmas.push(Pragma {
            before_token: self.out.len(),
            span,
            text,
            tokens: rest.to_vec(),
        });
    }
}
