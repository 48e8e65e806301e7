//! Calls: the LLVM signature of a function (the caller's result object as
//! a hidden first parameter, marked `sret`, for a class that is never
//! returned in registers, as clang does), and direct, indirect and virtual
//! calls with an explicit `this`.

use inkwell::types::{AnyType, BasicMetadataTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, PointerValue};
use lexer::source::Span;
use sema::program::*;

use super::{Lowerer, OrIce, Res};

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Whether `f` returns a class that is never returned in registers.
    pub fn returns_indirect(&self, f: &Function) -> bool {
        if self.is_host() {
            return self.host_ret_in_memory(f.ret);
        }
        self.class_of(f.ret)
            .and_then(|s| self.p.types.structs.get(s))
            .is_some_and(|d| d.pass_indirect)
    }

    /// The LLVM type of a function, with the result slot first where the
    /// class is returned indirectly.
    pub fn func_llvm_ty(&mut self, f: FuncId) -> Res<FunctionType<'ctx>> {
        let p = self.p;
        if self.is_host() {
            return Ok(self.host_func_sig(f)?.fty);
        }
        let func = p.funcs.get(f).ice(Span::DUMMY)?;
        let params: Vec<TypeId> = func
            .params
            .iter()
            .filter_map(|v| p.vars.get(*v).map(|v| v.ty))
            .collect();
        if !self.returns_indirect(func) {
            return Ok(self.fn_ty(func.ret, &params, func.variadic, func.is_kernel()));
        }
        let mut ps: Vec<BasicMetadataTypeEnum> = vec![self.generic_ptr().into()];
        for &t in &params {
            ps.push(self.param_ty(t, false).into());
        }
        Ok(self.ctx.void_type().fn_type(&ps, func.variadic))
    }

    /// Marks the result slot `sret`, as clang does (it lets LLVM assume the
    /// slot does not alias the arguments).
    pub fn mark_sret(&mut self, f: FuncId, fv: FunctionValue<'ctx>) {
        let Some(func) = self.p.funcs.get(f) else {
            return;
        };
        if !self.returns_indirect(func) {
            return;
        }
        let ty = self.mem_ty(func.ret).as_any_type_enum();
        let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("sret");
        let attr = self.ctx.create_type_attribute(kind, ty);
        fv.add_attribute(inkwell::attributes::AttributeLoc::Param(0), attr);
    }

    /// A call of `callee` (directly, or through `indirect`, a function
    /// pointer of the callee's type), with `this` as parameter 0 when given
    /// (else `args` supply it), constructing a class result in `dest` (or a
    /// temporary) when it is returned indirectly. Returns the value and
    /// whether it is a reference (an address).
    pub fn call_full(
        &mut self,
        callee: FuncId,
        indirect: Option<PointerValue<'ctx>>,
        this: Option<BasicValueEnum<'ctx>>,
        args: &[ExprId],
        dest: Option<PointerValue<'ctx>>,
        span: Span,
    ) -> Res<Option<(BasicValueEnum<'ctx>, bool)>> {
        let p = self.p;
        let f = p.funcs.get(callee).ice(span)?;
        if let Some(r) = self.heap_call(f, args, span)? {
            return Ok(r);
        }
        if let Some(v) = self.device_clock_call(f, span)? {
            return Ok(Some((v, false)));
        }
        if indirect.is_none() && this.is_none() {
            if let Some(v) = self.library_math_call(f, args, span)? {
                return Ok(Some((v, false)));
            }
        }
        let params: Vec<TypeId> = f
            .params
            .iter()
            .filter_map(|v| p.vars.get(*v).map(|v| v.ty))
            .collect();
        let indirect_ret = self.returns_indirect(f);
        let mut lowered: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let result_slot = if indirect_ret {
            let slot = match dest {
                Some(d) => d,
                None => {
                    let lt = self.mem_ty(f.ret);
                    self.alloca(lt, self.align_of(f.ret), "agg.tmp")?
                }
            };
            lowered.push(slot.into());
            Some(slot)
        } else {
            None
        };
        let rest = match this {
            Some(t) => {
                lowered.push(t.into());
                params.get(1..).unwrap_or(&[])
            }
            None => &params[..],
        };
        lowered.extend(self.args(rest, args, span)?);
        if self.is_host() {
            return self.host_call_full(callee, indirect, lowered, args, result_slot, dest, span);
        }
        let call = match indirect {
            None => {
                let fv = self.declare(callee)?;
                self.b.build_call(fv, &lowered, "").ice(span)?
            }
            Some(fp) => {
                let ft = self.func_llvm_ty(callee)?;
                let fp = self.generic_addr(fp, span)?;
                self.b.build_indirect_call(ft, fp, &lowered, "").ice(span)?
            }
        };
        if let Some(slot) = result_slot {
            if dest.is_some() {
                return Ok(None);
            }
            let v = self.load_value(f.ret, slot, span)?;
            return Ok(Some((v, false)));
        }
        let is_ref = matches!(p.types.kind(f.ret), Type::Reference { .. });
        let v = call.try_as_basic_value().basic();
        if let (Some(d), Some(v)) = (dest, v) {
            self.store_value(f.ret, d, v, span)?;
        }
        Ok(v.map(|v| (v, is_ref)))
    }
}
