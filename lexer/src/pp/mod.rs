//! The preprocessor (translation phases 3 to 4): `#include` with guard and
//! `#pragma once` detection, object- and function-like macros with the
//! standard's rescanning rules, conditionals whose expressions a lalrpop
//! grammar evaluates, predefined macros, and rendering for `-E` / `-M`.
//!
//! One [`preprocess`] call runs a whole translation unit and returns the
//! tokens the parser reads (no newlines, ending in `Eof`). Nothing here
//! stops at the first error: every problem becomes a diagnostic and
//! preprocessing goes on.
//!
//! Concerns, one file each: `reader.rs` (the file stack and the token
//! contexts macros push), `directives.rs`, `include.rs`, `cond.rs`
//! (conditionals and `#if` evaluation), `expand.rs` (macro definition and
//! expansion), `predefined.rs`, `render.rs` (`-E` and dependency output).
//!
//! Architecture invariant: every token that reaches the output has a span
//! the [`SourceMap`] can resolve: file tokens point into their inclusion's
//! entry, macro body tokens into an expansion entry (so diagnostics can say
//! "expanded from macro"), and pasted, stringized or built-in tokens into
//! scratch buffers.

mod cond;
mod directives;
mod expand;
mod include;
mod macro_table;
mod pool;
mod predefined;
mod reader;
mod render;
pub mod search;
mod value;

#[allow(clippy::all, clippy::pedantic, unused_parens, dead_code)]
#[rustfmt::skip]
mod if_expr {
    include!(concat!(env!("OUT_DIR"), "/pp/if_expr.rs"));
}

#[cfg(test)]
mod tests;

pub use render::{render, render_deps, render_deps_phony, render_output};

use crate::diag::Diagnostic;
use crate::runs::SpellingRuns;
use crate::source::{FileId, SourceMap, Span};
use crate::token::{LexErrorKind, Token};
use expand::Macro;
use reader::{Context, FileState};
use rustc_hash::{FxHashMap as FastMap, FxHashSet as FastSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// One `-D` or `-U` option, in command-line order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Define {
    /// `-D name`, `-D name=value`, `-D 'f(x)=x'`: the text after `-D`.
    Set(String),
    /// `-U name`.
    Unset(String),
}

/// What the driver tells the preprocessor.
#[derive(Clone, Debug)]
pub struct Options {
    /// `-I` directories, searched for `"..."` and `<...>`.
    pub include_dirs: Vec<PathBuf>,
    /// `-iquote` directories, searched for `"..."` only, before `-I`.
    pub quote_dirs: Vec<PathBuf>,
    /// `-isystem` directories, after `-I`.
    pub system_dirs: Vec<PathBuf>,
    /// The default list after `-isystem` (see [`search::default_dirs`]):
    /// libstdc++, the compiler's own headers, the C library's. Like
    /// `-isystem` directories, these hold system headers.
    pub default_dirs: Vec<PathBuf>,
    /// `-D` / `-U` in command-line order.
    pub defines: Vec<Define>,
    /// `__CUDA_ARCH__`: the last NVIDIA target's compute capability times
    /// ten (700 for `sm_70`); `None` leaves it undefined.
    pub cuda_arch: Option<u32>,
    /// The code-generation targets of the translation: with more than one,
    /// `__CUDA_ARCH__` has no single value and every `#if`-family test
    /// naming it warns.
    pub target_count: usize,
    /// Headers included before the main file's first line, in order
    /// (`-include FILE`, and the implicit `<cuda_runtime.h>` of a CUDA
    /// source), spelled as header names (`"k.h"`, `<cuda_runtime.h>`):
    /// each is an `#include` line in an `<implicit>` buffer.
    pub pre_includes: Vec<String>,
    /// Changes to the predefined set, in order, after it (the driver's
    /// `__CUDA_ARCH_LIST__`, language-mode macros): `Some(value)` defines
    /// (replacing any definition), `None` undefines.
    pub extra_predefines: Vec<(String, Option<String>)>,
    /// Seconds since the epoch for `__DATE__`/`__TIME__`. `None`: the
    /// `SOURCE_DATE_EPOCH` environment variable, else the current time.
    pub source_date_epoch: Option<i64>,
    /// Maximum `#include` nesting (200, as clang).
    pub max_include_depth: usize,
    /// Tokens macro expansion may produce in the whole translation unit
    /// before it is cut off with an error (exponential macros would
    /// otherwise never finish). Default 20 million.
    pub expansion_budget: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            include_dirs: Vec::new(),
            quote_dirs: Vec::new(),
            system_dirs: Vec::new(),
            default_dirs: Vec::new(),
            defines: Vec::new(),
            cuda_arch: None,
            target_count: 0,
            pre_includes: Vec::new(),
            extra_predefines: Vec::new(),
            source_date_epoch: None,
            max_include_depth: 200,
            expansion_budget: 20_000_000,
        }
    }
}

