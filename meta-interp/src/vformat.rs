//! `__builtin_vsnprintf(buf, n, fmt, ap)` and `vprintf(fmt, ap)` at compile time. The `va_list`'s
//! cursor (`va_list.rs`) points at the 8-byte slots a variadic call stored
//! (`Interp::store_varargs`); the slots carry no types, so the format's
//! conversions say what each one holds, as they do for the C library. The
//! text is [`crate::printf::format`]'s, so it equals `printf`'s.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::Ptr;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::TypeId;

/// What a conversion reads from its slot.
#[derive(Clone, Copy)]
enum Slot {
    Int,
    Float,
    /// `%Lf` & co.: a `long double` in two slots (`store_varargs`).
    LongDouble,
    Ptr,
}

/// The slots `fmt` consumes, in order (`*` widths and precisions
/// included); `None` for a conversion the formatter does not implement.
fn slots(fmt: &[u8]) -> Option<Vec<Slot>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' {
            i += 1;
            continue;
        }
        i += 1;
        while i < fmt.len() && b"-+ #0".contains(&fmt[i]) {
            i += 1;
        }
        let star_or_digits = |i: &mut usize, out: &mut Vec<Slot>| {
            if fmt.get(*i) == Some(&b'*') {
                out.push(Slot::Int);
                *i += 1;
            }
            while fmt.get(*i).is_some_and(u8::is_ascii_digit) {
                *i += 1;
            }
        };
        star_or_digits(&mut i, &mut out);
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            star_or_digits(&mut i, &mut out);
        }
        let mut long_double = false;
        while i < fmt.len() && b"hljztL".contains(&fmt[i]) {
            long_double |= fmt[i] == b'L';
            i += 1;
        }
        let c = *fmt.get(i)?;
        i += 1;
        match c {
            b'%' => {}
            b'd' | b'i' | b'u' | b'o' | b'x' | b'X' | b'c' => out.push(Slot::Int),
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' if long_double => {
                out.push(Slot::LongDouble)
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => out.push(Slot::Float),
            b's' | b'p' => out.push(Slot::Ptr),
            _ => return None,
        }
    }
    Some(out)
}

impl Interp<'_> {
    pub(crate) fn vsnprintf(&mut self, vals: &[Val], span: Span) -> Result<Val, Diagnostic> {
        let arg = |i: usize| vals.get(i).cloned().unwrap_or(Val::Int(0));
        let (buf, n, fmt, ap) = (arg(0).as_ptr(), arg(1).as_int(), arg(2).as_ptr(), arg(3));
        let out = self.vformat(fmt, ap.as_ptr(), span)?;
        if n > 0 {
            let keep = out.len().min(n as usize - 1);
            let mut bytes = out[..keep].to_vec();
            bytes.push(0);
            self.mem
                .write(buf, &bytes)
                .map_err(|f| diag::fault(span, &f))?;
        }
        Ok(Val::Int(out.len() as i128))
    }

    /// `vprintf(fmt, ap)`: the same text on the compile-time output.
    pub(crate) fn vprintf(&mut self, fmt: Ptr, ap: Ptr, span: Span) -> Result<Val, Diagnostic> {
        let out = self.vformat(fmt, ap, span)?;
        self.write_out(&out, span)?;
        Ok(Val::Int(out.len() as i128))
    }

    /// The text of `fmt` with its conversions read from the list `ap`.
    fn vformat(&mut self, fmt: Ptr, ap: Ptr, span: Span) -> Result<Vec<u8>, Diagnostic> {
        let fmt = self
            .mem
            .c_string(fmt, 1 << 20)
            .map_err(|f| diag::fault(span, &f))?;
        let Some(kinds) = slots(&fmt) else {
            return Err(diag::printf_format(span, "unsupported conversion"));
        };
        let mut cur = self.va_list_cursor(ap, span)?;
        let mut args = Vec::with_capacity(kinds.len());
        for k in kinds {
            let len = if matches!(k, Slot::LongDouble) { 16 } else { 8 };
            let b = self
                .mem
                .read(cur, len, true)
                .map_err(|f| diag::fault(span, &f))?;
            let mut w = [0u8; 8];
            w.copy_from_slice(&b[..8]);
            let v = match k {
                Slot::Int => Val::Int(i128::from(i64::from_le_bytes(w))),
                Slot::Float => Val::Float(f64::from_le_bytes(w)),
                Slot::LongDouble => Val::Ext(f80::F80::from_storage(b)),
                Slot::Ptr => Val::Ptr(Ptr(u64::from_le_bytes(w))),
            };
            // The formatter reads values, not types.
            args.push((v, TypeId(0)));
            cur = cur.offset_by(len as i64);
        }
        crate::printf::format(self, &fmt, &args, span)
    }
}
