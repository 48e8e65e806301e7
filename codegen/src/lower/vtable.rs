//! Dynamic classes in device code: vtable groups as constant globals of
//! the modules that reach them (Itanium layout, built by sema; the RTTI
//! slot is null, device code having no type information), virtual calls
//! through the vptr, and the allocation functions `new`/`delete` lower to.

use inkwell::module::Linkage as LlvmLinkage;
use inkwell::values::{BasicValueEnum, FunctionValue, GlobalValue, PointerValue};
use lexer::source::Span;
use sema::program::*;

use super::{ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;
use crate::reach::heap_function;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Compiler-made globals (vtables) are read-only data that every module
    /// using them carries: constant, so that loads from them fold and
    /// virtual calls on objects of known type devirtualize.
    pub fn finish_compiler_global(&mut self, gv: GlobalValue<'ctx>, info: &GlobalVar) {
        if info.kind == GlobalKind::User {
            return;
        }
        gv.set_constant(true);
        gv.set_externally_initialized(false);
        gv.set_unnamed_addr(true);
        if info.linkonce && info.linkage != Linkage::Internal {
            gv.set_linkage(LlvmLinkage::LinkOnceODR);
        }
    }

    /// Whether a global initializer's reference to `var` has no device
    /// counterpart and becomes null (type information).
    pub fn is_null_in_device(&self, var: VarId) -> bool {
        matches!(
            self.p.vars.get(var).and_then(Var::global).map(|g| g.kind),
            Some(GlobalKind::TypeInfo(_) | GlobalKind::TypeName(_))
        )
    }

    /// The function a vtable slot names. `__cxa_pure_virtual` (a pure
    /// virtual slot) has no device definition in any library: the module
    /// gets one that traps, as the host runtime's aborts.
    pub fn vtable_entry(&mut self, f: FuncId) -> Res<FunctionValue<'ctx>> {
        let fv = self.declare(f)?;
        let p = self.p;
        let func = p.funcs.get(f).ice(Span::DUMMY)?;
        let runtime = matches!(
            func.link_name.as_str(),
            "__cxa_pure_virtual" | "__cxa_deleted_virtual"
        );
        if runtime && !func.is_defined() && fv.count_basic_blocks() == 0 && !self.is_host() {
            fv.set_linkage(LlvmLinkage::Internal);
            let saved = self.b.get_insert_block();
            let saved_loc = self.b.get_current_debug_location();
            let bb = self.ctx.append_basic_block(fv, "entry");
            self.b.position_at_end(bb);
            self.b.unset_current_debug_location();
            self.trap(Span::DUMMY)?;
            self.b.build_unreachable().ice(Span::DUMMY)?;
            if let Some(bb) = saved {
                self.b.position_at_end(bb);
            }
            if let Some(loc) = saved_loc {
                self.b.set_current_debug_location(loc);
            }
        }
        Ok(fv)
    }

    fn trap(&mut self, span: Span) -> Res<()> {
        let f = match self.module.get_function("llvm.trap") {
            Some(f) => f,
            None => self.module.add_function(
                "llvm.trap",
                self.ctx.void_type().fn_type(&[], false),
                None,
            ),
        };
        self.b.build_call(f, &[], "").ice(span)?;
        Ok(())
    }

    /// `VirtualCall`: the function pointer in the slot of the object's
    /// vtable, called with the object as `this`.
    pub fn virtual_call(
        &mut self,
        e: ExprId,
        dest: Option<PointerValue<'ctx>>,
    ) -> Res<Option<(BasicValueEnum<'ctx>, bool)>> {
        let p = self.p;
        let ex = p.exprs.get(e).ice(Span::DUMMY)?;
        let span = ex.span;
        let ExprKind::VirtualCall {
            object,
            slot,
            callee,
            args,
        } = &ex.kind
        else {
            return Err(diag::internal("not a virtual call", span));
        };
        let obj = ptr_val(self.rv(*object)?, span)?;
        let obj = self.generic_addr(obj, span)?;
        let gp = self.generic_ptr();
        let vptr = self
            .b
            .build_load(gp, obj, "vtable")
            .ice(span)?
            .into_pointer_value();
        let idx = self.ctx.i64_type().const_int(u64::from(*slot), false);
        // SAFETY: the slot is inside the vtable the object's class built.
        let fslot = unsafe { self.b.build_in_bounds_gep(gp, vptr, &[idx], "vfn") }.ice(span)?;
        let fp = self
            .b
            .build_load(gp, fslot, "")
            .ice(span)?
            .into_pointer_value();
        self.call_full(*callee, Some(fp), Some(obj.into()), args, dest, span)
    }

    /// A call of a global allocation function: the device heap, through
    /// `malloc`/`free` on NVIDIA (CUDA's driver provides them) and ockl's
    /// `__ockl_dm_alloc`/`__ockl_dm_dealloc` on AMD (what HIP's device
    /// `malloc`/`free` call; the ROCm device libraries are linked for them).
    pub fn heap_call(
        &mut self,
        f: &Function,
        args: &[ExprId],
        span: Span,
    ) -> Res<Option<Option<(BasicValueEnum<'ctx>, bool)>>> {
        if f.is_defined() || self.is_host() {
            return Ok(None);
        }
        let Some(alloc) = heap_function(&f.link_name) else {
            return Ok(None);
        };
        let gp = self.generic_ptr();
        let i64t = self.ctx.i64_type();
        let mut vals = Vec::with_capacity(args.len());
        for &a in args {
            vals.push(self.rv(a)?);
        }
        let first = vals.first().copied().ice(span)?;
        if self.spec.vendor == crate::Vendor::Amd {
            return self.amd_heap_call(alloc, first, span);
        }
        if alloc {
            let malloc = match self.module.get_function("malloc") {
                Some(m) => m,
                None => self
                    .module
                    .add_function("malloc", gp.fn_type(&[i64t.into()], false), None),
            };
            let r = self.b.build_call(malloc, &[first.into()], "").ice(span)?;
            let v = r.try_as_basic_value().basic().ice(span)?;
            Ok(Some(Some((v, false))))
        } else {
            let free = match self.module.get_function("free") {
                Some(m) => m,
                None => self.module.add_function(
                    "free",
                    self.ctx.void_type().fn_type(&[gp.into()], false),
                    None,
                ),
            };
            let ptr = self.generic_addr(ptr_val(first, span)?, span)?;
            self.b.build_call(free, &[ptr.into()], "").ice(span)?;
            Ok(Some(None))
        }
    }

    fn amd_heap_call(
        &mut self,
        alloc: bool,
        first: BasicValueEnum<'ctx>,
        span: Span,
    ) -> Res<Option<Option<(BasicValueEnum<'ctx>, bool)>>> {
        let i64t = self.ctx.i64_type();
        let global = self.ctx.ptr_type(inkwell::AddressSpace::from(1));
        if alloc {
            let f = self.runtime("__ockl_dm_alloc", global.fn_type(&[i64t.into()], false));
            let r = self.b.build_call(f, &[first.into()], "").ice(span)?;
            let p = r
                .try_as_basic_value()
                .basic()
                .ice(span)?
                .into_pointer_value();
            let p = self.generic_addr(p, span)?;
            Ok(Some(Some((p.into(), false))))
        } else {
            let void_fn = self.ctx.void_type().fn_type(&[i64t.into()], false);
            let f = self.runtime("__ockl_dm_dealloc", void_fn);
            let ptr = self.generic_addr(ptr_val(first, span)?, span)?;
            let addr = self.b.build_ptr_to_int(ptr, i64t, "").ice(span)?;
            self.b.build_call(f, &[addr.into()], "").ice(span)?;
            Ok(Some(None))
        }
    }
}
