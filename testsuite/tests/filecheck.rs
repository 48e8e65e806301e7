//! FileCheck semantics through the library: every directive kind matching,
//! and every directive kind failing with FileCheck's message.

use testsuite::filecheck::{check, filecheck_main, FileCheckOptions};

fn run(checks: &str, input: &str) -> Result<(), String> {
    check(
        checks,
        "t.cu",
        input,
        "<stdin>",
        &FileCheckOptions::default(),
    )
}

fn run_with(
    checks: &str,
    input: &str,
    f: impl FnOnce(&mut FileCheckOptions),
) -> Result<(), String> {
    let mut o = FileCheckOptions::default();
    f(&mut o);
    check(checks, "t.cu", input, "<stdin>", &o)
}

#[track_caller]
fn fails_with(r: Result<(), String>, needles: &[&str]) {
    let e = r.expect_err("expected a FileCheck failure");
    for n in needles {
        assert!(e.contains(n), "report lacks {n:?}:\n{e}");
    }
}

#[test]
fn plain_check_in_order() {
    assert!(run("// CHECK: a\n// CHECK: c\n", "a\nb\nc\n").is_ok());
    fails_with(
        run("// CHECK: c\n// CHECK: a\n", "a\nb\nc\n"),
        &[
            "t.cu:2:11: error: CHECK: expected string not found in input",
            "// CHECK: a\n          ^",
            "<stdin>:3:2: note: scanning from here",
            "input excerpt:",
        ],
    );
}

#[test]
fn possible_intended_match() {
    fails_with(
        run(
            "CHECK: define void @kernel\n",
            "target\ndefine void @kernal(i32)\n",
        ),
        &["<stdin>:2:1: note: possible intended match here"],
    );
    let e = run("CHECK: something else entirely\n", "abc\n").unwrap_err();
    assert!(!e.contains("possible intended match"), "{e}");
}

#[test]
fn substring_match_within_line() {
    assert!(run("CHECK: add i32\n", "  %1 = add i32 %a, %b\n").is_ok());
}

#[test]
fn next_same_empty() {
    let input = "first\nsecond third\n\nfourth\n";
    assert!(run(
        "CHECK: first\nCHECK-NEXT: second\nCHECK-SAME: third\nCHECK-EMPTY:\nCHECK-NEXT: fourth\n",
        input
    )
    .is_ok());
    fails_with(
        run("CHECK: first\nCHECK-NEXT: fourth\n", input),
        &["CHECK-NEXT: is not on the line after the previous match"],
    );
    fails_with(
        run("CHECK: second\nCHECK-NEXT: third\n", input),
        &["CHECK-NEXT: is on the same line as previous match"],
    );
    fails_with(
        run("CHECK: first\nCHECK-SAME: second\n", input),
        &[
            "CHECK-SAME: is not on the same line as the previous match",
            "<stdin>:2:1: note: 'same' match was here",
            "<stdin>:1:6: note: previous match ended here",
        ],
    );
    fails_with(
        run("CHECK: first\nCHECK-EMPTY:\n", input),
        &["CHECK-EMPTY: is not on the line after the previous match"],
    );
    fails_with(
        run("CHECK: fourth\nCHECK-EMPTY:\n", input),
        &["CHECK-EMPTY: expected string not found in input"],
    );
    fails_with(
        run("CHECK: fourth\nCHECK-NEXT: x\n", input),
        &["CHECK-NEXT: expected string not found in input"],
    );
}

#[test]
fn next_first_is_an_error() {
    fails_with(
        run("CHECK-NEXT: a\n", "a\n"),
        &["found 'CHECK-NEXT' without previous 'CHECK: line"],
    );
    fails_with(
        run("CHECK-EMPTY: x\nCHECK: a\n", "a\n"),
        &["found non-empty check string for empty check"],
    );
    fails_with(
        run("CHECK:\n", "a\n"),
        &["found empty check string with prefix 'CHECK:'"],
    );
}

