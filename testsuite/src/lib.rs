//! The conformance runner: turns `.cu` files with `RUN:` lines, FileCheck
//! directives and clang `-verify` comments into test cases.
//!
//! - [`run_lines`]: a case's script (`RUN:`, `REQUIRES:`, `UNSUPPORTED:`,
//!   `XFAIL:`), `%` substitutions, running one line under a timeout, `not`.
//! - [`filecheck`]: FileCheck semantics, the `filecheck` subcommand.
//! - [`mod@verify`]: clang `-verify` semantics as a pure function.
//! - [`runner`]: discovery, parallel execution, the report, `test DIR`.
//!
//! The driver exposes it as subcommands, each taking the arguments after
//! its name and returning the process exit status:
//!
//! ```text
//! circle-rs test DIR|FILE [-v] [--filter S] ...  testsuite::test_main(&args, &std::env::current_exe()?)
//! circle-rs filecheck CHECK-FILE [options]        testsuite::filecheck_main(&args, std::io::stdin().lock())
//! circle-rs not [--crash] CMD ARGS...             testsuite::not_main(&args)
//! circle-rs -verify[=P,Q] FILE ...                testsuite::verify_with(&sources, &diags, &opts)
//! ```
//!
//! For `-verify` the driver compiles, converts each diagnostic to a
//! [`VerifyDiag`] (file and 1-based line of the primary span's expansion
//! point, i.e. where the user wrote it; line 0 for none), passes every
//! source file it read (directives may sit in headers), prints the
//! [`VerifyResult`] (its `Display` is clang's report) and exits 1 unless
//! `is_ok()`.

pub mod filecheck;
pub mod harness;
pub mod run_lines;
pub mod runner;
pub mod verify;

pub use filecheck::{filecheck_main, FileCheckOptions};
pub use run_lines::not_main;
pub use runner::{run_dir, test_main, Outcome, RunOptions, Summary};
pub use verify::{
    verify, verify_main, verify_with, DiagKind, VerifyDiag, VerifyOptions, VerifyResult,
};
