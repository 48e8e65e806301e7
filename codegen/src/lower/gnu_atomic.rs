//! GCC's `__atomic_*` builtins (`Builtin::GnuAtomic`, `Builtin::GnuFence`):
//! the `__nv_atomic_*` lowering at system scope, plus the `op_fetch` forms,
//! whose result is the new value: the `atomicrmw` and the operation
//! applied once more to its result, in one helper.

use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};
use lexer::source::Span;
use sema::program::*;

use super::{ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;
use crate::target;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub(crate) fn gnu_atomic(
        &mut self,
        op: NvAtomicOp,
        order: MemOrder,
        op_fetch: bool,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        if !op_fetch {
            return self.nv_atomic(op, order, AtomicScope::System, args, ty, span);
        }
        let [p, v] = args else {
            return Err(diag::internal(
                "__atomic_*_fetch takes a pointer and a value",
                span,
            ));
        };
        let name = match op {
            NvAtomicOp::FetchAdd => "add",
            NvAtomicOp::FetchSub => "sub",
            NvAtomicOp::FetchAnd => "and",
            NvAtomicOp::FetchOr => "or",
            NvAtomicOp::FetchXor => "xor",
            _ => return Err(diag::internal("no op_fetch form of this atomic", span)),
        };
        let (t, size) = self.ir_ty(ty, span)?;
        if !t.starts_with('i') {
            return Err(diag::unsupported(
                "an __atomic_*_fetch on a non-integer object",
                self.spec.vendor.backend_name(),
                span,
            ));
        }
        let ord = target::order_name(order);
        let sc = self.scope_clause(AtomicScope::System);
        let helper = format!("__cg_atomic_{name}_fetch_{t}_{ord}");
        let ir = format!(
            "define internal {t} @{helper}(ptr %p, {t} %v) #0 {{\n  %r = atomicrmw {name} ptr %p, {t} %v {sc}{ord}, align {size}\n  %n = {name} {t} %r, %v\n  ret {t} %n\n}}\nattributes #0 = {{ alwaysinline nounwind }}\n"
        );
        let f = self.helper(&helper, &ir, span)?;
        let pv = ptr_val(self.rv(*p)?, span)?;
        let pv = self.generic_addr(pv, span)?;
        let vv = self.rv(*v)?;
        let call_args: [BasicMetadataValueEnum; 2] = [pv.into(), vv.into()];
        let call = self.b.build_call(f, &call_args, "").ice(span)?;
        call.try_as_basic_value().basic().ice(span).map(Some)
    }
}
