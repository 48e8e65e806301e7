//! The builtin functions of [`lexer::builtins::BuiltinFn`]: `__builtin_*`
//! calls by name, and calls of the C library functions clang also treats
//! as builtins (`memcpy`, `floorf`) when the declaration called has the
//! library's signature. A call becomes `Builtin::Fn(f)` with its
//! arguments converted to the parameter types (type-generic ones keep
//! their own types); the interpreter and each code generator give it its
//! meaning. A few are resolved here: `__builtin_constant_p`,
//! `__builtin_addressof`, `__builtin_launder`, the floating constants.
//!
//! Split: this file (dispatch and the fixed signatures), `generic`
//! (type-generic and special ones, `__builtin_bit_cast`, `va_*`).

mod generic;
mod gnu_atomic;

use super::conv::ConvCtx;
use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::builtins::{BuiltinFn, FloatWidth, IntWidth, MathFn};
use lexer::source::Span;
use parser::ast;

/// A builtin's C signature.
pub(crate) struct Signature {
    pub ret: TypeId,
    pub params: Vec<TypeId>,
}

impl<'a> Translator<'a, '_, '_> {
    /// A call of the builtin function `name` (not declared by the
    /// program); `None` if `name` is none.
    pub fn library_builtin_call(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        if !name.starts_with("__builtin_") {
            return None;
        }
        let f = lexer::builtins::builtin_fn(name)?;
        Some(self.builtin_fn_call(f, name, xs, span))
    }

    /// A call of a C math function the program never declared (`sqrtf(x)`
    /// in a file that includes nothing): the builtin, as in nvcc and
    /// clang's CUDA mode, whose implicit headers declare them. `None` when
    /// `name` is not one.
    pub fn undeclared_math_call(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        match lexer::builtins::functions::library_fn(name)? {
            f @ BuiltinFn::Math(..) => Some(self.builtin_fn_call(f, name, xs, span)),
            _ => None,
        }
    }

    /// The builtin a call of `f` is: a function of the C library, declared
    /// (not defined) at namespace scope with the library's signature.
    pub fn library_function_builtin(&mut self, f: FuncId) -> Option<BuiltinFn> {
        let func = &self.b.program.funcs[f];
        if func.body.is_some() || func.class.is_some() || func.kind != FuncKind::Free {
            return None;
        }
        let short = func.name.strip_prefix("std::").unwrap_or(&func.name);
        if short.contains("::") {
            return None;
        }
        let b = lexer::builtins::functions::library_fn(short)?;
        let (ret, params, variadic) = match self.b.types().get(func.ty) {
            Type::Function {
                ret,
                params,
                variadic,
            } => (*ret, params.clone(), *variadic),
            _ => return None,
        };
        let sig = self.signature(b)?;
        let t = self.b.types();
        let same = !variadic
            && t.unqualified(ret) == t.unqualified(sig.ret)
            && params.len() == sig.params.len()
            && params
                .iter()
                .zip(&sig.params)
                .all(|(a, b)| t.unqualified(*a) == t.unqualified(*b));
        same.then_some(b)
    }

