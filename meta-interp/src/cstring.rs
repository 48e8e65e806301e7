//! The `<cstring>` functions that class code leans on (string and buffer
//! classes copy with `memcpy`, compare with `strcmp`), on interpreter
//! memory with its bounds and lifetime checks.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::Ptr;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;

type Res<T> = Result<T, Diagnostic>;

/// The native `<cstring>` function `name`, if it is one.
pub fn call(me: &mut Interp<'_>, name: &str, args: &[Val], span: Span) -> Option<Res<Val>> {
    let arg = |i: usize| args.get(i).cloned().unwrap_or(Val::Int(0));
    let (a, b) = (arg(0).as_ptr(), arg(1).as_ptr());
    let n = u64::try_from(arg(2).as_int()).unwrap_or(u64::MAX);
    Some(match name {
        "memcpy" | "memmove" => copy(me, a, b, n, span).map(|_| Val::Ptr(a)),
        "memset" => fill(me, a, arg(1).as_int() as u8, n, span).map(|_| Val::Ptr(a)),
        "memcmp" => bytes(me, a, n, span)
            .and_then(|x| Ok((x, bytes(me, b, n, span)?)))
            .map(|(x, y)| Val::Int(order(&x, &y))),
        "strcmp" => strings(me, a, b, usize::MAX, span).map(|(x, y)| Val::Int(order(&x, &y))),
        "strncmp" => {
            let n = usize::try_from(n).unwrap_or(usize::MAX);
            strings(me, a, b, n, span).map(|(x, y)| {
                let (x, y) = (&x[..x.len().min(n)], &y[..y.len().min(n)]);
                Val::Int(order(x, y))
            })
        }
        "strlen" => c_string(me, a, span).map(|s| Val::Int(s.len() as i128)),
        "strchr" => c_string(me, a, span).map(|s| {
            // The terminator is part of the string searched.
            let c = arg(1).as_int() as u8;
            match s.iter().chain(std::iter::once(&0)).position(|x| *x == c) {
                Some(i) => Val::Ptr(a.offset_by(i as i64)),
                None => Val::Ptr(Ptr::NULL),
            }
        }),
        "strrchr" => c_string(me, a, span).map(|mut s| {
            // The terminator is part of the string searched.
            let c = arg(1).as_int() as u8;
            s.push(0);
            match s.iter().rposition(|x| *x == c) {
                Some(i) => Val::Ptr(a.offset_by(i as i64)),
                None => Val::Ptr(Ptr::NULL),
            }
        }),
        "strpbrk" => strings(me, a, b, usize::MAX, span).map(|(s, set)| {
            match s.iter().position(|x| set.contains(x)) {
                Some(i) => Val::Ptr(a.offset_by(i as i64)),
                None => Val::Ptr(Ptr::NULL),
            }
        }),
        "strstr" => strings(me, a, b, usize::MAX, span).map(|(s, pat)| {
            let at = if pat.is_empty() {
                Some(0)
            } else {
                s.windows(pat.len()).position(|w| w == pat.as_slice())
            };
            match at {
                Some(i) => Val::Ptr(a.offset_by(i as i64)),
                None => Val::Ptr(Ptr::NULL),
            }
        }),
        "memchr" => {
            // Byte by byte: the bytes after the one found need not exist.
            let c = arg(1).as_int() as u8;
            let mut found = Ok(Val::Ptr(Ptr::NULL));
            for i in 0..n {
                let p = a.offset_by(i as i64);
                match bytes(me, p, 1, span) {
                    Ok(x) if x.first() == Some(&c) => {
                        found = Ok(Val::Ptr(p));
                        break;
                    }
                    Ok(_) => {}
                    Err(e) => {
                        found = Err(e);
                        break;
                    }
                }
            }
            found
        }
        "strcpy" => c_string(me, b, span).and_then(|mut s| {
            s.push(0);
            write(me, a, &s, span).map(|_| Val::Ptr(a))
        }),
        "strcat" => c_string(me, a, span).and_then(|d| {
            let mut s = c_string(me, b, span)?;
            s.push(0);
            write(me, a.offset_by(d.len() as i64), &s, span).map(|_| Val::Ptr(a))
        }),
        _ => return None,
    })
}

/// `memcmp`'s sign: the first differing byte as `unsigned char`.
fn order(x: &[u8], y: &[u8]) -> i128 {
    for (p, q) in x.iter().zip(y) {
        if p != q {
            return *p as i128 - *q as i128;
        }
    }
    x.len() as i128 - y.len() as i128
}

fn bytes(me: &Interp<'_>, p: Ptr, n: u64, span: Span) -> Res<Vec<u8>> {
    if n == 0 {
        return Ok(Vec::new());
    }
    me.mem
        .read(p, n, false)
        .map(<[u8]>::to_vec)
        .map_err(|f| diag::fault(span, &f))
}

fn write(me: &mut Interp<'_>, p: Ptr, data: &[u8], span: Span) -> Res<()> {
    if data.is_empty() {
        return Ok(());
    }
    me.mem.write(p, data).map_err(|f| diag::fault(span, &f))
}

fn copy(me: &mut Interp<'_>, dst: Ptr, src: Ptr, n: u64, span: Span) -> Res<()> {
    me.charge_copy(n, span)?;
    let data = bytes(me, src, n, span)?;
    write(me, dst, &data, span)
}

fn fill(me: &mut Interp<'_>, dst: Ptr, byte: u8, n: u64, span: Span) -> Res<()> {
    let limit = me.limits.max_memory;
    let Ok(len) = usize::try_from(n) else {
        return Err(diag::memory_limit(span, limit));
    };
    // Bounds first, so a huge count is an error, not an allocation.
    me.mem
        .read(dst, n, false)
        .map_err(|f| diag::fault(span, &f))?;
    me.charge_copy(n, span)?;
    write(me, dst, &vec![byte; len], span)
}

fn c_string(me: &Interp<'_>, p: Ptr, span: Span) -> Res<Vec<u8>> {
    me.mem
        .c_string(p, usize::MAX)
        .map_err(|f| diag::fault(span, &f))
}

fn strings(me: &Interp<'_>, a: Ptr, b: Ptr, max: usize, span: Span) -> Res<(Vec<u8>, Vec<u8>)> {
    let x = me.mem.c_string(a, max).map_err(|f| diag::fault(span, &f))?;
    let y = me.mem.c_string(b, max).map_err(|f| diag::fault(span, &f))?;
    Ok((x, y))
}
