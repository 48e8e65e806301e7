//! The command line. circle-rs speaks clang's and nvcc's option dialect
//! (`-fsyntax-only`, `-MD`, `-isystem dir`), which clap cannot parse as is:
//! single-dash long options are first rewritten to clap's double-dash form,
//! and target options (`-sm_70`, `-gencode ...`) are taken out beforehand by
//! the targets crate.

use clap::{ArgAction, Parser, ValueEnum};
use std::path::PathBuf;

#[derive(Parser, Debug, Default)]
#[command(
    name = "circle-rs",
    version,
    about = "A Circle-style single-pass C++/CUDA compiler for NVIDIA and AMD GPUs",
    after_help = "Single-dash spellings work as in clang: -fsyntax-only, -MD, -MF FILE, -isystem DIR, -verify.\n\n\
Targets (one code-generation job each):\n  \
  -sm_XX, -gfxNNNN, --cuda-gpu-arch=sm_XX, --offload-arch=gfxNNNN[,...], -arch=sm_XX, -arch sm_XX,\n  \
  -gencode arch=compute_XX,code=sm_XX, --no-offload-arch=NAME|all\n  \
  --device-config-file=FILE   add or override targets (YAML, DPC++ device-configuration format)\n  \
  --cuda-ccmap FILE           compute-capability map (else $SCALE_CCMAP, else ../share/circle-rs/ccmap.conf)\n  \
  --cuda-sm-as-amd            compile each -sm_XX for the AMD target the ccmap gives\n\n\
Subcommands: circle-rs test DIR|FILE... | filecheck CHECKFILE | not CMD... | validate DIR...\n\n\
Compile-time code (@meta) sandbox: by default it may read files under the input's directory and the\n\
-I/-iquote directories, and nothing else; a denied operation is an error naming the option that allows it:\n  \
  -fmeta-allow-read=DIR, -fmeta-allow-write=DIR, -fmeta-allow-exec, -fmeta-allow-env[=NAME]\n\
Compile-time limits: -fconstexpr-steps=N, -fconstexpr-depth=N, -fmeta-memory-limit=BYTES,\n  \
  -fmeta-output-limit=BYTES, -fmeta-inject-limit=N, -fmeta-time-limit=MS\n\
Compile-time engine: -fmeta-engine=bytecode (default; falls back to the tree walker per function) | tree"
)]
pub struct Cli {
    /// Input source files.
    pub inputs: Vec<PathBuf>,

    /// Output: the executable (default a.out), the object for -c, the
    /// assembly for -S, a file for -E/-M, a directory for --emit.
    #[arg(short = 'o', value_name = "PATH")]
    pub output: Option<PathBuf>,

    /// Preprocess only and print the result.
    #[arg(short = 'E')]
    pub preprocess: bool,
    /// With -E: no line markers.
    #[arg(short = 'P')]
    pub no_line_markers: bool,
    /// Print make-style dependencies instead of compiling.
    #[arg(short = 'M')]
    pub deps_only: bool,
    /// Write make-style dependencies as a side effect of compiling.
    #[arg(long = "MD")]
    pub deps_side: bool,
    /// -M without system headers.
    #[arg(long = "MM")]
    pub deps_user_only: bool,
    /// -MD without system headers.
    #[arg(long = "MMD")]
    pub deps_side_user: bool,
    /// With -M/-MD: an empty rule per header (make keeps going when one
    /// is deleted).
    #[arg(long = "MP")]
    pub deps_phony: bool,
    /// The file -MD writes (default: the input's stem with .d).
    #[arg(long = "MF", value_name = "FILE")]
    pub deps_file: Option<PathBuf>,
    /// The target name in the dependency rule.
    #[arg(long = "MT", value_name = "TARGET")]
    pub deps_target: Option<String>,

