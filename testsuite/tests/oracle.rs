//! The oracle corpus (`harness = false`): every program under
//! `testsuite/oracle/<set>/NNN-topic.cpp` is run at compile time by the
//! interpreter and must print exactly what it prints when g++-12 (or
//! clang++-19) compiles and runs it, which is the checked-in `NNN-topic.out`
//! (`scripts/regen-oracle.sh` regenerates those and checks both compilers
//! agree).
//!
//! For each program the harness writes a wrapper into a temporary directory,
//!
//! ```text
//! #include "/abs/path/testsuite/oracle/classes/001-member-functions.cpp"
//! @meta main();
//! ```
//!
//! runs `circle-rs -fsyntax-only -w wrapper.cpp`, and requires exit status
//! 0, nothing on stderr and stdout byte-equal to the `.out` file. Warnings
//! are off (`-w`) as `scripts/regen-oracle.sh` builds the programs with g++
//! and clang: a program may use an extension both accept with a warning.
//!
//! Expected failures. `testsuite/oracle/XFAIL` lists programs that fail
//! today, one `set/name: reason` a line (`#` starts a comment; the reason is
//! the first diagnostic, for the reader only). As in lit, a listed program
//! that passes is a failure too ("unexpectedly passed: remove it from
//! XFAIL"), and so is an entry naming no program. `scripts/oracle-status.sh`
//! rewrites the file from what the current binary does.
//!
//! Output: one line per program (`PASS`, `XFAIL`, `FAIL: reason`, `XPASS:
//! ...`), a tally, and the closing `N passed, N failed`, where "passed"
//! counts programs whose outcome matches the expectation (a pass, or a
//! listed failure) and "failed" the others. The exit status is 1 when any
//! failed.
//!
//! Finding the compiler: as in `tests/conformance.rs`, `CIRCLE_RS_BIN` wins;
//! otherwise the driver of this test's build profile is built and used.
//! Arguments after `--`: a substring filters programs by `set/name`; `-v`
//! prints the stdout/stderr of failing programs. `CIRCLE_RS_ORACLE_TIMEOUT`
//! (seconds, default 120) bounds each compile.

use rayon::prelude::*;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use testsuite::harness::{find_compiler, target_dir};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut filter: Option<String> = None;
    let mut verbose = std::env::var_os("CIRCLE_RS_TEST_VERBOSE").is_some();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "--list" => {
                println!("oracle: test");
                return;
            }
            "--ignored" => {
                println!("0 passed, 0 failed");
                return;
            }
            "-v" | "--verbose" => verbose = true,
            "--skip" | "--test-threads" | "--format" | "--color" | "-Z" | "--logfile"
            | "--shuffle-seed" => i += 1,
            _ if a.starts_with('-') => {}
            _ => filter = Some(a.to_string()),
        }
        i += 1;
    }
    let compiler = match find_compiler() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("oracle: {e}");
            std::process::exit(1);
        }
    };
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let oracle = manifest.join("oracle");
    let timeout = std::env::var("CIRCLE_RS_ORACLE_TIMEOUT")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .map_or(Duration::from_secs(120), Duration::from_secs_f64);
    let temp_root = target_dir()
        .unwrap_or_else(|| manifest.join("target"))
        .join("oracle-tmp");

    let programs = match discover(&oracle) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("oracle: {e}");
            std::process::exit(1);
        }
    };
    let xfail = match read_xfail(&oracle.join("XFAIL")) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("oracle: {e}");
            std::process::exit(1);
        }
    };
    println!(
        "oracle: {} programs in {} with {}",
        programs.len(),
        oracle.display(),
        compiler.display()
    );

    let selected: Vec<&Program> = programs
        .iter()
        .filter(|p| filter.as_ref().is_none_or(|f| p.name.contains(f.as_str())))
        .collect();
    let results: Vec<(String, Verdict)> = selected
        .par_iter()
        .map(|p| {
            let outcome = run_program(p, &compiler, &temp_root, timeout);
            (p.name.clone(), judge(outcome, xfail.contains_key(&p.name)))
        })
        .collect();

    let (mut pass, mut xfailed, mut fail, mut xpass) = (0usize, 0usize, 0usize, 0usize);
    for (name, verdict) in &results {
        match verdict {
            Verdict::Pass => {
                pass += 1;
                println!("PASS {name}");
            }
            Verdict::ExpectedFail(reason) => {
                xfailed += 1;
                println!("XFAIL {name}: {reason}");
            }
            Verdict::Fail(reason, detail) => {
                fail += 1;
                println!("FAIL {name}: {reason}");
                if verbose && !detail.is_empty() {
                    for line in detail.lines() {
                        println!("    {line}");
                    }
                }
            }
            Verdict::UnexpectedPass => {
                xpass += 1;
                println!("XPASS {name}: unexpectedly passed: remove it from XFAIL");
            }
        }
    }
    // An XFAIL entry must name a program (checked only without a filter).
    let mut stale = 0usize;
    if filter.is_none() {
        for name in xfail.keys() {
            if !programs.iter().any(|p| &p.name == name) {
                stale += 1;
                println!("FAIL XFAIL entry '{name}' names no program: remove it");
            }
        }
    }
    println!(
        "oracle: {pass} pass, {xfailed} expected failures (XFAIL), {fail} unexpected failures, {xpass} unexpected passes"
    );
    let passed = pass + xfailed;
    let failed = fail + xpass + stale;
    println!("{passed} passed, {failed} failed");
    std::process::exit(i32::from(failed > 0));
}

