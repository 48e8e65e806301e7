//! `scanf`'s parsing, on bytes: the conversions of C (`d i u o x X c s [
//! f e g a n %`, with `*`, widths and the length modifiers), numbers read
//! by the host C library's `strtoll`/`strtoull`/`strtod` so that every
//! accepted spelling (hex floats, `inf`, `0x` prefixes) matches glibc.

use std::ffi::CString;

mod c {
    extern "C" {
        pub fn strtoll(
            s: *const std::ffi::c_char,
            end: *mut *mut std::ffi::c_char,
            base: i32,
        ) -> i64;
        pub fn strtoull(
            s: *const std::ffi::c_char,
            end: *mut *mut std::ffi::c_char,
            base: i32,
        ) -> u64;
        pub fn strtod(s: *const std::ffi::c_char, end: *mut *mut std::ffi::c_char) -> f64;
    }
}

/// A value a conversion stores through its pointer argument.
#[derive(Debug, PartialEq)]
pub enum Store {
    /// An integer, stored in `bytes` bytes (little-endian, truncated).
    Int {
        value: i128,
        bytes: u8,
    },
    F32(f32),
    F64(f64),
    /// Characters (with the NUL for `%s` and `%[`).
    Bytes(Vec<u8>),
}

#[derive(Debug)]
pub struct Scanned {
    /// Input bytes consumed.
    pub consumed: usize,
    /// One per non-suppressed conversion, in order.
    pub stores: Vec<Store>,
    /// What `scanf` returns: the assignments made, or -1 (`EOF`) for an
    /// input failure before the first conversion.
    pub result: i32,
}

/// How an integer conversion reads its digits.
#[derive(Clone, Copy)]
enum IntConv {
    Signed(i32),
    Unsigned(i32),
}

/// The prefix of `s` that the host's number parser accepts: its length and
/// the value (`None`: no number).
pub fn parse_int(s: &[u8], conv_signed: bool, base: i32) -> Option<(usize, i128)> {
    let cs = CString::new(s.split(|&b| b == 0).next().unwrap_or(&[])).ok()?;
    let mut end: *mut std::ffi::c_char = std::ptr::null_mut();
    // SAFETY: `cs` is NUL-terminated and outlives the call; `end` points
    // into it afterwards.
    let (v, used) = unsafe {
        let v = if conv_signed {
            c::strtoll(cs.as_ptr(), &mut end, base) as i128
        } else {
            c::strtoull(cs.as_ptr(), &mut end, base) as i128
        };
        (v, end.offset_from(cs.as_ptr()) as usize)
    };
    (used > 0).then_some((used, v))
}

pub fn parse_float(s: &[u8]) -> Option<(usize, f64)> {
    let cs = CString::new(s.split(|&b| b == 0).next().unwrap_or(&[])).ok()?;
    let mut end: *mut std::ffi::c_char = std::ptr::null_mut();
    // SAFETY: as in `parse_int`.
    let (v, used) = unsafe {
        let v = c::strtod(cs.as_ptr(), &mut end);
        (v, end.offset_from(cs.as_ptr()) as usize)
    };
    (used > 0).then_some((used, v))
}

