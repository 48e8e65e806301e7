//! `<stdio.h>` at compile time: `fopen`, `fclose`, `fgets`, `fgetc`,
//! `fread`, `fwrite`, `fprintf`, `fputs`, `fscanf`, `sscanf`, ... on the
//! interpreter's streams (see the module above). Failures come back as C's
//! return values with `errno` set; what the sandbox denies is an error.

use super::scan::{self, Store};
use super::{Stream, Target};
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;
use std::io::BufRead;
use std::path::PathBuf;

type Res<T> = Result<T, Diagnostic>;

const EOF: i128 = -1;
const EINVAL: i32 = 22;

/// The native `<stdio.h>` function `name`, if it is one.
pub fn call(
    me: &mut Interp<'_>,
    prog: &Program,
    func: &Function,
    name: &str,
    args: &[Val],
    span: Span,
) -> Option<Res<Val>> {
    let arg = |i: usize| args.get(i).cloned().unwrap_or(Val::Int(0));
    let p = |i: usize| arg(i).as_ptr();
    Some(match name {
        "fopen" => fopen(me, p(0), p(1), span),
        "fclose" => fclose(me, p(0), span),
        "fflush" => fflush(me, p(0), span),
        "fgets" => fgets(me, p(0), arg(1).as_int(), p(2), span),
        "fgetc" | "getc" | "_IO_getc" => getc(me, p(0), name, span),
        "getchar" => std_handle(me, 0, span).and_then(|h| getc(me, h, name, span)),
        "ungetc" => ungetc(me, arg(0).as_int(), p(1), span),
        "fread" => fread(me, p(0), arg(1).as_int(), arg(2).as_int(), p(3), span),
        "fwrite" => fwrite(me, p(0), arg(1).as_int(), arg(2).as_int(), p(3), span),
        "fputc" | "putc" | "_IO_putc" => {
            let c = arg(0).as_int() as u8;
            put(me, p(1), &[c], name, span).map(|_| Val::Int(c as i128))
        }
        "fputs" => me
            .mem
            .c_string(p(0), usize::MAX)
            .map_err(|f| diag::fault(span, &f))
            .and_then(|s| put(me, p(1), &s, name, span))
            .map(|_| Val::Int(1)),
        "fprintf" => fprintf(me, prog, func, args, span),
        "feof" | "ferror" => stream(me, p(0), name, span)
            .map(|s| Val::Int(i128::from(if name == "feof" { s.eof } else { s.error }))),
        "clearerr" => stream(me, p(0), name, span).map(|s| {
            s.eof = false;
            s.error = false;
            Val::Void
        }),
        "ftell" => stream(me, p(0), name, span).map(|s| Val::Int(s.pos as i128)),
        "rewind" => stream(me, p(0), name, span).map(|s| {
            s.pos = 0;
            s.eof = false;
            s.error = false;
            Val::Void
        }),
        "fseek" => fseek(me, p(0), arg(1).as_int(), arg(2).as_int(), span),
        "fscanf" => {
            let h = p(0);
            scanf_stream(me, h, p(1), args.get(2..).unwrap_or(&[]), name, span)
        }
        "scanf" => std_handle(me, 0, span)
            .and_then(|h| scanf_stream(me, h, p(0), args.get(1..).unwrap_or(&[]), name, span)),
        "sscanf" => sscanf(me, p(0), p(1), args.get(2..).unwrap_or(&[]), span),
        "remove" => remove(me, p(0), span),
        "rename" => rename(me, p(0), p(1), span),
        _ => return None,
    })
}

/// `stdin`, `stdout` or `stderr` (glibc's `extern FILE *stdin;`): the
/// compile-time copy of the global holds the interpreter's handle.
pub fn std_global(me: &mut Interp<'_>, prog: &Program, v: VarId, span: Span) -> Res<Option<Ptr>> {
    let var = prog.var(v);
    let which = match var.name.as_str() {
        "stdin" => 0,
        "stdout" => 1,
        "stderr" => 2,
        _ => return Ok(None),
    };
    if var.global().is_none_or(|g| g.init.is_some()) || !prog.types.is_pointer(var.ty) {
        return Ok(None);
    }
    let h = std_handle(me, which, span)?;
    let slot = me
        .mem
        .alloc(8, AllocKind::Global(v))
        .map_err(|f| diag::fault(span, &f))?;
    me.mem
        .write(slot, &h.0.to_le_bytes())
        .map_err(|f| diag::fault(span, &f))?;
    me.statics.insert(v, slot);
    Ok(Some(slot))
}

