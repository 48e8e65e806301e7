//! Renders diagnostics: clang's text shape through codespan-reporting, or one
//! JSON object per diagnostic for tools.
//!
//! clang's shape is `file:line:col: error: message`, then the source line and
//! a caret, then `note:` lines; "In file included from" lines come before and
//! "expanded from macro" notes after. codespan's Short style prints exactly
//! that header and its Rich style the snippet, so each diagnostic is the Short
//! header followed by the Rich body without its own header and locus lines.

use codespan_reporting::diagnostic::{
    Diagnostic as CsDiagnostic, Label as CsLabel, Severity as CsSeverity,
};
use codespan_reporting::files::{Error as FilesError, Files};
use codespan_reporting::term::termcolor::{Buffer, WriteColor};
use codespan_reporting::term::{self, Chars, Config, DisplayStyle};
use lexer::diag::{Diagnostic, Severity};
use lexer::source::{FileId, SourceMap, Span};
use serde_json::json;
use std::ops::Range;

/// codespan's view of the source map: one "file" per distinct file.
struct SmFiles<'a>(&'a SourceMap);

impl<'a> Files<'a> for SmFiles<'a> {
    type FileId = FileId;
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, id: FileId) -> Result<&'a str, FilesError> {
        self.get(id).map(|f| f.name.as_str())
    }
    fn source(&'a self, id: FileId) -> Result<&'a str, FilesError> {
        self.get(id).map(|f| f.text.as_str())
    }
    fn line_index(&'a self, id: FileId, byte_index: usize) -> Result<usize, FilesError> {
        Ok(self.get(id)?.line_index(byte_index as u32))
    }
    fn line_range(&'a self, id: FileId, line_index: usize) -> Result<Range<usize>, FilesError> {
        let f = self.get(id)?;
        let starts = f.line_starts();
        let start = *starts.get(line_index).ok_or(FilesError::LineTooLarge {
            given: line_index,
            max: starts.len() - 1,
        })? as usize;
        let end = starts
            .get(line_index + 1)
            .map(|&e| e as usize)
            .unwrap_or(f.text.len());
        Ok(start..end)
    }
}

impl SmFiles<'_> {
    fn get(&self, id: FileId) -> Result<&lexer::source::SourceFile, FilesError> {
        self.0
            .files()
            .get(id.0 as usize)
            .ok_or(FilesError::FileMissing)
    }
}

/// A span resolved to one file: where clang would point (the expansion site
/// of macro-expanded tokens).
fn file_range(sm: &SourceMap, span: Span) -> Option<(FileId, Range<usize>)> {
    if span.is_dummy() {
        return None;
    }
    let lo = sm.user_offset(span.lo);
    let (file, pos, _) = sm.spelling_offset(lo)?;
    let hi_off = sm.user_offset(span.hi.saturating_sub(1).max(span.lo));
    let end = match sm.spelling_offset(hi_off) {
        Some((f, p, _)) if f == file && p >= pos => p as usize + 1,
        _ => pos as usize + 1,
    };
    let len = sm.file(file).text.len();
    let start = (pos as usize).min(len);
    // An empty range at end of file still gets a caret.
    Some((file, start..end.max(start).min(len.max(start))))
}

fn cs_severity(s: Severity) -> CsSeverity {
    match s {
        Severity::Note => CsSeverity::Note,
        Severity::Remark => CsSeverity::Help,
        Severity::Warning => CsSeverity::Warning,
        Severity::Error => CsSeverity::Error,
        Severity::Fatal => CsSeverity::Bug,
    }
}

/// The message as printed: target lists are part of it, so a diagnostic that
/// several modules raised reads `... [sm_30, sm_52]`.
pub fn display_message(d: &Diagnostic) -> String {
    if d.targets.is_empty() {
        d.message.clone()
    } else {
        format!("{} [{}]", d.message, d.targets.join(", "))
    }
}

