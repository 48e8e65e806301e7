//! Conditional inclusion ([cpp.cond]): the `#if` stack, `#ifdef`,
//! `#elif`, `#else`, `#endif`, and the evaluation of controlling
//! expressions: the line is macro-expanded (leaving the operands of
//! `defined` and `__has_include` alone), operands become numbers, and the
//! lalrpop grammar in `if_expr.lalrpop` computes the value.

use super::if_expr::ExprParser;
use super::value::{Tok, Val};
use super::Pp;
use crate::diag::Diagnostic;
use crate::diagnostics;
use crate::literal::{decode_char, parse_number, NumberLiteral};
use crate::source::Span;
use crate::token::{spelling, Token, TokenKind};
use lalrpop_util::ParseError;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CondState {
    /// This group is being included.
    Active,
    /// No group taken yet; a later `#elif`/`#else` may be.
    Pending,
    /// A group was taken; the rest are skipped.
    Done,
    /// Inside a skipped group: nothing here is ever included.
    Dead,
}

#[derive(Clone, Debug)]
pub(crate) struct Cond {
    pub if_span: Span,
    pub state: CondState,
    pub else_span: Option<Span>,
}

// The `Err` side (a Diagnostic) is large but only built once per failed
// `#if`; boxing it would buy nothing.
#[allow(clippy::result_large_err)]
impl Pp<'_> {
    /// `#if`, `#ifdef`, `#ifndef`, `#elif`, `#elifdef`, `#elifndef`,
    /// `#else`, `#endif`. `active` says whether the enclosing text is included.
    pub(crate) fn conditional(&mut self, name: &str, rest: &[Token], span: Span, active: bool) {
        let base = self.files.last().map_or(0, |f| f.cond_base);
        match name {
            "if" | "ifdef" | "ifndef" => {
                let state = if !active {
                    CondState::Dead
                } else if self.condition(name, rest, span) {
                    CondState::Active
                } else {
                    CondState::Pending
                };
                self.conds.push(Cond {
                    if_span: span,
                    state,
                    else_span: None,
                });
            }
            "elif" | "elifdef" | "elifndef" | "else" => {
                if self.conds.len() <= base {
                    let d = if name == "else" {
                        diagnostics::else_without_if(span)
                    } else {
                        diagnostics::elif_without_if(span, name)
                    };
                    self.report(d);
                    return;
                }
                let Some(top) = self.conds.last().cloned() else {
                    return;
                };
                if let Some(prev) = top.else_span {
                    self.report(diagnostics::else_after_else(span, name, prev));
                }
                let state = match top.state {
                    CondState::Pending if name == "else" => CondState::Active,
                    CondState::Pending => {
                        if self.condition(name, rest, span) {
                            CondState::Active
                        } else {
                            CondState::Pending
                        }
                    }
                    CondState::Active => CondState::Done,
                    s => s,
                };
                if name == "else" && !rest.is_empty() && top.state != CondState::Dead {
                    self.report(diagnostics::extra_tokens(rest[0].span, name));
                }
                if let Some(top) = self.conds.last_mut() {
                    top.state = state;
                    if name == "else" {
                        top.else_span = Some(span);
                    }
                }
            }
            _ => {
                // "endif"
                if self.conds.len() <= base {
                    self.report(diagnostics::endif_without_if(span));
                    return;
                }
                let dead = self.conds.pop().is_some_and(|c| c.state == CondState::Dead);
                if !rest.is_empty() && !dead {
                    self.report(diagnostics::extra_tokens(rest[0].span, name));
                }
            }
        }
    }

    /// Evaluates the condition of an `#if`-family directive.
    fn condition(&mut self, name: &str, rest: &[Token], span: Span) -> bool {
        if self.opts.target_count > 1 {
            if let Some(t) = rest
                .iter()
                .find(|t| t.kind == TokenKind::Ident && spelling(self.sm, t) == "__CUDA_ARCH__")
            {
                let n = self.opts.target_count;
                self.report(diagnostics::cuda_arch_several_targets(t.span, n));
            }
        }
        match name {
            "ifdef" | "ifndef" | "elifdef" | "elifndef" => {
                let Some(first) = rest.first() else {
                    self.report(diagnostics::macro_name_missing(span));
                    return false;
                };
                if first.kind != TokenKind::Ident {
                    self.report(diagnostics::macro_name_not_identifier(first.span));
                    return false;
                }
                if let Some(extra) = rest.get(1) {
                    self.report(diagnostics::extra_tokens(extra.span, name));
                }
                let defined = self.macros.contains_key(spelling(self.sm, first).as_ref());
                defined == (name == "ifdef" || name == "elifdef")
            }
            _ => self.eval_if(name, rest, span),
        }
    }

    fn eval_if(&mut self, name: &str, rest: &[Token], span: Span) -> bool {
        if rest.is_empty() {
            self.report(diagnostics::if_without_expression(span, name));
            return false;
        }
        self.if_mode = Some(super::expand::IfState::Normal);
        let expanded = self.expand_list_of(rest);
        self.if_mode = None;
        let v = self.eval_expanded(name, &expanded, span);
        self.tokens_pool.give(expanded);
        v
    }

    /// [`Self::eval_if`] on the macro-expanded line.
    fn eval_expanded(&mut self, name: &str, expanded: &[Token], span: Span) -> bool {
        let toks = match self.if_tokens(expanded) {
            Ok(t) => t,
            Err(d) => {
                self.report(d);
                return false;
            }
        };
        let Some(last) = expanded.last().map(|t| t.span) else {
            self.report(diagnostics::if_without_expression(span, name));
            return false;
        };
        let input = toks.into_iter().map(Ok::<_, ()>);
        match ExprParser::new().parse(input) {
            Ok(v) => {
                let errors = v.errors.clone();
                // The first error only, in evaluation order, as clang
                // (whose evaluation stops there).
                if let Some((lo, hi, rem)) = errors.first() {
                    self.report(diagnostics::division_by_zero(Span::new(*lo, *hi), *rem));
                }
                errors.is_empty() && v.is_true()
            }
            Err(e) => {
                let d = match e {
                    ParseError::UnrecognizedEof { expected, .. } => {
                        let at = Span::new(last.hi, last.hi);
                        if expected.iter().any(|x| x == "\")\"")
                            && !expected.iter().any(|x| x == "\"num\"")
                        {
                            diagnostics::missing_rparen_in_expr(at)
                        } else {
                            diagnostics::expected_value(at)
                        }
                    }
                    ParseError::UnrecognizedToken {
                        token: (lo, _, hi),
                        expected,
                    } => {
                        let at = Span::new(lo, hi);
                        if expected.iter().any(|x| x == "\"num\"") {
                            diagnostics::expected_value(at)
                        } else if expected.len() == 1 && expected[0] == "\")\"" {
                            diagnostics::missing_rparen_in_expr(at)
                        } else {
                            diagnostics::invalid_binary_operator(at)
                        }
                    }
                    _ => diagnostics::expected_value(last),
                };
                self.report(d);
                false
            }
        }
    }

    /// Turns the expanded line into grammar tokens: numbers, character
    /// constants, `defined`, `__has_include`, `true`/`false`, other
    /// identifiers (0), operators and their alternative spellings.
    fn if_tokens(&mut self, toks: &[Token]) -> Result<Vec<(u32, Tok, u32)>, Diagnostic> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < toks.len() {
            let t = toks[i];
            let (lo, hi) = (t.span.lo, t.span.hi);
            i += 1;
            // Operators need no text (and no allocation).
            let text = match t.kind {
                TokenKind::Number | TokenKind::Char | TokenKind::Ident => {
                    spelling(self.sm, &t).into_owned()
                }
                _ => String::new(),
            };
            let tok = match t.kind {
                TokenKind::Number => self.if_number(&t, &text)?,
                TokenKind::Char => {
                    let (c, errors) = decode_char(&text);
                    if let Some(e) = errors.first() {
                        return Err(diagnostics::literal_error(e, t.span, text.len()));
                    }
                    if c.ud_suffix.is_some() {
                        return Err(diagnostics::invalid_expr_token(t.span));
                    }
                    Tok::Num(Val::signed(c.value))
                }
                TokenKind::Ident => match text.as_str() {
                    "defined" => {
                        let (v, used) = self.if_defined(t, &toks[i..])?;
                        i += used;
                        Tok::Num(Val::signed(v as i64))
                    }
                    "__has_include" | "__has_include_next" => {
                        let (v, used) = self.if_has_include(t, &text, &toks[i..])?;
                        i += used;
                        Tok::Num(Val::signed(v as i64))
                    }
                    s if super::expand::HAS_FEATURE_NAMES.contains(&s) => {
                        let (v, used) = self.if_has_feature(t, s, &toks[i..])?;
                        i += used;
                        Tok::Num(Val::signed(v))
                    }
                    "true" => Tok::Num(Val::signed(1)),
                    "and" => Tok::AndAnd,
                    "or" => Tok::OrOr,
                    "not" => Tok::Bang,
                    "bitand" => Tok::And,
                    "bitor" => Tok::Or,
                    "xor" => Tok::Xor,
                    "compl" => Tok::Tilde,
                    "not_eq" => Tok::NotEq,
                    // `FOO(1)` where FOO is no macro: clang's error, not
                    // "0 (1)" and a confusing one about a missing operator.
                    name if toks.get(i).is_some_and(|n| n.kind == TokenKind::LParen)
                        && !t.flags.has(crate::token::TokenFlags::NO_EXPAND) =>
                    {
                        return Err(diagnostics::undefined_function_macro(t.span, name));
                    }
                    _ => Tok::Num(Val::signed(0)),
                },
                TokenKind::LParen => Tok::LParen,
                TokenKind::RParen => Tok::RParen,
                TokenKind::Question => Tok::Question,
                TokenKind::Colon => Tok::Colon,
                TokenKind::Comma => Tok::Comma,
                TokenKind::PipePipe => Tok::OrOr,
                TokenKind::AmpAmp => Tok::AndAnd,
                TokenKind::Pipe => Tok::Or,
                TokenKind::Caret => Tok::Xor,
                TokenKind::Amp => Tok::And,
                TokenKind::EqEq => Tok::EqEq,
                TokenKind::BangEq => Tok::NotEq,
                TokenKind::Lt => Tok::Lt,
                TokenKind::Gt => Tok::Gt,
                TokenKind::LtEq => Tok::Le,
                TokenKind::GtEq => Tok::Ge,
                TokenKind::LtLt => Tok::Shl,
                TokenKind::GtGt => Tok::Shr,
                TokenKind::Plus => Tok::Plus,
                TokenKind::Minus => Tok::Minus,
                TokenKind::Star => Tok::Star,
                TokenKind::Slash => Tok::Slash,
                TokenKind::Percent => Tok::Percent,
                TokenKind::Tilde => Tok::Tilde,
                TokenKind::Bang => Tok::Bang,
                // After an operand an operator was due; elsewhere an operand.
                _ if matches!(out.last(), Some((_, Tok::Num(_) | Tok::RParen, _))) => {
                    return Err(diagnostics::invalid_binary_operator(t.span))
                }
                _ => return Err(diagnostics::invalid_expr_token(t.span)),
            };
            out.push((lo, tok, hi));
        }
        Ok(out)
    }

    fn if_number(&mut self, t: &Token, text: &str) -> Result<Tok, Diagnostic> {
        // Plain decimal literals, most `#if` numbers, need no literal
        // parser (18 digits cannot overflow; a leading 0 is octal).
        let digits = text.as_bytes();
        if (1..=18).contains(&digits.len())
            && digits.iter().all(u8::is_ascii_digit)
            && (digits.len() == 1 || digits[0] != b'0')
        {
            let v = digits
                .iter()
                .fold(0i64, |v, d| v * 10 + i64::from(d - b'0'));
            return Ok(Tok::Num(Val::signed(v)));
        }
        match parse_number(text) {
            Ok(NumberLiteral::Int(n)) if n.ud_suffix.is_none() => {
                let v = n.value as u64;
                if n.unsigned {
                    Ok(Tok::Num(Val::unsigned(v)))
                } else if v > i64::MAX as u64 {
                    self.report(diagnostics::literal_too_large_signed(t.span));
                    Ok(Tok::Num(Val::unsigned(v)))
                } else {
                    Ok(Tok::Num(Val::signed(v as i64)))
                }
            }
            Ok(NumberLiteral::Int(_)) => Err(diagnostics::invalid_expr_token(t.span)),
            Ok(NumberLiteral::Float(_)) => Err(diagnostics::float_in_expr(t.span)),
            Err(e) => Err(diagnostics::literal_error(&e, t.span, text.len())),
        }
    }

    /// `defined X` or `defined ( X )` after the `defined` token; returns
    /// the value and how many tokens it used.
    fn if_defined(&self, at: Token, rest: &[Token]) -> Result<(bool, usize), Diagnostic> {
        let paren = rest.first().is_some_and(|t| t.kind == TokenKind::LParen);
        let name_at = usize::from(paren);
        let Some(name) = rest.get(name_at) else {
            return Err(diagnostics::macro_name_missing(at.span));
        };
        if name.kind != TokenKind::Ident {
            return Err(diagnostics::macro_name_not_identifier(name.span));
        }
        let v = self.macros.contains_key(spelling(self.sm, name).as_ref());
        if !paren {
            return Ok((v, 1));
        }
        match rest.get(2) {
            Some(t) if t.kind == TokenKind::RParen => Ok((v, 3)),
            Some(t) => Err(diagnostics::defined_missing_rparen(t.span)),
            None => Err(diagnostics::defined_missing_rparen(name.span)),
        }
    }

    /// `( "file" )` or `( <file> )` after `__has_include`.
    fn if_has_include(
        &mut self,
        at: Token,
        which: &str,
        rest: &[Token],
    ) -> Result<(bool, usize), Diagnostic> {
        if rest.first().is_none_or(|t| t.kind != TokenKind::LParen) {
            return Err(diagnostics::has_include_syntax(at.span, which));
        }
        let Some(close) = Self::skip_parens(rest) else {
            return Err(diagnostics::has_include_syntax(at.span, which));
        };
        let inner = &rest[1..close - 1];
        let Some((name, angled, _, _)) = self.header_name(inner) else {
            let span = inner.first().map_or(at.span, |t| t.span);
            return Err(diagnostics::expected_filename(span));
        };
        let found = self
            .find_include(&name, angled, which == "__has_include_next")
            .is_some();
        Ok((found, close))
    }

    /// `( name )` or `( scope :: name )` after `__has_builtin`,
    /// `__has_feature`, `__has_attribute`, ...: the answer from the shared
    /// builtin table, and how many tokens it used.
    pub(crate) fn if_has_feature(
        &self,
        at: Token,
        which: &str,
        rest: &[Token],
    ) -> Result<(i64, usize), Diagnostic> {
        let Some(close) = Self::skip_parens(rest) else {
            return Err(diagnostics::has_include_syntax(at.span, which));
        };
        let inner = &rest[1..close - 1];
        let ident = |t: &Token| (t.kind == TokenKind::Ident).then(|| spelling(self.sm, t));
        let (scope, name) = match inner {
            [n] => (None, ident(n)),
            [s, c, n] if c.kind == TokenKind::ColonColon => match ident(s) {
                Some(s) => (Some(s), ident(n)),
                None => (None, None),
            },
            _ => (None, None),
        };
        let Some(name) = name else {
            let span = inner.first().map_or(at.span, |t| t.span);
            return Err(diagnostics::feature_check_malformed(span));
        };
        let scope = scope.as_deref();
        use crate::builtins as b;
        let v = match (which, scope) {
            ("__has_cpp_attribute", _) => b::has_cpp_attribute(scope, &name),
            ("__has_attribute", None) => b::has_attribute(&name),
            ("__has_attribute", Some(_)) => b::has_cpp_attribute(scope, &name).min(1),
            (_, Some(_)) => {
                return Err(diagnostics::feature_check_malformed(inner[0].span));
            }
            ("__has_builtin", None) => b::has_builtin(&name),
            ("__has_feature", None) => b::has_feature(&name),
            ("__has_extension", None) => b::has_extension(&name),
            _ => 0,
        };
        Ok((v, close))
    }

    /// `( ... )` at the start of `toks`: the number of tokens through the
    /// matching `)`.
    fn skip_parens(toks: &[Token]) -> Option<usize> {
        if toks.first()?.kind != TokenKind::LParen {
            return None;
        }
        let mut depth = 0usize;
        for (i, t) in toks.iter().enumerate() {
            match t.kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                _ => {}
            }
        }
        None
    }
}