#[test]
fn not_between_matches() {
    let input = "begin\nmiddle\nend\n";
    assert!(run("CHECK: begin\nCHECK-NOT: bad\nCHECK: end\n", input).is_ok());
    fails_with(
        run("CHECK: begin\nCHECK-NOT: middle\nCHECK: end\n", input),
        &[
            "t.cu:2:12: error: CHECK-NOT: excluded string found in input",
            "<stdin>:2:1: note: found here",
        ],
    );
    // Leading and trailing NOTs cover the start and the rest of the input.
    fails_with(
        run("CHECK-NOT: begin\nCHECK: end\n", input),
        &["CHECK-NOT: excluded string found"],
    );
    fails_with(
        run("CHECK: begin\nCHECK-NOT: end\n", input),
        &["CHECK-NOT: excluded string found"],
    );
    // Only NOTs is valid: nothing positive needed.
    assert!(run("CHECK-NOT: absent\n", input).is_ok());
    // A NOT does not look before the previous match.
    assert!(run("CHECK: middle\nCHECK-NOT: begin\n", input).is_ok());
}

#[test]
fn labels_split_the_input() {
    let input = "define @f\n  ret 1\ndefine @g\n  ret 2\n";
    assert!(run(
        "CHECK-LABEL: @f\nCHECK: ret 1\nCHECK-LABEL: @g\nCHECK: ret 2\n",
        input
    )
    .is_ok());
    fails_with(
        run("CHECK-LABEL: @f\nCHECK-LABEL: @h\n", input),
        &["t.cu:2:14: error: CHECK-LABEL: expected string not found in input"],
    );
    // `ret 2` exists, but only after @g: block @f must not see it.
    fails_with(
        run("CHECK-LABEL: @f\nCHECK: ret 2\nCHECK-LABEL: @g\n", input),
        &["t.cu:2:8: error: CHECK: expected string not found"],
    );
    // Both blocks are checked and both failures reported.
    let e = run(
        "CHECK-LABEL: @f\nCHECK: x\nCHECK-LABEL: @g\nCHECK: y\n",
        input,
    )
    .unwrap_err();
    assert_eq!(e.matches("expected string not found").count(), 2, "{e}");
    fails_with(
        run("CHECK-LABEL: [[X:@f]]\n", input),
        &["with variable definition or use"],
    );
}

#[test]
fn dag_any_order_no_overlap() {
    let input = "b = 2\na = 1\nc = 3\n";
    assert!(run("CHECK-DAG: a = 1\nCHECK-DAG: b = 2\nCHECK: c = 3\n", input).is_ok());
    fails_with(
        run("CHECK-DAG: a = 1\nCHECK-DAG: z = 9\n", input),
        &["t.cu:2:12: error: CHECK-DAG: expected string not found in input"],
    );
    fails_with(
        run("CHECK-DAG: a = 1\nCHECK-DAG: a = 1\n", input),
        &["CHECK-DAG: expected string not found"],
    );
    assert!(run("CHECK-DAG: = \nCHECK-DAG: = \nCHECK-DAG: = \n", input).is_ok());
    // After the group, scanning resumes after its last match.
    fails_with(
        run("CHECK-DAG: a = 1\nCHECK-DAG: b = 2\nCHECK: b\n", input),
        &["CHECK: expected string not found"],
    );
    // A NOT before a DAG group covers up to the group's first match.
    fails_with(
        run("CHECK-NOT: b = 2\nCHECK-DAG: a = 1\n", input),
        &["CHECK-NOT: excluded string found"],
    );
}

#[test]
fn count() {
    assert!(run("CHECK-COUNT-3: x\n", "x\nx x\n").is_ok());
    fails_with(
        run("CHECK-COUNT-4: x\n", "x\nx x\n"),
        &["CHECK-COUNT-4: expected string not found in input (4 out of 4)"],
    );
}

