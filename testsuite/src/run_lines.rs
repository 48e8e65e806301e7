//! The script of one test case, as lit reads it: `RUN:` lines (joined across
//! trailing `\`), `REQUIRES:` / `UNSUPPORTED:` / `XFAIL:` feature
//! expressions, `%` substitutions, and the execution of each RUN line with
//! `bash -o pipefail -c` under a timeout.

use std::collections::BTreeSet;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One RUN line after joining continuations, before substitution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line of its first `RUN:`.
    pub line: usize,
    pub command: String,
}

/// The directives of a case file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    pub run: Vec<RunLine>,
    /// Each entry is a comma-separated list of feature expressions with the
    /// line it was written on.
    pub requires: Vec<(usize, String)>,
    pub unsupported: Vec<(usize, String)>,
    pub xfail: Vec<(usize, String)>,
}

const KEYWORDS: [&str; 4] = ["RUN:", "REQUIRES:", "UNSUPPORTED:", "XFAIL:"];

/// Finds the first keyword on a line that is not glued to a longer word
/// (`XRUN:` or `CHECK-RUN:` are not RUN lines).
fn find_keyword(line: &str) -> Option<(&'static str, &str)> {
    let b = line.as_bytes();
    for i in 0..b.len() {
        if !line.is_char_boundary(i)
            || (i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b'-'))
        {
            continue;
        }
        for k in KEYWORDS {
            if line[i..].starts_with(k) {
                return Some((k, &line[i + k.len()..]));
            }
        }
    }
    None
}

/// Parses the directives of a case. A RUN line ending in `\` must be
/// followed by another RUN line, which it continues.
pub fn parse_script(text: &str) -> Result<Script, String> {
    let mut s = Script::default();
    let mut pending: Option<RunLine> = None;
    for (idx, line) in text.lines().enumerate() {
        let n = idx + 1;
        let Some((kw, rest)) = find_keyword(line) else {
            if let Some(p) = &pending {
                return Err(format!(
                    "line {}: RUN line continued with '\\' but line {n} is not a RUN line",
                    p.line
                ));
            }
            continue;
        };
        let rest = rest.trim();
        if kw != "RUN:" {
            if let Some(p) = &pending {
                return Err(format!(
                    "line {}: RUN line continued with '\\' but line {n} is not a RUN line",
                    p.line
                ));
            }
            let list = match kw {
                "REQUIRES:" => &mut s.requires,
                "UNSUPPORTED:" => &mut s.unsupported,
                _ => &mut s.xfail,
            };
            list.push((n, rest.to_string()));
            continue;
        }
        let (body, continues) = match rest.strip_suffix('\\') {
            Some(b) => (b.trim_end(), true),
            None => (rest, false),
        };
        let mut cur = pending.take().unwrap_or(RunLine {
            line: n,
            command: String::new(),
        });
        if !cur.command.is_empty() && !body.is_empty() {
            cur.command.push(' ');
        }
        cur.command.push_str(body);
        if continues {
            pending = Some(cur);
        } else if !cur.command.is_empty() {
            s.run.push(cur);
        }
    }
    if let Some(p) = pending {
        return Err(format!(
            "line {}: RUN line ends with '\\' at the end of the file",
            p.line
        ));
    }
    Ok(s)
}

/// Evaluates one lit feature expression: identifiers (features; letters,
/// digits and `_ . - + =`), `true`, `!`, `&&`, `||`, parentheses. `*` alone
/// is true (lit's "every target" in XFAIL).
pub fn eval_feature_expr(expr: &str, features: &BTreeSet<String>) -> Result<bool, String> {
    let tokens = tokenize(expr)?;
    if tokens == ["*"] {
        return Ok(true);
    }
    let mut p = ExprParser {
        tokens: &tokens,
        pos: 0,
        features,
    };
    let v = p.or()?;
    if p.pos != tokens.len() {
        return Err(format!(
            "unexpected '{}' in feature expression '{expr}'",
            tokens[p.pos]
        ));
    }
    Ok(v)
}

