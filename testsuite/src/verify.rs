//! clang's `-verify`: the expected diagnostics are written in the source's
//! comments (`// expected-error {{text}}`), and the compile passes when the
//! diagnostics it produced are exactly those, by severity, file, line and a
//! substring of the message.
//!
//! This module is a pure function of the sources and the diagnostics; the
//! driver runs the compile, converts its diagnostics to [`VerifyDiag`], calls
//! [`verify`] and prints [`VerifyResult`].

use lexer::diag::Severity;
use regex::Regex;
use std::fmt;
use std::io::Read;
use std::path::{Component, Path, PathBuf};

/// One diagnostic the compile produced. `line` is 1-based; 0 (with any
/// `file`) means the diagnostic has no location (a command-line error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyDiag {
    pub file: PathBuf,
    pub line: u32,
    pub severity: Severity,
    pub message: String,
}

#[derive(Clone, Debug)]
pub struct VerifyOptions {
    /// `-verify=foo,bar` makes `foo-error` and `bar-error` the directives;
    /// plain `-verify` is `expected`.
    pub prefixes: Vec<String>,
    /// clang's `-verify-ignore-unexpected=note,...`: unexpected diagnostics
    /// of these kinds are not failures (missing expected ones still are).
    pub ignore_unexpected: Vec<DiagKind>,
}

impl Default for VerifyOptions {
    fn default() -> VerifyOptions {
        VerifyOptions {
            prefixes: vec!["expected".to_string()],
            ignore_unexpected: Vec::new(),
        }
    }
}

impl VerifyOptions {
    /// Parses the value of clang's `-verify-ignore-unexpected=` (no value:
    /// every kind). Returns `None` for an unknown kind.
    pub fn parse_ignore_unexpected(value: Option<&str>) -> Option<Vec<DiagKind>> {
        let Some(v) = value else {
            return Some(DiagKind::ALL.to_vec());
        };
        v.split(',')
            .map(|k| DiagKind::ALL.into_iter().find(|d| d.name() == k.trim()))
            .collect()
    }
}

/// The four directive kinds, in the order clang reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum DiagKind {
    Error,
    Warning,
    Remark,
    Note,
}

impl DiagKind {
    pub fn of(s: Severity) -> DiagKind {
        match s {
            Severity::Error | Severity::Fatal => DiagKind::Error,
            Severity::Warning => DiagKind::Warning,
            Severity::Remark => DiagKind::Remark,
            Severity::Note => DiagKind::Note,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            DiagKind::Error => "error",
            DiagKind::Warning => "warning",
            DiagKind::Remark => "remark",
            DiagKind::Note => "note",
        }
    }
    pub const ALL: [DiagKind; 4] = [
        DiagKind::Error,
        DiagKind::Warning,
        DiagKind::Remark,
        DiagKind::Note,
    ];
}

/// One line of a mismatch report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub kind: DiagKind,
    /// Where the diagnostic was (or was expected); `None` for no location or
    /// a wildcard (`@*`).
    pub file: Option<PathBuf>,
    pub line: Option<u32>,
    /// Where the directive was written, when that is not `file:line`.
    pub directive_at: Option<(PathBuf, u32)>,
    pub text: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VerifyResult {
    /// Malformed directives, as `file:line:col: error: message`.
    pub directive_errors: Vec<String>,
    pub expected_not_seen: Vec<Mismatch>,
    pub seen_not_expected: Vec<Mismatch>,
    /// The prefix used in the report (`expected`).
    pub prefix: String,
}

impl VerifyResult {
    pub fn is_ok(&self) -> bool {
        self.directive_errors.is_empty()
            && self.expected_not_seen.is_empty()
            && self.seen_not_expected.is_empty()
    }
    /// How many `error:` lines the report has (clang's "N errors generated").
    pub fn error_count(&self) -> usize {
        let mut n = self.directive_errors.len();
        for k in DiagKind::ALL {
            n += usize::from(self.expected_not_seen.iter().any(|m| m.kind == k));
            n += usize::from(self.seen_not_expected.iter().any(|m| m.kind == k));
        }
        n
    }
}

