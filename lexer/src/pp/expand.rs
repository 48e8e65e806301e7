//! Macro expansion ([cpp.replace]): argument collection, pre-expansion of
//! arguments, substitution with `#`, `##`, `__VA_ARGS__` and `__VA_OPT__`,
//! rescanning with the no-recursion ("painted blue") rule, and the built-in
//! macros (`__LINE__`, `__FILE__`, `_Pragma`, ...).
//!
//! Body tokens of an expansion get offsets in a fresh source-map expansion
//! entry (so a diagnostic on them can say "expanded from macro 'X'"); tokens
//! from arguments keep their own spans; pasted and stringized tokens live in
//! scratch buffers.

use super::reader::Context;
use super::{Pp, MAX_CONTEXTS, MAX_EXPANSION_DEPTH, MAX_OFFSETS};
use crate::diagnostics;
use crate::source::Span;
use crate::token::{lex_raw, spelling, Token, TokenFlags, TokenKind};
use std::rc::Rc;
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Builtin {
    File,
    BaseFile,
    Line,
    Counter,
    Date,
    Time,
    IncludeLevel,
    HasInclude,
    HasIncludeNext,
    /// `__has_attribute`, `__has_builtin`, `__has_feature`, ...: answered
    /// in `#if` from [`crate::builtins`].
    HasFeature,
    Pragma,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MacroKind {
    Object,
    Function,
    Builtin(Builtin),
}

/// A replacement-list token, classified once at definition.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BodyTok {
    pub tok: Token,
    /// The parameter it names (`__VA_ARGS__` is the last one).
    pub param: Option<usize>,
    /// `__VA_OPT__` in a variadic macro.
    pub va_opt: bool,
}

#[derive(Debug)]
pub(crate) struct Macro {
    /// Shared with every expansion entry of the macro.
    pub name: Arc<str>,
    pub name_span: Span,
    pub kind: MacroKind,
    pub params: Vec<String>,
    pub variadic: bool,
    pub body: Vec<BodyTok>,
    /// From the first to the last body token; the expansion entry maps it.
    pub body_span: Span,
}

/// What the `#if` tokenizer is in the middle of: the operands of `defined`
/// and of `__has_include(<...>)` are not macro-expanded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum IfState {
    #[default]
    Normal,
    AfterDefined,
    DefinedParen,
    AfterHasInclude,
    HasIncludeParen,
    AfterHasFeature,
    /// Inside `(...)` of `__has_include(<...>)` or `__has_feature(...)`.
    Unexpanded,
}

/// Where one expansion's tokens go: the base offset of its body's expansion
/// entry and the invocation (for argument tokens).
#[derive(Clone, Copy, Debug)]
struct Site {
    base: u32,
    invocation: Span,
    /// No variable argument was given (`g(x)` for `g(f, ...)`, or `h()` for
    /// `h(...)`): GNU `, ## __VA_ARGS__` then drops the comma; `g(x,)`
    /// gives an empty one and keeps it, as GCC and clang do.
    va_omitted: bool,
}

/// A replacement element: a token or the standard's placemarker (an empty
/// argument next to `##`).
type Piece = Option<Token>;

pub(crate) const HAS_FEATURE_NAMES: &[&str] = &[
    "__has_attribute",
    "__has_builtin",
    "__has_cpp_attribute",
    "__has_feature",
    "__has_extension",
    "__has_declspec_attribute",
];