    /// Add a directory to the include search path.
    #[arg(short = 'I', value_name = "DIR", action = ArgAction::Append)]
    pub include: Vec<PathBuf>,
    /// Add a directory to the system include search path.
    #[arg(long = "isystem", value_name = "DIR", action = ArgAction::Append)]
    pub isystem: Vec<PathBuf>,
    /// Add a directory to the quote-include search path.
    #[arg(long = "iquote", value_name = "DIR", action = ArgAction::Append)]
    pub iquote: Vec<PathBuf>,
    /// Define a macro (NAME or NAME=VALUE).
    #[arg(short = 'D', value_name = "MACRO", action = ArgAction::Append)]
    pub define: Vec<String>,
    /// Undefine a macro.
    #[arg(short = 'U', value_name = "MACRO", action = ArgAction::Append)]
    pub undefine: Vec<String>,
    /// Do not search the default directories (libstdc++, the compiler's
    /// own headers, the C library's).
    #[arg(long = "nostdinc")]
    pub nostdinc: bool,
    /// Do not search libstdc++'s directories.
    #[arg(long = "nostdinc++")]
    pub nostdincxx: bool,
    /// Look for GCC's libstdc++ under this prefix instead of /usr.
    #[arg(long = "gcc-toolchain", value_name = "DIR")]
    pub gcc_toolchain: Option<PathBuf>,
    /// The inputs' language: cu, cuda or hip (CUDA: the runtime header is
    /// included implicitly), c++ or c. Default: by extension (.cu, .hip
    /// are CUDA).
    #[arg(short = 'x', value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<String>,
    /// The language standard: c++17 (the default), gnu++17, c++14,
    /// gnu++14, c++11, gnu++11. C++20 is not supported yet.
    #[arg(long = "std", value_name = "STD", value_parser = parse_std)]
    pub std: Option<String>,
    /// Do not include <cuda_runtime.h> implicitly into CUDA sources.
    #[arg(long = "nocudainc")]
    pub nocudainc: bool,
    /// CUDA sources read the CUDA toolkit's headers (through
    /// <__circle_rs_cuda_wrapper.h>), an error when no toolkit is found
    /// (--cuda-path, CUDA_PATH, the wheels scripts/setup.sh installs).
    /// Without either flag: the toolkit's when one is found, else the
    /// bundled declarations.
    #[arg(
        long = "cuda-toolkit-headers",
        overrides_with = "no_cuda_toolkit_headers"
    )]
    pub cuda_toolkit_headers: bool,
    /// CUDA sources read circle-rs's bundled CUDA declarations even when
    /// a toolkit is found.
    #[arg(
        long = "no-cuda-toolkit-headers",
        overrides_with = "cuda_toolkit_headers"
    )]
    pub no_cuda_toolkit_headers: bool,
    /// Include FILE before the first line of each input (after the
    /// implicit CUDA runtime header).
    #[arg(long = "include", value_name = "FILE", action = ArgAction::Append)]
    pub pre_include: Vec<PathBuf>,
    /// Print the include search list (and the version) before compiling.
    #[arg(short = 'v')]
    pub verbose: bool,

    /// Optimization level: 0-3, s (size), z (minimum size), fast (3 with
    /// -ffast-math).
    #[arg(short = 'O', value_name = "LEVEL", default_value = "3", value_parser = parse_opt_level)]
    pub opt_level: u8,
    /// Options for ptxas (nvcc's -Xptxas, --ptxas-options; comma-separated
    /// lists are split): passed to every ptxas run, which assembles each
    /// NVIDIA target's PTX into the cubin embedded by -c and when linking.
    /// ptxas refusing them is an error.
    #[arg(long = "Xptxas", visible_alias = "ptxas-options", value_name = "OPT", action = ArgAction::Append, allow_hyphen_values = true)]
    pub ptxas_options: Vec<String>,
    /// Options for the host compiler (nvcc's -Xcompiler, --compiler-options;
    /// comma-separated lists are split): circle-rs compiles host code
    /// itself (always position-independent), so they go to the C++ driver
    /// (g++) that links the executable.
    #[arg(long = "Xcompiler", visible_alias = "compiler-options", value_name = "OPT", action = ArgAction::Append, allow_hyphen_values = true)]
    pub host_options: Vec<String>,
    /// Debug information: DWARF line tables in the host object and AMD code
    /// objects, `.loc`/`.file` line tables in PTX.
    #[arg(short = 'g')]
    pub debug: bool,
    /// Device debug information (nvcc's -G): line tables and subprograms
    /// in every device module, which is compiled at -O0 as nvcc does.
    #[arg(short = 'G')]
    pub device_debug: bool,
    /// Line tables only for device code (nvcc's -lineinfo): `.loc`/`.file`
    /// in PTX, DWARF `.debug_line` in AMD code objects.
    #[arg(long = "lineinfo", visible_alias = "generate-line-info")]
    pub lineinfo: bool,
    /// Unsafe floating-point optimizations (nvcc's -use_fast_math):
    /// approximate division, no NaN or infinity checks, f32 denormals flushed on
    /// NVIDIA targets; defines __FAST_MATH__.
    #[arg(long = "ffast-math", visible_alias = "use_fast_math")]
    pub fast_math: bool,
    /// Options for LLVM's own command-line parser (clang's -mllvm), e.g.
    /// `-mllvm -unroll-threshold=500`; parsed once, before code
    /// generation. An option LLVM does not know is an error.
    #[arg(long = "mllvm", value_name = "OPTION", action = ArgAction::Append, allow_hyphen_values = true)]
    pub mllvm: Vec<String>,
    /// Keep every intermediate, named as clang names them: the
    /// preprocessed source (STEM.cui), per target the LLVM IR before and
    /// after optimization (STEM-cuda-nvptx64-nvidia-cuda-sm_70.ll,
    /// .opt.ll), PTX or AMD assembly (.s), AMD objects (.o) and code
    /// objects (.out), cubins (.cubin) and the fat binary (.fatbin) when
    /// ptxas runs, and the host's IR and object
    /// (STEM-host-x86_64-pc-linux-gnu.o). In the working directory
    /// (=cwd, the default) or beside the -o file (=obj).
    #[arg(long = "save-temps", value_name = "WHERE", num_args = 0..=1, require_equals = true, default_missing_value = "cwd", value_parser = ["cwd", "obj"])]
    pub save_temps: Option<String>,
    /// What to write per target: ptx, cubin (ptxas's output, NVIDIA
    /// targets), amdgcn (AMD code objects), llvm-ir, obj (comma-separated).
    #[arg(long = "emit", value_name = "KINDS", value_delimiter = ',')]
    pub emit: Vec<EmitKind>,
    /// Code-generation jobs in parallel (default: all cores).
    #[arg(short = 'j', value_name = "N")]
    pub jobs: Option<usize>,

    /// Check the program but generate no code.
    #[arg(long = "fsyntax-only")]
    pub syntax_only: bool,
    /// The most nested template instantiations (default 1024).
    #[arg(long = "ftemplate-depth", value_name = "N")]
    pub template_depth: Option<usize>,
    /// The most steps compile-time evaluation may take in the whole
    /// translation unit (default 50 million), as clang's option names it.
    #[arg(long = "fconstexpr-steps", value_name = "N")]
    pub constexpr_steps: Option<u64>,
    /// Check `expected-error {{...}}` comments against the diagnostics (clang's -verify).
    #[arg(long = "verify")]
    pub verify: bool,
    /// Print the AST (clang's -ast-dump: one node per line, indented,
    /// with source locations) to stdout, then go on compiling.
    #[arg(long = "ast-dump")]
    pub ast_dump: bool,
    /// Print the typed program (what the interpreter and the code
    /// generators receive: functions with resolved types, implicit
    /// conversions and instantiated templates) to stdout after
    /// translation, then go on compiling.
    #[arg(long = "dump-typed")]
    pub dump_typed: bool,
    /// Diagnostics as text (clang's shape) or one JSON object per line.
    #[arg(long = "diagnostics-format", value_enum, default_value_t = DiagFormat::Text)]
    pub diagnostics_format: DiagFormat,
    /// Color diagnostics even when stderr is not a terminal.
    #[arg(long = "fcolor-diagnostics", overrides_with = "no_color")]
    pub color: bool,
    /// Never color diagnostics (also: NO_COLOR in the environment).
    #[arg(long = "fno-color-diagnostics")]
    pub no_color: bool,
    /// Stop printing errors after N of them (0: no limit), as clang does.
    #[arg(long = "ferror-limit", value_name = "N", default_value_t = 20)]
    pub error_limit: usize,
    /// Trace the architecture checks (cudafe++'s --db tracing of its
    /// gates) to stderr: per target, one line per use of a gated feature
    /// in what its module reaches, with the aspect it needs and the
    /// verdict; the order (targets as given, then each module's reach
    /// walk) does not depend on -j.
    #[arg(long = "trace-gates")]
    pub trace_gates: bool,
    /// Print the time spent in each phase.
    #[arg(long = "time-report")]
    pub time_report: bool,

    /// List the known targets (after --device-config-file and ccmaps).
    #[arg(long = "print-targets")]
    pub print_targets: bool,
    /// With --print-targets: JSON output.
    #[arg(long = "json")]
    pub json: bool,

    /// The warning options (`-Wall`, `-Wno-x`, `-Werror`, `-w`), taken
    /// out before clap.
    #[arg(skip)]
    pub warnings: crate::warnings::WarningPolicy,

    /// `-D`/`-U` in command-line order (clap keeps each list apart).
    #[arg(skip)]
    pub macro_ops: Vec<lexer::pp::Define>,

    /// The compile-time interpreter's sandbox and limits.
    #[command(flatten)]
    pub meta: crate::meta_flags::MetaFlags,
    /// What to produce, from the mode flags (see `modes`).
    #[arg(skip)]
    pub mode: crate::modes::Mode,
    /// The mode flags and link options `modes::extract` took out.
    #[arg(skip)]
    pub link: crate::modes::LinkOptions,

    /// Crash deliberately (tests the internal-compiler-error path).
    #[arg(long = "debug-crash", hide = true)]
    pub debug_crash: bool,
}