#[test]
fn regex_blocks() {
    assert!(run("CHECK: r{{[0-9]+}} = {{.*}}!\n", "r12 = anything!\n").is_ok());
    assert!(run("CHECK: {{^}}start{{$}}\n", "start\n").is_ok());
    fails_with(
        run("CHECK: {{^}}start\n", " start\n"),
        &["expected string not found"],
    );
    assert!(run("CHECK: x{{[0-9]{2}}}y\n", "x12y\n").is_ok());
    // Literal text is not a regex.
    assert!(run("CHECK: a.b*(c)\n", "a.b*(c)\n").is_ok());
    fails_with(run("CHECK: a.b\n", "axb\n"), &["expected string not found"]);
    fails_with(run("CHECK: {{[}}\n", "x\n"), &["invalid regex"]);
    fails_with(
        run("CHECK: {{abc\n", "x\n"),
        &["found start of regex string with no end '}}'"],
    );
    // A pattern never matches across a newline.
    fails_with(
        run("CHECK: a{{.*}}b\n", "a\nb\n"),
        &["expected string not found"],
    );
}

#[test]
fn variables() {
    let input = "%5 = load\nstore %5\nstore %6\n";
    assert!(run("CHECK: [[R:%[0-9]+]] = load\nCHECK: store [[R]]\n", input).is_ok());
    fails_with(
        run(
            "CHECK: [[R:%[0-9]+]] = load\nCHECK: store [[R]]\nCHECK-NEXT: store [[R]]\n",
            input,
        ),
        &["CHECK-NEXT: expected string not found"],
    );
    fails_with(
        run("CHECK: store [[UNDEF]]\n", input),
        &["undefined variable: UNDEF"],
    );
    fails_with(
        run("CHECK: [[#N]]\n", input),
        &["numeric substitution blocks are not supported"],
    );
    fails_with(
        run("CHECK: [[1bad:x]]\n", input),
        &["invalid name in string variable definition"],
    );
    assert!(run_with("CHECK: store [[V]]\n", input, |o| o
        .defines
        .push(("V".into(), "%6".into())))
    .is_ok());
}

#[test]
fn prefixes() {
    let checks = "// RUN: cc | FileCheck %s --check-prefix=CHECK-SM70\n// CHECK: common\n// CHECK-SM70: sm_70\n// CHECK-SM90: sm_90\n";
    let input = "common\nsm_70\n";
    assert!(run(checks, input).is_ok());
    assert!(run_with(checks, input, |o| o.prefixes = vec!["CHECK-SM70".into()]).is_ok());
    assert!(run_with(checks, input, |o| o.prefixes =
        vec!["CHECK".into(), "CHECK-SM70".into()])
    .is_ok());
    fails_with(
        run_with(checks, input, |o| o.prefixes = vec!["CHECK-SM90".into()]),
        &["CHECK-SM90: expected string not found"],
    );
    fails_with(
        run_with(checks, input, |o| o.prefixes = vec!["NOPE".into()]),
        &["no check strings found with prefix 'NOPE:'"],
    );
    fails_with(
        run_with(checks, input, |o| o.prefixes = vec!["1X".into()]),
        &["supplied check prefix must start with a letter"],
    );
    // A prefix glued to a longer word is not a directive.
    assert!(run("MYCHECK: nothing\nCHECK: common\n", input).is_ok());
}

#[test]
fn comment_lines_are_not_checks() {
    assert!(run(
        "// COM: CHECK: not a check\n// RUN: x | FileCheck CHECK: %s\n// CHECK: a\n",
        "a\n"
    )
    .is_ok());
}

#[test]
fn whitespace() {
    assert!(run("CHECK: a b c\n", "a    b\t\tc\n").is_ok());
    assert!(run("CHECK: a   b\n", "a b\n").is_ok());
    fails_with(
        run_with("CHECK: a b\n", "a  b\n", |o| o.strict_whitespace = true),
        &["expected string not found"],
    );
    assert!(run_with("CHECK: a  b\n", "a  b\n", |o| o.strict_whitespace = true).is_ok());
}

#[test]
fn full_lines() {
    let full = |o: &mut FileCheckOptions| o.match_full_lines = true;
    assert!(run_with("CHECK: x = 1\n", "  x = 1  \n", full).is_ok());
    fails_with(
        run_with("CHECK: x = 1\n", "x = 12\n", full),
        &["expected string not found"],
    );
    // NOT is not anchored.
    fails_with(
        run_with("CHECK-NOT: bad\n", "a bad line\n", full),
        &["excluded string found"],
    );
}