fn tokenize(expr: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let b = expr.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if expr[i..].starts_with("&&") || expr[i..].starts_with("||") {
            out.push(expr[i..i + 2].to_string());
            i += 2;
        } else if matches!(c, b'!' | b'(' | b')' | b'*') {
            out.push((c as char).to_string());
            i += 1;
        } else if c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-' | b'+' | b'=') {
            let start = i;
            while i < b.len()
                && (b[i].is_ascii_alphanumeric()
                    || matches!(b[i], b'_' | b'.' | b'-' | b'+' | b'='))
            {
                i += 1;
            }
            out.push(expr[start..i].to_string());
        } else {
            return Err(format!(
                "unexpected character '{}' in feature expression '{expr}'",
                c as char
            ));
        }
    }
    if out.is_empty() {
        return Err("empty feature expression".to_string());
    }
    Ok(out)
}

struct ExprParser<'a> {
    tokens: &'a [String],
    pos: usize,
    features: &'a BTreeSet<String>,
}

impl<'a> ExprParser<'a> {
    fn peek(&self) -> Option<&'a str> {
        self.tokens.get(self.pos).map(String::as_str)
    }
    fn or(&mut self) -> Result<bool, String> {
        let mut v = self.and()?;
        while self.peek() == Some("||") {
            self.pos += 1;
            v |= self.and()?;
        }
        Ok(v)
    }
    fn and(&mut self) -> Result<bool, String> {
        let mut v = self.not()?;
        while self.peek() == Some("&&") {
            self.pos += 1;
            v &= self.not()?;
        }
        Ok(v)
    }
    fn not(&mut self) -> Result<bool, String> {
        match self.peek() {
            Some("!") => {
                self.pos += 1;
                Ok(!self.not()?)
            }
            Some("(") => {
                self.pos += 1;
                let v = self.or()?;
                if self.peek() != Some(")") {
                    return Err("missing ')' in feature expression".to_string());
                }
                self.pos += 1;
                Ok(v)
            }
            Some(t) if !matches!(t, "&&" | "||" | ")" | "*") => {
                self.pos += 1;
                Ok(t == "true" || self.features.contains(t))
            }
            Some(t) => Err(format!("unexpected '{t}' in feature expression")),
            None => Err("feature expression ends too early".to_string()),
        }
    }
}

/// Values for the `%` substitutions of one case.
#[derive(Clone, Debug)]
pub struct Substitutions {
    pub source: PathBuf,
    pub temp_dir: PathBuf,
    pub temp_path: PathBuf,
    pub compiler: PathBuf,
    /// The binary providing the `filecheck` and `not` subcommands (the
    /// compiler itself, normally).
    pub tool: PathBuf,
    /// Extra `%name` → text substitutions (tool paths like `%ptxas`), tried
    /// before the built-in ones.
    pub extra: Vec<(String, String)>,
}

