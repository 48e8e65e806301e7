//! The parser's state and its token cursor: lookahead, expectations,
//! `>>` splitting, diagnostics (at most one per location), error recovery
//! over balanced brackets, and the recursion-depth guard.

use crate::ast::{DeclId, Ident, Span, Symbol, TypeOrExpr};
use crate::diagnostics as diag;
use crate::intern::Interner;
use crate::names::NameTable;
use bumpalo::Bump;
use lexer::diag::Diagnostic;
use lexer::source::SourceMap;
use lexer::token::{Keyword, Token, TokenKind};

/// Recursion deeper than this (statements, expressions, declarators) is
/// reported instead of recursed into, so no input overflows the stack.
/// Brackets have their own, lower limit ([`crate::MAX_BRACKET_DEPTH`]).
pub const MAX_DEPTH: u32 = 1024;

/// Words the parser recognizes that are not in [`Keyword`] (GNU and CUDA
/// spellings, Circle's `@` names), interned once.
pub(crate) struct Words {
    pub attribute: Symbol,
    /// GCC's `__attribute` spelling.
    pub attribute_alt: Symbol,
    pub declspec: Symbol,
    pub restrict: [Symbol; 3],
    pub forceinline: Symbol,
    pub noinline: Symbol,
    pub launch_bounds: Symbol,
    pub cluster_dims: Symbol,
    pub block_size: Symbol,
    pub inline_alt: [Symbol; 2],
    /// GNU `__complex__` (and `__complex`) and C's `_Complex`.
    pub complex: [Symbol; 3],
    /// GNU `__real__`/`__real` and `__imag__`/`__imag`.
    pub real: [Symbol; 2],
    pub imag: [Symbol; 2],
    /// What they are read as (`include/__circle_rs_complex.h`): the class
    /// template and its two members.
    pub complex_class: Symbol,
    pub complex_re: Symbol,
    pub complex_im: Symbol,
    /// GNU `__thread` and C11 `_Thread_local`: `thread_local`.
    pub thread_alt: [Symbol; 2],
    pub const_alt: Symbol,
    pub signed_alt: [Symbol; 2],
    pub volatile_alt: Symbol,
    pub extension: Symbol,
    pub builtin_offsetof: Symbol,
    pub asm_alt: [Symbol; 2],
    pub int128: Symbol,
    pub float16: [Symbol; 1],
    pub char8: Symbol,
    pub alignof_alt: [Symbol; 3],
    pub alignas_alt: Symbol,
    pub consteval: Symbol,
    pub constinit: Symbol,
    pub final_: Symbol,
    pub override_: Symbol,
    pub meta: Symbol,
    pub codegen: Symbol,
    pub nullptr_t: Symbol,
    pub decltype_alt: Symbol,
    pub typeof_alt: [Symbol; 3],
    pub bit_cast: Symbol,
    pub va_arg: Symbol,
    /// The type-trait operators and type transformations
    /// ([`lexer::builtins`]), by symbol.
    pub traits: std::collections::HashMap<Symbol, lexer::builtins::TypeTrait>,
    pub transforms: std::collections::HashMap<Symbol, lexer::builtins::TypeTransform>,
}

