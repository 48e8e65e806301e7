//! Expressions → bytecode; each mirrors `Interp::eval` / `eval_lvalue`,
//! charging the same steps in the same order.

use super::compile::{Compiler, Unsupported, C};
use super::ops::*;
use lexer::source::Span;
use sema::program::*;

/// Whether evaluating `e` may assign a local (conservatively: anything
/// but the plain reads and computations the bytecode knows).
pub(super) fn writes(prog: &Program, e: ExprId) -> bool {
    match &prog.expr(e).kind {
        ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Var(_) => false,
        ExprKind::Cast { operand, .. } | ExprKind::Unary { operand, .. } => writes(prog, *operand),
        ExprKind::FullExpr(inner) => writes(prog, *inner),
        ExprKind::Binary { lhs, rhs, .. }
        | ExprKind::Logical { lhs, rhs, .. }
        | ExprKind::Comma { lhs, rhs } => writes(prog, *lhs) || writes(prog, *rhs),
        ExprKind::Conditional { cond, then, else_ } => {
            writes(prog, *cond) || writes(prog, *then) || writes(prog, *else_)
        }
        // A callee cannot reach the caller's registers, only its
        // arguments can assign them.
        ExprKind::Call { args, .. } => args.iter().any(|&a| writes(prog, a)),
        _ => true,
    }
}

const BOOL: Width = Width::Any {
    bits: 1,
    signed: false,
};