/// A `#pragma` (or `_Pragma`) other than those the preprocessor consumes
/// (`once`, `push_macro`, `pop_macro`), passed on to the parser and to `-E`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pragma {
    /// Index in [`PpOutput::tokens`] of the first token after the pragma.
    pub before_token: usize,
    /// The directive (or `_Pragma` operator).
    pub span: Span,
    /// The text after `pragma`, spaces normalized: `unroll 4`.
    pub text: String,
    /// The same, as raw (unexpanded) tokens.
    pub tokens: Vec<Token>,
}

/// Entering or leaving an included file, for `-E` line markers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileEvent {
    /// Index in [`PpOutput::tokens`] of the first token after the event.
    pub before_token: usize,
    /// How many [`PpOutput::pragmas`] came before it (orders events and
    /// pragmas at the same token).
    pub pragmas_before: usize,
    /// `true`: entering a file, `offset` is its first byte. `false`:
    /// returning to the includer, `offset` is where reading resumes (the
    /// line after the `#include`).
    pub enter: bool,
    pub offset: u32,
}

#[derive(Debug, Default)]
pub struct PpOutput {
    /// The translation unit's tokens: no `Newline`s, ends with `Eof`.
    pub tokens: Vec<Token>,
    pub diagnostics: Vec<Diagnostic>,
    /// Every file read, main file first, in first-read order (for `-M`).
    pub dependencies: Vec<PathBuf>,
    pub pragmas: Vec<Pragma>,
    /// Include boundaries, in order (the main file has none).
    pub file_events: Vec<FileEvent>,
}

/// Preprocesses `main_path` and everything it includes. Files are entered
/// into `sm` per inclusion; diagnostics are returned, never printed.
pub fn preprocess(main_path: &Path, opts: &Options, sm: &mut SourceMap) -> PpOutput {
    let text = match std::fs::read(main_path) {
        Ok(bytes) => crate::source::text_from_bytes(bytes),
        Err(e) => {
            let name = main_path.display().to_string();
            return PpOutput {
                tokens: vec![Token::new(crate::token::TokenKind::Eof, Span::DUMMY)],
                diagnostics: vec![crate::diagnostics::cannot_read_file(
                    &name,
                    &e.to_string(),
                    Span::DUMMY,
                )],
                ..Default::default()
            };
        }
    };
    let name = main_path.display().to_string();
    preprocess_text(&name, main_path, text, opts, sm)
}

/// Preprocesses a main file whose text is already in hand (tests, stdin).
/// `path` is used to resolve `#include "..."` relative to it.
pub fn preprocess_text(
    name: &str,
    path: &Path,
    text: String,
    opts: &Options,
    sm: &mut SourceMap,
) -> PpOutput {
    if text.len() as u64 + u64::from(sm.offsets_used()) > u64::from(MAX_OFFSETS) {
        return PpOutput {
            tokens: vec![Token::new(crate::token::TokenKind::Eof, Span::DUMMY)],
            diagnostics: vec![crate::diagnostics::translation_unit_too_large(Span::DUMMY)],
            dependencies: vec![path.to_path_buf()],
            ..Default::default()
        };
    }
    let mut pp = Pp::new(sm, opts);
    pp.deps.push(path.to_path_buf());
    let file = pp.sm.add_file(name, path, text);
    if let Ok(canon) = std::fs::canonicalize(path) {
        pp.file_ids.insert(canon, file);
    }
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    pp.push_file(file, Span::DUMMY, dir, None);
    if !opts.pre_includes.is_empty() {
        let mut text = String::new();
        for h in &opts.pre_includes {
            text.push_str(&format!("#include {h}\n"));
        }
        pp.push_buffer("<implicit>", text);
    }
    // Pushed last, read first: built-ins, then the command line.
    let cmdline = predefined::command_line_text(&opts.defines);
    pp.push_buffer("<command line>", cmdline);
    pp.push_buffer("<built-in>", predefined::builtin_text(opts));
    pp.define_builtins();
    pp.run();
    PpOutput {
        tokens: pp.out,
        diagnostics: pp.diags,
        dependencies: pp.deps,
        pragmas: pp.pragmas,
        file_events: pp.file_events,
    }
}

/// Source-map offsets the preprocessor may use (each inclusion and each
/// expansion takes some); past this, expansion and inclusion stop with an
/// error instead of overflowing the 32-bit offset space.
const MAX_OFFSETS: u32 = 3_500_000_000;
/// Nesting of argument pre-expansion (`f(f(f(...)))`), each level a Rust
/// stack frame.
const MAX_EXPANSION_DEPTH: usize = 200;
/// Macro contexts alive at once (`#define a b`, `#define b c`, ... chains).
const MAX_CONTEXTS: usize = 10_000;