/// The handle of standard stream `which` (0 stdin, 1 stdout, 2 stderr).
pub fn std_handle(me: &mut Interp<'_>, which: usize, span: Span) -> Res<Ptr> {
    if let Some(h) = me.io.std_handles[which] {
        return Ok(h);
    }
    let (target, r, w) = match which {
        0 => (Target::Stdin, true, false),
        1 => (Target::Stdout, false, true),
        _ => (Target::Stderr, false, true),
    };
    let h = new_handle(me, Stream::new(target, r, w), span)?;
    me.io.std_handles[which] = Some(h);
    Ok(h)
}

fn new_handle(me: &mut Interp<'_>, s: Stream, span: Span) -> Res<Ptr> {
    let h = me
        .mem
        .alloc(0, AllocKind::Stream)
        .map_err(|f| diag::fault(span, &f))?;
    me.io.streams.insert(h, s);
    Ok(h)
}

/// The open stream behind a handle.
fn stream<'a>(me: &'a mut Interp<'_>, h: Ptr, name: &str, span: Span) -> Res<&'a mut Stream> {
    match me.io.streams.get_mut(&h) {
        Some(s) => Ok(s),
        None if h.is_null() => Err(diag::fault(span, &crate::memory::Fault::Null)),
        None => Err(diag::closed_stream(span, name)),
    }
}

pub(crate) fn set_errno(me: &mut Interp<'_>, value: i32, span: Span) -> Res<()> {
    let p = errno_ptr(me, span)?;
    me.mem
        .write(p, &value.to_le_bytes())
        .map_err(|f| diag::fault(span, &f))
}

/// `__errno_location()`: the compile-time `errno`.
pub(crate) fn errno_ptr(me: &mut Interp<'_>, span: Span) -> Res<Ptr> {
    if let Some(p) = me.io.errno {
        return Ok(p);
    }
    let p = me
        .mem
        .alloc_bytes(&[0; 4], AllocKind::Object)
        .map_err(|f| diag::fault(span, &f))?;
    me.io.errno = Some(p);
    Ok(p)
}

fn os_errno(e: &std::io::Error) -> i32 {
    e.raw_os_error().unwrap_or(5)
}

fn c_str(me: &Interp<'_>, p: Ptr, span: Span) -> Res<Vec<u8>> {
    me.mem
        .c_string(p, usize::MAX)
        .map_err(|f| diag::fault(span, &f))
}

fn path_of(bytes: &[u8]) -> PathBuf {
    use std::os::unix::ffi::OsStrExt;
    PathBuf::from(std::ffi::OsStr::from_bytes(bytes))
}

fn denied(span: Span, op: &str, path: &std::path::Path, d: super::sandbox::Denied) -> Diagnostic {
    let path = d.path.as_deref().unwrap_or(path);
    diag::sandbox_denied(
        span,
        &format!("{op} of '{}'", path.display()),
        Some(&d.allow),
    )
}

fn fopen(me: &mut Interp<'_>, path: Ptr, mode: Ptr, span: Span) -> Res<Val> {
    let name = c_str(me, path, span)?;
    let mode = c_str(me, mode, span)?;
    open_path(me, &name, &mode, "fopen", span)
}

/// `fopen(name, mode)` for the operation `what` (`fopen`, a file
/// stream's open): the sandbox's checks, the file's bytes, a handle (null
/// with errno when the file cannot be opened).
pub(crate) fn open_path(
    me: &mut Interp<'_>,
    name: &[u8],
    mode: &[u8],
    what: &str,
    span: Span,
) -> Res<Val> {
    let (read, write, append, truncate, create) = match mode.iter().find(|b| **b != b'b') {
        Some(b'r') => (true, false, false, false, false),
        Some(b'w') => (false, true, false, true, true),
        Some(b'a') => (false, true, true, false, true),
        _ => {
            set_errno(me, EINVAL, span)?;
            return Ok(Val::Ptr(Ptr::NULL));
        }
    };
    let plus = mode.contains(&b'+');
    let (read, write) = (read || plus, write || plus);
    let path = me.io.resolve(&path_of(name), span);
    let op = if write {
        format!("'{what}' for writing")
    } else {
        format!("'{what}' for reading")
    };
    let check = if write {
        me.io.sandbox.check_write(&path)
    } else {
        me.io.sandbox.check_read(&path)
    };
    check.map_err(|d| denied(span, &op, &path, d))?;
    let existing = if truncate {
        Ok(Vec::new())
    } else {
        std::fs::read(&path)
    };
    let data = match existing {
        Ok(d) => d,
        Err(e) if create && e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => {
            set_errno(me, os_errno(&e), span)?;
            return Ok(Val::Ptr(Ptr::NULL));
        }
    };
    if data.len() as u64 > me.limits.max_memory {
        return Err(diag::memory_limit(span, me.limits.max_memory));
    }
    if write {
        // Created (or truncated) now, so failures surface at `fopen`.
        let r = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(truncate)
            .open(&path);
        if let Err(e) = r {
            set_errno(me, os_errno(&e), span)?;
            return Ok(Val::Ptr(Ptr::NULL));
        }
    }
    if !truncate {
        me.io.record_read(&path);
    }
    let mut s = Stream::new(Target::File(path), read, write);
    s.append = append;
    if append {
        s.pos = data.len();
    }
    s.data = data;
    new_handle(me, s, span).map(Val::Ptr)
}

