//! The conformance suite (`harness = false`): runs every case under
//! `testsuite/cases/` with the real `circle-rs` binary, prints one line per
//! failing case and `N passed, N failed`, and exits non-zero on failure.
//!
//! Finding the compiler. `CARGO_BIN_EXE_circle-rs` exists only for the
//! driver's own tests, and the driver depends on this crate, so this crate
//! cannot depend back on it (a dev-dependency would not build its binary
//! anyway). So:
//! 1. `CIRCLE_RS_BIN=/path/to/circle-rs` wins when set (CI, installed
//!    compilers, a release build).
//! 2. Otherwise the harness runs `cargo build -p driver --bin circle-rs`
//!    with the profile this test was built with (read from the test
//!    executable's path, `target/<profile-dir>/deps/conformance-*`), so
//!    `cargo test` and `cargo test --release` each test the compiler of
//!    their own profile, never a stale one; the build is a no-op when the
//!    binary is fresh. The binary is then `target/<profile-dir>/circle-rs`.
//!
//! Arguments after `--`: a substring filters cases by path; `-v` prints every
//! case. `CIRCLE_RS_BLESS=1` rewrites `testsuite/SUMMARY.txt`, the committed
//! per-suite pass counts. libtest's own flags (`--nocapture`, `--test-threads N`...) are
//! accepted and ignored, so `cargo test --workspace -- --nocapture` works.

use std::path::Path;
use testsuite::harness::{find_compiler, target_dir};
use testsuite::{run_dir, RunOptions};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut opts = RunOptions::default();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "--list" => {
                // `cargo test -- --list` and test-listing tools: one test.
                println!("conformance: test");
                return;
            }
            // Nothing in this harness is #[ignore]d.
            "--ignored" => {
                println!("0 passed, 0 failed");
                return;
            }
            "-v" | "--verbose" => opts.verbose = true,
            "--skip" | "--test-threads" | "--format" | "--color" | "-Z" | "--logfile"
            | "--shuffle-seed" => i += 1,
            _ if a.starts_with('-') => {}
            _ => opts.filter = Some(a.to_string()),
        }
        i += 1;
    }
    if std::env::var_os("CIRCLE_RS_TEST_VERBOSE").is_some() {
        opts.verbose = true;
    }
    let compiler = match find_compiler() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("conformance: {e}");
            std::process::exit(1);
        }
    };
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    // Case directories under target/, kept when a case fails, for a look.
    opts.temp_root = Some(
        target_dir()
            .unwrap_or_else(|| manifest.join("target"))
            .join("conformance-tmp"),
    );
    println!(
        "conformance: {} with {}",
        manifest.join("cases").display(),
        compiler.display()
    );
    let summary = run_dir(&manifest.join("cases"), &compiler, &opts);
    // The per-suite counts are a committed snapshot (oxc-style): rewritten
    // with CIRCLE_RS_BLESS=1, otherwise only compared, so a change in what
    // passes is visible in review without making concurrent work conflict.
    if opts.filter.is_none() {
        let table = summary.suite_table();
        let path = manifest.join("SUMMARY.txt");
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        if std::env::var_os("CIRCLE_RS_BLESS").is_some_and(|v| v == "1") {
            if let Err(e) = std::fs::write(&path, &table) {
                eprintln!("conformance: cannot write {}: {e}", path.display());
            }
        } else if committed != table {
            println!("conformance: per-suite counts differ from testsuite/SUMMARY.txt (rerun with CIRCLE_RS_BLESS=1 to update):\n{table}");
        }
    }
    std::process::exit(summary.exit_code());
}
