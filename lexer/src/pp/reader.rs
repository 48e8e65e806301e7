//! Where raw tokens come from: the include stack of files (each lexed once,
//! read line by line so directives are seen at the start of a line) and,
//! above the current file, the contexts macro expansions push.
//!
//! A context stays on the stack until a read finds it exhausted, so a macro
//! stays disabled while the last token of its expansion is rescanned
//! (`#define x y` / `#define y x` ends at `x`). Looking for the `(` of a
//! function-like invocation pops exhausted contexts first, as clang does,
//! which gives `f(2)(9)` its usual `2*9*g`.
//!
//! A "barrier" context holds a token list that must be expanded on its own
//! (a macro argument, the tokens of a `#if` or computed `#include`): reads
//! never go below it and it ends with `None`.

use super::expand::Macro;
use super::{Lexed, Pp};
use crate::diagnostics;
use crate::source::{FileId, Span};
use crate::token::{lex_raw, Token, TokenFlags, TokenKind};
use std::path::PathBuf;
use std::rc::Rc;

/// Include-guard detection state of one file being read (clang's
/// multiple-include optimization): `#ifndef X` (or `#if !defined X`) first,
/// its `#endif` last, nothing outside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Guard {
    Start,
    Inside { name: String, depth: usize },
    Closed(String),
    Invalid,
}

pub(crate) struct FileState {
    pub lexed: Rc<Lexed>,
    pub pos: usize,
    /// Next lex error not yet reported or dropped.
    pub err_pos: usize,
    pub base: u32,
    pub file: FileId,
    /// Directory for `#include "..."` relative to this file; empty for buffers.
    pub dir: PathBuf,
    /// Index in the search path where this file was found (`#include_next`).
    pub found_in: Option<usize>,
    /// `conds.len()` when the file was entered: its own conditionals are above.
    pub cond_base: usize,
    pub guard: Guard,
    /// A `<built-in>` or `<command line>` buffer, not a file on disk.
    pub is_buffer: bool,
}

impl FileState {
    pub fn token(&self, i: usize) -> Token {
        let mut t = self.lexed.tokens[i];
        t.span = Span::new(t.span.lo + self.base, t.span.hi + self.base);
        t
    }
    pub fn len(&self) -> usize {
        self.lexed.tokens.len()
    }
    pub fn end(&self, sm: &crate::source::SourceMap) -> u32 {
        self.base + sm.file(self.file).text.len() as u32
    }
}

pub(crate) struct Context {
    pub tokens: Vec<Token>,
    pub pos: usize,
    /// The macro whose expansion this is: disabled while the context lives.
    pub mac: Option<Rc<Macro>>,
    pub barrier: bool,
}

impl Context {
    pub fn barrier(tokens: Vec<Token>) -> Context {
        Context {
            tokens,
            pos: 0,
            mac: None,
            barrier: true,
        }
    }
}