/// Writes a stream's file back if it changed.
fn write_back(me: &mut Interp<'_>, h: Ptr, span: Span) -> Res<bool> {
    let Some(s) = me.io.streams.get_mut(&h) else {
        return Ok(true);
    };
    let Target::File(path) = &s.target else {
        return Ok(true);
    };
    if !s.dirty {
        return Ok(true);
    }
    s.dirty = false;
    match std::fs::write(path, &s.data) {
        Ok(()) => Ok(true),
        Err(e) => {
            s.error = true;
            set_errno(me, os_errno(&e), span)?;
            Ok(false)
        }
    }
}

pub(crate) fn fclose(me: &mut Interp<'_>, h: Ptr, span: Span) -> Res<Val> {
    stream(me, h, "fclose", span)?;
    let ok = write_back(me, h, span)?;
    me.io.streams.remove(&h);
    me.mem.free(h);
    Ok(Val::Int(if ok { 0 } else { EOF }))
}

fn fflush(me: &mut Interp<'_>, h: Ptr, span: Span) -> Res<Val> {
    let handles: Vec<Ptr> = if h.is_null() {
        me.io.streams.keys().copied().collect()
    } else {
        stream(me, h, "fflush", span)?;
        vec![h]
    };
    let mut ok = true;
    for h in handles {
        ok &= write_back(me, h, span)?;
    }
    Ok(Val::Int(if ok { 0 } else { EOF }))
}

/// For stdin: reads from the compiler's stdin until `pos + want` bytes or
/// a newline after `pos` are buffered (or the input ends).
fn fill(s: &mut Stream, want: usize, line: bool) {
    if s.target != Target::Stdin {
        return;
    }
    let mut input = std::io::stdin().lock();
    loop {
        let have = &s.data[s.pos.min(s.data.len())..];
        if have.len() >= want || (line && have.contains(&b'\n')) {
            return;
        }
        match input.read_until(b'\n', &mut s.data) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
    }
}

fn readable<'a>(
    me: &'a mut Interp<'_>,
    h: Ptr,
    name: &str,
    span: Span,
) -> Res<Option<&'a mut Stream>> {
    let s = stream(me, h, name, span)?;
    if !s.readable {
        s.error = true;
        return Ok(None);
    }
    Ok(Some(s))
}

fn fgets(me: &mut Interp<'_>, buf: Ptr, n: i128, h: Ptr, span: Span) -> Res<Val> {
    let Some(s) = readable(me, h, "fgets", span)? else {
        return Ok(Val::Ptr(Ptr::NULL));
    };
    if n <= 0 {
        return Ok(Val::Ptr(Ptr::NULL));
    }
    let max = usize::try_from(n - 1).unwrap_or(usize::MAX);
    fill(s, max, true);
    let rest = &s.data[s.pos.min(s.data.len())..];
    let mut len = rest.len().min(max);
    if let Some(nl) = rest[..len].iter().position(|&b| b == b'\n') {
        len = nl + 1;
    }
    if len == 0 && max > 0 {
        s.eof = true;
        return Ok(Val::Ptr(Ptr::NULL));
    }
    let mut line = rest[..len].to_vec();
    s.pos += len;
    if s.pos >= s.data.len() && !line.ends_with(b"\n") {
        s.eof = true;
    }
    line.push(0);
    me.mem
        .write(buf, &line)
        .map_err(|f| diag::fault(span, &f))?;
    Ok(Val::Ptr(buf))
}

