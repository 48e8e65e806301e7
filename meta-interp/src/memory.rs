//! The byte-addressed memory of compile-time objects.
//!
//! Every object (a meta variable, a local of a meta function call, a string
//! literal, the compile-time copy of a global) is one allocation: bytes plus
//! an "initialized" bit per byte. A pointer is `(handle + 1) << 32 |
//! offset`, stored in memory as 8 little-endian bytes like any other scalar,
//! so pointers, arrays and structs behave as on the targets (LP64 layout
//! from the type table). Null is 0. Every access is bounds- and
//! lifetime-checked, so undefined behaviour becomes a diagnostic.
//!
//! A handle is a slot of the allocation table (24 bits) and the slot's
//! generation (8 bits). Freed slots are reused oldest first, and only once
//! [`QUARANTINE`] slots are free, each reuse bumping the generation: a
//! long-running evaluation's table stays as large as its live objects (one
//! record per allocation ever made cost 64 bytes each: 2.4 GB for a
//! compile-time `std::map` of 10^5 keys), while a dangling pointer still
//! finds its generation gone.

use sema::program::{FuncId, VarId};

/// A pointer value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ptr(pub u64);

/// Slots of the allocation table: 24 bits of the handle.
const SLOT_BITS: u32 = 24;
const SLOT_MASK: u32 = (1 << SLOT_BITS) - 1;
/// The slot no allocation has: pointers made from integers that are not
/// the address of an exposed object (see `Memory::from_int`).
const FORGED_SLOT: u32 = SLOT_MASK;
/// Freed slots kept unused, so that a dangling pointer to a just-freed
/// object is caught even before generations are compared.
const QUARANTINE: usize = 4096;

impl Ptr {
    pub const NULL: Ptr = Ptr(0);

    pub fn new(alloc: u32, offset: i64) -> Ptr {
        Ptr(((alloc as u64 + 1) << 32) | (offset as u32 as u64))
    }
    pub fn is_null(self) -> bool {
        self.0 == 0
    }
    /// The allocation handle (slot and generation), if the pointer names
    /// one: equal handles mean the same object.
    pub fn alloc(self) -> Option<u32> {
        let a = self.0 >> 32;
        (a != 0).then(|| (a - 1) as u32)
    }
    /// The byte offset (signed: arithmetic may step before the start).
    pub fn offset(self) -> i64 {
        self.0 as u32 as i32 as i64
    }
    /// Pointer arithmetic: `None` when the offset leaves the 32-bit range
    /// offsets have (it would wrap around to another address of the object).
    pub fn checked_offset(self, bytes: i64) -> Option<Ptr> {
        match self.alloc() {
            Some(_) => {
                let off = self.offset().checked_add(bytes)?;
                i32::try_from(off).ok()?;
                Some(self.offset_by(bytes))
            }
            None => Some(self.offset_by(bytes)),
        }
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
    /// Bumped each time the slot is reused.
    generation: u8,
    /// Freed after a destructor ran on it (a block's class object): a
    /// later access is to a destroyed object.
    destroyed: bool,
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
    /// Access through a pointer made from an integer that is not the
    /// address of an object whose address was taken as an integer.
    Forged,
    MemoryLimit {
        limit: u64,
    },
}

pub struct Memory {
    allocs: Vec<Alloc>,
    /// Freed slots, oldest first.
    free_slots: std::collections::VecDeque<u32>,
    /// Handles of allocations whose address was converted to an integer:
    /// only those can be reached again from an integer.
    exposed: crate::fxhash::FxHashSet<u32>,
    used: u64,
    limit: u64,
}

impl Memory {
    pub fn new(limit: u64) -> Memory {
        Memory {
            allocs: Vec::new(),
            free_slots: Default::default(),
            exposed: Default::default(),
            used: 0,
            limit,
        }
    }

    /// The live-or-dead record of a handle, if the handle's generation is
    /// the slot's current one.
    fn slot(&self, handle: u32) -> Option<&Alloc> {
        let a = self.allocs.get((handle & SLOT_MASK) as usize)?;
        (a.generation == (handle >> SLOT_BITS) as u8).then_some(a)
    }

    fn slot_mut(&mut self, handle: u32) -> Option<&mut Alloc> {
        let a = self.allocs.get_mut((handle & SLOT_MASK) as usize)?;
        (a.generation == (handle >> SLOT_BITS) as u8).then_some(a)
    }

    /// A pointer converted to an integer: the object may be reached from
    /// the integer again.
    pub fn expose(&mut self, p: Ptr) {
        if let Some(h) = p.alloc() {
            self.exposed.insert(h);
        }
    }

    /// An integer converted to a pointer: the address of an exposed object,
    /// or a pointer that cannot be used to access anything.
    pub fn from_int(&self, v: u64) -> Ptr {
        let p = Ptr(v);
        match p.alloc() {
            None => p,
            Some(h) if self.exposed.contains(&h) => p,
            Some(_) => Ptr::new(FORGED_SLOT, p.offset()),
        }
    }

