//! The x86-64 System V `long double`: the x87 80-bit extended format
//! (64-bit significand with an explicit integer bit, 15-bit exponent),
//! stored in 16 bytes aligned to 16 with 6 bytes of padding.
//!
//! Every operation runs in the host C compiler's and C library's own
//! `long double` (a small C shim): on x86-64 Linux that is x87
//! arithmetic rounding to nearest at 64 bits, `strtold`, glibc's
//! `printf` and libm's `*l` functions, so what circle-rs computes at
//! compile time is bit for bit what the program compiled by g++ or clang
//! computes at run time. No soft-float is written here.

use std::cmp::Ordering;
use std::ffi::{c_char, c_int, CString};

mod c {
    use std::ffi::{c_char, c_int};
    extern "C" {
        pub fn f80_from_f64(d: f64, out: *mut u8);
        pub fn f80_to_f64(a: *const u8) -> f64;
        pub fn f80_to_f32(a: *const u8) -> f32;
        pub fn f80_from_i128(lo: u64, hi: i64, out: *mut u8);
        pub fn f80_from_u128(lo: u64, hi: u64, out: *mut u8);
        pub fn f80_to_i128(a: *const u8, lo: *mut u64, hi: *mut i64) -> c_int;
        pub fn f80_binop(op: c_int, a: *const u8, b: *const u8, out: *mut u8);
        pub fn f80_neg(a: *const u8, out: *mut u8);
        pub fn f80_cmp(a: *const u8, b: *const u8) -> c_int;
        pub fn f80_parse(s: *const c_char, out: *mut u8) -> usize;
        pub fn f80_format(buf: *mut c_char, n: usize, fmt: *const c_char, a: *const u8) -> c_int;
        pub fn f80_format_f64(buf: *mut c_char, n: usize, fmt: *const c_char, d: f64) -> c_int;
        #[allow(clippy::too_many_arguments)]
        pub fn f80_libm(
            name: *const c_char,
            a: *const u8,
            b: *const u8,
            c: *const u8,
            n: c_int,
            out: *mut u8,
            q: *mut i64,
            o: *mut u8,
        ) -> c_int;
    }
}

/// A `long double` value: its 10 significant bytes, little-endian.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct F80(pub [u8; 10]);

impl std::fmt::Debug for F80 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}L", self.format("%La").unwrap_or_default())
    }
}

/// An arithmetic operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add = 0,
    Sub = 1,
    Mul = 2,
    Div = 3,
}

impl std::ops::Neg for F80 {
    type Output = F80;
    fn neg(self) -> F80 {
        let mut o = [0u8; 10];
        // SAFETY: reads 10 bytes, writes 10.
        unsafe { c::f80_neg(self.0.as_ptr(), o.as_mut_ptr()) };
        F80(o)
    }
}

/// The result of a math function of [`F80::libm`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LibmOut {
    pub value: F80,
    /// The integer result (`ilogb`, `lround`) or out-parameter (`frexp`,
    /// `remquo`).
    pub int: i64,
    /// `modf`'s integral part.
    pub part: F80,
}

impl F80 {
    pub const ZERO: F80 = F80([0; 10]);

    /// Storage size and alignment in the x86-64 System V ABI.
    pub const SIZE: u64 = 16;
    pub const ALIGN: u64 = 16;

    pub fn from_f64(d: f64) -> F80 {
        let mut o = [0u8; 10];
        // SAFETY: the shim writes exactly 10 bytes to `out`.
        unsafe { c::f80_from_f64(d, o.as_mut_ptr()) };
        F80(o)
    }

    pub fn to_f64(self) -> f64 {
        // SAFETY: the shim reads exactly 10 bytes.
        unsafe { c::f80_to_f64(self.0.as_ptr()) }
    }

    /// Rounded to `float` directly (not through `double`).
    pub fn to_f32(self) -> f32 {
        // SAFETY: the shim reads exactly 10 bytes.
        unsafe { c::f80_to_f32(self.0.as_ptr()) }
    }

    pub fn from_i128(v: i128) -> F80 {
        let mut o = [0u8; 10];
        // SAFETY: the shim writes exactly 10 bytes.
        unsafe { c::f80_from_i128(v as u64, (v >> 64) as i64, o.as_mut_ptr()) };
        F80(o)
    }

    pub fn from_u128(v: u128) -> F80 {
        let mut o = [0u8; 10];
        // SAFETY: the shim writes exactly 10 bytes.
        unsafe { c::f80_from_u128(v as u64, (v >> 64) as u64, o.as_mut_ptr()) };
        F80(o)
    }

