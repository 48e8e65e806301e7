//! Spelling lookups for loops that ask about every token (`-E` output,
//! macro-name lookup in the preprocessor).
//!
//! [`SourceMap::snippet`] follows a token's expansion chain entry by entry,
//! and each step is a search among all entries. But every entry maps its
//! offsets to file text by one constant shift (an expansion entry copies a
//! contiguous spelling range, and composing shifts gives a shift), so one
//! walk per entry answers for all its tokens. [`SpellingRuns`] remembers the
//! last few such runs; tokens come in order, so most lookups hit.

use crate::source::{EntryKind, FileId, SourceMap, Span};
use crate::token::{clean_spelling, Token};
use std::borrow::Cow;

/// Offsets `lo..=hi` are spelled at `pos + (offset - lo)` in `file`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpellingRun {
    pub lo: u32,
    pub hi: u32,
    pub file: FileId,
    pub pos: u32,
    /// [`SourceMap::output_offset`] of every offset in the run (it lies in
    /// one entry); `None` when they are their own.
    pub output: Option<u32>,
}

impl SourceMap {
    /// The largest range of offsets around `offset`, within its entry,
    /// that maps to one file by a constant shift.
    pub fn spelling_run(&self, offset: u32) -> Option<SpellingRun> {
        let first = self.entry(offset)?;
        if let Some((file, pos)) = first.spelled {
            return Some(SpellingRun {
                lo: first.start,
                hi: first.start + first.len,
                file,
                pos,
                output: first.output_offset(),
            });
        }
        // [lo, hi] in the original offsets; `shift` takes an original
        // offset to the space of the entry being looked at.
        let output = first.output_offset();
        let (mut lo, mut hi) = (i64::from(first.start), i64::from(first.start + first.len));
        let mut shift = 0i64;
        let mut at = offset;
        // Bounded: each step moves to an earlier entry.
        for _ in 0..=self.entries().len() {
            let e = self.entry(at)?;
            lo = lo.max(i64::from(e.start) - shift);
            hi = hi.min(i64::from(e.start + e.len) - shift);
            match &e.kind {
                EntryKind::File { file, .. } => {
                    return Some(SpellingRun {
                        lo: lo as u32,
                        hi: hi as u32,
                        file: *file,
                        pos: (lo + shift - i64::from(e.start)) as u32,
                        output,
                    });
                }
                EntryKind::Expansion { spelling, .. } => {
                    let d = i64::from(spelling.lo) - i64::from(e.start);
                    shift += d;
                    at = (i64::from(at) + d) as u32;
                }
            }
        }
        None
    }
}

/// How many runs [`SpellingRuns`] keeps: a token's own expansion, its
/// argument entries and the file around them alternate.
const SLOTS: usize = 8;

/// A cache of [`SpellingRun`]s for one source map (which only grows, so a
/// run once found stays true).
#[derive(Default, Debug)]
pub struct SpellingRuns {
    slots: [Option<SpellingRun>; SLOTS],
    next: usize,
    /// The slot that answered last, tried first: consecutive tokens mostly
    /// share a run.
    last: usize,
}

impl SpellingRuns {
    pub fn new() -> SpellingRuns {
        SpellingRuns::default()
    }

    /// The run holding `offset`, remembered.
    #[inline]
    pub fn run(&mut self, sm: &SourceMap, offset: u32) -> Option<SpellingRun> {
        let has = |r: &Option<SpellingRun>| r.is_some_and(|r| r.lo <= offset && offset <= r.hi);
        if has(&self.slots[self.last]) {
            return self.slots[self.last];
        }
        if let Some(i) = self.slots.iter().position(has) {
            self.last = i;
            return self.slots[i];
        }
        let r = sm.spelling_run(offset)?;
        self.slots[self.next] = Some(r);
        self.last = self.next;
        self.next = (self.next + 1) % SLOTS;
        Some(r)
    }

    /// [`SourceMap::snippet`], remembered by run.
    #[inline]
    pub fn snippet<'a>(&mut self, sm: &'a SourceMap, span: Span) -> Option<&'a str> {
        let r = self.run(sm, span.lo)?;
        run_snippet(sm, r, span)
    }

    /// [`crate::token::spelling`], remembered by run.
    pub fn spelling<'a>(&mut self, sm: &'a SourceMap, tok: &Token) -> Cow<'a, str> {
        match self.snippet(sm, tok.span) {
            Some(text) => clean_spelling(tok.kind, text),
            None => Cow::Borrowed(""),
        }
    }
}

/// The text of `span`, which starts in `run`.
#[inline]
pub fn run_snippet(sm: &SourceMap, run: SpellingRun, span: Span) -> Option<&str> {
    let pos = run.pos + (span.lo - run.lo);
    sm.file(run.file)
        .text
        .get(pos as usize..(pos + span.len()) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_agree_with_snippets_through_expansions() {
        let mut sm = SourceMap::new();
        let (_, main) = sm.add_and_enter(
            "main.cu",
            "main.cu",
            "#define X 1+2\n#define Y X*X\nint a = Y;\n".into(),
            Span::DUMMY,
        );
        let y_body = Span::new(main + 24, main + 27); // "X*X"
        let y = sm.add_expansion("Y", y_body, Span::new(main + 36, main + 37));
        let x_body = Span::new(main + 10, main + 13); // "1+2"
        let x = sm.add_expansion("X", x_body, Span::new(y, y + 1));
        // An argument entry over part of Y's expansion.
        let arg = sm.add_macro_arg_expansion("Z", Span::new(y + 1, y + 3), Span::new(x, x + 1));
        let mut runs = SpellingRuns::new();
        for o in [
            main,
            main + 5,
            y,
            y + 2,
            x,
            x + 1,
            x + 2,
            arg,
            arg + 1,
            main + 36,
        ] {
            for len in 0..3 {
                let span = Span::new(o, o + len);
                assert_eq!(runs.snippet(&sm, span), sm.snippet(span), "{span:?}");
            }
        }
        let r = sm.spelling_run(arg + 1).unwrap();
        assert_eq!((r.lo, r.hi, r.pos), (arg, arg + 2, 25));
        // Runs carry their entry's `-E` position.
        for o in [main + 5, y + 1, x + 2, arg + 1] {
            let r = runs.run(&sm, o).unwrap();
            assert_eq!(r.output.unwrap_or(o), sm.output_offset(o), "{o}");
        }
        assert_eq!(runs.snippet(&sm, Span::DUMMY), None);
    }
}
