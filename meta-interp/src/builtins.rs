//! The builtin functions ([`BuiltinFn`]) at compile time: what
//! `__builtin_memcpy`, `__builtin_clzll`, `floorf`, `__builtin_add_overflow`
//! and the rest compute, on interpreter values and memory, with what the
//! C library or the GCC/clang documentation leaves undefined (`clz(0)`,
//! `abs(INT_MIN)`) reported as an error. `__builtin_is_constant_evaluated()`
//! is true here: everything the interpreter runs is evaluated at compile
//! time.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use crate::value::{int_range, wrap, Val};
use lexer::builtins::{BuiltinFn, FloatWidth, IntWidth, MathFn};
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;
use sema::translate::type_string;

type Res<T> = Result<T, Diagnostic>;

/// The IEEE class of a value of a floating type (`float` values are
/// classified as `float`s).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Nan,
    Infinite,
    Normal,
    Subnormal,
    Zero,
}

fn classify(x: f64, single: bool) -> Class {
    use std::num::FpCategory as C;
    let c = if single {
        (x as f32).classify()
    } else {
        x.classify()
    };
    match c {
        C::Nan => Class::Nan,
        C::Infinite => Class::Infinite,
        C::Normal => Class::Normal,
        C::Subnormal => Class::Subnormal,
        C::Zero => Class::Zero,
    }
}

fn is_single(prog: &Program, ty: TypeId) -> bool {
    matches!(
        prog.types.kind(ty),
        Type::Float(FloatKind::Float | FloatKind::Half)
    )
}

fn int_bits(w: IntWidth) -> u32 {
    match w {
        IntWidth::Int => 32,
        IntWidth::Long | IntWidth::LongLong => 64,
    }
}

/// The C library name of a builtin that `cstring` implements.
fn cstring_name(f: BuiltinFn) -> Option<&'static str> {
    Some(match f {
        BuiltinFn::Memcpy => "memcpy",
        BuiltinFn::Memmove => "memmove",
        BuiltinFn::Memset => "memset",
        BuiltinFn::Memcmp => "memcmp",
        BuiltinFn::Strlen => "strlen",
        BuiltinFn::Strcmp => "strcmp",
        BuiltinFn::Strncmp => "strncmp",
        BuiltinFn::Memchr => "memchr",
        BuiltinFn::Strchr => "strchr",
        BuiltinFn::Strrchr => "strrchr",
        BuiltinFn::Strpbrk => "strpbrk",
        BuiltinFn::Strstr => "strstr",
        _ => return None,
    })
}

/// `abort()` at compile time, with what the program last wrote to stderr
/// (its explanation, typically) as a note.
pub(crate) fn abort_diagnostic(me: &Interp<'_>, span: Span) -> Diagnostic {
    let d = diag::abort_called(span);
    match me.io.last_stderr_line() {
        Some(line) => d.with_note(format!("the program's last output to stderr: {line}")),
        None => d,
    }
}