struct Program {
    /// `set/NNN-topic`, e.g. `classes/001-member-functions`.
    name: String,
    source: PathBuf,
    expected: PathBuf,
}

fn discover(oracle: &Path) -> Result<Vec<Program>, String> {
    let mut out = Vec::new();
    let sets = std::fs::read_dir(oracle).map_err(|e| format!("{}: {e}", oracle.display()))?;
    for set in sets.flatten() {
        let set_path = set.path();
        if !set_path.is_dir() {
            continue;
        }
        let set_name = set.file_name().to_string_lossy().into_owned();
        let files =
            std::fs::read_dir(&set_path).map_err(|e| format!("{}: {e}", set_path.display()))?;
        for f in files.flatten() {
            let path = f.path();
            if path.extension().is_some_and(|e| e == "cpp") {
                let stem = path.file_stem().unwrap_or_default().to_string_lossy();
                out.push(Program {
                    name: format!("{set_name}/{stem}"),
                    expected: path.with_extension("out"),
                    source: path,
                });
            }
        }
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}

/// `set/name: reason` lines; `#` comments and blank lines are skipped.
fn read_xfail(path: &Path) -> Result<BTreeMap<String, String>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let mut map = BTreeMap::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (name, reason) = line.split_once(':').unwrap_or((line, ""));
        map.insert(name.trim().to_string(), reason.trim().to_string());
    }
    Ok(map)
}

enum Outcome {
    Pass,
    /// A one-line reason and the full detail (stdout/stderr) for `-v`.
    Fail(String, String),
}

enum Verdict {
    Pass,
    ExpectedFail(String),
    Fail(String, String),
    UnexpectedPass,
}

fn judge(outcome: Outcome, listed: bool) -> Verdict {
    match (outcome, listed) {
        (Outcome::Pass, false) => Verdict::Pass,
        (Outcome::Pass, true) => Verdict::UnexpectedPass,
        (Outcome::Fail(reason, _), true) => Verdict::ExpectedFail(reason),
        (Outcome::Fail(reason, detail), false) => Verdict::Fail(reason, detail),
    }
}

