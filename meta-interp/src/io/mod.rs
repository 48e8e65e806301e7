//! Compile-time I/O through the C library: `FILE*` streams (`stdio`),
//! `scanf` parsing (`scan`), number parsing and the environment (`stdlib`),
//! all under the sandbox (`sandbox`). Meta code calls the real glibc
//! declarations from `<stdio.h>`/`<stdlib.h>`; the interpreter binds the
//! undefined functions by name (see `native`).
//!
//! A `FILE*` is an opaque handle: a zero-byte allocation of kind
//! [`AllocKind::Stream`] whose stream state lives here. A file opened for
//! reading is read whole when opened (a read of meta input is a dependency:
//! `-MD` lists it); a file opened for writing is written back when it is
//! closed or flushed, and at the end of translation. Relative paths resolve
//! against the directory of the source file whose code does the I/O.

pub(crate) mod sandbox;
mod scan;
pub(crate) mod stdio;
pub(crate) mod stdlib;

use crate::fxhash::FxHashMap;
use crate::memory::Ptr;
use lexer::source::{SourceMap, Span};
use std::io::Write;
use std::path::{Path, PathBuf};

pub use sandbox::Sandbox;

/// Where a stream's bytes go or come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    Stdin,
    Stdout,
    Stderr,
    /// A file, written back to `path` when dirty.
    File(PathBuf),
    /// `popen`: reading a finished command's output (`None`), or writing
    /// the input of a command run at `pclose`.
    Pipe(Option<Vec<u8>>),
}

pub(crate) struct Stream {
    pub target: Target,
    /// The file's bytes (for stdin: what has been read so far).
    pub data: Vec<u8>,
    pub pos: usize,
    pub readable: bool,
    pub writable: bool,
    /// Every write goes to the end (`"a"` modes).
    pub append: bool,
    pub eof: bool,
    pub error: bool,
    /// Written since the last write-back.
    pub dirty: bool,
    /// A finished `popen` command's wait status.
    pub exit: Option<i128>,
}

impl Stream {
    pub fn new(target: Target, readable: bool, writable: bool) -> Stream {
        Stream {
            target,
            data: Vec::new(),
            pos: 0,
            readable,
            writable,
            append: false,
            eof: false,
            error: false,
            dirty: false,
            exit: None,
        }
    }
}

/// The interpreter's I/O state.
#[derive(Default)]
pub struct Io<'w> {
    pub sandbox: Sandbox,
    /// For resolving relative paths (none: against the working directory).
    pub sm: Option<&'w SourceMap>,
    /// Where compile-time stderr goes (none: the process's stderr).
    pub err: Option<&'w mut (dyn Write + Send)>,
    pub(crate) streams: FxHashMap<Ptr, Stream>,
    /// The handles of stdin, stdout and stderr, made on first use.
    pub(crate) std_handles: [Option<Ptr>; 3],
    /// Every file compile-time code read, in order, once each.
    pub files_read: Vec<PathBuf>,
    /// Bytes written to stdout, stderr and files, in total.
    pub output_bytes: u64,
    /// The last line written to stderr (shown with an `abort` diagnostic).
    pub(crate) last_stderr: Vec<u8>,
    stderr_line_done: bool,
    /// The compile-time `errno` object, made on first use.
    pub(crate) errno: Option<Ptr>,
}

impl<'w> Io<'w> {
    pub fn new(
        sandbox: Sandbox,
        sm: Option<&'w SourceMap>,
        err: Option<&'w mut (dyn Write + Send)>,
    ) -> Io<'w> {
        Io {
            sandbox,
            sm,
            err,
            ..Io::default()
        }
    }

    /// `path` as the I/O at `span` means it: a relative path is relative
    /// to the directory of the source file the code at `span` is in.
    pub fn resolve(&self, path: &Path, span: Span) -> PathBuf {
        if path.is_absolute() {
            return path.to_path_buf();
        }
        let dir = self.sm.and_then(|sm| {
            let file = sm.file_path(sm.user_offset(span.lo))?;
            Some(file.parent()?.to_path_buf())
        });
        match dir {
            Some(d) => d.join(path),
            None => path.to_path_buf(),
        }
    }

    /// `span` lies in a system header (library code, not the program's).
    pub(crate) fn in_system_header(&self, span: Span) -> bool {
        self.sm
            .is_some_and(|sm| sm.in_system_header(sm.user_offset(span.lo)))
    }

    pub(crate) fn record_read(&mut self, path: &Path) {
        if !self.files_read.iter().any(|p| p == path) {
            self.files_read.push(path.to_path_buf());
        }
    }

    /// Writes bytes to the compiler's stderr (or the capture).
    pub(crate) fn write_stderr(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        for &b in bytes {
            if b == b'\n' {
                self.stderr_line_done = true;
            } else {
                if self.stderr_line_done {
                    self.last_stderr.clear();
                    self.stderr_line_done = false;
                }
                self.last_stderr.push(b);
            }
        }
        match self.err.as_mut() {
            Some(w) => w.write_all(bytes).and_then(|_| w.flush()),
            None => {
                let mut e = std::io::stderr().lock();
                e.write_all(bytes).and_then(|_| e.flush())
            }
        }
    }

    /// The text of the last line written to stderr, if any.
    pub fn last_stderr_line(&self) -> Option<String> {
        let t = String::from_utf8_lossy(&self.last_stderr);
        let t = t.trim();
        (!t.is_empty()).then(|| t.to_string())
    }

    /// Writes every dirty file back (at the end of translation; errors
    /// are lost here, as with a C program's buffered output at exit).
    pub fn flush_all(&mut self) {
        for s in self.streams.values_mut() {
            if let (true, Target::File(path)) = (s.dirty, &s.target) {
                let _ = std::fs::write(path, &s.data);
                s.dirty = false;
            }
        }
    }
}
