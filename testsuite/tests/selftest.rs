//! The runner's own tests, end to end: `selftest/` cases run through
//! `run_dir` with `selftest/fake-cc` as the compiler and this package's
//! `circle-rs-lit` binary providing `filecheck`, `not` and `verify`.
//! Every case under `fail/` must fail, and its report must contain each of
//! its `SELFTEST-EXPECT:` texts: a wrong CHECK of every kind, a wrong
//! expected-error, a failing or hanging RUN line all show as failures with
//! their reason.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;
use testsuite::{run_dir, Outcome, RunOptions, Summary};

fn selftest() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("selftest")
}

fn fake_cc() -> PathBuf {
    selftest().join("fake-cc")
}

fn opts(tmp: &str) -> RunOptions {
    let lit = env!("CARGO_BIN_EXE_circle-rs-lit").to_string();
    RunOptions {
        quiet: true,
        timeout: Duration::from_secs(3),
        tool: Some(PathBuf::from(&lit)),
        env: vec![("CIRCLE_RS_LIT".to_string(), lit)],
        temp_root: Some(Path::new(env!("CARGO_TARGET_TMPDIR")).join(tmp)),
        features: Some(
            ["shell".to_string(), "linux".to_string()]
                .into_iter()
                .collect::<BTreeSet<_>>(),
        ),
        require_tools: false,
        ..RunOptions::default()
    }
}

fn expectations(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter_map(|l| {
            l.split_once("SELFTEST-EXPECT:")
                .map(|(_, e)| e.trim().to_string())
        })
        .collect()
}

