//! `<stdlib.h>` at compile time: number parsing (`strtol`, `strtod`,
//! `atoi`, ... through the host C library, so every accepted spelling and
//! every rounding is glibc's), the environment (`getenv`, under the
//! sandbox), running programs (`system`, `popen`, under the sandbox) and
//! `exit`, which ends compile-time evaluation with an error.

use super::scan::{parse_float, parse_int};
use super::{Stream, Target};
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use std::io::Write;

type Res<T> = Result<T, Diagnostic>;

const ERANGE: i32 = 34;

/// The native `<stdlib.h>` function `name`, if it is one.
pub fn call(me: &mut Interp<'_>, name: &str, args: &[Val], span: Span) -> Option<Res<Val>> {
    let arg = |i: usize| args.get(i).cloned().unwrap_or(Val::Int(0));
    let p = |i: usize| arg(i).as_ptr();
    Some(match name {
        "strtol" | "strtoll" | "strtoimax" => {
            strto_int(me, p(0), p(1), arg(2).as_int(), true, span)
        }
        "strtoul" | "strtoull" | "strtoumax" => {
            strto_int(me, p(0), p(1), arg(2).as_int(), false, span)
        }
        "atoi" => strto_int(me, p(0), Ptr::NULL, 10, true, span)
            .map(|v| Val::Int(v.as_int() as i32 as i128)),
        "atol" | "atoll" => strto_int(me, p(0), Ptr::NULL, 10, true, span),
        "strtod" | "atof" => strto_float(me, p(0), p(1), false, span),
        "strtof" => strto_float(me, p(0), p(1), true, span),
        "strtold" => strtold(me, p(0), p(1), span),
        "__errno_location" => super::stdio::errno_ptr(me, span).map(Val::Ptr),
        "getenv" | "secure_getenv" => getenv(me, p(0), name, span),
        "system" => system(me, p(0), span),
        "popen" => popen(me, p(0), p(1), span),
        "pclose" => pclose(me, p(0), span),
        "exit" | "_Exit" | "quick_exit" | "_exit" => {
            Err(diag::exit_called(span, name, arg(0).as_int()))
        }
        _ => return None,
    })
}

fn c_str(me: &Interp<'_>, p: Ptr, span: Span) -> Res<Vec<u8>> {
    me.mem
        .c_string(p, usize::MAX)
        .map_err(|f| diag::fault(span, &f))
}

fn store_end(me: &mut Interp<'_>, endp: Ptr, at: Ptr, span: Span) -> Res<()> {
    if endp.is_null() {
        return Ok(());
    }
    me.mem
        .write(endp, &at.0.to_le_bytes())
        .map_err(|f| diag::fault(span, &f))
}

fn strto_int(
    me: &mut Interp<'_>,
    s: Ptr,
    endp: Ptr,
    base: i128,
    signed: bool,
    span: Span,
) -> Res<Val> {
    let text = c_str(me, s, span)?;
    if !(base == 0 || (2..=36).contains(&base)) {
        super::stdio::set_errno(me, 22, span)?;
        store_end(me, endp, s, span)?;
        return Ok(Val::Int(0));
    }
    let (used, v) = parse_int(&text, signed, base as i32).unwrap_or((0, 0));
    store_end(me, endp, s.offset_by(used as i64), span)?;
    // The host's value saturates exactly as the C library does; `errno`
    // says so.
    let saturated = if signed {
        v == i64::MAX as i128 || v == i64::MIN as i128
    } else {
        v == u64::MAX as i128
    };
    if saturated && used > 0 {
        let exact = std::str::from_utf8(&text[..used])
            .ok()
            .map(str::trim)
            .and_then(|t| i128::from_str_radix(t, if base == 0 { 10 } else { base as u32 }).ok());
        if exact != Some(v) && !(v == u64::MAX as i128 && exact == Some(-1)) {
            super::stdio::set_errno(me, ERANGE, span)?;
        }
    }
    Ok(Val::Int(v))
}

fn strto_float(me: &mut Interp<'_>, s: Ptr, endp: Ptr, single: bool, span: Span) -> Res<Val> {
    let text = c_str(me, s, span)?;
    let (used, v) = parse_float(&text).unwrap_or((0, 0.0));
    store_end(me, endp, s.offset_by(used as i64), span)?;
    if single {
        let f = v as f32;
        if v.is_finite() && f.is_infinite() {
            super::stdio::set_errno(me, ERANGE, span)?;
        }
        return Ok(Val::Float(f as f64));
    }
    if used > 0 && v.is_infinite() && !text[..used].iter().any(|b| b.eq_ignore_ascii_case(&b'i')) {
        super::stdio::set_errno(me, ERANGE, span)?;
    }
    Ok(Val::Float(v))
}

/// `strtold`: glibc's own, through `f80`.
fn strtold(me: &mut Interp<'_>, s: Ptr, endp: Ptr, span: Span) -> Res<Val> {
    let text = c_str(me, s, span)?;
    let text = String::from_utf8_lossy(&text).into_owned();
    let (v, used) = f80::F80::parse_prefix(&text).unwrap_or((f80::F80::ZERO, 0));
    store_end(me, endp, s.offset_by(used as i64), span)?;
    Ok(Val::Ext(v))
}

