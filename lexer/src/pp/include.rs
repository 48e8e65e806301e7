//! `#include` and `#include_next` ([cpp.include]): header names, the
//! search path, and the multiple-include optimization (a file whose include
//! guard is defined, or that said `#pragma once`, is not read again).
//!
//! Search order: for `"..."`, the includer's directory, then `-iquote`,
//! `-I`, `-isystem`, and the default list (libstdc++, the compiler's own
//! headers, the C library's); for `<...>` the same without
//! the first two. `#include_next` continues after the directory the current
//! file was found in.

use super::reader::Guard;
use super::Pp;
use crate::diagnostics;
use crate::source::Span;
use crate::token::{spelling, Token, TokenKind};
use std::path::{Path, PathBuf};

impl Pp<'_> {
    /// The search path as one list; `<...>` starts after the `-iquote` part.
    fn search_dirs(&self) -> Vec<&Path> {
        let o = self.opts;
        let mut dirs: Vec<&Path> = Vec::new();
        dirs.extend(o.quote_dirs.iter().map(PathBuf::as_path));
        dirs.extend(o.include_dirs.iter().map(PathBuf::as_path));
        dirs.extend(o.system_dirs.iter().map(PathBuf::as_path));
        dirs.extend(o.default_dirs.iter().map(PathBuf::as_path));
        dirs
    }

    /// Resolves a header name; returns the path and the index of the search
    /// directory it was found in (`None` for the includer's directory or an
    /// absolute path).
    pub(crate) fn find_include(
        &self,
        name: &str,
        angled: bool,
        next: bool,
    ) -> Option<(PathBuf, Option<usize>)> {
        if name.is_empty() {
            return None;
        }
        let path = Path::new(name);
        if path.is_absolute() {
            return path.is_file().then(|| (path.to_path_buf(), None));
        }
        let current = self.files.iter().rev().find(|f| !f.is_buffer);
        let dirs = self.search_dirs();
        let mut start = if angled {
            self.opts.quote_dirs.len()
        } else {
            0
        };
        if next {
            // Continue after the directory the current file came from.
            if let Some(i) = current.and_then(|f| f.found_in) {
                start = i + 1;
            }
        } else if !angled {
            if let Some(f) = current {
                let candidate = f.dir.join(path);
                if candidate.is_file() {
                    return Some((candidate, None));
                }
            }
        }
        dirs.iter().enumerate().skip(start).find_map(|(i, d)| {
            let candidate = d.join(path);
            candidate.is_file().then_some((candidate, Some(i)))
        })
    }

    /// The header name at the start of `toks`: `"name"` or `<name>`; returns
    /// (name, angled, span of the name, tokens used).
    pub(crate) fn header_name(&self, toks: &[Token]) -> Option<(String, bool, Span, usize)> {
        let first = toks.first()?;
        match first.kind {
            TokenKind::String => {
                let s = spelling(self.sm, first);
                // A q-char-sequence: backslashes are not escapes.
                let inner = s.strip_prefix('"')?.strip_suffix('"')?;
                Some((inner.to_string(), false, first.span, 1))
            }
            TokenKind::Lt => {
                let close = toks.iter().position(|t| t.kind == TokenKind::Gt)?;
                let mut name = String::new();
                for (k, t) in toks[1..close].iter().enumerate() {
                    if k > 0 && t.leading_space() {
                        name.push(' ');
                    }
                    name.push_str(&spelling(self.sm, t));
                }
                Some((name, true, first.span.to(toks[close].span), close + 1))
            }
            _ => None,
        }
    }

    /// `#include` / `#include_next`; `rest` follows the directive name and
    /// `span` covers the whole directive (the included file's "included from").
    pub(crate) fn include(&mut self, rest: &[Token], span: Span, next: bool) {
        let direct = rest
            .first()
            .is_some_and(|t| matches!(t.kind, TokenKind::String | TokenKind::Lt));
        let toks = if direct {
            rest.to_vec()
        } else {
            self.expand_list_of(rest)
        };
        let Some((name, angled, name_span, used)) = self.header_name(&toks) else {
            let at = rest.first().map_or(span, |t| t.span);
            self.report(diagnostics::expected_filename(at));
            return;
        };
        if name.is_empty() {
            self.report(diagnostics::empty_filename(name_span));
            return;
        }
        if let Some(extra) = toks.get(used) {
            let which = if next { "include_next" } else { "include" };
            self.report(diagnostics::extra_tokens(extra.span, which));
        }
        if next && self.files.iter().filter(|f| !f.is_buffer).count() <= 1 {
            self.report(diagnostics::include_next_in_main(span));
        }
        let Some((path, found_in)) = self.find_include(&name, angled, next) else {
            // Point at the file name as written (not at its macro expansion).
            let at = if direct {
                name_span
            } else {
                rest.first().map_or(span, |t| t.span)
            };
            self.report(diagnostics::file_not_found(&name, at));
            return;
        };
        if self.stopped {
            return;
        }
        let depth = self.files.iter().filter(|f| !f.is_buffer).count();
        if depth >= self.opts.max_include_depth {
            self.report(diagnostics::include_too_deep(
                span,
                self.opts.max_include_depth,
            ));
            self.stopped = true;
            return;
        }
        let canon = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        let file = match self.file_ids.get(&canon) {
            Some(&f) => f,
            None => {
                let text = match std::fs::read(&path) {
                    Ok(bytes) => crate::source::text_from_bytes(bytes),
                    Err(e) => {
                        self.report(diagnostics::cannot_read_file(
                            &name,
                            &e.to_string(),
                            name_span,
                        ));
                        return;
                    }
                };
                self.deps.push(path.clone());
                let f = self
                    .sm
                    .add_file(path.display().to_string(), path.clone(), text);
                self.file_ids.insert(canon, f);
                f
            }
        };
        if self.pragma_once.contains(&file) {
            return;
        }
        if let Some(guard) = self.guards.get(&file) {
            if self.macros.contains_key(guard) {
                return;
            }
        }
        let len = self.sm.file(file).text.len() as u64;
        if u64::from(self.sm.offsets_used()) + len > u64::from(super::MAX_OFFSETS) {
            self.report(diagnostics::translation_unit_too_large(span));
            return;
        }
        let user_dirs = self.opts.quote_dirs.len() + self.opts.include_dirs.len();
        let system = match found_in {
            Some(i) => i >= user_dirs,
            // Beside its includer: a system header's neighbour is one too.
            None => self
                .files
                .iter()
                .rev()
                .find(|f| !f.is_buffer)
                .is_some_and(|f| self.sm.file(f.file).system),
        };
        if system {
            self.sm.mark_system(file);
        }
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        self.push_file(file, span, dir, found_in);
        if let Some(base) = self.files.last().map(|f| f.base) {
            self.file_event(true, base);
        }
    }

    /// Include-guard bookkeeping for a directive seen in the current file
    /// (active or skipped). `depth_before` is `conds.len()` before it ran.
    pub(crate) fn note_directive_for_guard(
        &mut self,
        name: &str,
        rest: &[Token],
        depth_before: usize,
    ) {
        let Some(f) = self.files.last() else { return };
        let guard = f.guard.clone();
        let new = match guard {
            Guard::Start => match self.guard_macro(name, rest) {
                Some(m) => Guard::Inside {
                    name: m,
                    depth: depth_before,
                },
                None => Guard::Invalid,
            },
            Guard::Inside { name: m, depth } => {
                let at_guard_level = depth_before == depth + 1;
                match name {
                    "endif" if at_guard_level => Guard::Closed(m),
                    "else" | "elif" | "elifdef" | "elifndef" if at_guard_level => Guard::Invalid,
                    _ => Guard::Inside { name: m, depth },
                }
            }
            Guard::Closed(_) => Guard::Invalid,
            Guard::Invalid => Guard::Invalid,
        };
        if let Some(f) = self.files.last_mut() {
            f.guard = new;
        }
    }

    /// The macro an opening `#ifndef X` / `#if !defined X` / `#if
    /// !defined(X)` tests.
    fn guard_macro(&self, name: &str, rest: &[Token]) -> Option<String> {
        let kinds: Vec<TokenKind> = rest.iter().map(|t| t.kind).collect();
        let ident_at = match (name, kinds.as_slice()) {
            ("ifndef", [TokenKind::Ident]) => 0,
            ("if", [TokenKind::Bang, TokenKind::Ident, TokenKind::Ident]) => 2,
            (
                "if",
                [TokenKind::Bang, TokenKind::Ident, TokenKind::LParen, TokenKind::Ident, TokenKind::RParen],
            ) => 3,
            _ => return None,
        };
        if ident_at > 0 && spelling(self.sm, &rest[1]) != "defined" {
            return None;
        }
        Some(spelling(self.sm, &rest[ident_at]).into_owned())
    }
}
