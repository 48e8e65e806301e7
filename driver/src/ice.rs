//! The last line of defence: a panic anywhere in the compiler becomes an
//! "internal compiler error" diagnostic and exit status 70 (EX_SOFTWARE),
//! never a Rust backtrace. Stages must not panic on any input; this catches
//! the bugs that remain, and tells the user how to report them.

use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;

pub const ICE_EXIT: i32 = 70;

static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Runs `f`; a panic is reported on stderr and turned into exit code 70.
pub fn catch_ice(f: impl FnOnce() -> i32) -> i32 {
    let previous = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        let payload = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_string());
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        if let Ok(mut slot) = LAST_PANIC.lock() {
            // Keep the first panic: later ones (rayon workers) are consequences.
            slot.get_or_insert(format!("{payload}{at}"));
        }
    }));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    panic::set_hook(previous);
    match result {
        Ok(code) => code,
        Err(_) => {
            let what = LAST_PANIC
                .lock()
                .ok()
                .and_then(|mut s| s.take())
                .unwrap_or_else(|| "unknown panic".to_string());
            eprintln!("circle-rs: fatal error: internal compiler error: {what}");
            eprintln!("circle-rs: note: this is a bug in circle-rs, not in your program; please report it with the input that triggers it");
            ICE_EXIT
        }
    }
}
