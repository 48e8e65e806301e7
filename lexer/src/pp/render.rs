//! Output for `circle-rs -E` (preprocessed text with GCC-style line
//! markers) and for `-M`/`-MD` (make dependency rules).
//!
//! Tokens are placed on the line of their user-visible location (a macro's
//! expansion lands on the invocation's line); up to 8 blank lines are
//! written out, larger gaps become a line marker. Spacing comes from the
//! LEADING_SPACE flags, plus a space wherever two adjacent spellings would
//! lex differently when joined (`-` `-` never becomes `--`), so lexing the
//! output gives the same tokens back.

use super::{FileEvent, PpOutput};
use crate::runs::{run_snippet, SpellingRuns};
use crate::source::{EntryKind, SourceMap};
use crate::token::{clean_spelling, lex_raw, Token, TokenKind};
use std::borrow::Cow;
use std::path::PathBuf;

/// Renders tokens without pragmas (see [`render_output`]). `line_markers`
/// false is `-P`.
pub fn render(tokens: &[Token], sm: &SourceMap, line_markers: bool) -> String {
    Renderer::new(sm, line_markers).run(tokens, &[], &[])
}

/// Renders a whole [`PpOutput`] for `-E`, `#pragma` lines included.
pub fn render_output(out: &PpOutput, sm: &SourceMap, line_markers: bool) -> String {
    Renderer::new(sm, line_markers).run(&out.tokens, &out.pragmas, &out.file_events)
}

/// A make rule `target: deps...` for `-M`/`-MD`/`-MF`, one dependency per
/// continued line, with spaces, `#` and `$` escaped as make needs.
pub fn render_deps(target: &str, deps: &[PathBuf]) -> String {
    fn escape(s: &str) -> String {
        let mut out = String::with_capacity(s.len());
        for c in s.chars() {
            match c {
                ' ' => out.push_str("\\ "),
                '#' => out.push_str("\\#"),
                '$' => out.push_str("$$"),
                c => out.push(c),
            }
        }
        out
    }
    let mut s = format!("{}:", escape(target));
    for d in deps {
        s.push_str(" \\\n  ");
        s.push_str(&escape(&d.display().to_string()));
    }
    s.push('\n');
    s
}

/// [`render_deps`] followed by an empty rule for every dependency but the
/// first (`-MP`), so make does not fail when a header is deleted.
pub fn render_deps_phony(target: &str, deps: &[PathBuf]) -> String {
    let mut s = render_deps(target, deps);
    for d in deps.iter().skip(1) {
        s.push('\n');
        s.push_str(&render_deps(&d.display().to_string(), &[]));
    }
    s
}

struct Renderer<'a> {
    sm: &'a SourceMap,
    markers: bool,
    out: String,
    /// Start of the source-map entry of the file being written, and the
    /// offset of some token in it (for its include stack).
    entry: Option<(u32, u32)>,
    /// The file entry being written: (first offset, last offset, file).
    cur: Option<(u32, u32, crate::source::FileId)>,
    line: u32,
    at_line_start: bool,
    /// The kind of the last token written on the current line, and where
    /// its spelling starts in `out` (it runs to the end).
    prev: Option<(TokenKind, usize)>,
    runs: SpellingRuns,
    /// Recent entries that are not a file's own text (macro expansions,
    /// their arguments, scratch buffers; tokens alternate among a few) and
    /// the output offset all of an entry's offsets have: the outermost
    /// invocation, or what the scratch text was made from.
    moved: [(u32, u32, u32); MOVED_SLOTS],
    next_moved: usize,
    /// The line index in `cur`'s file of the last token placed: the next
    /// token is most often on it or the one after.
    line_hint: usize,
}

const MOVED_SLOTS: usize = 8;

fn quote(name: &str) -> String {
    name.replace('\\', "\\\\").replace('"', "\\\"")
}