impl fmt::Display for VerifyResult {
    /// clang's format: one `error:` header per kind and direction, then one
    /// `  File F Line L: text` line per diagnostic.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for e in &self.directive_errors {
            writeln!(f, "{e}")?;
        }
        let prefix = if self.prefix.is_empty() {
            "expected"
        } else {
            &self.prefix
        };
        for k in DiagKind::ALL {
            for (list, what) in [
                (&self.expected_not_seen, "expected but not seen"),
                (&self.seen_not_expected, "seen but not expected"),
            ] {
                let items: Vec<&Mismatch> = list.iter().filter(|m| m.kind == k).collect();
                if items.is_empty() {
                    continue;
                }
                writeln!(f, "error: '{prefix}-{}' diagnostics {what}:", k.name())?;
                for m in items {
                    match (&m.file, m.line) {
                        (Some(file), Some(line)) => {
                            write!(f, "  File {} Line {line}", file.display())?
                        }
                        (Some(file), None) => write!(f, "  File {} Line *", file.display())?,
                        (None, _) if m.directive_at.is_some() => write!(f, "  File * Line *")?,
                        (None, _) => write!(f, "  (frontend)")?,
                    }
                    if let Some((df, dl)) = &m.directive_at {
                        write!(f, " (directive at {}:{dl})", df.display())?;
                    }
                    writeln!(f, ": {}", m.text)?;
                }
            }
        }
        Ok(())
    }
}

/// Where a directive expects its diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Target {
    /// A file (index into `sources`) and line.
    Line(usize, u32),
    /// `@file:line` / `@file:*`: a file named by the directive, not one of
    /// the sources necessarily.
    Named(String, Option<u32>),
    /// `@*`: anywhere, including no location.
    Anywhere,
}

#[derive(Clone, Debug)]
struct Directive {
    kind: DiagKind,
    target: Target,
    /// Source index and line of the comment holding the directive.
    src: usize,
    line: u32,
    min: u32,
    max: u32,
    text: String,
    regex: Option<Regex>,
}

/// Checks `diags` against the directives in the comments of `sources` (the
/// main file at least, plus any header holding directives) with the default
/// `expected` prefix.
pub fn verify(sources: &[(PathBuf, String)], diags: &[VerifyDiag]) -> VerifyResult {
    verify_with(sources, diags, &VerifyOptions::default())
}

pub fn verify_with(
    sources: &[(PathBuf, String)],
    diags: &[VerifyDiag],
    opts: &VerifyOptions,
) -> VerifyResult {
    let mut result = VerifyResult {
        prefix: opts
            .prefixes
            .first()
            .cloned()
            .unwrap_or_else(|| "expected".to_string()),
        ..VerifyResult::default()
    };
    let mut directives: Vec<Directive> = Vec::new();
    // (source, line) of the first `expected-no-diagnostics`, if any.
    let mut no_diags: Option<(usize, u32)> = None;
    for (idx, (path, text)) in sources.iter().enumerate() {
        let lines = LineIndex::new(text);
        for (start, end) in comment_ranges_for(path, text) {
            let comment = &text[start..end];
            parse_comment(
                comment,
                start,
                idx,
                path,
                &lines,
                opts,
                &mut directives,
                &mut no_diags,
                &mut result,
            );
        }
    }
    if let Some((src, line)) = no_diags {
        if !directives.is_empty() {
            result.directive_errors.push(format!(
                "{}:{line}: error: 'expected-no-diagnostics' directive cannot be used with other expected directives",
                sources[src].0.display()
            ));
        }
    } else if directives.is_empty() && result.directive_errors.is_empty() {
        result.directive_errors.push(
            "error: no expected directives found: consider use of 'expected-no-diagnostics'"
                .to_string(),
        );
    }

    let mut remaining: Vec<&VerifyDiag> = diags.iter().collect();
    for d in &directives {
        let mut seen = 0u32;
        while seen < d.max {
            let pos = remaining.iter().position(|g| matches(d, g, sources));
            match pos {
                Some(p) => {
                    remaining.remove(p);
                    seen += 1;
                }
                None => break,
            }
        }
        for _ in seen..d.min {
            let (file, line) = match &d.target {
                Target::Line(s, l) => (Some(sources[*s].0.clone()), Some(*l)),
                Target::Named(n, l) => (Some(PathBuf::from(n)), *l),
                Target::Anywhere => (None, None),
            };
            let written_at = (sources[d.src].0.clone(), d.line);
            let directive_at = match (&file, line) {
                (Some(f), Some(l)) if *f == written_at.0 && l == written_at.1 => None,
                _ => Some(written_at),
            };
            result.expected_not_seen.push(Mismatch {
                kind: d.kind,
                file,
                line,
                directive_at,
                text: d.text.clone(),
            });
        }
    }
    for g in remaining {
        if opts.ignore_unexpected.contains(&DiagKind::of(g.severity)) {
            continue;
        }
        result.seen_not_expected.push(Mismatch {
            kind: DiagKind::of(g.severity),
            file: (g.line != 0).then(|| g.file.clone()),
            line: (g.line != 0).then_some(g.line),
            directive_at: None,
            text: g.message.clone(),
        });
    }
    result
}