    pub fn alloc(&mut self, size: u64, kind: AllocKind) -> Result<Ptr, Fault> {
        let new_used = self.used.saturating_add(size);
        let reuse = self.free_slots.len() > QUARANTINE;
        if new_used > self.limit || (!reuse && self.allocs.len() >= FORGED_SLOT as usize) {
            return Err(Fault::MemoryLimit { limit: self.limit });
        }
        self.used = new_used;
        let n = size as usize;
        let (bytes, init) = (vec![0; n], vec![UNINIT; n]);
        if reuse {
            if let Some(slot) = self.free_slots.pop_front() {
                let a = &mut self.allocs[slot as usize];
                a.generation = a.generation.wrapping_add(1);
                *a = Alloc {
                    bytes,
                    init,
                    kind,
                    live: true,
                    generation: a.generation,
                    destroyed: false,
                };
                let handle = slot | (a.generation as u32) << SLOT_BITS;
                self.exposed.remove(&handle);
                return Ok(Ptr::new(handle, 0));
            }
        }
        let slot = self.allocs.len() as u32;
        self.allocs.push(Alloc {
            bytes,
            init,
            kind,
            live: true,
            generation: 0,
            destroyed: false,
        });
        Ok(Ptr::new(slot, 0))
    }

    /// Counts `bytes` held outside the allocations (the bytecode's
    /// registers) against the limit, until `release`.
    pub fn reserve(&mut self, bytes: u64) -> Result<(), Fault> {
        let new_used = self.used.saturating_add(bytes);
        if new_used > self.limit {
            return Err(Fault::MemoryLimit { limit: self.limit });
        }
        self.used = new_used;
        Ok(())
    }

    pub fn release(&mut self, bytes: u64) {
        self.used = self.used.saturating_sub(bytes);
    }

    /// Bytes of live allocations.
    pub fn used(&self) -> u64 {
        self.used
    }

    /// An allocation initialized with `bytes`.
    pub fn alloc_bytes(&mut self, bytes: &[u8], kind: AllocKind) -> Result<Ptr, Fault> {
        let p = self.alloc(bytes.len() as u64, kind)?;
        if let Some(a) = p.alloc().and_then(|h| self.slot_mut(h)) {
            a.bytes.copy_from_slice(bytes);
            a.init.iter_mut().for_each(|b| *b = INIT);
        }
        Ok(p)
    }

    pub fn free(&mut self, p: Ptr) {
        let Some(h) = p.alloc() else {
            return;
        };
        if let Some(a) = self.slot_mut(h) {
            if a.live {
                let n = a.bytes.len() as u64;
                a.destroyed =
                    !matches!(a.kind, AllocKind::Heap { .. }) && a.init.first() == Some(&DESTROYED);
                a.live = false;
                a.bytes = Vec::new();
                a.init = Vec::new();
                // Functions' and strings' handles are cached: never reused.
                let reusable = !matches!(a.kind, AllocKind::Func(_) | AllocKind::Str);
                self.used = self.used.saturating_sub(n);
                if reusable {
                    self.free_slots.push_back(h & SLOT_MASK);
                }
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
        p.alloc().and_then(|h| self.slot(h)).is_some_and(|a| a.live)
    }

    pub fn kind(&self, p: Ptr) -> Option<AllocKind> {
        p.alloc().and_then(|h| self.slot(h)).map(|a| a.kind)
    }

    pub fn size(&self, p: Ptr) -> Option<u64> {
        p.alloc()
            .and_then(|h| self.slot(h))
            .map(|a| a.bytes.len() as u64)
    }

    fn locate(&self, p: Ptr, len: u64) -> Result<(usize, usize), Fault> {
        if p.is_null() {
            return Err(Fault::Null);
        }
        let Some(h) = p.alloc() else {
            return Err(Fault::Wild);
        };
        if h & SLOT_MASK == FORGED_SLOT {
            return Err(Fault::Forged);
        }
        let i = h & SLOT_MASK;
        let Some(a) = self.allocs.get(i as usize) else {
            return Err(Fault::Wild);
        };
        if a.generation == (h >> SLOT_BITS) as u8 && !a.live && a.destroyed {
            return Err(Fault::Destroyed);
        }
        // A reused slot: the object the pointer pointed to is gone.
        if a.generation != (h >> SLOT_BITS) as u8 || !a.live {
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
    /// The code units at `p` up to the first zero unit of `unit` bytes
    /// (not included), at most `max` bytes.
    pub fn c_string_units(&self, p: Ptr, unit: usize, max: usize) -> Result<Vec<u8>, Fault> {
        if unit <= 1 {
            return self.c_string(p, max);
        }
        let (i, off) = self.locate(p, 0)?;
        let a = &self.allocs[i];
        let rest = &a.bytes[off..];
        let end = rest
            .chunks_exact(unit)
            .take(max / unit)
            .position(|c| c.iter().all(|&b| b == 0));
        match end {
            Some(n) => {
                let len = (n + 1) * unit;
                if a.init[off..off + len].iter().any(|&b| b != INIT) {
                    return Err(Fault::Uninit);
                }
                Ok(rest[..n * unit].to_vec())
            }
            None if rest.len() > max => Ok(rest[..max / unit * unit].to_vec()),
            None => Err(Fault::OutOfBounds {
                offset: off as i64 + rest.len() as i64,
                len: unit as u64,
                size: a.bytes.len() as u64,
            }),
        }
    }

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