/// The preprocessor's state for one translation unit.
pub(crate) struct Pp<'a> {
    sm: &'a mut SourceMap,
    opts: &'a Options,
    diags: Vec<Diagnostic>,
    macros: macro_table::MacroTable,
    /// The include stack; the last is being read.
    files: Vec<FileState>,
    /// Macro expansion contexts, above the current file.
    ctx: Vec<Context>,
    conds: Vec<cond::Cond>,
    out: Vec<Token>,
    pragmas: Vec<Pragma>,
    file_events: Vec<FileEvent>,
    deps: Vec<PathBuf>,
    /// Canonical path to file, so a file is read from disk once.
    file_ids: FastMap<PathBuf, FileId>,
    /// Raw tokens and lex errors per file, relative to offset 0: a file
    /// included again is not lexed again.
    lexed: FastMap<FileId, Rc<Lexed>>,
    /// Include guards detected: the file is skipped while the macro is defined.
    guards: FastMap<FileId, String>,
    pragma_once: FastSet<FileId>,
    pushed_macros: FastMap<String, Vec<Option<Rc<Macro>>>>,
    /// Where recent tokens were spelled (macro names are looked up by
    /// spelling for every identifier).
    runs: SpellingRuns,
    counter: u64,
    /// Tokens macro expansion has produced so far.
    expanded: usize,
    budget_reported: bool,
    /// An error after which preprocessing stops (as clang's fatal errors
    /// do): `#include` nested too deeply. Without it a file that includes
    /// itself twice would retry the include 2^depth times.
    stopped: bool,
    expand_depth: usize,
    /// An expansion produced nothing: the next token inherits the macro
    /// name's LEADING_SPACE and START_OF_LINE flags.
    pending_flags: u8,
    /// Evaluating a `#if`: `defined X` and `__has_include(<x>)` operands
    /// are not expanded.
    if_mode: Option<expand::IfState>,
    date_time: (String, String),
    /// The `Eof` token, once the main file has ended.
    eof: Option<Token>,
    /// Token lists (arguments, expansions, contexts) for reuse.
    tokens_pool: pool::Pool<Token>,
    /// Replacement lists with placemarkers (see `expand.rs`), for reuse.
    pieces_pool: pool::Pool<Option<Token>>,
    /// Argument lists of invocations, for reuse.
    args_pool: pool::Pool<Vec<Token>>,
    /// Expanded-argument caches of invocations, for reuse.
    cache_pool: pool::Pool<Option<Vec<Token>>>,
}

pub(crate) struct Lexed {
    tokens: Vec<Token>,
    errors: Vec<(LexErrorKind, Span)>,
}

impl<'a> Pp<'a> {
    fn new(sm: &'a mut SourceMap, opts: &'a Options) -> Pp<'a> {
        Pp {
            sm,
            opts,
            diags: Vec::new(),
            macros: macro_table::MacroTable::default(),
            files: Vec::new(),
            ctx: Vec::new(),
            conds: Vec::new(),
            out: Vec::new(),
            pragmas: Vec::new(),
            file_events: Vec::new(),
            deps: Vec::new(),
            file_ids: FastMap::default(),
            lexed: FastMap::default(),
            guards: FastMap::default(),
            pragma_once: FastSet::default(),
            runs: SpellingRuns::new(),
            pushed_macros: FastMap::default(),
            counter: 0,
            expanded: 0,
            budget_reported: false,
            stopped: false,
            expand_depth: 0,
            pending_flags: 0,
            if_mode: None,
            date_time: predefined::date_time(opts.source_date_epoch),
            eof: None,
            tokens_pool: pool::Pool::default(),
            pieces_pool: pool::Pool::default(),
            args_pool: pool::Pool::default(),
            cache_pool: pool::Pool::default(),
        }
    }

    fn file_event(&mut self, enter: bool, offset: u32) {
        self.file_events.push(FileEvent {
            before_token: self.out.len(),
            pragmas_before: self.pragmas.len(),
            enter,
            offset,
        });
    }

    fn report(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// The main loop: expanded tokens to the output until the main file ends.
    fn run(&mut self) {
        loop {
            match self.next_expanded() {
                Some(_) if self.stopped => {
                    self.out
                        .push(Token::new(crate::token::TokenKind::Eof, Span::DUMMY));
                    break;
                }
                Some(tok) if tok.kind != crate::token::TokenKind::Eof => self.out.push(tok),
                Some(eof) => {
                    self.out.push(eof);
                    break;
                }
                // Only a barrier context ends with `None`, and the main loop
                // has none; stop rather than spin if that ever changes.
                None => {
                    self.out
                        .push(Token::new(crate::token::TokenKind::Eof, Span::DUMMY));
                    break;
                }
            }
        }
    }
}
