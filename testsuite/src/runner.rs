//! The lit-style runner: every `.cu` / `.cpp` / `.c` file under a directory
//! is a case; its RUN lines run in order in a fresh temporary directory; the
//! first failing line fails the case. Cases run in parallel, results are
//! reported sorted by path so the output is the same on every run.

use crate::run_lines::{self, Script, Status, Substitutions};
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Only cases whose path (relative to the directory) contains this.
    pub filter: Option<String>,
    /// Print a line for every case, not only failures.
    pub verbose: bool,
    /// Print nothing (library use: the caller inspects the [`Summary`]).
    pub quiet: bool,
    /// Per RUN line.
    pub timeout: Duration,
    /// Parallel cases; `None` lets rayon decide.
    pub jobs: Option<usize>,
    /// Where per-case temporary directories go; a fresh directory under the
    /// system temporary directory when `None`.
    pub temp_root: Option<PathBuf>,
    /// The binary whose `filecheck` and `not` subcommands `%FileCheck` and
    /// `%not` call; the compiler when `None`.
    pub tool: Option<PathBuf>,
    /// Features for REQUIRES/UNSUPPORTED/XFAIL; detected when `None`.
    pub features: Option<BTreeSet<String>>,
    /// Extra `%name` substitutions, tried before the built-in ones.
    pub substitutions: Vec<(String, String)>,
    /// Environment for RUN lines, on top of the inherited one.
    pub env: Vec<(String, String)>,
    /// A case that REQUIRES a missing tool (`ptxas`, `ld.lld`...) fails
    /// instead of being skipped (`CIRCLE_RS_REQUIRE_TOOLS=1`).
    pub require_tools: bool,
}

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions {
            filter: None,
            verbose: false,
            quiet: false,
            timeout: Duration::from_secs(120),
            jobs: None,
            temp_root: None,
            tool: None,
            features: None,
            substitutions: Vec::new(),
            env: Vec::new(),
            require_tools: std::env::var_os("CIRCLE_RS_REQUIRE_TOOLS")
                .is_some_and(|v| v != "0" && !v.is_empty()),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Pass,
    /// `reason` is one line; `details` the failing command, its status and
    /// the tail of its output.
    Fail {
        reason: String,
        details: String,
    },
    Skip(String),
    /// Failed, as its XFAIL line said it would.
    XFail,
}

#[derive(Clone, Debug)]
pub struct CaseResult {
    /// Relative to the directory given to [`run_dir`].
    pub path: PathBuf,
    pub outcome: Outcome,
    pub duration: Duration,
}

#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub cases: Vec<CaseResult>,
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    pub xfailed: usize,
    /// A problem with the run itself (directory missing), not with a case.
    pub error: Option<String>,
}

impl Summary {
    /// `N passed, N failed`, plus `, N skipped` and `, N expectedly failed`
    /// when there are any.
    pub fn summary_line(&self) -> String {
        let mut s = format!("{} passed, {} failed", self.passed, self.failed);
        if self.skipped > 0 {
            let _ = write!(s, ", {} skipped", self.skipped);
        }
        if self.xfailed > 0 {
            let _ = write!(s, ", {} expectedly failed", self.xfailed);
        }
        s
    }
    /// Counts per suite (a case's first directory under the run's root;
    /// `.` for top-level cases), one line each, sorted: the table committed
    /// as `testsuite/SUMMARY.txt` so every change shows its effect on it.
    pub fn suite_table(&self) -> String {
        let mut suites: std::collections::BTreeMap<String, [usize; 4]> =
            std::collections::BTreeMap::new();
        for c in &self.cases {
            let mut comps = c.path.components();
            let first = comps
                .next()
                .map(|p| p.as_os_str().to_string_lossy().into_owned());
            let suite = match (first, comps.next()) {
                (Some(dir), Some(_)) => dir,
                _ => ".".to_string(),
            };
            let counts = suites.entry(suite).or_default();
            let slot = match c.outcome {
                Outcome::Pass => 0,
                Outcome::Fail { .. } => 1,
                Outcome::Skip(_) => 2,
                Outcome::XFail => 3,
            };
            counts[slot] += 1;
        }
        let mut s = String::new();
        for (suite, [p, f, sk, x]) in suites {
            let _ = write!(s, "{suite}: {p} passed, {f} failed");
            if sk > 0 {
                let _ = write!(s, ", {sk} skipped");
            }
            if x > 0 {
                let _ = write!(s, ", {x} expectedly failed");
            }
            s.push('\n');
        }
        s
    }
    pub fn exit_code(&self) -> i32 {
        i32::from(self.failed > 0 || self.error.is_some())
    }
    /// The report `run_dir` prints: failures (every case with `verbose`),
    /// then the summary line.
    pub fn report(&self, verbose: bool) -> String {
        let mut s = String::new();
        if let Some(e) = &self.error {
            let _ = writeln!(s, "error: {e}");
        }
        for c in &self.cases {
            let p = c.path.display();
            match &c.outcome {
                Outcome::Fail { reason, details } => {
                    let _ = writeln!(s, "FAIL: {p}: {reason}");
                    for l in details.lines() {
                        let _ = writeln!(s, "    {l}");
                    }
                }
                Outcome::Pass if verbose => {
                    let _ = writeln!(s, "PASS: {p} ({:.2}s)", c.duration.as_secs_f64());
                }
                Outcome::Skip(why) if verbose => {
                    let _ = writeln!(s, "SKIP: {p}: {why}");
                }
                Outcome::XFail if verbose => {
                    let _ = writeln!(s, "XFAIL: {p}");
                }
                _ => {}
            }
        }
        s.push_str(&self.summary_line());
        s.push('\n');
        s
    }
}

