//! Host calls, parameters and returns under the System V signature of
//! `abi`: the device lowering computes argument values (classes by value),
//! these functions move them into and out of the registers or memory the
//! convention assigns.

use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, PointerValue};
use lexer::source::Span;
use sema::program::*;

use super::abi::{ArgAbi, RetAbi};
use super::eh::Callee;
use super::{Lowerer, OrIce, Res};
use crate::diagnostics as diag;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    fn param_types(&self, f: &Function) -> Vec<TypeId> {
        f.params
            .iter()
            .filter_map(|v| self.p.vars.get(*v).map(|v| v.ty))
            .collect()
    }

    fn extra_types(&self, nparams: usize, args: &[ExprId]) -> Vec<TypeId> {
        args.iter()
            .skip(nparams)
            .filter_map(|a| self.p.exprs.get(*a).map(|e| e.ty))
            .collect()
    }

    /// The rest of `call_full` on the host: `lowered` holds the result slot
    /// (if any), `this` (if given) and the argument values.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn host_call_full(
        &mut self,
        callee: FuncId,
        indirect: Option<PointerValue<'ctx>>,
        mut lowered: Vec<BasicMetadataValueEnum<'ctx>>,
        args: &[ExprId],
        result_slot: Option<PointerValue<'ctx>>,
        dest: Option<PointerValue<'ctx>>,
        span: Span,
    ) -> Res<Option<(BasicValueEnum<'ctx>, bool)>> {
        let p = self.p;
        let f = p.funcs.get(callee).ice(span)?;
        let params = self.param_types(f);
        let sig = self.host_func_sig(callee)?;
        let vals = lowered.split_off(usize::from(result_slot.is_some()));
        // Arguments beyond the parameters are the variadic ones; with
        // `this` given separately, `args` starts at parameter 1.
        let skip = params
            .len()
            .saturating_sub(vals.len().saturating_sub(args.len()));
        let extra = self.extra_types(skip, args);
        lowered.extend(self.host_args(&sig, &params, vals, &extra, span)?);
        let target = match indirect {
            None => Callee::Direct(self.declare(callee)?),
            Some(fp) => Callee::Indirect(sig.fty, self.generic_addr(fp, span)?),
        };
        let call = self.emit_call(target, &lowered, self.may_throw(callee), span)?;
        let v = self.host_call_value(&sig, &params, f.ret, call, span)?;
        if let Some(slot) = result_slot {
            if dest.is_some() {
                return Ok(None);
            }
            let v = self.load_value(f.ret, slot, span)?;
            return Ok(Some((v, false)));
        }
        let is_ref = matches!(p.types.kind(f.ret), Type::Reference { .. });
        if let (Some(d), Some(v)) = (dest, v) {
            self.store_value(f.ret, d, v, span)?;
        }
        Ok(v.map(|v| (v, is_ref)))
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn host_call_indirect(
        &mut self,
        callee: ExprId,
        ret: TypeId,
        params: &[TypeId],
        variadic: bool,
        args: &[ExprId],
        dest: Option<PointerValue<'ctx>>,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let fp = super::ptr_val(self.rv(callee)?, span)?;
        let fp = self.generic_addr(fp, span)?;
        let sig = self.host_sig(ret, params, variadic);
        let mut lowered: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let slot = if matches!(sig.ret, RetAbi::Sret) {
            let s = match dest {
                Some(d) => d,
                None => {
                    let lt = self.mem_ty(ret);
                    self.alloca(lt, self.align_of(ret), "agg.tmp")?
                }
            };
            lowered.push(s.into());
            Some(s)
        } else {
            None
        };
        let vals = self.args(params, args, span)?;
        let extra = self.extra_types(params.len(), args);
        lowered.extend(self.host_args(&sig, params, vals, &extra, span)?);
        let call = self.emit_call(Callee::Indirect(sig.fty, fp), &lowered, true, span)?;
        let v = self.host_call_value(&sig, params, ret, call, span)?;
        if let Some(s) = slot {
            if dest.is_some() {
                return Ok(None);
            }
            return self.load_value(ret, s, span).map(Some);
        }
        if let (Some(d), Some(v)) = (dest, v) {
            self.store_value(ret, d, v, span)?;
            return Ok(None);
        }
        Ok(v)
    }

    /// Receives the parameters of a host function into their slots
    /// (`first`: the LLVM index of the first, after the result slot).
    pub(crate) fn host_params(
        &mut self,
        func: &Function,
        fv: inkwell::values::FunctionValue<'ctx>,
        first: u32,
    ) -> Res<()> {
        let p = self.p;
        let params = self.param_types(func);
        let sig = self.host_sig(func.ret, &params, func.variadic);
        let mut li = first;
        for (i, &v) in func.params.iter().enumerate() {
            let var = p.vars.get(v).ice(func.span)?;
            let abi = sig.params.get(i).cloned().ice(func.span)?;
            let slot_ty = self.mem_ty(var.ty);
            let align = self.align_of(var.ty);
            let slot = match abi {
                ArgAbi::ByVal => {
                    // The caller's copy is the parameter object.
                    let val = fv.get_nth_param(li).ice(func.span)?;
                    li += 1;
                    val.set_name(&var.name);
                    super::ptr_val(val, func.span)?
                }
                ArgAbi::Direct(_) => {
                    let val = fv.get_nth_param(li).ice(func.span)?;
                    li += 1;
                    val.set_name(&var.name);
                    let slot = self.alloca(slot_ty, align, &format!("{}.addr", var.name))?;
                    self.store_value(var.ty, slot, val, func.span)?;
                    slot
                }
                ArgAbi::Expand(tys) => {
                    let mut vals = Vec::with_capacity(tys.len());
                    for _ in &tys {
                        vals.push(fv.get_nth_param(li).ice(func.span)?);
                        li += 1;
                    }
                    // Room for whole eightbytes, whatever the class's size.
                    let n = self.size_of(var.ty).div_ceil(8).max(tys.len() as u64) as u32;
                    let room = self.ctx.i64_type().array_type(n);
                    let slot = self.alloca(room.into(), align.max(8), &var.name)?;
                    self.store_pieces(slot, &vals, func.span)?;
                    slot
                }
                ArgAbi::Ignore => self.alloca(slot_ty, align, &var.name)?,
            };
            self.fs()?.locals.insert(v, slot);
        }
        Ok(())
    }

    /// A returned value as the host signature returns it (`None`: nothing
    /// in registers).
    pub(crate) fn host_return_value(
        &mut self,
        f: FuncId,
        v: BasicValueEnum<'ctx>,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let func = self.p.funcs.get(f).ice(span)?;
        let params = self.param_types(func);
        let sig = self.host_sig(func.ret, &params, func.variadic);
        match sig.ret {
            RetAbi::Coerce(t) => self.class_to_coerced(func.ret, v, t, span).map(Some),
            RetAbi::Void => Ok(None),
            RetAbi::Direct(_) => Ok(Some(v)),
            RetAbi::Sret => Err(diag::internal(
                "a value returned in registers from an sret function",
                span,
            )),
        }
    }

    /// `printf` in host code: the C library's.
    pub(crate) fn host_printf(&mut self, args: &[ExprId], span: Span) -> Res<BasicValueEnum<'ctx>> {
        let i32t = self.ctx.i32_type();
        let f = match self.module.get_function("printf") {
            Some(f) => f,
            None => {
                let ft = i32t.fn_type(&[self.generic_ptr().into()], true);
                self.module.add_function("printf", ft, None)
            }
        };
        let mut vals: Vec<BasicMetadataValueEnum<'ctx>> = Vec::with_capacity(args.len());
        for &a in args {
            vals.push(self.rv(a)?.into());
        }
        let call = self.b.build_call(f, &vals, "").ice(span)?;
        call.try_as_basic_value().basic().ice(span)
    }
}