/// Quotes a path for bash only when it needs it, so the common case reads
/// like what a person would type.
pub fn shell_quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.bytes().all(|c| {
            c.is_ascii_alphanumeric()
                || matches!(
                    c,
                    b'_' | b'.' | b'/' | b'-' | b'+' | b'=' | b':' | b',' | b'@'
                )
        });
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// Applies the substitutions: at each `%`, the longest known name wins;
/// unknown `%x` stays as written (bash's `printf %d` must survive).
pub fn substitute(cmd: &str, subs: &Substitutions) -> String {
    let q = |p: &Path| shell_quote(&p.to_string_lossy());
    let dir = subs
        .source
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let mut table: Vec<(String, String)> = subs.extra.clone();
    table.extend([
        ("%circle-rs".to_string(), q(&subs.compiler)),
        (
            "%FileCheck".to_string(),
            format!("{} filecheck", q(&subs.tool)),
        ),
        ("%not".to_string(), format!("{} not", q(&subs.tool))),
        ("%%".to_string(), "%".to_string()),
        ("%s".to_string(), q(&subs.source)),
        ("%S".to_string(), q(&dir)),
        ("%p".to_string(), q(&dir)),
        ("%t".to_string(), q(&subs.temp_path)),
        ("%T".to_string(), q(&subs.temp_dir)),
    ]);
    table.sort_by_key(|(k, _)| std::cmp::Reverse(k.len()));
    let mut out = String::with_capacity(cmd.len());
    let mut rest = cmd;
    while let Some(pos) = rest.find('%') {
        out.push_str(&rest[..pos]);
        let at = &rest[pos..];
        match table.iter().find(|(k, _)| at.starts_with(k.as_str())) {
            Some((k, v)) => {
                out.push_str(v);
                rest = &at[k.len()..];
            }
            None => {
                out.push('%');
                rest = &at[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// How one RUN line ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Exited(i32),
    /// Killed by a signal (a crash).
    Signaled(i32),
    TimedOut,
    /// bash could not be started, or waiting failed.
    NotRun(String),
}

impl Status {
    pub fn success(&self) -> bool {
        *self == Status::Exited(0)
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Status::Exited(c) => write!(f, "exit code {c}"),
            Status::Signaled(s) => write!(f, "killed by signal {s}"),
            Status::TimedOut => write!(f, "timed out"),
            Status::NotRun(e) => write!(f, "could not run: {e}"),
        }
    }
}

/// Runs `cmd` with `bash -o pipefail -c` in `cwd`, stdout and stderr going
/// (interleaved) to `log`. On timeout the whole process group is killed, so a
/// hung compiler in a pipeline cannot outlive the case.
pub fn run_shell(
    cmd: &str,
    cwd: &Path,
    log: &Path,
    timeout: Duration,
    env: &[(String, String)],
) -> Status {
    let out = match File::create(log) {
        Ok(f) => f,
        Err(e) => return Status::NotRun(format!("cannot create {}: {e}", log.display())),
    };
    let err = match out.try_clone() {
        Ok(f) => f,
        Err(e) => return Status::NotRun(e.to_string()),
    };
    let mut command = Command::new("bash");
    command
        .arg("-o")
        .arg("pipefail")
        .arg("-c")
        .arg(cmd)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err);
    for (k, v) in env {
        command.env(k, v);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        command.process_group(0);
    }
    let mut child = match command.spawn() {
        Ok(c) => c,
        Err(e) => return Status::NotRun(format!("cannot start bash: {e}")),
    };
    let start = Instant::now();
    let mut nap = Duration::from_millis(1);
    loop {
        match child.try_wait() {
            Ok(Some(st)) => return exit_status(st),
            Ok(None) => {}
            Err(e) => return Status::NotRun(e.to_string()),
        }
        if start.elapsed() >= timeout {
            kill_group(child.id());
            let _ = child.kill();
            let _ = child.wait();
            return Status::TimedOut;
        }
        std::thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(50));
    }
}

fn exit_status(st: std::process::ExitStatus) -> Status {
    if let Some(c) = st.code() {
        return Status::Exited(c);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(s) = st.signal() {
            return Status::Signaled(s);
        }
    }
    Status::Exited(-1)
}

/// Kills the process group led by `pid` (the bash we started with
/// `process_group(0)`), children included.
fn kill_group(pid: u32) {
    let _ = Command::new("kill")
        .arg("-KILL")
        .arg("--")
        .arg(format!("-{pid}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

/// A log's output for a failure report: all of it when short, otherwise its
/// first and last `keep` lines (the first error and the final verdict are
/// the informative parts), each line cut at 300 bytes, lossily decoded.
pub fn output_excerpt(log: &Path, keep: usize) -> String {
    let Ok(bytes) = std::fs::read(log) else {
        return String::new();
    };
    let text = String::from_utf8_lossy(&bytes);
    let cut = |l: &str| -> String {
        if l.len() <= 300 {
            return l.to_string();
        }
        let mut end = 300;
        while !l.is_char_boundary(end) {
            end -= 1;
        }
        format!("{}...", &l[..end])
    };
    let lines: Vec<String> = text.lines().map(cut).collect();
    if lines.len() <= 2 * keep + 1 {
        return lines.join("\n");
    }
    let mut out = lines[..keep].to_vec();
    out.push(format!("... ({} lines omitted)", lines.len() - 2 * keep));
    out.extend_from_slice(&lines[lines.len() - keep..]);
    out.join("\n")
}

/// Features a case can require: external tools found on this machine
/// (`ptxas`, `ptxas-legacy`, `ld.lld`, `clang`), plus the host OS. Also
/// returns the `%ptxas`, `%ld.lld`, `%clang` substitutions for the tools found.
pub fn detect_features() -> (BTreeSet<String>, Vec<(String, String)>) {
    let mut features = BTreeSet::new();
    let mut subs = Vec::new();
    features.insert("shell".to_string());
    features.insert(std::env::consts::OS.to_string());
    let tools: [(&str, &[&str], &[&str]); 7] = [
        ("ptxas", &["CIRCLE_RS_PTXAS"], &["ptxas"]),
        ("ptxas-legacy", &["CIRCLE_RS_PTXAS_LEGACY"], &[]),
        ("ld.lld", &["CIRCLE_RS_LLD"], &["ld.lld-19", "ld.lld"]),
        ("clang", &["CIRCLE_RS_CLANG"], &["clang++-19", "clang++"]),
        ("cuobjdump", &["CIRCLE_RS_CUOBJDUMP"], &["cuobjdump"]),
        ("gcc", &["CIRCLE_RS_GCC"], &["g++-12"]),
        (
            "clang-offload-bundler",
            &["CIRCLE_RS_OFFLOAD_BUNDLER"],
            &["clang-offload-bundler-19", "clang-offload-bundler"],
        ),
    ];
    for (feature, vars, names) in tools {
        let from_env = vars
            .iter()
            .filter_map(std::env::var_os)
            .map(PathBuf::from)
            .find(|p| is_executable(p));
        let found = from_env.or_else(|| names.iter().find_map(|n| which(n)));
        if let Some(p) = found {
            features.insert(feature.to_string());
            subs.push((format!("%{feature}"), shell_quote(&p.to_string_lossy())));
        }
    }
    if cuda_toolkit_headers() {
        features.insert("cuda-headers".to_string());
    }
    (features, subs)
}

/// Whether the compiler finds a CUDA toolkit's headers where it looks
/// without options (driver/src/cuda_headers.rs): `CUDA_PATH`, or the wheels
/// `scripts/setup.sh` installs in this checkout's `.tools/`.
fn cuda_toolkit_headers() -> bool {
    let has = |dirs: &[PathBuf]| {
        ["cuda_runtime.h", "crt/common_functions.h"]
            .iter()
            .all(|h| dirs.iter().any(|d| d.join(h).is_file()))
    };
    if let Some(p) = std::env::var_os("CUDA_PATH") {
        if has(&[PathBuf::from(p).join("include")]) {
            return true;
        }
    }
    let tools = Path::new(env!("CARGO_MANIFEST_DIR")).join("../.tools");
    has(&[
        tools.join("cudart/nvidia/cuda_runtime/include"),
        tools.join("cuda12/nvidia/cuda_nvcc/include"),
    ])
}

/// The tool features: a case that REQUIRES one of these is a failure, not a
/// skip, when `CIRCLE_RS_REQUIRE_TOOLS` is set (CI must not skip silently).
pub const TOOL_FEATURES: [&str; 8] = [
    "ptxas",
    "ptxas-legacy",
    "ld.lld",
    "clang",
    "cuobjdump",
    "gcc",
    "clang-offload-bundler",
    "cuda-headers",
];

fn is_executable(p: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        p.is_file()
    }
}

fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| is_executable(p))
}

/// The `not` subcommand: runs `args` and inverts its success, as lit's
/// `not`. A crash (signal) or an internal compiler error (exit 70) is never
/// "expected failure"; `not --crash CMD` succeeds only on those.
pub fn not_main(args: &[String]) -> i32 {
    let (crash, cmd) = match args.first().map(String::as_str) {
        Some("--crash") => (true, &args[1..]),
        _ => (false, args),
    };
    let Some(program) = cmd.first() else {
        eprintln!("usage: not [--crash] COMMAND [ARGS...]");
        return 2;
    };
    let status = match Command::new(program).args(&cmd[1..]).status() {
        Ok(s) => exit_status(s),
        Err(e) => {
            eprintln!("not: cannot run '{program}': {e}");
            return 127;
        }
    };
    let crashed = matches!(status, Status::Signaled(_) | Status::Exited(70));
    if crash {
        if crashed {
            0
        } else {
            eprintln!("not --crash: '{program}' did not crash ({status})");
            1
        }
    } else if crashed {
        eprintln!("not: '{program}' crashed ({status}); a crash is not an expected failure (use 'not --crash')");
        1
    } else if status.success() {
        1
    } else {
        0
    }
}