const CASE_EXTENSIONS: [&str; 3] = ["cu", "cpp", "c"];

/// Every case file under `dir`, sorted, skipping `Inputs` directories (lit's
/// home for helper files) and hidden directories.
pub fn discover(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d)
            .map_err(|e| format!("cannot read directory {}: {e}", d.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let Ok(ft) = entry.file_type() else { continue };
            if ft.is_dir() {
                if name != "Inputs" && !name.starts_with('.') {
                    stack.push(path);
                }
            } else if path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| CASE_EXTENSIONS.contains(&e))
            {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Runs every case under `dir` (or the one case `dir` names) with
/// `compiler` as `%circle-rs`, prints the
/// report (unless `opts.quiet`) and returns the summary; the exit status is
/// `summary.exit_code()`.
pub fn run_dir(dir: &Path, compiler: &Path, opts: &RunOptions) -> Summary {
    let mut summary = Summary::default();
    let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    let compiler = std::path::absolute(compiler).unwrap_or_else(|_| compiler.to_path_buf());
    // A single file is run as a one-case suite (debugging one case).
    let (dir, found) = if dir.is_file() {
        let parent = dir.parent().map_or_else(PathBuf::new, Path::to_path_buf);
        (parent, Ok(vec![dir.clone()]))
    } else {
        let found = discover(&dir);
        (dir, found)
    };
    let cases = match found {
        Ok(c) => c,
        Err(e) => {
            summary.error = Some(e);
            print_report(&summary, opts);
            return summary;
        }
    };
    let cases: Vec<PathBuf> = cases
        .into_iter()
        .filter(|c| {
            opts.filter.as_ref().is_none_or(|f| {
                c.strip_prefix(&dir)
                    .unwrap_or(c)
                    .to_string_lossy()
                    .contains(f.as_str())
            })
        })
        .collect();
    let (detected, mut tool_subs) = run_lines::detect_features();
    let features = opts.features.clone().unwrap_or(detected);
    tool_subs.splice(0..0, opts.substitutions.iter().cloned());
    let temp_root = opts.temp_root.clone().unwrap_or_else(|| {
        std::env::temp_dir().join(format!("circle-rs-tests-{}", std::process::id()))
    });
    let temp_root = std::path::absolute(&temp_root).unwrap_or(temp_root);
    let ctx = Ctx {
        dir: &dir,
        compiler: &compiler,
        tool: opts.tool.clone().unwrap_or_else(|| compiler.clone()),
        features: &features,
        subs: &tool_subs,
        temp_root: &temp_root,
        opts,
    };
    let run_all = || {
        cases
            .par_iter()
            .map(|c| ctx.run_case(c))
            .collect::<Vec<CaseResult>>()
    };
    let pool = opts.jobs.and_then(|n| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(n.max(1))
            .build()
            .ok()
    });
    summary.cases = match pool {
        Some(p) => p.install(run_all),
        None => run_all(),
    };
    for c in &summary.cases {
        match c.outcome {
            Outcome::Pass => summary.passed += 1,
            Outcome::Fail { .. } => summary.failed += 1,
            Outcome::Skip(_) => summary.skipped += 1,
            Outcome::XFail => summary.xfailed += 1,
        }
    }
    if summary.failed == 0 && opts.temp_root.is_none() {
        let _ = std::fs::remove_dir_all(&temp_root);
    }
    print_report(&summary, opts);
    summary
}

fn print_report(summary: &Summary, opts: &RunOptions) {
    if opts.quiet {
        return;
    }
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(summary.report(opts.verbose).as_bytes());
    let _ = out.flush();
}

struct Ctx<'a> {
    dir: &'a Path,
    compiler: &'a Path,
    tool: PathBuf,
    features: &'a BTreeSet<String>,
    subs: &'a [(String, String)],
    temp_root: &'a Path,
    opts: &'a RunOptions,
}