impl Cli {
    /// Which CUDA headers CUDA sources read (see `cuda_headers`).
    pub fn cuda_headers(&self) -> crate::cuda_headers::Choice {
        use crate::cuda_headers::Choice;
        if self.cuda_toolkit_headers {
            Choice::Toolkit
        } else if self.no_cuda_toolkit_headers {
            Choice::Bundled
        } else {
            Choice::Auto
        }
    }
    /// `-Xptxas` values, comma-separated lists split as nvcc does.
    pub fn ptxas_options(&self) -> Vec<String> {
        split_lists(&self.ptxas_options)
    }
    /// `-Xcompiler` values, split likewise.
    pub fn host_options(&self) -> Vec<String> {
        split_lists(&self.host_options)
    }
}

/// nvcc splits `-Xptxas a,b` into two options; a value that is itself a
/// comma-separated pass-through (`-Wl,-rpath,DIR`) stays whole.
fn split_lists(values: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for v in values {
        if ["-Wl,", "-Wa,", "-Wp,", "-Xlinker,"]
            .iter()
            .any(|p| v.starts_with(p))
        {
            out.push(v.clone());
        } else {
            out.extend(v.split(',').filter(|s| !s.is_empty()).map(str::to_string));
        }
    }
    out
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Default)]
pub enum DiagFormat {
    #[default]
    Text,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, ValueEnum)]
