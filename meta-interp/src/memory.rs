//! The byte-addressed memory of compile-time objects.
//!
//! Every object (a meta variable, a local of a meta function call, a string
//! literal, the compile-time copy of a global) is one allocation: bytes plus
//! an "initialized" bit per byte. A pointer is `(allocation + 1) << 32 |
//! offset`, stored in memory as 8 little-endian bytes like any other scalar,
//! so pointers, arrays and structs behave as on the targets (LP64 layout
//! from the type table). Null is 0. Every access is bounds- and
//! lifetime-checked, so undefined behaviour becomes a diagnostic.

use sema::program::{FuncId, VarId};

/// A pointer value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ptr(pub u64);

impl Ptr {
    pub const NULL: Ptr = Ptr(0);

    pub fn new(alloc: u32, offset: i64) -> Ptr {
        Ptr(((alloc as u64 + 1) << 32) | (offset as u32 as u64))
    }
    pub fn is_null(self) -> bool {
        self.0 == 0
    }
    /// The allocation index, if the pointer names one.
    pub fn alloc(self) -> Option<u32> {
        let a = self.0 >> 32;
        (a != 0).then(|| (a - 1) as u32)
    }
    /// The byte offset (signed: arithmetic may step before the start).
    pub fn offset(self) -> i64 {
        self.0 as u32 as i32 as i64
    }
    pub fn offset_by(self, bytes: i64) -> Ptr {
        match self.alloc() {
            Some(a) => Ptr::new(a, self.offset().wrapping_add(bytes)),
            // Arithmetic on null (or on an integer cast to a pointer) keeps
            // the raw value; any access through it is an error.
            None => Ptr(self.0.wrapping_add(bytes as u64)),
        }
    }
}

/// What an allocation holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AllocKind {
    /// A meta variable or a local of a meta function call.
    Object,
    /// A string literal (read-only).
    Str,
    /// The compile-time copy of a global of the program.
    Global(VarId),
    /// A function: pointers to it may be called, never read.
    Func(FuncId),
    /// A runtime constant's value (read-only).
    Const,
    /// Storage from `operator new` (`array`: from `operator new[]`), which
    /// only the matching `operator delete` may release.
    Heap { array: bool },
    /// A compile-time `FILE*`: an opaque handle the interpreter owns (see
    /// `io`); its bytes cannot be read or written.
    Stream,
}

/// What the bytes of an allocation hold, per byte.
const UNINIT: u8 = 0;
const INIT: u8 = 1;
/// Bytes of an object whose destructor ran: reading them is reading an
/// object outside its lifetime, which deserves its own diagnostic.
const DESTROYED: u8 = 2;

struct Alloc {
    bytes: Vec<u8>,
    init: Vec<u8>,
    kind: AllocKind,
    live: bool,
}

/// Why an access failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    Null,
    /// Not a pointer to any allocation (an integer cast to a pointer).
    Wild,
    OutOfBounds {
        offset: i64,
        len: u64,
        size: u64,
    },
    Freed,
    Uninit,
    /// A read of an object after its destructor ran.
    Destroyed,
    ReadOnly,
    NotData,
    /// Access to the inside of a `FILE` handle.
    Opaque,
    MemoryLimit {
        limit: u64,
    },
}

pub struct Memory {
    allocs: Vec<Alloc>,
    used: u64,
    limit: u64,
}

impl Memory {
    pub fn new(limit: u64) -> Memory {
        Memory {
            allocs: Vec::new(),
            used: 0,
            limit,
        }
    }

    pub fn alloc(&mut self, size: u64, kind: AllocKind) -> Result<Ptr, Fault> {
        let new_used = self.used.saturating_add(size);
        if new_used > self.limit || self.allocs.len() >= u32::MAX as usize - 1 {
            return Err(Fault::MemoryLimit { limit: self.limit });
        }
        self.used = new_used;
        let n = size as usize;
        let id = self.allocs.len() as u32;
        self.allocs.push(Alloc {
            bytes: vec![0; n],
            init: vec![UNINIT; n],
            kind,
            live: true,
        });
        Ok(Ptr::new(id, 0))
    }

    /// Bytes of live allocations.
    pub fn used(&self) -> u64 {
        self.used
    }

    /// An allocation initialized with `bytes`.
    pub fn alloc_bytes(&mut self, bytes: &[u8], kind: AllocKind) -> Result<Ptr, Fault> {
        let p = self.alloc(bytes.len() as u64, kind)?;
        if let Some(a) = p.alloc().and_then(|i| self.allocs.get_mut(i as usize)) {
            a.bytes.copy_from_slice(bytes);
            a.init.iter_mut().for_each(|b| *b = INIT);
        }
        Ok(p)
    }

    pub fn free(&mut self, p: Ptr) {
        if let Some(a) = p.alloc().and_then(|i| self.allocs.get_mut(i as usize)) {
            if a.live {
                self.used = self.used.saturating_sub(a.bytes.len() as u64);
                a.live = false;
                a.bytes = Vec::new();
                a.init = Vec::new();
            }
        }
    }

