//! RUN-line parsing, substitutions, feature expressions, and `not`.

use std::collections::BTreeSet;
use std::path::PathBuf;
use testsuite::run_lines::{
    eval_feature_expr, not_main, output_excerpt, parse_script, shell_quote, substitute, RunLine,
    Substitutions,
};

#[test]
fn run_lines_and_continuations() {
    let s = parse_script(
        "// RUN: a %s \\\n//RUN:   | b\nint x;\n/* RUN: c */\n// REQUIRES: ptxas\n// UNSUPPORTED: x\n// XFAIL: *\n// CHECK-RUN: no\n",
    )
    .unwrap();
    assert_eq!(
        s.run,
        [
            RunLine {
                line: 1,
                command: "a %s | b".into()
            },
            RunLine {
                line: 4,
                command: "c */".into()
            }
        ]
    );
    assert_eq!(s.requires, [(5, "ptxas".to_string())]);
    assert_eq!(s.unsupported, [(6, "x".to_string())]);
    assert_eq!(s.xfail, [(7, "*".to_string())]);
    assert!(parse_script("// RUN: a \\\n")
        .unwrap_err()
        .contains("end of the file"));
    assert!(parse_script("// RUN: a \\\nint x;\n// RUN: b\n")
        .unwrap_err()
        .contains("line 2 is not a RUN line"));
    assert!(parse_script("é RUN: é\n").is_ok());
}

#[test]
fn substitutions() {
    let subs = Substitutions {
        source: PathBuf::from("/cases/pp/a b.cu"),
        temp_dir: PathBuf::from("/tmp/x.dir"),
        temp_path: PathBuf::from("/tmp/x.dir/a b.cu.tmp"),
        compiler: PathBuf::from("/bin/circle-rs"),
        tool: PathBuf::from("/bin/lit"),
        extra: vec![("%ptxas".into(), "/opt/ptxas".into())],
    };
    assert_eq!(
        substitute("%circle-rs -E %s -o %t.o | %FileCheck %s; %not %circle-rs; cd %T; ls %S %p", &subs),
        "/bin/circle-rs -E '/cases/pp/a b.cu' -o '/tmp/x.dir/a b.cu.tmp'.o | /bin/lit filecheck '/cases/pp/a b.cu'; /bin/lit not /bin/circle-rs; cd /tmp/x.dir; ls /cases/pp /cases/pp"
    );
    assert_eq!(
        substitute("printf '%%d %%s' %ptxas %q %", &subs),
        "printf '%d %s' /opt/ptxas %q %"
    );
    assert_eq!(shell_quote("it's"), "'it'\\''s'");
    assert_eq!(shell_quote(""), "''");
}

#[test]
fn feature_expressions() {
    let f: BTreeSet<String> = ["ptxas", "ld.lld", "linux"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let e = |s: &str| eval_feature_expr(s, &f);
    assert_eq!(e("ptxas"), Ok(true));
    assert_eq!(e("clang"), Ok(false));
    assert_eq!(e("!clang && ld.lld"), Ok(true));
    assert_eq!(e("clang || (linux && !ptxas)"), Ok(false));
    assert_eq!(e("true"), Ok(true));
    assert_eq!(e("*"), Ok(true));
    assert!(e("(ptxas").is_err());
    assert!(e("ptxas &&").is_err());
    assert!(e("a b").is_err());
    assert!(e("").is_err());
    assert!(e("é").is_err());
}

#[test]
fn not_inverts_and_rejects_crashes() {
    let a = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(not_main(&a(&["false"])), 0);
    assert_eq!(not_main(&a(&["true"])), 1);
    assert_eq!(not_main(&a(&["sh", "-c", "exit 70"])), 1);
    assert_eq!(not_main(&a(&["sh", "-c", "kill -SEGV $$"])), 1);
    assert_eq!(not_main(&a(&["--crash", "sh", "-c", "kill -SEGV $$"])), 0);
    assert_eq!(not_main(&a(&["--crash", "sh", "-c", "exit 70"])), 0);
    assert_eq!(not_main(&a(&["--crash", "false"])), 1);
    assert_eq!(not_main(&a(&["/no/such/program"])), 127);
    assert_eq!(not_main(&a(&[])), 2);
}

#[test]
fn output_excerpt_keeps_head_and_tail() {
    let dir = std::env::temp_dir().join(format!("excerpt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("log");
    let text: String = (1..=100).map(|i| format!("line {i}\n")).collect();
    std::fs::write(&log, text + &"é".repeat(400)).unwrap();
    let e = output_excerpt(&log, 3);
    assert!(
        e.starts_with("line 1\nline 2\nline 3\n... (95 lines omitted)\nline 99\nline 100\n"),
        "{e}"
    );
    assert!(e.ends_with("é..."), "{e}");
    std::fs::write(&log, "short\n").unwrap();
    assert_eq!(output_excerpt(&log, 3), "short");
    assert_eq!(output_excerpt(&dir.join("missing"), 3), "");
    let _ = std::fs::remove_dir_all(&dir);
}
