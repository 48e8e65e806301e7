//! `printf` at compile time, implemented natively with C's (glibc's)
//! formatting: flags `-+ #0`, width and precision (also `*`), length
//! modifiers `hh h l ll j z t L`, conversions `d i u o x X c s f F e E g G a A
//! p %`. Arguments arrive already promoted by sema (default argument
//! promotions), each with its type.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

#[derive(Default, Clone, Copy)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
}

/// Length modifier: the integer width the argument is reinterpreted at.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Len {
    Char,
    Short,
    Int,
    Long,
}

/// Formats and writes; returns the number of bytes written.
pub fn printf(
    me: &mut Interp<'_>,
    args: &[(Val, TypeId)],
    span: Span,
) -> Result<usize, Diagnostic> {
    let Some((fmt, _)) = args.first() else {
        return Err(diag::printf_format(span, "missing format string"));
    };
    let fmt = me
        .mem
        .c_string(fmt.as_ptr(), 1 << 20)
        .map_err(|f| diag::fault(span, &f))?;
    let out = format(me, &fmt, &args[1..], span)?;
    me.write_out(&out, span)?;
    Ok(out.len())
}

/// The formatted bytes of `printf(fmt, args...)`.
pub fn format(
    me: &mut Interp<'_>,
    fmt: &[u8],
    args: &[(Val, TypeId)],
    span: Span,
) -> Result<Vec<u8>, Diagnostic> {
    let mut out = Vec::with_capacity(fmt.len() + 16);
    let mut next = 0usize;
    // The next argument, which must be of the kind `want` (as clang's
    // -Wformat checks it): formatting a double's bits as `%d`, or reading a
    // string through an integer, has no meaning.
    let mut take = |want: Want, conv: char| -> Result<(Val, TypeId), Diagnostic> {
        let a = args.get(next).cloned();
        next += 1;
        let Some(a) = a else {
            return Err(diag::printf_format(
                span,
                &format!(
                    "too few arguments for the conversions (missing {})",
                    want.noun()
                ),
            ));
        };
        let have = match a.0 {
            Val::Int(_) => Want::Int,
            Val::Float(_) | Val::Ext(_) => Want::Float,
            Val::Ptr(_) => Want::Ptr,
            Val::Agg(_) | Val::Void => Want::Other,
        };
        if have != want {
            return Err(diag::printf_format(
                span,
                &format!(
                    "'%{conv}' expects {}, but the argument is {}",
                    want.noun(),
                    have.noun()
                ),
            ));
        }
        Ok(a)
    };
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        i += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        let mut s = Spec::default();
        while i < fmt.len() {
            match fmt[i] {
                b'-' => s.left = true,
                b'+' => s.plus = true,
                b' ' => s.space = true,
                b'#' => s.alt = true,
                b'0' => s.zero = true,
                _ => break,
            }
            i += 1;
        }
        if fmt.get(i) == Some(&b'*') {
            i += 1;
            let w = take(Want::Int, '*')?.0.as_int() as i32 as i64;
            if w < 0 {
                s.left = true;
            }
            s.width = field_size(w.unsigned_abs() as usize, "width", span)?;
        } else {
            s.width = field_size(digits(fmt, &mut i), "width", span)?;
        }
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            if fmt.get(i) == Some(&b'*') {
                i += 1;
                let p = take(Want::Int, '*')?.0.as_int() as i32;
                s.precision = match p {
                    p if p >= 0 => Some(field_size(p as usize, "precision", span)?),
                    _ => None,
                };
            } else {
                s.precision = Some(field_size(digits(fmt, &mut i), "precision", span)?);
            }
        }
        let mut len = Len::Int;
        loop {
            match fmt.get(i) {
                Some(b'h') => {
                    len = if len == Len::Short {
                        Len::Char
                    } else {
                        Len::Short
                    };
                }
                // C's modifiers only: BSD's `q` is not one, so `%q` is an
                // unknown conversion rather than a modifier of what follows.
                Some(b'l' | b'j' | b'z' | b't' | b'L') => len = Len::Long,
                _ => break,
            }
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else {
            return Err(diag::printf_format(
                span,
                "incomplete conversion specification at the end of the format",
            ));
        };
        i += 1;
        let cv = conv as char;
        match conv {
            b'%' => out.push(b'%'),
            b'd' | b'i' => {
                let v = take(Want::Int, cv)?.0.as_int();
                let v = match len {
                    Len::Char => v as i8 as i128,
                    Len::Short => v as i16 as i128,
                    Len::Int => v as i32 as i128,
                    Len::Long => v as i64 as i128,
                };
                let sign = if v < 0 {
                    "-"
                } else if s.plus {
                    "+"
                } else if s.space {
                    " "
                } else {
                    ""
                };
                let body = int_digits(v.unsigned_abs(), 10, false, s.precision);
                pad_number(&mut out, &s, sign, "", &body);
            }
            b'u' | b'o' | b'x' | b'X' => {
                let v = take(Want::Int, cv)?.0.as_int();
                let v: u128 = match len {
                    Len::Char => v as u8 as u128,
                    Len::Short => v as u16 as u128,
                    Len::Int => v as u32 as u128,
                    Len::Long => v as u64 as u128,
                };
                let (radix, upper) = match conv {
                    b'u' => (10, false),
                    b'o' => (8, false),
                    b'x' => (16, false),
                    _ => (16, true),
                };
                let mut body = int_digits(v, radix, upper, s.precision);
                let mut prefix = "";
                if s.alt {
                    if radix == 8 && !body.starts_with('0') {
                        body.insert(0, '0');
                    } else if radix == 16 && v != 0 {
                        prefix = if upper { "0X" } else { "0x" };
                    }
                }
                pad_number(&mut out, &s, "", prefix, &body);
            }
            b'c' => {
                let v = take(Want::Int, cv)?.0.as_int() as u8;
                pad(&mut out, &s, &[v]);
            }
            b's' => {
                let p = take(Want::Ptr, cv)?.0.as_ptr();
                let text = if p.is_null() {
                    b"(null)".to_vec()
                } else {
                    let max = s.precision.unwrap_or(1 << 24);
                    me.mem.c_string(p, max).map_err(|f| diag::fault(span, &f))?
                };
                let text = match s.precision {
                    Some(n) if text.len() > n => text[..n].to_vec(),
                    _ => text,
                };
                pad(&mut out, &s, &text);
            }
            b'p' => {
                let p = take(Want::Ptr, cv)?.0.as_ptr();
                let text = if p.is_null() {
                    "(nil)".to_string()
                } else {
                    format!("0x{:x}", p.0)
                };
                pad(&mut out, &s, text.as_bytes());
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                let v = take(Want::Float, cv)?.0;
                if matches!(v, Val::Ext(_)) || matches!(conv, b'a' | b'A') {
                    // A `long double` (`%Lf`), and `%a` of either type:
                    // glibc formats them itself.
                    let text = c_float_text(&v, conv, &s).ok_or_else(|| {
                        diag::printf_format(span, "unformattable floating conversion")
                    })?;
                    out.extend_from_slice(text.as_bytes());
                    continue;
                }
                let f = v.as_f64();
                let (sign, body) = float_text(f, conv, &s);
                let sign = if sign {
                    "-"
                } else if s.plus {
                    "+"
                } else if s.space {
                    " "
                } else {
                    ""
                };
                let finite = f.is_finite();
                let mut s2 = s;
                if !finite {
                    s2.zero = false;
                }
                s2.precision = None;
                pad_number(&mut out, &s2, sign, "", &body);
            }
            other => {
                return Err(diag::printf_format(
                    span,
                    &format!("unsupported conversion '%{}'", other as char),
                ));
            }
        }
    }
    Ok(out)
}