fn matches(d: &Directive, g: &VerifyDiag, sources: &[(PathBuf, String)]) -> bool {
    if DiagKind::of(g.severity) != d.kind {
        return false;
    }
    let place = match &d.target {
        Target::Anywhere => true,
        Target::Line(s, l) => g.line == *l && same_file(&g.file, &sources[*s].0),
        Target::Named(name, l) => {
            l.is_none_or(|l| g.line == l) && g.line != 0 && names_file(name, &g.file, sources)
        }
    };
    place
        && match &d.regex {
            Some(re) => re.is_match(&g.message),
            None => g.message.contains(&d.text),
        }
}

/// Lexical path normalization (no file system access: this is a pure
/// function): drops `.` components and folds `dir/..`.
fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// Paths are the same file when equal after normalization, or when one is
/// relative and the other ends with it (the driver may report `x.cu` for a
/// source given as `/abs/dir/x.cu`).
fn same_file(a: &Path, b: &Path) -> bool {
    let (a, b) = (normalize(a), normalize(b));
    a == b || (a.is_relative() != b.is_relative() && (a.ends_with(&b) || b.ends_with(&a)))
}

/// `@name:line` names a file by path, relative path or basename.
fn names_file(name: &str, file: &Path, sources: &[(PathBuf, String)]) -> bool {
    let n = normalize(Path::new(name));
    normalize(file).ends_with(&n)
        || sources
            .iter()
            .any(|(p, _)| p.ends_with(&n) && same_file(p, file))
}

struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex { starts }
    }
    /// 1-based line and column of a byte offset.
    fn pos(&self, off: usize) -> (u32, u32) {
        let line = self.starts.partition_point(|&s| s <= off).max(1);
        let col = off - self.starts[line - 1] + 1;
        (
            u32::try_from(line).unwrap_or(u32::MAX),
            u32::try_from(col).unwrap_or(u32::MAX),
        )
    }
}

/// Comments by the file's language: `#` comments in configuration files
/// (device-configuration YAML, compute-capability maps), whose diagnostics
/// are expected where they occur; C/C++ comments everywhere else.
pub(crate) fn comment_ranges_for(path: &Path, src: &str) -> Vec<(usize, usize)> {
    match path.extension().and_then(|e| e.to_str()) {
        Some("yaml" | "yml" | "conf" | "cfg") => hash_comment_ranges(src),
        _ => comment_ranges(src),
    }
}

/// `#` to end of line, outside single- and double-quoted scalars.
fn hash_comment_ranges(src: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut base = 0;
    for line in src.split_inclusive('\n') {
        let mut quote: Option<char> = None;
        for (i, c) in line.char_indices() {
            match (quote, c) {
                (None, '#') if i == 0 || line[..i].ends_with([' ', '\t']) => {
                    out.push((
                        base + i + 1,
                        base + line.trim_end_matches(['\n', '\r']).len(),
                    ));
                    break;
                }
                (None, '"' | '\'') => quote = Some(c),
                (Some(q), c) if c == q => quote = None,
                _ => {}
            }
        }
        base += line.len();
    }
    out
}

