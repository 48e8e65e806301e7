//! `basic_ostream<char>::_M_insert<T>`: numeric output as
//! [facet.num.put.virtuals] specifies it for the "C" locale (no grouping,
//! `.` as the decimal point): the conversion printf would make from the
//! stream's flags, then padding to the field width by the adjustment
//! (`internal` pads after a sign or a `0x` prefix), then the width resets.

use super::buf::Buf;
use super::layout::*;
use super::Res;
use crate::interp::Interp;
use crate::value::Val;
use lexer::source::Span;
use sema::program::*;

pub fn insert(me: &mut Interp<'_>, prog: &Program, f: FuncId, args: &[Val], span: Span) -> Res<()> {
    let func = prog.func(f);
    let (Some(cls), Some(&p)) = (func.class, func.params.get(1)) else {
        return Err(crate::diagnostics::undefined_function(span, &func.name));
    };
    let this = args.first().map_or(crate::memory::Ptr::NULL, Val::as_ptr);
    let v = args.get(1).cloned().unwrap_or(Val::Int(0));
    let ios = ios_of(me, prog, cls, this, span)?;
    // The sentry: a stream in a bad state writes nothing.
    let state = ios.state(me, span)?;
    if state != 0 {
        if state & BADBIT != 0 {
            ios.setstate(me, FAILBIT, span)?;
        }
        return Ok(());
    }
    let flags = ios.flags(me, span)?;
    let ty = prog.types.unqualified(prog.var(p).ty);
    let text = match prog.types.kind(ty).clone() {
        Type::Bool if flags & BOOLALPHA != 0 => {
            let name: &[u8] = if v.as_int() != 0 { b"true" } else { b"false" };
            name.to_vec()
        }
        Type::Bool => integer(v.as_int(), 64, true, flags),
        Type::Float(_) => {
            let precision = ios.get(me, ios.f.precision, 8, span)? as i64;
            float(me, prog, ty, v, flags, precision, span)?
        }
        Type::Pointer { .. } => {
            let bits = v.as_ptr().0;
            let flags = (flags & !(DEC | OCT | HEX | UPPERCASE)) | HEX | SHOWBASE;
            integer(i128::from(bits), 64, false, flags)
        }
        _ => {
            let (bits, signed) = me.int_info(prog, ty).unwrap_or((64, true));
            integer(v.as_int(), bits, signed, flags)
        }
    };
    let width = ios.get(me, ios.f.width, 8, span)? as i64;
    let fill = ios.fill_char(me, span)?;
    let is_bool_name = matches!(prog.types.kind(ty), Type::Bool) && flags & BOOLALPHA != 0;
    let out = pad(text, width, fill, flags, !is_bool_name);
    ios.set(me, ios.f.width, 8, 0, span)?;
    let buf = ios.rdbuf(me, span)?;
    let wrote = if buf.is_null() {
        0
    } else {
        Buf::new(me, prog, buf, span)?.put(me, prog, &out, span)?
    };
    if wrote < out.len() {
        ios.setstate(me, BADBIT, span)?;
    }
    Ok(())
}

/// An integer of `bits` bits as `%d`/`%u`/`%o`/`%x`/`%X` with the flags'
/// `+`, `#` (showbase) and case.
pub fn integer(v: i128, bits: u32, signed: bool, flags: u32) -> Vec<u8> {
    let mask = if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    let base = flags & (DEC | OCT | HEX);
    let mut out = String::new();
    if base == OCT || base == HEX {
        let u = (v as u128) & mask;
        if flags & SHOWBASE != 0 && u != 0 {
            out.push_str(match (base == HEX, flags & UPPERCASE != 0) {
                (false, _) => "0",
                (true, false) => "0x",
                (true, true) => "0X",
            });
        }
        out.push_str(&match (base == HEX, flags & UPPERCASE != 0) {
            (false, _) => format!("{u:o}"),
            (true, false) => format!("{u:x}"),
            (true, true) => format!("{u:X}"),
        });
    } else if signed {
        if v >= 0 && flags & SHOWPOS != 0 {
            out.push('+');
        }
        out.push_str(&v.to_string());
    } else {
        out.push_str(&((v as u128) & mask).to_string());
    }
    out.into_bytes()
}

/// A floating-point value as printf's `%f`, `%e`, `%a` or `%g` (by
/// `floatfield`) with the flags' `+`, `#` (showpoint) and case, at the
/// stream's precision (none for hexfloat; 6 when negative).
fn float(
    me: &mut Interp<'_>,
    prog: &Program,
    ty: TypeId,
    v: Val,
    flags: u32,
    precision: i64,
    span: Span,
) -> Res<Vec<u8>> {
    let mut fmt = b"%".to_vec();
    if flags & SHOWPOS != 0 {
        fmt.push(b'+');
    }
    if flags & SHOWPOINT != 0 {
        fmt.push(b'#');
    }
    let field = flags & (FIXED | SCIENTIFIC);
    let hexfloat = field == FIXED | SCIENTIFIC;
    if !hexfloat {
        fmt.extend_from_slice(b".*");
    }
    let long = matches!(prog.types.kind(ty), Type::Float(FloatKind::LongDouble));
    if long {
        fmt.push(b'L');
    }
    let upper = flags & UPPERCASE != 0;
    fmt.push(match field {
        FIXED => b'f',
        SCIENTIFIC if upper => b'E',
        SCIENTIFIC => b'e',
        _ if hexfloat && upper => b'A',
        _ if hexfloat => b'a',
        _ if upper => b'G',
        _ => b'g',
    });
    // float arguments reach printf as double.
    let (v, ty) = match prog.types.kind(ty) {
        Type::Float(FloatKind::LongDouble) => (v, ty),
        _ => (
            Val::Float(v.as_f64()),
            prog.types
                .lookup(&Type::Float(FloatKind::Double))
                .unwrap_or(ty),
        ),
    };
    let mut vals = Vec::new();
    if !hexfloat {
        let int = prog.types.lookup(&Type::Int(IntKind::Int)).unwrap_or(ty);
        let prec = if precision < 0 {
            6
        } else {
            precision.min(i64::from(i32::MAX))
        };
        vals.push((Val::Int(i128::from(prec)), int));
    }
    vals.push((v, ty));
    crate::printf::format(me, &fmt, &vals, span)
}

/// `text` padded with `fill` to `width` by the adjustment field;
/// `internal` splits after a sign or a `0x`/`0X` prefix when `numeric`.
pub fn pad(text: Vec<u8>, width: i64, fill: u8, flags: u32, numeric: bool) -> Vec<u8> {
    let len = text.len() as i64;
    if width <= len {
        return text;
    }
    let n = (width - len) as usize;
    let fills = vec![fill; n];
    let adjust = flags & (LEFT | INTERNAL | (1 << 7));
    if adjust == LEFT {
        return [text, fills].concat();
    }
    if adjust == INTERNAL && numeric {
        let split = if matches!(text.first(), Some(b'+' | b'-')) {
            1
        } else if text.len() > 1 && text[0] == b'0' && matches!(text[1], b'x' | b'X') {
            2
        } else {
            0
        };
        return [&text[..split], &fills, &text[split..]].concat();
    }
    [fills, text].concat()
}