#[test]
fn every_fail_case_fails_with_its_reason() {
    let dir = selftest().join("fail");
    let s = run_dir(&dir, &fake_cc(), &opts("selftest-fail"));
    assert!(s.error.is_none(), "{:?}", s.error);
    assert!(s.cases.len() >= 30, "only {} fail cases", s.cases.len());
    let mut problems = Vec::new();
    for c in &s.cases {
        let exp = expectations(&dir.join(&c.path));
        if exp.is_empty() {
            problems.push(format!("{}: no SELFTEST-EXPECT line", c.path.display()));
            continue;
        }
        match &c.outcome {
            Outcome::Fail { reason, details } => {
                let all = format!("{reason}\n{details}");
                for e in exp {
                    if !all.contains(&e) {
                        problems.push(format!("{}: report lacks {e:?}:\n{all}", c.path.display()));
                    }
                }
            }
            other => problems.push(format!(
                "{}: expected a failure, got {other:?}",
                c.path.display()
            )),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
    assert_eq!(s.failed, s.cases.len());
    assert_eq!(s.passed, 0);
    assert_eq!(s.exit_code(), 1);
    assert_eq!(
        s.summary_line(),
        format!("0 passed, {} failed", s.cases.len())
    );
    // One `FAIL: path: reason` line per case, sorted, then the closing line.
    let report = s.report(false);
    let fails: Vec<&str> = report.lines().filter(|l| l.starts_with("FAIL: ")).collect();
    assert_eq!(fails.len(), s.cases.len());
    let mut sorted = fails.clone();
    sorted.sort();
    assert_eq!(fails, sorted);
    assert!(
        fails.contains(&"FAIL: run-nonzero.cu: RUN line 1 failed (exit code 3)"),
        "{report}"
    );
    assert_eq!(report.lines().last(), Some(s.summary_line().as_str()));
}

#[test]
fn every_directive_kind_has_a_failing_case() {
    // The "done when": each directive kind is shown able to fail.
    let dir = selftest().join("fail");
    let mut all = String::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        for x in expectations(&e.unwrap().path()) {
            all.push_str(&x);
            all.push('\n');
        }
    }
    for needle in [
        "error: CHECK: expected string not found",
        "CHECK-NEXT: is not on the line after",
        "CHECK-NEXT: is on the same line",
        "CHECK-SAME: is not on the same line",
        "CHECK-NOT: excluded string found",
        "CHECK-LABEL: expected string not found",
        "CHECK-DAG: expected string not found",
        "CHECK-EMPTY: is not on the line after",
        "CHECK-COUNT-3: expected string not found",
        "no check strings found with prefix 'CHECK-SM70:'",
        "CHECK-SM90: expected string not found",
        "error' diagnostics seen but not expected",
        "error' diagnostics expected but not seen",
        "warning' diagnostics seen but not expected",
        "cannot find start ('{{') of expected string",
        "no expected directives found",
        "timed out after",
        "XPASS",
    ] {
        assert!(all.contains(needle), "no fail case expects {needle:?}");
    }
}

#[test]
fn pass_cases_pass_and_inputs_are_skipped() {
    let s = run_dir(&selftest().join("pass"), &fake_cc(), &opts("selftest-pass"));
    let bad: Vec<String> = s
        .cases
        .iter()
        .filter(|c| !matches!(c.outcome, Outcome::Pass | Outcome::XFail))
        .map(|c| format!("{}: {:?}", c.path.display(), c.outcome))
        .collect();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(s.cases.iter().all(|c| !c.path.starts_with("Inputs")));
    let xfail: Vec<&Path> = s
        .cases
        .iter()
        .filter(|c| c.outcome == Outcome::XFail)
        .map(|c| c.path.as_path())
        .collect();
    assert_eq!(xfail, [Path::new("xfail.cu")]);
    assert_eq!(s.exit_code(), 0);
    assert_eq!(
        s.summary_line(),
        format!("{} passed, 0 failed, 1 expectedly failed", s.passed)
    );
    assert_eq!(
        s.suite_table(),
        format!(".: {} passed, 0 failed, 1 expectedly failed\n", s.passed)
    );
    let all = run_dir(&selftest(), &fake_cc(), &opts("selftest-all"));
    let table = all.suite_table();
    assert!(table.starts_with("fail: 0 passed, "), "{table}");
    assert!(table.contains("\npass: "), "{table}");
    assert!(
        table.contains("\nskip: 0 passed, 0 failed, 2 skipped\n"),
        "{table}"
    );
}

#[test]
fn skips_are_counted_and_reported() {
    let mut o = opts("selftest-skip");
    o.verbose = true;
    let s: Summary = run_dir(&selftest().join("skip"), &fake_cc(), &o);
    assert_eq!(s.summary_line(), "0 passed, 0 failed, 2 skipped");
    assert_eq!(s.exit_code(), 0);
    let report = s.report(true);
    assert!(
        report.contains("SKIP: requires.cu: REQUIRES no-such-feature not met"),
        "{report}"
    );
    assert!(
        report.contains("SKIP: unsupported.cu: UNSUPPORTED: shell"),
        "{report}"
    );
}

#[test]
fn missing_tool_is_a_skip_unless_tools_are_required() {
    let dir = selftest().join("tools");
    let s = run_dir(&dir, &fake_cc(), &opts("selftest-tools"));
    assert_eq!(s.summary_line(), "0 passed, 0 failed, 1 skipped");
    let mut strict = opts("selftest-tools-strict");
    strict.require_tools = true;
    let s = run_dir(&dir, &fake_cc(), &strict);
    assert_eq!(s.summary_line(), "0 passed, 1 failed");
    match &s.cases[0].outcome {
        Outcome::Fail { reason, .. } => {
            assert!(reason.contains("CIRCLE_RS_REQUIRE_TOOLS"), "{reason}")
        }
        o => panic!("{o:?}"),
    }
}

#[test]
fn filter_selects_cases_by_path() {
    let mut o = opts("selftest-filter");
    o.filter = Some("check-wrong".to_string());
    let s = run_dir(&selftest().join("fail"), &fake_cc(), &o);
    assert_eq!(s.cases.len(), 1);
    assert_eq!(s.summary_line(), "0 passed, 1 failed");
}

#[test]
fn missing_directory_is_an_error() {
    let s = run_dir(
        &selftest().join("no-such-dir"),
        &fake_cc(),
        &opts("selftest-missing"),
    );
    assert!(s.error.is_some());
    assert_eq!(s.exit_code(), 1);
    assert!(s.report(false).starts_with("error: cannot read directory"));
}

#[test]
fn test_main_usage_and_status() {
    let args = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(testsuite::test_main(&args(&[]), &fake_cc()), 2);
    assert_eq!(
        testsuite::test_main(&args(&["--timeout", "x", "a"]), &fake_cc()),
        2
    );
    assert_eq!(testsuite::test_main(&args(&["--bogus"]), &fake_cc()), 2);
    assert_eq!(testsuite::test_main(&args(&["--help"]), &fake_cc()), 0);
    // Two directories: the status is the worst of the two runs.
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("selftest-main");
    let tmp = tmp.to_string_lossy().to_string();
    let skip = selftest().join("skip").to_string_lossy().to_string();
    let one = selftest()
        .join("fail/run-nonzero.cu")
        .to_string_lossy()
        .to_string();
    assert_eq!(
        testsuite::test_main(&args(&[&skip, "-q", "--temp-dir", &tmp]), &fake_cc()),
        0
    );
    assert_eq!(
        testsuite::test_main(&args(&[&skip, &one, "-q", "--temp-dir", &tmp]), &fake_cc()),
        1
    );
}
