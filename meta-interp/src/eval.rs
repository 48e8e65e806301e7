//! Expression evaluation: rvalues to [`Val`]s, lvalues to addresses, with
//! C++ semantics on the LP64 layout and undefined behaviour (signed
//! overflow, division by zero, bad shifts, out-of-range float conversion,
//! invalid memory access) reported as errors at the offending expression.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use crate::value::{int_range, wrap, Val};
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;
use sema::translate::type_string;

type Res<T> = Result<T, Diagnostic>;

impl Interp<'_> {
    /// Evaluates an expression for its side effects.
    pub fn eval_discard(&mut self, prog: &Program, e: ExprId) -> Res<()> {
        if prog.expr(e).category == ValueCategory::LValue {
            self.eval_lvalue(prog, e)?;
        } else {
            self.eval(prog, e)?;
        }
        Ok(())
    }

    /// Evaluates an expression to its value (an lvalue is read).
    pub fn eval(&mut self, prog: &Program, e: ExprId) -> Res<Val> {
        let x = prog.expr(e);
        self.step(x.span)?;
        if x.category == ValueCategory::LValue {
            let p = self.eval_lvalue(prog, e)?;
            return self.load_lvalue(prog, e, p, x.ty, x.span);
        }
        let span = x.span;
        let ty = x.ty;
        let t = &prog.types;
        match &x.kind {
            ExprKind::Int(v) => Ok(Val::Int(self.wrap_to(prog, ty, *v))),
            ExprKind::Float(f) if t.is_long_double(ty) => Ok(Val::Ext(f80::F80::from_f64(*f))),
            ExprKind::Float(f) => Ok(Val::Float(round(t, ty, *f))),
            ExprKind::LongDouble(f) => Ok(Val::Ext(*f)),
            ExprKind::Null => Ok(Val::Ptr(Ptr::NULL)),
            ExprKind::LabelAddr(l) => self.label_address(*l, span).map(Val::Ptr),
            ExprKind::Cast { kind, operand } => self.cast(prog, *kind, *operand, ty, span),
            ExprKind::Unary { op, operand } => {
                let v = self.eval(prog, *operand)?;
                match op {
                    UnaryOp::LogicalNot => Ok(Val::Int(!v.truthy() as i128)),
                    UnaryOp::BitNot => Ok(Val::Int(wrap(t, ty, !v.as_int()))),
                    UnaryOp::Neg => match v {
                        Val::Float(f) => Ok(Val::Float(-f)),
                        Val::Ext(f) => Ok(Val::Ext(-f)),
                        _ => self.checked_int(prog, v.as_int().checked_neg(), ty, span),
                    },
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let l = self.eval(prog, *lhs)?;
                let r = self.eval(prog, *rhs)?;
                let operand_ty = prog.expr(*lhs).ty;
                let rty = prog.expr(*rhs).ty;
                self.binary(prog, *op, l, r, operand_ty, rty, ty, span)
            }
            ExprKind::Logical { op, lhs, rhs } => {
                let l = self.eval(prog, *lhs)?.truthy();
                let v = match op {
                    LogicalOp::And => l && self.eval(prog, *rhs)?.truthy(),
                    LogicalOp::Or => l || self.eval(prog, *rhs)?.truthy(),
                };
                Ok(Val::Int(v as i128))
            }
            ExprKind::PtrAdd {
                ptr,
                offset,
                negate,
            } => {
                let p = self.eval(prog, *ptr)?.as_ptr();
                let n = self.eval(prog, *offset)?.as_int();
                let n = if *negate { -n } else { n };
                let size = elem_size(t, prog.expr(*ptr).ty);
                let bytes = n
                    .checked_mul(size as i128)
                    .and_then(|b| i64::try_from(b).ok());
                match bytes.and_then(|b| p.checked_offset(b)) {
                    Some(q) => Ok(Val::Ptr(q)),
                    None => Err(diag::pointer_overflow(span)),
                }
            }
            ExprKind::PtrDiff { lhs, rhs } => {
                let a = self.eval(prog, *lhs)?.as_ptr();
                let b = self.eval(prog, *rhs)?.as_ptr();
                if a.alloc() != b.alloc() {
                    return Err(diag::pointer_compare(span));
                }
                let size = elem_size(t, prog.expr(*lhs).ty).max(1) as i64;
                Ok(Val::Int(((a.offset() - b.offset()) / size) as i128))
            }
            ExprKind::AddrOf(inner) => Ok(Val::Ptr(self.eval_lvalue(prog, *inner)?)),
            ExprKind::Member { base, field } => {
                // A member of an rvalue struct (a call's result).
                let b = self.eval(prog, *base)?;
                let (off, fty) = field_of(t, prog.expr(*base).ty, *field);
                let Val::Agg(bytes) = b else {
                    return Err(diag::internal(span, "member of a non-aggregate value"));
                };
                let o = off as usize;
                if let Some(bit) = crate::bitfield::field_bit(prog, prog.expr(*base).ty, *field) {
                    let slice = bytes.get(o..o + bit.storage as usize).unwrap_or(&[]);
                    let int = self.int_info(prog, fty);
                    return Ok(Val::Int(crate::bitfield::extract(slice, bit, int)));
                }
                let r = self.repr_at(prog, fty, span)?;
                let size = t.size_of(fty).unwrap_or(0) as usize;
                let slice = bytes.get(o..o + size).unwrap_or(&[]);
                Ok(crate::value::decode(r, slice))
            }
            ExprKind::Call { callee, args } => {
                let vals = self.args(prog, *callee, args)?;
                let v = self.call(prog, *callee, vals, span)?;
                self.call_result(prog, v, ty, span)
            }
            ExprKind::CallIndirect { callee, args } => {
                let p = self.eval(prog, *callee)?.as_ptr();
                let Some(AllocKind::Func(f)) = self.mem.kind(p) else {
                    return Err(self.fault(
                        span,
                        if p.is_null() {
                            crate::memory::Fault::Null
                        } else {
                            crate::memory::Fault::Wild
                        },
                    ));
                };
                let vals = self.args(prog, f, args)?;
                let v = self.call(prog, f, vals, span)?;
                self.call_result(prog, v, ty, span)
            }
            ExprKind::Builtin { builtin, args } => match builtin {
                Builtin::Printf => {
                    // Right to left, as the host compiler evaluates them.
                    let mut vals = Vec::with_capacity(args.len());
                    for a in args.iter().rev() {
                        vals.push((self.eval(prog, *a)?, prog.expr(*a).ty));
                    }
                    vals.reverse();
                    let n = crate::printf::printf(self, &vals, span)?;
                    Ok(Val::Int(n as i128))
                }
                Builtin::Fn(f) => self.builtin_fn(prog, *f, args, ty, span),
                Builtin::VaArg => match args.first() {
                    Some(a) => self.va_arg(prog, *a, ty, span),
                    None => Err(diag::internal(span, "va_arg without a list")),
                },
                Builtin::Vla => match args.first() {
                    Some(a) => {
                        let n = self.eval(prog, *a)?.as_int();
                        let v = self.alloca(n, span)?;
                        if let Val::Ptr(p) = v {
                            self.vla_blocks.push((self.frames.len(), p));
                        }
                        Ok(v)
                    }
                    None => Err(diag::internal(
                        span,
                        "a variable-length array without a size",
                    )),
                },
                Builtin::Alloca => match args.first() {
                    Some(a) => {
                        let n = self.eval(prog, *a)?.as_int();
                        self.alloca(n, span)
                    }
                    None => Err(diag::internal(span, "alloca without a size")),
                },
                Builtin::Trap => Err(diag::trap_reached(span)),
                Builtin::Unreachable => Err(diag::unreachable_reached(span)),
                Builtin::GnuAtomic { op, op_fetch, .. } => {
                    self.gnu_atomic(prog, *op, *op_fetch, args, span)
                }
                // One thread: nothing to order against.
                Builtin::GnuFence { .. } => Ok(Val::Void),
                other => Err(diag::not_constant(
                    span,
                    &format!("the device builtin '{}'", builtin_name(*other)),
                )),
            },
            ExprKind::Conditional { cond, then, else_ } => {
                if self.eval(prog, *cond)?.truthy() {
                    self.eval(prog, *then)
                } else {
                    self.eval(prog, *else_)
                }
            }
            ExprKind::StructorVariant { .. } => {
                let pick = self.variant_pick(prog, e);
                self.eval(prog, pick)
            }
            ExprKind::Comma { lhs, rhs } => {
                self.eval_discard(prog, *lhs)?;
                self.eval(prog, *rhs)
            }
            ExprKind::IncDec { op, operand } => {
                let (_, old, new) = self.inc_dec_in_place(prog, *op, *operand, span)?;
                Ok(if matches!(op, IncDecOp::PostInc | IncDecOp::PostDec) {
                    old
                } else {
                    new
                })
            }
            ExprKind::Throw(_) => Err(diag::throw(span)),
            ExprKind::Construct { .. } | ExprKind::Aggregate(_) => self.class_prvalue(prog, e),
            ExprKind::FullExpr(inner) => {
                let mark = self.temp_cleanups.len();
                let v = if crate::objects::is_object_type(prog, ty) {
                    self.class_prvalue(prog, *inner)?
                } else {
                    self.eval(prog, *inner)?
                };
                self.unwind_temps(prog, mark)?;
                Ok(v)
            }
            ExprKind::VirtualCall {
                object,
                slot,
                callee,
                args,
            } => self.virtual_call(prog, *object, *slot, *callee, args, span),
            ExprKind::StmtExpr { body, result } => {
                let result = *result;
                self.stmt_expr(prog, *body, span, |me| match result {
                    Some(r) => me.eval(prog, r),
                    None => Ok(Val::Void),
                })
            }
            ExprKind::BaseAdjust {
                operand,
                offset,
                vbase,
                null_check,
            } => Ok(Val::Ptr(self.base_adjust(
                prog,
                *operand,
                *offset,
                *vbase,
                *null_check,
                false,
                span,
            )?)),
            ExprKind::DynamicCast {
                operand,
                to,
                reference,
            } => Ok(Val::Ptr(
                self.dynamic_cast(prog, *operand, *to, *reference, span)?,
            )),
            ExprKind::Temporary { .. } | ExprKind::DynamicTypeid { .. } => {
                let p = self.eval_lvalue(prog, e)?;
                self.load(prog, p, ty, span)
            }
            ExprKind::Codegen(_) => Err(diag::not_constant(span, "a codegen-time constant")),
            // Lvalue-only kinds used as rvalues (never produced by sema).
            ExprKind::Str(_)
            | ExprKind::Var(_)
            | ExprKind::Func(_)
            | ExprKind::Deref(_)
            | ExprKind::Index { .. }
            | ExprKind::Assign { .. }
            | ExprKind::CompoundAssign { .. } => {
                let p = self.eval_lvalue(prog, e)?;
                self.load(prog, p, ty, span)
            }
        }
    }

    fn call_result(&mut self, prog: &Program, v: Val, ty: TypeId, span: Span) -> Res<Val> {
        let _ = (prog, ty, span);
        Ok(v)
    }

    fn args(&mut self, prog: &Program, f: FuncId, args: &[ExprId]) -> Res<Vec<Val>> {
        self.args_from(prog, f, args, 0)
    }

    /// The address an lvalue expression designates.
    pub fn eval_lvalue(&mut self, prog: &Program, e: ExprId) -> Res<Ptr> {
        let x = prog.expr(e);
        self.step(x.span)?;
        let span = x.span;
        let t = &prog.types;
        match &x.kind {
            ExprKind::Var(v) => self.var_addr(prog, *v, span),
            ExprKind::Str(bytes) => self.string_ptr(bytes, span),
            ExprKind::Func(f) => self.func_ptr(*f, span),
            ExprKind::Deref(p) => {
                let p = self.eval(prog, *p)?.as_ptr();
                if p.is_null() {
                    return Err(self.fault(span, crate::memory::Fault::Null));
                }
                Ok(p)
            }
            ExprKind::DynamicTypeid {
                operand,
                null_check,
            } => self.dynamic_typeid(prog, *operand, *null_check, span),
            ExprKind::Member { base, field } => {
                let (off, _) = field_of(t, prog.expr(*base).ty, *field);
                let b = if prog.expr(*base).category == ValueCategory::LValue {
                    self.eval_lvalue(prog, *base)?
                } else {
                    self.temporary(prog, *base)?
                };
                Ok(b.offset_by(off as i64))
            }
            ExprKind::Index { base, index } => {
                let p = self.eval(prog, *base)?.as_ptr();
                let i = self.eval(prog, *index)?.as_int();
                let size = elem_size(t, prog.expr(*base).ty);
                let off = i
                    .checked_mul(size as i128)
                    .and_then(|b| i64::try_from(b).ok());
                match off.and_then(|o| p.checked_offset(o)) {
                    Some(q) if !p.is_null() => Ok(q),
                    Some(_) => Err(self.fault(span, crate::memory::Fault::Null)),
                    None => Err(diag::pointer_overflow(span)),
                }
            }
            ExprKind::Assign { lhs, rhs } => {
                let v = self.eval(prog, *rhs)?;
                let p = self.eval_lvalue(prog, *lhs)?;
                let lty = prog.expr(*lhs).ty;
                self.store_lvalue(prog, *lhs, p, lty, &v, span)?;
                Ok(p)
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
            } => {
                let p = self.eval_lvalue(prog, *lhs)?;
                let lty = prog.expr(*lhs).ty;
                let old = self.load_lvalue(prog, *lhs, p, lty, span)?;
                let r = self.eval(prog, *rhs)?;
                let new = if t.is_pointer(lty) {
                    let n = r.as_int();
                    let n = if *op == BinaryOp::Sub { -n } else { n };
                    let size = elem_size(t, lty) as i128;
                    let q = n
                        .checked_mul(size)
                        .and_then(|b| i64::try_from(b).ok())
                        .and_then(|b| old.as_ptr().checked_offset(b));
                    match q {
                        Some(q) => Val::Ptr(q),
                        None => return Err(diag::pointer_overflow(span)),
                    }
                } else {
                    let oc = self.convert(prog, old, lty, *compute_ty, span)?;
                    let rty = prog.expr(*rhs).ty;
                    let res = self.binary(prog, *op, oc, r, *compute_ty, rty, *compute_ty, span)?;
                    self.convert(prog, res, *compute_ty, lty, span)?
                };
                self.store_lvalue(prog, *lhs, p, lty, &new, span)?;
                Ok(p)
            }
            ExprKind::IncDec { op, operand } => {
                Ok(self.inc_dec_in_place(prog, *op, *operand, span)?.0)
            }
            ExprKind::Conditional { cond, then, else_ } => {
                if self.eval(prog, *cond)?.truthy() {
                    self.eval_lvalue(prog, *then)
                } else {
                    self.eval_lvalue(prog, *else_)
                }
            }
            ExprKind::StructorVariant { .. } => {
                let pick = self.variant_pick(prog, e);
                self.eval_lvalue(prog, pick)
            }
            ExprKind::Comma { lhs, rhs } => {
                self.eval_discard(prog, *lhs)?;
                self.eval_lvalue(prog, *rhs)
            }
            ExprKind::Call { .. }
            | ExprKind::CallIndirect { .. }
            | ExprKind::VirtualCall { .. } => {
                // A call returning a reference yields the address.
                let v = self.eval_rvalue_kind(prog, e)?;
                Ok(v.as_ptr())
            }
            // A qualification or reference cast of an lvalue designates the
            // same object.
            ExprKind::Cast { operand, .. }
                if prog.expr(*operand).category == ValueCategory::LValue =>
            {
                self.eval_lvalue(prog, *operand)
            }
            ExprKind::Temporary {
                var,
                init,
                destroy,
                extended,
            } => self.materialize(prog, *var, *init, *destroy, *extended, span),
            ExprKind::FullExpr(inner) => {
                let mark = self.temp_cleanups.len();
                let p = self.eval_lvalue(prog, *inner)?;
                self.unwind_temps(prog, mark)?;
                Ok(p)
            }
            ExprKind::BaseAdjust {
                operand,
                offset,
                vbase,
                null_check,
            } => {
                let lvalue = prog.expr(*operand).category == ValueCategory::LValue;
                self.base_adjust(prog, *operand, *offset, *vbase, *null_check, lvalue, span)
            }
            ExprKind::StmtExpr {
                body,
                result: Some(r),
            } => {
                let r = *r;
                self.stmt_expr(prog, *body, span, |me| me.eval_lvalue(prog, r))
            }
            _ => self.temporary(prog, e),
        }
    }

    /// Evaluates `e` ignoring its category (for calls returning references).
    fn eval_rvalue_kind(&mut self, prog: &Program, e: ExprId) -> Res<Val> {
        let x = prog.expr(e);
        match &x.kind {
            ExprKind::Call { callee, args } => {
                let vals = self.args(prog, *callee, args)?;
                self.call(prog, *callee, vals, x.span)
            }
            ExprKind::CallIndirect { callee, args } => {
                let p = self.eval(prog, *callee)?.as_ptr();
                let Some(AllocKind::Func(f)) = self.mem.kind(p) else {
                    return Err(self.fault(x.span, crate::memory::Fault::Wild));
                };
                let vals = self.args(prog, f, args)?;
                self.call(prog, f, vals, x.span)
            }
            ExprKind::VirtualCall {
                object,
                slot,
                callee,
                args,
            } => self.virtual_call(prog, *object, *slot, *callee, args, x.span),
            _ => self.eval(prog, e),
        }
    }

    /// Materializes an rvalue in a fresh object (a struct returned by value
    /// whose member is accessed).
    fn temporary(&mut self, prog: &Program, e: ExprId) -> Res<Ptr> {
        let x = prog.expr(e);
        if x.category == ValueCategory::LValue {
            // `eval` of an lvalue asks for its address: not a temporary.
            return Err(diag::unsupported(x.span, "this lvalue expression"));
        }
        let v = self.eval(prog, e)?;
        let size = prog.types.size_of(x.ty).unwrap_or(0);
        let p = self
            .mem
            .alloc(size, AllocKind::Object)
            .map_err(|f| self.fault(x.span, f))?;
        self.store(prog, p, x.ty, &v, x.span)?;
        Ok(p)
    }

    pub(crate) fn checked_int(
        &mut self,
        prog: &Program,
        v: Option<i128>,
        ty: TypeId,
        span: Span,
    ) -> Res<Val> {
        let Some((bits, signed)) = self.int_info(prog, ty) else {
            return Ok(Val::Int(v.unwrap_or(0)));
        };
        let t = &prog.types;
        match v {
            Some(v) => {
                let w = crate::value::wrap_bits(v, bits, signed);
                if signed && w != v {
                    return Err(diag::signed_overflow(
                        span,
                        &v.to_string(),
                        &type_string(t, ty),
                    ));
                }
                Ok(Val::Int(w))
            }
            None => Err(diag::signed_overflow(
                span,
                "(beyond 128 bits)",
                &type_string(t, ty),
            )),
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub fn binary(
        &mut self,
        prog: &Program,
        op: BinaryOp,
        l: Val,
        r: Val,
        lty: TypeId,
        rty: TypeId,
        ty: TypeId,
        span: Span,
    ) -> Res<Val> {
        let t = &prog.types;
        let _ = rty;
        if t.is_long_double(lty) {
            return long_double_binary(op, l.as_f80(), r.as_f80(), span);
        }
        if t.is_float(lty) {
            let (a, b) = (l.as_f64(), r.as_f64());
            let v = match op {
                BinaryOp::Add => a + b,
                BinaryOp::Sub => a - b,
                BinaryOp::Mul => a * b,
                BinaryOp::Div => a / b,
                BinaryOp::Eq => return Ok(Val::Int((a == b) as i128)),
                BinaryOp::Ne => return Ok(Val::Int((a != b) as i128)),
                BinaryOp::Lt => return Ok(Val::Int((a < b) as i128)),
                BinaryOp::Le => return Ok(Val::Int((a <= b) as i128)),
                BinaryOp::Gt => return Ok(Val::Int((a > b) as i128)),
                BinaryOp::Ge => return Ok(Val::Int((a >= b) as i128)),
                _ => {
                    return Err(diag::internal(
                        span,
                        "bitwise operator on floating operands",
                    ))
                }
            };
            return Ok(Val::Float(round(t, ty, v)));
        }
        if t.is_pointer(lty) {
            let (a, b) = (l.as_ptr().0, r.as_ptr().0);
            let v = match op {
                BinaryOp::Eq => a == b,
                BinaryOp::Ne => a != b,
                BinaryOp::Lt => a < b,
                BinaryOp::Le => a <= b,
                BinaryOp::Gt => a > b,
                BinaryOp::Ge => a >= b,
                _ => {
                    return Err(diag::internal(
                        span,
                        "arithmetic operator on pointer operands",
                    ))
                }
            };
            return Ok(Val::Int(v as i128));
        }
        let (a, b) = (l.as_int(), r.as_int());
        if t.int_bits(lty) == Some(128) && !t.is_signed(lty) {
            if let Some(v) = crate::value::u128_binary(op, a, b) {
                return Ok(Val::Int(v));
            }
        }
        let cmp = |v: bool| Ok(Val::Int(v as i128));
        match op {
            BinaryOp::Eq => cmp(a == b),
            BinaryOp::Ne => cmp(a != b),
            BinaryOp::Lt => cmp(a < b),
            BinaryOp::Le => cmp(a <= b),
            BinaryOp::Gt => cmp(a > b),
            BinaryOp::Ge => cmp(a >= b),
            BinaryOp::Add => {
                let v =
                    unsigned_wraps(self.int_info(prog, ty), a.checked_add(b), a.wrapping_add(b));
                self.checked_int(prog, v, ty, span)
            }
            BinaryOp::Sub => {
                let v =
                    unsigned_wraps(self.int_info(prog, ty), a.checked_sub(b), a.wrapping_sub(b));
                self.checked_int(prog, v, ty, span)
            }
            BinaryOp::Mul => {
                let v =
                    unsigned_wraps(self.int_info(prog, ty), a.checked_mul(b), a.wrapping_mul(b));
                self.checked_int(prog, v, ty, span)
            }
            BinaryOp::Div | BinaryOp::Rem => {
                if b == 0 {
                    return Err(diag::division_by_zero(span, op == BinaryOp::Rem));
                }
                let q = if op == BinaryOp::Div {
                    a.checked_div(b)
                } else {
                    a.checked_rem(b)
                };
                // INT_MIN / -1 overflows the type even though i128 holds it.
                if op == BinaryOp::Rem && t.is_signed(ty) {
                    let (lo, _) = int_range(t, ty);
                    if a == lo && b == -1 {
                        return Err(diag::signed_overflow(
                            span,
                            &(-a).to_string(),
                            &type_string(t, ty),
                        ));
                    }
                }
                self.checked_int(prog, q, ty, span)
            }
            BinaryOp::Shl | BinaryOp::Shr => {
                let bits = t.int_bits(ty).unwrap_or(32) as i128;
                if b < 0 || b >= bits {
                    return Err(diag::shift_range(span, b, &type_string(t, ty)));
                }
                let v = if op == BinaryOp::Shl {
                    if t.is_signed(ty) && a < 0 {
                        // C++20: well defined (two's complement).
                        wrap(t, ty, a.wrapping_shl(b as u32))
                    } else {
                        wrap(t, ty, a.wrapping_shl(b as u32))
                    }
                } else {
                    a >> b
                };
                Ok(Val::Int(wrap(t, ty, v)))
            }
            BinaryOp::BitAnd => Ok(Val::Int(wrap(t, ty, a & b))),
            BinaryOp::BitOr => Ok(Val::Int(wrap(t, ty, a | b))),
            BinaryOp::BitXor => Ok(Val::Int(wrap(t, ty, a ^ b))),
        }
    }

    /// `++x`/`x--` and friends on the object `operand` designates: its
    /// address, the value before and the value stored.
    fn inc_dec_in_place(
        &mut self,
        prog: &Program,
        op: IncDecOp,
        operand: ExprId,
        span: Span,
    ) -> Res<(Ptr, Val, Val)> {
        let p = self.eval_lvalue(prog, operand)?;
        let ty = prog.expr(operand).ty;
        let old = self.load_lvalue(prog, operand, p, ty, span)?;
        let inc = matches!(op, IncDecOp::PreInc | IncDecOp::PostInc);
        let new = self.inc_dec(prog, &old, ty, inc, span)?;
        self.store_lvalue(prog, operand, p, ty, &new, span)?;
        Ok((p, old, new))
    }

    pub(crate) fn inc_dec(
        &mut self,
        prog: &Program,
        old: &Val,
        ty: TypeId,
        inc: bool,
        span: Span,
    ) -> Res<Val> {
        let t = &prog.types;
        let d: i128 = if inc { 1 } else { -1 };
        match t.kind(ty) {
            Type::Float(FloatKind::LongDouble) => Ok(Val::Ext(
                old.as_f80().binop(f80::Op::Add, f80::F80::from_i128(d)),
            )),
            Type::Float(_) => Ok(Val::Float(round(t, ty, old.as_f64() + d as f64))),
            Type::Pointer { .. } => {
                let size = elem_size(t, ty) as i64;
                match old.as_ptr().checked_offset(d as i64 * size) {
                    Some(q) => Ok(Val::Ptr(q)),
                    None => Err(diag::pointer_overflow(span)),
                }
            }
            Type::Bool => Ok(Val::Int(if inc { 1 } else { (old.as_int() == 0) as i128 })),
            _ => {
                // Types narrower than int are promoted, so they wrap; int and
                // wider signed types overflow.
                let bits = t.int_bits(ty).unwrap_or(32);
                if bits < 32 {
                    return Ok(Val::Int(wrap(t, ty, old.as_int() + d)));
                }
                // Unsigned types wrap modulo 2^N (`unsigned __int128`'s
                // maximum may sit at i128's edge); a signed `__int128`
                // past its range is overflow (`None`).
                let signed = self.int_info(prog, ty).is_none_or(|(_, s)| s);
                let v = if signed {
                    old.as_int().checked_add(d)
                } else {
                    Some(old.as_int().wrapping_add(d))
                };
                self.checked_int(prog, v, ty, span)
            }
        }
    }

    fn cast(
        &mut self,
        prog: &Program,
        kind: CastKind,
        operand: ExprId,
        ty: TypeId,
        span: Span,
    ) -> Res<Val> {
        let t = &prog.types;
        let ox = prog.expr(operand);
        match kind {
            CastKind::LValueToRValue => {
                let p = self.eval_lvalue(prog, operand)?;
                self.load_lvalue(prog, operand, p, ox.ty, span)
            }
            CastKind::ArrayToPointer | CastKind::FunctionToPointer => {
                Ok(Val::Ptr(self.eval_lvalue(prog, operand)?))
            }
            CastKind::ToVoid => {
                self.eval_discard(prog, operand)?;
                Ok(Val::Void)
            }
            _ => {
                let from = ox.ty;
                let v = self.eval(prog, operand)?;
                let _ = t;
                self.convert(prog, v, from, ty, span)
            }
        }
    }

    /// Converts a value between scalar types (as the cast kinds say).
    pub fn convert(
        &mut self,
        prog: &Program,
        v: Val,
        from: TypeId,
        to: TypeId,
        span: Span,
    ) -> Res<Val> {
        let t = &prog.types;
        let (fk, tk) = (t.kind(from), t.kind(to));
        Ok(match (fk, tk) {
            (_, Type::Void) => Val::Void,
            (_, Type::Bool) => Val::Int(v.truthy() as i128),
            (Type::Float(FloatKind::LongDouble), Type::Int(_) | Type::Enum(_)) => {
                let f = v.as_f80();
                let (lo, hi) = int_range(t, to);
                match f.to_i128() {
                    Some(i) if (lo..=hi).contains(&i) => Val::Int(i),
                    _ => {
                        return Err(diag::float_to_int_range(
                            span,
                            f.to_f64(),
                            &type_string(t, to),
                        ))
                    }
                }
            }
            (_, Type::Float(FloatKind::LongDouble)) => match v {
                Val::Int(i) if !t.is_signed(from) && i >= 0 => {
                    Val::Ext(f80::F80::from_u128(i as u128))
                }
                other => Val::Ext(other.as_f80()),
            },
            (Type::Float(FloatKind::LongDouble), Type::Float(FloatKind::Float)) => {
                Val::Float(v.as_f80().to_f32() as f64)
            }
            (Type::Float(FloatKind::LongDouble), Type::Float(_)) => Val::Float(v.as_f80().to_f64()),
            (Type::Float(_), Type::Int(_) | Type::Enum(_)) => {
                let f = v.as_f64();
                let (lo, hi) = int_range(t, to);
                if !f.is_finite() || f.trunc() < lo as f64 || f.trunc() > hi as f64 {
                    return Err(diag::float_to_int_range(span, f, &type_string(t, to)));
                }
                Val::Int(f.trunc() as i128)
            }
            (_, Type::Float(_)) => match v {
                Val::Float(f) => Val::Float(round(t, to, f)),
                other => Val::Float(round(t, to, other.as_int() as f64)),
            },
            (_, Type::Int(_) | Type::Enum(_)) => match v {
                Val::Ptr(p) => {
                    self.mem.expose(p);
                    Val::Int(wrap(t, to, p.0 as i128))
                }
                other => Val::Int(wrap(t, to, other.as_int())),
            },
            (_, Type::Pointer { .. } | Type::NullPtr) => match v {
                Val::Ptr(p) => Val::Ptr(p),
                other => Val::Ptr(self.mem.from_int(other.as_int() as u64)),
            },
            _ => v,
        })
    }
}

/// An operator on `long double` operands, in the host's x87 arithmetic.
fn long_double_binary(op: BinaryOp, a: f80::F80, b: f80::F80, span: Span) -> Res<Val> {
    use std::cmp::Ordering::*;
    let arith = |o| Ok(Val::Ext(a.binop(o, b)));
    let c = a.compare(b);
    let test = |r: bool| Ok(Val::Int(r as i128));
    match op {
        BinaryOp::Add => arith(f80::Op::Add),
        BinaryOp::Sub => arith(f80::Op::Sub),
        BinaryOp::Mul => arith(f80::Op::Mul),
        BinaryOp::Div => arith(f80::Op::Div),
        BinaryOp::Eq => test(c == Some(Equal)),
        BinaryOp::Ne => test(c != Some(Equal)),
        BinaryOp::Lt => test(c == Some(Less)),
        BinaryOp::Le => test(matches!(c, Some(Less | Equal))),
        BinaryOp::Gt => test(c == Some(Greater)),
        BinaryOp::Ge => test(matches!(c, Some(Greater | Equal))),
        _ => Err(diag::internal(
            span,
            "bitwise operator on floating operands",
        )),
    }
}

fn round(t: &TypeTable, ty: TypeId, f: f64) -> f64 {
    match t.kind(ty) {
        Type::Float(FloatKind::Float) => f as f32 as f64,
        _ => f,
    }
}

/// Size of the element a pointer (or array) type steps over (`void*`: 1).
fn elem_size(t: &TypeTable, ty: TypeId) -> u64 {
    match t.kind(ty) {
        Type::Pointer { pointee, .. } => t.size_of(*pointee).unwrap_or(1),
        Type::Array { elem, .. } => t.size_of(*elem).unwrap_or(1),
        _ => 1,
    }
}

fn field_of(t: &TypeTable, ty: TypeId, field: u32) -> (u64, TypeId) {
    match t.kind(ty) {
        Type::Struct(s) => t
            .structs
            .get(*s)
            .and_then(|d| d.fields.get(field as usize))
            .map_or((0, ty), |f| (f.offset, f.ty)),
        _ => (0, ty),
    }
}

fn builtin_name(b: Builtin) -> &'static str {
    match b {
        Builtin::ThreadIdx(_) => "threadIdx",
        Builtin::BlockIdx(_) => "blockIdx",
        Builtin::BlockDim(_) => "blockDim",
        Builtin::GridDim(_) => "gridDim",
        Builtin::WarpSize => "warpSize",
        Builtin::SyncThreads => "__syncthreads",
        Builtin::ThreadFenceBlock => "__threadfence_block",
        Builtin::ThreadFence => "__threadfence",
        Builtin::ThreadFenceSystem => "__threadfence_system",
        Builtin::AtomicAdd => "atomicAdd",
        Builtin::AtomicSub => "atomicSub",
        Builtin::AtomicExch => "atomicExch",
        Builtin::AtomicMin => "atomicMin",
        Builtin::AtomicMax => "atomicMax",
        Builtin::AtomicAnd => "atomicAnd",
        Builtin::AtomicOr => "atomicOr",
        Builtin::AtomicXor => "atomicXor",
        Builtin::AtomicCas => "atomicCAS",
        Builtin::NvAtomic { .. } => "__nv_atomic",
        Builtin::GnuAtomic { .. } => "__atomic",
        Builtin::GnuFence { .. } => "__atomic_thread_fence",
        Builtin::Printf => "printf",
        Builtin::Alloca => "alloca",
        Builtin::Vla => "a variable-length array",
        Builtin::Trap => "__trap",
        Builtin::Wgmma(WgmmaOp::Fence) => "__wgmma_fence",
        Builtin::Wgmma(WgmmaOp::CommitGroup) => "__wgmma_commit_group",
        Builtin::Wgmma(WgmmaOp::WaitGroup(_)) => "__wgmma_wait_group",
        Builtin::Wgmma(WgmmaOp::MmaAsync(_)) => "__wgmma_mma_async",
        Builtin::Unreachable => "__builtin_unreachable",
        Builtin::Fn(_) => "builtin",
        Builtin::VaArg => "__builtin_va_arg",
        Builtin::Warp(w) => match w {
            WarpOp::Shfl(_) => "__shfl_sync",
            WarpOp::Ballot => "__ballot_sync",
            WarpOp::Any => "__any_sync",
            WarpOp::All => "__all_sync",
            WarpOp::ActiveMask => "__activemask",
            WarpOp::SyncWarp => "__syncwarp",
            WarpOp::Clock64 => "clock64",
            WarpOp::SyncThreadsCount => "__syncthreads_count",
            WarpOp::SyncThreadsAnd => "__syncthreads_and",
            WarpOp::SyncThreadsOr => "__syncthreads_or",
        },
    }
}

/// An unsigned result past the 128 bits of the interpreter's integers
/// (`UINT64_MAX * UINT64_MAX`) is still defined: it wraps modulo 2^bits, and
/// the wrapped 128-bit value has the same low bits.
pub(crate) fn unsigned_wraps(
    info: Option<(u32, bool)>,
    v: Option<i128>,
    wrapped: i128,
) -> Option<i128> {
    match info {
        Some((_, false)) => Some(v.unwrap_or(wrapped)),
        _ => v,
    }
}
