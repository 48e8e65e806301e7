//! The source language of an input and what it implies before the first
//! line: CUDA sources (`.cu`, `-x cu|cuda|hip`) see `<cuda_runtime.h>`
//! implicitly, as with nvcc and clang (whose CUDA mode includes its runtime
//! wrapper), unless `-nocudainc` or `-nostdinc`; `-include FILE` headers come after it.

use crate::cli::Cli;
use std::path::Path;

/// What `-x` names, or the input's extension implies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Cuda,
    Cxx,
    C,
}

/// The language of `input`: `-x` when given, else by extension (`.cu` and
/// `.hip` are CUDA, `.c` is C, everything else C++).
pub fn input_lang(cli: &Cli, input: &Path) -> Lang {
    match cli.lang.as_deref() {
        Some("cu" | "cuda" | "hip") => return Lang::Cuda,
        Some("c++" | "cpp") => return Lang::Cxx,
        Some("c") => return Lang::C,
        _ => {}
    }
    // Standard input without -x: CUDA, circle-rs's language.
    if is_stdin(input) {
        return Lang::Cuda;
    }
    match input.extension().and_then(|e| e.to_str()) {
        Some("cu" | "cuh" | "hip") => Lang::Cuda,
        Some("c") => Lang::C,
        _ => Lang::Cxx,
    }
}

/// The header names included before the main file.
pub fn pre_includes(cli: &Cli, input: &Path) -> Vec<String> {
    let mut v = Vec::new();
    // -nostdinc drops the bundled headers from the search list too.
    if input_lang(cli, input) == Lang::Cuda && !cli.nocudainc && !cli.nostdinc {
        v.push("<cuda_runtime.h>".to_string());
    }
    for f in &cli.pre_include {
        v.push(format!("\"{}\"", f.display()));
    }
    v
}

/// `-` names standard input.
pub fn is_stdin(input: &Path) -> bool {
    input == Path::new("-")
}

/// Standard input as text (invalid UTF-8 replaced, as files are read).
pub fn read_stdin() -> String {
    let mut bytes = Vec::new();
    let _ = std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut bytes);
    String::from_utf8_lossy(&bytes).into_owned()
}