fn fail(reason: impl Into<String>, details: impl Into<String>) -> Outcome {
    Outcome::Fail {
        reason: reason.into(),
        details: details.into(),
    }
}

impl Ctx<'_> {
    fn run_case(&self, path: &Path) -> CaseResult {
        let start = Instant::now();
        let rel = path.strip_prefix(self.dir).unwrap_or(path).to_path_buf();
        let outcome = self.case_outcome(path, &rel);
        CaseResult {
            path: rel,
            outcome,
            duration: start.elapsed(),
        }
    }

    fn case_outcome(&self, path: &Path, rel: &Path) -> Outcome {
        let text = match std::fs::read(path) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => return fail(format!("cannot read: {e}"), ""),
        };
        let script = match run_lines::parse_script(&text) {
            Ok(s) => s,
            Err(e) => return fail(format!("bad RUN line: {e}"), ""),
        };
        if script.run.is_empty() {
            return fail("no RUN lines", "");
        }
        let xfail = match self.gate(&script) {
            Ok(Gate::Run { xfail }) => xfail,
            Ok(Gate::Skip(why)) => return Outcome::Skip(why),
            Err(o) => return o,
        };
        // Per-case directory named after the case's relative path, so
        // parallel cases never share files and a failure's files are easy to find.
        let mut flat = rel.to_string_lossy().replace(['/', '\\'], "_");
        flat.push_str(".dir");
        let case_dir = self.temp_root.join(flat);
        let _ = std::fs::remove_dir_all(&case_dir);
        if let Err(e) = std::fs::create_dir_all(&case_dir) {
            return fail(format!("cannot create {}: {e}", case_dir.display()), "");
        }
        let stem = path
            .file_name()
            .map_or_else(|| "case".into(), |n| n.to_string_lossy().into_owned());
        let subs = Substitutions {
            source: path.to_path_buf(),
            temp_dir: case_dir.clone(),
            temp_path: case_dir.join(format!("{stem}.tmp")),
            compiler: self.compiler.to_path_buf(),
            tool: self.tool.clone(),
            extra: self.subs.to_vec(),
        };
        let log = self.temp_root.join(format!(
            "{}.log",
            case_dir
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
        ));
        let mut failure: Option<Outcome> = None;
        for r in &script.run {
            let cmd = run_lines::substitute(&r.command, &subs);
            let status =
                run_lines::run_shell(&cmd, &case_dir, &log, self.opts.timeout, &self.opts.env);
            if status.success() {
                continue;
            }
            let reason = match &status {
                Status::TimedOut => format!(
                    "RUN line {} timed out after {}s",
                    r.line,
                    self.opts.timeout.as_secs_f64()
                ),
                other => format!("RUN line {} failed ({other})", r.line),
            };
            let mut details = format!("RUN: {}\n$ {cmd}\n{status}\n", r.command);
            let out = run_lines::output_excerpt(&log, 25);
            if out.is_empty() {
                details.push_str("(no output)\n");
            } else {
                details.push_str("output:\n");
                details.push_str(&out);
                details.push('\n');
            }
            let _ = write!(details, "temp dir: {}", case_dir.display());
            failure = Some(fail(reason, details));
            break;
        }
        let _ = std::fs::remove_file(&log);
        match (failure, xfail) {
            (None, false) => {
                let _ = std::fs::remove_dir_all(&case_dir);
                Outcome::Pass
            }
            (Some(f), false) => f,
            (Some(_), true) => {
                let _ = std::fs::remove_dir_all(&case_dir);
                Outcome::XFail
            }
            (None, true) => fail("XPASS: passed, but its XFAIL line says it fails", ""),
        }
    }

    /// REQUIRES, UNSUPPORTED and XFAIL against the features.
    fn gate(&self, script: &Script) -> Result<Gate, Outcome> {
        let eval = |line: usize, list: &str| -> Result<Vec<(String, bool)>, Outcome> {
            let mut out = Vec::new();
            for e in list.split(',').map(str::trim).filter(|e| !e.is_empty()) {
                match run_lines::eval_feature_expr(e, self.features) {
                    Ok(v) => out.push((e.to_string(), v)),
                    Err(msg) => return Err(fail(format!("line {line}: {msg}"), "")),
                }
            }
            Ok(out)
        };
        let mut missing = Vec::new();
        for (line, list) in &script.requires {
            missing.extend(
                eval(*line, list)?
                    .into_iter()
                    .filter(|(_, v)| !v)
                    .map(|(e, _)| e),
            );
        }
        if !missing.is_empty() {
            let tool = missing
                .iter()
                .any(|m| run_lines::TOOL_FEATURES.contains(&m.as_str()));
            let why = format!("REQUIRES {} not met", missing.join(", "));
            if tool && self.opts.require_tools {
                return Err(fail(
                    format!("{why} and CIRCLE_RS_REQUIRE_TOOLS is set"),
                    "",
                ));
            }
            return Ok(Gate::Skip(why));
        }
        for (line, list) in &script.unsupported {
            if let Some((e, _)) = eval(*line, list)?.into_iter().find(|(_, v)| *v) {
                return Ok(Gate::Skip(format!("UNSUPPORTED: {e}")));
            }
        }
        let mut xfail = false;
        for (line, list) in &script.xfail {
            xfail |= eval(*line, list)?.iter().any(|(_, v)| *v);
        }
        Ok(Gate::Run { xfail })
    }
}

