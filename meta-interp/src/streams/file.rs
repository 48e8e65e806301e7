//! `basic_filebuf<char>` at compile time (`<fstream>`): the buffer's
//! opening, closing and virtual I/O members are native and work on a
//! compile-time stdio handle, so file streams go through the same sandbox
//! as `fopen` (relative paths against the source's directory, a denied
//! open is an error naming the operation, the path and the flag allowing
//! it, files read are listed by `-MD`), unbuffered. The handle is keyed by
//! the address of the buffer's `_M_file` member, which `is_open` sees.

use super::buf::EOF;
use super::Res;
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::Ptr;
use crate::value::Val;
use lexer::source::Span;
use sema::program::*;

// libstdc++'s `_Ios_Openmode` bits and `_Ios_Seekdir` values.
const APP: i128 = 1;
const ATE: i128 = 2;
const IN: i128 = 8;
const OUT: i128 = 16;
const TRUNC: i128 = 32;

#[derive(Clone, Copy, Debug)]
pub enum FileFn {
    Open,
    Close,
    IsOpen,
    Overflow,
    Xsputn,
    Xsgetn,
    Underflow,
    Uflow,
    Pbackfail,
    Sync,
    Seekoff,
    Seekpos,
}

pub fn classify(prog: &Program, func: &Function, member: &str) -> Option<FileFn> {
    let n = func.params.len();
    Some(match member {
        "open" if n == 3 && prog.types.is_pointer(prog.var(func.params[1]).ty) => FileFn::Open,
        "close" => FileFn::Close,
        "overflow" => FileFn::Overflow,
        "xsputn" => FileFn::Xsputn,
        "xsgetn" => FileFn::Xsgetn,
        "underflow" => FileFn::Underflow,
        "uflow" => FileFn::Uflow,
        "pbackfail" => FileFn::Pbackfail,
        "sync" => FileFn::Sync,
        "seekoff" => FileFn::Seekoff,
        "seekpos" => FileFn::Seekpos,
        _ => return None,
    })
}

/// The fopen mode of an openmode ([filebuf.members] table), if valid.
fn fopen_mode(mode: i128) -> Option<&'static [u8]> {
    let m = mode & (APP | IN | OUT | TRUNC);
    Some(match m {
        x if x == OUT || x == OUT | TRUNC => b"w",
        x if x == APP || x == OUT | APP => b"a",
        x if x == IN => b"r",
        x if x == IN | OUT => b"r+",
        x if x == IN | OUT | TRUNC => b"w+",
        x if x == IN | APP || x == IN | OUT | APP => b"a+",
        _ => return None,
    })
}

fn file_key(prog: &Program, f: FuncId, this: Ptr) -> Ptr {
    let off = prog
        .func(f)
        .class
        .and_then(|c| super::layout::field(prog, c, "_M_file"))
        .unwrap_or(0);
    this.offset_by(off as i64)
}

/// Sets the buffer's get area (`setg(beg, beg, end)`).
fn set_get(
    me: &mut Interp<'_>,
    prog: &Program,
    f: FuncId,
    this: Ptr,
    beg: Ptr,
    end: Ptr,
    span: Span,
) -> Res<()> {
    let Some(cls) = prog.func(f).class else {
        return Ok(());
    };
    for (name, v) in [("_M_in_beg", beg), ("_M_in_cur", beg), ("_M_in_end", end)] {
        if let Some(at) = super::layout::field(prog, cls, name) {
            super::layout::write_ptr(me, this.offset_by(at as i64), v, span)?;
        }
    }
    Ok(())
}

