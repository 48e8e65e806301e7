//! Expressions: rvalues lower to LLVM values, lvalues to addresses.

use inkwell::types::BasicTypeEnum;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FloatValue, IntValue, PointerValue,
};
use inkwell::{FloatPredicate, IntPredicate};
use lexer::source::Span;
use sema::program::*;

use super::func::const_int;
use super::{int_val, ptr_val, Lowerer, OrIce, Res};
use crate::consts::CgValue;
use crate::diagnostics as diag;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// A value that must exist (not `void`).
    pub fn rv(&mut self, e: ExprId) -> Res<BasicValueEnum<'ctx>> {
        let span = self.span(e);
        self.rvalue(e)?
            .ok_or_else(|| diag::internal("void expression used as a value", span))
    }

    pub fn span(&self, e: ExprId) -> Span {
        self.p.exprs.get(e).map_or(Span::DUMMY, |x| x.span)
    }

    fn ty(&self, e: ExprId) -> Res<TypeId> {
        Ok(self.p.exprs.get(e).ice(Span::DUMMY)?.ty)
    }

    /// Evaluates an expression for its side effects only: an lvalue result
    /// is not read (`v = 1;` on a volatile `v` must not load it back).
    pub fn discard(&mut self, e: ExprId) -> Res<()> {
        let is_lvalue = self.p.exprs.get(e).ice(Span::DUMMY)?.category == ValueCategory::LValue;
        if is_lvalue {
            self.lvalue(e)?;
        } else {
            self.rvalue(e)?;
        }
        Ok(())
    }

    /// Evaluates an expression for its value (`None` for `void`).
    pub fn rvalue(&mut self, e: ExprId) -> Res<Option<BasicValueEnum<'ctx>>> {
        let p = self.p;
        let ex = p.exprs.get(e).ice(Span::DUMMY)?;
        let (ty, span) = (ex.ty, ex.span);
        if ex.category == ValueCategory::LValue {
            // Evaluated for side effects (`x = 1;`) or, defensively, read.
            let a = self.lvalue(e)?;
            if p.types.is_void(ty) || matches!(p.types.kind(ty), Type::Function { .. }) {
                return Ok(None);
            }
            return self.load_value(ty, a, span).map(Some);
        }
        let v: BasicValueEnum<'ctx> = match &ex.kind {
            ExprKind::LabelAddr(l) if self.is_host() => self.label_address(*l, span)?,
            ExprKind::LabelAddr(_) => {
                return Err(diag::unsupported(
                    "the address of a label",
                    self.spec.vendor.backend_name(),
                    span,
                ))
            }
            ExprKind::Int(v) => match self.val_ty(ty) {
                Some(BasicTypeEnum::IntType(t)) => const_int(t, *v).into(),
                Some(BasicTypeEnum::FloatType(t)) => t.const_float(*v as f64).into(),
                Some(BasicTypeEnum::PointerType(t)) => t.const_null().into(),
                _ => {
                    return Err(diag::internal(
                        "integer literal of a non-integer type",
                        span,
                    ))
                }
            },
            ExprKind::Float(f) => match self.val_ty(ty) {
                Some(BasicTypeEnum::FloatType(t)) => t.const_float(*f).into(),
                _ => return Err(diag::internal("float literal of a non-float type", span)),
            },
            ExprKind::LongDouble(f) => match self.val_ty(ty) {
                Some(BasicTypeEnum::FloatType(t)) => {
                    crate::lower::long_double::constant(t, *f).into()
                }
                _ => {
                    return Err(diag::internal(
                        "long double literal of a non-float type",
                        span,
                    ))
                }
            },
            ExprKind::Null => match self.val_ty(ty) {
                Some(BasicTypeEnum::PointerType(t)) => t.const_null().into(),
                Some(t) => t.const_zero(),
                None => return Err(diag::internal("null of no type", span)),
            },
            ExprKind::Codegen(c) => {
                let v = self.ev.eval(*c)?;
                match (self.val_ty(ty), v) {
                    (Some(BasicTypeEnum::IntType(t)), v) => const_int(t, int_of(v)).into(),
                    (Some(BasicTypeEnum::FloatType(t)), CgValue::Float(f)) => {
                        t.const_float(f).into()
                    }
                    (Some(BasicTypeEnum::FloatType(t)), CgValue::Int(i)) => {
                        t.const_float(i as f64).into()
                    }
                    _ => return Err(diag::internal("codegen value of a non-scalar type", span)),
                }
            }
            ExprKind::Cast { kind, operand } => return self.cast(*kind, *operand, ty, span),
            ExprKind::Unary { op, operand } => {
                let v = self.rv(*operand)?;
                match (op, v) {
                    (UnaryOp::Neg, BasicValueEnum::IntValue(i)) => {
                        self.b.build_int_neg(i, "").ice(span)?.into()
                    }
                    (UnaryOp::Neg, BasicValueEnum::FloatValue(f)) => {
                        self.b.build_float_neg(f, "").ice(span)?.into()
                    }
                    (UnaryOp::BitNot | UnaryOp::LogicalNot, BasicValueEnum::IntValue(i)) => {
                        self.b.build_not(i, "").ice(span)?.into()
                    }
                    _ => {
                        return Err(diag::internal(
                            "unary operator on a non-arithmetic value",
                            span,
                        ))
                    }
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let lt = self.ty(*lhs)?;
                let l = self.rv(*lhs)?;
                let r = self.rv(*rhs)?;
                self.binary(*op, l, r, lt, span)?
            }
            ExprKind::Logical { op, lhs, rhs } => self.logical(*op, *lhs, *rhs, span)?.into(),
            ExprKind::PtrAdd {
                ptr,
                offset,
                negate,
            } => {
                let pv = ptr_val(self.rv(*ptr)?, span)?;
                let ot = self.ty(*offset)?;
                let o = int_val(self.rv(*offset)?, span)?;
                let mut o = self.index_i64(o, ot, span)?;
                if *negate {
                    o = self.b.build_int_neg(o, "").ice(span)?;
                }
                let pointee = p.types.pointee(self.ty(*ptr)?).ice(span)?;
                let et = self.mem_ty(pointee);
                // SAFETY: pointer arithmetic outside the object is undefined
                // in C++ too, which is what `inbounds` states.
                unsafe { self.b.build_in_bounds_gep(et, pv, &[o], "") }
                    .ice(span)?
                    .into()
            }
            ExprKind::PtrDiff { lhs, rhs } => {
                let pointee = p.types.pointee(self.ty(*lhs)?).ice(span)?;
                let a = ptr_val(self.rv(*lhs)?, span)?;
                let b = ptr_val(self.rv(*rhs)?, span)?;
                let i64t = self.ctx.i64_type();
                let ai = self.b.build_ptr_to_int(a, i64t, "").ice(span)?;
                let bi = self.b.build_ptr_to_int(b, i64t, "").ice(span)?;
                let d = self.b.build_int_sub(ai, bi, "").ice(span)?;
                let size = i64t.const_int(self.size_of(pointee), false);
                let q = self.b.build_int_exact_signed_div(d, size, "").ice(span)?;
                self.int_resize(q, ty, true, span)?.into()
            }
            ExprKind::AddrOf(x) => {
                let a = self.lvalue(*x)?;
                self.coerce_ptr(a, ty, span)?
            }
            ExprKind::Member { base, field } => {
                // A member of a class prvalue (a call's result): of the
                // object materialized in a temporary.
                let bt = self.ty(*base)?;
                let s = self.class_of(bt).ice(span)?;
                let a = self.lvalue(*base)?;
                let fa = self.field_addr(s, a, *field, span)?;
                self.load_value(ty, fa, span)?
            }
            ExprKind::Call { callee, args }
                if self.is_host() && p.funcs.get(*callee).is_some_and(Function::is_kernel) =>
            {
                return self.host_launch(e, *callee, args, span).map(|_| None)
            }
            ExprKind::Call { callee, args } => {
                return self.call(*callee, args, span).map(|r| r.map(|(v, _)| v))
            }
            ExprKind::CallIndirect { callee, args } => {
                return self.call_indirect(*callee, args, None, span)
            }
            ExprKind::Builtin { builtin, args } => return self.builtin(*builtin, args, ty, span),
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
                let tv = self.rvalue(*then);
                let tb = self.b.get_insert_block().ice(span)?;
                self.br(end_bb)?;
                self.b.position_at_end(else_bb);
                let ev = self.rvalue(*else_);
                let eb = self.b.get_insert_block().ice(span)?;
                self.br(end_bb)?;
                self.fs()?.cond_depth -= 1;
                let (tv, ev) = (tv?, ev?);
                self.b.position_at_end(end_bb);
                match (tv, ev) {
                    (Some(tv), Some(ev)) if tv.get_type() == ev.get_type() => {
                        let phi = self.b.build_phi(tv.get_type(), "").ice(span)?;
                        phi.add_incoming(&[(&tv, tb), (&ev, eb)]);
                        phi.as_basic_value()
                    }
                    _ => return Ok(None),
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                self.discard(*lhs)?;
                return self.rvalue(*rhs);
            }
            ExprKind::IncDec { op, operand } if self.bitfield_of(*operand).is_some() => {
                let ot = self.ty(*operand)?;
                let pl = self.bit_place(*operand)?;
                let old = self.bit_read(pl, span)?;
                let up = matches!(op, IncDecOp::PreInc | IncDecOp::PostInc);
                let new = self.step(old, ot, up, span)?;
                self.bit_write(pl, new, span)?;
                match op {
                    IncDecOp::PostInc | IncDecOp::PostDec => old,
                    _ => new,
                }
            }
            ExprKind::IncDec { op, operand } => {
                let ot = self.ty(*operand)?;
                let a = self.lvalue(*operand)?;
                let old = self.load_value(ot, a, span)?;
                let new = self.step(
                    old,
                    ot,
                    matches!(op, IncDecOp::PreInc | IncDecOp::PostInc),
                    span,
                )?;
                self.store_value(ot, a, new, span)?;
                match op {
                    IncDecOp::PostInc | IncDecOp::PostDec => old,
                    _ => new,
                }
            }
            ExprKind::StructorVariant { .. } => return self.rvalue(self.variant_pick(e)),
            ExprKind::Construct { .. }
            | ExprKind::Aggregate(_)
            | ExprKind::FullExpr(_)
            | ExprKind::VirtualCall { .. }
            | ExprKind::StmtExpr { .. }
            | ExprKind::BaseAdjust { .. }
            | ExprKind::DynamicCast { .. } => return self.object_rvalue(e),
            ExprKind::Throw(x) if self.is_host() => {
                self.host_throw(*x, span)?;
                return Ok(None);
            }
            ExprKind::Throw(_) => {
                // Rejected by the reach walk; keep the module well-formed.
                self.b.build_unreachable().ice(span)?;
                self.dead_block();
                return Ok(None);
            }
            ExprKind::Temporary { .. }
            | ExprKind::Str(_)
            | ExprKind::Var(_)
            | ExprKind::Func(_)
            | ExprKind::DynamicTypeid { .. }
            | ExprKind::Deref(_)
            | ExprKind::Index { .. }
            | ExprKind::Assign { .. }
            | ExprKind::CompoundAssign { .. } => {
                return Err(diag::internal(
                    "lvalue expression marked as an rvalue",
                    span,
                ))
            }
        };
        Ok(Some(v))
    }

    /// The address an lvalue designates.
    pub fn lvalue(&mut self, e: ExprId) -> Res<PointerValue<'ctx>> {
        let p = self.p;
        let ex = p.exprs.get(e).ice(Span::DUMMY)?;
        let (ty, span) = (ex.ty, ex.span);
        Ok(match &ex.kind {
            ExprKind::Var(v) => {
                let var = p.vars.get(*v).ice(span)?;
                let addr = match &var.kind {
                    VarKind::Global(_) if self.is_hip_managed(var) => {
                        self.hip_managed_addr(*v, span)?
                    }
                    VarKind::Global(_) => {
                        if self.is_host() {
                            self.guard_static_local(*v, span)?;
                        }
                        let g = self.global(*v)?.as_pointer_value();
                        self.generic_addr(g, span)?
                    }
                    VarKind::Local | VarKind::Param { .. } => self.local_slot(*v)?,
                };
                if matches!(p.types.kind(var.ty), Type::Reference { .. }) {
                    let gp = self.generic_ptr();
                    self.b
                        .build_load(gp, addr, "")
                        .ice(span)?
                        .into_pointer_value()
                } else {
                    addr
                }
            }
            ExprKind::Str(bytes) => {
                let unit = match p.types.kind(ty) {
                    Type::Array { elem, .. } => p.types.size_of(*elem).unwrap_or(1),
                    _ => 1,
                };
                let g = self.string_global(bytes, unit as u32).as_pointer_value();
                self.generic_addr(g, span)?
            }
            ExprKind::Func(f) => self.declare(*f)?.as_global_value().as_pointer_value(),
            ExprKind::Deref(x) => ptr_val(self.rv(*x)?, span)?,
            ExprKind::DynamicTypeid {
                operand,
                null_check,
            } => self.dynamic_typeid(*operand, *null_check, span)?,
            ExprKind::Index { base, index } => {
                let b = ptr_val(self.rv(*base)?, span)?;
                let it = self.ty(*index)?;
                let i = int_val(self.rv(*index)?, span)?;
                let i = self.index_i64(i, it, span)?;
                let et = self.mem_ty(ty);
                // SAFETY: indexing outside the array is undefined in C++ too.
                unsafe { self.b.build_in_bounds_gep(et, b, &[i], "") }.ice(span)?
            }
            ExprKind::Member { base, field } => {
                let bt = self.ty(*base)?;
                let Type::Struct(s) = p.types.kind(bt).clone() else {
                    return Err(diag::internal("member of a non-struct", span));
                };
                let a = self.lvalue(*base)?;
                self.field_addr(s, a, *field, span)?
            }
            ExprKind::Temporary { .. }
            | ExprKind::FullExpr(_)
            | ExprKind::StmtExpr { .. }
            | ExprKind::BaseAdjust { .. }
            | ExprKind::VirtualCall { .. } => self.object_lvalue(e)?,
            ExprKind::Assign { lhs, rhs } if self.bitfield_of(*lhs).is_some() => {
                let v = self.rv(*rhs)?;
                let pl = self.bit_place(*lhs)?;
                self.bit_write(pl, v, span)?;
                pl.addr
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
            } if self.bitfield_of(*lhs).is_some() => {
                let r = self.rv(*rhs)?;
                let lt = self.ty(*lhs)?;
                let pl = self.bit_place(*lhs)?;
                let old = self.bit_read(pl, span)?;
                let l = self.convert(old, lt, *compute_ty, span)?;
                let v = self.binary(*op, l, r, *compute_ty, span)?;
                let new = self.convert(v, *compute_ty, lt, span)?;
                self.bit_write(pl, new, span)?;
                pl.addr
            }
            ExprKind::IncDec { op, operand } if self.bitfield_of(*operand).is_some() => {
                let ot = self.ty(*operand)?;
                let pl = self.bit_place(*operand)?;
                let old = self.bit_read(pl, span)?;
                let up = matches!(op, IncDecOp::PreInc | IncDecOp::PostInc);
                let new = self.step(old, ot, up, span)?;
                self.bit_write(pl, new, span)?;
                pl.addr
            }
            ExprKind::Assign { lhs, rhs } => {
                // C++17: the right operand is sequenced before the left.
                let v = self.rv(*rhs)?;
                let a = self.lvalue(*lhs)?;
                let lt = self.ty(*lhs)?;
                self.store_value(lt, a, v, span)?;
                a
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
            } => {
                let r = self.rv(*rhs)?;
                let lt = self.ty(*lhs)?;
                let a = self.lvalue(*lhs)?;
                let old = self.load_value(lt, a, span)?;
                let new = if p.types.is_pointer(lt) {
                    let rt = self.ty(*rhs)?;
                    let mut o = self.index_i64(int_val(r, span)?, rt, span)?;
                    if *op == BinaryOp::Sub {
                        o = self.b.build_int_neg(o, "").ice(span)?;
                    }
                    let pointee = p.types.pointee(lt).ice(span)?;
                    let et = self.mem_ty(pointee);
                    // SAFETY: as for `p + n`.
                    unsafe {
                        self.b
                            .build_in_bounds_gep(et, ptr_val(old, span)?, &[o], "")
                    }
                    .ice(span)?
                    .into()
                } else {
                    let l = self.convert(old, lt, *compute_ty, span)?;
                    let v = self.binary(*op, l, r, *compute_ty, span)?;
                    self.convert(v, *compute_ty, lt, span)?
                };
                self.store_value(lt, a, new, span)?;
                a
            }
            ExprKind::IncDec { op, operand } => {
                let a = self.lvalue(*operand)?;
                let ot = self.ty(*operand)?;
                let old = self.load_value(ot, a, span)?;
                let up = matches!(op, IncDecOp::PreInc | IncDecOp::PostInc);
                let new = self.step(old, ot, up, span)?;
                self.store_value(ot, a, new, span)?;
                a
            }
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
                let ta = self.lvalue(*then);
                let ta = ta.and_then(|a| self.generic_addr(a, span));
                let tb = self.b.get_insert_block().ice(span)?;
                self.br(end_bb)?;
                self.b.position_at_end(else_bb);
                let ea = self.lvalue(*else_);
                let ea = ea.and_then(|a| self.generic_addr(a, span));
                let eb = self.b.get_insert_block().ice(span)?;
                self.br(end_bb)?;
                self.fs()?.cond_depth -= 1;
                let (ta, ea) = (ta?, ea?);
                self.b.position_at_end(end_bb);
                let phi = self.b.build_phi(self.generic_ptr(), "").ice(span)?;
                phi.add_incoming(&[(&ta, tb), (&ea, eb)]);
                phi.as_basic_value().into_pointer_value()
            }
            ExprKind::Comma { lhs, rhs } => {
                self.discard(*lhs)?;
                self.lvalue(*rhs)?
            }
            ExprKind::StructorVariant { .. } => self.lvalue(self.variant_pick(e))?,
            ExprKind::Call { callee, args } => match self.call(*callee, args, span)? {
                Some((v, true)) => ptr_val(v, span)?,
                _ => {
                    return Err(diag::internal(
                        "call used as an lvalue does not return a reference",
                        span,
                    ))
                }
            },
            // A call through a pointer to a function returning a reference
            // (`__pf(*this)` in `ostream::operator<<(ostream& (*)(ostream&))`).
            ExprKind::CallIndirect { callee, args } if ex.category == ValueCategory::LValue => {
                let v = self.call_indirect(*callee, args, None, span)?.ice(span)?;
                ptr_val(v, span)?
            }
            _ if matches!(p.types.kind(ty), Type::Struct(_) | Type::Array { .. })
                && ex.category != ValueCategory::LValue =>
            {
                // A class prvalue where an object is needed: materialize it.
                self.materialize(e)?
            }
            // A glvalue cast to a reference type (`static_cast<T&>(x)`,
            // `std::forward`, a qualification change): same object.
            ExprKind::Cast {
                kind: CastKind::NoOp | CastKind::BitCast,
                operand,
            } if p
                .exprs
                .get(*operand)
                .is_some_and(|o| o.category == ValueCategory::LValue) =>
            {
                self.lvalue(*operand)?
            }
            // A class prvalue bound as an xvalue: its temporary.
            ExprKind::Cast {
                kind: CastKind::NoOp | CastKind::BitCast,
                operand,
            } if p.exprs.get(*operand).is_some_and(|o| {
                matches!(p.types.kind(o.ty), Type::Struct(_) | Type::Array { .. })
            }) =>
            {
                self.materialize(*operand)?
            }
            _ if ex.category == ValueCategory::LValue => {
                // rvalue() asks lvalue() for lvalues: an lvalue kind not
                // handled above would recurse forever.
                return Err(diag::internal(
                    &format!("no address for this lvalue ({})", expr_kind_name(&ex.kind)),
                    span,
                ));
            }
            _ => {
                // An rvalue where an address is needed: materialize it.
                let v = self.rv(e)?;
                let slot = self.alloca(v.get_type(), self.align_of(ty), "tmp")?;
                self.b.build_store(slot, v).ice(span)?;
                slot
            }
        })
    }

    fn cast(
        &mut self,
        kind: CastKind,
        operand: ExprId,
        to: TypeId,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let from = self.ty(operand)?;
        Ok(Some(match kind {
            CastKind::LValueToRValue if self.bitfield_of(operand).is_some() => {
                let pl = self.bit_place(operand)?;
                self.bit_read(pl, span)?
            }
            CastKind::LValueToRValue => {
                let a = self.lvalue(operand)?;
                // The operand's type, not the result's: it keeps `volatile`.
                self.load_value(from, a, span)?
            }
            CastKind::ArrayToPointer | CastKind::FunctionToPointer => {
                let a = self.lvalue(operand)?;
                self.coerce_ptr(a, to, span)?
            }
            CastKind::ToVoid => {
                self.discard(operand)?;
                return Ok(None);
            }
            CastKind::NullToPtr => {
                self.rvalue(operand)?;
                match self.val_ty(to) {
                    Some(t) => t.const_zero(),
                    None => return Err(diag::internal("null conversion to a non-pointer", span)),
                }
            }
            _ => {
                let v = self.rv(operand)?;
                self.convert(v, from, to, span)?
            }
        }))
    }

    /// Converts a scalar value between program types (the conversions of
    /// `CastKind`, chosen from the two types).
    pub fn convert(
        &mut self,
        v: BasicValueEnum<'ctx>,
        from: TypeId,
        to: TypeId,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let p = self.p;
        let t = &p.types;
        if t.unqualified(from) == t.unqualified(to) {
            return Ok(v);
        }
        let Some(dst) = self.val_ty(to) else {
            return Ok(v);
        };
        let to_bool = matches!(t.kind(to), Type::Bool);
        let wide_int = |x: TypeId| t.int_bits(x).is_some_and(|b| b > 64);
        if self.spec.vendor == crate::Vendor::Nvidia
            && ((wide_int(from) && t.is_float(to)) || (t.is_float(from) && wide_int(to)))
        {
            // LLVM 19's NVPTX backend needs compiler-rt for these and
            // aborts without it; refuse rather than crash.
            return Err(diag::unsupported(
                "conversion between a 128-bit integer and a floating type",
                "NVPTX",
                span,
            ));
        }
        Ok(match (v, dst) {
            (BasicValueEnum::IntValue(i), BasicTypeEnum::IntType(dt)) => {
                if to_bool {
                    let zero = i.get_type().const_zero();
                    self.b
                        .build_int_compare(IntPredicate::NE, i, zero, "")
                        .ice(span)?
                        .into()
                } else {
                    // bool zero-extends; other integers by their signedness.
                    let signed = t.is_signed(from);
                    self.b
                        .build_int_cast_sign_flag(i, dt, signed, "")
                        .ice(span)?
                        .into()
                }
            }
            (BasicValueEnum::IntValue(i), BasicTypeEnum::FloatType(ft)) => {
                if t.is_signed(from) {
                    self.b
                        .build_signed_int_to_float(i, ft, "")
                        .ice(span)?
                        .into()
                } else {
                    self.b
                        .build_unsigned_int_to_float(i, ft, "")
                        .ice(span)?
                        .into()
                }
            }
            (BasicValueEnum::FloatValue(f), BasicTypeEnum::IntType(it)) => {
                if to_bool {
                    let zero = f.get_type().const_zero();
                    self.b
                        .build_float_compare(FloatPredicate::UNE, f, zero, "")
                        .ice(span)?
                        .into()
                } else if t.is_signed(to) {
                    self.b
                        .build_float_to_signed_int(f, it, "")
                        .ice(span)?
                        .into()
                } else {
                    self.b
                        .build_float_to_unsigned_int(f, it, "")
                        .ice(span)?
                        .into()
                }
            }
            (BasicValueEnum::FloatValue(f), BasicTypeEnum::FloatType(ft)) => {
                self.b.build_float_cast(f, ft, "").ice(span)?.into()
            }
            (BasicValueEnum::PointerValue(pv), BasicTypeEnum::IntType(it)) => {
                if to_bool {
                    self.b.build_is_not_null(pv, "").ice(span)?.into()
                } else {
                    self.b.build_ptr_to_int(pv, it, "").ice(span)?.into()
                }
            }
            (BasicValueEnum::IntValue(i), BasicTypeEnum::PointerType(pt)) => {
                self.b.build_int_to_ptr(i, pt, "").ice(span)?.into()
            }
            (BasicValueEnum::PointerValue(pv), BasicTypeEnum::PointerType(pt)) => {
                if pv.get_type().get_address_space() == pt.get_address_space() {
                    pv.into()
                } else {
                    self.b
                        .build_address_space_cast(pv, pt, "")
                        .ice(span)?
                        .into()
                }
            }
            (v, _) => v,
        })
    }

    fn binary(
        &mut self,
        op: BinaryOp,
        l: BasicValueEnum<'ctx>,
        r: BasicValueEnum<'ctx>,
        operand_ty: TypeId,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let signed = self.p.types.is_signed(operand_ty);
        use BinaryOp::*;
        Ok(match (l, r) {
            (BasicValueEnum::IntValue(a), BasicValueEnum::IntValue(b)) => {
                let b = if matches!(op, Shl | Shr) && a.get_type() != b.get_type() {
                    // The shift amount may have its own promoted type.
                    self.b
                        .build_int_cast_sign_flag(b, a.get_type(), false, "")
                        .ice(span)?
                } else {
                    b
                };
                let bb = &self.b;
                match op {
                    Add => bb.build_int_add(a, b, "").ice(span)?.into(),
                    Sub => bb.build_int_sub(a, b, "").ice(span)?.into(),
                    Mul => bb.build_int_mul(a, b, "").ice(span)?.into(),
                    Div if signed => bb.build_int_signed_div(a, b, "").ice(span)?.into(),
                    Div => bb.build_int_unsigned_div(a, b, "").ice(span)?.into(),
                    Rem if signed => bb.build_int_signed_rem(a, b, "").ice(span)?.into(),
                    Rem => bb.build_int_unsigned_rem(a, b, "").ice(span)?.into(),
                    Shl => bb.build_left_shift(a, b, "").ice(span)?.into(),
                    Shr => bb.build_right_shift(a, b, signed, "").ice(span)?.into(),
                    BitAnd => bb.build_and(a, b, "").ice(span)?.into(),
                    BitOr => bb.build_or(a, b, "").ice(span)?.into(),
                    BitXor => bb.build_xor(a, b, "").ice(span)?.into(),
                    _ => bb
                        .build_int_compare(int_pred(op, signed), a, b, "")
                        .ice(span)?
                        .into(),
                }
            }
            (BasicValueEnum::FloatValue(a), BasicValueEnum::FloatValue(b)) => {
                let v: FloatValue = match op {
                    Add => self.b.build_float_add(a, b, "").ice(span)?,
                    Sub => self.b.build_float_sub(a, b, "").ice(span)?,
                    Mul => self.b.build_float_mul(a, b, "").ice(span)?,
                    Div => self.b.build_float_div(a, b, "").ice(span)?,
                    Rem => self.b.build_float_rem(a, b, "").ice(span)?,
                    Eq | Ne | Lt | Le | Gt | Ge => {
                        return Ok(self
                            .b
                            .build_float_compare(float_pred(op), a, b, "")
                            .ice(span)?
                            .into());
                    }
                    _ => return Err(diag::internal("bitwise operator on floating values", span)),
                };
                contract(v);
                v.into()
            }
            (BasicValueEnum::PointerValue(a), BasicValueEnum::PointerValue(b))
                if op.is_comparison() =>
            {
                let i64t = self.ctx.i64_type();
                let ai = self.b.build_ptr_to_int(a, i64t, "").ice(span)?;
                let bi = self.b.build_ptr_to_int(b, i64t, "").ice(span)?;
                self.b
                    .build_int_compare(int_pred(op, false), ai, bi, "")
                    .ice(span)?
                    .into()
            }
            _ => {
                return Err(diag::internal(
                    "binary operator on mismatched operands",
                    span,
                ))
            }
        })
    }

    fn logical(
        &mut self,
        op: LogicalOp,
        lhs: ExprId,
        rhs: ExprId,
        span: Span,
    ) -> Res<IntValue<'ctx>> {
        let l = self.cond(lhs)?;
        let lb = self.b.get_insert_block().ice(span)?;
        let rhs_bb = self.block("land.rhs");
        let end_bb = self.block("land.end");
        match op {
            LogicalOp::And => self
                .b
                .build_conditional_branch(l, rhs_bb, end_bb)
                .ice(span)?,
            LogicalOp::Or => self
                .b
                .build_conditional_branch(l, end_bb, rhs_bb)
                .ice(span)?,
        };
        self.b.position_at_end(rhs_bb);
        self.fs()?.cond_depth += 1;
        let r = self.cond(rhs);
        self.fs()?.cond_depth -= 1;
        let r = r?;
        let rb = self.b.get_insert_block().ice(span)?;
        self.br(end_bb)?;
        self.b.position_at_end(end_bb);
        let bt = self.ctx.bool_type();
        let short = bt.const_int((op == LogicalOp::Or) as u64, false);
        let phi = self.b.build_phi(bt, "").ice(span)?;
        phi.add_incoming(&[(&short, lb), (&r, rb)]);
        Ok(phi.as_basic_value().into_int_value())
    }

    /// `x + 1` / `x - 1` for `++`/`--` on integers, floats and pointers.
    fn step(
        &mut self,
        v: BasicValueEnum<'ctx>,
        ty: TypeId,
        up: bool,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        Ok(match v {
            BasicValueEnum::IntValue(i) if i.get_type().get_bit_width() == 1 => {
                // `bool++` is true (C++14 and earlier); `bool--` is ill-formed.
                i.get_type().const_int(1, false).into()
            }
            BasicValueEnum::IntValue(i) => {
                let one = i.get_type().const_int(1, false);
                if up {
                    self.b.build_int_add(i, one, "").ice(span)?.into()
                } else {
                    self.b.build_int_sub(i, one, "").ice(span)?.into()
                }
            }
            BasicValueEnum::FloatValue(f) => {
                let one = f.get_type().const_float(1.0);
                let r = if up {
                    self.b.build_float_add(f, one, "").ice(span)?
                } else {
                    self.b.build_float_sub(f, one, "").ice(span)?
                };
                contract(r);
                r.into()
            }
            BasicValueEnum::PointerValue(pv) => {
                let pointee = self.p.types.pointee(ty).ice(span)?;
                let et = self.mem_ty(pointee);
                let o = self
                    .ctx
                    .i64_type()
                    .const_int(if up { 1 } else { u64::MAX }, true);
                // SAFETY: as for `p + n`.
                unsafe { self.b.build_in_bounds_gep(et, pv, &[o], "") }
                    .ice(span)?
                    .into()
            }
            _ => return Err(diag::internal("increment of a non-scalar", span)),
        })
    }

    /// A direct call; returns the value and whether it is a reference (an
    /// address).
    pub fn call(
        &mut self,
        callee: FuncId,
        args: &[ExprId],
        span: Span,
    ) -> Res<Option<(BasicValueEnum<'ctx>, bool)>> {
        self.call_full(callee, None, None, args, None, span)
    }

    /// A call through a function pointer; a class returned indirectly is
    /// constructed in `dest` (or a temporary), as for a direct call.
    pub(crate) fn call_indirect(
        &mut self,
        callee: ExprId,
        args: &[ExprId],
        dest: Option<PointerValue<'ctx>>,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let p = self.p;
        let ct = self.ty(callee)?;
        let fty = p.types.pointee(ct).ice(span)?;
        let Type::Function {
            ret,
            params,
            variadic,
        } = p.types.kind(fty).clone()
        else {
            return Err(diag::internal(
                "indirect call through a non-function pointer",
                span,
            ));
        };
        if self.is_host() {
            return self.host_call_indirect(callee, ret, &params, variadic, args, dest, span);
        }
        let sret = self
            .class_of(ret)
            .and_then(|s| p.types.structs.get(s))
            .is_some_and(|d| d.pass_indirect);
        let fp = ptr_val(self.rv(callee)?, span)?;
        let fp = self.generic_addr(fp, span)?;
        if !sret {
            let ft = self.fn_ty(ret, &params, variadic, false);
            let lowered = self.args(&params, args, span)?;
            let call = self.b.build_indirect_call(ft, fp, &lowered, "").ice(span)?;
            let v = call.try_as_basic_value().basic();
            if let (Some(d), Some(v)) = (dest, v) {
                self.store_value(ret, d, v, span)?;
                return Ok(None);
            }
            return Ok(v);
        }
        let slot = match dest {
            Some(d) => d,
            None => {
                let lt = self.mem_ty(ret);
                self.alloca(lt, self.align_of(ret), "agg.tmp")?
            }
        };
        let mut ps: Vec<inkwell::types::BasicMetadataTypeEnum> = vec![self.generic_ptr().into()];
        for &t in &params {
            ps.push(self.param_ty(t, false).into());
        }
        let ft = self.ctx.void_type().fn_type(&ps, variadic);
        let mut lowered: Vec<inkwell::values::BasicMetadataValueEnum> = vec![slot.into()];
        lowered.extend(self.args(&params, args, span)?);
        self.b.build_indirect_call(ft, fp, &lowered, "").ice(span)?;
        if dest.is_some() {
            return Ok(None);
        }
        self.load_value(ret, slot, span).map(Some)
    }

    pub(crate) fn args(
        &mut self,
        params: &[TypeId],
        args: &[ExprId],
        span: Span,
    ) -> Res<Vec<BasicMetadataValueEnum<'ctx>>> {
        let mut out = Vec::with_capacity(args.len());
        for (i, &a) in args.iter().enumerate() {
            let by_ref = params
                .get(i)
                .is_some_and(|&t| matches!(self.p.types.kind(t), Type::Reference { .. }));
            let v: BasicValueEnum = if by_ref {
                let a = self.lvalue(a)?;
                self.generic_addr(a, span)?.into()
            } else {
                self.rv(a)?
            };
            out.push(v.into());
        }
        Ok(out)
    }

    /// Reads an object of type `ty` (bool: byte to `i1`).
    pub fn load_value(
        &mut self,
        ty: TypeId,
        addr: PointerValue<'ctx>,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let mt = self.mem_ty(ty);
        let v = self.b.build_load(mt, addr, "").ice(span)?;
        if let Some(i) = v.as_instruction_value() {
            let _ = i.set_alignment(self.access_align(ty, addr));
            if self.is_volatile(ty) {
                let _ = i.set_volatile(true);
            }
        }
        self.mem_to_value(ty, v, span)
    }

    /// Memory representation to value representation.
    fn mem_to_value(
        &mut self,
        ty: TypeId,
        v: BasicValueEnum<'ctx>,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        if matches!(self.p.types.kind(ty), Type::Bool) {
            if let BasicValueEnum::IntValue(i) = v {
                let zero = i.get_type().const_zero();
                return Ok(self
                    .b
                    .build_int_compare(IntPredicate::NE, i, zero, "")
                    .ice(span)?
                    .into());
            }
        }
        Ok(v)
    }

    /// Writes an object of type `ty` (bool: `i1` to byte).
    pub fn store_value(
        &mut self,
        ty: TypeId,
        addr: PointerValue<'ctx>,
        v: BasicValueEnum<'ctx>,
        span: Span,
    ) -> Res<()> {
        let mut v = v;
        if matches!(self.p.types.kind(ty), Type::Bool) {
            if let BasicValueEnum::IntValue(i) = v {
                if i.get_type().get_bit_width() == 1 {
                    v = self
                        .b
                        .build_int_z_extend(i, self.ctx.i8_type(), "")
                        .ice(span)?
                        .into();
                }
            }
        }
        // A pointer stored into a pointer of another address space.
        if let (BasicValueEnum::PointerValue(pv), Some(BasicTypeEnum::PointerType(pt))) =
            (v, self.val_ty(ty))
        {
            if pv.get_type().get_address_space() != pt.get_address_space() {
                v = self
                    .b
                    .build_address_space_cast(pv, pt, "")
                    .ice(span)?
                    .into();
            }
        }
        let st = self.b.build_store(addr, v).ice(span)?;
        let _ = st.set_alignment(self.access_align(ty, addr));
        if self.is_volatile(ty) {
            let _ = st.set_volatile(true);
        }
        Ok(())
    }

    fn is_volatile(&self, ty: TypeId) -> bool {
        matches!(
            self.p.types.get(ty),
            Type::Qualified {
                is_volatile: true,
                ..
            }
        )
    }

    /// A pointer in the address space of pointer type `to`.
    fn coerce_ptr(
        &mut self,
        a: PointerValue<'ctx>,
        to: TypeId,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        match self.val_ty(to) {
            Some(BasicTypeEnum::PointerType(pt))
                if pt.get_address_space() != a.get_type().get_address_space() =>
            {
                Ok(self.b.build_address_space_cast(a, pt, "").ice(span)?.into())
            }
            _ => Ok(a.into()),
        }
    }

    pub fn generic_addr(&mut self, a: PointerValue<'ctx>, span: Span) -> Res<PointerValue<'ctx>> {
        let g = self.generic_ptr();
        if a.get_type().get_address_space() == g.get_address_space() {
            return Ok(a);
        }
        self.b.build_address_space_cast(a, g, "").ice(span)
    }

    /// An index or offset as `i64`, extended by its type's signedness.
    pub fn index_i64(&mut self, i: IntValue<'ctx>, ty: TypeId, span: Span) -> Res<IntValue<'ctx>> {
        let signed = self.p.types.is_signed(ty);
        self.b
            .build_int_cast_sign_flag(i, self.ctx.i64_type(), signed, "")
            .ice(span)
    }

    fn int_resize(
        &mut self,
        i: IntValue<'ctx>,
        ty: TypeId,
        signed: bool,
        span: Span,
    ) -> Res<IntValue<'ctx>> {
        match self.val_ty(ty) {
            Some(BasicTypeEnum::IntType(t)) if t != i.get_type() => {
                self.b.build_int_cast_sign_flag(i, t, signed, "").ice(span)
            }
            _ => Ok(i),
        }
    }
}

