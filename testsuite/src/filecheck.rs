//! FileCheck: checks a text (a compiler's output) against the ordered
//! directives written in a check file, with the documented semantics of
//! LLVM's FileCheck: `CHECK:`, `-NEXT:`, `-SAME:`, `-NOT:`, `-LABEL:`,
//! `-DAG:`, `-EMPTY:`, `-COUNT-n:`, custom prefixes, `{{regex}}` blocks,
//! `[[VAR:regex]]` captures and `[[VAR]]` uses, whitespace canonicalization.
//!
//! Matching is done line by line: a FileCheck pattern never spans a newline
//! (its regexes run in newline-sensitive mode), and searching each line as
//! its own haystack gives `^`/`$` their per-line meaning for free.

use regex::Regex;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Read;

/// Options of one FileCheck invocation (the command-line flags).
#[derive(Clone, Debug)]
pub struct FileCheckOptions {
    /// `--check-prefix` / `--check-prefixes`; `CHECK` when none is given.
    pub prefixes: Vec<String>,
    /// Lines whose first directive-like word is one of these are ignored, so
    /// the `RUN:` line that names `--check-prefix=X` is never read as a check.
    pub comment_prefixes: Vec<String>,
    pub strict_whitespace: bool,
    pub match_full_lines: bool,
    pub ignore_case: bool,
    pub allow_empty: bool,
    /// `--implicit-check-not`: patterns forbidden between every two matches.
    pub implicit_check_not: Vec<String>,
    /// `-D VAR=VALUE`: variables defined before the first directive.
    pub defines: Vec<(String, String)>,
}

