//! Class layouts and subobject addresses: classes whose LLVM type cannot be
//! the list of their fields are explicitly padded byte layouts addressed
//! by offset; derived-to-base adjustment, through the vtable for virtual
//! bases.

use inkwell::types::BasicTypeEnum;
use inkwell::values::PointerValue;
use lexer::source::Span;
use sema::program::*;

use super::{Lowerer, OrIce, Res};

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// The class a type is (through qualifiers), if any.
    pub fn class_of(&self, t: TypeId) -> Option<StructId> {
        match self.p.types.kind(t) {
            Type::Struct(s) => Some(*s),
            _ => None,
        }
    }

    /// Classes whose LLVM type cannot be the list of their fields (unions,
    /// bases, vptrs, bit-fields, no fields at all): they get an explicitly padded packed body,
    /// and their members are addressed by byte offset.
    pub fn byte_layout(&self, s: StructId) -> bool {
        self.p.types.structs.get(s).is_some_and(|d| {
            d.kind == RecordKind::Union
                || self.underaligned_class(s)
                || (!d.bases.is_empty()
                    || d.dynamic
                    || !d.vbases.is_empty()
                    || d.fields.is_empty()
                    || d.fields.iter().any(|f| f.bit.is_some()))
        })
    }

    /// The body of a [`Self::byte_layout`] class: fields at their offsets,
    /// byte arrays between them, padded to the class's size. Overlapping
    /// storage (bit-fields) makes it a plain byte array.
    pub fn byte_layout_body(&mut self, s: StructId) -> Vec<BasicTypeEnum<'ctx>> {
        let p = self.p;
        let Some(d) = p.types.structs.get(s) else {
            return Vec::new();
        };
        let i8t = self.ctx.i8_type();
        let mut out = Vec::new();
        let mut cur = 0u64;
        let mut plain = false;
        for f in &d.fields {
            let size = p.types.size_of(f.ty).unwrap_or(0);
            if f.bit.is_some() || f.offset < cur {
                plain = true;
                break;
            }
            if f.offset > cur {
                out.push(i8t.array_type((f.offset - cur) as u32).into());
            }
            out.push(self.mem_ty(f.ty));
            cur = f.offset + size;
        }
        let size = d.size.max(1);
        if plain || cur > size {
            return vec![i8t.array_type(size as u32).into()];
        }
        if size > cur {
            out.push(i8t.array_type((size - cur) as u32).into());
        }
        out
    }

    /// `addr + off` bytes.
    pub fn byte_offset(
        &mut self,
        addr: PointerValue<'ctx>,
        off: i64,
        span: Span,
    ) -> Res<PointerValue<'ctx>> {
        if off == 0 {
            return Ok(addr);
        }
        let i8t = self.ctx.i8_type();
        let o = self.ctx.i64_type().const_int(off as u64, true);
        // SAFETY: the offset of a subobject lies inside the object (C++
        // makes any other use undefined, which `inbounds` states).
        unsafe { self.b.build_in_bounds_gep(i8t, addr, &[o], "") }.ice(span)
    }

    /// The address of data member `field` of the class object at `addr`.
    pub fn field_addr(
        &mut self,
        s: StructId,
        addr: PointerValue<'ctx>,
        field: u32,
        span: Span,
    ) -> Res<PointerValue<'ctx>> {
        if self.byte_layout(s) {
            let off = self
                .p
                .types
                .structs
                .get(s)
                .and_then(|d| d.fields.get(field as usize))
                .ice(span)?
                .offset;
            let a = self.byte_offset(addr, off as i64, span)?;
            self.note_member_alignment(s, field, a);
            return Ok(a);
        }
        let st = self.struct_ty(s);
        self.b.build_struct_gep(st, addr, field, "").ice(span)
    }

    /// A pointer that cannot be null (`&x`, `this`), whose conversion
    /// needs no null check (as clang omits it): on AMDGPU the optimizer
    /// cannot prove a private alloca non-null by itself.
    pub fn known_nonnull(&self, e: ExprId) -> bool {
        let p = self.p;
        let mut cur = e;
        for _ in 0..64 {
            let Some(ex) = p.exprs.get(cur) else {
                return false;
            };
            match &ex.kind {
                ExprKind::AddrOf(_) => return true,
                ExprKind::Cast {
                    kind: CastKind::BitCast | CastKind::NoOp,
                    operand,
                }
                | ExprKind::BaseAdjust { operand, .. } => cur = *operand,
                ExprKind::Cast {
                    kind: CastKind::LValueToRValue,
                    operand,
                } => {
                    return matches!(
                        p.exprs.get(*operand).map(|o| &o.kind),
                        Some(ExprKind::Var(v)) if p.vars.get(*v).is_some_and(|v| {
                            v.name == "this" && matches!(v.kind, VarKind::Param { index: 0 })
                        })
                    )
                }
                _ => return false,
            }
        }
        false
    }

    /// Derived-to-base (or back) adjustment of an object address.
    pub fn base_adjust(
        &mut self,
        ptr: PointerValue<'ctx>,
        offset: i64,
        vbase: Option<i64>,
        null_check: bool,
        span: Span,
    ) -> Res<PointerValue<'ctx>> {
        if offset == 0 && vbase.is_none() {
            return Ok(ptr);
        }
        let pre = self.b.get_insert_block().ice(span)?;
        let blocks = if null_check {
            let adj = self.block("adjust.notnull");
            let end = self.block("adjust.end");
            let is_null = self.b.build_is_null(ptr, "").ice(span)?;
            self.b
                .build_conditional_branch(is_null, end, adj)
                .ice(span)?;
            self.b.position_at_end(adj);
            Some(end)
        } else {
            None
        };
        let mut a = ptr;
        if let Some(vo) = vbase {
            // The virtual base's offset, from the vtable of the object.
            let vptr = self
                .b
                .build_load(self.generic_ptr(), a, "vtable")
                .ice(span)?
                .into_pointer_value();
            let slot = self.byte_offset(vptr, vo, span)?;
            let i64t = self.ctx.i64_type();
            let off = self
                .b
                .build_load(i64t, slot, "vbase.offset")
                .ice(span)?
                .into_int_value();
            let i8t = self.ctx.i8_type();
            // SAFETY: the virtual base lies inside the complete object.
            a = unsafe { self.b.build_in_bounds_gep(i8t, a, &[off], "") }.ice(span)?;
        }
        a = self.byte_offset(a, offset, span)?;
        let Some(end) = blocks else { return Ok(a) };
        let adj_end = self.b.get_insert_block().ice(span)?;
        self.br(end)?;
        self.b.position_at_end(end);
        let phi = self.b.build_phi(ptr.get_type(), "").ice(span)?;
        phi.add_incoming(&[(&ptr.get_type().const_null(), pre), (&a, adj_end)]);
        Ok(phi.as_basic_value().into_pointer_value())
    }
}