/// Byte ranges of the text of every comment (`//` to end of line, with line
/// splices; `/* */`), skipping string, character and raw-string literals so
/// that `"expected-error"` in code is not a directive.
pub(crate) fn comment_ranges(src: &str) -> Vec<(usize, usize)> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    // Whether the current identifier/number started with a digit: then `'`
    // is a digit separator, not a character literal.
    let mut word_start: Option<usize> = None;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphanumeric() || c == b'_' || (c == b'.' && word_start.is_some()) {
            word_start.get_or_insert(i);
            i += 1;
            continue;
        }
        let word = word_start.take().map(|s| &src[s..i]).unwrap_or("");
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            let start = i + 2;
            let mut j = start;
            while j < b.len() && b[j] != b'\n' {
                j += 1;
            }
            // A line splice continues the comment onto the next line.
            while j < b.len()
                && j > start
                && (b[j - 1] == b'\\' || (b[j - 1] == b'\r' && b.get(j - 2) == Some(&b'\\')))
            {
                j += 1;
                while j < b.len() && b[j] != b'\n' {
                    j += 1;
                }
            }
            out.push((start, j));
            i = j;
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let start = i + 2;
            let end = src[start..].find("*/").map_or(b.len(), |k| start + k);
            out.push((start, end));
            i = (end + 2).min(b.len());
        } else if c == b'"'
            && word.ends_with('R')
            && matches!(word, "R" | "u8R" | "uR" | "UR" | "LR")
        {
            let open = src[i + 1..].find('(').map(|k| i + 1 + k);
            match open {
                Some(o) if o - i - 1 <= 16 => {
                    let close = format!("){}\"", &src[i + 1..o]);
                    i = src[o..]
                        .find(&close)
                        .map_or(b.len(), |k| o + k + close.len());
                }
                _ => i += 1,
            }
        } else if c == b'"' || (c == b'\'' && !word.starts_with(|ch: char| ch.is_ascii_digit())) {
            let mut j = i + 1;
            while j < b.len() && b[j] != c && b[j] != b'\n' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            i = (j + 1).min(b.len());
        } else {
            i += 1;
        }
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn parse_comment(
    comment: &str,
    base: usize,
    src: usize,
    path: &Path,
    lines: &LineIndex,
    opts: &VerifyOptions,
    out: &mut Vec<Directive>,
    no_diags: &mut Option<(usize, u32)>,
    result: &mut VerifyResult,
) {
    let b = comment.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let boundary =
            i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b'-');
        let prefix = if boundary {
            opts.prefixes.iter().find(|p| {
                comment[i..].starts_with(p.as_str()) && comment[i + p.len()..].starts_with('-')
            })
        } else {
            None
        };
        let Some(prefix) = prefix else {
            i += comment[i..].chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let at = base + i;
        let (line, col) = lines.pos(at);
        let kw_start = i + prefix.len() + 1;
        let word: String = comment[kw_start..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        let (kind, is_re) = match word.as_str() {
            "error" => (DiagKind::Error, false),
            "warning" => (DiagKind::Warning, false),
            "remark" => (DiagKind::Remark, false),
            "note" => (DiagKind::Note, false),
            "error-re" => (DiagKind::Error, true),
            "warning-re" => (DiagKind::Warning, true),
            "remark-re" => (DiagKind::Remark, true),
            "note-re" => (DiagKind::Note, true),
            "no-diagnostics" => {
                if no_diags.is_none() {
                    *no_diags = Some((src, line));
                }
                i = kw_start + word.len();
                continue;
            }
            _ => {
                i = kw_start + word.len();
                continue;
            }
        };
        // Prose that quotes a directive (`expected-error`, 'expected-error')
        // is not a directive: one is followed by a space, `@`, `{` or the
        // end of the comment. Anything else after the kind word is text.
        let follow = comment[kw_start + word.len()..].chars().next();
        if follow.is_some_and(|c| !c.is_whitespace() && c != '@' && c != '{') {
            i = kw_start + word.len();
            continue;
        }
        let name = format!("{prefix}-{word}");
        let mut err = |msg: String| {
            result
                .directive_errors
                .push(format!("{}:{line}:{col}: error: {msg}", path.display()));
        };
        let mut j = kw_start + word.len();
        // Location.
        let mut target = Target::Line(src, line);
        if comment[j..].starts_with('@') {
            let spec: String = comment[j + 1..]
                .chars()
                .take_while(|c| !c.is_whitespace() && *c != '{')
                .collect();
            j += 1 + spec.len();
            match parse_location(&spec, src, line) {
                Some(t) => target = t,
                None => {
                    err(format!(
                        "invalid line number in '{name}' directive: '@{spec}'"
                    ));
                    i = j;
                    continue;
                }
            }
        }
        j = skip_ws(comment, j);
        // Count: N, N+, +, N-M.
        let (mut min, mut max) = (1u32, 1u32);
        let count: String = comment[j..]
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '+' || *c == '-')
            .collect();
        if !count.is_empty() {
            match parse_count(&count) {
                Some((lo, hi)) => {
                    min = lo;
                    max = hi;
                }
                None => {
                    err(format!("invalid count '{count}' in '{name}' directive"));
                    i = j + count.len();
                    continue;
                }
            }
            j = skip_ws(comment, j + count.len());
        }
        if !comment[j..].starts_with("{{") {
            err(format!(
                "cannot find start ('{{{{') of expected string in '{name}' directive"
            ));
            i = j;
            continue;
        }
        // One directive may carry several `{{...}}` texts; each is a separate
        // expectation at the same place with the same count.
        while comment[j..].starts_with("{{") {
            let braces = comment[j..].chars().take_while(|c| *c == '{').count();
            let open = "{".repeat(braces);
            let close = "}".repeat(braces);
            let body_start = j + braces;
            let Some(len) = closing(&comment[body_start..], &open, &close) else {
                err(format!(
                    "cannot find end ('{close}') of expected string in '{name}' directive"
                ));
                j = comment.len();
                break;
            };
            let text = comment[body_start..body_start + len].replace("\\n", "\n");
            let regex = if is_re {
                match build_verify_regex(&text) {
                    Ok(re) => Some(re),
                    Err(e) => {
                        err(format!(
                            "invalid regular expression in '{name}' directive: {e}"
                        ));
                        j = body_start + len + braces;
                        continue;
                    }
                }
            } else {
                None
            };
            out.push(Directive {
                kind,
                target: target.clone(),
                src,
                line,
                min,
                max,
                text,
                regex,
            });
            j = skip_ws(comment, body_start + len + braces);
        }
        i = j.max(i + 1);
    }
}