    /// Truncated toward zero; `None` for NaN, infinities and values
    /// outside `i128`.
    pub fn to_i128(self) -> Option<i128> {
        let (mut lo, mut hi) = (0u64, 0i64);
        // SAFETY: reads 10 bytes, writes the two locals.
        let ok = unsafe { c::f80_to_i128(self.0.as_ptr(), &mut lo, &mut hi) };
        (ok != 0).then_some(((hi as i128) << 64) | lo as i128)
    }

    pub fn binop(self, op: Op, rhs: F80) -> F80 {
        let mut o = [0u8; 10];
        // SAFETY: reads 10 bytes from each operand, writes 10.
        unsafe { c::f80_binop(op as c_int, self.0.as_ptr(), rhs.0.as_ptr(), o.as_mut_ptr()) };
        F80(o)
    }

    /// IEEE comparison: `None` when unordered (a NaN).
    pub fn compare(self, rhs: F80) -> Option<Ordering> {
        // SAFETY: reads 10 bytes from each operand.
        match unsafe { c::f80_cmp(self.0.as_ptr(), rhs.0.as_ptr()) } {
            -1 => Some(Ordering::Less),
            0 => Some(Ordering::Equal),
            1 => Some(Ordering::Greater),
            _ => None,
        }
    }

    pub fn is_nan(self) -> bool {
        self.compare(self).is_none()
    }

    /// Nonzero, as a condition (NaN is true).
    pub fn truthy(self) -> bool {
        self.compare(F80::ZERO) != Some(Ordering::Equal)
    }

    pub fn is_sign_negative(self) -> bool {
        self.0[9] & 0x80 != 0
    }

    /// `strtold` of all of `text` (decimal or hexadecimal, `inf`, `nan`);
    /// `None` unless the whole text is a number.
    pub fn parse(text: &str) -> Option<F80> {
        let (v, n) = F80::parse_prefix(text)?;
        (n == text.len()).then_some(v)
    }

    /// `strtold`: the value and the bytes it read (`None` when none).
    pub fn parse_prefix(text: &str) -> Option<(F80, usize)> {
        let s = CString::new(text).ok()?;
        let mut o = [0u8; 10];
        // SAFETY: `s` is NUL-terminated; the shim writes 10 bytes.
        let n = unsafe { c::f80_parse(s.as_ptr(), o.as_mut_ptr()) };
        (n > 0).then_some((F80(o), n))
    }

    /// glibc's `snprintf(fmt, self)`, where `fmt` holds exactly one
    /// conversion and it takes a `long double` (`%.20Lg`); `None` for any
    /// other format.
    pub fn format(self, fmt: &str) -> Option<String> {
        check_format(fmt, true)?;
        let f = CString::new(fmt).ok()?;
        let a = self.0;
        call_snprintf(|buf, n| {
            // SAFETY: one long double conversion, checked above; `buf`
            // has `n` bytes.
            unsafe { c::f80_format(buf, n, f.as_ptr(), a.as_ptr()) }
        })
    }

    /// The C library's `<math.h>` function `name` (the double version's
    /// name: `sqrt` runs `sqrtl`) on long double arguments `a`, `b`, `c`
    /// and the int argument `n`; `None` when the library has no such
    /// function.
    pub fn libm(name: &str, a: F80, b: F80, c: F80, n: i32) -> Option<LibmOut> {
        let s = CString::new(name).ok()?;
        let mut out = [0u8; 10];
        let mut part = [0u8; 10];
        let mut q: i64 = 0;
        // SAFETY: every pointer is to a live 10-byte array or local.
        let ok = unsafe {
            c::f80_libm(
                s.as_ptr(),
                a.0.as_ptr(),
                b.0.as_ptr(),
                c.0.as_ptr(),
                n,
                out.as_mut_ptr(),
                &mut q,
                part.as_mut_ptr(),
            )
        };
        (ok != 0).then_some(LibmOut {
            value: F80(out),
            int: q,
            part: F80(part),
        })
    }

    /// The 16 bytes of storage (padding zero).
    pub fn to_storage(self) -> [u8; 16] {
        let mut b = [0u8; 16];
        b[..10].copy_from_slice(&self.0);
        b
    }

    /// From storage: the first 10 bytes (fewer are zero-extended).
    pub fn from_storage(b: &[u8]) -> F80 {
        let mut o = [0u8; 10];
        let n = b.len().min(10);
        o[..n].copy_from_slice(&b[..n]);
        F80(o)
    }
}

