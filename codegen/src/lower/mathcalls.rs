//! The bit and floating-point builtins in device code: `llvm.ctlz`,
//! `llvm.cttz`, `llvm.ctpop`, `llvm.bswap`, `llvm.abs`; classification and
//! quiet comparisons as `fcmp`; and the `<cmath>` functions that have an
//! LLVM intrinsic both backends select (`llvm.floor`, `llvm.sqrt`,
//! `llvm.fma`, `llvm.ldexp`, `llvm.frexp`, ...) or a short sequence of
//! them (`lround`, `modf`, `fdim`, `ilogb`). The transcendental functions
//! (`sin`, `exp`, `pow`, ...) need a device math library, which is not
//! linked yet: they are reported.

use inkwell::types::{BasicTypeEnum, FloatType};
use inkwell::values::{BasicValueEnum, FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};
use lexer::builtins::{BuiltinFn, MathFn};
use lexer::source::Span;
use sema::program::*;

use super::{int_val, ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;

fn float_val<'ctx>(v: BasicValueEnum<'ctx>, span: Span) -> Res<FloatValue<'ctx>> {
    match v {
        BasicValueEnum::FloatValue(f) => Ok(f),
        _ => Err(diag::internal("expected a floating value", span)),
    }
}

/// The smallest positive normal value of a floating type.
fn min_normal(bits: u32) -> f64 {
    match bits {
        16 => 6.103_515_625e-5,
        32 => f32::MIN_POSITIVE as f64,
        _ => f64::MIN_POSITIVE,
    }
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub(super) fn math_builtin(
        &mut self,
        f: BuiltinFn,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.rv(*a)?);
        }
        let int_res = |l: &mut Self, b: IntValue<'ctx>| -> Res<BasicValueEnum<'ctx>> {
            let i32t = l.ctx.i32_type();
            Ok(l.b.build_int_z_extend(b, i32t, "").ice(span)?.into())
        };
        let v = match f {
            BuiltinFn::Clz(_) | BuiltinFn::Ctz(_) => {
                let x = int_val(vals[0], span)?;
                let name = if matches!(f, BuiltinFn::Clz(_)) {
                    "llvm.ctlz"
                } else {
                    "llvm.cttz"
                };
                // Zero is undefined, as for GCC and clang.
                let poison = self.ctx.bool_type().const_all_ones();
                let r = self.overloaded_intrinsic(
                    name,
                    &[x.get_type().into()],
                    &[x.into(), poison.into()],
                    span,
                )?;
                self.as_c_int(int_val(r, span)?, span)?
            }
            BuiltinFn::Popcount(_) | BuiltinFn::Parity(_) => {
                let x = int_val(vals[0], span)?;
                let r = self.overloaded_intrinsic(
                    "llvm.ctpop",
                    &[x.get_type().into()],
                    &[x.into()],
                    span,
                )?;
                let mut r = int_val(r, span)?;
                if matches!(f, BuiltinFn::Parity(_)) {
                    let one = r.get_type().const_int(1, false);
                    r = self.b.build_and(r, one, "").ice(span)?;
                }
                self.as_c_int(r, span)?
            }
            BuiltinFn::Ffs(_) => {
                let x = int_val(vals[0], span)?;
                let t = x.get_type();
                let no = self.ctx.bool_type().const_zero();
                let tz = self.overloaded_intrinsic(
                    "llvm.cttz",
                    &[t.into()],
                    &[x.into(), no.into()],
                    span,
                )?;
                let tz = int_val(tz, span)?;
                let one = t.const_int(1, false);
                let n = self.b.build_int_add(tz, one, "").ice(span)?;
                let zero = self
                    .b
                    .build_int_compare(IntPredicate::EQ, x, t.const_zero(), "")
                    .ice(span)?;
                let r = self
                    .b
                    .build_select(zero, t.const_zero(), n, "")
                    .ice(span)?
                    .into_int_value();
                self.as_c_int(r, span)?
            }
            BuiltinFn::Abs(_) => {
                let x = int_val(vals[0], span)?;
                let poison = self.ctx.bool_type().const_all_ones();
                self.overloaded_intrinsic(
                    "llvm.abs",
                    &[x.get_type().into()],
                    &[x.into(), poison.into()],
                    span,
                )?
            }
            BuiltinFn::Bswap(_) => {
                let x = int_val(vals[0], span)?;
                self.overloaded_intrinsic("llvm.bswap", &[x.get_type().into()], &[x.into()], span)?
            }
            BuiltinFn::IsNan | BuiltinFn::IsInf | BuiltinFn::IsFinite | BuiltinFn::IsNormal => {
                let x = float_val(vals[0], span)?;
                let b = self.float_class_test(f, x, span)?;
                int_res(self, b)?
            }
            BuiltinFn::IsInfSign => {
                let x = float_val(vals[0], span)?;
                let inf = self.float_class_test(BuiltinFn::IsInf, x, span)?;
                let neg = self.sign_bit(x, span)?;
                let i32t = self.ctx.i32_type();
                let (m1, p1, z) = (
                    i32t.const_all_ones(),
                    i32t.const_int(1, false),
                    i32t.const_zero(),
                );
                let s = self.b.build_select(neg, m1, p1, "").ice(span)?;
                self.b.build_select(inf, s, z.into(), "").ice(span)?
            }
            BuiltinFn::Signbit(_) => {
                let x = float_val(vals[0], span)?;
                let b = self.sign_bit(x, span)?;
                int_res(self, b)?
            }
            BuiltinFn::Fpclassify => {
                let x = float_val(vals[5], span)?;
                let mut r = vals[4];
                // Tested from the last class to the first: zero, subnormal, normal, infinite, NaN.
                let zero = {
                    let z = x.get_type().const_zero();
                    self.b
                        .build_float_compare(FloatPredicate::OEQ, x, z, "")
                        .ice(span)?
                };
                let normal = self.float_class_test(BuiltinFn::IsNormal, x, span)?;
                let inf = self.float_class_test(BuiltinFn::IsInf, x, span)?;
                let nan = self.float_class_test(BuiltinFn::IsNan, x, span)?;
                r = self.b.build_select(zero, r, vals[3], "").ice(span)?;
                r = self.b.build_select(normal, vals[2], r, "").ice(span)?;
                r = self.b.build_select(inf, vals[1], r, "").ice(span)?;
                self.b.build_select(nan, vals[0], r, "").ice(span)?
            }
            BuiltinFn::IsLess
            | BuiltinFn::IsGreater
            | BuiltinFn::IsLessEqual
            | BuiltinFn::IsGreaterEqual
            | BuiltinFn::IsLessGreater
            | BuiltinFn::IsUnordered => {
                let (x, y) = (float_val(vals[0], span)?, float_val(vals[1], span)?);
                let pred = match f {
                    BuiltinFn::IsLess => FloatPredicate::OLT,
                    BuiltinFn::IsGreater => FloatPredicate::OGT,
                    BuiltinFn::IsLessEqual => FloatPredicate::OLE,
                    BuiltinFn::IsGreaterEqual => FloatPredicate::OGE,
                    BuiltinFn::IsLessGreater => FloatPredicate::ONE,
                    _ => FloatPredicate::UNO,
                };
                let b = self.b.build_float_compare(pred, x, y, "").ice(span)?;
                int_res(self, b)?
            }
            BuiltinFn::Math(m, _) => return self.math_fn(f, m, &vals, args, ty, span).map(Some),
            _ => return Err(diag::internal("not a math builtin", span)),
        };
        Ok(Some(v))
    }

    fn as_c_int(&mut self, v: IntValue<'ctx>, span: Span) -> Res<BasicValueEnum<'ctx>> {
        let i32t = self.ctx.i32_type();
        Ok(self
            .b
            .build_int_cast_sign_flag(v, i32t, false, "")
            .ice(span)?
            .into())
    }

    fn fabs(&mut self, x: FloatValue<'ctx>, span: Span) -> Res<FloatValue<'ctx>> {
        let r =
            self.overloaded_intrinsic("llvm.fabs", &[x.get_type().into()], &[x.into()], span)?;
        float_val(r, span)
    }

    /// `isnan`, `isinf`, `isfinite`, `isnormal` as an `i1`.
    fn float_class_test(
        &mut self,
        f: BuiltinFn,
        x: FloatValue<'ctx>,
        span: Span,
    ) -> Res<IntValue<'ctx>> {
        let t = x.get_type();
        if f == BuiltinFn::IsNan {
            return self
                .b
                .build_float_compare(FloatPredicate::UNO, x, x, "")
                .ice(span);
        }
        let a = self.fabs(x, span)?;
        let inf = t.const_float(f64::INFINITY);
        match f {
            BuiltinFn::IsInf => self
                .b
                .build_float_compare(FloatPredicate::OEQ, a, inf, "")
                .ice(span),
            BuiltinFn::IsFinite => self
                .b
                .build_float_compare(FloatPredicate::ONE, a, inf, "")
                .ice(span),
            _ => {
                let bits = self.float_bits(t);
                let lo = t.const_float(min_normal(bits));
                let ge = self
                    .b
                    .build_float_compare(FloatPredicate::OGE, a, lo, "")
                    .ice(span)?;
                let fin = self
                    .b
                    .build_float_compare(FloatPredicate::ONE, a, inf, "")
                    .ice(span)?;
                self.b.build_and(ge, fin, "").ice(span)
            }
        }
    }

    fn float_bits(&self, t: FloatType<'ctx>) -> u32 {
        if t == self.ctx.f16_type() {
            16
        } else if t == self.ctx.f32_type() {
            32
        } else {
            64
        }
    }

    /// The sign bit, as an `i1`.
    fn sign_bit(&mut self, x: FloatValue<'ctx>, span: Span) -> Res<IntValue<'ctx>> {
        let bits = self.float_bits(x.get_type());
        let it = self.int_type(bits);
        let i = self.b.build_bit_cast(x, it, "").ice(span)?.into_int_value();
        self.b
            .build_int_compare(IntPredicate::SLT, i, it.const_zero(), "")
            .ice(span)
    }

    fn unary_intrinsic(
        &mut self,
        name: &str,
        x: FloatValue<'ctx>,
        span: Span,
    ) -> Res<FloatValue<'ctx>> {
        let r = self.overloaded_intrinsic(name, &[x.get_type().into()], &[x.into()], span)?;
        float_val(r, span)
    }

    fn math_fn(
        &mut self,
        f: BuiltinFn,
        m: MathFn,
        vals: &[BasicValueEnum<'ctx>],
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        use MathFn::*;
        let x = float_val(vals[0], span)?;
        let ft = x.get_type();
        let simple = match m {
            Fabs => Some("llvm.fabs"),
            Floor => Some("llvm.floor"),
            Ceil => Some("llvm.ceil"),
            Trunc => Some("llvm.trunc"),
            Round => Some("llvm.round"),
            Rint => Some("llvm.rint"),
            Nearbyint => Some("llvm.nearbyint"),
            Sqrt => Some("llvm.sqrt"),
            _ => None,
        };
        if let Some(name) = simple {
            return Ok(self.unary_intrinsic(name, x, span)?.into());
        }
        let binary = match m {
            Fmin => Some("llvm.minnum"),
            Fmax => Some("llvm.maxnum"),
            Copysign => Some("llvm.copysign"),
            _ => None,
        };
        if let Some(name) = binary {
            let y = float_val(vals[1], span)?;
            return self.overloaded_intrinsic(name, &[ft.into()], &[x.into(), y.into()], span);
        }
        let i32t = self.ctx.i32_type();
        Ok(match m {
            Fma => {
                let (y, z) = (float_val(vals[1], span)?, float_val(vals[2], span)?);
                self.overloaded_intrinsic(
                    "llvm.fma",
                    &[ft.into()],
                    &[x.into(), y.into(), z.into()],
                    span,
                )?
            }
            Ldexp | Scalbn | Scalbln => {
                let e = int_val(vals[1], span)?;
                let e = if e.get_type().get_bit_width() > 32 {
                    // A `long` exponent past the `int` range overflows or
                    // underflows all the same.
                    let t = e.get_type();
                    let hi = t.const_int(100_000, true);
                    let lo = t.const_int((-100_000i64) as u64, true);
                    let c = self.overloaded_intrinsic(
                        "llvm.smin",
                        &[t.into()],
                        &[e.into(), hi.into()],
                        span,
                    )?;
                    let c = self.overloaded_intrinsic(
                        "llvm.smax",
                        &[t.into()],
                        &[c.into(), lo.into()],
                        span,
                    )?;
                    self.b
                        .build_int_truncate(int_val(c, span)?, i32t, "")
                        .ice(span)?
                } else {
                    e
                };
                self.overloaded_intrinsic(
                    "llvm.ldexp",
                    &[ft.into(), i32t.into()],
                    &[x.into(), e.into()],
                    span,
                )?
            }
            Frexp | Ilogb | Logb => {
                let r = self.overloaded_intrinsic(
                    "llvm.frexp",
                    &[ft.into(), i32t.into()],
                    &[x.into()],
                    span,
                )?;
                let sv = r.into_struct_value();
                let mant = self.b.build_extract_value(sv, 0, "").ice(span)?;
                let exp = self
                    .b
                    .build_extract_value(sv, 1, "")
                    .ice(span)?
                    .into_int_value();
                match m {
                    Frexp => {
                        let p = ptr_val(vals[1], span)?;
                        let it = self.p.exprs.get(args[1]).ice(span)?.ty;
                        let it = self.p.types.pointee(it).ice(span)?;
                        self.store_value(it, p, exp.into(), span)?;
                        mant
                    }
                    _ => self.ilogb_from_frexp(m, x, exp, span)?,
                }
            }
            Modf => {
                let ip = self.unary_intrinsic("llvm.trunc", x, span)?;
                let frac = self.b.build_float_sub(x, ip, "").ice(span)?;
                // modf(±inf) is ±0 with integral part ±inf.
                let a = self.fabs(x, span)?;
                let inf = self
                    .b
                    .build_float_compare(FloatPredicate::OEQ, a, ft.const_float(f64::INFINITY), "")
                    .ice(span)?;
                let z = self.overloaded_intrinsic(
                    "llvm.copysign",
                    &[ft.into()],
                    &[ft.const_zero().into(), x.into()],
                    span,
                )?;
                let frac = self.b.build_select(inf, z, frac.into(), "").ice(span)?;
                let p = ptr_val(vals[1], span)?;
                let pt = self.p.exprs.get(args[1]).ice(span)?.ty;
                let pt = self.p.types.pointee(pt).ice(span)?;
                self.store_value(pt, p, ip.into(), span)?;
                frac
            }
            Fdim => {
                let y = float_val(vals[1], span)?;
                let d = self.b.build_float_sub(x, y, "").ice(span)?;
                // `x > y` or either NaN: the difference (a NaN); else +0.
                let keep = self
                    .b
                    .build_float_compare(FloatPredicate::UGT, x, y, "")
                    .ice(span)?;
                self.b
                    .build_select(keep, d, ft.const_zero(), "")
                    .ice(span)?
            }
            Lround | Llround | Lrint | Llrint => {
                let name = if matches!(m, Lround | Llround) {
                    "llvm.round"
                } else {
                    "llvm.rint"
                };
                let r = self.unary_intrinsic(name, x, span)?;
                let Some(BasicTypeEnum::IntType(it)) = self.val_ty(ty) else {
                    return Err(diag::internal("lround of a non-integer type", span));
                };
                self.b
                    .build_float_to_signed_int(r, it, "")
                    .ice(span)?
                    .into()
            }
            _ => {
                // The rest come from the vendor's math library (libdevice,
                // ocml), linked into the module by lower::math.
                let name = lexer::builtins::functions::builtin_name(f);
                let Some(cm) = sema::cmath::lookup(&name) else {
                    return Err(diag::unsupported(
                        &format!("'{name}'"),
                        self.spec.vendor.backend_name(),
                        span,
                    ));
                };
                return self.math_call(&name, cm, vals, span);
            }
        })
    }

    /// `ilogb(x)` and `logb(x)` from `frexp`'s exponent, with glibc's
    /// values for zero, infinity and NaN.
    fn ilogb_from_frexp(
        &mut self,
        m: MathFn,
        x: FloatValue<'ctx>,
        exp: IntValue<'ctx>,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let ft = x.get_type();
        let one = exp.get_type().const_int(1, false);
        let e = self.b.build_int_sub(exp, one, "").ice(span)?;
        let zero = self
            .b
            .build_float_compare(FloatPredicate::OEQ, x, ft.const_zero(), "")
            .ice(span)?;
        let inf = self.float_class_test(BuiltinFn::IsInf, x, span)?;
        let nan = self.float_class_test(BuiltinFn::IsNan, x, span)?;
        if m == MathFn::Ilogb {
            let i32t = self.ctx.i32_type();
            let min = i32t.const_int(i32::MIN as u32 as u64, false);
            let max = i32t.const_int(i32::MAX as u64, false);
            let r = self.b.build_select(zero, min, e, "").ice(span)?;
            let r = self.b.build_select(inf, max.into(), r, "").ice(span)?;
            return self.b.build_select(nan, min.into(), r, "").ice(span);
        }
        let ef = self.b.build_signed_int_to_float(e, ft, "").ice(span)?;
        let a = self.fabs(x, span)?;
        let r = self
            .b
            .build_select(zero, ft.const_float(f64::NEG_INFINITY), ef, "")
            .ice(span)?;
        let r = self.b.build_select(inf, a.into(), r, "").ice(span)?;
        self.b.build_select(nan, x.into(), r, "").ice(span)
    }
}
