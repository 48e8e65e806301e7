//! The compile-time interpreter's options: its sandbox and its limits.
//!
//! Sandbox (what `@meta` code may do outside the compiler; a denied
//! operation is an error naming the option that allows it):
//!   by default, reading files under the input file's directory and the
//!   `-I`/`-iquote` directories; nothing else.
//!   -fmeta-allow-read=DIR    also read files under DIR
//!   -fmeta-allow-write=DIR   create, write, rename and remove files under DIR
//!   -fmeta-allow-exec        run programs (`system`, `popen`)
//!   -fmeta-allow-env=NAME    read the environment variable NAME (`getenv`);
//!                            -fmeta-allow-env alone: every variable
//!   Sockets are never available at compile time.
//! Limits (each ends compile-time evaluation with a diagnostic):
//!   -fconstexpr-steps=N      evaluation steps (clang's option)
//!   -fconstexpr-depth=N      nested compile-time calls (clang's option)
//!   -fmeta-memory-limit=N    bytes of compile-time objects alive at once
//!   -fmeta-output-limit=N    bytes written to stdout, stderr and files
//!   -fmeta-inject-limit=N    statements and declarations meta code injects
//!   -fmeta-time-limit=MS     wall-clock milliseconds of evaluation
//! Engine:
//!   -fmeta-engine=bytecode   (default) compile-time functions made only of
//!                            what the bytecode compiler supports run as
//!                            bytecode, the others on the tree walker
//!   -fmeta-engine=tree       the tree walker for everything

use clap::{ArgAction, Args};
use std::path::{Path, PathBuf};

#[derive(Args, Debug, Default, Clone)]
pub struct MetaFlags {
    /// Compile-time code may read files under DIR.
    #[arg(long = "fmeta-allow-read", value_name = "DIR", action = ArgAction::Append)]
    pub meta_allow_read: Vec<PathBuf>,
    /// Compile-time code may create, write and remove files under DIR.
    #[arg(long = "fmeta-allow-write", value_name = "DIR", action = ArgAction::Append)]
    pub meta_allow_write: Vec<PathBuf>,
    /// Compile-time code may run programs (system, popen).
    #[arg(long = "fmeta-allow-exec")]
    pub meta_allow_exec: bool,
    /// Compile-time code may read the environment variable NAME (alone: every variable).
    #[arg(long = "fmeta-allow-env", value_name = "NAME", num_args = 0..=1,
          require_equals = true, default_missing_value = "*", action = ArgAction::Append)]
    pub meta_allow_env: Vec<String>,
    /// The most nested compile-time calls (default 1024).
    #[arg(long = "fconstexpr-depth", value_name = "N")]
    pub meta_depth: Option<u32>,
    /// Bytes of compile-time objects alive at once (default 256 MiB).
    #[arg(long = "fmeta-memory-limit", value_name = "BYTES")]
    pub meta_memory: Option<u64>,
    /// Bytes compile-time code may write to stdout, stderr and files (default 1 GiB).
    #[arg(long = "fmeta-output-limit", value_name = "BYTES")]
    pub meta_output: Option<u64>,
    /// Statements and declarations compile-time code may inject (default 1000000).
    #[arg(long = "fmeta-inject-limit", value_name = "N")]
    pub meta_inject: Option<u64>,
    /// Wall-clock milliseconds compile-time evaluation may take (default: no limit).
    #[arg(long = "fmeta-time-limit", value_name = "MS")]
    pub meta_time_ms: Option<u64>,
    /// The compile-time evaluator: bytecode (default) or tree.
    #[arg(long = "fmeta-engine", value_name = "ENGINE", value_parser = parse_engine)]
    pub meta_engine: Option<sema::meta::MetaEngineKind>,
}

fn parse_engine(s: &str) -> Result<sema::meta::MetaEngineKind, String> {
    match s {
        "tree" => Ok(sema::meta::MetaEngineKind::Tree),
        "bytecode" => Ok(sema::meta::MetaEngineKind::Bytecode),
        _ => Err(format!("invalid engine '{s}' (expected tree or bytecode)")),
    }
}

/// Single-dash spellings of these options (`-fmeta-allow-exec`).
pub const SINGLE_DASH: &[&str] = &[
    "fmeta-allow-read",
    "fmeta-allow-write",
    "fmeta-allow-exec",
    "fmeta-allow-env",
    "fconstexpr-depth",
    "fmeta-memory-limit",
    "fmeta-output-limit",
    "fmeta-inject-limit",
    "fmeta-time-limit",
    "fmeta-engine",
];

impl MetaFlags {
    pub fn limits(&self, steps: Option<u64>) -> sema::meta::MetaLimits {
        let d = sema::meta::MetaLimits::default();
        sema::meta::MetaLimits {
            max_steps: steps.unwrap_or(d.max_steps),
            max_memory: self.meta_memory.unwrap_or(d.max_memory),
            max_call_depth: self.meta_depth.unwrap_or(d.max_call_depth),
            max_output: self.meta_output.unwrap_or(d.max_output),
            max_injected: self.meta_inject.unwrap_or(d.max_injected),
            max_time_ms: self.meta_time_ms.unwrap_or(d.max_time_ms),
        }
    }

    /// The sandbox for compiling `input` with these include directories.
    pub fn sandbox(&self, input: &Path, include_dirs: &[PathBuf]) -> sema::meta::MetaSandbox {
        let input_dir = match input.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let mut read_dirs = vec![input_dir];
        read_dirs.extend(include_dirs.iter().cloned());
        read_dirs.extend(self.meta_allow_read.iter().cloned());
        sema::meta::MetaSandbox {
            read_dirs,
            write_dirs: self.meta_allow_write.clone(),
            allow_exec: self.meta_allow_exec,
            env_names: self
                .meta_allow_env
                .iter()
                .filter(|n| *n != "*")
                .cloned()
                .collect(),
            allow_all_env: self.meta_allow_env.iter().any(|n| n == "*"),
        }
    }
}
