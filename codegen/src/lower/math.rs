//! Calls of the C library's math functions in device code (`sinf`,
//! `std::sqrt(double)`, `__builtin_floorf`, ...), lowered to their device
//! implementation (see [`crate::math`]): an LLVM intrinsic, or a call of
//! the vendor library's function, which `devlibs` links in afterwards.
//!
//! ocml takes its out-parameters (`frexp`'s exponent, `modf`'s integral
//! part, `remquo`'s quotient) in private memory (address space 5) where C
//! passes generic pointers: a small always-inline helper calls it with a
//! private temporary and stores the result through the C pointer, as HIP's
//! headers do.

use inkwell::intrinsics::Intrinsic;
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum, FloatType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue};
use lexer::source::Span;
use sema::cmath::{MathFn, Precision, Shape};
use sema::program::*;

use super::{Lowerer, OrIce, Res};
use crate::diagnostics as diag;
use crate::math::DeviceMath;
use crate::Vendor;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// A call of `f` when it is a C library math function (declared in a
    /// system header, not defined): `None` when it is not one.
    pub fn library_math_call(
        &mut self,
        f: &Function,
        args: &[ExprId],
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let Some(m) = sema::cmath::library_function(&self.p.types, f) else {
            return Ok(None);
        };
        let p = self.p;
        let params: Vec<TypeId> = f
            .params
            .iter()
            .filter_map(|v| p.vars.get(*v).map(|v| v.ty))
            .collect();
        let vals: Vec<BasicValueEnum<'ctx>> = self
            .args(&params, args, span)?
            .into_iter()
            .map(|v| BasicValueEnum::try_from(v).ok().ice(span))
            .collect::<Res<_>>()?;
        self.math_call(&f.name, m, &vals, span).map(Some)
    }

    /// The math function `m` (called by `name` in the source) applied to
    /// lowered arguments of its C parameter types (`float`/`double`,
    /// `int`, pointers), giving a value of its C result type (`long` and
    /// `long long` are `i64`). For the `__builtin_*` lowering too.
    pub fn math_call(
        &mut self,
        name: &str,
        m: MathFn,
        args: &[BasicValueEnum<'ctx>],
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let vendor = self.spec.vendor;
        let sym = crate::math::device_symbol(m, vendor)
            .ok_or_else(|| diag::no_device_math(name, vendor.backend_name(), span))?;
        let ft = self.math_float(m);
        let mut args: Vec<BasicValueEnum<'ctx>> = args.to_vec();
        for a in &mut args {
            if let BasicValueEnum::PointerValue(p) = a {
                *a = self.generic_addr(*p, span)?.into();
            }
        }
        match sym {
            DeviceMath::Intrinsic(i) => self.math_intrinsic(i, m, ft, &args, span),
            DeviceMath::Library(s) => {
                let out_param = matches!(
                    m.entry.shape,
                    Shape::OutInt | Shape::OutSame | Shape::BinaryOutInt
                );
                let f = if vendor == Vendor::Amd && out_param {
                    self.ocml_out_param_helper(&s, m, span)?
                } else {
                    self.math_library_decl(&s, m, ft)
                };
                let margs: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
                let call = self.b.build_call(f, &margs, "").ice(span)?;
                call.try_as_basic_value().basic().ice(span)
            }
        }
    }

    fn math_float(&self, m: MathFn) -> FloatType<'ctx> {
        match m.precision {
            Precision::Single => self.ctx.f32_type(),
            Precision::Double => self.ctx.f64_type(),
            Precision::Extended if self.is_host() => self.ctx.x86_f80_type(),
            Precision::Extended => self.ctx.f64_type(),
        }
    }

    fn math_intrinsic(
        &mut self,
        name: &str,
        m: MathFn,
        ft: FloatType<'ctx>,
        args: &[BasicValueEnum<'ctx>],
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let decl = Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.module, &[ft.into()]))
            .ok_or_else(|| diag::internal(&format!("LLVM 19 has no intrinsic '{name}'"), span))?;
        let margs: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
        let v = self
            .b
            .build_call(decl, &margs, "")
            .ice(span)?
            .try_as_basic_value()
            .basic()
            .ice(span)?;
        if m.entry.shape != Shape::ToLong {
            return Ok(v);
        }
        let i64t = self.ctx.i64_type();
        let BasicValueEnum::FloatValue(v) = v else {
            return Err(diag::internal(
                "a rounding intrinsic returned no float",
                span,
            ));
        };
        Ok(self
            .b
            .build_float_to_signed_int(v, i64t, "")
            .ice(span)?
            .into())
    }

    /// The declaration of a library function with the C signature of `m`.
    fn math_library_decl(
        &mut self,
        sym: &str,
        m: MathFn,
        ft: FloatType<'ctx>,
    ) -> FunctionValue<'ctx> {
        if let Some(f) = self.module.get_function(sym) {
            return f;
        }
        let i32t = self.ctx.i32_type();
        let ptr = self.generic_ptr();
        let t: BasicMetadataTypeEnum = ft.into();
        let (ret, params): (BasicTypeEnum, Vec<BasicMetadataTypeEnum>) = match m.entry.shape {
            Shape::Unary | Shape::ToLong => (ft.into(), vec![t]),
            Shape::Binary => (ft.into(), vec![t, t]),
            Shape::Ternary => (ft.into(), vec![t, t, t]),
            Shape::ScaleInt => (ft.into(), vec![t, i32t.into()]),
            Shape::OutInt | Shape::OutSame => (ft.into(), vec![t, ptr.into()]),
            Shape::BinaryOutInt => (ft.into(), vec![t, t, ptr.into()]),
            Shape::ToInt => (i32t.into(), vec![t]),
            Shape::IntFirst => (ft.into(), vec![i32t.into(), t]),
        };
        let fty = match ret {
            BasicTypeEnum::IntType(i) => i.fn_type(&params, false),
            _ => ft.fn_type(&params, false),
        };
        self.module.add_function(sym, fty, None)
    }

    /// `T name(T..., P* out)` over ocml's `T sym(T..., addrspace(5) P*)`.
    fn ocml_out_param_helper(
        &mut self,
        sym: &str,
        m: MathFn,
        span: Span,
    ) -> Res<FunctionValue<'ctx>> {
        let t = match m.precision {
            Precision::Single => "float",
            Precision::Double | Precision::Extended => "double",
        };
        let (out, align) = match m.entry.shape {
            Shape::OutSame => (t, if t == "float" { 4 } else { 8 }),
            _ => ("i32", 4),
        };
        let (params, args) = match m.entry.shape {
            Shape::BinaryOutInt => (
                format!("{t} %x, {t} %y, ptr %out"),
                format!("{t} %x, {t} %y"),
            ),
            _ => (format!("{t} %x, ptr %out"), format!("{t} %x")),
        };
        let arg_types = args
            .split(", ")
            .map(|a| a.split(' ').next().unwrap_or(t))
            .collect::<Vec<_>>()
            .join(", ");
        let name = format!("__cg_{sym}");
        let ir = format!(
            "define internal {t} @{name}({params}) #0 {{\n  %tmp = alloca {out}, align {align}, addrspace(5)\n  %r = call {t} @{sym}({args}, ptr addrspace(5) %tmp)\n  %v = load {out}, ptr addrspace(5) %tmp, align {align}\n  store {out} %v, ptr %out, align {align}\n  ret {t} %r\n}}\ndeclare {t} @{sym}({arg_types}, ptr addrspace(5))\nattributes #0 = {{ alwaysinline nounwind }}\n"
        );
        self.helper(&name, &ir, span)
    }
}
