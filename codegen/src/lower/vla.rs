//! Variable-length arrays on the host, as clang lowers them: the stack
//! pointer is saved (`llvm.stacksave`) before the array's dynamic alloca
//! and restored (`llvm.stackrestore`) when its block is left, so a VLA in
//! a loop body takes its stack once, not once per iteration. Device code
//! never gets here: the reach walk refuses a VLA there.

use inkwell::values::{BasicValue, IntValue, PointerValue};
use inkwell::AddressSpace;
use lexer::source::Span;

use super::{Lowerer, OrIce, Res};

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// `n` bytes of stack for a variable-length array, given back at the
    /// end of the enclosing block.
    pub(crate) fn vla_storage(&mut self, n: IntValue<'ctx>, span: Span) -> Res<PointerValue<'ctx>> {
        let pt = self.ctx.ptr_type(AddressSpace::default());
        let saved = self
            .overloaded_intrinsic("llvm.stacksave", &[pt.into()], &[], span)?
            .into_pointer_value();
        self.push_stack_restore(saved, span)?;
        let a = self
            .b
            .build_array_alloca(self.ctx.i8_type(), n, "vla")
            .ice(span)?;
        if let Some(i) = a.as_instruction_value() {
            let _ = i.set_alignment(16);
        }
        self.generic_addr(a, span)
    }

    /// Gives the stack back to `saved`.
    pub(crate) fn stack_restore(&mut self, saved: PointerValue<'ctx>, span: Span) -> Res<()> {
        let pt = self.ctx.ptr_type(AddressSpace::default());
        let decl = inkwell::intrinsics::Intrinsic::find("llvm.stackrestore")
            .and_then(|i| i.get_declaration(self.module, &[pt.into()]))
            .ice(span)?;
        self.b.build_call(decl, &[saved.into()], "").ice(span)?;
        Ok(())
    }
}
