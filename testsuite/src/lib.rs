//! The conformance runner: turns `.cu` files with `RUN:` lines, FileCheck
//! directives and clang `-verify` comments into test cases.
//!
//! - [`run_lines`]: a case's script (`RUN:`, `REQUIRES:`, `UNSUPPORTED:`,
//!   `XFAIL:`), `%` substitutions, running one line under a timeout, `not`.
//! - [`filecheck`]: FileCheck semantics, the `filecheck` subcommand.
//! - [`verify`]: clang `-verify` semantics as a pure function.
//! - [`runner`]: discovery, parallel execution, the report, `test DIR`.

pub mod filecheck;
pub mod run_lines;
pub mod runner;
pub mod verify;

pub use filecheck::{filecheck_main, FileCheckOptions};
pub use run_lines::not_main;
pub use runner::{run_dir, test_main, Outcome, RunOptions, Summary};
pub use verify::{
    verify, verify_main, verify_with, DiagKind, VerifyDiag, VerifyOptions, VerifyResult,
};