/// glibc's `snprintf(fmt, d)` for a format of one conversion taking a
/// `double` (`%a`, `%.3e`).
pub fn format_f64(fmt: &str, d: f64) -> Option<String> {
    check_format(fmt, false)?;
    let f = CString::new(fmt).ok()?;
    call_snprintf(|buf, n| {
        // SAFETY: one double conversion, checked above.
        unsafe { c::f80_format_f64(buf, n, f.as_ptr(), d) }
    })
}

fn call_snprintf(f: impl Fn(*mut c_char, usize) -> c_int) -> Option<String> {
    let mut buf = vec![0u8; 128];
    let n = f(buf.as_mut_ptr().cast(), buf.len());
    let n = usize::try_from(n).ok()?;
    if n >= buf.len() {
        buf = vec![0u8; n + 1];
        f(buf.as_mut_ptr().cast(), buf.len());
    }
    buf.truncate(n);
    String::from_utf8(buf).ok()
}

/// Exactly one conversion, of `f F e E g G a A`, with flags, a numeric
/// width and precision, and `L` exactly when `long_double`.
fn check_format(fmt: &str, long_double: bool) -> Option<()> {
    let b = fmt.as_bytes();
    let at = b.iter().position(|&c| c == b'%')?;
    if b[..at].contains(&b'%') {
        return None;
    }
    let mut i = at + 1;
    while i < b.len() && b"-+ #0".contains(&b[i]) {
        i += 1;
    }
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
    }
    if long_double {
        if b.get(i) != Some(&b'L') {
            return None;
        }
        i += 1;
    }
    if !b"fFeEgGaA".contains(b.get(i)?) {
        return None;
    }
    (!b[i + 1..].contains(&b'%')).then_some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ld(s: &str) -> F80 {
        F80::parse(s).unwrap()
    }

    #[test]
    fn literals_are_strtold() {
        // 0.1L: 0xK3FFBCCCCCCCCCCCCCCCD, as clang writes it.
        assert_eq!(
            ld("0.1").0,
            [0xcd, 0xcc, 0xcc, 0xcc, 0xcc, 0xcc, 0xcc, 0xcc, 0xfb, 0x3f]
        );
        assert_eq!(ld("0x1p-16445"), F80([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
        assert!(F80::parse("1.5x").is_none());
    }

    #[test]
    fn arithmetic_has_64_bit_significands() {
        let one = F80::from_i128(1);
        let tiny = ld("0x1p-63");
        assert_ne!(one.binop(Op::Add, tiny), one);
        assert_eq!(one.binop(Op::Add, ld("0x1p-65")), one);
        let third = one.binop(Op::Div, F80::from_i128(3));
        assert_eq!(
            third.format("%.25Lf").unwrap(),
            "0.3333333333333333333423684"
        );
        assert_eq!(
            F80::from_i128(-7)
                .binop(Op::Div, F80::from_i128(2))
                .to_i128(),
            Some(-3)
        );
        assert_eq!(
            F80::from_u128(u64::MAX as u128).to_i128(),
            Some(u64::MAX as i128)
        );
        assert_eq!(ld("inf").to_i128(), None);
    }

    #[test]
    fn comparisons_and_nan() {
        let nan = ld("nan");
        assert!(nan.is_nan() && nan.truthy());
        assert!(!F80::ZERO.truthy() && !(-F80::ZERO).truthy());
        assert_eq!(ld("1").compare(ld("2")), Some(Ordering::Less));
        assert_eq!(ld("1").compare(nan), None);
    }

    #[test]
    fn formatting_is_glibcs() {
        let x = ld("1.1");
        assert_eq!(x.format("%Lf").unwrap(), "1.100000");
        assert_eq!(x.format("%.21Le").unwrap(), "1.100000000000000000022e+00");
        assert_eq!(x.format("%La").unwrap(), "0x8.ccccccccccccccdp-3");
        assert!(x.format("%f").is_none() && x.format("%Lf %Lf").is_none());
        assert_eq!(format_f64("%a", 1.0).unwrap(), "0x1p+0");
    }

    #[test]
    fn libm_is_the_c_librarys() {
        let two = F80::from_i128(2);
        let r = F80::libm("sqrt", two, F80::ZERO, F80::ZERO, 0).unwrap();
        assert_eq!(r.value.format("%.20Lg").unwrap(), "1.4142135623730950488");
        let f = F80::libm("frexp", F80::from_i128(8), F80::ZERO, F80::ZERO, 0).unwrap();
        assert_eq!((f.value.to_f64(), f.int), (0.5, 4));
        assert!(F80::libm("strlen", two, two, two, 0).is_none());
    }
}