#[test]
fn ignore_case_and_implicit_not() {
    assert!(run_with("CHECK: HELLO\n", "hello\n", |o| o.ignore_case = true).is_ok());
    let input = "a\nwarning: x\nb\n";
    fails_with(
        run_with("CHECK: a\nCHECK: b\n", input, |o| {
            o.implicit_check_not.push("warning:".into())
        }),
        &["excluded string found"],
    );
    assert!(
        run_with("CHECK: a\nCHECK: warning: x\nCHECK: b\n", input, |o| o
            .implicit_check_not
            .push("error:".into()))
        .is_ok()
    );
}

#[test]
fn empty_input() {
    fails_with(
        run("CHECK-NOT: x\n", ""),
        &["error: FileCheck: '<stdin>' is empty"],
    );
    assert!(run_with("CHECK-NOT: x\n", "", |o| o.allow_empty = true).is_ok());
}

#[test]
fn crlf_and_unicode_do_not_panic() {
    assert!(run("CHECK: é\r\nCHECK-NEXT: ü\r\n", "é\r\nü\r\n").is_ok());
    assert!(run("é // CHECK: ü\n", "ü\n").is_ok());
    let _ = run("CHECK-COUNT-2: {{}}\n", "ééé\n");
    let _ = run("CHECK-DAG: {{}}\nCHECK-DAG: {{}}\n", "é\n");
    let _ = run("CHECK: [[X:]]\nCHECK: [[X]]\n", "\n\n");
    let _ = run("CHECK-COUNT-99999999999999999999999: x\n", "x\n");
    let _ = run("CHECK-SAME: \u{0}\n", "\u{0}");
}

#[test]
fn main_reads_stdin_and_files() {
    let dir = std::env::temp_dir().join(format!("fc-main-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let checks = dir.join("c.cu");
    std::fs::write(&checks, "// CHECK: hello\n// OTHER: bye\n").unwrap();
    let input = dir.join("in.txt");
    std::fs::write(&input, "hello\n").unwrap();
    let c = checks.to_string_lossy().to_string();
    let args = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(filecheck_main(&args(&[&c]), &b"hello\n"[..]), 0);
    assert_eq!(filecheck_main(&args(&[&c]), &b"bye\n"[..]), 1);
    assert_eq!(
        filecheck_main(&args(&[&c, "--check-prefix", "OTHER"]), &b"bye\n"[..]),
        0
    );
    assert_eq!(
        filecheck_main(&args(&[&c, "--check-prefix=OTHER"]), &b"hello\n"[..]),
        1
    );
    assert_eq!(
        filecheck_main(
            &args(&[&c, "--check-prefixes=CHECK,OTHER"]),
            &b"hello bye\n"[..]
        ),
        0
    );
    assert_eq!(
        filecheck_main(
            &args(&[&c, "--input-file", &input.to_string_lossy()]),
            &b""[..]
        ),
        0
    );
    assert_eq!(
        filecheck_main(&args(&["-input-file=/no/such/file", &c]), &b""[..]),
        2
    );
    assert_eq!(filecheck_main(&args(&[]), &b""[..]), 2);
    assert_eq!(filecheck_main(&args(&[&c, "--bogus"]), &b""[..]), 2);
    assert_eq!(filecheck_main(&args(&[&c, "--check-prefix"]), &b""[..]), 2);
    assert_eq!(
        filecheck_main(&args(&["/no/such/check/file"]), &b"x"[..]),
        2
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn line_pseudo_variables() {
    let checks = "// CHECK: x.cu:[[@LINE+1]]: e\n//\n// CHECK: x.cu:[[@LINE-2]]:[[@LINE]]\n";
    assert!(run(checks, "x.cu:2: e\nx.cu:1:3\n").is_ok());
    fails_with(
        run(checks, "x.cu:3: e\nx.cu:1:3\n"),
        &["expected string not found"],
    );
    fails_with(
        run("// CHECK: [[@COLUMN]]\n", "1\n"),
        &["invalid pseudo variable '[[@COLUMN]]'"],
    );
}
