//! Robustness: FileCheck, -verify and RUN-line parsing never panic, on
//! deterministic pseudo-random inputs assembled from the syntax's own
//! fragments (so the generator reaches deep into the parsers).

use lexer::diag::Severity;
use std::path::PathBuf;
use testsuite::filecheck::{check, FileCheckOptions};
use testsuite::run_lines::{parse_script, substitute, Substitutions};
use testsuite::verify::{parse_clang_diagnostics, verify, VerifyDiag};

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[(self.next() % xs.len() as u64) as usize]
    }
}

const FRAGMENTS: &[&str] = &[
    "CHECK",
    "-NEXT",
    "-SAME",
    "-NOT",
    "-DAG",
    "-LABEL",
    "-EMPTY",
    "-COUNT-",
    "2",
    "0",
    ":",
    " ",
    "\t",
    "\n",
    "\r\n",
    "{{",
    "}}",
    "[[",
    "]]",
    "X",
    "#",
    "@",
    "$",
    "a",
    "é",
    "\\",
    ".*",
    "[0-9]+",
    "(",
    ")",
    "{",
    "}",
    "//",
    "/*",
    "*/",
    "\"",
    "'",
    "R\"(",
    ")\"",
    "expected-",
    "error",
    "warning",
    "note",
    "remark",
    "-re",
    "no-diagnostics",
    "@+1",
    "@-1",
    "@*",
    "@x.cu:",
    "+",
    "-",
    "RUN:",
    "COM:",
    "%s",
    "%t",
    "%%",
    "%",
    "REQUIRES:",
    "!",
    "&&",
    "||",
    "x.cu:1:2: error: ",
];

fn gen(rng: &mut Rng) -> String {
    let n = rng.next() % 40;
    (0..n).map(|_| rng.pick(FRAGMENTS)).collect()
}

#[test]
fn random_inputs_never_panic() {
    // NO_PANIC_SEED / NO_PANIC_ITERS explore further without changing the suite.
    let seed = std::env::var("NO_PANIC_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x9E37_79B9_7F4A_7C15u64);
    let iters: usize = std::env::var("NO_PANIC_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000);
    let mut rng = Rng(seed | 1);
    let subs = Substitutions {
        source: PathBuf::from("/s.cu"),
        temp_dir: PathBuf::from("/t"),
        temp_path: PathBuf::from("/t/s.tmp"),
        compiler: PathBuf::from("/c"),
        tool: PathBuf::from("/c"),
        extra: Vec::new(),
    };
    for i in 0..iters {
        let checks = gen(&mut rng);
        let input = gen(&mut rng);
        let mut o = FileCheckOptions::default();
        if i % 3 == 0 {
            o.strict_whitespace = true;
        }
        if i % 5 == 0 {
            o.match_full_lines = true;
        }
        if i % 7 == 0 {
            o.prefixes = vec!["CHECK".into(), "CHECK-NEXT".into()];
        }
        let _ = check(&checks, "c", &input, "i", &o);
        let diags = [
            VerifyDiag {
                file: "x.cu".into(),
                line: (rng.next() % 4) as u32,
                severity: Severity::Error,
                message: gen(&mut rng),
            },
            VerifyDiag {
                file: "".into(),
                line: 0,
                severity: Severity::Note,
                message: String::new(),
            },
        ];
        let _ = verify(&[(PathBuf::from("x.cu"), checks.clone())], &diags).to_string();
        let _ = parse_clang_diagnostics(&input);
        if let Ok(s) = parse_script(&checks) {
            for r in s.run {
                let _ = substitute(&r.command, &subs);
            }
        }
    }
}
