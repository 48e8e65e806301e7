//! The builtins without one C signature: type-generic ones (checked
//! arithmetic, floating classification and comparisons), those sema
//! resolves itself (`__builtin_constant_p`, `__builtin_addressof`,
//! `__builtin_launder`, the floating constants), the `va_*` family and
//! `__builtin_bit_cast`.

use super::super::conv::ConvCtx;
use super::super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::builtins::{BuiltinFn, FloatWidth};
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// `None` for a builtin with a fixed signature.
    pub(super) fn generic_builtin(
        &mut self,
        f: BuiltinFn,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        use BuiltinFn::*;
        Some(match f {
            ConstantP => self.constant_p(xs, span),
            Addressof => self.addressof_builtin(xs, span),
            Launder => self.launder_builtin(xs, span),
            AssumeAligned => self.assume_aligned(xs, span),
            ExpectWithProbability => self.expect_with_probability(xs, span),
            AddOverflow | SubOverflow | MulOverflow => self.overflow_builtin(f, xs, span),
            HugeVal(w) | Inf(w) => self.infinity_builtin(w, xs, span),
            Nan(w) | Nans(w) => self.nan_builtin(w, matches!(f, Nans(_)), name, xs, span),
            IsNan | IsInf | IsFinite | IsNormal | IsInfSign | Signbit(None) => {
                self.float_class(f, xs, span)
            }
            Fpclassify => self.fpclassify(xs, span),
            IsLess | IsGreater | IsLessEqual | IsGreaterEqual | IsLessGreater | IsUnordered => {
                self.float_compare(f, xs, span)
            }
            VaStart | VaEnd | VaCopy => self.va_builtin(f, xs, span),
            _ => return None,
        })
    }

    /// Whether its operand is a constant: resolved here, the operand is
    /// not evaluated.
    fn constant_p(&mut self, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        self.check_arity(1, args.len(), span)?;
        let mark = self.diags.len();
        let r = self.b.rvalue(args[0]);
        // Evaluated only if it cannot have effects: a call, even of a
        // `constexpr` function, makes it "not known" as GCC says.
        let ok = self.effect_free(r, 0)
            && self.core_const_eval(r, diag::not_integral_constant).is_ok()
            && !self.diags[mark..].iter().any(|d| d.is_error());
        self.discard_diags_since(mark);
        let int = self.b.int();
        Ok(self.b.int_lit(i128::from(ok), int, span))
    }

    /// Whether evaluating `e` calls nothing and writes nothing.
    fn effect_free(&self, e: ExprId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let d = depth + 1;
        match &self.b.program.exprs[e].kind {
            ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::LongDouble(_)
            | ExprKind::Null
            | ExprKind::Str(_)
            | ExprKind::Var(_)
            | ExprKind::Func(_) => true,
            ExprKind::Cast { operand, .. } | ExprKind::Unary { operand, .. } => {
                self.effect_free(*operand, d)
            }
            ExprKind::Deref(a) | ExprKind::AddrOf(a) | ExprKind::Member { base: a, .. } => {
                self.effect_free(*a, d)
            }
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::Logical { lhs, rhs, .. }
            | ExprKind::Comma { lhs, rhs }
            | ExprKind::PtrDiff { lhs, rhs }
            | ExprKind::PtrAdd {
                ptr: lhs,
                offset: rhs,
                ..
            }
            | ExprKind::Index {
                base: lhs,
                index: rhs,
            } => self.effect_free(*lhs, d) && self.effect_free(*rhs, d),
            ExprKind::Conditional { cond, then, else_ } => {
                [cond, then, else_].iter().all(|x| self.effect_free(**x, d))
            }
            _ => false,
        }
    }

    /// The address of an lvalue, whatever `operator&` the class has.
    fn addressof_builtin(&mut self, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        self.check_arity(1, args.len(), span)?;
        let e = args[0];
        if !self.is_lvalue(e) || self.is_xvalue(e) {
            let s = self.display(self.b.ty_of(e));
            return Err(self.report(diag::addressof_rvalue(self.b.span(e), &s)));
        }
        Ok(self.b.addr_of(e))
    }

    /// The pointer itself: sema's objects need no laundering.
    fn launder_builtin(&mut self, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        self.check_arity(1, args.len(), span)?;
        let p = self.b.rvalue(args[0]);
        let pt = self.b.ty_of(p);
        let sp = self.b.span(p);
        match self
            .b
            .types()
            .pointee(pt)
            .map(|t| self.b.types().kind(t).clone())
        {
            Some(Type::Void) => Err(self.report(diag::launder_arg(sp, "void pointer"))),
            Some(Type::Function { .. }) => {
                Err(self.report(diag::launder_arg(sp, "function pointer")))
            }
            Some(_) => Ok(p),
            None => Err(self.report(diag::launder_not_pointer(sp))),
        }
    }

    /// `__builtin_assume_aligned(p, align[, offset])`: `p` as `void*`.
    fn assume_aligned(&mut self, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        if !(2..=3).contains(&args.len()) {
            let want = if args.len() < 2 { 2 } else { 3 };
            return Err(self.check_arity(want, args.len(), span).unwrap_err());
        }
        let void = self.b.void();
        let cv = self.b.const_of(void);
        let cvp = self.b.ptr(cv);
        let vp = self.b.ptr(void);
        let size = self.b.size_t();
        let sp = self.b.span(args[0]);
        let p = self.implicit(args[0], cvp, sp, ConvCtx::Param)?;
        let asp = self.b.span(args[1]);
        let a = self.implicit(args[1], size, asp, ConvCtx::Param)?;
        let align = self.core_const_int(a, |s| {
            diag::builtin_needs_constant(s, "__builtin_assume_aligned")
        })?;
        if align <= 0 || align & (align - 1) != 0 {
            return Err(self.report(diag::alignment_not_power_of_two(asp)));
        }
        let mut out = vec![p, a];
        if let Some(&o) = args.get(2) {
            let osp = self.b.span(o);
            out.push(self.implicit(o, size, osp, ConvCtx::Param)?);
        }
        Ok(self.builtin_node(BuiltinFn::AssumeAligned, out, vp, span))
    }

    fn expect_with_probability(&mut self, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        self.check_arity(3, args.len(), span)?;
        let long = self.b.int_ty(IntKind::Long);
        let d = self.b.double();
        let mut out = Vec::new();
        for (a, t) in args.iter().zip([long, long, d]) {
            let sp = self.b.span(*a);
            out.push(self.implicit(*a, t, sp, ConvCtx::Param)?);
        }
        let psp = self.b.span(out[2]);
        let p = self.core_const_eval(out[2], |s| {
            diag::builtin_needs_constant(s, "__builtin_expect_with_probability")
        })?;
        let p = match p {
            ConstValue::Float(f) => f,
            ConstValue::LongDouble(f) => f.to_f64(),
            ConstValue::Int(i) => i as f64,
            ConstValue::Zero => 0.0,
            _ => f64::NAN,
        };
        if !(0.0..=1.0).contains(&p) {
            return Err(self.report(diag::expect_probability_range(psp)));
        }
        Ok(self.builtin_node(BuiltinFn::ExpectWithProbability, out, long, span))
    }

    /// `__builtin_add_overflow(a, b, &r)`: operands of any integer types,
    /// computed exactly, stored wrapped into `r`; the result says whether
    /// the wrapped value differs.
    fn overflow_builtin(&mut self, f: BuiltinFn, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        self.check_arity(3, args.len(), span)?;
        let mut out = Vec::with_capacity(3);
        for &a in &args[..2] {
            let r = self.b.rvalue(a);
            let t = self.b.ty_of(r);
            if !self.b.types().is_integer(t) {
                let s = self.display(t);
                return Err(self.report(diag::overflow_operand(self.b.span(a), &s)));
            }
            out.push(r);
        }
        let p = self.b.rvalue(args[2]);
        let pt = self.b.ty_of(p);
        let ok = self
            .b
            .types()
            .pointee(pt)
            .is_some_and(|e| self.b.types().is_integer(e) && !self.is_const(e));
        if !ok {
            let s = self.display(pt);
            return Err(self.report(diag::overflow_result(self.b.span(args[2]), &s)));
        }
        out.push(p);
        let bt = self.b.bool_ty();
        Ok(self.builtin_node(f, out, bt, span))
    }

    fn infinity_builtin(
        &mut self,
        w: FloatWidth,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        self.check_arity(0, xs.len(), span)?;
        let t = self.float_of(w);
        Ok(self.b.float_lit(f64::INFINITY, t, span))
    }

    /// `__builtin_nan("payload")`: a quiet (or, for `nans`, signaling)
    /// NaN whose payload is the string read as by `strtoull`.
    fn nan_builtin(
        &mut self,
        w: FloatWidth,
        signaling: bool,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        self.check_arity(1, xs.len(), span)?;
        let e = self.expr(&xs[0])?;
        let ExprKind::Str(bytes) = &self.b.program.exprs[e].kind else {
            return Err(self.report(diag::builtin_string_arg(xs[0].span, name)));
        };
        let text: String = bytes
            .iter()
            .take_while(|b| **b != 0)
            .map(|b| *b as char)
            .collect();
        let payload = parse_payload(&text);
        let t = self.float_of(w);
        if w == FloatWidth::Long {
            // The x87 NaN: the explicit integer bit, the quiet bit, the
            // payload in the low 62 bits of the significand (as GCC).
            let p = payload & 0x3fff_ffff_ffff_ffff;
            let p = if signaling && p == 0 {
                0x2000_0000_0000_0000
            } else {
                p
            };
            let quiet = if signaling { 0 } else { 0x4000_0000_0000_0000 };
            let m: u64 = 0x8000_0000_0000_0000 | quiet | p;
            let mut b = [0u8; 10];
            b[..8].copy_from_slice(&m.to_le_bytes());
            b[8..].copy_from_slice(&0x7fffu16.to_le_bytes());
            return Ok(self.b.long_double_lit(f80::F80(b), t, span));
        }
        let bits = if w == FloatWidth::F32 {
            // The payload of a `float` NaN, placed where widening keeps it.
            let p = payload & 0x3f_ffff;
            let p = if signaling && p == 0 { 0x20_0000 } else { p };
            let quiet = if signaling { 0 } else { 0x40_0000 };
            let f = f32::from_bits(0x7f80_0000 | quiet | p as u32);
            (f as f64).to_bits()
        } else {
            let p = payload & 0x7_ffff_ffff_ffff;
            let p = if signaling && p == 0 {
                0x4_0000_0000_0000
            } else {
                p
            };
            let quiet = if signaling { 0 } else { 0x8_0000_0000_0000 };
            0x7ff0_0000_0000_0000 | quiet | p
        };
        Ok(self.b.float_lit(f64::from_bits(bits), t, span))
    }

    fn float_operand(&mut self, e: ExprId) -> R<ExprId> {
        let r = self.b.rvalue(e);
        let t = self.b.ty_of(r);
        if !self.b.types().is_float(t) {
            let s = self.display(t);
            return Err(self.report(diag::float_classification_arg(self.b.span(e), &s)));
        }
        Ok(r)
    }

    /// `__builtin_isnan(x)` and the other classifications of one operand.
    fn float_class(&mut self, f: BuiltinFn, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        self.check_arity(1, args.len(), span)?;
        let x = self.float_operand(args[0])?;
        let int = self.b.int();
        Ok(self.builtin_node(f, vec![x], int, span))
    }

    /// `__builtin_fpclassify(nan, inf, normal, subnormal, zero, x)`.
    fn fpclassify(&mut self, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        self.check_arity(6, args.len(), span)?;
        let int = self.b.int();
        let mut out = Vec::with_capacity(6);
        for &a in &args[..5] {
            let sp = self.b.span(a);
            out.push(self.implicit(a, int, sp, ConvCtx::Param)?);
        }
        out.push(self.float_operand(args[5])?);
        Ok(self.builtin_node(BuiltinFn::Fpclassify, out, int, span))
    }

    /// `__builtin_isless(x, y)`, ...: quiet comparisons in the operands'
    /// common floating type.
    fn float_compare(&mut self, f: BuiltinFn, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        self.check_arity(2, args.len(), span)?;
        let (a, b) = (self.b.rvalue(args[0]), self.b.rvalue(args[1]));
        let (ta, tb) = (self.b.ty_of(a), self.b.ty_of(b));
        let t = self.b.types();
        let ok = (t.is_float(ta) || t.is_float(tb)) && t.is_arithmetic(ta) && t.is_arithmetic(tb);
        if !ok {
            let (sa, sb) = (self.display(ta), self.display(tb));
            return Err(self.report(diag::float_comparison_args(span, &sa, &sb)));
        }
        let common = self.b.common_type(ta, tb);
        let (a, b) = (self.b.convert(a, common), self.b.convert(b, common));
        let int = self.b.int();
        Ok(self.builtin_node(f, vec![a, b], int, span))
    }

    /// `va_start(ap, last)`, `va_end(ap)`, `va_copy(dst, src)`: on the
    /// lists' `__va_list_tag *` (`translate/va_list.rs`).
    fn va_builtin(&mut self, f: BuiltinFn, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        let want = if f == BuiltinFn::VaEnd { 1 } else { 2 };
        self.check_arity(want, args.len(), span)?;
        let void = self.b.void();
        match f {
            BuiltinFn::VaStart => {
                let variadic = self
                    .func
                    .as_ref()
                    .and_then(|c| c.fid)
                    .is_some_and(|fid| self.b.program.funcs[fid].variadic);
                if !variadic {
                    return Err(self.report(diag::va_start_outside_variadic(span)));
                }
                let ap = self.va_list_address(args[0])?;
                Ok(self.builtin_node(f, vec![ap], void, span))
            }
            BuiltinFn::VaEnd => {
                let ap = self.va_list_address(args[0])?;
                Ok(self.builtin_node(f, vec![ap], void, span))
            }
            _ => {
                let dst = self.va_list_address(args[0])?;
                let src = self.va_list_address(args[1])?;
                Ok(self.builtin_node(f, vec![dst, src], void, span))
            }
        }
    }

    /// `__builtin_va_arg(ap, T)`: the next variadic argument, of a scalar
    /// or trivially copyable class type.
    pub fn va_arg_expr(
        &mut self,
        list: &'a ast::Expr<'a>,
        ty: &'a ast::TypeExpr<'a>,
        span: Span,
    ) -> R<ExprId> {
        let l = self.expr(list)?;
        let t = self.ty(ty)?;
        let ap = self.va_list_address(l)?;
        let t = self.b.types().unqualified(t);
        self.force_specials_of(t);
        // A class passes through `...` by its bytes when trivially
        // copyable (what clang allows; the System V slots hold its bytes).
        let by_bytes = self.class_of_type(t).is_some()
            && self.b.types().size_of(t).is_some()
            && self.is_trivially_copyable_type(t);
        if self.class_of_type(t).is_some() && !by_bytes {
            let s = self.display(t);
            return Err(self.report(diag::va_arg_non_pod(ty.span, &s)));
        }
        if !self.b.types().is_scalar(t) && !by_bytes {
            let s = self.display(t);
            return Err(self.report(diag::unsupported(span, &format!("'va_arg' of type '{s}'"))));
        }
        Ok(self.b.expr(
            ExprKind::Builtin {
                builtin: Builtin::VaArg,
                args: vec![ap],
            },
            t,
            ValueCategory::RValue,
            span,
        ))
    }

    /// `__builtin_bit_cast(T, v)`: the bytes of `v` read as a `T`; both
    /// trivially copyable, of one size.
    pub fn bit_cast_expr(
        &mut self,
        ty: &'a ast::TypeExpr<'a>,
        operand: &'a ast::Expr<'a>,
        span: Span,
    ) -> R<ExprId> {
        let to = self.ty(ty)?;
        let e = self.expr(operand)?;
        let from = self.b.ty_of(e);
        let to = self.b.types().unqualified(to);
        self.force_specials_of(to);
        self.force_specials_of(from);
        for (which, t, sp) in [("destination", to, ty.span), ("source", from, operand.span)] {
            let ok = !self.is_reference_type(t) && self.is_trivially_copyable_type(t);
            if !ok {
                return Err(self.report(diag::bit_cast_not_trivially_copyable(sp, which)));
            }
        }
        let (fs, ts) = (self.b.types().size_of(from), self.b.types().size_of(to));
        let (Some(fs), Some(ts)) = (fs, ts) else {
            return Err(Reported);
        };
        if fs != ts {
            return Err(self.report(diag::bit_cast_size(span, fs, ts)));
        }
        let g = self.as_glvalue(e);
        let p = self.b.addr_of(g);
        let tp = self.b.ptr(to);
        let q = self.b.cast(CastKind::BitCast, p, tp);
        let l = self.b.deref(q);
        Ok(self.b.rvalue(l))
    }
}

/// `strtoull(s, nullptr, 0)`: decimal, `0x` hexadecimal or `0` octal; 0
/// when the text is not a number.
fn parse_payload(s: &str) -> u64 {
    let (digits, radix) = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        (h, 16)
    } else if s.len() > 1 && s.starts_with('0') {
        (&s[1..], 8)
    } else {
        (s, 10)
    };
    let end = digits
        .find(|c: char| !c.is_digit(radix))
        .unwrap_or(digits.len());
    u64::from_str_radix(&digits[..end], radix).unwrap_or(0)
}
