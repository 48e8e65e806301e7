//! `throw` in host code, through the C++ runtime as clang lowers it: the
//! exception object is allocated with `__cxa_allocate_exception`, the
//! operand is evaluated into it, and `__cxa_throw` gets its type
//! information (`rtti`) and destructor; `throw;` is `__cxa_rethrow`. Both
//! are invoked where an enclosing handler or cleanup must see them (`eh`).

use inkwell::values::BasicMetadataValueEnum;
use lexer::source::Span;
use sema::program::*;

use super::eh::Callee;
use super::{Lowerer, OrIce, Res};
use crate::diagnostics as diag;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// A throw-expression or -statement in host code.
    pub(crate) fn host_throw(&mut self, e: Option<ExprId>, span: Span) -> Res<()> {
        let gp = self.generic_ptr();
        let void = self.ctx.void_type();
        let i64t = self.ctx.i64_type();
        let Some(e) = e else {
            let rethrow = self.runtime("__cxa_rethrow", void.fn_type(&[], false));
            self.emit_call(Callee::Direct(rethrow), &[], true, span)?;
            self.b.build_unreachable().ice(span)?;
            self.dead_block();
            return Ok(());
        };
        let ty = self.p.exprs.get(e).ice(span)?.ty;
        let Some(ti) = self.type_info(ty) else {
            return Err(diag::host_unsupported(
                &format!("throwing '{}'", self.p.types.display(ty)),
                span,
            ));
        };
        let alloc = self.runtime(
            "__cxa_allocate_exception",
            gp.fn_type(&[i64t.into()], false),
        );
        let size = i64t.const_int(self.size_of(ty), false);
        let obj = self
            .b
            .build_call(alloc, &[size.into()], "exception")
            .ice(span)?
            .try_as_basic_value()
            .basic()
            .ice(span)?
            .into_pointer_value();
        let class = self.class_of(ty);
        if class.is_some() {
            // A constructor that throws while the object is built leaves
            // it to be freed, as clang does; once built, `__cxa_throw`
            // owns it.
            let free = self.push_free_exception(obj, span)?;
            self.emit_into(e, obj)?;
            self.drop_cleanup(free)?;
        } else {
            let v = self.rv(e)?;
            self.store_value(ty, obj, v, span)?;
        }
        let dtor = match class.and_then(|c| super::eh::complete_dtor(self.p, c)) {
            Some(d) => self.declare(d)?.as_global_value().as_pointer_value(),
            None => gp.const_null(),
        };
        let throw = self.runtime(
            "__cxa_throw",
            void.fn_type(&[gp.into(), gp.into(), gp.into()], false),
        );
        let args: [BasicMetadataValueEnum<'ctx>; 3] = [obj.into(), ti.into(), dtor.into()];
        self.emit_call(Callee::Direct(throw), &args, true, span)?;
        self.b.build_unreachable().ice(span)?;
        self.dead_block();
        Ok(())
    }
}