pub enum EmitKind {
    Ptx,
    Amdgcn,
    #[value(name = "llvm-ir")]
    LlvmIr,
    Obj,
    Cubin,
}

fn parse_std(s: &str) -> Result<String, String> {
    match s {
        "c++17" | "gnu++17" | "c++1z" | "gnu++1z" | "c++14" | "gnu++14" | "c++11" | "gnu++11" => {
            Ok(s.to_string())
        }
        "c++20" | "gnu++20" | "c++2a" | "gnu++2a" | "c++23" | "gnu++23" | "c++2b" | "gnu++2b"
        | "c++26" | "gnu++26" | "c++2c" | "gnu++2c" => Err(format!(
            "'-std={s}' is not supported yet: circle-rs implements C++17 (use -std=c++17 or gnu++17)"
        )),
        _ => Err(format!(
            "invalid value '{s}' in '-std={s}' (expected c++17, gnu++17, c++14, gnu++14, c++11 or gnu++11)"
        )),
    }
}

fn parse_lang(s: &str) -> Result<String, String> {
    match s {
        "cu" | "cuda" | "hip" | "c++" | "cpp" | "c" => Ok(s.to_string()),
        _ => Err(format!(
            "language not recognized: '{s}' (expected cu, cuda, hip, c++ or c)"
        )),
    }
}

/// `-Ofast` as an [`Cli::opt_level`] value: `-O3` with `-ffast-math`.
pub const OPT_FAST: u8 = 6;

fn parse_opt_level(s: &str) -> Result<u8, String> {
    match s {
        "0" | "1" | "2" | "3" => Ok(s.as_bytes()[0] - b'0'),
        "" => Ok(2),
        "s" => Ok(codegen::OPT_SIZE),
        "z" => Ok(codegen::OPT_MIN_SIZE),
        "fast" => Ok(OPT_FAST),
        _ => Err(format!(
            "invalid optimization level '-O{s}' (expected 0, 1, 2, 3, s, z or fast)"
        )),
    }
}