    /// Marks `len` bytes as belonging to a destroyed object (best effort:
    /// an out-of-range request changes nothing).
    pub fn mark_destroyed(&mut self, p: Ptr, len: u64) {
        if let Ok((i, off)) = self.locate(p, len) {
            let a = &mut self.allocs[i];
            let end = off + len as usize;
            a.init[off..end].iter_mut().for_each(|b| *b = DESTROYED);
        }
    }

    /// Whether `p` points into an allocation that has not been freed.
    pub fn is_live(&self, p: Ptr) -> bool {
        p.alloc()
            .and_then(|i| self.allocs.get(i as usize))
            .is_some_and(|a| a.live)
    }

    pub fn kind(&self, p: Ptr) -> Option<AllocKind> {
        p.alloc()
            .and_then(|i| self.allocs.get(i as usize))
            .map(|a| a.kind)
    }

    pub fn size(&self, p: Ptr) -> Option<u64> {
        p.alloc()
            .and_then(|i| self.allocs.get(i as usize))
            .map(|a| a.bytes.len() as u64)
    }

    fn locate(&self, p: Ptr, len: u64) -> Result<(usize, usize), Fault> {
        if p.is_null() {
            return Err(Fault::Null);
        }
        let Some(i) = p.alloc() else {
            return Err(Fault::Wild);
        };
        let Some(a) = self.allocs.get(i as usize) else {
            return Err(Fault::Wild);
        };
        if !a.live {
            return Err(Fault::Freed);
        }
        if matches!(a.kind, AllocKind::Func(_)) {
            return Err(Fault::NotData);
        }
        if a.kind == AllocKind::Stream {
            return Err(Fault::Opaque);
        }
        let off = p.offset();
        let size = a.bytes.len() as u64;
        let fits = match (off as u64).checked_add(len) {
            Some(end) => end <= size,
            None => false,
        };
        if off < 0 || !fits {
            return Err(Fault::OutOfBounds {
                offset: off,
                len,
                size,
            });
        }
        Ok((i as usize, off as usize))
    }

    /// Reads `len` bytes; `check_init` makes a read of never-written bytes a fault.
    pub fn read(&self, p: Ptr, len: u64, check_init: bool) -> Result<&[u8], Fault> {
        let (i, off) = self.locate(p, len)?;
        let a = &self.allocs[i];
        let end = off + len as usize;
        if check_init {
            if let Some(&b) = a.init[off..end].iter().find(|&&b| b != INIT) {
                return Err(if b == DESTROYED {
                    Fault::Destroyed
                } else {
                    Fault::Uninit
                });
            }
        }
        Ok(&a.bytes[off..end])
    }

    pub fn write(&mut self, p: Ptr, data: &[u8]) -> Result<(), Fault> {
        let (i, off) = self.locate(p, data.len() as u64)?;
        let a = &mut self.allocs[i];
        if matches!(a.kind, AllocKind::Str | AllocKind::Const) {
            return Err(Fault::ReadOnly);
        }
        let end = off + data.len();
        a.bytes[off..end].copy_from_slice(data);
        a.init[off..end].iter_mut().for_each(|b| *b = INIT);
        Ok(())
    }

    /// Writes during initialization of a read-only object.
    pub fn write_init(&mut self, p: Ptr, data: &[u8]) -> Result<(), Fault> {
        let (i, off) = self.locate(p, data.len() as u64)?;
        let a = &mut self.allocs[i];
        let end = off + data.len();
        a.bytes[off..end].copy_from_slice(data);
        a.init[off..end].iter_mut().for_each(|b| *b = INIT);
        Ok(())
    }

    /// Zero-fills `len` bytes (marking them initialized).
    pub fn zero(&mut self, p: Ptr, len: u64) -> Result<(), Fault> {
        let (i, off) = self.locate(p, len)?;
        let a = &mut self.allocs[i];
        let end = off + len as usize;
        a.bytes[off..end].iter_mut().for_each(|b| *b = 0);
        a.init[off..end].iter_mut().for_each(|b| *b = INIT);
        Ok(())
    }

    /// The NUL-terminated string at `p` (without the NUL), at most `max` bytes.
    pub fn c_string(&self, p: Ptr, max: usize) -> Result<Vec<u8>, Fault> {
        let (i, off) = self.locate(p, 0)?;
        let a = &self.allocs[i];
        let rest = &a.bytes[off..];
        match rest.iter().take(max).position(|&b| b == 0) {
            Some(n) => {
                if a.init[off..off + n + 1].iter().any(|&b| b != INIT) {
                    return Err(Fault::Uninit);
                }
                Ok(rest[..n].to_vec())
            }
            None if rest.len() > max => Ok(rest[..max].to_vec()),
            None => Err(Fault::OutOfBounds {
                offset: off as i64 + rest.len() as i64,
                len: 1,
                size: a.bytes.len() as u64,
            }),
        }
    }
}