fn getenv(me: &mut Interp<'_>, name: Ptr, func: &str, span: Span) -> Res<Val> {
    let n = c_str(me, name, span)?;
    let n = String::from_utf8_lossy(&n).into_owned();
    me.io
        .sandbox
        .check_env(&n)
        .map_err(|d| diag::sandbox_denied(span, &format!("'{func}(\"{n}\")'"), Some(&d.allow)))?;
    match std::env::var_os(&n) {
        Some(v) => {
            use std::os::unix::ffi::OsStrExt;
            let mut b = v.as_bytes().to_vec();
            b.push(0);
            me.mem
                .alloc_bytes(&b, AllocKind::Str)
                .map(Val::Ptr)
                .map_err(|f| diag::fault(span, &f))
        }
        None => Ok(Val::Ptr(Ptr::NULL)),
    }
}

fn exec_denied(me: &Interp<'_>, what: &str, span: Span) -> Res<()> {
    me.io
        .sandbox
        .check_exec()
        .map_err(|d| diag::sandbox_denied(span, what, Some(&d.allow)))
}

fn shell(cmd: &[u8]) -> std::process::Command {
    use std::os::unix::ffi::OsStrExt;
    let mut c = std::process::Command::new("/bin/sh");
    c.arg("-c").arg(std::ffi::OsStr::from_bytes(cmd));
    c
}

/// A wait status as `system` and `pclose` return it.
fn wait_status(s: std::process::ExitStatus) -> i128 {
    use std::os::unix::process::ExitStatusExt;
    s.into_raw() as i128
}

fn system(me: &mut Interp<'_>, cmd: Ptr, span: Span) -> Res<Val> {
    if cmd.is_null() {
        // "Is a shell available?": only when programs may run.
        return Ok(Val::Int(i128::from(me.io.sandbox.allow_exec)));
    }
    let c = c_str(me, cmd, span)?;
    exec_denied(
        me,
        &format!("'system(\"{}\")'", String::from_utf8_lossy(&c)),
        span,
    )?;
    // The command's output is compile-time output, in order with the rest.
    match shell(&c).stdin(std::process::Stdio::null()).output() {
        Ok(out) => {
            me.write_out(&out.stdout, span)?;
            me.charge_output(out.stderr.len(), span)?;
            me.io
                .write_stderr(&out.stderr)
                .map_err(|e| diag::output_failed(span, &e.to_string()))?;
            Ok(Val::Int(wait_status(out.status)))
        }
        Err(_) => Ok(Val::Int(127 << 8)),
    }
}

fn popen(me: &mut Interp<'_>, cmd: Ptr, mode: Ptr, span: Span) -> Res<Val> {
    let c = c_str(me, cmd, span)?;
    let m = c_str(me, mode, span)?;
    exec_denied(
        me,
        &format!("'popen(\"{}\")'", String::from_utf8_lossy(&c)),
        span,
    )?;
    let stream = match m.first() {
        Some(b'r') => {
            let out = match shell(&c).stdin(std::process::Stdio::null()).output() {
                Ok(o) => o,
                Err(_) => return Ok(Val::Ptr(Ptr::NULL)),
            };
            let mut s = Stream::new(Target::Pipe(None), true, false);
            s.data = out.stdout;
            s.exit = Some(wait_status(out.status));
            s
        }
        Some(b'w') => Stream::new(Target::Pipe(Some(c)), false, true),
        _ => {
            super::stdio::set_errno(me, 22, span)?;
            return Ok(Val::Ptr(Ptr::NULL));
        }
    };
    let h = me
        .mem
        .alloc(0, AllocKind::Stream)
        .map_err(|f| diag::fault(span, &f))?;
    me.io.streams.insert(h, stream);
    Ok(Val::Ptr(h))
}

fn pclose(me: &mut Interp<'_>, h: Ptr, span: Span) -> Res<Val> {
    let Some(s) = me.io.streams.remove(&h) else {
        return Err(diag::closed_stream(span, "pclose"));
    };
    me.mem.free(h);
    let status = match (&s.target, s.exit) {
        (_, Some(st)) => st,
        (Target::Pipe(Some(cmd)), None) => {
            let child = shell(cmd)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn();
            let Ok(mut child) = child else {
                return Ok(Val::Int(-1));
            };
            if let Some(mut input) = child.stdin.take() {
                let _ = input.write_all(&s.data);
            }
            match child.wait_with_output() {
                Ok(out) => {
                    me.write_out(&out.stdout, span)?;
                    me.charge_output(out.stderr.len(), span)?;
                    me.io
                        .write_stderr(&out.stderr)
                        .map_err(|e| diag::output_failed(span, &e.to_string()))?;
                    wait_status(out.status)
                }
                Err(_) => -1,
            }
        }
        _ => -1,
    };
    Ok(Val::Int(status))
}