pub struct Renderer<'a> {
    sm: &'a SourceMap,
    color: bool,
    program: &'a str,
}

impl<'a> Renderer<'a> {
    pub fn new(sm: &'a SourceMap, color: bool, program: &'a str) -> Renderer<'a> {
        Renderer { sm, color, program }
    }

    fn buffer(&self) -> Buffer {
        if self.color {
            Buffer::ansi()
        } else {
            Buffer::no_color()
        }
    }

    /// Text rendering of one diagnostic with its notes.
    pub fn text(&self, d: &Diagnostic) -> String {
        let mut out = self.buffer();
        let files = SmFiles(self.sm);
        match file_range(self.sm, d.primary.span) {
            None => {
                self.header_without_location(&mut out, d.severity, &display_message(d));
            }
            Some((file, range)) => {
                let mut stack = self.sm.include_stack(d.primary.span.lo);
                stack.reverse();
                // clang's order: outermost inclusion first, one line each.
                for inc in &stack {
                    if let Some(loc) = self.sm.location(self.sm.user_offset(inc.lo)) {
                        let name = &self.sm.file(loc.file).name;
                        let _ = writeln_buf(
                            &mut out,
                            &format!("In file included from {name}:{}:", loc.line),
                        );
                    }
                }
                let mut labels =
                    vec![CsLabel::primary(file, range).with_message(d.primary.message.clone())];
                for l in &d.secondary {
                    if let Some((f, r)) = file_range(self.sm, l.span) {
                        labels.push(CsLabel::secondary(f, r).with_message(l.message.clone()));
                    }
                }
                let cs = CsDiagnostic::new(cs_severity(d.severity))
                    .with_message(display_message(d))
                    .with_labels(labels);
                self.emit_clang_shape(&mut out, &files, &cs, d.primary.span);
                for (name, at) in self.macro_notes(d.primary.span.lo) {
                    self.located_note(
                        &mut out,
                        &files,
                        at,
                        &format!("expanded from macro '{name}'"),
                    );
                }
            }
        }
        for n in &d.notes {
            match n.span {
                Some(span) if !span.is_dummy() => {
                    self.located_note(&mut out, &files, span, &n.message)
                }
                _ => self.header_without_location(&mut out, Severity::Note, &n.message),
            }
        }
        String::from_utf8_lossy(out.as_slice()).into_owned()
    }

    /// For each macro expansion the offset went through (innermost first), the
    /// macro's name and where in its definition the token was spelled.
    fn macro_notes(&self, mut offset: u32) -> Vec<(String, Span)> {
        use lexer::source::{EntryKind, SCRATCH_NAME};
        let mut notes = Vec::new();
        for _ in 0..self.sm.entries().len() {
            let Some(entry) = self.sm.entry(offset) else {
                break;
            };
            match &entry.kind {
                // A macro argument is reported where it was written; the
                // macros it went through are not where the user looks.
                EntryKind::Expansion { spelling, .. }
                    if self.sm.is_macro_arg_entry(entry.start) =>
                {
                    offset = spelling.lo + (offset - entry.start);
                }
                EntryKind::Expansion {
                    macro_name,
                    spelling,
                    invocation,
                } => {
                    let at =
                        spelling.lo + (offset - entry.start).min(spelling.len().saturating_sub(1));
                    notes.push((macro_name.to_string(), Span::new(at, at + 1)));
                    offset = invocation.lo;
                }
                // A token made by `##` or `#` lives in a scratch buffer whose
                // origin is the paste, inside the macro's expansion.
                EntryKind::File {
                    file,
                    included_from,
                } if self.sm.file(*file).name == SCRATCH_NAME && !included_from.is_dummy() => {
                    offset = included_from.lo;
                }
                _ => break,
            }
        }
        notes
    }

    fn located_note(&self, out: &mut Buffer, files: &SmFiles, span: Span, message: &str) {
        match file_range(self.sm, span) {
            Some((file, range)) => {
                let cs = CsDiagnostic::note()
                    .with_message(message.to_string())
                    .with_labels(vec![CsLabel::primary(file, range)]);
                self.emit_clang_shape(out, files, &cs, span);
            }
            None => self.header_without_location(out, Severity::Note, message),
        }
    }

    /// `file:line:col` as `#line` directives present the location (clang's
    /// presumed location), replacing the physical one codespan printed.
    fn presumed_header(&self, head: Vec<u8>, span: Span) -> Vec<u8> {
        if !self.sm.has_line_directives() {
            return head;
        }
        let at = self.sm.user_offset(span.lo);
        let (Some(loc), Some((name, line, col))) =
            (self.sm.location(at), self.sm.presumed_location(at))
        else {
            return head;
        };
        let physical = format!(
            "{}:{}:{}",
            self.sm.file(loc.file).name,
            loc.line,
            loc.column
        );
        let presumed = format!("{name}:{line}:{col}");
        String::from_utf8_lossy(&head)
            .replacen(&physical, &presumed, 1)
            .into_bytes()
    }

    fn emit_clang_shape(
        &self,
        out: &mut Buffer,
        files: &SmFiles,
        cs: &CsDiagnostic<FileId>,
        span: Span,
    ) {
        let short = Config {
            display_style: DisplayStyle::Short,
            ..Config::default()
        };
        let rich = Config {
            display_style: DisplayStyle::Rich,
            chars: Chars::ascii(),
            ..Config::default()
        };
        let mut head = self.buffer();
        let mut body = self.buffer();
        let styles = term::Styles::default();
        if term::emit_to_write_style(
            &mut term::StylesWriter::new(&mut head, &styles),
            &short,
            files,
            cs,
        )
        .is_err()
            || term::emit_to_write_style(
                &mut term::StylesWriter::new(&mut body, &styles),
                &rich,
                files,
                cs,
            )
            .is_err()
        {
            self.header_without_location(out, Severity::Note, &cs.message);
            return;
        }
        let _ = out.write_all_bytes(&self.presumed_header(head.into_inner(), span));
        // Rich output: header line, locus line, then the snippet. Keep the snippet
        // up to the blank line codespan puts after it.
        let body = String::from_utf8_lossy(body.as_slice()).into_owned();
        let mut snippet = Vec::new();
        for line in body.lines().skip(2) {
            let plain = strip_ansi(line);
            if plain.trim().is_empty() {
                break;
            }
            // clang prints no empty gutter lines around the snippet.
            if plain.trim() == "|" {
                continue;
            }
            snippet.push(show_bidi_controls(line));
        }
        for line in clip_long_lines(snippet) {
            let _ = writeln_buf(out, &line);
        }
    }

    fn header_without_location(&self, out: &mut Buffer, severity: Severity, message: &str) {
        let mut spec = codespan_reporting::term::termcolor::ColorSpec::new();
        let color = match severity {
            Severity::Error | Severity::Fatal => codespan_reporting::term::termcolor::Color::Red,
            Severity::Warning => codespan_reporting::term::termcolor::Color::Yellow,
            _ => codespan_reporting::term::termcolor::Color::Green,
        };
        spec.set_fg(Some(color)).set_bold(true);
        let _ = out.write_all_bytes(format!("{}: ", self.program).as_bytes());
        let _ = out.set_color(&spec);
        let _ = out.write_all_bytes(format!("{}:", severity.as_str()).as_bytes());
        let _ = out.reset();
        let _ = writeln_buf(out, &format!(" {message}"));
    }

    /// One JSON object describing a diagnostic (one line, no trailing newline).
    pub fn json(&self, d: &Diagnostic) -> String {
        let loc = |span: Span| -> serde_json::Value {
            match file_range(self.sm, span) {
                Some((file, range)) => {
                    let f = self.sm.file(file);
                    let pos = |p: usize| {
                        let line = f.line_index(p as u32);
                        (line + 1, p - f.line_starts()[line] as usize + 1)
                    };
                    let (line, column) = pos(range.start);
                    let (end_line, end_column) = pos(range.end.max(range.start));
                    json!({"file": f.name, "line": line, "column": column,
                           "end_line": end_line, "end_column": end_column})
                }
                None => serde_json::Value::Null,
            }
        };
        let include_stack: Vec<_> = self
            .sm
            .include_stack(d.primary.span.lo)
            .into_iter()
            .map(|s| loc(Span::new(s.lo, s.lo + 1)))
            .collect();
        let macros: Vec<_> = self
            .macro_notes(d.primary.span.lo)
            .into_iter()
            .map(|(name, at)| json!({"macro": name, "location": loc(at)}))
            .collect();
        json!({
            "severity": d.severity.as_str(),
            "code": d.code,
            "message": d.message,
            "location": loc(d.primary.span),
            "label": d.primary.message,
            "secondary": d.secondary.iter().map(|l| json!({"location": loc(l.span), "message": l.message})).collect::<Vec<_>>(),
            "notes": d.notes.iter().map(|n| json!({"location": n.span.map(loc), "message": n.message})).collect::<Vec<_>>(),
            "targets": d.targets,
            "include_stack": include_stack,
            "macro_expansions": macros,
        })
        .to_string()
    }
}