impl Pp<'_> {
    pub(crate) fn lex_file(&mut self, file: FileId) -> Rc<Lexed> {
        if let Some(l) = self.lexed.get(&file) {
            return l.clone();
        }
        let (tokens, errors) = lex_raw(&self.sm.file(file).text, 0);
        let l = Rc::new(Lexed { tokens, errors });
        self.lexed.insert(file, l.clone());
        l
    }

    /// Enters one inclusion of `file` and makes it the file being read.
    pub(crate) fn push_file(
        &mut self,
        file: FileId,
        included_from: Span,
        dir: PathBuf,
        found_in: Option<usize>,
    ) {
        let base = self.sm.enter_file(file, included_from);
        let lexed = self.lex_file(file);
        self.files.push(FileState {
            lexed,
            pos: 0,
            err_pos: 0,
            base,
            file,
            dir,
            found_in,
            cond_base: self.conds.len(),
            guard: Guard::Start,
            is_buffer: false,
        });
    }

    /// A buffer of directives the compiler writes (`<built-in>`, `<command line>`).
    pub(crate) fn push_buffer(&mut self, name: &str, text: String) {
        let file = self.sm.add_file(name, PathBuf::new(), text);
        self.push_file(file, Span::DUMMY, PathBuf::new(), None);
        if let Some(f) = self.files.last_mut() {
            f.is_buffer = true;
        }
    }

    /// Drops the top context, keeping its token buffer for reuse.
    pub(crate) fn pop_context(&mut self) {
        if let Some(c) = self.ctx.pop() {
            self.tokens_pool.give(c.tokens);
        }
    }

    /// A copy of `toks` in a reused buffer.
    pub(crate) fn pooled_copy(&mut self, toks: &[Token]) -> Vec<Token> {
        let mut v = self.tokens_pool.take();
        v.extend_from_slice(toks);
        v
    }

    pub(crate) fn active(&self) -> bool {
        self.conds
            .last()
            .is_none_or(|c| c.state == super::cond::CondState::Active)
    }

    /// Reports (or, in skipped text and `#error` lines, drops) the lex
    /// errors of the current file that lie before `upto`.
    #[inline]
    pub(crate) fn flush_lex_errors(&mut self, upto: u32, emit: bool) {
        // Called per token: most files have no lex errors left.
        if self
            .files
            .last()
            .is_some_and(|f| f.err_pos < f.lexed.errors.len())
        {
            self.flush_lex_errors_slow(upto, emit);
        }
    }

    fn flush_lex_errors_slow(&mut self, upto: u32, emit: bool) {
        let Some(f) = self.files.last_mut() else {
            return;
        };
        let mut found = Vec::new();
        while let Some(&(kind, span)) = f.lexed.errors.get(f.err_pos) {
            let span = Span::new(span.lo + f.base, span.hi + f.base);
            if span.lo >= upto {
                break;
            }
            f.err_pos += 1;
            if emit {
                found.push((kind, span));
            }
        }
        for (kind, span) in found {
            let text = self.sm.snippet(span).unwrap_or("").to_string();
            self.report(diagnostics::lex_error(kind, span, &text));
        }
    }

    /// A token outside every conditional breaks include-guard detection.
    fn note_text_token(&mut self) {
        if let Some(f) = self.files.last_mut() {
            if matches!(f.guard, Guard::Start | Guard::Closed(_)) {
                f.guard = Guard::Invalid;
            }
        }
    }

    /// The next unexpanded token: from the top context, else from the
    /// current file (running directives and skipping excluded lines on the
    /// way). `None` at the end of a barrier; `Eof` when the main file ends.
    pub(crate) fn next_raw(&mut self) -> Option<Token> {
        while let Some(c) = self.ctx.last_mut() {
            if let Some(&t) = c.tokens.get(c.pos) {
                c.pos += 1;
                return Some(t);
            }
            if c.barrier {
                return None;
            }
            self.pop_context();
        }
        Some(self.next_file_token())
    }

    fn next_file_token(&mut self) -> Token {
        loop {
            let Some(f) = self.files.last_mut() else {
                return self.eof.unwrap_or(Token::new(TokenKind::Eof, Span::DUMMY));
            };
            if f.pos >= f.len() {
                self.end_of_file();
                continue;
            }
            let t = f.token(f.pos);
            if t.kind == TokenKind::Newline {
                f.pos += 1;
                continue;
            }
            if t.kind == TokenKind::Hash && t.start_of_line() {
                self.directive();
                continue;
            }
            if !self.active() {
                self.skip_line();
                continue;
            }
            if let Some(f) = self.files.last_mut() {
                f.pos += 1;
            }
            self.flush_lex_errors(t.span.hi, true);
            self.note_text_token();
            return t;
        }
    }

    /// Skips the rest of the current line (inside a false conditional).
    fn skip_line(&mut self) {
        let Some(f) = self.files.last_mut() else {
            return;
        };
        while f.pos < f.len() && f.lexed.tokens[f.pos].kind != TokenKind::Newline {
            f.pos += 1;
        }
        let upto = if f.pos < f.len() {
            f.token(f.pos).span.lo
        } else {
            u32::MAX
        };
        self.flush_lex_errors(upto, false);
    }

    /// The tokens of the directive line starting at the current position
    /// (the `#` included, the newline not).
    pub(crate) fn take_line(&mut self) -> Vec<Token> {
        let mut line = Vec::new();
        if let Some(f) = self.files.last_mut() {
            while f.pos < f.len() {
                let t = f.token(f.pos);
                if t.kind == TokenKind::Newline {
                    break;
                }
                line.push(t);
                f.pos += 1;
            }
        }
        line
    }

    /// The global offset where the line after the current position starts.
    pub(crate) fn next_line_start(&self) -> Option<u32> {
        let f = self.files.last()?;
        (f.pos < f.len()).then(|| f.token(f.pos).span.hi)
    }

    #[inline(never)]
    fn end_of_file(&mut self) {
        let emit = self.active();
        self.flush_lex_errors(u32::MAX, emit);
        let Some(f) = self.files.pop() else { return };
        let open: Vec<Span> = self
            .conds
            .drain(f.cond_base.min(self.conds.len())..)
            .map(|c| c.if_span)
            .collect();
        for span in open {
            self.report(diagnostics::unterminated_conditional(span));
        }
        if let Guard::Closed(name) = &f.guard {
            if !f.is_buffer {
                self.guards.insert(f.file, name.clone());
            }
        }
        if let Some(includer) = self.files.last().filter(|i| !i.is_buffer && !f.is_buffer) {
            let resume = self.next_line_start().unwrap_or(includer.end(self.sm));
            self.file_event(false, resume);
        }
        if self.files.is_empty() {
            let end = f.end(self.sm);
            self.eof = Some(Token::new(TokenKind::Eof, Span::new(end, end)));
        }
    }

    /// After a function-like macro's name: is the next token `(`? Looks
    /// past newlines in the file but not past a directive, the end of the
    /// file, or a barrier. Exhausted contexts are popped (see the module doc).
    pub(crate) fn peek_lparen(&mut self) -> bool {
        while let Some(c) = self.ctx.last() {
            if let Some(t) = c.tokens.get(c.pos) {
                return t.kind == TokenKind::LParen;
            }
            if c.barrier {
                return false;
            }
            self.pop_context();
        }
        let Some(f) = self.files.last() else {
            return false;
        };
        for i in f.pos..f.len() {
            let t = f.lexed.tokens[i];
            match t.kind {
                TokenKind::Newline => continue,
                TokenKind::Hash if t.start_of_line() => return false,
                k => return k == TokenKind::LParen,
            }
        }
        false
    }

    /// The next token of a macro invocation's arguments: unexpanded, across
    /// lines (a newline becomes a space), never past the end of the file or
    /// a barrier (`None`). A directive inside the arguments is an error.
    pub(crate) fn next_arg_token(&mut self) -> Option<Token> {
        while let Some(c) = self.ctx.last_mut() {
            if let Some(&t) = c.tokens.get(c.pos) {
                c.pos += 1;
                return Some(t);
            }
            if c.barrier {
                return None;
            }
            self.pop_context();
        }
        let f = self.files.last_mut()?;
        let mut newline = false;
        while f.pos < f.len() && f.lexed.tokens[f.pos].kind == TokenKind::Newline {
            f.pos += 1;
            newline = true;
        }
        if f.pos >= f.len() {
            return None;
        }
        let mut t = f.token(f.pos);
        if t.kind == TokenKind::Hash && t.start_of_line() {
            self.report(diagnostics::directive_in_macro_args(t.span));
            return None;
        }
        f.pos += 1;
        if newline {
            t.flags.set(TokenFlags::LEADING_SPACE);
        }
        t.flags.clear(TokenFlags::START_OF_LINE);
        self.flush_lex_errors(t.span.hi, true);
        self.note_text_token();
        Some(t)
    }
}