    fn builtin_fn_call(
        &mut self,
        f: BuiltinFn,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        match f {
            BuiltinFn::Trap => return self.builtin_nullary_call(Builtin::Trap, xs, span),
            BuiltinFn::Unreachable => {
                return self.builtin_nullary_call(Builtin::Unreachable, xs, span)
            }
            BuiltinFn::Alloca => return self.alloca_builtin(name, xs, span),
            _ => {}
        }
        if let Some(r) = self.generic_builtin(f, name, xs, span) {
            return r;
        }
        let Some(sig) = self.signature(f) else {
            return Err(self.report(diag::unsupported(span, name)));
        };
        let args = self.args(xs)?;
        self.check_arity(sig.params.len(), args.len(), span)?;
        let mut out = Vec::with_capacity(args.len());
        let mut failed = false;
        for (a, p) in args.into_iter().zip(&sig.params) {
            let sp = self.b.span(a);
            match self.implicit(a, *p, sp, ConvCtx::Param) {
                Ok(e) => out.push(e),
                Err(_) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        Ok(self.builtin_node(f, out, sig.ret, span))
    }

    pub(crate) fn builtin_node(
        &mut self,
        f: BuiltinFn,
        args: Vec<ExprId>,
        ret: TypeId,
        span: Span,
    ) -> ExprId {
        self.b.expr(
            ExprKind::Builtin {
                builtin: Builtin::Fn(f),
                args,
            },
            ret,
            ValueCategory::RValue,
            span,
        )
    }

    pub(crate) fn check_arity(&mut self, want: usize, have: usize, span: Span) -> R<()> {
        if have < want {
            return Err(self.report(diag::too_few_args(span, want, have)));
        }
        if have > want {
            return Err(self.report(diag::too_many_args(span, want, have)));
        }
        Ok(())
    }

    fn builtin_nullary_call(
        &mut self,
        b: Builtin,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        self.check_arity(0, xs.len(), span)?;
        let v = self.b.void();
        Ok(self.b.builtin(b, vec![], v, span))
    }

    fn alloca_builtin(&mut self, _name: &str, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let args = self.args(xs)?;
        self.check_arity(1, args.len(), span)?;
        let st = self.b.size_t();
        let sp = self.b.span(args[0]);
        let e = self.implicit(args[0], st, sp, ConvCtx::Param)?;
        let v = self.b.void();
        let vp = self.b.ptr(v);
        Ok(self.b.builtin(Builtin::Alloca, vec![e], vp, span))
    }

    fn float_of(&mut self, w: FloatWidth) -> TypeId {
        match w {
            FloatWidth::F32 => self.b.float_ty(FloatKind::Float),
            // Its own type, computed as `double` on every target.
            FloatWidth::F64 => self.b.float_ty(FloatKind::Double),
            FloatWidth::Long => self.b.float_ty(FloatKind::LongDouble),
        }
    }

    fn uint_of(&mut self, w: IntWidth, signed: bool) -> TypeId {
        let k = match w {
            IntWidth::Int => IntKind::Int,
            IntWidth::Long => IntKind::Long,
            IntWidth::LongLong => IntKind::LongLong,
        };
        self.b.int_ty(k.with_signedness(signed))
    }

    /// The C signature of a builtin with one (`None` for the type-generic
    /// ones).
    pub(crate) fn signature(&mut self, f: BuiltinFn) -> Option<Signature> {
        // A `va_list` parameter is a `__va_list_tag *`.
        let va_tag_ptr = (f == BuiltinFn::Vsnprintf).then(|| self.va_tag_ptr());
        let b = &mut self.b;
        let void = b.void();
        let vp = b.ptr(void);
        let cv = b.const_of(void);
        let cvp = b.ptr(cv);
        let c = b.int_ty(IntKind::Char);
        let cp = b.ptr(c);
        let cc = b.const_of(c);
        let ccp = b.ptr(cc);
        let int = b.int();
        let long = b.int_ty(IntKind::Long);
        let size = b.size_t();
        let sig = |ret, params: &[TypeId]| {
            Some(Signature {
                ret,
                params: params.to_vec(),
            })
        };
        match f {
            BuiltinFn::Memcpy | BuiltinFn::Memmove => sig(vp, &[vp, cvp, size]),
            BuiltinFn::Memset => sig(vp, &[vp, int, size]),
            BuiltinFn::Memcmp => sig(int, &[cvp, cvp, size]),
            BuiltinFn::Memchr => sig(vp, &[cvp, int, size]),
            BuiltinFn::Strlen => sig(size, &[ccp]),
            BuiltinFn::Strcmp => sig(int, &[ccp, ccp]),
            BuiltinFn::Strncmp => sig(int, &[ccp, ccp, size]),
            BuiltinFn::Strchr | BuiltinFn::Strrchr => sig(cp, &[ccp, int]),
            BuiltinFn::Strpbrk | BuiltinFn::Strstr => sig(cp, &[ccp, ccp]),
            BuiltinFn::Expect => sig(long, &[long, long]),
            BuiltinFn::ExpectWithProbability => {
                let d = self.b.double();
                sig(long, &[long, long, d])
            }
            BuiltinFn::IsConstantEvaluated => {
                let bt = self.b.bool_ty();
                sig(bt, &[])
            }
            BuiltinFn::Abort => sig(void, &[]),
            BuiltinFn::Vsnprintf => sig(int, &[cp, size, ccp, va_tag_ptr?]),
            BuiltinFn::Clz(w)
            | BuiltinFn::Ctz(w)
            | BuiltinFn::Popcount(w)
            | BuiltinFn::Parity(w) => {
                let u = self.uint_of(w, false);
                sig(int, &[u])
            }
            BuiltinFn::Ffs(w) => {
                let s = self.uint_of(w, true);
                sig(int, &[s])
            }
            BuiltinFn::Abs(w) => {
                let s = self.uint_of(w, true);
                sig(s, &[s])
            }
            BuiltinFn::Bswap(bits) => {
                let k = match bits {
                    16 => IntKind::UShort,
                    32 => IntKind::UInt,
                    _ => IntKind::ULong,
                };
                let u = self.b.int_ty(k);
                sig(u, &[u])
            }
            BuiltinFn::Signbit(Some(w)) => {
                let x = self.float_of(w);
                sig(int, &[x])
            }
            BuiltinFn::Math(m, w) => self.math_signature(m, w),
            _ => None,
        }
    }

    fn math_signature(&mut self, m: MathFn, w: FloatWidth) -> Option<Signature> {
        use MathFn::*;
        let x = self.float_of(w);
        let int = self.b.int();
        let long = self.b.int_ty(IntKind::Long);
        let llong = self.b.int_ty(IntKind::LongLong);
        let (ret, params) = match m {
            Fmin | Fmax | Fdim | Copysign | Fmod | Remainder | Pow | Atan2 | Hypot | Nextafter => {
                (x, vec![x, x])
            }
            Fma => (x, vec![x, x, x]),
            Nexttoward => {
                let ld = self.b.float_ty(FloatKind::LongDouble);
                (x, vec![x, ld])
            }
            Remquo => {
                let ip = self.b.ptr(int);
                (x, vec![x, x, ip])
            }
            Ldexp | Scalbn | Powi => (x, vec![x, int]),
            Scalbln => (x, vec![x, long]),
            Frexp => {
                let ip = self.b.ptr(int);
                (x, vec![x, ip])
            }
            Modf => {
                let xp = self.b.ptr(x);
                (x, vec![x, xp])
            }
            Ilogb => (int, vec![x]),
            Lround | Lrint => (long, vec![x]),
            Llround | Llrint => (llong, vec![x]),
            _ => (x, vec![x]),
        };
        Some(Signature { ret, params })
    }
}