/// The kind of argument a conversion reads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Want {
    Int,
    Float,
    Ptr,
    /// An aggregate: no conversion reads one.
    Other,
}

impl Want {
    fn noun(self) -> &'static str {
        match self {
            Want::Int => "an integer",
            Want::Float => "a floating-point value",
            Want::Ptr => "a pointer",
            Want::Other => "an aggregate",
        }
    }
}

fn digits(fmt: &[u8], i: &mut usize) -> usize {
    let mut n = 0usize;
    while let Some(d) = fmt.get(*i).filter(|c| c.is_ascii_digit()) {
        n = n.saturating_mul(10).saturating_add((d - b'0') as usize);
        *i += 1;
    }
    n
}

fn int_digits(v: u128, radix: u32, upper: bool, precision: Option<usize>) -> String {
    let s = if precision == Some(0) && v == 0 {
        String::new()
    } else {
        match radix {
            8 => format!("{v:o}"),
            16 if upper => format!("{v:X}"),
            16 => format!("{v:x}"),
            _ => v.to_string(),
        }
    };
    match precision {
        Some(p) if s.len() < p => "0".repeat(p - s.len()) + &s,
        _ => s,
    }
}

/// The largest field width or precision compile-time printf formats (C's
/// limit is `INT_MAX`; a field this wide is 16 MiB of output already).
const MAX_FIELD: usize = 1 << 24;

fn field_size(n: usize, what: &str, span: Span) -> Result<usize, Diagnostic> {
    if n > MAX_FIELD {
        return Err(diag::printf_format(
            span,
            &format!(
                "field {what} {n} is larger than the {MAX_FIELD} compile-time printf supports"
            ),
        ));
    }
    Ok(n)
}

/// Digits after the point beyond which every `double` prints zeros (its
/// exact decimal expansion ends within 1074 fractional digits), and the
/// significant digits beyond which every `%e` mantissa is zeros (767).
const EXACT_FIXED: usize = 1100;
const EXACT_SIGNIFICANT: usize = 800;

fn pad(out: &mut Vec<u8>, s: &Spec, text: &[u8]) {
    let fill = s.width.saturating_sub(text.len());
    if !s.left {
        out.extend(std::iter::repeat_n(b' ', fill));
    }
    out.extend_from_slice(text);
    if s.left {
        out.extend(std::iter::repeat_n(b' ', fill));
    }
}