/// Scans `input` by `fmt`. `Err`: the format itself is invalid.
pub fn scan(input: &[u8], fmt: &[u8]) -> Result<Scanned, String> {
    let mut i = 0;
    let mut pos = 0;
    let mut count = 0i32;
    let mut stores = Vec::new();
    let mut input_failure = false;
    let skip_ws = |pos: &mut usize| {
        while input.get(*pos).is_some_and(|b| b.is_ascii_whitespace()) {
            *pos += 1;
        }
    };
    while i < fmt.len() {
        let c = fmt[i];
        if c.is_ascii_whitespace() {
            while fmt.get(i).is_some_and(|b| b.is_ascii_whitespace()) {
                i += 1;
            }
            skip_ws(&mut pos);
            continue;
        }
        if c != b'%' || fmt.get(i + 1) == Some(&b'%') {
            if c == b'%' {
                i += 1;
                skip_ws(&mut pos);
            }
            i += 1;
            match input.get(pos) {
                Some(&b) if b == c => pos += 1,
                Some(_) => break,
                None => {
                    input_failure = true;
                    break;
                }
            }
            continue;
        }
        i += 1;
        let suppress = fmt.get(i) == Some(&b'*');
        if suppress {
            i += 1;
        }
        let mut width = 0usize;
        while let Some(d) = fmt.get(i).filter(|b| b.is_ascii_digit()) {
            width = width.saturating_mul(10).saturating_add((d - b'0') as usize);
            i += 1;
        }
        let mut len = 0; // 0 int, -1 short, -2 char, 1 long, 2 long double
        loop {
            match fmt.get(i) {
                Some(b'h') => len = if len == -1 { -2 } else { -1 },
                Some(b'l' | b'j' | b'z' | b't' | b'q') => len = 1,
                Some(b'L') => len = 2,
                _ => break,
            }
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else {
            return Err("incomplete conversion specification at the end of the format".into());
        };
        i += 1;
        let int_bytes = match len {
            -2 => 1,
            -1 => 2,
            0 => 4,
            _ => 8,
        };
        if !matches!(conv, b'c' | b'[' | b'n') {
            skip_ws(&mut pos);
        }
        if conv == b'n' {
            if !suppress {
                stores.push(Store::Int {
                    value: pos as i128,
                    bytes: int_bytes,
                });
            }
            continue;
        }
        let rest = &input[pos..];
        if rest.is_empty() {
            input_failure = true;
            break;
        }
        let field = if width > 0 && width < rest.len() {
            &rest[..width]
        } else {
            rest
        };
        let int = match conv {
            b'd' => Some(IntConv::Signed(10)),
            b'i' => Some(IntConv::Signed(0)),
            b'u' => Some(IntConv::Unsigned(10)),
            b'o' => Some(IntConv::Unsigned(8)),
            b'x' | b'X' => Some(IntConv::Unsigned(16)),
            _ => None,
        };
        let store = if let Some(ic) = int {
            let (signed, base) = match ic {
                IntConv::Signed(b) => (true, b),
                IntConv::Unsigned(b) => (false, b),
            };
            let Some((used, v)) = parse_int(field, signed, base) else {
                break;
            };
            pos += used;
            Store::Int {
                value: v,
                bytes: int_bytes,
            }
        } else {
            match conv {
                b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                    if len == 2 {
                        return Err("'long double' conversions are not supported".into());
                    }
                    let Some((used, v)) = parse_float(field) else {
                        break;
                    };
                    pos += used;
                    if len == 1 {
                        Store::F64(v)
                    } else {
                        Store::F32(v as f32)
                    }
                }
                b's' => {
                    let n = field
                        .iter()
                        .position(|b| b.is_ascii_whitespace())
                        .unwrap_or(field.len());
                    let mut v = field[..n].to_vec();
                    v.push(0);
                    pos += n;
                    Store::Bytes(v)
                }
                b'c' => {
                    let n = width.max(1);
                    if rest.len() < n {
                        input_failure = true;
                        break;
                    }
                    pos += n;
                    Store::Bytes(rest[..n].to_vec())
                }
                b'[' => {
                    let (set, next) = scanset(fmt, i)?;
                    i = next;
                    let n = field
                        .iter()
                        .position(|b| !set[*b as usize])
                        .unwrap_or(field.len());
                    if n == 0 {
                        break;
                    }
                    let mut v = field[..n].to_vec();
                    v.push(0);
                    pos += n;
                    Store::Bytes(v)
                }
                other => {
                    return Err(format!("unsupported conversion '%{}'", other as char));
                }
            }
        };
        if !suppress {
            stores.push(store);
            count += 1;
        }
    }
    let result = if input_failure && count == 0 && stores.is_empty() {
        -1
    } else {
        count
    };
    Ok(Scanned {
        consumed: pos,
        stores,
        result,
    })
}

/// The byte set of a `%[...]` conversion starting after `[` at `i`, and
/// the index after its `]`.
fn scanset(fmt: &[u8], mut i: usize) -> Result<([bool; 256], usize), String> {
    let negate = fmt.get(i) == Some(&b'^');
    if negate {
        i += 1;
    }
    let mut set = [false; 256];
    let start = i;
    loop {
        let Some(&b) = fmt.get(i) else {
            return Err("unterminated '%[' conversion".into());
        };
        if b == b']' && i > start {
            i += 1;
            break;
        }
        if fmt.get(i + 1) == Some(&b'-') && fmt.get(i + 2).is_some_and(|&e| e != b']') {
            let e = fmt[i + 2];
            for x in b.min(e)..=b.max(e) {
                set[x as usize] = true;
            }
            i += 3;
        } else {
            set[b as usize] = true;
            i += 1;
        }
    }
    if negate {
        for x in set.iter_mut() {
            *x = !*x;
        }
    }
    Ok((set, i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions() {
        let s = scan(b"  42 -7 0x1f 3.5 word abc]", b"%d %i %x %lf %4s %[a-c]").unwrap();
        assert_eq!(s.result, 6);
        assert_eq!(
            s.stores[0],
            Store::Int {
                value: 42,
                bytes: 4
            }
        );
        assert_eq!(
            s.stores[1],
            Store::Int {
                value: -7,
                bytes: 4
            }
        );
        assert_eq!(
            s.stores[2],
            Store::Int {
                value: 31,
                bytes: 4
            }
        );
        assert_eq!(s.stores[3], Store::F64(3.5));
        assert_eq!(s.stores[4], Store::Bytes(b"word\0".to_vec()));
        assert_eq!(s.stores[5], Store::Bytes(b"abc\0".to_vec()));
    }

    #[test]
    fn failures() {
        assert_eq!(scan(b"", b"%d").unwrap().result, -1);
        assert_eq!(scan(b"x", b"%d").unwrap().result, 0);
        assert_eq!(scan(b"1,x", b"%d,%d").unwrap().result, 1);
        let s = scan(b"12345", b"%2d%n").unwrap();
        assert_eq!(s.stores[1], Store::Int { value: 2, bytes: 4 });
    }
}