fn writeln_buf(out: &mut Buffer, line: &str) -> std::io::Result<()> {
    out.write_all_bytes(line.as_bytes())?;
    out.write_all_bytes(b"\n")
}

trait WriteAllBytes {
    fn write_all_bytes(&mut self, b: &[u8]) -> std::io::Result<()>;
}
impl WriteAllBytes for Buffer {
    fn write_all_bytes(&mut self, b: &[u8]) -> std::io::Result<()> {
        std::io::Write::write_all(self, b)
    }
}

fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for c2 in chars.by_ref() {
                if c2.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Source lines longer than this are shown as a window around the caret.
const MAX_SNIPPET_COLUMNS: usize = 240;
/// Characters kept before the caret in a clipped line.
const CLIP_BEFORE: usize = 80;
const CLIP_WIDTH: usize = 160;

/// A minified or generated line can be megabytes long: show the part of
/// each over-long source line around the caret of the label line after it,
/// with "..." where text was cut, so one diagnostic stays a few lines.
fn clip_long_lines(lines: Vec<String>) -> Vec<String> {
    if lines.iter().all(|l| l.len() <= MAX_SNIPPET_COLUMNS) {
        return lines;
    }
    let plain: Vec<String> = lines.iter().map(|l| strip_ansi(l)).collect();
    let mut out = Vec::with_capacity(lines.len());
    let mut i = 0;
    while i < lines.len() {
        let src = &plain[i];
        let Some(bar) = src.find('|') else {
            out.push(lines[i].clone());
            i += 1;
            continue;
        };
        let text: Vec<char> = src[bar + 1..].chars().collect();
        if text.len() <= MAX_SNIPPET_COLUMNS || src[..bar].trim().is_empty() {
            out.push(lines[i].clone());
            i += 1;
            continue;
        }
        // The label lines under this source line share its window.
        let mut labels = Vec::new();
        let mut j = i + 1;
        while j < plain.len()
            && plain[j]
                .find('|')
                .is_some_and(|b| plain[j][..b].trim().is_empty())
        {
            labels.push(plain[j].clone());
            j += 1;
        }
        let caret = labels
            .first()
            .and_then(|l| l.find('|').map(|b| &l[b + 1..]))
            .and_then(|t| t.chars().position(|c| c != ' '))
            .unwrap_or(0);
        let start = caret.saturating_sub(CLIP_BEFORE);
        let end = (start + CLIP_WIDTH).min(text.len());
        let lead = if start > 0 { "..." } else { "" };
        let tail = if end < text.len() { "..." } else { "" };
        let window: String = text[start..end].iter().collect();
        out.push(format!("{}|{lead}{window}{tail}", &src[..bar]));
        for l in labels {
            let b = l.find('|').unwrap_or(0);
            let chars: Vec<char> = l[b + 1..].chars().collect();
            let piece: String = chars[start.min(chars.len())..end.min(chars.len())]
                .iter()
                .collect();
            out.push(format!("{}|{}{piece}", &l[..b], " ".repeat(lead.len())));
        }
        i = j;
    }
    out
}

/// A bidirectional control character in a snippet would reorder the rest of
/// the terminal line, hiding what the diagnostic is about: show it as
/// `<U+202E>`, as clang does.
fn show_bidi_controls(line: &str) -> String {
    if !line.contains(|c| matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')) {
        return line.to_string();
    }
    let mut out = String::with_capacity(line.len() + 16);
    for c in line.chars() {
        if matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}') {
            out.push_str(&format!("<U+{:04X}>", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (SourceMap, u32, u32) {
        let mut sm = SourceMap::new();
        let (_, main) = sm.add_and_enter(
            "main.cu",
            "main.cu",
            "#include \"h.h\"\nint x = Y;\n".into(),
            Span::DUMMY,
        );
        let (_, h) = sm.add_and_enter(
            "h.h",
            "h.h",
            "#define Y oops\nint y = ;\n".into(),
            Span::new(main, main + 14),
        );
        (sm, main, h)
    }

    #[test]
    fn clang_shape_with_include_stack() {
        let (sm, _, h) = setup();
        let d = Diagnostic::error(
            "parse-expected-expression",
            Span::new(h + 23, h + 24),
            "expected expression",
        );
        let text = Renderer::new(&sm, false, "circle-rs").text(&d);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "In file included from main.cu:1:");
        assert_eq!(lines[1], "h.h:2:9: error: expected expression");
        assert!(lines[2].contains("2 | int y = ;"), "{text}");
        assert!(lines[3].trim_end().ends_with('^'), "{text}");
    }

    #[test]
    fn expanded_from_macro_note() {
        let (mut sm, main, h) = setup();
        let exp = sm.add_expansion(
            "Y",
            Span::new(h + 10, h + 14),
            Span::new(main + 23, main + 24),
        );
        let d = Diagnostic::error(
            "sema-undeclared",
            Span::new(exp, exp + 4),
            "use of undeclared identifier 'oops'",
        );
        let text = Renderer::new(&sm, false, "circle-rs").text(&d);
        assert!(
            text.starts_with("main.cu:2:9: error: use of undeclared identifier 'oops'"),
            "{text}"
        );
        assert!(
            text.contains("h.h:1:11: note: expanded from macro 'Y'"),
            "{text}"
        );
    }

    #[test]
    fn global_and_targets_and_json() {
        let (sm, main, _) = setup();
        let d = Diagnostic::global(Severity::Error, "drv-no-input", "no input files");
        assert_eq!(
            Renderer::new(&sm, false, "circle-rs").text(&d),
            "circle-rs: error: no input files\n"
        );
        let mut d = Diagnostic::warning("cg-x", Span::new(main + 15, main + 18), "w")
            .with_note("plain note");
        d.targets = vec!["sm_30".into(), "sm_52".into()];
        let text = Renderer::new(&sm, false, "circle-rs").text(&d);
        assert!(
            text.starts_with("main.cu:2:1: warning: w [sm_30, sm_52]"),
            "{text}"
        );
        assert!(text.ends_with("circle-rs: note: plain note\n"), "{text}");
        let j: serde_json::Value =
            serde_json::from_str(&Renderer::new(&sm, false, "circle-rs").json(&d)).unwrap();
        assert_eq!(j["location"]["line"], 2);
        assert_eq!(j["targets"][1], "sm_52");
        assert_eq!(j["code"], "cg-x");
    }
}