impl Pp<'_> {
    pub(crate) fn define_builtins(&mut self) {
        let mut add = |name: &str, b: Builtin| {
            let m = Macro {
                name: name.into(),
                name_span: Span::DUMMY,
                kind: MacroKind::Builtin(b),
                params: Vec::new(),
                variadic: false,
                body: Vec::new(),
                body_span: Span::DUMMY,
            };
            self.macros.insert(name.to_string(), Rc::new(m));
        };
        add("__FILE__", Builtin::File);
        add("__BASE_FILE__", Builtin::BaseFile);
        add("__LINE__", Builtin::Line);
        add("__COUNTER__", Builtin::Counter);
        add("__DATE__", Builtin::Date);
        add("__TIME__", Builtin::Time);
        add("__INCLUDE_LEVEL__", Builtin::IncludeLevel);
        add("__has_include", Builtin::HasInclude);
        add("__has_include_next", Builtin::HasIncludeNext);
        add("_Pragma", Builtin::Pragma);
        for name in HAS_FEATURE_NAMES {
            add(name, Builtin::HasFeature);
        }
    }

    fn is_disabled(&self, mac: &Rc<Macro>) -> bool {
        self.ctx
            .iter()
            .any(|c| c.mac.as_ref().is_some_and(|m| Rc::ptr_eq(m, mac)))
    }

    fn lookup(&mut self, tok: &Token) -> Option<Rc<Macro>> {
        let name = self.runs.spelling(self.sm, tok);
        self.macros.lookup(name.as_ref()).cloned()
    }

    /// Paints an identifier whose macro is being expanded (it will never
    /// expand, wherever it ends up).
    fn paint_if_disabled(&mut self, tok: &mut Token) {
        // Only a macro being expanded is disabled: at the top level
        // (arguments read from a file) there is nothing to look up.
        if tok.kind == TokenKind::Ident
            && !tok.flags.has(TokenFlags::NO_EXPAND)
            && self.ctx.iter().any(|c| c.mac.is_some())
        {
            if let Some(m) = self.lookup(tok) {
                if self.is_disabled(&m) {
                    tok.flags.set(TokenFlags::NO_EXPAND);
                }
            }
        }
    }

    /// The next fully macro-expanded token. `None` at the end of a barrier.
    pub(crate) fn next_expanded(&mut self) -> Option<Token> {
        loop {
            let mut tok = self.next_raw()?;
            if self.pending_flags != 0 && tok.kind != TokenKind::Eof {
                tok.flags.set(self.pending_flags);
                self.pending_flags = 0;
            }
            if self.if_mode.is_some() && self.if_filter(&mut tok) {
                return Some(tok);
            }
            if tok.kind != TokenKind::Ident || tok.flags.has(TokenFlags::NO_EXPAND) {
                return Some(tok);
            }
            let Some(mac) = self.lookup(&tok) else {
                return Some(tok);
            };
            if self.is_disabled(&mac) {
                tok.flags.set(TokenFlags::NO_EXPAND);
                return Some(tok);
            }
            let offsets = self.sm.offsets_used().saturating_add(mac.body_span.len());
            if self.expanded >= self.opts.expansion_budget || offsets > MAX_OFFSETS {
                if !self.budget_reported {
                    self.budget_reported = true;
                    let limit = self.opts.expansion_budget;
                    self.report(diagnostics::expansion_budget_exceeded(tok.span, limit));
                }
                return Some(tok);
            }
            match mac.kind {
                MacroKind::Object => {
                    let body = self.substitute(&mac, &[], tok.span, false);
                    self.push_expansion(Some(mac), body, tok);
                }
                MacroKind::Function => {
                    if !self.peek_lparen() {
                        return Some(tok);
                    }
                    self.expand_function(mac, tok);
                }
                MacroKind::Builtin(b) => {
                    if let Some(t) = self.expand_builtin(b, tok) {
                        return Some(t);
                    }
                }
            }
        }
    }

    /// In `#if`: keeps the operands of `defined` and `__has_include` from
    /// expanding. Returns true when the token must be returned as is.
    #[inline(never)]
    fn if_filter(&mut self, tok: &mut Token) -> bool {
        let state = self.if_mode.unwrap_or_default();
        let paint = |t: &mut Token| {
            if t.kind == TokenKind::Ident {
                t.flags.set(TokenFlags::NO_EXPAND);
            }
        };
        let next = match (state, tok.kind) {
            (IfState::AfterDefined, TokenKind::LParen) => Some(IfState::DefinedParen),
            (IfState::AfterDefined | IfState::DefinedParen, TokenKind::Ident) => {
                paint(tok);
                Some(IfState::Normal)
            }
            (IfState::AfterHasInclude, TokenKind::LParen) => Some(IfState::HasIncludeParen),
            (IfState::AfterHasFeature, TokenKind::LParen) => Some(IfState::Unexpanded),
            (IfState::HasIncludeParen, TokenKind::Lt | TokenKind::String) => {
                Some(IfState::Unexpanded)
            }
            (IfState::Unexpanded, TokenKind::RParen) => Some(IfState::Normal),
            (IfState::Unexpanded, _) => {
                paint(tok);
                Some(IfState::Unexpanded)
            }
            _ => None,
        };
        if let Some(n) = next {
            self.if_mode = Some(n);
            return true;
        }
        self.if_mode = Some(IfState::Normal);
        if tok.kind != TokenKind::Ident || tok.flags.has(TokenFlags::NO_EXPAND) {
            return false;
        }
        let name = spelling(self.sm, tok);
        let n = match name.as_ref() {
            "defined" => IfState::AfterDefined,
            "__has_include" | "__has_include_next" => IfState::AfterHasInclude,
            s if HAS_FEATURE_NAMES.contains(&s) => IfState::AfterHasFeature,
            _ => return false,
        };
        self.if_mode = Some(n);
        true
    }

    /// Pushes a macro's replacement for rescanning. The first token takes
    /// the invocation's spacing; an empty replacement passes it on.
    pub(crate) fn push_expansion(
        &mut self,
        mac: Option<Rc<Macro>>,
        mut toks: Vec<Token>,
        name: Token,
    ) {
        match toks.first_mut() {
            None => {
                self.pending_flags |=
                    name.flags.0 & (TokenFlags::LEADING_SPACE | TokenFlags::START_OF_LINE)
            }
            Some(first) => {
                first
                    .flags
                    .clear(TokenFlags::LEADING_SPACE | TokenFlags::START_OF_LINE);
                first
                    .flags
                    .set(name.flags.0 & (TokenFlags::LEADING_SPACE | TokenFlags::START_OF_LINE));
            }
        }
        self.expanded = self.expanded.saturating_add(toks.len() + 1);
        if self.ctx.len() >= MAX_CONTEXTS {
            self.report(diagnostics::expansion_too_deep(name.span));
            return;
        }
        self.ctx.push(Context {
            tokens: toks,
            pos: 0,
            mac,
            barrier: false,
        });
    }

    /// Counts `n` more tokens of expansion work; past the budget, reports
    /// once and returns false (the caller drops the tokens).
    fn charge_expansion(&mut self, n: usize, at: Span) -> bool {
        self.expanded = self.expanded.saturating_add(n);
        if self.expanded <= self.opts.expansion_budget {
            return true;
        }
        if !self.budget_reported {
            self.budget_reported = true;
            let limit = self.opts.expansion_budget;
            self.report(diagnostics::expansion_budget_exceeded(at, limit));
        }
        false
    }

    /// [`Self::expand_list`] of a copy of `toks`.
    pub(crate) fn expand_list_of(&mut self, toks: &[Token]) -> Vec<Token> {
        let copy = self.pooled_copy(toks);
        self.expand_list(copy)
    }

    /// Fully expands a token list on its own (an argument, a `#if` line).
    pub(crate) fn expand_list(&mut self, toks: Vec<Token>) -> Vec<Token> {
        if self.expand_depth >= MAX_EXPANSION_DEPTH {
            if let Some(t) = toks.first() {
                self.report(diagnostics::expansion_too_deep(t.span));
            }
            return toks;
        }
        self.expand_depth += 1;
        let saved_flags = std::mem::take(&mut self.pending_flags);
        self.ctx.push(Context::barrier(toks));
        let level = self.ctx.len();
        let mut out = self.tokens_pool.take();
        while let Some(t) = self.next_expanded() {
            out.push(t);
        }
        while self.ctx.len() >= level {
            self.pop_context();
        }
        self.pending_flags = saved_flags;
        self.expand_depth -= 1;
        out
    }

    /// Collects the arguments of `mac` (the `(` is next) and pushes its
    /// expansion.
    // Out of line, like the other rare paths below: inlined into
    // `next_expanded` they gave every token a large stack frame to set up.
    #[inline(never)]
    fn expand_function(&mut self, mac: Rc<Macro>, name: Token) {
        let _lparen = self.next_arg_token();
        let mut args = self.args_pool.take();
        args.push(self.tokens_pool.take());
        let mut depth = 0usize;
        let nparams = mac.params.len();
        let rparen = loop {
            let Some(mut t) = self.next_arg_token() else {
                self.report(diagnostics::unterminated_macro_call(name.span, &mac.name));
                return;
            };
            self.paint_if_disabled(&mut t);
            match t.kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen if depth == 0 => break t,
                TokenKind::RParen => depth -= 1,
                // Commas split arguments, except inside parentheses and in
                // the variadic tail.
                TokenKind::Comma if depth == 0 && !(mac.variadic && args.len() >= nparams) => {
                    args.push(self.tokens_pool.take());
                    continue;
                }
                _ => {}
            }
            if let Some(last) = args.last_mut() {
                last.push(t);
            }
        };
        if nparams == 0 && args.len() == 1 && args[0].is_empty() {
            args.clear();
        }
        // `f(a)` for `#define f(x, ...)`: an empty variadic argument (C++20).
        let mut va_omitted = mac.variadic && nparams == 1 && args.first().is_none_or(Vec::is_empty);
        if mac.variadic && args.len() + 1 == nparams {
            args.push(Vec::new());
            va_omitted = true;
        }
        let same_entry = match self.sm.entry(name.span.lo) {
            Some(e) => (e.start..=e.start + e.len).contains(&rparen.span.lo),
            None => self.sm.entry(rparen.span.lo).is_none(),
        };
        let invocation = if same_entry && rparen.span.hi >= name.span.lo {
            Span::new(name.span.lo, rparen.span.hi)
        } else {
            name.span
        };
        if args.len() > nparams {
            self.report(diagnostics::too_many_macro_args(
                rparen.span,
                &mac.name,
                mac.name_span,
            ));
            return;
        }
        if args.len() < nparams {
            self.report(diagnostics::too_few_macro_args(
                rparen.span,
                &mac.name,
                mac.name_span,
            ));
            return;
        }
        let body = self.substitute(&mac, &args, invocation, va_omitted);
        self.push_expansion(Some(mac), body, name);
        for a in args.drain(..) {
            self.tokens_pool.give(a);
        }
        self.args_pool.give(args);
    }

    /// The replacement list with arguments substituted and `##` applied.
    fn substitute(
        &mut self,
        mac: &Rc<Macro>,
        args: &[Vec<Token>],
        invocation: Span,
        va_omitted: bool,
    ) -> Vec<Token> {
        let base = if mac.body.is_empty() || !self.room(mac.body_span.len(), invocation) {
            // No room left for an entry (reported): body tokens keep their
            // definition's spans.
            mac.body_span.lo
        } else {
            self.sm
                .add_expansion(mac.name.clone(), mac.body_span, invocation)
        };
        let mut cache = self.cache_pool.take();
        cache.resize(args.len(), None);
        let site = Site {
            base,
            invocation,
            va_omitted,
        };
        let pieces = self.subst_range(mac, 0, mac.body.len(), args, &mut cache, site);
        let mut toks = self.tokens_pool.take();
        toks.extend(pieces.iter().flatten());
        self.pieces_pool.give(pieces);
        for c in cache.drain(..).flatten() {
            self.tokens_pool.give(c);
        }
        self.cache_pool.give(cache);
        toks
    }

    /// Gives argument tokens substituted into an expansion locations in a
    /// macro-argument expansion entry (one per run of adjacent tokens), as
    /// clang does: they are then placed at the invocation, and diagnostics
    /// on them can say which macro they went through.
    /// Appends to `out` (as pieces: the substitution builds those).
    fn wrap_arg(&mut self, mac: &Macro, toks: &[Token], invocation: Span, out: &mut Vec<Piece>) {
        out.reserve(toks.len());
        let mut i = 0;
        while i < toks.len() {
            // Offsets `lo..=hi` are the entry of `toks[i]` (entries do not
            // overlap), so no lookup per token.
            let entry = self
                .sm
                .entry(toks[i].span.lo)
                .map(|e| (e.start, e.start + e.len));
            let same_entry = |o: u32| match entry {
                Some((lo, hi)) => (lo..=hi).contains(&o),
                None => self.sm.entry(o).is_none(),
            };
            let mut j = i + 1;
            while j < toks.len()
                && toks[j].span.lo >= toks[j - 1].span.hi
                && same_entry(toks[j].span.lo)
            {
                j += 1;
            }
            let run = toks[i].span.to(toks[j - 1].span);
            if !self.room(run.len(), invocation) {
                out.extend(toks[i..j].iter().copied().map(Some));
                i = j;
                continue;
            }
            let base = self
                .sm
                .add_macro_arg_expansion(mac.name.clone(), run, invocation);
            for t in &toks[i..j] {
                let mut t = *t;
                let lo = base + (t.span.lo - run.lo);
                t.span = Span::new(lo, lo + t.span.len());
                out.push(Some(t));
            }
            i = j;
        }
    }

    fn relocate(mac: &Macro, t: Token, base: u32) -> Token {
        let mut t = t;
        let lo = base + (t.span.lo - mac.body_span.lo);
        t.span = Span::new(lo, lo + t.span.len());
        t.flags.clear(TokenFlags::START_OF_LINE);
        t
    }

    #[allow(clippy::too_many_arguments)]
    fn subst_range(
        &mut self,
        mac: &Rc<Macro>,
        from: usize,
        to: usize,
        args: &[Vec<Token>],
        cache: &mut [Option<Vec<Token>>],
        site: Site,
    ) -> Vec<Piece> {
        let base = site.base;
        let function = mac.kind == MacroKind::Function;
        let body = &mac.body;
        let va_index = mac.variadic.then(|| mac.params.len().saturating_sub(1));
        let mut out: Vec<Piece> = self.pieces_pool.take();
        let mut paste: Option<Token> = None;
        let mut i = from;
        while i < to {
            let bt = body[i];
            if bt.tok.kind == TokenKind::HashHash && i > from {
                paste = Some(Self::relocate(mac, bt.tok, base));
                i += 1;
                continue;
            }
            let next_is_paste = body
                .get(i + 1)
                .is_some_and(|n| n.tok.kind == TokenKind::HashHash)
                && i + 1 < to;
            let mut piece: Vec<Piece>;
            let mut raw_va_empty = false;
            let mut arg_space = false;
            if function
                && bt.tok.kind == TokenKind::Hash
                && i + 1 < to
                && body[i + 1].param.is_some()
            {
                let p = body[i + 1].param.unwrap_or(0);
                let hash = Self::relocate(mac, bt.tok, base);
                piece = vec![Some(
                    self.stringize(args.get(p).map_or(&[][..], |a| a.as_slice()), hash),
                )];
                i += 2;
            } else if function && bt.tok.kind == TokenKind::Hash && i + 1 < to && body[i + 1].va_opt
            {
                let hash = Self::relocate(mac, bt.tok, base);
                let (content, end) = Self::va_opt_group(body, i + 1, to);
                let toks: Vec<Token> = if self.va_has_tokens(args, cache, va_index) {
                    self.subst_range(mac, content.0, content.1, args, cache, site)
                        .into_iter()
                        .flatten()
                        .collect()
                } else {
                    Vec::new()
                };
                piece = vec![Some(self.stringize(&toks, hash))];
                i = end;
            } else if bt.va_opt {
                let (content, end) = Self::va_opt_group(body, i, to);
                piece = if self.va_has_tokens(args, cache, va_index) {
                    self.subst_range(mac, content.0, content.1, args, cache, site)
                } else {
                    Vec::new()
                };
                i = end;
            } else if let Some(p) = bt.param {
                let raw: &[Token] = args.get(p).map_or(&[], Vec::as_slice);
                raw_va_empty = Some(p) == va_index && raw.is_empty() && site.va_omitted;
                arg_space = raw.first().is_some_and(Token::leading_space);
                let mut toks = if paste.is_some() || next_is_paste {
                    raw
                } else {
                    self.expand_arg(args, cache, p);
                    cache.get(p).and_then(Option::as_deref).unwrap_or(&[])
                };
                // Every copy of an argument counts: nested invocations that
                // repeat a parameter grow exponentially inside one expansion.
                if !self.charge_expansion(toks.len(), site.invocation) {
                    toks = &[];
                }
                // Without a pending `##` the argument goes straight to the
                // output (most substitutions): no piece list of its own.
                let direct = paste.is_none();
                let mut own = Vec::new();
                let dest = if direct { &mut out } else { &mut own };
                let at = dest.len();
                self.wrap_arg(mac, toks, site.invocation, dest);
                if let Some(Some(first)) = dest.get_mut(at) {
                    first
                        .flags
                        .clear(TokenFlags::LEADING_SPACE | TokenFlags::START_OF_LINE);
                    first.flags.set(bt.tok.flags.0 & TokenFlags::LEADING_SPACE);
                }
                i += 1;
                if direct {
                    if dest.len() == at {
                        dest.push(None);
                    }
                    continue;
                }
                piece = own;
            } else if paste.is_none() {
                out.push(Some(Self::relocate(mac, bt.tok, base)));
                i += 1;
                continue;
            } else {
                piece = vec![Some(Self::relocate(mac, bt.tok, base))];
                i += 1;
            }
            if piece.is_empty() {
                piece.push(None);
            }
            let Some(op) = paste.take() else {
                out.extend(piece);
                continue;
            };
            let left = out.pop().flatten();
            // GNU `, ## __VA_ARGS__`: the comma disappears with empty arguments.
            if left.is_some_and(|l| l.kind == TokenKind::Comma)
                && bt.param.is_some()
                && bt.param == va_index
            {
                if !raw_va_empty {
                    out.push(left);
                }
                // No paste happened: the argument keeps its own spacing.
                if let Some(Some(first)) = piece.first_mut() {
                    if arg_space {
                        first.flags.set(TokenFlags::LEADING_SPACE);
                    }
                }
                out.extend(piece.into_iter().filter(Option::is_some));
                continue;
            }
            let mut rest = piece.into_iter();
            match (left, rest.next().flatten()) {
                (None, right) => out.push(right),
                (Some(l), None) => out.push(Some(l)),
                (Some(l), Some(r)) => {
                    let pasted = self.paste(l, r, op);
                    out.extend(pasted);
                }
            }
            out.extend(rest);
        }
        out
    }

    /// Fills `cache[p]` with argument `p` fully macro-expanded, once per
    /// invocation.
    fn expand_arg(&mut self, args: &[Vec<Token>], cache: &mut [Option<Vec<Token>>], p: usize) {
        if cache.get(p).is_none_or(Option::is_some) {
            return;
        }
        let e = self.expand_list_of(args.get(p).map_or(&[], Vec::as_slice));
        cache[p] = Some(e);
    }

    /// [cpp.subst]/3: `__VA_OPT__` contributes its content when the
    /// variable argument, macro-expanded, has tokens (`F(EMPTY)` has none).
    fn va_has_tokens(
        &mut self,
        args: &[Vec<Token>],
        cache: &mut [Option<Vec<Token>>],
        va_index: Option<usize>,
    ) -> bool {
        match va_index {
            Some(v) if args.get(v).is_some_and(|a| !a.is_empty()) => {
                self.expand_arg(args, cache, v);
                cache
                    .get(v)
                    .is_some_and(|e| e.as_ref().is_some_and(|e| !e.is_empty()))
            }
            _ => false,
        }
    }

    /// The `(content)` after the `__VA_OPT__` at `at`: content range and the
    /// index after the `)`. Validated at definition, so balanced here.
    fn va_opt_group(body: &[BodyTok], at: usize, to: usize) -> ((usize, usize), usize) {
        let open = at + 1;
        let mut depth = 0usize;
        for (j, b) in body.iter().enumerate().take(to).skip(open) {
            match b.tok.kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return ((open + 1, j), j + 1);
                    }
                }
                _ => {}
            }
        }
        ((to, to), to)
    }

    /// Whether `len` more source-map offsets may be handed out; reports
    /// (once) when not. Offsets are 32-bit: expansion, argument entries and
    /// scratch text must stop before they run out rather than overflow.
    pub(crate) fn room(&mut self, len: u32, at: Span) -> bool {
        let ok = u64::from(self.sm.offsets_used()) + u64::from(len) < u64::from(MAX_OFFSETS);
        if !ok && !self.budget_reported {
            self.budget_reported = true;
            self.report(diagnostics::translation_unit_too_large(at));
        }
        ok
    }

    /// A token of compiler-made text, in a scratch buffer.
    pub(crate) fn scratch_token(&mut self, text: String, origin: Span) -> Option<Token> {
        if !self.room(text.len() as u32, origin) {
            return None;
        }
        let span = self
            .sm
            .add_scratch(crate::source::SCRATCH_NAME, text.clone(), origin);
        let (toks, errors) = lex_raw(&text, span.lo);
        (errors.is_empty() && toks.len() == 1 && toks[0].span == span)
            .then(|| Token::new(toks[0].kind, span))
    }

    /// `#param`: the argument's spelling as a string literal.
    fn stringize(&mut self, arg: &[Token], hash: Token) -> Token {
        let mut text = String::from("\"");
        for (k, t) in arg.iter().enumerate() {
            if k > 0 && t.leading_space() {
                text.push(' ');
            }
            let s = spelling(self.sm, t);
            if matches!(
                t.kind,
                TokenKind::String | TokenKind::Char | TokenKind::RawString
            ) {
                for c in s.chars() {
                    if c == '"' || c == '\\' {
                        text.push('\\');
                    }
                    text.push(c);
                }
            } else {
                text.push_str(&s);
            }
        }
        text.push('"');
        let mut tok = self
            .scratch_token(text, hash.span)
            .unwrap_or(Token::new(TokenKind::String, hash.span));
        tok.flags.set(hash.flags.0 & TokenFlags::LEADING_SPACE);
        tok
    }

    /// `l ## r`: one token, or (after an error) both unchanged.
    fn paste(&mut self, l: Token, r: Token, op: Token) -> Vec<Piece> {
        let text = format!("{}{}", spelling(self.sm, &l), spelling(self.sm, &r));
        match self.scratch_token(text.clone(), op.span) {
            Some(mut t) if t.kind != TokenKind::Newline => {
                t.flags.set(l.flags.0 & TokenFlags::LEADING_SPACE);
                vec![Some(t)]
            }
            _ => {
                self.report(diagnostics::invalid_paste(op.span, &text));
                vec![Some(l), Some(r)]
            }
        }
    }

    /// The presumed file name and line where a token was expanded.
    fn presumed(&self, tok: &Token) -> (String, u32) {
        let off = self.sm.user_offset(tok.span.lo);
        match self.sm.presumed_location(off) {
            Some((name, line, _)) => (name.to_string(), line),
            None => (String::new(), 0),
        }
    }

    fn string_literal(s: &str) -> String {
        let mut out = String::from("\"");
        for c in s.chars() {
            match c {
                '"' | '\\' => {
                    out.push('\\');
                    out.push(c);
                }
                '\n' => out.push_str("\\n"),
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }

    /// Expands a built-in macro; a token to return now, or `None` when it
    /// pushed or consumed something.
    #[inline(never)]
    fn expand_builtin(&mut self, b: Builtin, name: Token) -> Option<Token> {
        let text = match b {
            Builtin::File => Self::string_literal(&self.presumed(&name).0),
            Builtin::BaseFile => {
                let main = self
                    .files
                    .first()
                    .map(|f| self.sm.file(f.file).name.clone())
                    .unwrap_or_default();
                Self::string_literal(&main)
            }
            Builtin::Line => self.presumed(&name).1.to_string(),
            Builtin::Counter => {
                self.counter += 1;
                (self.counter - 1).to_string()
            }
            Builtin::Date => Self::string_literal(&self.date_time.0),
            Builtin::Time => Self::string_literal(&self.date_time.1),
            Builtin::IncludeLevel => self
                .files
                .iter()
                .filter(|f| !f.is_buffer)
                .count()
                .saturating_sub(1)
                .to_string(),
            Builtin::HasInclude | Builtin::HasIncludeNext => return Some(name),
            // `__has_builtin(x)` outside `#if` is a number too, as in clang.
            Builtin::HasFeature => {
                if self.if_mode.is_some() || !self.peek_lparen() {
                    return Some(name);
                }
                self.feature_check_in_text(name)?
            }
            Builtin::Pragma => {
                if self.ctx.iter().any(|c| c.barrier) || !self.peek_lparen() {
                    // Inside an argument it runs when the argument is rescanned.
                    return Some(name);
                }
                self.pragma_operator(name);
                return None;
            }
        };
        let mut tok = self.scratch_token(text, name.span)?;
        tok.flags
            .set(name.flags.0 & (TokenFlags::LEADING_SPACE | TokenFlags::START_OF_LINE));
        Some(tok)
    }

    /// `__has_builtin ( x )` in ordinary text: its value (0 after an
    /// error, which is reported).
    fn feature_check_in_text(&mut self, name: Token) -> Option<String> {
        let mut toks = Vec::new();
        let mut depth = 0usize;
        while let Some(t) = self.next_arg_token() {
            toks.push(t);
            match t.kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
        }
        let which = spelling(self.sm, &name).into_owned();
        match self.if_has_feature(name, &which, &toks) {
            Ok((v, _)) => Some(v.to_string()),
            Err(d) => {
                self.report(d);
                Some("0".to_string())
            }
        }
    }

    /// `_Pragma ( string-literal )`: destringized and run as `#pragma`.
    fn pragma_operator(&mut self, name: Token) {
        let toks: Vec<Token> = (0..3).map_while(|_| self.next_arg_token()).collect();
        let ok = toks.len() == 3
            && toks[0].kind == TokenKind::LParen
            && toks[1].kind == TokenKind::String
            && toks[2].kind == TokenKind::RParen;
        if !ok {
            self.report(diagnostics::pragma_syntax(name.span));
            return;
        }
        let lit = spelling(self.sm, &toks[1]).into_owned();
        let body = lit.strip_prefix('L').unwrap_or(&lit);
        let body = body.get(1..body.len().saturating_sub(1)).unwrap_or("");
        let text = body.replace("\\\"", "\"").replace("\\\\", "\\");
        if !self.room(text.len() as u32, name.span) {
            return;
        }
        let span = self
            .sm
            .add_scratch(crate::source::SCRATCH_NAME, text.clone(), toks[1].span);
        let (raw, _) = lex_raw(&text, span.lo);
        let raw: Vec<Token> = raw
            .into_iter()
            .filter(|t| t.kind != TokenKind::Newline)
            .collect();
        self.pragma(
            &raw,
            Span::new(name.span.lo, toks[2].span.hi.max(name.span.lo)),
        );
    }
}
