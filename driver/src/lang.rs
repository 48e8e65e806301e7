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

/// `-ffast-math`, or `-Ofast`.
pub fn fast_math(cli: &Cli) -> bool {
    cli.fast_math || cli.opt_level == crate::cli::OPT_FAST
}

/// The predefined macros the command line changes: the language standard
/// (`__cplusplus`, `__STRICT_ANSI__` for the non-GNU dialects), `-ffast-math`'s
/// `__FAST_MATH__`, and CUDA's architecture macros (see [`cuda_arch`]).
pub fn predefines(cli: &Cli, nvidia_ccs: &[u32]) -> Vec<(String, Option<String>)> {
    let mut v: Vec<(String, Option<String>)> = Vec::new();
    if let Some(std) = &cli.std {
        let year = match std.trim_start_matches("gnu++").trim_start_matches("c++") {
            "11" => "201103L",
            "14" => "201402L",
            _ => "201703L",
        };
        v.push(("__cplusplus".into(), Some(year.into())));
        if std.starts_with("gnu") {
            v.push(("__STRICT_ANSI__".into(), None));
        }
    }
    if fast_math(cli) {
        v.push(("__FAST_MATH__".into(), Some("1".into())));
    }
    if !nvidia_ccs.is_empty() {
        let mut ccs = nvidia_ccs.to_vec();
        ccs.sort_unstable();
        ccs.dedup();
        let list: Vec<String> = ccs.iter().map(|c| (c * 10).to_string()).collect();
        v.push(("__CUDA_ARCH_LIST__".into(), Some(list.join(","))));
    }
    v
}

/// `__CUDA_ARCH__`: one translation serves every target and the host, so
/// it has a value only when exactly one target, an NVIDIA one, is named
/// (then host code sees it too, as the one module's). With several targets
/// it is undefined, and every test of it warns (the preprocessor's
/// `pp-cuda-arch-several-targets`), pointing to `if codegen`.
pub fn cuda_arch(nvidia_ccs: &[u32], targets: usize) -> Option<u32> {
    match (nvidia_ccs, targets) {
        ([cc], 1) => Some(cc * 10),
        _ => None,
    }
}
