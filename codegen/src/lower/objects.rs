//! Class objects: prvalues evaluated into their destination (see `calls`
//! for the result slot of classes returned indirectly), aggregate
//! initialization, temporaries and statement expressions.

use inkwell::values::{BasicValueEnum, PointerValue};
use lexer::source::Span;
use sema::program::*;

use super::{ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Aggregate initialization of a class: non-virtual bases first, then
    /// the fields (only the first, for a union); the object was zeroed.
    pub fn init_class_list(
        &mut self,
        s: StructId,
        addr: PointerValue<'ctx>,
        items: &[Init],
        span: Span,
    ) -> Res<()> {
        let p = self.p;
        let d = p.types.structs.get(s).ice(span)?;
        let mut slots: Vec<Option<(u64, TypeId, Option<u32>)>> = Vec::new();
        for b in d.bases.iter().filter(|b| !b.is_virtual) {
            let bt = p.types.lookup(&Type::Struct(b.class));
            slots.push(bt.map(|t| (b.offset, t, None)));
        }
        for (i, f) in d.fields.iter().enumerate() {
            slots.push(Some((f.offset, f.ty, Some(i as u32))));
        }
        let union = d.kind == RecordKind::Union;
        for (item, slot) in items.iter().zip(slots) {
            // A union's list zeroes the members before the one it
            // initializes (a designator named it); the object is zero-filled.
            if union && matches!(item, Init::Zero) {
                continue;
            }
            let (off, ty, field) = slot.ice(span)?;
            let bit = field
                .and_then(|i| d.fields.get(i as usize))
                .and_then(|f| f.bit);
            if let Some(bit) = bit {
                let v = match item {
                    Init::Expr(e) => self.rv(*e)?,
                    _ => continue, // already zero
                };
                let addr = self.byte_offset(addr, off as i64, span)?;
                let pl = super::bitfield::BitPlace { addr, bit, ty };
                self.bit_write(pl, v, span)?;
                continue;
            }
            let fa = match field {
                Some(i) => self.field_addr(s, addr, i, span)?,
                None => self.byte_offset(addr, off as i64, span)?,
            };
            self.init(ty, fa, item, span)?;
            if union {
                break;
            }
        }
        Ok(())
    }

    /// A class (or array) prvalue made into an object in a fresh temporary.
    pub fn materialize(&mut self, e: ExprId) -> Res<PointerValue<'ctx>> {
        let ty = self.p.exprs.get(e).ice(Span::DUMMY)?.ty;
        let lt = self.mem_ty(ty);
        let slot = self.alloca(lt, self.align_of(ty), "agg.tmp")?;
        self.emit_into(e, slot)?;
        Ok(slot)
    }

    /// Evaluates the prvalue `e` into the object at `dest`.
    pub fn emit_into(&mut self, e: ExprId, dest: PointerValue<'ctx>) -> Res<()> {
        let p = self.p;
        let ex = p.exprs.get(e).ice(Span::DUMMY)?;
        let (ty, span) = (ex.ty, ex.span);
        if ex.category == ValueCategory::LValue {
            let src = self.lvalue(e)?;
            return self.copy_object(ty, dest, src, span);
        }
        match &ex.kind {
            ExprKind::StructorVariant { .. } => self.emit_into(self.variant_pick(e), dest)?,
            ExprKind::Construct { ctor, args, zero } => {
                if *zero {
                    let twin = p.funcs.get(*ctor).is_some_and(|f| f.variant_of.is_some());
                    if twin {
                        // A base subobject: its virtual bases are the
                        // complete object's, already built.
                        let nv = self
                            .class_of(ty)
                            .and_then(|s| p.types.structs.get(s))
                            .map_or(0, |d| d.nvsize);
                        let size = self.ctx.i64_type().const_int(nv, false);
                        let zero = self.ctx.i8_type().const_zero();
                        self.b
                            .build_memset(dest, self.align_of(ty), zero, size)
                            .ice(span)?;
                    } else {
                        self.zero_object(ty, dest, span)?;
                    }
                }
                self.call_full(*ctor, None, Some(dest.into()), args, None, span)?;
            }
            ExprKind::Aggregate(items) => {
                self.init(ty, dest, &Init::List(items.clone()), span)?;
            }
            ExprKind::Call { callee, args } => {
                self.call_full(*callee, None, None, args, Some(dest), span)?;
            }
            ExprKind::VirtualCall { .. } => {
                self.virtual_call(e, Some(dest))?;
            }
            ExprKind::CallIndirect { callee, args } => {
                self.call_indirect(*callee, args, Some(dest), span)?;
            }
            ExprKind::Cast {
                kind: CastKind::LValueToRValue,
                operand,
            } => {
                let src = self.lvalue(*operand)?;
                self.copy_object(ty, dest, src, span)?;
            }
            ExprKind::Cast {
                kind: CastKind::NoOp,
                operand,
            } if self.class_of(ty).is_some() => self.emit_into(*operand, dest)?,
            ExprKind::Conditional { cond, then, else_ } => {
                let c = self.cond(*cond)?;
                let then_bb = self.block("cond.true");
                let else_bb = self.block("cond.false");
                let end_bb = self.block("cond.end");
                self.b
                    .build_conditional_branch(c, then_bb, else_bb)
                    .ice(span)?;
                self.fs()?.cond_depth += 1;
                self.b.position_at_end(then_bb);
                let r1 = self.emit_into(*then, dest);
                self.br(end_bb)?;
                self.b.position_at_end(else_bb);
                let r2 = self.emit_into(*else_, dest);
                self.br(end_bb)?;
                self.fs()?.cond_depth -= 1;
                self.b.position_at_end(end_bb);
                r1?;
                r2?;
            }
            ExprKind::Comma { lhs, rhs } => {
                self.discard(*lhs)?;
                self.emit_into(*rhs, dest)?;
            }
            ExprKind::FullExpr(inner) => {
                self.open_scope(None)?;
                let r = self.emit_into(*inner, dest);
                let c = self.close_scope();
                r?;
                c?;
            }
            ExprKind::StmtExpr { body, result } => {
                self.stmt_expr(*body, |l| match result {
                    Some(r) => l.emit_into(*r, dest),
                    None => Ok(()),
                })?;
            }
            _ => {
                if let Some(v) = self.rvalue(e)? {
                    self.store_value(ty, dest, v, span)?;
                }
            }
        }
        Ok(())
    }

    fn copy_object(
        &mut self,
        ty: TypeId,
        dest: PointerValue<'ctx>,
        src: PointerValue<'ctx>,
        span: Span,
    ) -> Res<()> {
        let size = self.ctx.i64_type().const_int(self.size_of(ty), false);
        let align = self.align_of(ty);
        self.b
            .build_memcpy(dest, align, src, align, size)
            .map_err(|e| diag::internal(&format!("LLVM builder: {e}"), span))?;
        Ok(())
    }

    fn zero_object(&mut self, ty: TypeId, dest: PointerValue<'ctx>, span: Span) -> Res<()> {
        self.zero_fill(ty, dest, span)
    }

    /// Runs a statement expression's block, then `result` in its scope,
    /// then the block's cleanups.
    pub fn stmt_expr<T>(
        &mut self,
        body: StmtId,
        result: impl FnOnce(&mut Self) -> Res<T>,
    ) -> Res<T> {
        let p = self.p;
        let stmt = p.stmts.get(body).ice(Span::DUMMY)?;
        self.open_scope(Some(body))?;
        match &stmt.kind {
            StmtKind::Block(ss) => {
                for &s in ss {
                    if let Err(d) = self.stmt(s) {
                        self.diags.push(d);
                    }
                }
            }
            _ => {
                if let Err(d) = self.stmt(body) {
                    self.diags.push(d);
                }
            }
        }
        let r = result(self);
        let c = self.close_scope();
        let v = r?;
        c?;
        Ok(v)
    }

    /// The rvalue of one of the C++ object expressions.
    pub fn object_rvalue(&mut self, e: ExprId) -> Res<Option<BasicValueEnum<'ctx>>> {
        let p = self.p;
        let ex = p.exprs.get(e).ice(Span::DUMMY)?;
        let (ty, span) = (ex.ty, ex.span);
        let aggregate = matches!(p.types.kind(ty), Type::Struct(_) | Type::Array { .. });
        match &ex.kind {
            ExprKind::BaseAdjust {
                operand,
                offset,
                vbase,
                null_check,
            } => {
                let check = *null_check && !self.known_nonnull(*operand);
                let v = ptr_val(self.rv(*operand)?, span)?;
                let a = self.base_adjust(v, *offset, *vbase, check, span)?;
                Ok(Some(a.into()))
            }
            ExprKind::DynamicCast {
                operand,
                to,
                reference,
            } if self.is_host() => self
                .host_dynamic_cast(*operand, *to, *reference, span)
                .map(Some),
            ExprKind::DynamicCast { .. } => {
                // Rejected by the reach walk; keep the module well-formed.
                self.b.build_unreachable().ice(span)?;
                self.dead_block();
                Ok(self.val_ty(ty).map(|t| t.const_zero()))
            }
            _ if aggregate => {
                let slot = self.materialize(e)?;
                self.load_value(ty, slot, span).map(Some)
            }
            ExprKind::VirtualCall { .. } => Ok(self.virtual_call(e, None)?.map(|(v, _)| v)),
            ExprKind::FullExpr(inner) => {
                self.open_scope(None)?;
                let r = self.rvalue(*inner);
                let c = self.close_scope();
                let v = r?;
                c?;
                Ok(v)
            }
            ExprKind::StmtExpr { body, result } => self.stmt_expr(*body, |l| match result {
                Some(r) => l.rvalue(*r),
                None => Ok(None),
            }),
            ExprKind::Construct { .. } | ExprKind::Aggregate(_) => {
                // A scalar "constructed" (`int()` as a class-like prvalue).
                let slot = self.materialize(e)?;
                self.load_value(ty, slot, span).map(Some)
            }
            _ => Err(diag::internal("unexpected object expression", span)),
        }
    }

    /// The address of one of the C++ object expressions used as an lvalue.
    pub fn object_lvalue(&mut self, e: ExprId) -> Res<PointerValue<'ctx>> {
        let p = self.p;
        let ex = p.exprs.get(e).ice(Span::DUMMY)?;
        let (ty, span) = (ex.ty, ex.span);
        match &ex.kind {
            ExprKind::Temporary {
                var,
                init,
                destroy,
                extended,
            } => {
                let slot = self.local_slot(*var)?;
                self.init(ty, slot, &Init::Expr(*init), span)?;
                if let Some(d) = destroy {
                    self.push_cleanup(slot, *d, !*extended, span)?;
                }
                Ok(slot)
            }
            ExprKind::FullExpr(inner) => {
                self.open_scope(None)?;
                let r = self.lvalue(*inner);
                let c = self.close_scope();
                let a = r?;
                c?;
                Ok(a)
            }
            ExprKind::StmtExpr {
                body,
                result: Some(r),
            } => self.stmt_expr(*body, |l| l.lvalue(*r)),
            ExprKind::BaseAdjust {
                operand,
                offset,
                vbase,
                null_check,
            } => {
                let a = self.lvalue(*operand)?;
                self.base_adjust(a, *offset, *vbase, *null_check, span)
            }
            ExprKind::VirtualCall { .. } => match self.virtual_call(e, None)? {
                Some((v, true)) => ptr_val(v, span),
                _ => Err(diag::internal(
                    "virtual call used as an lvalue does not return a reference",
                    span,
                )),
            },
            _ => self.materialize(e),
        }
    }
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Whether the function being lowered is the base-object variant of a
    /// constructor or destructor (`C2`/`D2` of a class with virtual bases).
    pub(crate) fn in_base_variant(&self) -> bool {
        self.fs
            .as_ref()
            .and_then(|fs| self.p.funcs.get(fs.id))
            .is_some_and(|f| f.variant_of.is_some())
    }

    /// Whether a statement for `variants` runs in the function being lowered.
    pub(crate) fn runs_in_variant(&self, variants: Variants) -> bool {
        match variants {
            Variants::Both => true,
            Variants::CompleteOnly => !self.in_base_variant(),
            Variants::BaseOnly => self.in_base_variant(),
        }
    }

    /// The alternative of a `StructorVariant` the function being lowered
    /// takes (`e` itself when it is none).
    pub(crate) fn variant_pick(&self, mut e: ExprId) -> ExprId {
        for _ in 0..8 {
            match self.p.exprs.get(e).map(|x| &x.kind) {
                Some(ExprKind::StructorVariant { complete, base }) => {
                    e = if self.in_base_variant() {
                        *base
                    } else {
                        *complete
                    };
                }
                _ => break,
            }
        }
        e
    }
}