impl Interp<'_> {
    pub(crate) fn builtin_fn(
        &mut self,
        prog: &Program,
        f: BuiltinFn,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<Val> {
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.eval(prog, *a)?);
        }
        let arg_ty = |i: usize| args.get(i).map_or(ty, |a| prog.expr(*a).ty);
        let v = |i: usize| vals.get(i).cloned().unwrap_or(Val::Int(0));
        let fv = |i: usize| v(i).as_f64();
        let name = || lexer::builtins::functions::builtin_name(f);
        Ok(match f {
            BuiltinFn::Memcpy
            | BuiltinFn::Memmove
            | BuiltinFn::Memset
            | BuiltinFn::Memcmp
            | BuiltinFn::Memchr
            | BuiltinFn::Strlen
            | BuiltinFn::Strcmp
            | BuiltinFn::Strncmp
            | BuiltinFn::Strchr
            | BuiltinFn::Strrchr
            | BuiltinFn::Strpbrk
            | BuiltinFn::Strstr => {
                let n = cstring_name(f).unwrap_or("");
                match crate::cstring::call(self, n, &vals, span) {
                    Some(r) => r?,
                    None => return Err(diag::internal(span, "unknown string builtin")),
                }
            }
            BuiltinFn::Expect | BuiltinFn::ExpectWithProbability => v(0),
            BuiltinFn::AssumeAligned => v(0),
            BuiltinFn::IsConstantEvaluated => Val::Int(1),
            BuiltinFn::Abort => return Err(abort_diagnostic(self, span)),
            BuiltinFn::Trap => return Err(diag::trap_reached(span)),
            BuiltinFn::Unreachable => return Err(diag::unreachable_reached(span)),
            BuiltinFn::AddOverflow | BuiltinFn::SubOverflow | BuiltinFn::MulOverflow => {
                let (a, b) = (v(0).as_int(), v(1).as_int());
                let exact = match f {
                    BuiltinFn::AddOverflow => a.checked_add(b),
                    BuiltinFn::SubOverflow => a.checked_sub(b),
                    _ => a.checked_mul(b),
                };
                let wrapped_exact = match f {
                    BuiltinFn::AddOverflow => a.wrapping_add(b),
                    BuiltinFn::SubOverflow => a.wrapping_sub(b),
                    _ => a.wrapping_mul(b),
                };
                let rty = prog.types.pointee(arg_ty(2)).unwrap_or(ty);
                let (lo, hi) = int_range(&prog.types, rty);
                let overflow = exact.is_none_or(|x| x < lo || x > hi);
                let stored = wrap(&prog.types, rty, wrapped_exact);
                self.store(prog, v(2).as_ptr(), rty, &Val::Int(stored), span)?;
                Val::Int(i128::from(overflow))
            }
            BuiltinFn::Clz(w) | BuiltinFn::Ctz(w) => {
                let bits = int_bits(w);
                let x = (v(0).as_int() as u128) & ((1u128 << bits) - 1);
                if x == 0 {
                    return Err(diag::builtin_undefined(
                        span,
                        &name(),
                        "the operand is zero",
                    ));
                }
                let n = if matches!(f, BuiltinFn::Clz(_)) {
                    x.leading_zeros() - (128 - bits)
                } else {
                    x.trailing_zeros()
                };
                Val::Int(n as i128)
            }
            BuiltinFn::Popcount(w) | BuiltinFn::Parity(w) => {
                let bits = int_bits(w);
                let x = (v(0).as_int() as u128) & ((1u128 << bits) - 1);
                let n = x.count_ones() as i128;
                Val::Int(if matches!(f, BuiltinFn::Parity(_)) {
                    n & 1
                } else {
                    n
                })
            }
            BuiltinFn::Ffs(w) => {
                let bits = int_bits(w);
                let x = (v(0).as_int() as u128) & ((1u128 << bits) - 1);
                Val::Int(if x == 0 {
                    0
                } else {
                    x.trailing_zeros() as i128 + 1
                })
            }
            BuiltinFn::Abs(_) => {
                let x = v(0).as_int();
                let (lo, _) = int_range(&prog.types, ty);
                if x == lo {
                    return Err(diag::signed_overflow(
                        span,
                        &(-x).to_string(),
                        &type_string(&prog.types, ty),
                    ));
                }
                Val::Int(x.abs())
            }
            BuiltinFn::Bswap(bits) => {
                let n = bits as usize / 8;
                let bytes = v(0).as_int().to_le_bytes();
                let mut out = [0u8; 16];
                for i in 0..n {
                    out[i] = bytes[n - 1 - i];
                }
                Val::Int(i128::from_le_bytes(out))
            }
            BuiltinFn::IsNan
            | BuiltinFn::IsInf
            | BuiltinFn::IsFinite
            | BuiltinFn::IsNormal
            | BuiltinFn::IsInfSign
            | BuiltinFn::Signbit(_) => {
                let x = fv(0);
                let c = classify(x, is_single(prog, arg_ty(0)));
                let r = match f {
                    BuiltinFn::IsNan => c == Class::Nan,
                    BuiltinFn::IsInf => c == Class::Infinite,
                    BuiltinFn::IsFinite => !matches!(c, Class::Nan | Class::Infinite),
                    BuiltinFn::IsNormal => c == Class::Normal,
                    BuiltinFn::IsInfSign => {
                        let s = match c {
                            Class::Infinite if x < 0.0 => -1,
                            Class::Infinite => 1,
                            _ => 0,
                        };
                        return Ok(Val::Int(s));
                    }
                    _ => x.is_sign_negative(),
                };
                Val::Int(i128::from(r))
            }
            BuiltinFn::Fpclassify => {
                let c = classify(fv(5), is_single(prog, arg_ty(5)));
                let i = match c {
                    Class::Nan => 0,
                    Class::Infinite => 1,
                    Class::Normal => 2,
                    Class::Subnormal => 3,
                    Class::Zero => 4,
                };
                v(i)
            }
            BuiltinFn::IsLess
            | BuiltinFn::IsGreater
            | BuiltinFn::IsLessEqual
            | BuiltinFn::IsGreaterEqual
            | BuiltinFn::IsLessGreater
            | BuiltinFn::IsUnordered => {
                let (x, y) = (fv(0), fv(1));
                let r = match f {
                    BuiltinFn::IsLess => x < y,
                    BuiltinFn::IsGreater => x > y,
                    BuiltinFn::IsLessEqual => x <= y,
                    BuiltinFn::IsGreaterEqual => x >= y,
                    // Ordered and unequal (`x != y` is true for a NaN).
                    BuiltinFn::IsLessGreater => x.partial_cmp(&y).is_some_and(|o| o.is_ne()),
                    _ => x.is_nan() || y.is_nan(),
                };
                Val::Int(i128::from(r))
            }
            BuiltinFn::Math(m, w) => self.math(prog, m, w, &vals, args, span)?,
            BuiltinFn::VaStart => {
                let Some(block) = self.varargs() else {
                    return Err(diag::va_arg_without_start(span));
                };
                self.va_list_start(v(0).as_ptr(), block, span)?;
                Val::Void
            }
            BuiltinFn::VaEnd => Val::Void,
            BuiltinFn::Vsnprintf => self.vsnprintf(&vals, span)?,
            BuiltinFn::VaCopy => {
                self.va_list_copy(v(0).as_ptr(), v(1).as_ptr(), span)?;
                Val::Void
            }
            // Resolved by sema; never reach the interpreter.
            BuiltinFn::ConstantP
            | BuiltinFn::Addressof
            | BuiltinFn::Launder
            | BuiltinFn::Alloca
            | BuiltinFn::HugeVal(_)
            | BuiltinFn::Inf(_)
            | BuiltinFn::Nan(_)
            | BuiltinFn::Nans(_) => {
                return Err(diag::internal(
                    span,
                    "a builtin sema resolves reached the interpreter",
                ))
            }
        })
    }

    /// `__builtin_va_arg(ap, T)`: reads the `T` at the list's cursor and
    /// moves it on to the next 8-byte slot.
    pub(crate) fn va_arg(
        &mut self,
        prog: &Program,
        list: ExprId,
        ty: TypeId,
        span: Span,
    ) -> Res<Val> {
        let tag = self.eval(prog, list)?.as_ptr();
        let cur = self.va_list_cursor(tag, span)?;
        let v = self.load(prog, cur, ty, span)?;
        let size = prog.types.size_of(ty).unwrap_or(8).div_ceil(8) * 8;
        self.va_list_set_cursor(tag, cur.offset_by(size as i64), span)?;
        Ok(v)
    }

    /// `__builtin_alloca(n)`: fresh storage (libstdc++'s `std::to_string`
    /// formats into it); it lives as long as the evaluation.
    pub(crate) fn alloca(&mut self, n: i128, span: Span) -> Res<Val> {
        let limit = self.limits.max_memory;
        let Ok(n) = u64::try_from(n) else {
            return Err(diag::memory_limit(span, limit));
        };
        self.mem
            .alloc(n, AllocKind::Object)
            .map(Val::Ptr)
            .map_err(|e| diag::fault(span, &e))
    }

    /// Stores the variadic arguments of a call in a block of 8-byte slots
    /// (the one `va_start` points at): integers sign-extended, floating
    /// values as `double`s, pointers, aggregates by bytes.
    pub(crate) fn store_varargs(&mut self, extra: &[Val], span: Span) -> Res<Ptr> {
        let mut bytes = Vec::with_capacity(extra.len() * 8);
        for v in extra {
            match v {
                Val::Int(i) => bytes.extend_from_slice(&(*i as i64).to_le_bytes()),
                Val::Float(f) => bytes.extend_from_slice(&f.to_le_bytes()),
                // In 16 bytes, which `va_arg` of `long double` reads.
                Val::Ext(f) => bytes.extend_from_slice(&f.to_storage()),
                Val::Ptr(p) => bytes.extend_from_slice(&p.0.to_le_bytes()),
                Val::Agg(b) => {
                    bytes.extend_from_slice(b);
                    bytes.resize(bytes.len().div_ceil(8) * 8, 0);
                }
                Val::Void => bytes.extend_from_slice(&[0; 8]),
            }
        }
        self.mem
            .alloc_bytes(&bytes, AllocKind::Object)
            .map_err(|e| diag::fault(span, &e))
    }
}

