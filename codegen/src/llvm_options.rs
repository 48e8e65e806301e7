//! `-mllvm <option>`: options for LLVM's own command-line parser, as clang
//! passes them. LLVM's options are process-wide globals, so they are parsed
//! once, before any code generation job starts.
//!
//! LLVM's C API (`LLVMParseCommandLineOptions`) discards parse errors: it
//! hands LLVM a null stream and returns nothing. A mistyped option would
//! then be ignored silently, so this calls the C++ entry point itself,
//! which reports success, with LLVM's error stream (`llvm::errs()`, which
//! writes to file descriptor 2 unbuffered) pointed at a temporary file for
//! the duration of the call; its text becomes the diagnostic.

use std::ffi::{c_char, c_int, CString};
use std::io::{Read, Seek};
use std::os::fd::AsRawFd;
use std::sync::Mutex;

use lexer::diag::Diagnostic;
use lexer::source::Span;

/// `llvm::StringRef`: trivially copyable, passed by value as C passes the
/// same struct.
#[repr(C)]
struct StringRef {
    data: *const c_char,
    len: usize,
}

/// Opaque `llvm::raw_ostream`.
#[repr(C)]
struct RawOstream {
    _private: [u8; 0],
}

extern "C" {
    // bool llvm::cl::ParseCommandLineOptions(int argc, const char *const *argv,
    //     StringRef Overview, raw_ostream *Errs, const char *EnvVar,
    //     bool LongOptionsUseDoubleDash)
    #[link_name = "_ZN4llvm2cl23ParseCommandLineOptionsEiPKPKcNS_9StringRefEPNS_11raw_ostreamES2_b"]
    fn llvm_parse_command_line_options(
        argc: c_int,
        argv: *const *const c_char,
        overview: StringRef,
        errs: *mut RawOstream,
        env_var: *const c_char,
        long_options_use_double_dash: bool,
    ) -> bool;
    // raw_ostream &llvm::errs()
    #[link_name = "_ZN4llvm4errsEv"]
    fn llvm_errs() -> *mut RawOstream;
    fn dup(fd: c_int) -> c_int;
    fn dup2(old: c_int, new: c_int) -> c_int;
    fn close(fd: c_int) -> c_int;
}

/// What the options parsed to, for a second call in the same process.
static PARSED: Mutex<Option<(Vec<String>, Option<String>)>> = Mutex::new(None);

/// The name LLVM's messages start with.
const PROGRAM: &str = "-mllvm";

/// Parses `options` (each one `-mllvm` value) with LLVM's parser, once per
/// process; an option LLVM does not know, or a bad value, is an error
/// carrying LLVM's message.
pub fn apply(options: &[String]) -> Result<(), Diagnostic> {
    if options.is_empty() {
        return Ok(());
    }
    crate::initialize_llvm();
    let mut parsed = PARSED.lock().unwrap_or_else(|e| e.into_inner());
    let failure = match &*parsed {
        Some((done, failure)) if done == options => failure.clone(),
        Some((done, _)) => Some(format!(
            "LLVM's options were already set to '{}' in this process",
            done.join(" ")
        )),
        None => {
            let failure = parse(options);
            *parsed = Some((options.to_vec(), failure.clone()));
            failure
        }
    };
    match failure {
        None => Ok(()),
        Some(message) => {
            let mut d = Diagnostic::error(
                "drv-mllvm",
                Span::DUMMY,
                format!(
                    "LLVM rejected the option{} given by -mllvm: {}",
                    if options.len() == 1 { "" } else { "s" },
                    options.join(" ")
                ),
            );
            for line in message.lines() {
                d = d.with_note(line.to_string());
            }
            Err(d)
        }
    }
}

/// LLVM's parse; `Some(message)` when it failed.
fn parse(options: &[String]) -> Option<String> {
    let mut args = Vec::with_capacity(options.len() + 1);
    for a in std::iter::once(PROGRAM).chain(options.iter().map(String::as_str)) {
        match CString::new(a) {
            Ok(c) => args.push(c),
            Err(_) => return Some(format!("'{a}' contains a NUL byte")),
        }
    }
    let argv: Vec<*const c_char> = args.iter().map(|c| c.as_ptr()).collect();
    let capture = match tempfile() {
        Ok(f) => f,
        Err(e) => return Some(format!("cannot capture LLVM's messages: {e}")),
    };
    let (ok, text) = with_stderr_in(capture, || {
        // SAFETY: argv holds argc NUL-terminated strings that outlive the
        // call; the overview is empty; errs() is LLVM's own stream.
        unsafe {
            llvm_parse_command_line_options(
                argv.len() as c_int,
                argv.as_ptr(),
                StringRef {
                    data: c"".as_ptr(),
                    len: 0,
                },
                llvm_errs(),
                std::ptr::null(),
                false,
            )
        }
    });
    if ok {
        return None;
    }
    // LLVM's lines name the program ("-mllvm: ...") and suggest `--help`
    // for a program that is not this one: keep what they say about the
    // options.
    let lines: Vec<String> = text
        .lines()
        .map(|l| l.strip_prefix(&format!("{PROGRAM}: ")).unwrap_or(l))
        .map(|l| match l.find("  Try: ") {
            Some(i) => l[..i].to_string(),
            None => l.to_string(),
        })
        .map(|l| l.trim().trim_end_matches('.').to_string())
        .filter(|l| !l.is_empty())
        .collect();
    Some(if lines.is_empty() {
        "unknown option or bad value".to_string()
    } else {
        lines.join("\n")
    })
}

fn tempfile() -> std::io::Result<std::fs::File> {
    let path = std::env::temp_dir().join(format!("circle-rs-mllvm-{}", std::process::id()));
    let f = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(&path)?;
    let _ = std::fs::remove_file(&path);
    Ok(f)
}

/// Runs `f` with file descriptor 2 writing into `file`; returns its result
/// and what was written. Called before any job thread exists.
fn with_stderr_in<T>(mut file: std::fs::File, f: impl FnOnce() -> T) -> (T, String) {
    // SAFETY: plain descriptor operations on descriptors this function owns
    // (the duplicate of 2, and `file`'s) or on 2 itself, restored after.
    let saved = unsafe { dup(2) };
    let redirected = saved >= 0 && unsafe { dup2(file.as_raw_fd(), 2) } >= 0;
    let r = f();
    if saved >= 0 {
        unsafe {
            dup2(saved, 2);
            close(saved);
        }
    }
    let mut text = String::new();
    if redirected {
        let _ = file.rewind();
        let _ = file.read_to_string(&mut text);
    }
    (r, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_options_parse_and_unknown_ones_are_reported() {
        assert_eq!(parse(&["-nvptx-sched4reg".into()]), None);
        let m = parse(&["-no-such-llvm-option".into()]).unwrap_or_default();
        assert!(m.contains("no-such-llvm-option"), "{m}");
        assert!(!m.contains("Try:"), "{m}");
    }
}
