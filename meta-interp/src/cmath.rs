//! `<math.h>` at compile time: the functions of `sema::cmath`'s table
//! (under their C names and the `__builtin_*` names `<cmath>` forwards
//! to) run natively, by calling the host's own C library, so meta code
//! computes bit for bit what the program compiled by g++ or clang computes
//! on the same machine. The `l` versions run the C library's `long double`
//! functions through `f80`.

use std::os::raw::{c_int, c_long};

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::Ptr;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::cmath::{MathFn, Precision, Shape};
use sema::program::{Function, Program};

type Res<T> = Result<T, Diagnostic>;

/// Declares C library functions of one signature as (double version,
/// float version) pairs, and a dispatcher calling the member of the pair
/// for a precision by the double version's name. Arguments convert with
/// `as` (`double` to `float`; integers to themselves).
macro_rules! libm {
    (fn $dispatch:ident $params:tt -> $rd:ty, $rf:ty; $($d:ident $f:ident),* $(,)?) => {
        mod $dispatch {
            #[allow(unused_imports)]
            use std::os::raw::{c_int, c_long};
            extern "C" {
                $( libm_decl!($d $f $params $rd, $rf); )*
            }
        }
        libm_dispatch!($dispatch $params $params $rd; $($d $f),*);
    };
}

/// On glibc, by the TS 18661-3 names (`sinf64`, `sinf32`): the plain ones
/// may bind to the Rust runtime's own copies of some functions (`cbrt`),
/// which round differently from glibc's.
macro_rules! libm_decl {
    ($d:ident $f:ident ($($a:ident: $ad:ty => $af:ty),*) $rd:ty, $rf:ty) => {
        #[cfg_attr(all(target_os = "linux", target_env = "gnu"), link_name = concat!(stringify!($d), "f64"))]
        pub fn $d($($a: $ad),*) -> $rd;
        #[cfg_attr(all(target_os = "linux", target_env = "gnu"), link_name = concat!(stringify!($d), "f32"))]
        pub fn $f($($a: $af),*) -> $rf;
    };
}

macro_rules! libm_dispatch {
    ($dispatch:ident ($($a:ident: $ad:ty => $af:ty),*) $params:tt $rd:ty; $($d:ident $f:ident),*) => {
        #[allow(clippy::unnecessary_cast)]
        fn $dispatch(name: &str, single: bool, $($a: $ad),*) -> Option<$rd> {
            // SAFETY: these are the C library's own signatures (C99
            // <math.h>); the functions read only their value arguments.
            unsafe {
                Some(match name {
                    $(
                        stringify!($d) => libm_call!($dispatch::$d, $dispatch::$f, single $params $rd),
                    )*
                    _ => return None,
                })
            }
        }
    };
}

macro_rules! libm_call {
    ($d:path, $f:path, $single:ident ($($a:ident: $ad:ty => $af:ty),*) $rd:ty) => {
        if $single {
            $f($($a as $af),*) as $rd
        } else {
            $d($($a),*)
        }
    };
}

libm!(fn unary(x: f64 => f32) -> f64, f32;
    sqrt sqrtf, cbrt cbrtf, exp expf, exp2 exp2f, exp10 exp10f, expm1 expm1f,
    log logf, log2 log2f, log10 log10f, log1p log1pf, logb logbf,
    sin sinf, cos cosf, tan tanf, asin asinf, acos acosf, atan atanf,
    sinh sinhf, cosh coshf, tanh tanhf, asinh asinhf, acosh acoshf, atanh atanhf,
    erf erff, erfc erfcf, tgamma tgammaf, lgamma lgammaf,
    j0 j0f, j1 j1f, y0 y0f, y1 y1f,
    fabs fabsf, floor floorf, ceil ceilf, trunc truncf, round roundf,
    rint rintf, nearbyint nearbyintf,
);

libm!(fn binary(x: f64 => f32, y: f64 => f32) -> f64, f32;
    pow powf, atan2 atan2f, fmod fmodf, remainder remainderf, fdim fdimf,
    hypot hypotf, nextafter nextafterf, copysign copysignf, fmin fminf, fmax fmaxf,
);

libm!(fn ternary(x: f64 => f32, y: f64 => f32, z: f64 => f32) -> f64, f32; fma fmaf);

libm!(fn scale(x: f64 => f32, n: c_int => c_int) -> f64, f32; ldexp ldexpf, scalbn scalbnf);

