//! `typeid` of a polymorphic glvalue in host code, as clang lowers it: the
//! `std::type_info` pointer in the RTTI slot just before the address point
//! of the object's vtable; when the glvalue was `*p`, a null `p` calls
//! `__cxa_bad_typeid`, which throws `std::bad_typeid` ([expr.typeid]/3).
//! Device code has no type information (the reach walk reports it).

use inkwell::values::PointerValue;
use lexer::source::Span;
use sema::program::*;

use super::eh::Callee;
use super::{ptr_val, Lowerer, OrIce, Res};

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub(crate) fn dynamic_typeid(
        &mut self,
        operand: ExprId,
        null_check: bool,
        span: Span,
    ) -> Res<PointerValue<'ctx>> {
        let gp = self.generic_ptr();
        if !self.is_host() {
            // Rejected by the reach walk; keep the module well-formed.
            self.b.build_unreachable().ice(span)?;
            self.dead_block();
            return Ok(gp.const_null());
        }
        let obj = ptr_val(self.rv(operand)?, span)?;
        if null_check {
            let is_null = self.b.build_is_null(obj, "").ice(span)?;
            let bad = self.block("typeid.bad_typeid");
            let ok = self.block("typeid.end");
            self.b
                .build_conditional_branch(is_null, bad, ok)
                .ice(span)?;
            self.b.position_at_end(bad);
            let void = self.ctx.void_type();
            let f = self.runtime("__cxa_bad_typeid", void.fn_type(&[], false));
            self.emit_call(Callee::Direct(f), &[], true, span)?;
            self.b.build_unreachable().ice(span)?;
            self.b.position_at_end(ok);
        }
        let vtable = self
            .b
            .build_load(gp, obj, "vtable")
            .ice(span)?
            .into_pointer_value();
        let i64t = self.ctx.i64_type();
        // SAFETY: the RTTI slot precedes every address point of a vtable.
        let slot = unsafe {
            self.b
                .build_in_bounds_gep(gp, vtable, &[i64t.const_all_ones()], "")
        }
        .ice(span)?;
        Ok(self
            .b
            .build_load(gp, slot, "")
            .ice(span)?
            .into_pointer_value())
    }
}