impl<'a> Renderer<'a> {
    fn new(sm: &'a SourceMap, markers: bool) -> Renderer<'a> {
        Renderer {
            sm,
            markers,
            out: String::new(),
            entry: None,
            cur: None,
            line: 0,
            at_line_start: true,
            prev: None,
            runs: SpellingRuns::new(),
            // (1, 0, _) contains nothing.
            moved: [(1, 0, 0); MOVED_SLOTS],
            next_moved: 0,
            line_hint: 0,
        }
    }

    fn newline(&mut self) {
        if !self.out.is_empty() && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
        self.at_line_start = true;
        self.prev = None;
    }

    fn run(mut self, tokens: &[Token], pragmas: &[super::Pragma], events: &[FileEvent]) -> String {
        let mut next_pragma = 0;
        let mut next_event = 0;
        // The main file's marker comes first, as in GCC's output, even when
        // its first tokens come from an included header.
        let main = self.sm.entries().iter().find(|e| match &e.kind {
            EntryKind::File {
                file,
                included_from,
            } => included_from.is_dummy() && !self.sm.file(*file).path.as_os_str().is_empty(),
            _ => false,
        });
        if let Some(e) = main {
            if let EntryKind::File { file, .. } = &e.kind {
                if self.markers {
                    self.out
                        .push_str(&format!("# 1 \"{}\"\n", quote(&self.sm.file(*file).name)));
                }
                self.entry = Some((e.start, e.start));
                self.line = 1;
            }
        }
        for (i, tok) in tokens.iter().enumerate() {
            loop {
                let event = events.get(next_event).filter(|e| e.before_token <= i);
                let pragma = pragmas.get(next_pragma).filter(|p| p.before_token <= i);
                if let Some(e) =
                    event.filter(|e| pragma.is_none() || e.pragmas_before <= next_pragma)
                {
                    self.file_event(e);
                    next_event += 1;
                    continue;
                }
                let Some(p) = pragma else { break };
                self.place(p.span.lo, true);
                self.newline();
                self.out.push_str("#pragma ");
                self.out.push_str(&p.text);
                self.out.push('\n');
                self.line += 1;
                next_pragma += 1;
            }
            if tok.kind == TokenKind::Eof {
                break;
            }
            // One run lookup gives both where the token goes and its text.
            let run = self.runs.run(self.sm, tok.span.lo);
            let at = run.and_then(|r| r.output).unwrap_or(tok.span.lo);
            let col = self.place_output(at, tok.start_of_line());
            let text = match run.and_then(|r| run_snippet(self.sm, r, tok.span)) {
                Some(text) => clean_spelling(tok.kind, text),
                None => Cow::Borrowed(""),
            };
            if self.at_line_start {
                self.out.extend(std::iter::repeat_n(
                    ' ',
                    col.saturating_sub(1).min(256) as usize,
                ));
            } else if tok.leading_space() || self.would_paste(tok.kind, &text) {
                self.out.push(' ');
            }
            let start = self.out.len();
            self.out.push_str(&text);
            // Only raw strings span lines; a short token is cheaper to
            // count by hand than to search.
            if tok.kind == TokenKind::RawString {
                self.line += text.bytes().filter(|&b| b == b'\n').count() as u32;
            }
            self.at_line_start = false;
            self.prev = Some((tok.kind, start));
        }
        for p in &pragmas[next_pragma.min(pragmas.len())..] {
            self.newline();
            self.out.push_str("#pragma ");
            self.out.push_str(&p.text);
            self.out.push('\n');
        }
        self.newline();
        self.out
    }

    /// A `# 1 "file" 1` or `# N "file" 2` marker where a file is entered or left.
    fn file_event(&mut self, e: &FileEvent) {
        let Some((name, line, _)) = self.sm.presumed_location(e.offset) else {
            return;
        };
        let Some(entry) = self.sm.entry(e.offset) else {
            return;
        };
        let name = name.to_string();
        if let EntryKind::File { included_from, .. } = entry.kind {
            // First reach the `#include` line in the includer, as clang does.
            if e.enter && !included_from.is_dummy() {
                self.place(included_from.lo, true);
            }
        }
        self.newline();
        if self.markers {
            let flag = if e.enter { 1 } else { 2 };
            self.out
                .push_str(&format!("# {line} \"{}\" {flag}\n", quote(&name)));
        }
        self.entry = Some((entry.start, e.offset));
        self.cur = None;
        self.line = line;
    }

    /// Moves the output to the line of `offset` if the token starts a line
    /// (`sol`), as clang does: the rest of a line after a macro invocation
    /// that spans lines stays on the invocation's line. Returns the column.
    fn place(&mut self, offset: u32, sol: bool) -> u32 {
        let offset = self.output_offset(offset);
        self.place_output(offset, sol)
    }

    /// [`Self::place`] of an offset already taken to where `-E` puts it.
    fn place_output(&mut self, offset: u32, sol: bool) -> u32 {
        let sm = self.sm;
        // Fast path (most tokens): spelled, or expanded, in the file being
        // written, and no `#line` to account for.
        if let Some((start, end, file)) = self.cur {
            if (start..=end).contains(&offset) && !sm.has_line_directives() {
                // Neither starting a line nor indented: stays where it is.
                if !sol && !self.at_line_start {
                    return 1;
                }
                let f = sm.file(file);
                let pos = offset - start;
                let starts = f.line_starts();
                let on = |i: usize| {
                    starts.get(i).is_some_and(|&s| s <= pos)
                        && starts.get(i + 1).is_none_or(|&s| pos < s)
                };
                let index = if on(self.line_hint) {
                    self.line_hint
                } else if on(self.line_hint + 1) {
                    self.line_hint + 1
                } else {
                    f.line_index(pos)
                };
                self.line_hint = index;
                self.advance(index as u32 + 1, sol, &f.name, start, offset);
                return pos - f.line_starts()[index] + 1;
            }
        }
        let off = offset;
        let Some((name, line, col)) = sm.presumed_location(off) else {
            return 1;
        };
        let Some(entry) = sm.entry(off) else {
            return col;
        };
        let EntryKind::File { file, .. } = entry.kind else {
            return col;
        };
        self.cur = Some((entry.start, entry.start + entry.len, file));
        if self.entry.map(|(s, _)| s) == Some(entry.start) {
            self.advance(line, sol, name, entry.start, off);
            return col;
        }
        let flag = self.entry.map_or("", |(start, prev_off)| {
            let in_entry = |span: &crate::source::Span, s: u32| {
                sm.entry(span.lo).is_some_and(|e| e.start == s)
            };
            if sm.include_stack(off).iter().any(|sp| in_entry(sp, start)) {
                " 1"
            } else if sm
                .include_stack(prev_off)
                .iter()
                .any(|sp| in_entry(sp, entry.start))
            {
                " 2"
            } else {
                ""
            }
        });
        self.newline();
        if self.markers {
            self.out
                .push_str(&format!("# {line} \"{}\"{flag}\n", quote(name)));
        }
        self.entry = Some((entry.start, off));
        self.line = line;
        col
    }

    /// [`SourceMap::output_offset`]: the same for every offset of an
    /// expansion or scratch entry, so remembered per entry; an offset in
    /// the file being written is its own.
    fn output_offset(&mut self, offset: u32) -> u32 {
        if self
            .cur
            .is_some_and(|(start, end, _)| (start..=end).contains(&offset))
        {
            return offset;
        }
        for &(lo, hi, to) in &self.moved {
            if (lo..=hi).contains(&offset) {
                return to;
            }
        }
        let Some(e) = self.sm.entry(offset) else {
            return offset;
        };
        let Some(to) = e.output_offset() else {
            return offset;
        };
        self.moved[self.next_moved] = (e.start, e.start + e.len, to);
        self.next_moved = (self.next_moved + 1) % MOVED_SLOTS;
        to
    }

    /// Within one file: a token starting a later line goes there, by up to
    /// 8 newlines or else a line marker.
    fn advance(&mut self, line: u32, sol: bool, name: &str, entry_start: u32, off: u32) {
        if line <= self.line || !sol {
            return;
        }
        let gap = line - self.line;
        if !self.markers {
            self.newline();
        } else if gap <= 8 {
            // From anywhere on line N (its start included), N+gap takes gap
            // newlines.
            for _ in 0..gap {
                self.out.push('\n');
            }
            self.at_line_start = true;
            self.prev = None;
        } else {
            self.newline();
            self.out
                .push_str(&format!("# {line} \"{}\"\n", quote(name)));
        }
        self.line = line;
        self.entry = Some((entry_start, off));
    }

    /// Would `prev` followed directly by `text` lex as something else?
    fn would_paste(&self, kind: TokenKind, text: &str) -> bool {
        let Some((pkind, start)) = self.prev else {
            return false;
        };
        let prev = &self.out[start..];
        let (Some(a), Some(b)) = (prev.chars().last(), text.chars().next()) else {
            return false;
        };
        // (Every non-ASCII character counts, so ASCII tests suffice.)
        let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$' || !c.is_ascii();
        let op = |c: char| {
            matches!(
                c,
                '+' | '-'
                    | '*'
                    | '/'
                    | '%'
                    | '<'
                    | '>'
                    | '='
                    | '!'
                    | '&'
                    | '|'
                    | '^'
                    | ':'
                    | '#'
                    | '.'
            )
        };
        // Cheap answers first: this runs once per token of `-E` output.
        let risky = (op(a) && op(b))
            || (word(a) && (word(b) || b == '\'' || b == '"'))
            || ((a == '"' || a == '\'') && word(b))
            || ((a.is_ascii_digit() || a == '.') && (b == '.' || b.is_ascii_digit()))
            || (word(a) && (b == '.' || b == '+' || b == '-'));
        if !risky {
            return false;
        }
        let joined = format!("{prev}{text}");
        let (toks, errors) = lex_raw(&joined, 1);
        !errors.is_empty()
            || toks.len() != 2
            || toks[0].kind != pkind
            || toks[1].kind != kind
            || toks[0].span.len() as usize != prev.len()
    }
}