impl Words {
    fn new(i: &mut Interner) -> Words {
        Words {
            attribute: i.intern("__attribute__"),
            attribute_alt: i.intern("__attribute"),
            declspec: i.intern("__declspec"),
            restrict: [
                i.intern("__restrict__"),
                i.intern("__restrict"),
                i.intern("restrict"),
            ],
            forceinline: i.intern("__forceinline__"),
            noinline: i.intern("__noinline__"),
            launch_bounds: i.intern("__launch_bounds__"),
            cluster_dims: i.intern("__cluster_dims__"),
            block_size: i.intern("__block_size__"),
            inline_alt: [i.intern("__inline__"), i.intern("__inline")],
            thread_alt: [i.intern("__thread"), i.intern("_Thread_local")],
            complex: [
                i.intern("__complex__"),
                i.intern("__complex"),
                i.intern("_Complex"),
            ],
            real: [i.intern("__real__"), i.intern("__real")],
            imag: [i.intern("__imag__"), i.intern("__imag")],
            complex_class: i.intern("__circle_rs_complex"),
            complex_re: i.intern("__re"),
            complex_im: i.intern("__im"),
            const_alt: i.intern("__const"),
            signed_alt: [i.intern("__signed__"), i.intern("__signed")],
            volatile_alt: i.intern("__volatile__"),
            extension: i.intern("__extension__"),
            builtin_offsetof: i.intern("__builtin_offsetof"),
            asm_alt: [i.intern("__asm__"), i.intern("__asm")],
            int128: i.intern("__int128"),
            float16: [i.intern("_Float16")],
            char8: i.intern("char8_t"),
            alignof_alt: [
                i.intern("__alignof__"),
                i.intern("_Alignof"),
                i.intern("__alignof"),
            ],
            alignas_alt: i.intern("_Alignas"),
            consteval: i.intern("consteval"),
            constinit: i.intern("constinit"),
            final_: i.intern("final"),
            override_: i.intern("override"),
            meta: i.intern("meta"),
            codegen: i.intern("codegen"),
            nullptr_t: i.intern("__nullptr_t"),
            decltype_alt: i.intern("__decltype"),
            typeof_alt: [
                i.intern("__typeof__"),
                i.intern("typeof"),
                i.intern("__typeof"),
            ],
            bit_cast: i.intern("__builtin_bit_cast"),
            va_arg: i.intern("__builtin_va_arg"),
            traits: lexer::builtins::traits::TYPE_TRAITS
                .iter()
                .map(|(n, t)| (i.intern(n), *t))
                .collect(),
            transforms: lexer::builtins::traits::TYPE_TRANSFORMS
                .iter()
                .map(|(n, t)| (i.intern(n), *t))
                .collect(),
        }
    }
}

/// Per-token facts computed once: the keyword an identifier spells, and the
/// symbol of an identifier or `@name` (without the `@`).
#[derive(Clone, Copy)]
pub(crate) struct TokInfo {
    pub kw: Option<Keyword>,
    pub sym: Symbol,
}

/// What binary-operator parsing must stop at, beside `;` and closers.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct ExprCtx {
    /// Inside a template argument list: `>` and `>>` close it.
    pub no_gt: bool,
    /// Inside a launch configuration: `>>` followed by `>` closes it.
    pub launch: bool,
}

pub(crate) struct Parser<'a, 's> {
    pub arena: &'a Bump,
    pub sm: &'s SourceMap,
    pub interner: &'s mut Interner,
    pub toks: Vec<Token>,
    pub info: Vec<TokInfo>,
    pub pos: usize,
    pub diags: Vec<Diagnostic>,
    /// Start offsets of tokens that already have an error (one per location).
    last_error_at: Option<u32>,
    pub names: NameTable,
    pub words: Words,
    pub next_decl: u32,
    pub depth: u32,
    depth_reported: bool,
    /// The bracket depth at each token, and the first opening bracket
    /// past the limit ([`crate::brackets`]).
    bracket_depth: Vec<u32>,
    bracket_over: Option<usize>,
    /// The last GNU `aligned(N)` attribute parsed outside a class head,
    /// for the variable, member or typedef being declared.
    pub gnu_aligned: Option<&'a TypeOrExpr<'a>>,
    /// GNU asm labels (`int f() __asm__("name")`): the declarator-id's span
    /// and the label's string literal.
    pub asm_labels: Vec<(Span, &'a crate::ast::Expr<'a>)>,
    /// Namespace-scope `asm("...");` statements, in order.
    pub file_scope_asm: Vec<&'a crate::ast::Expr<'a>>,
    /// Dynamic names `@(expr)` used as identifiers, by span.
    pub dynamic_names: Vec<(Span, &'a crate::ast::Expr<'a>)>,
    pub ctx: ExprCtx,
    last_end: u32,
    /// Set by a template header: the next declared entity name is a
    /// template, declared outside the template-parameter scope (the number
    /// of such scopes to skip).
    pub template_scopes: usize,
    /// Scopes opened by out-of-line member declarators (`A::f(...)`) for
    /// the class's names; closed when the declaration ends.
    pub member_scopes: usize,
    /// Names of the classes whose bodies are being parsed, innermost last
    /// (`None` for an anonymous one): `S(` inside `struct S` is a constructor.
    pub class_names: Vec<Option<Symbol>>,
    /// The access in effect in the class body being parsed.
    pub member_access: Option<crate::ast::Access>,
    /// Inside the body of a namespace-scope `@meta` statement (`@meta if`,
    /// `@meta for`): its declarations are injected into the namespace, so
    /// function definitions are allowed there (not inside function bodies).
    pub in_namespace_meta: bool,
    /// Inside the body of a class-scope `@meta` statement: its ordinary
    /// declarations are member declarations of the class being defined.
    pub in_member_meta: bool,
}