fn int_of(v: CgValue) -> i128 {
    match v {
        CgValue::Int(i) => i,
        CgValue::Float(f) => f as i128,
    }
}

/// Marks a float operation `contract`, as clang does for CUDA and HIP
/// (`-ffp-contract=fast`), so multiply-adds fuse.
pub fn contract(v: FloatValue<'_>) {
    if let Some(i) = v.as_instruction_value() {
        let _ = i.set_fast_math_flags(inkwell::values::FastMathFlags::AllowContract);
    }
}

fn int_pred(op: BinaryOp, signed: bool) -> IntPredicate {
    use BinaryOp::*;
    match (op, signed) {
        (Eq, _) => IntPredicate::EQ,
        (Ne, _) => IntPredicate::NE,
        (Lt, true) => IntPredicate::SLT,
        (Lt, false) => IntPredicate::ULT,
        (Le, true) => IntPredicate::SLE,
        (Le, false) => IntPredicate::ULE,
        (Gt, true) => IntPredicate::SGT,
        (Gt, false) => IntPredicate::UGT,
        (Ge, true) => IntPredicate::SGE,
        _ => IntPredicate::UGE,
    }
}

/// C's float comparisons: ordered, except `!=` which is true on NaN.
fn float_pred(op: BinaryOp) -> FloatPredicate {
    use BinaryOp::*;
    match op {
        Eq => FloatPredicate::OEQ,
        Ne => FloatPredicate::UNE,
        Lt => FloatPredicate::OLT,
        Le => FloatPredicate::OLE,
        Gt => FloatPredicate::OGT,
        _ => FloatPredicate::OGE,
    }
}

/// An expression kind's name, for internal errors.
fn expr_kind_name(k: &ExprKind) -> String {
    let s = format!("{k:?}");
    s.split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("")
        .to_string()
}