/// The characters of the get area not yet read (the file's position is
/// past them), after which the area is dropped.
fn drop_get(me: &mut Interp<'_>, prog: &Program, f: FuncId, this: Ptr, span: Span) -> Res<i128> {
    let Some(cls) = prog.func(f).class else {
        return Ok(0);
    };
    let read = |me: &mut Interp<'_>, n: &str| -> Res<Ptr> {
        match super::layout::field(prog, cls, n) {
            Some(at) => super::layout::read_ptr(me, this.offset_by(at as i64), span),
            None => Ok(Ptr::NULL),
        }
    };
    let (cur, end) = (read(me, "_M_in_cur")?, read(me, "_M_in_end")?);
    let pending = if !cur.is_null() && cur.alloc() == end.alloc() {
        i128::from((end.offset() - cur.offset()).max(0))
    } else {
        0
    };
    set_get(me, prog, f, this, Ptr::NULL, Ptr::NULL, span)?;
    Ok(pending)
}

fn pos_type(prog: &Program, f: FuncId, off: i128) -> Val {
    let size = prog.types.size_of(prog.func(f).ret).unwrap_or(16) as usize;
    let mut bytes = vec![0u8; size.max(8)];
    bytes[..8].copy_from_slice(&(off as i64).to_le_bytes());
    bytes.truncate(size);
    Val::Agg(bytes)
}

