//! `dynamic_cast` in host code, as clang lowers it: to `void*` through
//! the offset to top in the vtable, to a class through the C++ runtime's
//! `__dynamic_cast` with the source and target type information and the
//! ABI's hint about where the source lies in the target; a failed cast
//! to a reference calls `__cxa_bad_cast`, which throws `std::bad_cast`.

use inkwell::values::{BasicValueEnum, PointerValue};
use lexer::source::Span;
use sema::program::*;

use super::eh::Callee;
use super::{ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub(crate) fn host_dynamic_cast(
        &mut self,
        operand: ExprId,
        to: Option<StructId>,
        reference: bool,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let p = self.p;
        let op_ty = p.exprs.get(operand).ice(span)?.ty;
        let src = match p.types.kind(self.rtti_type(op_ty)) {
            Type::Pointer { pointee, .. } => self.class_of(self.rtti_type(*pointee)),
            _ => None,
        }
        .ice(span)?;
        let v = ptr_val(self.rv(operand)?, span)?;
        let gp = self.generic_ptr();
        if reference {
            let r = self.dynamic_cast_nonnull(v, src, to, span)?;
            let failed = self.b.build_is_null(r, "").ice(span)?;
            let bad = self.block("dynamic_cast.bad_cast");
            let ok = self.block("dynamic_cast.end");
            self.b.build_conditional_branch(failed, bad, ok).ice(span)?;
            self.b.position_at_end(bad);
            let void = self.ctx.void_type();
            let f = self.runtime("__cxa_bad_cast", void.fn_type(&[], false));
            self.emit_call(Callee::Direct(f), &[], true, span)?;
            self.b.build_unreachable().ice(span)?;
            self.b.position_at_end(ok);
            return Ok(r.into());
        }
        let is_null = self.b.build_is_null(v, "").ice(span)?;
        let before = self.b.get_insert_block().ice(span)?;
        let notnull = self.block("dynamic_cast.notnull");
        let end = self.block("dynamic_cast.end");
        self.b
            .build_conditional_branch(is_null, end, notnull)
            .ice(span)?;
        self.b.position_at_end(notnull);
        let r = self.dynamic_cast_nonnull(v, src, to, span)?;
        let from = self.b.get_insert_block().ice(span)?;
        self.b.build_unconditional_branch(end).ice(span)?;
        self.b.position_at_end(end);
        let phi = self.b.build_phi(gp, "").ice(span)?;
        phi.add_incoming(&[(&gp.const_null(), before), (&r, from)]);
        Ok(phi.as_basic_value())
    }

    fn dynamic_cast_nonnull(
        &mut self,
        v: PointerValue<'ctx>,
        src: StructId,
        to: Option<StructId>,
        span: Span,
    ) -> Res<PointerValue<'ctx>> {
        let gp = self.generic_ptr();
        let i64t = self.ctx.i64_type();
        let i8t = self.ctx.i8_type();
        let Some(dst) = to else {
            // The most-derived object: the offset to top precedes the
            // address point.
            let vptr = self
                .b
                .build_load(gp, v, "vtable")
                .ice(span)?
                .into_pointer_value();
            // SAFETY: every vtable has its offset to top two slots back.
            let slot = unsafe {
                self.b
                    .build_in_bounds_gep(i64t, vptr, &[i64t.const_int((-2i64) as u64, true)], "")
            }
            .ice(span)?;
            let off = self.b.build_load(i64t, slot, "offset.to.top").ice(span)?;
            // SAFETY: the most-derived object contains the subobject.
            let r = unsafe {
                self.b
                    .build_in_bounds_gep(i8t, v, &[off.into_int_value()], "")
            }
            .ice(span)?;
            return Ok(r);
        };
        let unsupported = || diag::host_unsupported("'dynamic_cast' between these classes", span);
        let src_ti = self.class_ti(src).ok_or_else(unsupported)?;
        let dst_ti = self.class_ti(dst).ok_or_else(unsupported)?;
        let hint = self.src2dst_hint(src, dst);
        let f = self.runtime(
            "__dynamic_cast",
            gp.fn_type(&[gp.into(), gp.into(), gp.into(), i64t.into()], false),
        );
        let args = [
            v.into(),
            src_ti.into(),
            dst_ti.into(),
            i64t.const_int(hint as u64, true).into(),
        ];
        let r = self.b.build_call(f, &args, "").ice(span)?;
        Ok(r.try_as_basic_value()
            .basic()
            .ice(span)?
            .into_pointer_value())
    }

    /// The ABI's hint (§2.9.7): the offset of the unique public
    /// non-virtual `src` subobject of `dst`, -1 when a path to it is
    /// virtual, -2 when `src` is no public base, -3 when it is one
    /// several times.
    fn src2dst_hint(&self, src: StructId, dst: StructId) -> i64 {
        // (offset, through a virtual base) of each public path.
        let mut paths: Vec<(i64, bool)> = Vec::new();
        let mut stack: Vec<(StructId, i64, bool)> = vec![(dst, 0, false)];
        while let Some((c, off, virt)) = stack.pop() {
            if c == src && c != dst {
                paths.push((off, virt));
                continue;
            }
            let Some(d) = self.p.types.structs.get(c) else {
                continue;
            };
            for b in d.bases.iter().filter(|b| b.is_public) {
                stack.push((b.class, off + b.offset as i64, virt || b.is_virtual));
            }
        }
        if paths.iter().any(|(_, v)| *v) {
            return -1;
        }
        match paths.as_slice() {
            [] => -2,
            [(off, _)] => *off,
            _ => -3,
        }
    }
}