impl<'a, 's> Parser<'a, 's> {
    pub fn new(
        arena: &'a Bump,
        tokens: &[Token],
        sm: &'s SourceMap,
        interner: &'s mut Interner,
    ) -> Self {
        let mut toks: Vec<Token> = tokens
            .iter()
            .copied()
            .filter(|t| t.kind != TokenKind::Newline)
            .collect();
        // Everything after an `Eof` is ignored; the stream always ends in one.
        if let Some(i) = toks.iter().position(|t| t.kind == TokenKind::Eof) {
            toks.truncate(i + 1);
        } else {
            let end = toks
                .last()
                .map_or(Span::DUMMY, |t| Span::new(t.span.hi, t.span.hi));
            toks.push(Token::new(TokenKind::Eof, end));
        }
        let words = Words::new(interner);
        let info = toks
            .iter()
            .map(|t| match t.kind {
                TokenKind::Ident => {
                    let text = sm.snippet(t.span).unwrap_or("");
                    TokInfo {
                        kw: Keyword::from_str(text),
                        sym: interner.intern(text),
                    }
                }
                TokenKind::AtIdent => {
                    let text = sm.snippet(t.span).unwrap_or("@");
                    TokInfo {
                        kw: None,
                        sym: interner.intern(text.get(1..).unwrap_or("")),
                    }
                }
                _ => TokInfo {
                    kw: None,
                    sym: Symbol(u32::MAX),
                },
            })
            .collect();
        let names = NameTable::with_predeclared(interner);
        let (bracket_depth, bracket_over) = crate::brackets::bracket_depths(&toks);
        Parser {
            arena,
            sm,
            interner,
            toks,
            info,
            pos: 0,
            diags: Vec::new(),
            last_error_at: None,
            names,
            words,
            next_decl: 0,
            depth: 0,
            depth_reported: false,
            bracket_depth,
            bracket_over,
            gnu_aligned: None,
            asm_labels: Vec::new(),
            file_scope_asm: Vec::new(),
            dynamic_names: Vec::new(),
            ctx: ExprCtx::default(),
            last_end: 0,
            template_scopes: 0,
            member_scopes: 0,
            class_names: Vec::new(),
            member_access: None,
            in_namespace_meta: false,
            in_member_meta: false,
        }
    }

    // ----- lookahead -----