/// Single-dash spellings clang and nvcc users type, rewritten to `--`.
const SINGLE_DASH_LONG: &[&str] = &[
    "fsyntax-only",
    "ftemplate-depth",
    "fconstexpr-steps",
    "fcolor-diagnostics",
    "fno-color-diagnostics",
    "verify",
    "MD",
    "MMD",
    "MM",
    "MP",
    "MF",
    "MT",
    "isystem",
    "iquote",
    "ast-dump",
    "dump-typed",
    "nostdinc",
    "nostdinc++",
    "time-report",
    "ferror-limit",
    "nocudainc",
    "lineinfo",
    "Xptxas",
    "Xcompiler",
    "std",
    "ffast-math",
    "use_fast_math",
    "include",
    "mllvm",
    "save-temps",
    "trace-gates",
];

/// Rewrites clang-style single-dash long options to clap's form.
pub fn normalize(args: impl IntoIterator<Item = String>) -> Vec<String> {
    args.into_iter()
        .map(|a| {
            // clang's spelling of the diagnostics format; `clang` is text.
            if let Some(v) = a.strip_prefix("-fdiagnostics-format=") {
                let v = if v == "clang" { "text" } else { v };
                return format!("--diagnostics-format={v}");
            }
            if let Some(rest) = a.strip_prefix('-').filter(|r| !r.starts_with('-')) {
                let name = rest.split('=').next().unwrap_or(rest);
                if SINGLE_DASH_LONG.contains(&name)
                    || crate::meta_flags::SINGLE_DASH.contains(&name)
                {
                    return format!("-{a}");
                }
            }
            a
        })
        .collect()
}

/// `-D` and `-U` options in the order they were written, which decides
/// their effect (`-DX -UX` leaves X undefined).
pub fn macro_ops(args: &[String]) -> Vec<lexer::pp::Define> {
    let mut ops = Vec::new();
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        for (flag, set) in [("-D", true), ("-U", false)] {
            if let Some(rest) = a.strip_prefix(flag) {
                let value = if rest.is_empty() {
                    it.next().cloned()
                } else {
                    Some(rest.to_string())
                };
                if let Some(v) = value {
                    ops.push(if set {
                        lexer::pp::Define::Set(v)
                    } else {
                        lexer::pp::Define::Unset(v)
                    });
                }
            }
        }
    }
    ops
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Cli {
        let args = normalize(
            std::iter::once("circle-rs".to_string()).chain(args.iter().map(|s| s.to_string())),
        );
        Cli::try_parse_from(args).unwrap()
    }

    #[test]
    fn clang_style_options() {
        let c = parse(&[
            "k.cu",
            "-fsyntax-only",
            "-Iinc",
            "-I",
            "inc2",
            "-DX=1",
            "-UY",
            "-O2",
            "-MD",
            "-MF",
            "k.d",
            "-isystem",
            "sys",
            "-j",
            "2",
            "--emit=ptx,llvm-ir",
        ]);
        assert!(c.syntax_only && c.deps_side);
        assert_eq!(c.include, vec![PathBuf::from("inc"), PathBuf::from("inc2")]);
        assert_eq!(c.define, vec!["X=1"]);
        assert_eq!(c.undefine, vec!["Y"]);
        assert_eq!(c.opt_level, 2);
        assert_eq!(c.deps_file, Some(PathBuf::from("k.d")));
        assert_eq!(c.isystem, vec![PathBuf::from("sys")]);
        assert_eq!(c.jobs, Some(2));
        assert_eq!(c.emit, vec![EmitKind::Ptx, EmitKind::LlvmIr]);
        assert_eq!(parse(&["k.cu"]).opt_level, 3);
        assert_eq!(parse(&["k.cu", "-O0", "-verify"]).opt_level, 0);
        assert_eq!(
            parse(&["k.cu", "-ftemplate-depth=17"]).template_depth,
            Some(17)
        );
    }

    #[test]
    fn macro_order_is_kept() {
        use lexer::pp::Define;
        let args: Vec<String> = ["circle-rs", "-DA", "-U", "A", "-D", "B=2"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            macro_ops(&args),
            vec![
                Define::Set("A".into()),
                Define::Unset("A".into()),
                Define::Set("B=2".into())
            ]
        );
    }

    #[test]
    fn bad_options_are_errors() {
        let bad = |a: &[&str]| {
            Cli::try_parse_from(normalize(
                std::iter::once("circle-rs".to_string()).chain(a.iter().map(|s| s.to_string())),
            ))
            .is_err()
        };
        assert!(bad(&["-O9"]));
        assert!(bad(&["-ftemplate-depth=x"]));
        assert!(bad(&["--emit=exe"]));
        assert!(bad(&["--no-such-flag"]));
    }
}
