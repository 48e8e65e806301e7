//! Bit-field members: not addressable, so reads and writes go through the
//! storage bytes sema laid out for them (read the little-endian integer,
//! shift and mask; a write reads, replaces the bits and writes back).

use inkwell::types::IntType;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use lexer::source::Span;
use sema::program::*;

use super::func::const_int;
use super::{int_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;

/// A bit-field's storage, located.
#[derive(Clone, Copy)]
pub(crate) struct BitPlace<'ctx> {
    pub addr: PointerValue<'ctx>,
    pub bit: BitField,
    /// The member's declared type.
    pub ty: TypeId,
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// The bit-field an lvalue names, if it names one.
    pub fn bitfield_of(&self, e: ExprId) -> Option<(ExprId, StructId, u32)> {
        let p = self.p;
        let ExprKind::Member { base, field } = &p.exprs.get(e)?.kind else {
            return None;
        };
        let s = self.class_of(p.exprs.get(*base)?.ty)?;
        let f = p.types.structs.get(s)?.fields.get(*field as usize)?;
        f.bit.map(|_| (*base, s, *field))
    }

    /// Evaluates the object holding the bit-field `e` once.
    pub fn bit_place(&mut self, e: ExprId) -> Res<BitPlace<'ctx>> {
        let span = self.span(e);
        let (base, s, field) = self.bitfield_of(e).ice(span)?;
        let p = self.p;
        let f = p
            .types
            .structs
            .get(s)
            .and_then(|d| d.fields.get(field as usize))
            .ice(span)?;
        let bit = f.bit.ice(span)?;
        if bit.storage > 16 {
            return Err(diag::unsupported(
                "a bit-field whose storage exceeds 16 bytes",
                self.spec.vendor.backend_name(),
                span,
            ));
        }
        let obj = self.lvalue(base)?;
        let addr = self.byte_offset(obj, f.offset as i64, span)?;
        Ok(BitPlace {
            addr,
            bit,
            ty: f.ty,
        })
    }

    /// An integer type of `bits` bits (the storage of a bit-field can be
    /// 24 bits wide, its value 5).
    fn iw(&self, bits: u32, span: Span) -> Res<IntType<'ctx>> {
        let n = std::num::NonZeroU32::new(bits.max(1)).ice(span)?;
        self.ctx
            .custom_width_int_type(n)
            .map_err(|e| diag::internal(e, span))
    }

    fn low_mask(&self, t: IntType<'ctx>, width: u32) -> IntValue<'ctx> {
        let m: i128 = if width >= 128 {
            -1
        } else {
            (1i128 << width) - 1
        };
        const_int(t, m)
    }

    /// The bit-field's value, of its declared type.
    pub fn bit_read(&mut self, pl: BitPlace<'ctx>, span: Span) -> Res<BasicValueEnum<'ctx>> {
        let st = self.iw(pl.bit.storage * 8, span)?;
        let raw = self.b.build_load(st, pl.addr, "bf.load").ice(span)?;
        if let Some(i) = inkwell::values::BasicValue::as_instruction_value(&raw) {
            let _ = i.set_alignment(1);
            if self.is_volatile_ty(pl.ty) {
                let _ = i.set_volatile(true);
            }
        }
        let raw = int_val(raw, span)?;
        let shifted = self
            .b
            .build_right_shift(raw, st.const_int(u64::from(pl.bit.shift), false), false, "")
            .ice(span)?;
        let w = self.iw(pl.bit.width, span)?;
        let v = self
            .b
            .build_int_truncate_or_bit_cast(shifted, w, "")
            .ice(span)?;
        let signed = self.p.types.is_signed(pl.ty);
        match self.val_ty(pl.ty) {
            Some(inkwell::types::BasicTypeEnum::IntType(t)) if t.get_bit_width() == 1 => {
                let zero = w.const_zero();
                Ok(self
                    .b
                    .build_int_compare(inkwell::IntPredicate::NE, v, zero, "")
                    .ice(span)?
                    .into())
            }
            Some(inkwell::types::BasicTypeEnum::IntType(t)) => Ok(self
                .b
                .build_int_cast_sign_flag(v, t, signed, "bf.cast")
                .ice(span)?
                .into()),
            _ => Err(diag::internal("a bit-field of a non-integer type", span)),
        }
    }

    /// Replaces the bit-field's bits with `v` (of its declared type).
    pub fn bit_write(
        &mut self,
        pl: BitPlace<'ctx>,
        v: BasicValueEnum<'ctx>,
        span: Span,
    ) -> Res<()> {
        let st = self.iw(pl.bit.storage * 8, span)?;
        let v = int_val(v, span)?;
        let w = self.iw(pl.bit.width, span)?;
        let v = self.b.build_int_truncate_or_bit_cast(v, w, "").ice(span)?;
        let v = self.b.build_int_z_extend_or_bit_cast(v, st, "").ice(span)?;
        let shift = st.const_int(u64::from(pl.bit.shift), false);
        let v = self.b.build_left_shift(v, shift, "").ice(span)?;
        let mask = self.low_mask(st, pl.bit.width);
        let mask = self.b.build_left_shift(mask, shift, "").ice(span)?;
        let keep = self.b.build_not(mask, "").ice(span)?;
        let old = self.b.build_load(st, pl.addr, "bf.load").ice(span)?;
        let volatile = self.is_volatile_ty(pl.ty);
        if let Some(i) = inkwell::values::BasicValue::as_instruction_value(&old) {
            let _ = i.set_alignment(1);
            let _ = i.set_volatile(volatile);
        }
        let cleared = self.b.build_and(int_val(old, span)?, keep, "").ice(span)?;
        let new = self.b.build_or(cleared, v, "bf.set").ice(span)?;
        let store = self.b.build_store(pl.addr, new).ice(span)?;
        let _ = store.set_alignment(1);
        let _ = store.set_volatile(volatile);
        Ok(())
    }

    fn is_volatile_ty(&self, ty: TypeId) -> bool {
        matches!(
            self.p.types.get(ty),
            Type::Qualified {
                is_volatile: true,
                ..
            }
        )
    }
}
