//! The compile-time interpreter: executes `@meta` statements as translation
//! reaches them, evaluates constant expressions (array bounds, template
//! arguments, `static_assert`), answers reflection queries, and performs
//! compile-time I/O, under step, memory and recursion limits.
//!
//! It executes the typed program (not the AST) through sema's
//! [`MetaEngine`] interface, with a byte-addressed memory model for meta
//! objects (`memory`), so pointers, arrays and structs behave as on the
//! targets. The evaluator is a straightforward tree walker (`interp`,
//! `eval`); functions it supports run as register bytecode instead
//! (`bytecode`, chosen per function, `-fmeta-engine=tree|bytecode`).
//!
//! The driver calls [`translate`]: one pass over the translation unit that
//! returns the frozen program, the diagnostics, and streams compile-time
//! output (`@meta printf`) to the writer it is given.

// `Diagnostic` (the project's one error type) is large; boxing it would
// only move the allocation, and errors are the interpreter's cold path.
#![allow(clippy::result_large_err)]

mod atomic;
mod bitfield;
mod builtins;
mod bytecode;
mod cleanup;
pub mod cmath;
mod cstring;
pub mod diagnostics;
mod eval;
mod fxhash;
mod hashtable;
mod heap;
pub mod interp;
pub mod io;
mod jumps;
mod libm;
mod libstdcxx;
mod list_node;
pub mod memory;
mod native;
mod nrvo;
mod objects;
pub mod printf;
mod startup;
mod streams;
mod typeinfo;
mod va_list;
pub mod value;
mod vformat;
mod vtable;

pub use interp::Interp;
pub use sema::meta::{MetaEngine, MetaLimits, TranslateOptions};

use lexer::diag::Diagnostic;
use lexer::source::SourceMap;
use parser::ast::TranslationUnit;
use parser::Interner;
use sema::program::Program;
use std::io::Write;

/// Stack for the translation thread: meta recursion (bounded by
/// [`MetaLimits::max_call_depth`]) and deeply nested source (bounded by
/// sema) recurse on the Rust stack; untouched pages cost nothing.
const STACK_BYTES: usize = 512 << 20;

/// Translates a translation unit, running its compile-time code once.
/// Compile-time output is written to `out` as it is produced, in program
/// order. Never panics on any input.
pub fn translate_to(
    tu: &TranslationUnit<'_>,
    sm: &SourceMap,
    interner: &Interner,
    opts: &TranslateOptions,
    out: &mut (dyn Write + Send),
) -> (Program, Vec<Diagnostic>) {
    let t = translate_io(tu, sm, interner, opts, out, None);
    (t.program, t.diagnostics)
}

/// What [`translate_io`] produces.
pub struct Translated {
    pub program: Program,
    pub diagnostics: Vec<Diagnostic>,
    /// Every file compile-time code read (for `-MD`), in order.
    pub files_read: Vec<std::path::PathBuf>,
}

/// [`translate_to`] with compile-time stderr going to `err` (`None`: the
/// process's stderr), also returning the files compile-time code read.
pub fn translate_io(
    tu: &TranslationUnit<'_>,
    sm: &SourceMap,
    interner: &Interner,
    opts: &TranslateOptions,
    out: &mut (dyn Write + Send),
    err: Option<&mut (dyn Write + Send)>,
) -> Translated {
    // The writers are shared by reference with the translation thread (or
    // used here if no thread could be started).
    let out = std::sync::Mutex::new(out);
    let err = std::sync::Mutex::new(err);
    let run = || {
        let mut guard = match out.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        let mut err_guard = match err.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        let err_w: Option<&mut (dyn Write + Send)> = match err_guard.as_mut() {
            Some(w) => Some(&mut **w),
            None => None,
        };
        let io = io::Io::new(io::Sandbox::new(&opts.sandbox), Some(sm), err_w);
        let mut interp = Interp::with_io(opts.limits, &mut **guard, io);
        interp.engine = opts.meta_engine;
        let (program, diagnostics) =
            sema::translate::translate_unit(tu, sm, interner, opts, &mut interp);
        interp.io.flush_all();
        let files_read = std::mem::take(&mut interp.io.files_read);
        Translated {
            program,
            diagnostics,
            files_read,
        }
    };
    std::thread::scope(|s| {
        let handle = std::thread::Builder::new()
            .name("circle-rs translate".into())
            .stack_size(STACK_BYTES)
            .spawn_scoped(s, run);
        match handle {
            Ok(h) => match h.join() {
                Ok(r) => r,
                Err(p) => std::panic::resume_unwind(p),
            },
            // No thread (resource limits): translate on this one.
            Err(_) => run(),
        }
    })
}

/// What [`translate`] produces.
pub struct TranslateOutput {
    pub program: Program,
    pub diagnostics: Vec<Diagnostic>,
    /// Everything `@meta printf` (and friends) wrote, in order.
    pub stdout: String,
    /// Everything compile-time code wrote to stderr.
    pub stderr: String,
    pub files_read: Vec<std::path::PathBuf>,
}

/// [`translate_to`] collecting compile-time output in a string.
pub fn translate(
    tu: &TranslationUnit<'_>,
    sm: &SourceMap,
    interner: &Interner,
    opts: &TranslateOptions,
) -> TranslateOutput {
    let mut buf: Vec<u8> = Vec::new();
    let mut err: Vec<u8> = Vec::new();
    let t = translate_io(tu, sm, interner, opts, &mut buf, Some(&mut err));
    TranslateOutput {
        program: t.program,
        diagnostics: t.diagnostics,
        stdout: String::from_utf8_lossy(&buf).into_owned(),
        stderr: String::from_utf8_lossy(&err).into_owned(),
        files_read: t.files_read,
    }
}

/// Whether the bytecode engine runs `f` (every construct in it is
/// supported) rather than the tree walker: for tests that check the
/// bytecode is really exercised.
pub fn bytecode_supports(prog: &Program, f: sema::program::FuncId) -> bool {
    bytecode::supports(prog, f)
}

/// The bytecode of `f`, one instruction a line (for tests of what the
/// compiler emits); `None` if `f` runs on the tree walker.
pub fn bytecode_listing(prog: &Program, f: sema::program::FuncId) -> Option<Vec<String>> {
    bytecode::listing(prog, f)
}
