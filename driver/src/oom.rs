//! Running out of memory ends in a diagnostic and exit status 1, not in
//! Rust's "memory allocation failed" abort (SIGABRT, exit 134), which build
//! systems report as a compiler crash. The global allocator forwards to the
//! system's and, when an allocation fails, writes one clang-shaped line with
//! `write(2)` and leaves with `_exit`: nothing on that path allocates, and
//! no destructor or atexit handler runs in a process that has no memory
//! left. Output files are written only after code generation succeeded
//! (see `outputs.rs`), so no partial output exists at that point; a
//! temporary file being written when memory ran out can stay behind.

use std::alloc::{GlobalAlloc, Layout, System};

pub struct OomGuard;

const MESSAGE: &[u8] = b"circle-rs: fatal error: out of memory: the compilation needs more memory than the system allows (limit the input, or raise 'ulimit -v')\n";

fn out_of_memory() -> ! {
    // SAFETY: write(2) and _exit(2) are async-signal-safe and take no locks
    // or memory; the buffer is a static.
    unsafe {
        libc::write(2, MESSAGE.as_ptr().cast(), MESSAGE.len());
        libc::_exit(1)
    }
}

// SAFETY: every method forwards to `System` with the same arguments and
// returns its result; a null result never returns (the process ends).
unsafe impl GlobalAlloc for OomGuard {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if p.is_null() {
            out_of_memory();
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if p.is_null() {
            out_of_memory();
        }
        p
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if p.is_null() {
            out_of_memory();
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
}