pub fn call(
    me: &mut Interp<'_>,
    prog: &Program,
    f: FuncId,
    kind: FileFn,
    args: &[Val],
    span: Span,
) -> Res<Val> {
    let this = args.first().map_or(Ptr::NULL, Val::as_ptr);
    let arg = |i: usize| args.get(i).map_or(0, Val::as_int);
    let key = file_key(prog, f, this);
    let handle = me.streams.files.get(&key).copied();
    match (kind, handle) {
        (FileFn::Open, Some(_)) => Ok(Val::Ptr(Ptr::NULL)),
        (FileFn::Open, None) => {
            let name = me
                .mem
                .c_string(args.get(1).map_or(Ptr::NULL, Val::as_ptr), 1 << 16)
                .map_err(|e| diag::fault(span, &e))?;
            let Some(mode) = fopen_mode(arg(2)) else {
                return Ok(Val::Ptr(Ptr::NULL));
            };
            // Library code opening a file stands for the program's call.
            let site = match me.streams.open_site {
                Some(s) if me.io.in_system_header(span) => s,
                _ => span,
            };
            let h =
                crate::io::stdio::open_path(me, &name, mode, "basic_filebuf::open", site)?.as_ptr();
            if h.is_null() {
                return Ok(Val::Ptr(Ptr::NULL));
            }
            if arg(2) & ATE != 0 {
                crate::io::stdio::fseek(me, h, 0, 2, span)?;
            }
            me.streams.files.insert(key, h);
            Ok(Val::Ptr(this))
        }
        (FileFn::IsOpen, h) => Ok(Val::Int(i128::from(h.is_some()))),
        (FileFn::Close, None) => Ok(Val::Ptr(Ptr::NULL)),
        (FileFn::Close, Some(h)) => {
            me.streams.files.remove(&key);
            drop_get(me, prog, f, this, span)?;
            let r = crate::io::stdio::fclose(me, h, span)?;
            Ok(Val::Ptr(if r.as_int() == 0 { this } else { Ptr::NULL }))
        }
        (FileFn::Seekoff | FileFn::Seekpos, None) => Ok(pos_type(prog, f, -1)),
        (FileFn::Seekoff, Some(h)) => {
            let pending = drop_get(me, prog, f, this, span)?;
            let off = if arg(2) == 1 {
                arg(1) - pending
            } else {
                arg(1)
            };
            let r = crate::io::stdio::fseek(me, h, off, arg(2), span)?;
            let at = if r.as_int() == 0 {
                crate::io::stdio::tell(me, h, span)?
            } else {
                -1
            };
            Ok(pos_type(prog, f, at))
        }
        (FileFn::Seekpos, Some(h)) => {
            drop_get(me, prog, f, this, span)?;
            let off = match args.get(1) {
                Some(Val::Agg(b)) if b.len() >= 8 => {
                    i64::from_le_bytes(b[..8].try_into().unwrap_or([0; 8]))
                }
                Some(v) => v.as_int() as i64,
                None => 0,
            };
            let r = crate::io::stdio::fseek(me, h, i128::from(off), 0, span)?;
            Ok(pos_type(
                prog,
                f,
                if r.as_int() == 0 { i128::from(off) } else { -1 },
            ))
        }
        (FileFn::Sync, _) => Ok(Val::Int(0)),
        (_, None) => Ok(Val::Int(
            if matches!(kind, FileFn::Xsputn | FileFn::Xsgetn) {
                0
            } else {
                EOF
            },
        )),
        (FileFn::Overflow, Some(h)) => {
            let c = arg(1);
            if c == EOF {
                return Ok(Val::Int(0));
            }
            crate::io::stdio::put(me, h, &[c as u8], "basic_filebuf::overflow", span)?;
            Ok(Val::Int(c))
        }
        (FileFn::Xsputn, Some(h)) => {
            let n = arg(2).max(0) as u64;
            let p = args.get(1).map_or(Ptr::NULL, Val::as_ptr);
            let bytes = me
                .mem
                .read(p, n, true)
                .map_err(|e| diag::fault(span, &e))?
                .to_vec();
            crate::io::stdio::put(me, h, &bytes, "basic_filebuf::xsputn", span)?;
            Ok(Val::Int(i128::from(n)))
        }
        // The pending get area first, then the file.
        (FileFn::Xsgetn, Some(h)) => {
            let n = arg(2).max(0) as usize;
            let dst = args.get(1).map_or(Ptr::NULL, Val::as_ptr);
            let mut bytes = Vec::with_capacity(n.min(1 << 16));
            if drop_get(me, prog, f, this, span)? > 0 {
                if let Some(cell) = me.streams.file_cells.get(&key).copied() {
                    let b = me
                        .mem
                        .read(cell, 1, true)
                        .map_err(|e| diag::fault(span, &e))?[0];
                    bytes.push(b);
                }
            }
            while bytes.len() < n {
                let c = crate::io::stdio::getc(me, h, "basic_filebuf::xsgetn", span)?.as_int();
                if c == EOF {
                    break;
                }
                bytes.push(c as u8);
            }
            bytes.truncate(n);
            me.mem
                .write(dst, &bytes)
                .map_err(|e| diag::fault(span, &e))?;
            Ok(Val::Int(bytes.len() as i128))
        }
        (FileFn::Uflow, Some(h)) => crate::io::stdio::getc(me, h, "basic_filebuf::uflow", span),
        // The next character becomes a one-character get area, so the
        // inline `sgetc`/`sbumpc`/`sungetc` and the base `uflow` work.
        (FileFn::Underflow, Some(h)) => {
            let c = crate::io::stdio::getc(me, h, "basic_filebuf::underflow", span)?.as_int();
            if c == EOF {
                return Ok(Val::Int(EOF));
            }
            let cell = match me.streams.file_cells.get(&key) {
                Some(p) => *p,
                None => {
                    let p = me
                        .mem
                        .alloc(1, crate::memory::AllocKind::Object)
                        .map_err(|e| diag::fault(span, &e))?;
                    me.streams.file_cells.insert(key, p);
                    p
                }
            };
            me.mem
                .write(cell, &[c as u8])
                .map_err(|e| diag::fault(span, &e))?;
            set_get(me, prog, f, this, cell, cell.offset_by(1), span)?;
            Ok(Val::Int(c))
        }
        (FileFn::Pbackfail, Some(h)) => {
            let c = arg(1);
            let back = crate::io::stdio::tell(me, h, span)?;
            if back <= 0 {
                return Ok(Val::Int(EOF));
            }
            crate::io::stdio::fseek(me, h, back - 1, 0, span)?;
            Ok(Val::Int(if c == EOF { 0 } else { c }))
        }
    }
}