    fn index(&self, n: usize) -> usize {
        (self.pos + n).min(self.toks.len() - 1)
    }
    pub fn tok(&self) -> Token {
        self.toks[self.index(0)]
    }
    pub fn kind(&self) -> TokenKind {
        self.tok().kind
    }
    pub fn peek_kind(&self, n: usize) -> TokenKind {
        self.toks[self.index(n)].kind
    }
    pub fn peek_tok(&self, n: usize) -> Token {
        self.toks[self.index(n)]
    }
    pub fn span(&self) -> Span {
        self.tok().span
    }
    /// The end of the previous token (for spans of finished nodes).
    pub fn prev_end(&self) -> u32 {
        if self.pos == 0 {
            return self.span().lo;
        }
        self.last_end
    }
    /// Span from `lo` to the end of the previous token.
    pub fn span_from(&self, lo: u32) -> Span {
        let hi = self.prev_end().max(lo);
        Span::new(lo, hi)
    }
    pub fn at(&self, kind: TokenKind) -> bool {
        self.kind() == kind
    }
    pub fn at_eof(&self) -> bool {
        self.kind() == TokenKind::Eof
    }
    /// The keyword at `n` tokens ahead (`codegen` only counts after `if`,
    /// so it is never reported here).
    pub fn peek_kw(&self, n: usize) -> Option<Keyword> {
        let i = self.index(n);
        if self.toks[i].kind != TokenKind::Ident {
            return None;
        }
        match self.info[i].kw {
            Some(Keyword::Codegen) => None,
            k => k,
        }
    }
    pub fn kw(&self) -> Option<Keyword> {
        self.peek_kw(0)
    }
    pub fn at_kw(&self, k: Keyword) -> bool {
        self.kw() == Some(k)
    }
    /// The symbol of the identifier or `@name` `n` tokens ahead.
    pub fn peek_sym(&self, n: usize) -> Symbol {
        self.info[self.index(n)].sym
    }
    pub fn sym(&self) -> Symbol {
        self.peek_sym(0)
    }
    /// An identifier that is not a keyword, `n` tokens ahead.
    pub fn peek_is_ident(&self, n: usize) -> bool {
        self.peek_kind(n) == TokenKind::Ident && self.peek_kw(n).is_none()
    }
    /// The index of the `)` closing the `(` at `n` tokens ahead; `None` at
    /// the end of a statement (`;`, `{`) or of the input first.
    pub fn matching_paren(&self, n: usize) -> Option<usize> {
        let mut depth = 0usize;
        let mut i = n;
        loop {
            match self.peek_kind(i) {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return Some(i);
                    }
                }
                TokenKind::Eof | TokenKind::Semi | TokenKind::LBrace => return None,
                _ => {}
            }
            i += 1;
        }
    }

    /// `__attribute__` or `__attribute`.
    pub fn at_gnu_attribute(&self) -> bool {
        self.at_word(self.words.attribute) || self.at_word(self.words.attribute_alt)
    }

    pub fn at_ident(&self) -> bool {
        self.peek_is_ident(0)
    }
    pub fn at_word(&self, w: Symbol) -> bool {
        self.at_ident() && self.sym() == w
    }
    /// `@name` with this name (without `@`).
    pub fn at_at_word(&self, w: Symbol) -> bool {
        self.at(TokenKind::AtIdent) && self.sym() == w
    }
    /// Two tokens touch (no space between): `<<` `<` is `<<<`.
    pub fn adjacent(&self, n: usize) -> bool {
        self.peek_tok(n).span.hi == self.peek_tok(n + 1).span.lo
    }

    // ----- consuming -----

    pub fn bump(&mut self) -> Token {
        let t = self.tok();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
            self.last_end = t.span.hi;
        }
        t
    }
    pub fn eat(&mut self, kind: TokenKind) -> bool {
        if self.at(kind) {
            self.bump();
            true
        } else {
            false
        }
    }
    pub fn eat_kw(&mut self, k: Keyword) -> bool {
        if self.at_kw(k) {
            self.bump();
            true
        } else {
            false
        }
    }
    pub fn ident(&mut self) -> Ident {
        let sym = self.sym();
        let t = self.bump();
        Ident { sym, span: t.span }
    }
    /// Consumes `kind` or reports `expected '<text>'` (with a note at the
    /// opening bracket, if given). Returns whether it was there.
    pub fn expect(
        &mut self,
        kind: TokenKind,
        text: &'static str,
        open: Option<(Span, &'static str)>,
    ) -> bool {
        if self.eat(kind) {
            return true;
        }
        let d = diag::expected_token(self.span(), text, open);
        self.error(d);
        false
    }
    /// Consumes `>` closing a template argument list, splitting `>>` (and
    /// `>=`, `>>=`) as clang does so `a<b<c>>` closes both lists.
    pub fn eat_template_close(&mut self) -> bool {
        let t = self.tok();
        let rest = match t.kind {
            TokenKind::Gt => {
                self.bump();
                return true;
            }
            TokenKind::GtGt => TokenKind::Gt,
            TokenKind::GtEq => TokenKind::Eq,
            TokenKind::GtGtEq => TokenKind::GtEq,
            _ => return false,
        };
        // Replace the token by its tail; the head is consumed.
        let i = self.index(0);
        self.last_end = t.span.lo + 1;
        self.toks[i] = Token {
            kind: rest,
            span: Span::new(t.span.lo + 1, t.span.hi),
            flags: t.flags,
        };
        true
    }

    pub fn new_decl_id(&mut self) -> DeclId {
        let id = DeclId(self.next_decl);
        self.next_decl = self.next_decl.saturating_add(1);
        id
    }

    // ----- diagnostics -----

    /// Reports an error unless one was already reported at that location.
    pub fn error(&mut self, d: Diagnostic) {
        let at = d.primary.span.lo;
        if self.last_error_at == Some(at) {
            return;
        }
        if d.is_error() {
            self.last_error_at = Some(at);
        }
        self.diags.push(d);
    }

    pub fn text(&self, span: Span) -> &'s str {
        self.sm.snippet(span).unwrap_or("")
    }

    // ----- recovery -----

    /// Skips tokens until one of `stops` at bracket depth zero (not
    /// consumed), or a closing bracket that closes an enclosing one, or end
    /// of input. Brackets opened while skipping are skipped whole.
    pub fn skip_until(&mut self, stops: &[TokenKind]) {
        let mut depth: u32 = 0;
        loop {
            let k = self.kind();
            if k == TokenKind::Eof {
                return;
            }
            if depth == 0 && stops.contains(&k) {
                return;
            }
            match k {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Recovery after a broken statement or declaration: skips to the next
    /// `;` (consumed) or to a `}` that ends the enclosing block (kept).
    pub fn recover_to_semi(&mut self) {
        self.skip_until(&[TokenKind::Semi]);
        self.eat(TokenKind::Semi);
    }

    /// Enters one nesting level; false (with one diagnostic) past
    /// [`MAX_DEPTH`]. Every `true` must be paired with [`Self::leave`].
    pub fn enter(&mut self) -> bool {
        let brackets = self.bracket_depth.get(self.pos).copied().unwrap_or(0);
        let over_brackets = brackets > crate::MAX_BRACKET_DEPTH;
        if self.depth >= MAX_DEPTH || over_brackets {
            if !self.depth_reported {
                self.depth_reported = true;
                let d = match self.bracket_over.filter(|_| over_brackets) {
                    Some(i) => {
                        let at = self.toks[i].span;
                        diag::bracket_nesting_too_deep(at, crate::MAX_BRACKET_DEPTH)
                    }
                    None => diag::nesting_too_deep(self.span(), MAX_DEPTH),
                };
                self.error(d);
            }
            return false;
        }
        self.depth += 1;
        true
    }
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ----- arena -----

    pub fn alloc<T: Copy>(&self, v: T) -> &'a T {
        self.arena.alloc(v)
    }
    pub fn alloc_slice<T: Copy>(&self, v: &[T]) -> &'a [T] {
        self.arena.alloc_slice_copy(v)
    }
}