impl Default for FileCheckOptions {
    fn default() -> FileCheckOptions {
        FileCheckOptions {
            prefixes: Vec::new(),
            comment_prefixes: vec!["COM".to_string(), "RUN".to_string()],
            strict_whitespace: false,
            match_full_lines: false,
            ignore_case: false,
            allow_empty: false,
            implicit_check_not: Vec::new(),
            defines: Vec::new(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Plain,
    Next,
    Same,
    Not,
    Dag,
    Label,
    Empty,
    Count(usize),
}

impl Kind {
    fn suffix(self) -> String {
        match self {
            Kind::Plain => String::new(),
            Kind::Next => "-NEXT".into(),
            Kind::Same => "-SAME".into(),
            Kind::Not => "-NOT".into(),
            Kind::Dag => "-DAG".into(),
            Kind::Label => "-LABEL".into(),
            Kind::Empty => "-EMPTY".into(),
            Kind::Count(n) => format!("-COUNT-{n}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece {
    Lit(String),
    Re(String),
    Def(String, String),
    Use(String),
}

#[derive(Clone, Debug)]
struct Directive {
    kind: Kind,
    prefix: String,
    pieces: Vec<Piece>,
    /// Line (1-based) and column (1-based, of the pattern) in the check file.
    line: usize,
    col: usize,
    line_text: String,
    /// Compiled once when the pattern uses no variable.
    fixed: Option<Regex>,
}

impl Directive {
    fn name(&self) -> String {
        format!("{}{}", self.prefix, self.kind.suffix())
    }
}

/// Runs FileCheck on text already in memory. `Err` holds the complete,
/// FileCheck-shaped report (one or more `error:` blocks with their notes).
pub fn check(
    check_text: &str,
    check_name: &str,
    input: &str,
    input_name: &str,
    opts: &FileCheckOptions,
) -> Result<(), String> {
    let mut opts = opts.clone();
    if opts.prefixes.is_empty() {
        opts.prefixes.push("CHECK".to_string());
    }
    for p in opts.prefixes.iter().chain(opts.comment_prefixes.iter()) {
        if !valid_prefix(p) {
            return Err(format!(
                "error: supplied check prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '{p}'\n"
            ));
        }
    }
    let check_text = check_text.replace("\r\n", "\n");
    let directives = parse_checks(&check_text, check_name, &opts)?;
    let input = canonicalize_input(&input.replace("\r\n", "\n"), opts.strict_whitespace);
    if input.is_empty() && !opts.allow_empty {
        return Err(format!("error: FileCheck: '{input_name}' is empty\n"));
    }
    let mut implicit = Vec::new();
    for (i, pat) in opts.implicit_check_not.iter().enumerate() {
        let pieces = parse_pattern(pat, None)
            .map_err(|e| format!("error: --implicit-check-not '{pat}': {e}\n"))?;
        implicit.push(Directive {
            kind: Kind::Not,
            prefix: "IMPLICIT-CHECK".to_string(),
            pieces,
            line: 0,
            col: 1,
            line_text: format!("--implicit-check-not='{pat}' (#{})", i + 1),
            fixed: None,
        });
    }
    let mut checker = Checker {
        input: Input::new(input),
        input_name,
        check_name,
        opts: &opts,
        vars: opts.defines.iter().cloned().collect(),
        implicit,
        errors: Vec::new(),
    };
    checker.run(&directives);
    if checker.errors.is_empty() {
        Ok(())
    } else {
        Err(checker.errors.concat())
    }
}

fn valid_prefix(p: &str) -> bool {
    let mut chars = p.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-' || c == b'_'
}

/// Collapses every run of horizontal whitespace to one space, as FileCheck
/// does to both sides unless `--strict-whitespace`.
fn canonicalize_ws(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut in_ws = false;
    for c in s.chars() {
        if c == ' ' || c == '\t' {
            if !in_ws {
                out.push(' ');
            }
            in_ws = true;
        } else {
            out.push(c);
            in_ws = false;
        }
    }
    out
}

fn canonicalize_input(s: &str, strict: bool) -> String {
    if strict {
        s.to_string()
    } else {
        canonicalize_ws(s)
    }
}

/// Finds the directive on one check-file line: the earliest occurrence of a
/// prefix (not inside a longer word) followed by a valid suffix and `:`.
/// A comment prefix found first hides the line. Returns the kind, the prefix
/// and the byte offset just after the colon.
fn find_directive(line: &str, opts: &FileCheckOptions) -> Option<(Kind, String, usize)> {
    let bytes = line.as_bytes();
    // Longest prefixes first so `CHECK-SM70:` is not read as a bad `CHECK` suffix.
    let mut prefixes: Vec<&String> = opts.prefixes.iter().collect();
    prefixes.sort_by_key(|p| std::cmp::Reverse(p.len()));
    for i in 0..bytes.len() {
        if !line.is_char_boundary(i) || (i > 0 && is_word_char(bytes[i - 1])) {
            continue;
        }
        let rest = &line[i..];
        for c in &opts.comment_prefixes {
            if rest.starts_with(c.as_str()) && rest[c.len()..].starts_with(':') {
                return None;
            }
        }
        for p in &prefixes {
            if !rest.starts_with(p.as_str()) {
                continue;
            }
            let after = &rest[p.len()..];
            if let Some((kind, used)) = parse_suffix(after) {
                return Some((kind, (*p).clone(), i + p.len() + used));
            }
        }
    }
    None
}

fn parse_suffix(after: &str) -> Option<(Kind, usize)> {
    if after.starts_with(':') {
        return Some((Kind::Plain, 1));
    }
    let table = [
        ("-NEXT:", Kind::Next),
        ("-SAME:", Kind::Same),
        ("-NOT:", Kind::Not),
        ("-DAG:", Kind::Dag),
        ("-LABEL:", Kind::Label),
        ("-EMPTY:", Kind::Empty),
    ];
    for (s, k) in table {
        if after.starts_with(s) {
            return Some((k, s.len()));
        }
    }
    let count = after.strip_prefix("-COUNT-")?;
    let digits: String = count.chars().take_while(|c| c.is_ascii_digit()).collect();
    if digits.is_empty() || !count[digits.len()..].starts_with(':') {
        return None;
    }
    let n = digits.parse::<usize>().ok()?;
    Some((Kind::Count(n), "-COUNT-".len() + digits.len() + 1))
}

fn parse_checks(
    text: &str,
    check_name: &str,
    opts: &FileCheckOptions,
) -> Result<Vec<Directive>, String> {
    let mut out: Vec<Directive> = Vec::new();
    let mut errors = String::new();
    for (idx, line) in text.split('\n').enumerate() {
        let Some((kind, prefix, after)) = find_directive(line, opts) else {
            continue;
        };
        let raw = &line[after..];
        let keep_edges = opts.strict_whitespace && opts.match_full_lines;
        let lead = if keep_edges {
            0
        } else {
            raw.len() - raw.trim_start_matches([' ', '\t']).len()
        };
        let mut pat = &raw[lead..];
        if !keep_edges {
            pat = pat.trim_end_matches([' ', '\t']);
        }
        let col = line[..after + lead].chars().count() + 1;
        let mut d = Directive {
            kind,
            prefix,
            pieces: Vec::new(),
            line: idx + 1,
            col,
            line_text: line.to_string(),
            fixed: None,
        };
        let mut problem: Option<String> = None;
        if kind == Kind::Empty {
            if !pat.is_empty() {
                problem = Some(format!(
                    "found non-empty check string for empty check with prefix '{}:'",
                    d.prefix
                ));
            }
        } else if pat.is_empty() {
            problem = Some(format!(
                "found empty check string with prefix '{}:'",
                d.name()
            ));
        } else if kind == Kind::Count(0) {
            problem = Some("invalid count in -COUNT specification on prefix".to_string());
        } else {
            match parse_pattern(pat, Some(idx + 1)) {
                Ok(pieces) => {
                    if kind == Kind::Label
                        && pieces
                            .iter()
                            .any(|p| matches!(p, Piece::Def(..) | Piece::Use(_)))
                    {
                        problem = Some(format!(
                            "found '{}:' with variable definition or use",
                            d.name()
                        ));
                    }
                    d.pieces = pieces;
                }
                Err(e) => problem = Some(e),
            }
        }
        if let Some(msg) = problem {
            errors.push_str(&report_at_check(check_name, &d_loc(&d), &msg));
        }
        if matches!(kind, Kind::Next | Kind::Same | Kind::Empty)
            && !out.iter().any(|p| p.kind != Kind::Not)
        {
            let what = d.name();
            let _ = write!(
                errors,
                "{}",
                report_at_check(
                    check_name,
                    &d_loc(&d),
                    &format!("found '{what}' without previous '{}: line", d.prefix)
                )
            );
        }
        if d.pieces.iter().all(|p| !matches!(p, Piece::Use(_))) && kind != Kind::Empty {
            match build_regex(&d.pieces, None, opts, kind) {
                Ok((re, _)) => d.fixed = Some(re),
                Err(e) => {
                    let _ = write!(errors, "{}", report_at_check(check_name, &d_loc(&d), &e));
                }
            }
        }
        out.push(d);
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    if out.is_empty() {
        let list: Vec<String> = opts.prefixes.iter().map(|p| format!("'{p}:'")).collect();
        let noun = if list.len() == 1 {
            "prefix"
        } else {
            "prefixes"
        };
        return Err(format!(
            "error: no check strings found with {noun} {} in '{check_name}'\n",
            list.join(", ")
        ));
    }
    Ok(out)
}

struct Loc<'a> {
    line: usize,
    col: usize,
    text: &'a str,
}

fn d_loc(d: &Directive) -> Loc<'_> {
    Loc {
        line: d.line,
        col: d.col,
        text: &d.line_text,
    }
}

fn caret_line(text: &str, col: usize) -> String {
    // Tabs are kept so the caret lines up under a tab-indented source line.
    let pad: String = text
        .chars()
        .take(col.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    format!("{pad}^")
}

fn report_at_check(check_name: &str, loc: &Loc<'_>, msg: &str) -> String {
    if loc.line == 0 {
        return format!("{check_name}: error: {msg}\n{}\n", loc.text);
    }
    format!(
        "{check_name}:{}:{}: error: {msg}\n{}\n{}\n",
        loc.line,
        loc.col,
        loc.text,
        caret_line(loc.text, loc.col)
    )
}

/// Splits a pattern into literal text, `{{regex}}` blocks and `[[...]]`
/// variable definitions and uses. `[[@LINE]]`, `[[@LINE+N]]` and
/// `[[@LINE-N]]` are the directive's own line number (`line`), offset.
fn parse_pattern(text: &str, line: Option<usize>) -> Result<Vec<Piece>, String> {
    let mut pieces = Vec::new();
    let mut lit = String::new();
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        if let Some(body) = rest.strip_prefix("{{") {
            let Some(end) = regex_block_end(body) else {
                return Err("found start of regex string with no end '}}'".to_string());
            };
            if !lit.is_empty() {
                pieces.push(Piece::Lit(std::mem::take(&mut lit)));
            }
            pieces.push(Piece::Re(body[..end].to_string()));
            i += 2 + end + 2;
            continue;
        }
        if let Some(body) = rest.strip_prefix("[[") {
            if let Some(end) = body.find("]]") {
                let inner = &body[..end];
                let piece = if inner.starts_with('#') {
                    return Err(format!(
                        "numeric substitution blocks are not supported: '[[{inner}]]'"
                    ));
                } else if inner.starts_with('@') {
                    let n = line
                        .and_then(|l| at_line(inner, l))
                        .ok_or_else(|| format!("invalid pseudo variable '[[{inner}]]'"))?;
                    lit.push_str(&n.to_string());
                    i += 2 + end + 2;
                    continue;
                } else if let Some(colon) = inner.find(':') {
                    let name = &inner[..colon];
                    if !valid_var(name) {
                        return Err(format!(
                            "invalid name in string variable definition '{name}'"
                        ));
                    }
                    Piece::Def(name.to_string(), inner[colon + 1..].to_string())
                } else if valid_var(inner) {
                    Piece::Use(inner.to_string())
                } else {
                    return Err(format!("invalid name in string variable use '{inner}'"));
                };
                if !lit.is_empty() {
                    pieces.push(Piece::Lit(std::mem::take(&mut lit)));
                }
                pieces.push(piece);
                i += 2 + end + 2;
                continue;
            }
        }
        let Some(c) = rest.chars().next() else { break };
        lit.push(c);
        i += c.len_utf8();
    }
    if !lit.is_empty() {
        pieces.push(Piece::Lit(lit));
    }
    Ok(pieces)
}

/// `@LINE`, `@LINE+N` or `@LINE-N` at directive line `line`.
fn at_line(inner: &str, line: usize) -> Option<usize> {
    let rest = inner.strip_prefix("@LINE")?.trim();
    if rest.is_empty() {
        return Some(line);
    }
    let (sign, n) = rest.split_at(1);
    let n: usize = n.trim().parse().ok()?;
    match sign {
        "+" => line.checked_add(n),
        "-" => line.checked_sub(n),
        _ => None,
    }
}

/// End of a `{{...}}` block: the first `}}` not closing a `{` opened inside
/// the regex, so `{{[0-9]{2}}}` keeps its repetition.
fn regex_block_end(body: &str) -> Option<usize> {
    let b = body.as_bytes();
    let mut depth = 0usize;
    let mut j = 0;
    while j < b.len() {
        match b[j] {
            b'\\' => j += 1,
            b'{' => depth += 1,
            b'}' if depth > 0 => depth -= 1,
            b'}' if b.get(j + 1) == Some(&b'}') => return Some(j),
            _ => {}
        }
        j += 1;
    }
    None
}

fn valid_var(name: &str) -> bool {
    let name = name.strip_prefix('$').unwrap_or(name);
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Builds the regex for a pattern with the variables' current values. The
/// second result maps capture-group names to the variables they define.
fn build_regex(
    pieces: &[Piece],
    vars: Option<&HashMap<String, String>>,
    opts: &FileCheckOptions,
    kind: Kind,
) -> Result<(Regex, Vec<(String, String)>), String> {
    let mut src = String::new();
    let mut defs: Vec<(String, String)> = Vec::new();
    for p in pieces {
        match p {
            Piece::Lit(s) => {
                let s = if opts.strict_whitespace {
                    s.clone()
                } else {
                    canonicalize_ws(s)
                };
                src.push_str(&regex::escape(&s));
            }
            Piece::Re(r) => {
                let _ = write!(src, "(?:{r})");
            }
            Piece::Def(name, r) => {
                let group = format!("v{}", defs.len());
                let _ = write!(src, "(?P<{group}>{r})");
                defs.push((group, name.clone()));
            }
            Piece::Use(name) => {
                if defs.iter().any(|(_, n)| n == name) {
                    return Err(format!(
                        "variable '{name}' is used on the line that defines it; this FileCheck does not support back-references"
                    ));
                }
                match vars.map(|vars| vars.get(name)) {
                    Some(Some(v)) => {
                        let v = if opts.strict_whitespace {
                            v.clone()
                        } else {
                            canonicalize_ws(v)
                        };
                        src.push_str(&regex::escape(&v));
                    }
                    Some(None) => return Err(format!("undefined variable: {name}")),
                    // Validation at parse time has no values yet: any text will do.
                    None => src.push_str("(?:)"),
                }
            }
        }
    }
    if opts.match_full_lines && kind != Kind::Not {
        src = if opts.strict_whitespace {
            format!("^(?:{src})$")
        } else {
            format!("^ ?(?:{src}) ?$")
        };
    }
    if opts.ignore_case {
        src = format!("(?i){src}");
    }
    Regex::new(&src).map(|re| (re, defs)).map_err(|e| {
        format!(
            "invalid regex: {}",
            e.to_string().lines().last().unwrap_or("")
        )
    })
}

struct Input {
    text: String,
    /// Byte offset where each line starts; one more entry than newlines.
    starts: Vec<usize>,
}

impl Input {
    fn new(text: String) -> Input {
        let mut starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i + 1);
            }
        }
        Input { text, starts }
    }
    /// 0-based line of a byte offset.
    fn line_of(&self, off: usize) -> usize {
        self.starts.partition_point(|&s| s <= off).saturating_sub(1)
    }
    fn line_end(&self, line: usize) -> usize {
        match self.starts.get(line + 1) {
            Some(&next) => next - 1,
            None => self.text.len(),
        }
    }
    fn line_text(&self, line: usize) -> &str {
        let start = self.starts.get(line).copied().unwrap_or(self.text.len());
        self.text.get(start..self.line_end(line)).unwrap_or("")
    }
    /// First match of `re` starting at or after `from` and ending at or
    /// before `to`, one line at a time.
    fn find(
        &self,
        re: &Regex,
        from: usize,
        to: usize,
    ) -> Option<(usize, usize, HashMap<String, String>)> {
        let mut line = self.line_of(from);
        while line < self.starts.len() {
            let ls = self.starts[line];
            if ls > to {
                break;
            }
            let le = self.line_end(line).min(to);
            let hay = self.text.get(ls..le)?;
            let start = from.saturating_sub(ls).min(hay.len());
            // Plain `find_at` first: capture extraction is only paid on the
            // one line that matches.
            let caps = if re.find_at(hay, start).is_some() {
                re.captures_at(hay, start)
            } else {
                None
            };
            if let Some(caps) = caps {
                if let Some(m) = caps.get(0) {
                    let mut groups = HashMap::new();
                    for name in re.capture_names().flatten() {
                        if let Some(g) = caps.name(name) {
                            groups.insert(name.to_string(), g.as_str().to_string());
                        }
                    }
                    return Some((ls + m.start(), ls + m.end(), groups));
                }
            }
            line += 1;
        }
        None
    }
}

struct Checker<'a> {
    input: Input,
    input_name: &'a str,
    check_name: &'a str,
    opts: &'a FileCheckOptions,
    vars: HashMap<String, String>,
    implicit: Vec<Directive>,
    errors: Vec<String>,
}

/// A found match: byte range in the input.
#[derive(Clone, Copy)]
struct Match {
    start: usize,
    end: usize,
}

impl Checker<'_> {
    fn run(&mut self, directives: &[Directive]) {
        // Labels first: they cut the input into blocks checked independently,
        // so one failure cannot cascade into the next function's checks.
        let mut cursor = 0;
        let mut bounds: Vec<(usize, Match)> = Vec::new();
        for (i, d) in directives.iter().enumerate() {
            if d.kind != Kind::Label {
                continue;
            }
            let end = self.input.text.len();
            match self.search(d, cursor, end) {
                Ok(Some(m)) => {
                    bounds.push((i, m));
                    cursor = m.end;
                }
                Ok(None) => {
                    self.not_found(d, cursor, "");
                    return;
                }
                Err(e) => {
                    self.error_at(d, &e);
                    return;
                }
            }
        }
        let mut first = 0;
        let mut start = 0;
        for (idx, m) in bounds.iter() {
            self.check_block(&directives[first..*idx], start, m.start);
            first = idx + 1;
            start = m.end;
        }
        self.check_block(&directives[first..], start, self.input.text.len());
    }

    fn check_block(&mut self, dirs: &[Directive], start: usize, end: usize) {
        let mut cursor = start;
        let mut nots: Vec<&Directive> = Vec::new();
        let implicit: Vec<Directive> = self.implicit.clone();
        nots.extend(implicit.iter());
        let mut i = 0;
        while i < dirs.len() {
            let d = &dirs[i];
            match d.kind {
                Kind::Not => {
                    nots.push(d);
                    i += 1;
                }
                Kind::Dag => {
                    let mut j = i;
                    while j < dirs.len() && dirs[j].kind == Kind::Dag {
                        j += 1;
                    }
                    let Some((lo, hi)) = self.match_dag_group(&dirs[i..j], cursor, end) else {
                        return;
                    };
                    if !self.check_nots(&nots, cursor, lo) {
                        return;
                    }
                    nots.clear();
                    nots.extend(implicit.iter());
                    cursor = hi;
                    i = j;
                }
                _ => {
                    let Some(m) = self.match_positive(d, cursor, end) else {
                        return;
                    };
                    if !self.check_nots(&nots, cursor, m.start) {
                        return;
                    }
                    nots.clear();
                    nots.extend(implicit.iter());
                    cursor = m.end;
                    i += 1;
                }
            }
        }
        self.check_nots(&nots, cursor, end);
    }

    fn regex_for(&self, d: &Directive) -> Result<(Regex, Vec<(String, String)>), String> {
        if let Some(re) = &d.fixed {
            let defs = d
                .pieces
                .iter()
                .filter_map(|p| match p {
                    Piece::Def(n, _) => Some(n.clone()),
                    _ => None,
                })
                .enumerate()
                .map(|(i, n)| (format!("v{i}"), n))
                .collect();
            return Ok((re.clone(), defs));
        }
        build_regex(&d.pieces, Some(&self.vars), self.opts, d.kind)
    }

    /// Searches for `d` in `[from, to)`, defining its variables on success.
    fn search(&mut self, d: &Directive, from: usize, to: usize) -> Result<Option<Match>, String> {
        let (re, defs) = self.regex_for(d)?;
        Ok(self.input.find(&re, from, to).map(|(start, end, groups)| {
            for (group, var) in defs {
                if let Some(v) = groups.get(&group) {
                    self.vars.insert(var, v.clone());
                }
            }
            Match { start, end }
        }))
    }

    fn match_positive(&mut self, d: &Directive, cursor: usize, end: usize) -> Option<Match> {
        if d.kind == Kind::Empty {
            return self.match_empty(d, cursor, end);
        }
        let times = if let Kind::Count(n) = d.kind { n } else { 1 };
        let mut pos = cursor;
        let mut first: Option<Match> = None;
        for k in 0..times {
            let m = match self.search(d, pos, end) {
                Ok(Some(m)) => m,
                Ok(None) => {
                    let extra = if times > 1 {
                        format!(" ({} out of {times})", k + 1)
                    } else {
                        String::new()
                    };
                    self.not_found(d, pos, &extra);
                    return None;
                }
                Err(e) => {
                    self.error_at(d, &e);
                    return None;
                }
            };
            first.get_or_insert(m);
            // An empty match must still advance, or COUNT would match one spot n times.
            pos = if m.end == m.start && k + 1 < times {
                self.next_char(m.end)
            } else {
                m.end
            };
        }
        let first = first?;
        let m = Match {
            start: first.start,
            end: pos,
        };
        let prev_line = self.input.line_of(cursor);
        let line = self.input.line_of(first.start);
        match d.kind {
            Kind::Next if line == prev_line => {
                self.misplaced(d, cursor, first, "is on the same line as previous match");
                None
            }
            Kind::Next if line != prev_line + 1 => {
                self.misplaced(
                    d,
                    cursor,
                    first,
                    "is not on the line after the previous match",
                );
                None
            }
            Kind::Same if line != prev_line => {
                self.misplaced(
                    d,
                    cursor,
                    first,
                    "is not on the same line as the previous match",
                );
                None
            }
            _ => Some(m),
        }
    }

    fn next_char(&self, off: usize) -> usize {
        let mut n = off + 1;
        while n < self.input.text.len() && !self.input.text.is_char_boundary(n) {
            n += 1;
        }
        n
    }

    /// CHECK-EMPTY: the line after the previous match must be empty.
    fn match_empty(&mut self, d: &Directive, cursor: usize, end: usize) -> Option<Match> {
        let prev = self.input.line_of(cursor);
        let mut line = prev + 1;
        while line < self.input.starts.len() && self.input.starts[line] <= end {
            // The "line" after a final newline is not a line of the input.
            if self.input.line_text(line).is_empty()
                && self.input.starts[line] < self.input.text.len()
            {
                let at = self.input.starts[line];
                if line != prev + 1 {
                    let m = Match { start: at, end: at };
                    self.misplaced(d, cursor, m, "is not on the line after the previous match");
                    return None;
                }
                return Some(Match { start: at, end: at });
            }
            line += 1;
        }
        self.not_found(d, cursor, "");
        None
    }

    /// Matches a run of CHECK-DAG directives in any order without overlap;
    /// returns the span from the earliest start to the latest end.
    fn match_dag_group(
        &mut self,
        dags: &[Directive],
        cursor: usize,
        end: usize,
    ) -> Option<(usize, usize)> {
        let mut found: Vec<Match> = Vec::new();
        for d in dags {
            let mut pos = cursor;
            loop {
                let m = match self.search(d, pos, end) {
                    Ok(Some(m)) => m,
                    Ok(None) => {
                        self.not_found(d, cursor, "");
                        return None;
                    }
                    Err(e) => {
                        self.error_at(d, &e);
                        return None;
                    }
                };
                let overlap = found.iter().find(|f| {
                    m.start < f.end && f.start < m.end || (m.start == m.end && m.start == f.start)
                });
                match overlap {
                    Some(f) => {
                        pos = if f.end > pos {
                            f.end
                        } else {
                            self.next_char(pos)
                        }
                    }
                    None => {
                        found.push(m);
                        break;
                    }
                }
                if pos > end {
                    self.not_found(d, cursor, "");
                    return None;
                }
            }
        }
        let lo = found.iter().map(|m| m.start).min()?;
        let hi = found.iter().map(|m| m.end).max()?;
        Some((lo, hi))
    }

    fn check_nots(&mut self, nots: &[&Directive], from: usize, to: usize) -> bool {
        for d in nots {
            match self.search(d, from, to) {
                Ok(None) => {}
                Ok(Some(m)) => {
                    let mut msg = self.head(d, "excluded string found in input");
                    msg.push_str(&self.note_at(m.start, "found here"));
                    self.errors.push(msg);
                    return false;
                }
                Err(e) => {
                    self.error_at(d, &e);
                    return false;
                }
            }
        }
        true
    }

    fn head(&self, d: &Directive, what: &str) -> String {
        let loc = Loc {
            line: d.line,
            col: d.col,
            text: &d.line_text,
        };
        report_at_check(self.check_name, &loc, &format!("{}: {what}", d.name()))
    }

    fn error_at(&mut self, d: &Directive, msg: &str) {
        let loc = d_loc(d);
        let s = report_at_check(self.check_name, &loc, msg);
        self.errors.push(s);
    }

    fn not_found(&mut self, d: &Directive, from: usize, extra: &str) {
        let mut msg = self.head(d, &format!("expected string not found in input{extra}"));
        msg.push_str(&self.note_at(from, "scanning from here"));
        if let Some(at) = self.closest_line(d, from) {
            msg.push_str(&self.note_at(at, "possible intended match here"));
        }
        msg.push_str(&self.excerpt(from));
        self.errors.push(msg);
    }

    /// FileCheck's "possible intended match": the input line after `from`
    /// closest (by edit distance) to the pattern's text, when it is close
    /// enough to be a plausible typo. Bounded, so a huge input stays fast.
    fn closest_line(&self, d: &Directive, from: usize) -> Option<usize> {
        let want: String = d
            .pieces
            .iter()
            .map(|p| match p {
                Piece::Lit(s) => canonicalize_ws(s),
                _ => String::new(),
            })
            .collect();
        let want: Vec<char> = want.trim().chars().take(200).collect();
        if want.len() < 3 {
            return None;
        }
        let first = self.input.line_of(from);
        let mut best: Option<(usize, usize)> = None;
        for line in first..(first + 500).min(self.input.starts.len()) {
            let text: Vec<char> = self
                .input
                .line_text(line)
                .trim()
                .chars()
                .take(400)
                .collect();
            let dist = best_substring_distance(&want, &text);
            if best.is_none_or(|(b, _)| dist < b) {
                best = Some((dist, line));
            }
        }
        let (dist, line) = best?;
        // More than a third wrong is a different line, not a typo.
        if dist == 0 || dist * 3 > want.len() {
            return None;
        }
        let start = self.input.starts.get(line).copied()?;
        Some(if line == first {
            from.max(start)
        } else {
            start
        })
    }

    fn misplaced(&mut self, d: &Directive, prev_end: usize, m: Match, what: &str) {
        let mut msg = self.head(d, what);
        let which = match d.kind {
            Kind::Same => "'same'",
            _ => "'next'",
        };
        msg.push_str(&self.note_at(m.start, &format!("{which} match was here")));
        msg.push_str(&self.note_at(prev_end, "previous match ended here"));
        self.errors.push(msg);
    }

    fn note_at(&self, off: usize, msg: &str) -> String {
        let line = self.input.line_of(off);
        let text = self.input.line_text(line);
        let start = self.input.starts.get(line).copied().unwrap_or(0);
        let col = self
            .input
            .text
            .get(start..off.min(self.input.line_end(line)))
            .map_or(0, |s| s.chars().count())
            + 1;
        format!(
            "{}:{}:{}: note: {msg}\n{text}\n{}\n",
            self.input_name,
            line + 1,
            col,
            caret_line(text, col)
        )
    }

    /// A few input lines after the scan start, numbered, so a failure can be
    /// understood without rerunning the command.
    fn excerpt(&self, from: usize) -> String {
        let first = self.input.line_of(from);
        // The empty "line" after a final newline is not worth showing.
        let lines = self.input.starts.len() - usize::from(self.input.text.ends_with('\n'));
        let last = (first + 6).min(lines);
        let mut s = String::from("input excerpt:\n");
        for l in first..last {
            let _ = writeln!(s, "{:>6} | {}", l + 1, self.input.line_text(l));
        }
        if last < lines {
            let _ = writeln!(s, "     ... ({} more lines)", lines - last);
        }
        s
    }
}

/// The smallest edit distance between `want` and any substring of `text`
/// (the approximate-substring variant of Levenshtein: free start and end).
fn best_substring_distance(want: &[char], text: &[char]) -> usize {
    let mut prev: Vec<usize> = vec![0; text.len() + 1];
    let mut cur: Vec<usize> = vec![0; text.len() + 1];
    for (i, w) in want.iter().enumerate() {
        cur[0] = i + 1;
        for (j, t) in text.iter().enumerate() {
            let subst = prev[j] + usize::from(w != t);
            cur[j + 1] = subst.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev.iter().copied().min().unwrap_or(want.len())
}

/// Usage text for `filecheck --help`.
pub const FILECHECK_USAGE: &str =
    "usage: filecheck CHECK-FILE [--input-file FILE] [--check-prefix P | --check-prefixes P,Q] \
[--strict-whitespace] [--match-full-lines] [--ignore-case] [--allow-empty] \
[--implicit-check-not PAT] [--comment-prefixes P,Q] [-D VAR=VALUE]\n";

/// The `filecheck` subcommand: `args` are the arguments after the
/// subcommand name. Reads the input from `--input-file` or `stdin`. Returns
/// 0 when every check passes, 1 on a mismatch, 2 on a usage or I/O error.
pub fn filecheck_main(args: &[String], mut stdin: impl Read) -> i32 {
    let mut opts = FileCheckOptions::default();
    let mut check_file: Option<String> = None;
    let mut input_file: Option<String> = None;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with('-') && !n.starts_with("-D") => (n, Some(v.to_string())),
            _ => (arg, None),
        };
        let name = if name.starts_with("--") {
            &name[1..]
        } else {
            name
        };
        let takes_value = matches!(
            name,
            "-check-prefix"
                | "-check-prefixes"
                | "-input-file"
                | "-implicit-check-not"
                | "-comment-prefixes"
                | "-dump-input"
        );
        let value = if takes_value {
            match inline {
                Some(v) => Some(v),
                None => {
                    i += 1;
                    match args.get(i) {
                        Some(v) => Some(v.clone()),
                        None => {
                            eprintln!("filecheck: option '{arg}' needs a value\n{FILECHECK_USAGE}");
                            return 2;
                        }
                    }
                }
            }
        } else {
            None
        };
        let v = value.unwrap_or_default();
        match name {
            "-check-prefix" | "-check-prefixes" => {
                opts.prefixes.extend(v.split(',').map(str::to_string))
            }
            "-comment-prefixes" => {
                opts.comment_prefixes = v.split(',').map(str::to_string).collect()
            }
            "-input-file" => input_file = Some(v),
            "-implicit-check-not" => opts.implicit_check_not.push(v),
            "-dump-input" | "-v" | "-vv" | "-color" => {}
            "-strict-whitespace" => opts.strict_whitespace = true,
            "-match-full-lines" => opts.match_full_lines = true,
            "-ignore-case" => opts.ignore_case = true,
            "-allow-empty" => opts.allow_empty = true,
            "-help" | "-h" => {
                print!("{FILECHECK_USAGE}");
                return 0;
            }
            "-version" => {
                println!(
                    "circle-rs FileCheck (testsuite {})",
                    env!("CARGO_PKG_VERSION")
                );
                return 0;
            }
            _ if arg.starts_with("-D") => {
                let def = if arg.len() > 2 {
                    arg[2..].to_string()
                } else {
                    i += 1;
                    args.get(i).cloned().unwrap_or_default()
                };
                match def.split_once('=') {
                    Some((k, val)) if valid_var(k) => {
                        opts.defines.push((k.to_string(), val.to_string()))
                    }
                    _ => {
                        eprintln!("filecheck: bad definition '-D{def}': expected VAR=VALUE");
                        return 2;
                    }
                }
            }
            _ if arg.starts_with('-') && arg.len() > 1 => {
                eprintln!("filecheck: unknown option '{arg}'\n{FILECHECK_USAGE}");
                return 2;
            }
            _ => {
                if check_file.is_some() {
                    eprintln!("filecheck: more than one check file given\n{FILECHECK_USAGE}");
                    return 2;
                }
                check_file = Some(arg.to_string());
            }
        }
        i += 1;
    }
    let Some(check_file) = check_file else {
        eprintln!("filecheck: no check file given\n{FILECHECK_USAGE}");
        return 2;
    };
    let check_text = match std::fs::read(&check_file) {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(e) => {
            eprintln!("filecheck: could not open check file '{check_file}': {e}");
            return 2;
        }
    };
    let (input, input_name) = match &input_file {
        Some(f) => match std::fs::read(f) {
            Ok(b) => (String::from_utf8_lossy(&b).into_owned(), f.clone()),
            Err(e) => {
                eprintln!("filecheck: could not open input file '{f}': {e}");
                return 2;
            }
        },
        None => {
            let mut b = Vec::new();
            if let Err(e) = stdin.read_to_end(&mut b) {
                eprintln!("filecheck: could not read standard input: {e}");
                return 2;
            }
            (
                String::from_utf8_lossy(&b).into_owned(),
                "<stdin>".to_string(),
            )
        }
    };
    match check(&check_text, &check_file, &input, &input_name, &opts) {
        Ok(()) => 0,
        Err(report) => {
            eprint!("{report}");
            1
        }
    }
}
