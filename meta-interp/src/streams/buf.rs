//! A `basic_streambuf<char>` driven from native code: the put and get
//! areas are read and moved directly, and when an area is exhausted the
//! buffer's own `overflow`/`underflow` run interpreted, found by name in
//! the object's vtable (the string buffer's, a user's derived buffer's).

use super::layout::{read_ptr, write_ptr};
use super::Res;
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use crate::value::Val;
use lexer::source::Span;
use sema::program::*;

pub const EOF: i128 = -1;

pub struct Buf {
    pub at: Ptr,
    in_cur: u64,
    in_end: u64,
    out_cur: u64,
    out_end: u64,
}

/// Bytes from `cur` to `end` when both point into one allocation.
fn room(cur: Ptr, end: Ptr) -> u64 {
    if cur.is_null() || cur.alloc() != end.alloc() || end.offset() <= cur.offset() {
        0
    } else {
        (end.offset() - cur.offset()) as u64
    }
}

impl Buf {
    pub fn new(me: &mut Interp<'_>, prog: &Program, at: Ptr, span: Span) -> Res<Buf> {
        let cls = me.most_derived_class(prog, at, span)?;
        let f = |n: &str| {
            super::layout::field(prog, cls, n).ok_or_else(|| {
                diag::undefined_function(span, &format!("std::basic_streambuf::{n}"))
            })
        };
        Ok(Buf {
            at,
            in_cur: f("_M_in_cur")?,
            in_end: f("_M_in_end")?,
            out_cur: f("_M_out_cur")?,
            out_end: f("_M_out_end")?,
        })
    }

    fn ptr(&self, me: &mut Interp<'_>, off: u64, span: Span) -> Res<Ptr> {
        read_ptr(me, self.at.offset_by(off as i64), span)
    }

    /// Calls the buffer's virtual member `name` (`this` first).
    fn virt(
        &self,
        me: &mut Interp<'_>,
        prog: &Program,
        name: &str,
        args: &[Val],
        span: Span,
    ) -> Res<Val> {
        let vptr = read_ptr(me, self.at, span)?;
        for slot in 0..64 {
            let entry = read_ptr(me, vptr.offset_by(slot * 8), span)?;
            let Some(AllocKind::Func(f)) = me.mem.kind(entry) else {
                break;
            };
            let func = prog.func(f);
            if func.name.rsplit("::").next() == Some(name) && func.params.len() == args.len() + 1 {
                let mut vals = vec![Val::Ptr(self.at)];
                vals.extend_from_slice(args);
                return me.call(prog, f, vals, span);
            }
        }
        Err(diag::undefined_function(
            span,
            &format!("std::basic_streambuf::{name}"),
        ))
    }

    /// `sputn`: how many of `bytes` the buffer took.
    pub fn put(&self, me: &mut Interp<'_>, prog: &Program, bytes: &[u8], span: Span) -> Res<usize> {
        let mut done = 0;
        while done < bytes.len() {
            let cur = self.ptr(me, self.out_cur, span)?;
            let end = self.ptr(me, self.out_end, span)?;
            let n = (room(cur, end) as usize).min(bytes.len() - done);
            if n > 0 {
                me.mem
                    .write(cur, &bytes[done..done + n])
                    .map_err(|f| diag::fault(span, &f))?;
                write_ptr(
                    me,
                    self.at.offset_by(self.out_cur as i64),
                    cur.offset_by(n as i64),
                    span,
                )?;
                done += n;
                continue;
            }
            let c = Val::Int(i128::from(bytes[done]));
            if self.virt(me, prog, "overflow", &[c], span)?.as_int() == EOF {
                break;
            }
            done += 1;
        }
        Ok(done)
    }

    /// `sgetc`: the next character, or EOF.
    pub fn peek(&self, me: &mut Interp<'_>, prog: &Program, span: Span) -> Res<i128> {
        let cur = self.ptr(me, self.in_cur, span)?;
        let end = self.ptr(me, self.in_end, span)?;
        if room(cur, end) > 0 {
            let b = me
                .mem
                .read(cur, 1, true)
                .map_err(|f| diag::fault(span, &f))?[0];
            return Ok(i128::from(b));
        }
        let c = self.virt(me, prog, "underflow", &[], span)?.as_int();
        Ok(if c == EOF { EOF } else { c & 0xff })
    }

    /// `sbumpc` after a `peek` that found a character (a buffer without
    /// a get area takes it with `uflow`).
    pub fn advance(&self, me: &mut Interp<'_>, prog: &Program, span: Span) -> Res<()> {
        let cur = self.ptr(me, self.in_cur, span)?;
        let end = self.ptr(me, self.in_end, span)?;
        if room(cur, end) == 0 {
            return self.virt(me, prog, "uflow", &[], span).map(|_| ());
        }
        write_ptr(
            me,
            self.at.offset_by(self.in_cur as i64),
            cur.offset_by(1),
            span,
        )
    }
}
