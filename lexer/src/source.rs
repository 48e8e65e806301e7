//! The source map: every byte the compiler reads, and every token a macro
//! expansion or a `##` paste creates, has one global `u32` offset. A [`Span`]
//! is two such offsets. The map answers where an offset was spelled (file,
//! line, column), which `#include` chain led there, and which macro
//! expansions produced it, as clang's SourceManager does.
//!
//! Offsets are handed out in increasing order, one entry at a time: each
//! inclusion of a file (a file included twice gets two entries, so each has
//! its own include stack), each macro expansion, and each scratch buffer for
//! pasted or stringized tokens. Offset 0 is reserved for "no location".

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;

/// A half-open range `[lo, hi)` of global offsets. `Span::DUMMY` has no location.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub const DUMMY: Span = Span { lo: 0, hi: 0 };

    pub fn new(lo: u32, hi: u32) -> Span {
        debug_assert!(lo <= hi);
        Span { lo, hi }
    }
    pub fn is_dummy(self) -> bool {
        self.lo == 0 && self.hi == 0
    }
    pub fn len(self) -> u32 {
        self.hi - self.lo
    }
    pub fn is_empty(self) -> bool {
        self.lo == self.hi
    }
    /// The smallest span covering both; a dummy side is ignored.
    pub fn to(self, other: Span) -> Span {
        if self.is_dummy() {
            return other;
        }
        if other.is_dummy() {
            return self;
        }
        Span::new(self.lo.min(other.lo), self.hi.max(other.hi))
    }
}

/// A file's bytes as text: invalid UTF-8 becomes U+FFFD (which the lexer
/// reports). Valid text, nearly every file, is taken over without a copy.
pub fn text_from_bytes(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The name of the scratch buffers [`SourceMap::add_scratch`] creates for
/// pasted and stringized tokens (clang's name).
pub const SCRATCH_NAME: &str = "<scratch space>";

/// How many recently found entries [`SourceMap::entry`] remembers.
const RECENT_ENTRIES: usize = 4;

/// A [`SourceMap::entry`] cache slot that holds nothing (`1..=0`).
const EMPTY_RANGE: u64 = 1;

/// Offsets per block of [`SourceMap`]'s entry index (256: a few macro
/// expansions).
const BLOCK_BITS: u32 = 8;

/// Index of a distinct file's contents (read once however often included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

#[derive(Debug)]
pub struct SourceFile {
    /// The name as diagnostics print it (as written on the command line or
    /// resolved from the include directive).
    pub name: String,
    /// The path it was read from; empty for scratch buffers and `<command line>`.
    pub path: PathBuf,
    pub text: String,
    line_starts: Vec<u32>,
    /// Found in a system directory (`-isystem`, the default list), or
    /// included by its own directory from such a file: its warnings are
    /// not shown, as in clang.
    pub system: bool,
}

impl SourceFile {
    fn new(name: String, path: PathBuf, text: String) -> SourceFile {
        let mut line_starts = vec![0];
        // Lines are short: a plain loop beats a memchr call per line.
        for (i, &b) in text.as_bytes().iter().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            name,
            path,
            text,
            line_starts,
            system: false,
        }
    }
    pub fn line_starts(&self) -> &[u32] {
        &self.line_starts
    }
    /// 0-based line index of a byte position in this file.
    pub fn line_index(&self, pos: u32) -> usize {
        match self.line_starts.binary_search(&pos) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }
}

#[derive(Clone, Debug)]
pub enum EntryKind {
    /// One inclusion of a file. `included_from` is the span of the `#include`
    /// directive (dummy for the main file and `<command line>`).
    File { file: FileId, included_from: Span },
    /// One expansion of a macro. An offset `base + k` in this entry was spelled
    /// at `spelling.lo + k` (in the macro's definition); `invocation` is the
    /// macro name (and arguments) at the expansion site.
    Expansion {
        /// Shared with the macro (an expansion is recorded per use).
        macro_name: Arc<str>,
        spelling: Span,
        invocation: Span,
    },
}