fn skip_ws(s: &str, mut j: usize) -> usize {
    while j < s.len() && s.as_bytes()[j].is_ascii_whitespace() {
        j += 1;
    }
    j
}

/// Length of the text up to the `close` matching an already-consumed `open`,
/// counting nested `open`s (a `-re` text holds `{{regex}}` blocks).
fn closing(body: &str, open: &str, close: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut k = 0;
    while k < body.len() {
        if body[k..].starts_with(open) && open.len() == 2 {
            depth += 1;
            k += open.len();
        } else if body[k..].starts_with(close) {
            if depth == 0 {
                return Some(k);
            }
            depth -= 1;
            k += close.len();
        } else {
            k += body[k..].chars().next().map_or(1, char::len_utf8);
        }
    }
    None
}

fn parse_location(spec: &str, src: usize, line: u32) -> Option<Target> {
    if spec == "*" {
        return Some(Target::Anywhere);
    }
    let rel = |s: &str| -> Option<u32> {
        if let Some(n) = s.strip_prefix('+') {
            line.checked_add(n.parse().ok()?)
        } else if let Some(n) = s.strip_prefix('-') {
            line.checked_sub(n.parse().ok()?).filter(|l| *l > 0)
        } else {
            s.parse().ok().filter(|l| *l > 0)
        }
    };
    if let Some(r) = spec.strip_prefix("LINE") {
        return if r.is_empty() {
            Some(Target::Line(src, line))
        } else {
            rel(r).map(|l| Target::Line(src, l))
        };
    }
    if spec.starts_with(['+', '-']) || spec.chars().all(|c| c.is_ascii_digit()) {
        return rel(spec).map(|l| Target::Line(src, l));
    }
    let (file, l) = spec.rsplit_once(':')?;
    if file.is_empty() {
        return None;
    }
    if l == "*" {
        return Some(Target::Named(file.to_string(), None));
    }
    let n: u32 = l.parse().ok().filter(|n| *n > 0)?;
    Some(Target::Named(file.to_string(), Some(n)))
}

fn parse_count(s: &str) -> Option<(u32, u32)> {
    if s == "+" {
        return Some((1, u32::MAX));
    }
    if let Some(n) = s.strip_suffix('+') {
        return Some((n.parse().ok()?, u32::MAX));
    }
    if let Some((a, b)) = s.split_once('-') {
        let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
        return (a <= b).then_some((a, b));
    }
    let n: u32 = s.parse().ok()?;
    Some((n, n))
}

/// A `-re` text: literal except for `{{regex}}` blocks; matched anywhere in
/// the message, as clang does.
fn build_verify_regex(text: &str) -> Result<Regex, String> {
    let mut src = String::new();
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        src.push_str(&regex::escape(&rest[..open]));
        let after = &rest[open + 2..];
        let close = after
            .find("}}")
            .ok_or_else(|| "unterminated '{{' in regex text".to_string())?;
        src.push_str("(?:");
        src.push_str(&after[..close]);
        src.push(')');
        rest = &after[close + 2..];
    }
    src.push_str(&regex::escape(rest));
    Regex::new(&src).map_err(|e| e.to_string().lines().last().unwrap_or("").to_string())
}