/// Rounds half to even ([`f64::round_ties_even`]) as `rint` does in the
/// default rounding mode.
fn rint(x: f64, single: bool) -> f64 {
    if single {
        (x as f32).round_ties_even() as f64
    } else {
        x.round_ties_even()
    }
}

impl Interp<'_> {
    fn math(
        &mut self,
        prog: &Program,
        m: MathFn,
        w: FloatWidth,
        vals: &[Val],
        args: &[ExprId],
        span: Span,
    ) -> Res<Val> {
        use crate::libm;
        use MathFn::*;
        // The C library's own function when the math table has it (glibc
        // through its exact aliases: what the program's run-time library
        // computes).
        let suffix = match w {
            FloatWidth::F32 => "f",
            FloatWidth::F64 => "",
            FloatWidth::Long => "l",
        };
        let c_name = format!("{}{suffix}", format!("{m:?}").to_lowercase());
        // The conversions to integers stay below: a result out of the
        // integer's range is undefined behaviour, reported.
        let to_integer = matches!(m, Lround | Llround | Lrint | Llrint | Ilogb);
        if !to_integer || w == FloatWidth::Long {
            if let Some(r) = crate::cmath::call_by_name(self, &c_name, vals, span) {
                return r;
            }
        }
        let single = w == FloatWidth::F32;
        let x = vals.first().map_or(0.0, Val::as_f64);
        let y = vals.get(1).map_or(0.0, Val::as_f64);
        let z = vals.get(2).map_or(0.0, Val::as_f64);
        let un = |f: fn(f64) -> f64, g: fn(f32) -> f32| {
            if single {
                g(x as f32) as f64
            } else {
                f(x)
            }
        };
        let bin = |f: fn(f64, f64) -> f64, g: fn(f32, f32) -> f32| {
            if single {
                g(x as f32, y as f32) as f64
            } else {
                f(x, y)
            }
        };
        let lib = |u: libm::Unary| un(u.0, u.1);
        let to_int = |r: f64, ty: TypeId| -> Res<Val> {
            let (lo, hi) = int_range(&prog.types, ty);
            if r.is_nan() || r < lo as f64 || r > hi as f64 {
                return Err(diag::float_to_int_range(
                    span,
                    r,
                    &type_string(&prog.types, ty),
                ));
            }
            Ok(Val::Int(r as i128))
        };
        let ret_ty = |i: usize| args.get(i).map(|a| prog.expr(*a).ty);
        let r = match m {
            Fabs => un(f64::abs, f32::abs),
            Floor => un(f64::floor, f32::floor),
            Ceil => un(f64::ceil, f32::ceil),
            Trunc => un(f64::trunc, f32::trunc),
            Round => un(f64::round, f32::round),
            Rint | Nearbyint => rint(x, single),
            Sqrt => un(f64::sqrt, f32::sqrt),
            Cbrt => lib(libm::CBRT),
            Fmin => bin(f64::min, f32::min),
            Fmax => bin(f64::max, f32::max),
            Fdim => {
                let d = bin(|a, b| a - b, |a, b| a - b);
                if x.is_nan() || y.is_nan() || x > y {
                    d
                } else {
                    0.0
                }
            }
            Copysign => bin(f64::copysign, f32::copysign),
            Fma => {
                if single {
                    (x as f32).mul_add(y as f32, z as f32) as f64
                } else {
                    x.mul_add(y, z)
                }
            }
            Fmod => libm::fmod(x, y, single),
            Remainder => libm::remainder(x, y, single),
            Exp => un(f64::exp, f32::exp),
            Exp2 => un(f64::exp2, f32::exp2),
            Expm1 => lib(libm::EXPM1),
            Log => un(f64::ln, f32::ln),
            Log2 => un(f64::log2, f32::log2),
            Log10 => un(f64::log10, f32::log10),
            Log1p => lib(libm::LOG1P),
            Logb => lib(libm::LOGB),
            Pow => bin(f64::powf, f32::powf),
            Sin => un(f64::sin, f32::sin),
            Cos => un(f64::cos, f32::cos),
            Tan => un(f64::tan, f32::tan),
            Asin => un(f64::asin, f32::asin),
            Acos => un(f64::acos, f32::acos),
            Atan => un(f64::atan, f32::atan),
            Atan2 => bin(f64::atan2, f32::atan2),
            Sinh => un(f64::sinh, f32::sinh),
            Cosh => un(f64::cosh, f32::cosh),
            Tanh => un(f64::tanh, f32::tanh),
            Asinh => un(f64::asinh, f32::asinh),
            Acosh => un(f64::acosh, f32::acosh),
            Atanh => un(f64::atanh, f32::atanh),
            Hypot => libm::hypot(x, y, single),
            Erf => lib(libm::ERF),
            Erfc => lib(libm::ERFC),
            Tgamma => lib(libm::TGAMMA),
            Lgamma => lib(libm::LGAMMA),
            Nextafter => libm::nextafter(x, y, single),
            // Always the C library's (cmath, above).
            Remquo => return Err(diag::internal(span, "remquo without the C library")),
            // Toward a `long double` target: the next value of `x`'s type
            // in the direction of `y` (computed exactly, since `y` may lie
            // between two values of that type).
            Nexttoward => {
                if x == y || x.is_nan() || y.is_nan() {
                    if single {
                        (y as f32) as f64
                    } else {
                        y
                    }
                } else {
                    let to = if y > x {
                        f64::INFINITY
                    } else {
                        f64::NEG_INFINITY
                    };
                    libm::nextafter(x, to, single)
                }
            }
            Ldexp | Scalbn | Scalbln => {
                let e = vals.get(1).map_or(0, Val::as_int).clamp(-100_000, 100_000) as i32;
                libm::ldexp(x, e, single)
            }
            Powi => {
                let e = vals.get(1).map_or(0, Val::as_int) as i32;
                if single {
                    (x as f32).powi(e) as f64
                } else {
                    x.powi(e)
                }
            }
            Frexp => {
                let (mant, e) = libm::frexp(x, single);
                let p = vals.get(1).map_or(Ptr::NULL, Val::as_ptr);
                let it = ret_ty(1)
                    .and_then(|t| prog.types.pointee(t))
                    .unwrap_or(TypeId(0));
                self.store(prog, p, it, &Val::Int(e as i128), span)?;
                mant
            }
            Modf => {
                let ip = if single {
                    (x as f32).trunc() as f64
                } else {
                    x.trunc()
                };
                let frac = if x.is_infinite() {
                    0.0f64.copysign(x)
                } else {
                    x - ip
                };
                let p = vals.get(1).map_or(Ptr::NULL, Val::as_ptr);
                let ft = ret_ty(1)
                    .and_then(|t| prog.types.pointee(t))
                    .unwrap_or(TypeId(0));
                self.store(prog, p, ft, &Val::Float(ip), span)?;
                frac
            }
            Ilogb => return Ok(Val::Int(libm::ilogb(x, single) as i128)),
            Lround | Llround | Lrint | Llrint => {
                let r = if matches!(m, Lround | Llround) {
                    x.round()
                } else {
                    rint(x, single)
                };
                let rt = prog
                    .types
                    .lookup(&Type::Int(if matches!(m, Lround | Lrint) {
                        IntKind::Long
                    } else {
                        IntKind::LongLong
                    }))
                    .unwrap_or(TypeId(0));
                return to_int(r, rt);
            }
        };
        let r = if single { (r as f32) as f64 } else { r };
        if w == FloatWidth::Long {
            // A `long double` result the table lacks (`nexttowardl`):
            // computed in double, held as what it is.
            return Ok(Val::Ext(f80::F80::from_f64(r)));
        }
        Ok(Val::Float(r))
    }

    /// The block of variadic arguments of the innermost call.
    fn varargs(&self) -> Option<Ptr> {
        self.frames.last().and_then(|f| f.varargs)
    }
}
