//! GNU labels as values and computed goto on the host, as clang lowers
//! them: `&&label` is the label block's `blockaddress`, and every `goto *p`
//! of a function branches to one block ending in an `indirectbr` that
//! lists each label whose address the function takes (built when the
//! function is done, once all of them are known). NVPTX and AMDGPU have
//! no indirect branch: there both stay errors.

use inkwell::basic_block::BasicBlock;
use inkwell::values::BasicValueEnum;
use inkwell::AddressSpace;
use lexer::source::Span;
use sema::program::{ExprId, LabelId};

use super::{Lowerer, OrIce, Res};

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// `&&l`: the address of label `l`'s block.
    pub(crate) fn label_address(&mut self, l: LabelId, span: Span) -> Res<BasicValueEnum<'ctx>> {
        let bb = self.label_block(l)?;
        let fs = self.fs()?;
        if !fs.address_taken.contains(&l) {
            fs.address_taken.push(l);
        }
        // SAFETY: `bb` belongs to the function being lowered and is never
        // its entry block (the allocas' block is), as blockaddress needs.
        let a = unsafe { bb.get_address() }.ice(span)?;
        Ok(a.into())
    }

    /// `goto *target;`: on to the function's indirect-branch block with
    /// the address.
    pub(crate) fn indirect_goto(&mut self, target: ExprId, span: Span) -> Res<()> {
        let addr = self.rvalue(target)?.ice(span)?.into_pointer_value();
        let here = self.b.get_insert_block().ice(span)?;
        let (bb, phi) = match self.fs()?.indirect_goto {
            Some(x) => x,
            None => {
                let bb = self.block("indirectgoto");
                self.b.position_at_end(bb);
                let pt = self.ctx.ptr_type(AddressSpace::default());
                let phi = self.b.build_phi(pt, "indirect.goto.dest").ice(span)?;
                self.b.position_at_end(here);
                self.fs()?.indirect_goto = Some((bb, phi));
                (bb, phi)
            }
        };
        phi.add_incoming(&[(&addr, here)]);
        self.b.build_unconditional_branch(bb).ice(span)?;
        self.dead_block();
        Ok(())
    }

    /// Ends the indirect-branch block, if the function has one, with the
    /// labels whose address it takes as destinations.
    pub(crate) fn finish_indirect_goto(&mut self, span: Span) -> Res<()> {
        let Some((bb, phi)) = self.fs()?.indirect_goto else {
            return Ok(());
        };
        let labels = self.fs()?.address_taken.clone();
        let mut dests: Vec<BasicBlock<'ctx>> = Vec::with_capacity(labels.len());
        for l in labels {
            dests.push(self.label_block(l)?);
        }
        let saved = self.b.get_insert_block();
        self.b.position_at_end(bb);
        if dests.is_empty() {
            // No label's address is taken: no `goto *` can land anywhere.
            self.b.build_unreachable().ice(span)?;
        } else {
            self.b
                .build_indirect_branch(phi.as_basic_value(), &dests)
                .ice(span)?;
        }
        if let Some(s) = saved {
            self.b.position_at_end(s);
        }
        Ok(())
    }
}