impl Compiler<'_> {
    pub fn discard(&mut self, e: ExprId) -> C<()> {
        if self.prog.expr(e).category == ValueCategory::LValue {
            self.lvalue(e)?;
        } else {
            self.rvalue(e)?;
        }
        Ok(())
    }

    /// Evaluates `e` into a register: a temporary, a constant's, or the
    /// register of the local it reads (see `stable`); a void expression:
    /// an unused register.
    pub fn rvalue(&mut self, e: ExprId) -> C<Reg> {
        let prog = self.prog;
        let x = prog.expr(e);
        self.pending.push(x.span);
        if x.category == ValueCategory::LValue {
            self.scalar(x.ty)?;
            return self.lvalue(e);
        }
        let (span, ty) = (x.span, x.ty);
        match &x.kind {
            ExprKind::Int(v) => {
                let (bits, signed) = self.int(ty)?;
                Ok(self.konst(crate::value::wrap_bits(*v, bits, signed)))
            }
            ExprKind::Float(f) => {
                let single = self.float(ty).ok_or(Unsupported)?;
                let v = if single { *f as f32 as f64 } else { *f };
                Ok(self.konst(fbits(v)))
            }
            ExprKind::Cast { kind, operand } => {
                let from = prog.expr(*operand).ty;
                match kind {
                    CastKind::LValueToRValue => {
                        self.scalar(from)?;
                        self.lvalue(*operand)
                    }
                    CastKind::ToVoid => {
                        self.discard(*operand)?;
                        Ok(self.alloc())
                    }
                    CastKind::ArrayToPointer | CastKind::FunctionToPointer => Err(Unsupported),
                    _ => {
                        self.scalar(from)?;
                        self.scalar(ty)?;
                        let src = self.rvalue(*operand)?;
                        Ok(self.convert_any(src, from, ty, span))
                    }
                }
            }
            ExprKind::Unary {
                op: UnaryOp::Neg,
                operand,
            } if self.float(ty).is_some() => {
                let src = self.rvalue(*operand)?;
                let dst = self.alloc();
                self.emit(Op::FNeg { dst, src });
                Ok(dst)
            }
            ExprKind::Unary { op, operand } => {
                self.int(prog.expr(*operand).ty)?;
                let (bits, signed) = self.int(ty)?;
                let src = self.rvalue(*operand)?;
                let dst = self.alloc();
                let op = match op {
                    UnaryOp::LogicalNot => Op::Not { dst, src },
                    UnaryOp::BitNot => Op::BitNot {
                        dst,
                        src,
                        bits,
                        signed,
                    },
                    UnaryOp::Neg => {
                        let info = self.info(BinaryOp::Sub, ty, ty, ty, span);
                        Op::Neg {
                            dst,
                            src,
                            bits,
                            signed,
                            info,
                        }
                    }
                };
                self.emit(op);
                Ok(dst)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (a, b) = self.operands(*lhs, *rhs)?;
                let dst = self.alloc();
                let (lty, rty) = (prog.expr(*lhs).ty, prog.expr(*rhs).ty);
                self.binary(*op, dst, a, b, (lty, rty, ty), span)?;
                Ok(dst)
            }
            ExprKind::Logical { op, lhs, rhs } => {
                self.int(prog.expr(*lhs).ty)?;
                self.int(prog.expr(*rhs).ty)?;
                let dst = self.alloc();
                let end = self.label();
                let a = self.rvalue(*lhs)?;
                self.emit(Op::Wrap {
                    dst,
                    src: a,
                    w: BOOL,
                });
                self.emit(match op {
                    LogicalOp::And => Op::JumpIfNot {
                        c: dst,
                        to: end,
                        n: 0,
                    },
                    LogicalOp::Or => Op::JumpIf {
                        c: dst,
                        to: end,
                        n: 0,
                    },
                });
                let b = self.rvalue(*rhs)?;
                self.emit(Op::Wrap {
                    dst,
                    src: b,
                    w: BOOL,
                });
                self.bind(end);
                Ok(dst)
            }
            ExprKind::Conditional { cond, then, else_ } => {
                self.int(prog.expr(*cond).ty)?;
                if !prog.types.is_void(ty) {
                    self.scalar(ty)?;
                }
                let dst = self.alloc();
                let (other, end) = (self.label(), self.label());
                self.branch(*cond, other, false)?;
                let a = self.rvalue(*then)?;
                self.emit(Op::Copy { dst, src: a });
                self.emit(Op::Jump { to: end, n: 0 });
                self.bind(other);
                let b = self.rvalue(*else_)?;
                self.emit(Op::Copy { dst, src: b });
                self.bind(end);
                Ok(dst)
            }
            ExprKind::Comma { lhs, rhs } => {
                self.discard(*lhs)?;
                self.rvalue(*rhs)
            }
            ExprKind::IncDec { op, operand } => {
                let (p, old) = self.inc_dec(*op, *operand, span)?;
                Ok(if matches!(op, IncDecOp::PostInc | IncDecOp::PostDec) {
                    old
                } else {
                    p
                })
            }
            ExprKind::Call { callee, args } => self.call(*callee, args, ty, span),
            ExprKind::FullExpr(inner) => {
                if !prog.types.is_void(ty) {
                    self.scalar(ty)?;
                }
                self.rvalue(*inner)
            }
            _ => Err(Unsupported),
        }
    }

    /// Both operands of an integer binary operator, the left one kept
    /// from assignments in the right one.
    fn operands(&mut self, lhs: ExprId, rhs: ExprId) -> C<(Reg, Reg)> {
        let prog = self.prog;
        self.scalar(prog.expr(lhs).ty)?;
        self.scalar(prog.expr(rhs).ty)?;
        let a = self.rvalue(lhs)?;
        let a = self.stable(a, writes(prog, rhs));
        let b = self.rvalue(rhs)?;
        Ok((a, b))
    }

    /// `dst = a op b` with operands of types `lty`, `rty` and a result of
    /// type `ty`: the specialized instruction where one applies.
    fn binary(
        &mut self,
        op: BinaryOp,
        dst: Reg,
        a: Reg,
        b: Reg,
        (lty, rty, ty): (TypeId, TypeId, TypeId),
        span: Span,
    ) -> C<()> {
        if let Some(single) = self.float(lty) {
            return self.float_binary(op, dst, a, b, (single, rty, ty));
        }
        let (l, r, t) = (self.int(lty)?, self.int(rty)?, self.int(ty)?);
        let info = self.info(op, lty, rty, ty, span);
        let same = l == t && r == t;
        let w = Width::of(t.0, t.1);
        let ins = match op {
            BinaryOp::Add if same => Op::arith(Arith::Add, w, dst, a, b, info),
            BinaryOp::Sub if same => Op::arith(Arith::Sub, w, dst, a, b, info),
            BinaryOp::Mul if same => Op::arith(Arith::Mul, w, dst, a, b, info),
            BinaryOp::Div if same => Op::arith(Arith::Div, w, dst, a, b, info),
            BinaryOp::Rem if same => Op::arith(Arith::Rem, w, dst, a, b, info),
            BinaryOp::Shl if l == t => Op::arith(Arith::Shl, w, dst, a, b, info),
            BinaryOp::Shr if l == t => match w {
                Width::S64 => Op::ShrS64 { dst, a, b, info },
                Width::U64 => Op::ShrU64 { dst, a, b, info },
                _ => Op::Shr {
                    dst,
                    a,
                    b,
                    bits: t.0,
                    info,
                },
            },
            BinaryOp::BitAnd if same => Op::And { dst, a, b },
            BinaryOp::BitOr if same => Op::Or { dst, a, b },
            BinaryOp::BitXor if same => Op::Xor { dst, a, b },
            _ => match Cmp::of(op) {
                Some(cmp) if l == r => Op::Compare { cmp, dst, a, b },
                _ => Op::Bin {
                    dst,
                    a,
                    b,
                    bits: t.0,
                    signed: t.1,
                    info,
                },
            },
        };
        self.emit(ins);
        Ok(())
    }

    /// A binary operator on `float`/`double` operands (`single`: the
    /// left one's is `float`) of one type, as `Interp::binary` computes it.
    fn float_binary(
        &mut self,
        op: BinaryOp,
        dst: Reg,
        a: Reg,
        b: Reg,
        (single, rty, ty): (bool, TypeId, TypeId),
    ) -> C<()> {
        if self.float(rty) != Some(single) {
            return Err(Unsupported);
        }
        let fop = match op {
            BinaryOp::Add => FOp::Add,
            BinaryOp::Sub => FOp::Sub,
            BinaryOp::Mul => FOp::Mul,
            BinaryOp::Div => FOp::Div,
            _ => {
                let cmp = Cmp::of(op).ok_or(Unsupported)?;
                self.int(ty)?;
                self.emit(Op::FCmp { cmp, dst, a, b });
                return Ok(());
            }
        };
        let single = self.float(ty).ok_or(Unsupported)?;
        self.emit(Op::FArith {
            op: fop,
            single,
            dst,
            a,
            b,
        });
        Ok(())
    }

    /// Converts `src` from type `from` to `to`, either of which may be
    /// floating (through the tree walker's `convert`).
    pub fn convert_any(&mut self, src: Reg, from: TypeId, to: TypeId, span: Span) -> Reg {
        let (ff, tf) = (self.float(from), self.float(to));
        if ff.is_none() && tf.is_none() {
            if let (Some(f), Some(t)) = (self.int(from).ok(), self.int(to).ok()) {
                return self.convert(src, f, t);
            }
        }
        if ff.is_some() && ff == tf {
            return src;
        }
        let dst = self.alloc();
        self.emit(Op::Convert {
            dst,
            src,
            float_src: ff.is_some(),
            from,
            to,
            span,
        });
        dst
    }

    /// Jumps to `to` if the condition `e` is `when`: a comparison
    /// branches on its operands directly.
    pub fn branch(&mut self, e: ExprId, to: u32, when: bool) -> C<()> {
        let prog = self.prog;
        let x = prog.expr(e);
        self.int(x.ty)?;
        if let ExprKind::Binary { op, lhs, rhs } = &x.kind {
            let (l, r) = (prog.expr(*lhs).ty, prog.expr(*rhs).ty);
            if let (Some(cmp), Some(lw), Some(rw)) = (
                Cmp::of(*op),
                super::compile::int_ty(prog, l),
                super::compile::int_ty(prog, r),
            ) {
                if x.category != ValueCategory::LValue && lw == rw {
                    self.pending.push(x.span);
                    let (a, b) = self.operands(*lhs, *rhs)?;
                    let cmp = if when { cmp } else { cmp.negate() };
                    self.emit(Op::branch(cmp, a, b, to));
                    return Ok(());
                }
            }
        }
        let c = self.rvalue(e)?;
        self.emit(if when {
            Op::JumpIf { c, to, n: 0 }
        } else {
            Op::JumpIfNot { c, to, n: 0 }
        });
        Ok(())
    }

    /// The register of the local an lvalue designates.
    pub fn lvalue(&mut self, e: ExprId) -> C<Reg> {
        let prog = self.prog;
        let x = prog.expr(e);
        self.pending.push(x.span);
        let span = x.span;
        match &x.kind {
            ExprKind::Var(v) => self.locals.get(v).copied().ok_or(Unsupported),
            ExprKind::Assign { lhs, rhs } => {
                let (lty, rty) = (prog.expr(*lhs).ty, prog.expr(*rhs).ty);
                let float = self.float(lty);
                if float.is_some() && float != self.float(rty) {
                    return Err(Unsupported);
                }
                let ints = match float {
                    Some(_) => None,
                    None => Some((self.int(lty)?, self.int(rty)?)),
                };
                let v = self.rvalue(*rhs)?;
                let v = self.stable(v, writes(prog, *lhs));
                let p = self.lvalue(*lhs)?;
                match ints {
                    Some((to, from)) => self.store(p, v, from, to),
                    None => self.store_same(p, v),
                }
                Ok(p)
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
            } => {
                let (lty, rty) = (prog.expr(*lhs).ty, prog.expr(*rhs).ty);
                let cty = *compute_ty;
                if [lty, rty, cty].iter().any(|&t| self.float(t).is_some()) {
                    return self.float_compound(*op, *lhs, *rhs, cty, span);
                }
                let lw = self.int(lty)?;
                self.int(rty)?;
                let cw = self.int(*compute_ty)?;
                let p = self.lvalue(*lhs)?;
                // The value before the right operand runs.
                let old = self.stable(p, writes(prog, *rhs));
                let r = self.rvalue(*rhs)?;
                let old = self.convert(old, lw, cw);
                let tys = (*compute_ty, rty, *compute_ty);
                if cw == lw {
                    self.binary(*op, p, old, r, tys, span)?;
                } else {
                    let res = self.alloc();
                    self.binary(*op, res, old, r, tys, span)?;
                    self.store(p, res, cw, lw);
                }
                Ok(p)
            }
            ExprKind::IncDec { op, operand } => Ok(self.inc_dec(*op, *operand, span)?.0),
            ExprKind::Comma { lhs, rhs } => {
                self.discard(*lhs)?;
                self.lvalue(*rhs)
            }
            ExprKind::Cast { operand, .. }
                if prog.expr(*operand).category == ValueCategory::LValue =>
            {
                self.lvalue(*operand)
            }
            ExprKind::FullExpr(inner) => self.lvalue(*inner),
            _ => Err(Unsupported),
        }
    }

    /// A compound assignment computing in (or with an operand of) a
    /// floating type: as `Interp::eval_lvalue` does, the old value read
    /// before the right operand, converted to the computation type, and
    /// the result converted back.
    fn float_compound(
        &mut self,
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        cty: TypeId,
        span: Span,
    ) -> C<Reg> {
        let prog = self.prog;
        let (lty, rty) = (prog.expr(lhs).ty, prog.expr(rhs).ty);
        self.scalar(lty)?;
        self.scalar(rty)?;
        self.scalar(cty)?;
        let p = self.lvalue(lhs)?;
        let old = self.stable(p, writes(prog, rhs));
        let r = self.rvalue(rhs)?;
        let old = self.convert_any(old, lty, cty, span);
        let res = self.alloc();
        self.binary(op, res, old, r, (cty, rty, cty), span)?;
        let v = self.convert_any(res, cty, lty, span);
        self.store_same(p, v);
        Ok(p)
    }

    /// `++`/`--` in place: the local's register and the value before.
    fn inc_dec(&mut self, op: IncDecOp, operand: ExprId, span: Span) -> C<(Reg, Reg)> {
        let ty = self.prog.expr(operand).ty;
        let (bits, signed) = self.int(ty)?;
        let kind = if matches!(self.prog.types.kind(ty), Type::Bool) {
            IncKind::Bool
        } else if bits < 32 {
            IncKind::Narrow
        } else {
            IncKind::Wide
        };
        let reg = self.lvalue(operand)?;
        let old = self.alloc();
        let info = self.info(BinaryOp::Add, ty, ty, ty, span);
        let inc = matches!(op, IncDecOp::PreInc | IncDecOp::PostInc);
        let d = if inc { 1 } else { -1 };
        self.emit(match (kind, Width::of(bits, signed)) {
            (IncKind::Wide, Width::S32) => Op::StepS32 { reg, old, d, info },
            (IncKind::Wide, Width::S64) => Op::StepS64 { reg, old, d, info },
            (kind, w) => Op::IncDec {
                reg,
                old,
                inc,
                kind,
                w,
                info,
            },
        });
        Ok((reg, old))
    }

    /// A call of a program function with integer arguments, evaluated in
    /// the order the tree walker evaluates them (`objects::arg_order`).
    fn call(&mut self, callee: FuncId, args: &[ExprId], ty: TypeId, span: Span) -> C<Reg> {
        let prog = self.prog;
        let func = prog.func(callee);
        if func.kind != FuncKind::Free || func.variadic || args.len() != func.params.len() {
            return Err(Unsupported);
        }
        if !prog.types.is_void(ty) {
            self.scalar(ty)?;
        }
        if args.len() > 64 {
            return Err(Unsupported);
        }
        let mut floats = 0u64;
        for (i, (&a, &p)) in args.iter().zip(&func.params).enumerate() {
            let pty = prog.var(p).ty;
            self.scalar(pty)?;
            if self.float(pty).is_some() {
                floats |= 1 << i;
            }
            if prog.expr(a).category == ValueCategory::LValue {
                return Err(Unsupported);
            }
        }
        let order = crate::objects::arg_order(func, args.len(), 0);
        let mut regs = vec![0; args.len()];
        for (k, &i) in order.iter().enumerate() {
            let r = self.rvalue(args[i])?;
            let later = order[k + 1..].iter().any(|&j| writes(prog, args[j]));
            regs[i] = self.stable(r, later);
        }
        let dst = self.alloc();
        self.emit(Op::Call {
            f: callee,
            args: regs.into_boxed_slice(),
            floats,
            float_ret: self.float(ty).is_some(),
            dst,
            span,
        });
        Ok(dst)
    }
}
