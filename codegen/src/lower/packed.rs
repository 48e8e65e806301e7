//! Classes laid out under their natural alignment (GNU
//! `__attribute__((packed))`): such a class gets the byte layout (fields
//! at the program's offsets, not LLVM's natural ones), and a member's
//! address carries the alignment it really has, the class's alignment
//! lowered to what the member's offset guarantees, so the loads and stores
//! through it do not claim more (a misaligned wide access faults on GPUs).

use super::Lowerer;
use inkwell::values::PointerValue;
use sema::program::*;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Whether a field of `s` is placed below its natural alignment.
    pub fn underaligned_class(&self, s: StructId) -> bool {
        let t = &self.p.types;
        t.structs.get(s).is_some_and(|d| {
            d.fields.iter().any(|f| {
                let a = t.align_of(f.ty).max(1);
                f.bit.is_none() && (f.offset % a != 0 || d.align < a)
            })
        })
    }

    /// Records the alignment of a member address of an underaligned class.
    pub fn note_member_alignment(&mut self, s: StructId, field: u32, addr: PointerValue<'ctx>) {
        if !self.underaligned_class(s) {
            return;
        }
        let Some(d) = self.p.types.structs.get(s) else {
            return;
        };
        let Some(f) = d.fields.get(field as usize) else {
            return;
        };
        let from_offset = if f.offset == 0 {
            u64::MAX
        } else {
            1 << f.offset.trailing_zeros()
        };
        let a = d.align.max(1).min(from_offset).min(1 << 16) as u32;
        self.underaligned.insert(addr, a);
    }

    /// The alignment to claim for an access of a `ty` at `addr`.
    pub fn access_align(&self, ty: TypeId, addr: PointerValue<'ctx>) -> u32 {
        let natural = self.align_of(ty);
        match self.underaligned.get(&addr) {
            Some(a) => natural.min(*a),
            None => natural,
        }
    }
}