/// Reads diagnostics printed in clang's text shape (`file:line:col: error:
/// message`, also `file:line: error:` and location-less `error: message`),
/// ignoring every other line (source excerpts, carets). Lets the runner
/// verify the output of any compiler that prints clang-style text.
pub fn parse_clang_diagnostics(text: &str) -> Vec<VerifyDiag> {
    let Ok(re) = Regex::new(
        r"^(?:(?P<file>[^:\n]+?):(?P<line>\d+):(?:\d+:)? )?(?P<sev>fatal error|error|warning|note|remark): (?P<msg>.*)$",
    ) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for l in text.lines() {
        let Some(c) = re.captures(l.trim_end_matches('\r')) else {
            continue;
        };
        let severity = match c.name("sev").map(|m| m.as_str()) {
            Some("fatal error") => Severity::Fatal,
            Some("error") => Severity::Error,
            Some("warning") => Severity::Warning,
            Some("note") => Severity::Note,
            _ => Severity::Remark,
        };
        out.push(VerifyDiag {
            file: c
                .name("file")
                .map_or_else(PathBuf::new, |m| PathBuf::from(m.as_str())),
            line: c
                .name("line")
                .and_then(|m| m.as_str().parse().ok())
                .unwrap_or(0),
            severity,
            message: c.name("msg").map_or("", |m| m.as_str()).to_string(),
        });
    }
    out
}

/// `verify [-verify=P,Q] [-verify-ignore-unexpected[=KINDS]] [--diagnostics FILE] SOURCE...`: checks clang-style
/// diagnostic text (from FILE or stdin) against the directives in SOURCEs.
/// Prints clang's report and returns 1 on mismatch, 2 on a usage error.
pub fn verify_main(args: &[String], mut stdin: impl Read) -> i32 {
    let mut opts = VerifyOptions::default();
    let mut diag_file: Option<String> = None;
    let mut files: Vec<String> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if let Some(p) = a.strip_prefix("-verify=") {
            opts.prefixes = p.split(',').map(str::to_string).collect();
        } else if a == "-verify" {
        } else if a == "-verify-ignore-unexpected" || a.starts_with("-verify-ignore-unexpected=") {
            let value = a.split_once('=').map(|(_, v)| v);
            match VerifyOptions::parse_ignore_unexpected(value) {
                Some(kinds) => opts.ignore_unexpected = kinds,
                None => {
                    eprintln!("verify: bad '{a}': kinds are error, warning, remark, note");
                    return 2;
                }
            }
        } else if let Some(f) = a.strip_prefix("--diagnostics=") {
            diag_file = Some(f.to_string());
        } else if a == "--diagnostics" {
            i += 1;
            diag_file = args.get(i).cloned();
        } else if a.starts_with('-') {
            eprintln!("verify: unknown option '{a}'");
            return 2;
        } else {
            files.push(a.clone());
        }
        i += 1;
    }
    if files.is_empty() {
        eprintln!("usage: verify [-verify=PREFIXES] [--diagnostics FILE] SOURCE...");
        return 2;
    }
    let mut sources = Vec::new();
    for f in files {
        match std::fs::read(&f) {
            Ok(b) => sources.push((PathBuf::from(&f), String::from_utf8_lossy(&b).into_owned())),
            Err(e) => {
                eprintln!("verify: cannot read '{f}': {e}");
                return 2;
            }
        }
    }
    let mut text = Vec::new();
    let read = match &diag_file {
        Some(f) => std::fs::read(f).map(|b| text = b),
        None => stdin.read_to_end(&mut text).map(|_| ()),
    };
    if let Err(e) = read {
        eprintln!("verify: cannot read diagnostics: {e}");
        return 2;
    }
    let diags = parse_clang_diagnostics(&String::from_utf8_lossy(&text));
    let result = verify_with(&sources, &diags, &opts);
    if result.is_ok() {
        0
    } else {
        eprint!("{result}");
        let n = result.error_count();
        eprintln!("{n} error{} generated.", if n == 1 { "" } else { "s" });
        1
    }
}

#[cfg(test)]
mod hash_comment_tests {
    use super::*;

    #[test]
    fn yaml_comments_hold_directives() {
        let src = "a: 1  # expected-error {{x}}\nb: '#not' # c\n# whole line\n";
        let r = comment_ranges_for(Path::new("f.yaml"), src);
        let texts: Vec<&str> = r.iter().map(|&(s, e)| &src[s..e]).collect();
        assert_eq!(texts, vec![" expected-error {{x}}", " c", " whole line"]);
        assert!(comment_ranges_for(Path::new("f.cu"), src).is_empty());
    }
}
