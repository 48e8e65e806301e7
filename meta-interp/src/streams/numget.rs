//! `basic_istream<char>`'s sentry and `_M_extract<T>`: numeric input as
//! [facet.num.get.virtuals] specifies it for the "C" locale. Stage 1
//! gathers the characters the conversion may use (sign, base prefix,
//! digits; for floating point the fraction and exponent), stage 3
//! converts as `strtoll`/`strtoull`/`strtod` would; no digits store 0 and
//! set failbit, an out-of-range value stores the type's nearest limit and
//! sets failbit, reaching the end of the input sets eofbit.

use super::buf::{Buf, EOF};
use super::layout::*;
use super::Res;
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::Ptr;
use crate::value::Val;
use lexer::source::Span;
use sema::program::*;

/// The class a reference parameter refers to (`basic_istream&`).
fn referent(prog: &Program, p: VarId) -> TypeId {
    let t = &prog.types;
    match t.kind(prog.var(p).ty) {
        Type::Reference { referent, .. } => t.unqualified(*referent),
        _ => t.unqualified(prog.var(p).ty),
    }
}

fn struct_of(prog: &Program, ty: TypeId) -> Option<StructId> {
    match prog.types.kind(ty) {
        Type::Struct(s) => Some(*s),
        _ => None,
    }
}

/// The sentry's checks: a good stream skips leading white space (unless
/// `noskipws`); a stream not good, or one whose input ends while
/// skipping, gets failbit (and eofbit). Whether input may go on.
pub(super) fn enter(
    me: &mut Interp<'_>,
    prog: &Program,
    ios: &Ios,
    noskip: bool,
    span: Span,
) -> Res<bool> {
    if ios.state(me, span)? != 0 {
        ios.setstate(me, FAILBIT, span)?;
        return Ok(false);
    }
    if !noskip && ios.flags(me, span)? & SKIPWS != 0 {
        let sb = ios.rdbuf(me, span)?;
        let buf = Buf::new(me, prog, sb, span)?;
        loop {
            let c = buf.peek(me, prog, span)?;
            if c == EOF {
                ios.setstate(me, EOFBIT | FAILBIT, span)?;
                return Ok(false);
            }
            if ctype_mask(c as u8) & 0x2000 == 0 {
                break;
            }
            buf.advance(me, prog, span)?;
        }
    }
    Ok(true)
}

/// `basic_istream<char>::sentry::sentry(basic_istream&, bool noskipws)`.
pub fn sentry(me: &mut Interp<'_>, prog: &Program, f: FuncId, args: &[Val], span: Span) -> Res<()> {
    let func = prog.func(f);
    let (Some(cls), Some(is)) = (
        func.class,
        func.params
            .get(1)
            .and_then(|p| struct_of(prog, referent(prog, *p))),
    ) else {
        return Err(diag::undefined_function(span, &func.name));
    };
    let this = args.first().map_or(Ptr::NULL, Val::as_ptr);
    let stream = args.get(1).map_or(Ptr::NULL, Val::as_ptr);
    let noskip = args.get(2).is_some_and(|v| v.as_int() != 0);
    let ok_at =
        field(prog, cls, "_M_ok").ok_or_else(|| diag::undefined_function(span, &func.name))?;
    write_uint(me, this.offset_by(ok_at as i64), 1, 0, span)?;
    let ios = ios_of(me, prog, is, stream, span)?;
    let ok = enter(me, prog, &ios, noskip, span)?;
    write_uint(me, this.offset_by(ok_at as i64), 1, u64::from(ok), span)
}

/// Reads characters while `want(text so far, c)` accepts them.
fn gather(
    me: &mut Interp<'_>,
    prog: &Program,
    buf: &Buf,
    want: &mut dyn FnMut(&[u8], u8) -> bool,
    span: Span,
) -> Res<(Vec<u8>, bool)> {
    let mut text = Vec::new();
    loop {
        let c = buf.peek(me, prog, span)?;
        if c == EOF {
            return Ok((text, true));
        }
        if !want(&text, c as u8) {
            return Ok((text, false));
        }
        text.push(c as u8);
        buf.advance(me, prog, span)?;
    }
}