libm!(fn to_int(x: f64 => f32) -> c_int, c_int; ilogb ilogbf);

libm!(fn to_long(x: f64 => f32) -> c_long, c_long;
    lround lroundf, llround llroundf, lrint lrintf, llrint llrintf);

libm!(fn int_first(n: c_int => c_int, x: f64 => f32) -> f64, f32; jn jnf, yn ynf);

/// The functions with an out-parameter.
mod out {
    use std::os::raw::c_int;
    extern "C" {
        libm_decl!(frexp frexpf (x: f64 => f32, e: *mut c_int => *mut c_int) f64, f32);
        libm_decl!(remquo remquof (x: f64 => f32, y: f64 => f32, q: *mut c_int => *mut c_int) f64, f32);
        #[cfg_attr(all(target_os = "linux", target_env = "gnu"), link_name = "modff64")]
        pub fn modf(x: f64, i: *mut f64) -> f64;
        #[cfg_attr(all(target_os = "linux", target_env = "gnu"), link_name = "modff32")]
        pub fn modff(x: f32, i: *mut f32) -> f32;
    }
}

/// Runs `f` when it is one of the table's C library math functions (or a
/// `__builtin_` name of one); its out-parameter, if any, is written to
/// interpreter memory.
pub fn call(
    me: &mut Interp<'_>,
    prog: &Program,
    f: &Function,
    args: &[Val],
    span: Span,
) -> Option<Res<Val>> {
    let m = sema::cmath::library_function(&prog.types, f)?;
    Some(run(me, m, args, span))
}

/// Runs the table's function `name` (`sinf`, `__builtin_sinf`, ...) on
/// arguments converted to its C parameter types: for callers that know
/// the name is a math builtin (the `__builtin_*` family).
pub fn call_by_name(me: &mut Interp<'_>, name: &str, args: &[Val], span: Span) -> Option<Res<Val>> {
    let m = sema::cmath::lookup(name)?;
    Some(run(me, m, args, span))
}

fn run(me: &mut Interp<'_>, m: MathFn, args: &[Val], span: Span) -> Res<Val> {
    if m.precision == Precision::Extended {
        return run_extended(me, m, args, span);
    }
    let single = m.precision == Precision::Single;
    let f = |i: usize| args.get(i).map_or(0.0, Val::as_f64);
    let int = |i: usize| args.get(i).map_or(0, |v| v.as_int() as c_int);
    let ptr = |i: usize| args.get(i).map_or(Ptr(0), Val::as_ptr);
    let name = m.entry.name;
    let real = |r: Option<f64>| r.map(Val::Float);
    let r = match m.entry.shape {
        Shape::Unary => real(unary(name, single, f(0))),
        Shape::Binary => real(binary(name, single, f(0), f(1))),
        Shape::Ternary => real(ternary(name, single, f(0), f(1), f(2))),
        Shape::ScaleInt => real(scale(name, single, f(0), int(1))),
        Shape::ToInt => to_int(name, single, f(0)).map(|r| Val::Int(r as i128)),
        Shape::ToLong => to_long(name, single, f(0)).map(|r| Val::Int(r as i128)),
        Shape::IntFirst => real(int_first(name, single, int(0), f(1))),
        Shape::OutInt | Shape::OutSame | Shape::BinaryOutInt => {
            let (r, out) = with_out(name, single, f(0), f(1));
            let bytes = match out {
                Out::Int(q) => q.to_le_bytes().to_vec(),
                Out::Real(v) if single => (v as f32).to_le_bytes().to_vec(),
                Out::Real(v) => v.to_le_bytes().to_vec(),
            };
            let at = if m.entry.shape == Shape::BinaryOutInt {
                ptr(2)
            } else {
                ptr(1)
            };
            me.mem
                .write(at, &bytes)
                .map_err(|e| diag::fault(span, &e))?;
            r.map(Val::Float)
        }
    };
    r.ok_or_else(|| diag::internal(span, &format!("no native '{name}'")))
}