pub(crate) fn getc(me: &mut Interp<'_>, h: Ptr, name: &str, span: Span) -> Res<Val> {
    let Some(s) = readable(me, h, name, span)? else {
        return Ok(Val::Int(EOF));
    };
    fill(s, 1, false);
    match s.data.get(s.pos) {
        Some(&b) => {
            s.pos += 1;
            Ok(Val::Int(b as i128))
        }
        None => {
            s.eof = true;
            Ok(Val::Int(EOF))
        }
    }
}

pub(crate) fn ungetc(me: &mut Interp<'_>, c: i128, h: Ptr, span: Span) -> Res<Val> {
    let s = stream(me, h, "ungetc", span)?;
    if c == EOF {
        return Ok(Val::Int(EOF));
    }
    let b = c as u8;
    if s.pos > 0 && s.data.get(s.pos - 1) == Some(&b) {
        s.pos -= 1;
    } else {
        let at = s.pos.min(s.data.len());
        s.data.insert(at, b);
    }
    s.eof = false;
    Ok(Val::Int(b as i128))
}

fn fread(me: &mut Interp<'_>, buf: Ptr, size: i128, n: i128, h: Ptr, span: Span) -> Res<Val> {
    let total = size.checked_mul(n).and_then(|t| usize::try_from(t).ok());
    let Some(s) = readable(me, h, "fread", span)? else {
        return Ok(Val::Int(0));
    };
    let Some(total) = total.filter(|_| size > 0) else {
        return Ok(Val::Int(0));
    };
    fill(s, total, false);
    let rest = &s.data[s.pos.min(s.data.len())..];
    let k = rest.len().min(total);
    let bytes = rest[..k].to_vec();
    s.pos += k;
    if k < total {
        s.eof = true;
    }
    if k > 0 {
        me.mem
            .write(buf, &bytes)
            .map_err(|f| diag::fault(span, &f))?;
    }
    Ok(Val::Int((k / size as usize) as i128))
}

fn fwrite(me: &mut Interp<'_>, buf: Ptr, size: i128, n: i128, h: Ptr, span: Span) -> Res<Val> {
    let Some(total) = size
        .checked_mul(n)
        .and_then(|t| u64::try_from(t).ok())
        .filter(|t| *t > 0)
    else {
        stream(me, h, "fwrite", span)?;
        return Ok(Val::Int(0));
    };
    let bytes = me
        .mem
        .read(buf, total, true)
        .map_err(|f| diag::fault(span, &f))?
        .to_vec();
    put(me, h, &bytes, "fwrite", span)?;
    Ok(Val::Int(n))
}

/// Writes to a stream: stdout and stderr are the compiler's, files are
/// buffered until written back. Everything counts against the output limit.
pub(crate) fn put(me: &mut Interp<'_>, h: Ptr, bytes: &[u8], name: &str, span: Span) -> Res<()> {
    let s = stream(me, h, name, span)?;
    if !s.writable {
        s.error = true;
        return Ok(());
    }
    match s.target {
        Target::Stdout => me.write_out(bytes, span),
        Target::Stderr => {
            me.charge_output(bytes.len(), span)?;
            me.io
                .write_stderr(bytes)
                .map_err(|e| diag::output_failed(span, &e.to_string()))
        }
        Target::Stdin => Ok(()),
        Target::File(_) | Target::Pipe(_) => {
            me.charge_output(bytes.len(), span)?;
            let s = stream(me, h, name, span)?;
            if s.append {
                s.pos = s.data.len();
            }
            let end = s.pos + bytes.len();
            if s.data.len() < end {
                s.data.resize(end, 0);
            }
            s.data[s.pos..end].copy_from_slice(bytes);
            s.pos = end;
            s.dirty = true;
            Ok(())
        }
    }
}

fn fprintf(
    me: &mut Interp<'_>,
    prog: &Program,
    func: &Function,
    args: &[Val],
    span: Span,
) -> Res<Val> {
    let h = args.first().map_or(Ptr::NULL, Val::as_ptr);
    stream(me, h, "fprintf", span)?;
    let vals = crate::native::typed_args(prog, func, args, 1);
    let Some((fmt, _)) = vals.first() else {
        return Err(diag::printf_format(span, "missing format string"));
    };
    let fmt = c_str(me, fmt.as_ptr(), span)?;
    let text = crate::printf::format(me, &fmt, &vals[1..], span)?;
    put(me, h, &text, "fprintf", span)?;
    Ok(Val::Int(text.len() as i128))
}