pub fn extract(
    me: &mut Interp<'_>,
    prog: &Program,
    f: FuncId,
    args: &[Val],
    span: Span,
) -> Res<()> {
    let func = prog.func(f);
    let (Some(cls), Some(&p)) = (func.class, func.params.get(1)) else {
        return Err(diag::undefined_function(span, &func.name));
    };
    let this = args.first().map_or(Ptr::NULL, Val::as_ptr);
    let dest = args.get(1).map_or(Ptr::NULL, Val::as_ptr);
    let ty = referent(prog, p);
    let ios = ios_of(me, prog, cls, this, span)?;
    if !enter(me, prog, &ios, false, span)? {
        return Ok(());
    }
    let flags = ios.flags(me, span)?;
    let sb = ios.rdbuf(me, span)?;
    let buf = Buf::new(me, prog, sb, span)?;
    let (v, mut err, eof) = match prog.types.kind(ty).clone() {
        Type::Float(k) => {
            let (text, eof) = gather(me, prog, &buf, &mut float_char, span)?;
            let (v, err) = to_float(&String::from_utf8_lossy(&text), k);
            (v, err, eof)
        }
        Type::Bool if flags & BOOLALPHA != 0 => {
            let mut want = |t: &[u8], c: u8| {
                let mut s = t.to_vec();
                s.push(c);
                t != b"true"
                    && t != b"false"
                    && (b"true".starts_with(&s) || b"false".starts_with(&s))
            };
            let (text, eof) = gather(me, prog, &buf, &mut want, span)?;
            match text.as_slice() {
                b"true" => (Val::Int(1), 0, eof),
                b"false" => (Val::Int(0), 0, eof),
                _ => (Val::Int(0), FAILBIT, eof),
            }
        }
        Type::Bool => {
            let (v, err, eof) = integer(me, prog, &buf, flags, 64, true, span)?;
            match (v, err) {
                (0 | 1, 0) => (Val::Int(v), 0, eof),
                _ => (Val::Int(1), FAILBIT, eof),
            }
        }
        Type::Pointer { .. } => {
            let flags = (flags & !(DEC | OCT)) | HEX;
            let (v, err, eof) = integer(me, prog, &buf, flags, 64, false, span)?;
            (Val::Ptr(me.mem.from_int(v as u64)), err, eof)
        }
        _ => {
            let (bits, signed) = me.int_info(prog, ty).unwrap_or((64, true));
            let (v, err, eof) = integer(me, prog, &buf, flags, bits, signed, span)?;
            (Val::Int(v), err, eof)
        }
    };
    me.store(prog, dest, ty, &v, span)?;
    if eof {
        err |= EOFBIT;
    }
    if err != 0 {
        ios.setstate(me, err, span)?;
    }
    Ok(())
}

/// Stage 1 of floating-point input: a sign, digits with one `.`, then an
/// exponent after at least one mantissa digit.
fn float_char(t: &[u8], c: u8) -> bool {
    let e = t.iter().position(|&b| b == b'e' || b == b'E');
    match c {
        b'+' | b'-' => t.is_empty() || e == Some(t.len() - 1),
        b'.' => e.is_none() && !t.contains(&b'.'),
        b'e' | b'E' => e.is_none() && t.iter().any(u8::is_ascii_digit),
        b'0'..=b'9' => true,
        _ => false,
    }
}