#[derive(Clone, Debug)]
pub struct Entry {
    pub start: u32,
    pub len: u32,
    pub kind: EntryKind,
    /// Resolved when the entry is made, since `-E` asks for every token:
    /// the file and position its first offset is spelled at, when the
    /// whole entry maps to one file by a constant shift (always, as the
    /// preprocessor makes entries; see `crate::runs`).
    pub(crate) spelled: Option<(FileId, u32)>,
    /// [`SourceMap::output_offset`] of every offset in the entry; `None`
    /// for a file's own text, whose offsets are their own.
    output: Option<u32>,
}

impl Entry {
    /// [`SourceMap::output_offset`] of every offset in this entry; `None`
    /// when they are their own (a file's text).
    pub fn output_offset(&self) -> Option<u32> {
        self.output
    }
}

/// A resolved position in a file: 1-based line and column (column in bytes,
/// as clang counts them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    pub file: FileId,
    /// Byte position within the file.
    pub pos: u32,
    pub line: u32,
    pub column: u32,
}

/// A `#line` directive: from global offset `at` (the start of the line
/// after the directive, inside one file entry) lines are numbered from
/// `line`, and the file is called `name` if given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineDirective {
    pub at: u32,
    pub line: u32,
    pub name: Option<String>,
}

#[derive(Default, Debug)]
pub struct SourceMap {
    files: Vec<SourceFile>,
    entries: Vec<Entry>,
    /// `entries[i].start`, apart: lookups binary-search this compact array.
    entry_starts: Vec<u32>,
    /// For every block of `1 << BLOCK_BITS` offsets, the index of the entry
    /// holding the block's first offset: a lookup searches only the few
    /// entries between one block's and the next's (a search of all entries
    /// missed the cache at every step on large translation units).
    block_entry: Vec<u32>,
    /// Starts of the macro-argument expansion entries (increasing).
    macro_arg_entries: Vec<u32>,
    /// The entries [`Self::entry`] found last, as their offset ranges
    /// (`start | (start + len) << 32`) and indices. Lookups cluster on a
    /// few entries at a time (a token's macro expansion, the file it was
    /// invoked from, its spelling in the macro definition), so a handful of
    /// slots avoids most binary searches; one slot thrashed between them.
    /// The ranges sit together so a lookup scans one cache line instead of
    /// touching each remembered entry. Atomic (relaxed) so the map stays
    /// `Sync`; a range and its index may be read from different writes, so
    /// a hit is checked against the entry itself.
    recent_ranges: [AtomicU64; RECENT_ENTRIES],
    recent_indices: [AtomicU32; RECENT_ENTRIES],
    recent_next: AtomicU32,
    next: u32,
    /// Sorted by `at` (offsets only grow while preprocessing).
    line_directives: Vec<LineDirective>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap {
            files: Vec::new(),
            entries: Vec::new(),
            entry_starts: Vec::new(),
            block_entry: Vec::new(),
            macro_arg_entries: Vec::new(),
            recent_ranges: std::array::from_fn(|_| AtomicU64::new(EMPTY_RANGE)),
            recent_indices: Default::default(),
            recent_next: AtomicU32::new(0),
            // Offset 0 is "no location".
            next: 1,
            line_directives: Vec::new(),
        }
    }

    fn push_entry(&mut self, len: u32, kind: EntryKind) -> u32 {
        let start = self.next;
        // One extra offset per entry so an end-of-file span stays inside it.
        self.next = start
            .checked_add(len)
            .and_then(|n| n.checked_add(1))
            .expect("source map exceeds 4 GiB of offsets");
        let (spelled, output) = match &kind {
            EntryKind::File {
                file,
                included_from,
            } => {
                let scratch = self.file(*file).name == SCRATCH_NAME && !included_from.is_dummy();
                (
                    Some((*file, 0)),
                    scratch.then(|| self.output_offset(included_from.lo)),
                )
            }
            EntryKind::Expansion {
                spelling,
                invocation,
                ..
            } => {
                let spelled = self
                    .spelling_run(spelling.lo)
                    .filter(|r| r.lo <= spelling.lo && spelling.hi <= r.hi)
                    .map(|r| (r.file, r.pos + (spelling.lo - r.lo)));
                (spelled, Some(self.output_offset(invocation.lo)))
            }
        };
        self.entries.push(Entry {
            start,
            len,
            kind,
            spelled,
            output,
        });
        self.entry_starts.push(start);
        let index = (self.entries.len() - 1) as u32;
        while ((self.block_entry.len() as u64) << BLOCK_BITS) < u64::from(self.next) {
            self.block_entry.push(index);
        }
        start
    }

    /// Stores a file's contents without entering it (see [`Self::enter_file`]).
    pub fn add_file(
        &mut self,
        name: impl Into<String>,
        path: impl Into<PathBuf>,
        text: String,
    ) -> FileId {
        let id = FileId(self.files.len() as u32);
        self.files
            .push(SourceFile::new(name.into(), path.into(), text));
        id
    }

    /// One inclusion of `file`; returns the global offset of its first byte.
    pub fn enter_file(&mut self, file: FileId, included_from: Span) -> u32 {
        let len = self.files[file.0 as usize].text.len() as u32;
        self.push_entry(
            len,
            EntryKind::File {
                file,
                included_from,
            },
        )
    }

    /// Convenience: store and enter a file in one step.
    pub fn add_and_enter(
        &mut self,
        name: impl Into<String>,
        path: impl Into<PathBuf>,
        text: String,
        included_from: Span,
    ) -> (FileId, u32) {
        let id = self.add_file(name, path, text);
        let base = self.enter_file(id, included_from);
        (id, base)
    }

    /// A macro expansion whose body was spelled at `spelling`; returns the base
    /// offset: the body token spelled at `s` gets offset `base + (s - spelling.lo)`.
    pub fn add_expansion(
        &mut self,
        macro_name: impl Into<Arc<str>>,
        spelling: Span,
        invocation: Span,
    ) -> u32 {
        self.push_entry(
            spelling.len(),
            EntryKind::Expansion {
                macro_name: macro_name.into(),
                spelling,
                invocation,
            },
        )
    }

    /// A buffer for text the compiler made (pasted `##` tokens, `#x` strings,
    /// `_Pragma` contents, `-D` definitions); returns the span of the text.
    pub fn add_scratch(&mut self, name: &str, text: String, origin: Span) -> Span {
        let len = text.len() as u32;
        let (_, base) = self.add_and_enter(name.to_string(), PathBuf::new(), text, origin);
        Span::new(base, base + len)
    }

    /// How many global offsets are handed out so far (offsets are `u32`:
    /// callers that could add without bound check this first).
    pub fn offsets_used(&self) -> u32 {
        self.next
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }
    pub fn mark_system(&mut self, id: FileId) {
        self.files[id.0 as usize].system = true;
    }
    /// Whether what is at `offset` comes from a system header, judged where
    /// it was expanded (a system macro used in user code is user code).
    pub fn in_system_header(&self, offset: u32) -> bool {
        self.location(self.expansion_offset(offset))
            .is_some_and(|l| self.file(l.file).system)
    }
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entry an offset falls in.
    pub fn entry(&self, offset: u32) -> Option<&Entry> {
        for (range, index) in self.recent_ranges.iter().zip(&self.recent_indices) {
            let r = range.load(Ordering::Relaxed);
            if (r as u32) <= offset && offset <= (r >> 32) as u32 {
                let e = self.entries.get(index.load(Ordering::Relaxed) as usize);
                if let Some(e) = e.filter(|e| e.start <= offset && offset <= e.start + e.len) {
                    return Some(e);
                }
            }
        }
        let block = (offset >> BLOCK_BITS) as usize;
        let lo = *self.block_entry.get(block)? as usize;
        let hi = self
            .block_entry
            .get(block + 1)
            .map_or(self.entries.len(), |&h| h as usize + 1);
        let i = lo
            + self.entry_starts[lo..hi]
                .partition_point(|&s| s <= offset)
                .checked_sub(1)?;
        let e = self.entries.get(i)?;
        let next = self.recent_next.fetch_add(1, Ordering::Relaxed) as usize % RECENT_ENTRIES;
        let end = e.start + e.len;
        // Index first: a reader that sees the new range with the old
        // index fails the check against the entry and searches.
        self.recent_indices[next].store(i as u32, Ordering::Relaxed);
        self.recent_ranges[next]
            .store(u64::from(e.start) | u64::from(end) << 32, Ordering::Relaxed);
        (offset <= end).then_some(e)
    }

    /// Follows expansions back to where the bytes were spelled in a file.
    pub fn spelling_offset(&self, mut offset: u32) -> Option<(FileId, u32, Span)> {
        // Bounded: each step moves to an earlier entry.
        for _ in 0..=self.entries.len() {
            let e = self.entry(offset)?;
            match &e.kind {
                EntryKind::File {
                    file,
                    included_from,
                } => return Some((*file, offset - e.start, *included_from)),
                EntryKind::Expansion { spelling, .. } => offset = spelling.lo + (offset - e.start),
            }
        }
        None
    }

    /// Follows expansions back to the place in a file where clang reports a
    /// diagnostic on an expanded token: for a token of a macro's body, the
    /// outermost invocation; for a token that was a macro argument, where
    /// the argument was written (see [`Self::add_macro_arg_expansion`]).
    pub fn expansion_offset(&self, mut offset: u32) -> u32 {
        for _ in 0..=self.entries.len() {
            let Some(e) = self.entry(offset) else { break };
            match &e.kind {
                EntryKind::Expansion { spelling, .. } if self.is_macro_arg_entry(e.start) => {
                    offset = spelling.lo + (offset - e.start);
                }
                EntryKind::Expansion { invocation, .. } => offset = invocation.lo,
                _ => break,
            }
        }
        offset
    }

    /// Follows every expansion, arguments included, to the outermost
    /// invocation site (where `-E` output puts a token).
    pub fn invocation_offset(&self, mut offset: u32) -> u32 {
        for _ in 0..=self.entries.len() {
            match self.entry(offset).map(|e| &e.kind) {
                Some(EntryKind::Expansion { invocation, .. }) => offset = invocation.lo,
                _ => break,
            }
        }
        offset
    }

    /// An expansion entry for tokens that were passed to a macro as an
    /// argument (clang's macro-argument expansion): `spelling` is where the
    /// argument tokens came from, `invocation` the macro's invocation.
    /// Diagnostics point at the argument; `-E` places it at the invocation.
    pub fn add_macro_arg_expansion(
        &mut self,
        macro_name: impl Into<Arc<str>>,
        spelling: Span,
        invocation: Span,
    ) -> u32 {
        let base = self.add_expansion(macro_name, spelling, invocation);
        self.macro_arg_entries.push(base);
        base
    }

    /// Whether the entry starting at `start` is a macro-argument expansion.
    pub fn is_macro_arg_entry(&self, start: u32) -> bool {
        self.macro_arg_entries.binary_search(&start).is_ok()
    }

    /// The macros an offset was expanded from, innermost first, each with its
    /// invocation span.
    pub fn macro_chain(&self, mut offset: u32) -> Vec<(String, Span)> {
        let mut chain = Vec::new();
        for _ in 0..=self.entries.len() {
            match self.entry(offset).map(|e| &e.kind) {
                Some(EntryKind::Expansion {
                    macro_name,
                    invocation,
                    ..
                }) => {
                    chain.push((macro_name.to_string(), *invocation));
                    offset = invocation.lo;
                }
                _ => break,
            }
        }
        chain
    }

    /// The `#include` directives that led to the file containing `offset`,
    /// innermost first.
    pub fn include_stack(&self, offset: u32) -> Vec<Span> {
        let mut stack = Vec::new();
        // Through scratch buffers too: a pasted or stringized token's buffer
        // was not `#include`d; its stack is that of the place it came from.
        let mut at = self.user_offset(offset);
        for _ in 0..=self.entries.len() {
            match self.spelling_offset(at) {
                Some((_, _, inc)) if !inc.is_dummy() => {
                    stack.push(inc);
                    at = self.expansion_offset(inc.lo);
                }
                _ => break,
            }
        }
        stack
    }

    /// Line and column where an offset was spelled.
    pub fn location(&self, offset: u32) -> Option<Location> {
        let (file, pos, _) = self.spelling_offset(offset)?;
        let f = self.file(file);
        let line = f.line_index(pos);
        Some(Location {
            file,
            pos,
            line: line as u32 + 1,
            column: pos - f.line_starts[line] + 1,
        })
    }

    /// The text a span covers, where it lies within one entry.
    pub fn snippet(&self, span: Span) -> Option<&str> {
        let (file, pos, _) = self.spelling_offset(span.lo)?;
        let text = &self.file(file).text;
        text.get(pos as usize..(pos + span.len()) as usize)
    }

    /// Records a `#line` directive (see [`LineDirective`]).
    pub fn add_line_directive(&mut self, at: u32, line: u32, name: Option<String>) {
        let i = self.line_directives.partition_point(|d| d.at <= at);
        self.line_directives
            .insert(i, LineDirective { at, line, name });
    }

    /// Whether any `#line` directive was recorded (if not, presumed
    /// locations are physical ones).
    pub fn has_line_directives(&self) -> bool {
        !self.line_directives.is_empty()
    }

    /// Where an offset was spelled, as `#line` directives present it:
    /// (file name, line, column). Offsets in a scratch buffer are not
    /// remapped here; see [`Self::user_offset`].
    pub fn presumed_location(&self, offset: u32) -> Option<(&str, u32, u32)> {
        let (file, _, _) = self.spelling_offset(offset)?;
        let loc = self.location(offset)?;
        let mut name = self.file(file).name.as_str();
        let mut line = loc.line;
        // The directive must be in the same entry, before the offset.
        let spelled_at = {
            let mut o = offset;
            for _ in 0..=self.entries.len() {
                match self.entry(o).map(|e| &e.kind) {
                    Some(EntryKind::Expansion { spelling, .. }) => {
                        let e = self.entry(o)?;
                        o = spelling.lo + (o - e.start);
                    }
                    _ => break,
                }
            }
            o
        };
        let entry_start = self.entry(spelled_at)?.start;
        let i = self.line_directives.partition_point(|d| d.at <= spelled_at);
        if let Some(d) = i.checked_sub(1).and_then(|i| self.line_directives.get(i)) {
            if d.at >= entry_start {
                let base_line = self.location(d.at).map_or(1, |l| l.line);
                line = d.line.wrapping_add(loc.line.wrapping_sub(base_line));
                if let Some(n) = &d.name {
                    name = n;
                }
            }
        }
        Some((name, line, loc.column))
    }

    /// [`Self::expansion_offset`], continued through scratch buffers (pasted
    /// or stringized tokens, `__LINE__` results) to the place in a user's
    /// file that produced them: where a diagnostic should point.
    pub fn user_offset(&self, offset: u32) -> u32 {
        self.through_scratch(offset, false)
    }

    /// [`Self::invocation_offset`] continued through scratch buffers: the
    /// line where `-E` output puts a token.
    pub fn output_offset(&self, offset: u32) -> u32 {
        // Computed per entry when it was made (the same walk as
        // `through_scratch(offset, true)` takes).
        self.entry(offset).and_then(|e| e.output).unwrap_or(offset)
    }

    fn through_scratch(&self, mut offset: u32, invocations: bool) -> u32 {
        for _ in 0..=self.entries.len() {
            offset = if invocations {
                self.invocation_offset(offset)
            } else {
                self.expansion_offset(offset)
            };
            match self.entry(offset) {
                Some(Entry {
                    kind:
                        EntryKind::File {
                            file,
                            included_from,
                        },
                    ..
                }) if self.file(*file).name == SCRATCH_NAME && !included_from.is_dummy() => {
                    offset = included_from.lo
                }
                _ => break,
            }
        }
        offset
    }

    /// The display name of the file an offset was spelled in.
    pub fn file_name(&self, offset: u32) -> Option<&str> {
        self.spelling_offset(offset)
            .map(|(f, _, _)| self.file(f).name.as_str())
    }

    /// The path of the file an offset was spelled in (for `__FILE__`-relative
    /// lookups such as compile-time `fopen`).
    pub fn file_path(&self, offset: u32) -> Option<&Path> {
        self.spelling_offset(offset)
            .map(|(f, _, _)| self.file(f).path.as_path())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_through_includes_and_expansions() {
        let mut sm = SourceMap::new();
        let (_, main) = sm.add_and_enter(
            "main.cu",
            "main.cu",
            "#define X 1+2\nint a = X;\n".into(),
            Span::DUMMY,
        );
        let include = Span::new(main, main + 5);
        let (_, hdr) = sm.add_and_enter("h.h", "h.h", "int b;\n".into(), include);
        let body = Span::new(main + 10, main + 13); // "1+2"
        let inv = Span::new(main + 22, main + 23); // "X"
        let exp = sm.add_expansion("X", body, inv);

        let loc = sm.location(exp + 2).unwrap();
        assert_eq!((loc.line, loc.column), (1, 13));
        assert_eq!(sm.snippet(Span::new(exp, exp + 3)), Some("1+2"));
        assert_eq!(sm.expansion_offset(exp + 1), inv.lo);
        assert_eq!(sm.macro_chain(exp)[0].0, "X");
        assert_eq!(sm.include_stack(hdr + 4), vec![include]);
        assert_eq!(sm.location(hdr + 4).unwrap().line, 1);
        assert!(sm.include_stack(main).is_empty());
        assert_eq!(sm.location(0), None);
    }

    #[test]
    fn block_index_and_output_offsets_agree_with_a_walk() {
        // Entries of many sizes, so blocks hold several entries or lie
        // inside one; expansions of expansions and scratch buffers.
        let mut sm = SourceMap::new();
        let (_, main) = sm.add_and_enter("m.cu", "m.cu", "x".repeat(1000), Span::DUMMY);
        let mut last = Span::new(main + 10, main + 12);
        for k in 0..300u32 {
            let len = 1 + (k * 37) % 300;
            let base = sm.add_expansion("M", Span::new(main + 5, main + 5 + len), last);
            last = Span::new(base, base + 1);
            if k % 7 == 0 {
                let s = sm.add_scratch(SCRATCH_NAME, "ab".into(), last);
                last = Span::new(s.lo, s.lo + 1);
            }
            if k % 50 == 0 {
                sm.add_and_enter("h.h", "h.h", "y".repeat(700), Span::new(main, main + 1));
            }
        }
        let linear = |o: u32| {
            sm.entries()
                .iter()
                .find(|e| e.start <= o && o <= e.start + e.len)
                .map(|e| e.start)
        };
        for o in 0..sm.offsets_used() + 300 {
            assert_eq!(sm.entry(o).map(|e| e.start), linear(o), "offset {o}");
            assert_eq!(
                sm.output_offset(o),
                sm.through_scratch(o, true),
                "offset {o}"
            );
        }
    }

    #[test]
    fn a_scratch_buffer_is_not_an_include() {
        // `t##n` pasted in main.cu and in a header: the scratch token has the
        // include stack of the place it was pasted, not one more level.
        let mut sm = SourceMap::new();
        let (_, main) =
            sm.add_and_enter("main.cu", "main.cu", "int a = P(7);\n".into(), Span::DUMMY);
        let paste = sm.add_scratch(SCRATCH_NAME, "t7".into(), Span::new(main + 8, main + 9));
        assert!(sm.include_stack(paste.lo).is_empty());
        let include = Span::new(main, main + 3);
        let (_, hdr) = sm.add_and_enter("h.h", "h.h", "int b = P(8);\n".into(), include);
        let paste = sm.add_scratch(SCRATCH_NAME, "t8".into(), Span::new(hdr + 8, hdr + 9));
        assert_eq!(sm.include_stack(paste.lo), vec![include]);
    }
}
