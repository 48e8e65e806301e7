//! The host C library's math functions, which the interpreter calls so a
//! compile-time result is bit for bit what the program computes at run
//! time with the same library (Rust's own `f64` methods reach the same
//! library for the functions they cover; these are the rest).

mod c {
    extern "C" {
        pub fn erf(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn erfc(x: f64) -> f64;
        pub fn erfcf(x: f32) -> f32;
        pub fn tgamma(x: f64) -> f64;
        pub fn tgammaf(x: f32) -> f32;
        pub fn lgamma(x: f64) -> f64;
        pub fn lgammaf(x: f32) -> f32;
        pub fn remainder(x: f64, y: f64) -> f64;
        pub fn remainderf(x: f32, y: f32) -> f32;
        pub fn nextafter(x: f64, y: f64) -> f64;
        pub fn nextafterf(x: f32, y: f32) -> f32;
        pub fn logb(x: f64) -> f64;
        pub fn logbf(x: f32) -> f32;
        pub fn ilogb(x: f64) -> i32;
        pub fn ilogbf(x: f32) -> i32;
        pub fn ldexp(x: f64, e: i32) -> f64;
        pub fn ldexpf(x: f32, e: i32) -> f32;
        pub fn frexp(x: f64, e: *mut i32) -> f64;
        pub fn frexpf(x: f32, e: *mut i32) -> f32;
        pub fn cbrt(x: f64) -> f64;
        pub fn cbrtf(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn hypot(x: f64, y: f64) -> f64;
        pub fn hypotf(x: f32, y: f32) -> f32;
        pub fn fmod(x: f64, y: f64) -> f64;
        pub fn fmodf(x: f32, y: f32) -> f32;
    }
}

/// A unary function in `double` and `float`.
pub type Unary = (fn(f64) -> f64, fn(f32) -> f32);

macro_rules! safe1 {
    ($name:ident, $f:ident, $ff:ident) => {
        pub const $name: Unary = (
            |x| {
                // SAFETY: a pure C math function of a `double`.
                unsafe { c::$f(x) }
            },
            |x| {
                // SAFETY: a pure C math function of a `float`.
                unsafe { c::$ff(x) }
            },
        );
    };
}

safe1!(ERF, erf, erff);
safe1!(ERFC, erfc, erfcf);
safe1!(TGAMMA, tgamma, tgammaf);
safe1!(LGAMMA, lgamma, lgammaf);
safe1!(LOGB, logb, logbf);
safe1!(CBRT, cbrt, cbrtf);
safe1!(EXPM1, expm1, expm1f);
safe1!(LOG1P, log1p, log1pf);

pub fn remainder(x: f64, y: f64, single: bool) -> f64 {
    // SAFETY: pure C math functions.
    unsafe {
        if single {
            c::remainderf(x as f32, y as f32) as f64
        } else {
            c::remainder(x, y)
        }
    }
}

pub fn nextafter(x: f64, y: f64, single: bool) -> f64 {
    // SAFETY: pure C math functions.
    unsafe {
        if single {
            c::nextafterf(x as f32, y as f32) as f64
        } else {
            c::nextafter(x, y)
        }
    }
}

pub fn hypot(x: f64, y: f64, single: bool) -> f64 {
    // SAFETY: pure C math functions.
    unsafe {
        if single {
            c::hypotf(x as f32, y as f32) as f64
        } else {
            c::hypot(x, y)
        }
    }
}

pub fn fmod(x: f64, y: f64, single: bool) -> f64 {
    // SAFETY: pure C math functions.
    unsafe {
        if single {
            c::fmodf(x as f32, y as f32) as f64
        } else {
            c::fmod(x, y)
        }
    }
}

pub fn ilogb(x: f64, single: bool) -> i32 {
    // SAFETY: pure C math functions.
    unsafe {
        if single {
            c::ilogbf(x as f32)
        } else {
            c::ilogb(x)
        }
    }
}

pub fn ldexp(x: f64, e: i32, single: bool) -> f64 {
    // SAFETY: pure C math functions.
    unsafe {
        if single {
            c::ldexpf(x as f32, e) as f64
        } else {
            c::ldexp(x, e)
        }
    }
}

/// The mantissa and the exponent.
pub fn frexp(x: f64, single: bool) -> (f64, i32) {
    let mut e = 0i32;
    // SAFETY: `e` is a live local the function writes one `int` to.
    let m = unsafe {
        if single {
            c::frexpf(x as f32, &mut e) as f64
        } else {
            c::frexp(x, &mut e)
        }
    };
    (m, e)
}