/// Stage 3 of floating-point input: the value and failbit as `strtod`
/// would convert the whole text; an overflow stores the largest finite
/// value of the sign.
fn to_float(text: &str, k: FloatKind) -> (Val, u32) {
    if k == FloatKind::LongDouble {
        let Some(v) = f80::F80::parse(text)
            .filter(|_| !text.is_empty() && text.bytes().any(|b| b.is_ascii_digit()))
        else {
            return (Val::Ext(f80::F80::from_f64(0.0)), FAILBIT);
        };
        if v.0[8] == 0xff && v.0[9] & 0x7f == 0x7f {
            let mut max = [0xffu8; 10];
            max[8] = 0xfe;
            max[9] = 0x7f | (v.0[9] & 0x80);
            return (Val::Ext(f80::F80(max)), FAILBIT);
        }
        return (Val::Ext(v), 0);
    }
    let ok = text.bytes().any(|b| b.is_ascii_digit());
    let v = if k == FloatKind::Float {
        text.parse::<f32>().ok().filter(|_| ok).map(|v| {
            if v.is_infinite() {
                (f64::from(f32::MAX.copysign(v)), FAILBIT)
            } else {
                (f64::from(v), 0)
            }
        })
    } else {
        text.parse::<f64>().ok().filter(|_| ok).map(|v| {
            if v.is_infinite() {
                (f64::MAX.copysign(v), FAILBIT)
            } else {
                (v, 0)
            }
        })
    };
    match v {
        Some((v, err)) => (Val::Float(v), err),
        None => (Val::Float(0.0), FAILBIT),
    }
}

/// Integer input of a `bits`-bit type: the base from `basefield` (none:
/// from a `0x` or `0` prefix, as `%i`), digits accumulated with overflow
/// checked against the type's range. Returns the value, failbit, eof.
fn integer(
    me: &mut Interp<'_>,
    prog: &Program,
    buf: &Buf,
    flags: u32,
    bits: u32,
    signed: bool,
    span: Span,
) -> Res<(i128, u32, bool)> {
    let basefield = flags & (DEC | OCT | HEX);
    let base: u32 = match basefield {
        OCT => 8,
        HEX => 16,
        _ => 10,
    };
    let auto = basefield == 0;
    // The text so far decides what may follow: sign, prefix, digits.
    let mut want = |t: &[u8], c: u8| {
        let body = t
            .strip_prefix(b"-")
            .or_else(|| t.strip_prefix(b"+"))
            .unwrap_or(t);
        if t.is_empty() && (c == b'+' || c == b'-') {
            return true;
        }
        if body == b"0" && (c == b'x' || c == b'X') && (auto || base == 16) {
            return true;
        }
        let hex = base == 16 || auto && (body.starts_with(b"0x") || body.starts_with(b"0X"));
        let oct = base == 8 || auto && !hex && body.starts_with(b"0");
        let radix = if hex {
            16
        } else if oct {
            8
        } else {
            10
        };
        (c as char).is_digit(radix)
    };
    let (text, eof) = gather(me, prog, buf, &mut want, span)?;
    let negative = text.first() == Some(&b'-');
    let body = text
        .strip_prefix(b"-")
        .or_else(|| text.strip_prefix(b"+"))
        .unwrap_or(&text);
    let (radix, digits) = if body.len() >= 2 && body[0] == b'0' && matches!(body[1], b'x' | b'X') {
        (16, &body[2..])
    } else if auto && body.first() == Some(&b'0') {
        (8, body)
    } else {
        (base, body)
    };
    if digits.is_empty() {
        return Ok((0, FAILBIT, eof));
    }
    // The magnitude, saturated once it passes every 64-bit range.
    let mut mag: u128 = 0;
    for &d in digits {
        let dv = (d as char).to_digit(radix).unwrap_or(0);
        mag = (mag * u128::from(radix) + u128::from(dv)).min(1 << 100);
    }
    let umax: u128 = if bits >= 128 {
        u128::MAX
    } else {
        (1 << bits) - 1
    };
    if signed {
        let max = (umax >> 1) as i128;
        if negative {
            if mag > max as u128 + 1 {
                return Ok((-max - 1, FAILBIT, eof));
            }
            return Ok((-(mag as i128), 0, eof));
        }
        if mag > max as u128 {
            return Ok((max, FAILBIT, eof));
        }
        Ok((mag as i128, 0, eof))
    } else {
        if mag > umax {
            return Ok((umax as i128, FAILBIT, eof));
        }
        let v = if negative {
            mag.wrapping_neg() & umax
        } else {
            mag
        };
        Ok((v as i128, 0, eof))
    }
}