/// A `long double` function (`sqrtl`, `frexpl`, ...): glibc's own.
fn run_extended(me: &mut Interp<'_>, m: MathFn, args: &[Val], span: Span) -> Res<Val> {
    let name = m.entry.name;
    let x = |i: usize| args.get(i).map_or(f80::F80::ZERO, Val::as_f80);
    let int = |i: usize| args.get(i).map_or(0, |v| v.as_int() as c_int);
    let ptr = |i: usize| args.get(i).map_or(Ptr(0), Val::as_ptr);
    // `jn`/`yn` take the int first; the long double is then the second.
    let (a, b, n) = match m.entry.shape {
        Shape::IntFirst => (x(1), x(1), int(0)),
        Shape::ScaleInt => (x(0), f80::F80::ZERO, int(1)),
        _ => (x(0), x(1), 0),
    };
    let r = f80::F80::libm(name, a, b, x(2), n)
        .ok_or_else(|| diag::internal(span, &format!("no native '{name}l'")))?;
    let write = |me: &mut Interp<'_>, at: Ptr, bytes: &[u8]| {
        me.mem.write(at, bytes).map_err(|e| diag::fault(span, &e))
    };
    match m.entry.shape {
        Shape::ToInt | Shape::ToLong => Ok(Val::Int(r.int as i128)),
        Shape::OutInt => {
            write(me, ptr(1), &(r.int as c_int).to_le_bytes())?;
            Ok(Val::Ext(r.value))
        }
        Shape::BinaryOutInt => {
            write(me, ptr(2), &(r.int as c_int).to_le_bytes())?;
            Ok(Val::Ext(r.value))
        }
        Shape::OutSame => {
            write(me, ptr(1), &r.part.to_storage())?;
            Ok(Val::Ext(r.value))
        }
        _ => Ok(Val::Ext(r.value)),
    }
}

enum Out {
    Int(c_int),
    Real(f64),
}

/// `frexp`, `modf` and `remquo` into locals: (result, out-parameter).
fn with_out(name: &str, single: bool, x: f64, y: f64) -> (Option<f64>, Out) {
    let mut q: c_int = 0;
    let mut i64v = 0.0f64;
    let mut i32v = 0.0f32;
    // SAFETY: the C library's signatures; the pointers are to live locals.
    let r = unsafe {
        match (name, single) {
            ("frexp", false) => out::frexp(x, &mut q),
            ("frexp", true) => out::frexpf(x as f32, &mut q) as f64,
            ("modf", false) => out::modf(x, &mut i64v),
            ("modf", true) => out::modff(x as f32, &mut i32v) as f64,
            ("remquo", false) => out::remquo(x, y, &mut q),
            ("remquo", true) => out::remquof(x as f32, y as f32, &mut q) as f64,
            _ => return (None, Out::Int(0)),
        }
    };
    let out = match name {
        "modf" if single => Out::Real(i32v as f64),
        "modf" => Out::Real(i64v),
        _ => Out::Int(q),
    };
    (Some(r), out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every function of the table runs natively.
    #[test]
    fn every_table_function_is_native() {
        for e in sema::cmath::TABLE {
            for single in [false, true] {
                let ok = match e.shape {
                    Shape::Unary => unary(e.name, single, 0.5).is_some(),
                    Shape::Binary => binary(e.name, single, 0.5, 2.0).is_some(),
                    Shape::Ternary => ternary(e.name, single, 0.5, 2.0, 1.0).is_some(),
                    Shape::ScaleInt => scale(e.name, single, 0.5, 3).is_some(),
                    Shape::ToInt => to_int(e.name, single, 0.5).is_some(),
                    Shape::ToLong => to_long(e.name, single, 0.5).is_some(),
                    Shape::IntFirst => int_first(e.name, single, 2, 0.5).is_some(),
                    Shape::OutInt | Shape::OutSame | Shape::BinaryOutInt => {
                        with_out(e.name, single, 0.5, 2.0).0.is_some()
                    }
                };
                assert!(ok, "{} (single: {single})", e.name);
            }
        }
    }

    #[test]
    fn results_are_the_c_librarys() {
        assert_eq!(unary("sqrt", false, 2.0), Some(2f64.sqrt()));
        assert_eq!(unary("sin", true, 1.0), Some(1f32.sin() as f64));
        assert_eq!(to_long("lround", false, 2.5), Some(3));
        assert_eq!(to_long("lrint", false, 2.5), Some(2));
        let (r, out) = with_out("frexp", false, 8.0, 0.0);
        assert_eq!(r, Some(0.5));
        assert!(matches!(out, Out::Int(4)));
    }
}