enum Gate {
    Run { xfail: bool },
    Skip(String),
}

/// The `test` subcommand: `test DIR|FILE... [-v] [-q] [--filter S] [-j N]
/// [--timeout SECS] [--temp-dir D]`, with `compiler` (the running binary) as
/// `%circle-rs`. Returns the process exit status: 0 when no case failed, 1
/// when one did, 2 on a usage error.
pub fn test_main(args: &[String], compiler: &Path) -> i32 {
    let mut opts = RunOptions::default();
    let mut dirs: Vec<PathBuf> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (a, None),
        };
        let mut value = || -> Option<String> {
            inline.clone().or_else(|| {
                i += 1;
                args.get(i).cloned()
            })
        };
        match name {
            "-v" | "--verbose" => opts.verbose = true,
            "-q" | "--quiet" => opts.quiet = true,
            "--filter" => opts.filter = value(),
            "-j" | "--jobs" => match value().and_then(|v| v.parse().ok()) {
                Some(n) => opts.jobs = Some(n),
                None => return usage("-j needs a number"),
            },
            "--timeout" => match value()
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|s| *s > 0.0 && s.is_finite())
            {
                Some(s) => opts.timeout = Duration::from_secs_f64(s.min(1e6)),
                None => return usage("--timeout needs a number of seconds"),
            },
            "--temp-dir" => opts.temp_root = value().map(PathBuf::from),
            "-h" | "--help" => {
                print!("{TEST_USAGE}");
                return 0;
            }
            _ if a.starts_with('-') => return usage(&format!("unknown option '{a}'")),
            _ => dirs.push(PathBuf::from(a)),
        }
        i += 1;
    }
    if dirs.is_empty() {
        return usage("no directory given");
    }
    // Each directory is its own run with its own report and closing line.
    dirs.iter()
        .map(|d| run_dir(d, compiler, &opts).exit_code())
        .max()
        .unwrap_or(0)
}

pub const TEST_USAGE: &str =
    "usage: test DIR|FILE... [-v] [-q] [--filter SUBSTRING] [-j N] [--timeout SECONDS] [--temp-dir DIR]\n";

fn usage(msg: &str) -> i32 {
    eprint!("test: {msg}\n{TEST_USAGE}");
    2
}