fn run_program(p: &Program, compiler: &Path, temp_root: &Path, timeout: Duration) -> Outcome {
    let expected = match std::fs::read(&p.expected) {
        Ok(e) => e,
        Err(e) => {
            return Outcome::Fail(
                format!(
                    "cannot read {} ({e}); run scripts/regen-oracle.sh",
                    p.expected.display()
                ),
                String::new(),
            )
        }
    };
    let dir = temp_root.join(p.name.replace('/', "-"));
    let source = std::fs::canonicalize(&p.source).unwrap_or_else(|_| p.source.clone());
    let wrapper = dir.join("wrapper.cpp");
    let written = std::fs::create_dir_all(&dir).and_then(|()| {
        std::fs::write(
            &wrapper,
            format!("#include \"{}\"\n@meta main();\n", source.display()),
        )
    });
    if let Err(e) = written {
        return Outcome::Fail(
            format!("cannot write {}: {e}", wrapper.display()),
            String::new(),
        );
    }
    let (status, stdout, stderr) = match run_with_timeout(
        compiler,
        &["-fsyntax-only", "-w", "wrapper.cpp"],
        &dir,
        timeout,
    ) {
        Ok(r) => r,
        Err(e) => return Outcome::Fail(e, String::new()),
    };
    let detail = format!(
        "--- stdout\n{}--- stderr\n{}",
        String::from_utf8_lossy(&stdout),
        String::from_utf8_lossy(&stderr)
    );
    let oracle_dir = source
        .parent()
        .and_then(Path::parent)
        .map(|d| format!("{}/", d.display()))
        .unwrap_or_default();
    let first_error = || {
        let text = String::from_utf8_lossy(&stderr);
        let line = text
            .lines()
            .find(|l| l.contains("error:"))
            .or_else(|| text.lines().next())
            .unwrap_or("")
            .replace(&oracle_dir, "");
        line
    };
    match status {
        None => Outcome::Fail(format!("timed out after {:?}", timeout), detail),
        Some(code) if code != 0 => Outcome::Fail(format!("exit {code}: {}", first_error()), detail),
        Some(_) if !stderr.is_empty() => {
            Outcome::Fail(format!("wrote to stderr: {}", first_error()), detail)
        }
        Some(_) if stdout != expected => {
            Outcome::Fail(describe_difference(&expected, &stdout), detail)
        }
        Some(_) => {
            let _ = std::fs::remove_dir_all(&dir);
            Outcome::Pass
        }
    }
}

/// "output differs at line N: expected '...', got '...'".
fn describe_difference(expected: &[u8], actual: &[u8]) -> String {
    let e = String::from_utf8_lossy(expected);
    let a = String::from_utf8_lossy(actual);
    let mut el = e.split_inclusive('\n');
    let mut al = a.split_inclusive('\n');
    let mut n = 1;
    loop {
        match (el.next(), al.next()) {
            (Some(x), Some(y)) if x == y => n += 1,
            (x, y) => {
                let show =
                    |s: Option<&str>| s.map_or("<end of output>".to_string(), |s| format!("{s:?}"));
                return format!(
                    "output differs at line {n}: expected {}, got {}",
                    show(x),
                    show(y)
                );
            }
        }
    }
}

/// Exit status (`None`: timed out), stdout, stderr.
type RunResult = (Option<i32>, Vec<u8>, Vec<u8>);

/// Runs `cmd args` in `dir`; `None` as the status when it ran past
/// `timeout` (killed) or died from a signal.
fn run_with_timeout(
    cmd: &Path,
    args: &[&str],
    dir: &Path,
    timeout: Duration,
) -> Result<RunResult, String> {
    let mut child = Command::new(cmd)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", cmd.display()))?;
    // Drain both pipes on threads so a chatty child cannot block.
    let mut out_pipe = child.stdout.take().expect("piped stdout");
    let mut err_pipe = child.stderr.take().expect("piped stderr");
    let out_thread = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out_pipe.read_to_end(&mut v);
        v
    });
    let err_thread = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err_pipe.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() > timeout => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().map_err(|e| e.to_string())?;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(e) => return Err(format!("waiting for {}: {e}", cmd.display())),
        }
    };
    let stdout = out_thread.join().unwrap_or_default();
    let stderr = err_thread.join().unwrap_or_default();
    let code = if timed_out { None } else { status.code() };
    if code.is_none() && !timed_out {
        let mut err = stderr;
        err.extend_from_slice(format!("\n(killed by a signal: {status})\n").as_bytes());
        return Ok((Some(-1), stdout, err));
    }
    Ok((code, stdout, stderr))
}
