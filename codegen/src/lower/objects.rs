//! Class objects: prvalues evaluated into their destination, constructor
//! and method calls (with the caller's result object as a hidden first
//! parameter for classes returned indirectly), temporaries, statement
//! expressions, base adjustment, and class layouts with bases and vptrs.

use inkwell::types::{AnyType, BasicMetadataTypeEnum, BasicTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, PointerValue};
use lexer::source::Span;
use sema::program::*;

use super::{ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// The class a type is (through qualifiers), if any.
    pub fn class_of(&self, t: TypeId) -> Option<StructId> {
        match self.p.types.kind(t) {
            Type::Struct(s) => Some(*s),
            _ => None,
        }
    }

    /// Whether `f` returns a class that is never returned in registers.
    pub fn returns_indirect(&self, f: &Function) -> bool {
        self.class_of(f.ret)
            .and_then(|s| self.p.types.structs.get(s))
            .is_some_and(|d| d.pass_indirect)
    }

    /// The LLVM type of a function, with the result slot first where the
    /// class is returned indirectly.
    pub fn func_llvm_ty(&mut self, f: FuncId) -> Res<FunctionType<'ctx>> {
        let p = self.p;
        let func = p.funcs.get(f).ice(Span::DUMMY)?;
        let params: Vec<TypeId> = func
            .params
            .iter()
            .filter_map(|v| p.vars.get(*v).map(|v| v.ty))
            .collect();
        if !self.returns_indirect(func) {
            return Ok(self.fn_ty(func.ret, &params, func.variadic, func.is_kernel()));
        }
        let mut ps: Vec<BasicMetadataTypeEnum> = vec![self.generic_ptr().into()];
        for &t in &params {
            ps.push(self.param_ty(t, false).into());
        }
        Ok(self.ctx.void_type().fn_type(&ps, func.variadic))
    }

    /// Marks the result slot `sret`, as clang does (it lets LLVM assume the
    /// slot does not alias the arguments).
    pub fn mark_sret(&mut self, f: FuncId, fv: FunctionValue<'ctx>) {
        let Some(func) = self.p.funcs.get(f) else {
            return;
        };
        if !self.returns_indirect(func) {
            return;
        }
        let ty = self.mem_ty(func.ret).as_any_type_enum();
        let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("sret");
        let attr = self.ctx.create_type_attribute(kind, ty);
        fv.add_attribute(inkwell::attributes::AttributeLoc::Param(0), attr);
    }

    /// Classes whose LLVM type cannot be the list of their fields (unions,
    /// bases, vptrs, bit-fields, no fields at all): they get an explicitly padded packed body,
    /// and their members are addressed by byte offset.
    pub fn byte_layout(&self, s: StructId) -> bool {
        self.p.types.structs.get(s).is_some_and(|d| {
            d.kind == RecordKind::Union
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
            return self.byte_offset(addr, off as i64, span);
        }
        let st = self.struct_ty(s);
        self.b.build_struct_gep(st, addr, field, "").ice(span)
    }

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
        for (item, slot) in items.iter().zip(slots) {
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
            if d.kind == RecordKind::Union {
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
            ExprKind::Construct { ctor, args, zero } => {
                if *zero {
                    self.zero_object(ty, dest, span)?;
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
        let size = self.ctx.i64_type().const_int(self.size_of(ty), false);
        let zero = self.ctx.i8_type().const_zero();
        self.b
            .build_memset(dest, self.align_of(ty), zero, size)
            .ice(span)?;
        Ok(())
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

    /// A pointer that cannot be null (`&x`, `this`), whose conversion
    /// needs no null check (as clang omits it): on AMDGPU the optimizer
    /// cannot prove a private alloca non-null by itself.
    fn known_nonnull(&self, e: ExprId) -> bool {
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

    /// A call of `callee` (directly, or through `indirect`, a function
    /// pointer of the callee's type), with `this` as parameter 0 when given
    /// (else `args` supply it), constructing a class result in `dest` (or a
    /// temporary) when it is returned indirectly. Returns the value and
    /// whether it is a reference (an address).
    pub fn call_full(
        &mut self,
        callee: FuncId,
        indirect: Option<PointerValue<'ctx>>,
        this: Option<BasicValueEnum<'ctx>>,
        args: &[ExprId],
        dest: Option<PointerValue<'ctx>>,
        span: Span,
    ) -> Res<Option<(BasicValueEnum<'ctx>, bool)>> {
        let p = self.p;
        let f = p.funcs.get(callee).ice(span)?;
        if let Some(r) = self.heap_call(f, args, span)? {
            return Ok(r);
        }
        let params: Vec<TypeId> = f
            .params
            .iter()
            .filter_map(|v| p.vars.get(*v).map(|v| v.ty))
            .collect();
        let indirect_ret = self.returns_indirect(f);
        let mut lowered: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let result_slot = if indirect_ret {
            let slot = match dest {
                Some(d) => d,
                None => {
                    let lt = self.mem_ty(f.ret);
                    self.alloca(lt, self.align_of(f.ret), "agg.tmp")?
                }
            };
            lowered.push(slot.into());
            Some(slot)
        } else {
            None
        };
        let rest = match this {
            Some(t) => {
                lowered.push(t.into());
                params.get(1..).unwrap_or(&[])
            }
            None => &params[..],
        };
        lowered.extend(self.args(rest, args, span)?);
        let call = match indirect {
            None => {
                let fv = self.declare(callee)?;
                self.b.build_call(fv, &lowered, "").ice(span)?
            }
            Some(fp) => {
                let ft = self.func_llvm_ty(callee)?;
                let fp = self.generic_addr(fp, span)?;
                self.b.build_indirect_call(ft, fp, &lowered, "").ice(span)?
            }
        };
        if let Some(slot) = result_slot {
            if dest.is_some() {
                return Ok(None);
            }
            let v = self.load_value(f.ret, slot, span)?;
            return Ok(Some((v, false)));
        }
        let is_ref = matches!(p.types.kind(f.ret), Type::Reference { .. });
        let v = call.try_as_basic_value().basic();
        if let (Some(d), Some(v)) = (dest, v) {
            self.store_value(f.ret, d, v, span)?;
        }
        Ok(v.map(|v| (v, is_ref)))
    }
}
