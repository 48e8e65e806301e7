//! Text input into a `std::string` (`operator>>(istream&, string&)` and
//! `getline(istream&, string&, char)`, specializations libstdc++.so
//! defines). The string is rewritten in place on its documented cxx11
//! layout: the data pointer, the length, then the 15-character local
//! buffer (or the capacity of an allocated one); allocated storage comes
//! from the same `operator new` the string's destructor gives back to.

use super::buf::{Buf, EOF};
use super::layout::*;
use super::Res;
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::Ptr;
use crate::value::Val;
use lexer::source::Span;
use sema::program::*;

const LOCAL_CAPACITY: u64 = 15;

/// Stores `text` as the string at `s`.
fn assign(me: &mut Interp<'_>, s: Ptr, text: &[u8], span: Span) -> Res<()> {
    let data = read_ptr(me, s, span)?;
    let local = s.offset_by(16);
    let cap = if data == local {
        LOCAL_CAPACITY
    } else {
        read_uint(me, s.offset_by(16), 8, span)?
    };
    let len = text.len() as u64;
    let mut at = data;
    if len > cap {
        let new = crate::heap::call(me, "operator new", &[Val::Int(i128::from(len) + 1)], span)
            .unwrap_or_else(|| Err(diag::undefined_function(span, "operator new")))?
            .as_ptr();
        if data != local {
            crate::heap::call(me, "operator delete", &[Val::Ptr(data)], span)
                .unwrap_or(Ok(Val::Void))?;
        }
        write_ptr(me, s, new, span)?;
        write_uint(me, s.offset_by(16), 8, len, span)?;
        at = new;
    }
    let mut bytes = text.to_vec();
    bytes.push(0);
    me.mem
        .write(at, &bytes)
        .map_err(|f| diag::fault(span, &f))?;
    write_uint(me, s.offset_by(8), 8, len, span)
}

fn stream_class(prog: &Program, f: FuncId) -> Option<StructId> {
    let func = prog.func(f);
    let p = *func.params.first()?;
    let t = &prog.types;
    let Type::Reference { referent, .. } = t.kind(prog.var(p).ty) else {
        return None;
    };
    match t.kind(t.unqualified(*referent)) {
        Type::Struct(s) => Some(*s),
        _ => None,
    }
}

/// `is >> str`: after the sentry, characters up to white space, the end
/// of input or `width()` of them; none extracted is failbit.
pub fn word(me: &mut Interp<'_>, prog: &Program, f: FuncId, args: &[Val], span: Span) -> Res<()> {
    let cls =
        stream_class(prog, f).ok_or_else(|| diag::undefined_function(span, &prog.func(f).name))?;
    let is = args.first().map_or(Ptr::NULL, Val::as_ptr);
    let s = args.get(1).map_or(Ptr::NULL, Val::as_ptr);
    let ios = ios_of(me, prog, cls, is, span)?;
    if !super::numget::enter(me, prog, &ios, false, span)? {
        return Ok(());
    }
    let width = ios.get(me, ios.f.width, 8, span)? as i64;
    let max = if width > 0 {
        width as usize
    } else {
        usize::MAX
    };
    let sb = ios.rdbuf(me, span)?;
    let buf = Buf::new(me, prog, sb, span)?;
    let mut text = Vec::new();
    let mut err = 0;
    while text.len() < max {
        let c = buf.peek(me, prog, span)?;
        if c == EOF {
            err |= EOFBIT;
            break;
        }
        if ctype_mask(c as u8) & 0x2000 != 0 {
            break;
        }
        text.push(c as u8);
        buf.advance(me, prog, span)?;
    }
    assign(me, s, &text, span)?;
    ios.set(me, ios.f.width, 8, 0, span)?;
    if text.is_empty() {
        err |= FAILBIT;
    }
    if err != 0 {
        ios.setstate(me, err, span)?;
    }
    Ok(())
}

/// `getline(is, str, delim)`: characters up to `delim` (extracted, not
/// stored) or the end of input; extracting nothing at all is failbit.
pub fn line(me: &mut Interp<'_>, prog: &Program, f: FuncId, args: &[Val], span: Span) -> Res<()> {
    let cls =
        stream_class(prog, f).ok_or_else(|| diag::undefined_function(span, &prog.func(f).name))?;
    let is = args.first().map_or(Ptr::NULL, Val::as_ptr);
    let s = args.get(1).map_or(Ptr::NULL, Val::as_ptr);
    let delim = args.get(2).map_or(i128::from(b'\n'), |v| v.as_int() & 0xff);
    let ios = ios_of(me, prog, cls, is, span)?;
    if !super::numget::enter(me, prog, &ios, true, span)? {
        return Ok(());
    }
    let sb = ios.rdbuf(me, span)?;
    let buf = Buf::new(me, prog, sb, span)?;
    let mut text = Vec::new();
    let mut err = 0;
    let mut took_delim = false;
    loop {
        let c = buf.peek(me, prog, span)?;
        if c == EOF {
            err |= EOFBIT;
            break;
        }
        buf.advance(me, prog, span)?;
        if c == delim {
            took_delim = true;
            break;
        }
        text.push(c as u8);
    }
    assign(me, s, &text, span)?;
    if text.is_empty() && !took_delim {
        err |= FAILBIT;
    }
    if err != 0 {
        ios.setstate(me, err, span)?;
    }
    Ok(())
}
