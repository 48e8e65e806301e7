//! The source language of an input and what it implies before the first
//! line: CUDA sources (`.cu`, `-x cu|cuda|hip`) see `<cuda_runtime.h>`
//! implicitly, as with nvcc and clang (whose CUDA mode includes its runtime
//! wrapper), or the toolkit's headers through `<__circle_rs_cuda_wrapper.h>`
//! (see `cuda_headers`), unless `-nocudainc` or `-nostdinc`; C++ and CUDA sources see
//! `<__circle_rs_complex.h>` (GNU complex types), unless `-nostdinc`;
//! `-include FILE` headers come after them.

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

/// The header names included before the main file; `toolkit`: the CUDA
/// toolkit's headers are read (through the wrapper, see `cuda_headers`).
pub fn pre_includes(cli: &Cli, input: &Path, toolkit: bool) -> Vec<String> {
    let mut v = Vec::new();
    // -nostdinc drops the bundled headers from the search list too.
    let lang = input_lang(cli, input);
    if lang == Lang::Cuda && !cli.nocudainc && !cli.nostdinc {
        let h = if toolkit {
            crate::cuda_headers::WRAPPER
        } else {
            "<cuda_runtime.h>"
        };
        v.push(h.to_string());
    }
    // GNU complex types are a class template the parser names
    // (`include/__circle_rs_complex.h`); C++ and CUDA only.
    if lang != Lang::C && !cli.nostdinc {
        v.push("<__circle_rs_complex.h>".to_string());
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

/// `-v`'s account of one input after the search list: its language and
/// implicit headers, the targets with their LLVM triples, the phases that
/// will run, and the options recorded for tools circle-rs does not run.
pub fn describe(
    cli: &Cli,
    input: &Path,
    opts: &lexer::pp::Options,
    targets: &[targets::CodegenTarget],
) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "input: {} ({:?})",
        input.display(),
        input_lang(cli, input)
    );
    for h in &opts.pre_includes {
        let _ = writeln!(s, "implicit include: {h}");
    }
    for t in targets {
        let _ = writeln!(s, "target: {} ({}, {})", t.name, t.llvm_triple, t.llvm_cpu);
    }
    let phases = if cli.preprocess {
        "preprocess"
    } else if cli.deps_instead() {
        "preprocess, dependencies"
    } else if cli.syntax_only || targets.is_empty() {
        "preprocess, parse, translate"
    } else {
        "preprocess, parse, translate, codegen (one job per target), write"
    };
    let _ = writeln!(s, "phases: {phases}");
    if !cli.ptxas_options.is_empty() {
        let _ = writeln!(s, "ptxas options: {}", cli.ptxas_options().join(" "));
    }
    if !cli.host_options.is_empty() {
        let _ = writeln!(
            s,
            "host compiler options (to the linking C++ driver): {}",
            cli.host_options().join(" ")
        );
    }
    s
}

/// nvcc's default target when none is named and code is generated:
/// `sm_52` (CUDA 12's default architecture).
pub const DEFAULT_TARGET: &str = "sm_52";

/// The target options with [`DEFAULT_TARGET`] added, when code will be
/// generated and no target was named; `None` otherwise.
pub fn default_target(cli: &Cli, topts: &targets::TargetOptions) -> Option<targets::TargetOptions> {
    let generating = !(cli.syntax_only || cli.preprocess || cli.deps_instead());
    if !generating || !topts.requests.is_empty() {
        return None;
    }
    let mut t = topts.clone();
    t.requests.push(targets::TargetRequest {
        name: DEFAULT_TARGET.into(),
        spelling: format!("the default target ({DEFAULT_TARGET})"),
    });
    Some(t)
}

/// `-o FILE` naming one artifact (`-o k.ptx`): the path has the extension
/// of an artifact kind and is not a directory. Then exactly one artifact
/// may be written, there.
pub fn single_output_file(cli: &Cli) -> Option<std::path::PathBuf> {
    let o = cli.output.as_ref()?;
    let ext = o.extension()?.to_str()?;
    let kinds = ["ptx", "cubin", "ll", "hsaco", "s", "o"];
    (kinds.contains(&ext) && !o.is_dir()).then(|| o.clone())
}

/// Debug information in device modules: `-G` full (and unoptimized, as
/// nvcc), `-lineinfo` line tables.
pub fn device_debug(cli: &Cli) -> codegen::debug_info::DebugLevel {
    use codegen::debug_info::DebugLevel;
    if cli.device_debug {
        DebugLevel::Full
    } else if cli.lineinfo {
        DebugLevel::LineTables
    } else {
        DebugLevel::None
    }
}

/// Debug information in the host module: `-g` (nvcc's host debugging).
pub fn host_debug(cli: &Cli) -> codegen::debug_info::DebugLevel {
    use codegen::debug_info::DebugLevel;
    if cli.debug {
        DebugLevel::Full
    } else {
        DebugLevel::None
    }
}