/// Sign, prefix, zero padding (when asked and no precision), then digits.
fn pad_number(out: &mut Vec<u8>, s: &Spec, sign: &str, prefix: &str, body: &str) {
    let len = sign.len() + prefix.len() + body.len();
    let fill = s.width.saturating_sub(len);
    if s.left {
        out.extend_from_slice(sign.as_bytes());
        out.extend_from_slice(prefix.as_bytes());
        out.extend_from_slice(body.as_bytes());
        out.extend(std::iter::repeat_n(b' ', fill));
    } else if s.zero && s.precision.is_none() {
        out.extend_from_slice(sign.as_bytes());
        out.extend_from_slice(prefix.as_bytes());
        out.extend(std::iter::repeat_n(b'0', fill));
        out.extend_from_slice(body.as_bytes());
    } else {
        out.extend(std::iter::repeat_n(b' ', fill));
        out.extend_from_slice(sign.as_bytes());
        out.extend_from_slice(prefix.as_bytes());
        out.extend_from_slice(body.as_bytes());
    }
}

/// A floating conversion by glibc's own `snprintf`, with the spec's
/// flags, width and precision: a `long double` as `%L<conv>`, a `double`
/// as `%<conv>`.
fn c_float_text(v: &Val, conv: u8, s: &Spec) -> Option<String> {
    let mut f = String::from("%");
    for (on, c) in [
        (s.left, '-'),
        (s.plus, '+'),
        (s.space, ' '),
        (s.alt, '#'),
        (s.zero, '0'),
    ] {
        if on {
            f.push(c);
        }
    }
    if s.width > 0 {
        f.push_str(&s.width.to_string());
    }
    if let Some(p) = s.precision {
        f.push_str(&format!(".{p}"));
    }
    match v {
        Val::Ext(x) => {
            f.push('L');
            f.push(conv as char);
            x.format(&f)
        }
        other => {
            f.push(conv as char);
            f80::format_f64(&f, other.as_f64())
        }
    }
}

/// `(negative, digits)` of a floating conversion, without the sign.
fn float_text(f: f64, conv: u8, s: &Spec) -> (bool, String) {
    let upper = conv.is_ascii_uppercase();
    let neg = f.is_sign_negative() && !f.is_nan();
    let a = f.abs();
    if !a.is_finite() {
        let t = if a.is_nan() { "nan" } else { "inf" };
        return (
            neg,
            if upper {
                t.to_uppercase()
            } else {
                t.to_string()
            },
        );
    }
    let prec = s.precision.unwrap_or(6);
    let body = match conv.to_ascii_lowercase() {
        b'f' => fixed(a, prec, s.alt),
        b'e' => exp(a, prec, s.alt),
        _ => {
            let p = if prec == 0 { 1 } else { prec };
            // The exponent the %e form would have, after rounding.
            let x = exp_of(a, p - 1);
            let mut t = if (x as i64) < p as i64 && x >= -4 {
                fixed(a, (p as i64 - 1 - x as i64).max(0) as usize, s.alt)
            } else {
                exp(a, p - 1, s.alt)
            };
            if !s.alt {
                t = strip_zeros(&t);
            }
            t
        }
    };
    (neg, if upper { body.to_uppercase() } else { body })
}

fn fixed(a: f64, prec: usize, alt: bool) -> String {
    // Rust's formatter takes precisions up to 65535; digits past the exact
    // expansion are zeros.
    let exact = prec.min(EXACT_FIXED);
    let mut t = format!("{a:.exact$}");
    t.extend(std::iter::repeat_n('0', prec - exact));
    if alt && prec == 0 {
        t.push('.');
    }
    t
}

fn exp_of(a: f64, prec: usize) -> i32 {
    let prec = prec.min(EXACT_SIGNIFICANT);
    let t = format!("{a:.prec$e}");
    t.rsplit_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0)
}

fn exp(a: f64, prec: usize, alt: bool) -> String {
    let exact = prec.min(EXACT_SIGNIFICANT);
    let t = format!("{a:.exact$e}");
    let (mant, e) = t.rsplit_once('e').unwrap_or((&t, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let mut m = mant.to_string();
    m.extend(std::iter::repeat_n('0', prec - exact));
    if alt && prec == 0 {
        m.push('.');
    }
    let sign = if e < 0 { '-' } else { '+' };
    format!("{m}e{sign}{:02}", e.unsigned_abs())
}

/// `%g` without `#`: trailing zeros of the fraction go, then a bare point.
fn strip_zeros(t: &str) -> String {
    let (mant, rest) = match t.find('e') {
        Some(i) => (&t[..i], &t[i..]),
        None => (t, ""),
    };
    if !mant.contains('.') {
        return t.to_string();
    }
    let m = mant.trim_end_matches('0').trim_end_matches('.');
    format!("{m}{rest}")
}