pub(crate) fn fseek(me: &mut Interp<'_>, h: Ptr, off: i128, whence: i128, span: Span) -> Res<Val> {
    let s = stream(me, h, "fseek", span)?;
    let base = match whence {
        0 => 0,
        1 => s.pos as i128,
        2 => s.data.len() as i128,
        _ => -1,
    };
    let to = base + off;
    if base < 0 || to < 0 || s.target == Target::Stdin {
        set_errno(me, EINVAL, span)?;
        return Ok(Val::Int(EOF));
    }
    s.pos = to as usize;
    s.eof = false;
    Ok(Val::Int(0))
}

/// Stores `scanf` results through the pointer arguments.
fn store_results(me: &mut Interp<'_>, stores: Vec<Store>, ptrs: &[Val], span: Span) -> Res<()> {
    if stores.len() > ptrs.len() {
        return Err(diag::printf_format(
            span,
            "too few arguments for the conversions of the scanf format",
        ));
    }
    for (st, p) in stores.into_iter().zip(ptrs) {
        let Val::Ptr(p) = p else {
            return Err(diag::printf_format(
                span,
                "a scanf conversion expects a pointer argument",
            ));
        };
        let bytes = match st {
            Store::Int { value, bytes } => value.to_le_bytes()[..bytes as usize].to_vec(),
            Store::F32(f) => f.to_le_bytes().to_vec(),
            Store::F64(f) => f.to_le_bytes().to_vec(),
            Store::Bytes(b) => b,
        };
        me.mem
            .write(*p, &bytes)
            .map_err(|f| diag::fault(span, &f))?;
    }
    Ok(())
}

fn sscanf(me: &mut Interp<'_>, s: Ptr, fmt: Ptr, rest: &[Val], span: Span) -> Res<Val> {
    let input = c_str(me, s, span)?;
    let fmt = c_str(me, fmt, span)?;
    let r = scan::scan(&input, &fmt).map_err(|w| diag::printf_format(span, &w))?;
    store_results(me, r.stores, rest, span)?;
    Ok(Val::Int(r.result as i128))
}

fn scanf_stream(
    me: &mut Interp<'_>,
    h: Ptr,
    fmt: Ptr,
    rest: &[Val],
    name: &str,
    span: Span,
) -> Res<Val> {
    let fmt = c_str(me, fmt, span)?;
    let Some(s) = readable(me, h, name, span)? else {
        return Ok(Val::Int(EOF));
    };
    fill(s, usize::MAX, false);
    let input = &s.data[s.pos.min(s.data.len())..];
    let r = scan::scan(input, &fmt).map_err(|w| diag::printf_format(span, &w))?;
    s.pos += r.consumed;
    if s.pos >= s.data.len() {
        s.eof = true;
    }
    store_results(me, r.stores, rest, span)?;
    Ok(Val::Int(r.result as i128))
}

fn remove(me: &mut Interp<'_>, path: Ptr, span: Span) -> Res<Val> {
    let name = c_str(me, path, span)?;
    let path = me.io.resolve(&path_of(&name), span);
    me.io
        .sandbox
        .check_write(&path)
        .map_err(|d| denied(span, "'remove'", &path, d))?;
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(Val::Int(0)),
        Err(e) => {
            set_errno(me, os_errno(&e), span)?;
            Ok(Val::Int(-1))
        }
    }
}

fn rename(me: &mut Interp<'_>, from: Ptr, to: Ptr, span: Span) -> Res<Val> {
    let a = c_str(me, from, span)?;
    let b = c_str(me, to, span)?;
    let a = me.io.resolve(&path_of(&a), span);
    let b = me.io.resolve(&path_of(&b), span);
    for p in [&a, &b] {
        me.io
            .sandbox
            .check_write(p)
            .map_err(|d| denied(span, "'rename'", p, d))?;
    }
    match std::fs::rename(&a, &b) {
        Ok(()) => Ok(Val::Int(0)),
        Err(e) => {
            set_errno(me, os_errno(&e), span)?;
            Ok(Val::Int(-1))
        }
    }
}

/// `ftell`.
pub(crate) fn tell(me: &mut Interp<'_>, h: Ptr, span: Span) -> Res<i128> {
    stream(me, h, "ftell", span).map(|s| s.pos as i128)
}
