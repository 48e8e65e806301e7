//! Typed program → bytecode, for a function whose every construct is
//! supported: integer (and `bool`) parameters, locals and results;
//! arithmetic, comparisons, logical operators, conditionals, assignments,
//! `++`/`--`; `if`, loops, `break`/`continue`, `return`; calls of other
//! functions with integer arguments. Anything else (pointers, arrays,
//! classes, floats, `switch`, `goto`, a local whose address is taken, an
//! uninitialized local) makes the whole function fall back to the tree
//! walker.
//!
//! Step counting follows the tree walker exactly: every place where it
//! charges a step (each expression it evaluates, each statement, each loop
//! iteration, each initialization) the compiler records the span, and the
//! recorded spans are charged by a `Step` instruction before the next
//! instruction runs, so the budget runs out at the same expression with the
//! same diagnostic, and before any error the tree walker reports later.

use super::ops::*;
use crate::fxhash::FxHashMap;
use crate::value::wrap_bits;
use lexer::source::Span;
use sema::program::*;

/// The function uses something the bytecode does not support.
pub(crate) struct Unsupported;
type C<T> = Result<T, Unsupported>;

struct Compiler<'a> {
    prog: &'a Program,
    ops: Vec<Op>,
    spans: Vec<Span>,
    infos: Vec<Info>,
    /// Steps charged since the last instruction.
    pending: Vec<Span>,
    /// Label → instruction index (`u32::MAX`: not bound yet); jumps hold
    /// labels until `finish` resolves them.
    labels: Vec<u32>,
    locals: FxHashMap<VarId, Reg>,
    next: Reg,
    max: Reg,
    /// The innermost loops' (break, continue) labels.
    loops: Vec<(u32, u32)>,
    /// The function returns `void`.
    ret_void: bool,
}

pub(crate) fn compile(prog: &Program, f: FuncId) -> Option<Code> {
    let func = prog.func(f);
    let body = func.body?;
    if func.variadic || func.kind != FuncKind::Free || func.name == "main" {
        return None;
    }
    let void = prog.types.is_void(func.ret);
    if !void && int_ty(prog, func.ret).is_none() {
        return None;
    }
    let mut c = Compiler {
        prog,
        ops: Vec::new(),
        spans: Vec::new(),
        infos: Vec::new(),
        pending: Vec::new(),
        labels: Vec::new(),
        locals: FxHashMap::default(),
        next: 0,
        max: 0,
        loops: Vec::new(),
        ret_void: void,
    };
    let mut params = Vec::new();
    for &p in &func.params {
        let v = prog.var(p);
        if !matches!(v.kind, VarKind::Param { .. }) {
            return None;
        }
        let (bits, signed) = int_ty(prog, v.ty)?;
        let r = c.alloc();
        c.locals.insert(p, r);
        params.push((r, bits, signed));
    }
    c.stmt(body).ok()?;
    if void {
        c.emit(Op::RetVoid);
    } else {
        c.emit(Op::NoReturn {
            span: prog.stmt(body).span,
        });
    }
    Some(c.finish(params))
}

/// The width and signedness of an integer (or `bool`, enum, character)
/// type the registers can hold.
fn int_ty(prog: &Program, ty: TypeId) -> Option<(u32, bool)> {
    match prog.types.kind(ty) {
        Type::Bool | Type::Int(_) => {}
        _ => return None,
    }
    let bits = prog.types.int_bits(ty)?;
    Some((bits, prog.types.is_signed(ty)))
}

impl Compiler<'_> {
    fn finish(mut self, params: Vec<(Reg, u32, bool)>) -> Code {
        let labels = std::mem::take(&mut self.labels);
        for op in &mut self.ops {
            match op {
                Op::Jump { to } | Op::JumpIf { to, .. } | Op::JumpIfNot { to, .. } => {
                    *to = labels[*to as usize];
                }
                _ => {}
            }
        }
        Code {
            ops: self.ops,
            spans: self.spans,
            infos: self.infos,
            params,
            nregs: self.max as usize + 1,
        }
    }

    fn int(&self, ty: TypeId) -> C<(u32, bool)> {
        int_ty(self.prog, ty).ok_or(Unsupported)
    }

    fn alloc(&mut self) -> Reg {
        let r = self.next;
        self.next += 1;
        self.max = self.max.max(r);
        r
    }

    fn flush(&mut self) {
        if !self.pending.is_empty() {
            let first = self.spans.len() as u32;
            let n = self.pending.len() as u32;
            self.spans.append(&mut self.pending);
            self.ops.push(Op::Step { first, n });
        }
    }

    fn emit(&mut self, op: Op) {
        self.flush();
        self.ops.push(op);
    }

    fn label(&mut self) -> u32 {
        self.labels.push(u32::MAX);
        self.labels.len() as u32 - 1
    }

    /// Binds a label here: steps charged before it belong to the code
    /// that reaches it by falling through.
    fn bind(&mut self, l: u32) {
        self.flush();
        self.labels[l as usize] = self.ops.len() as u32;
    }

    fn info(&mut self, lty: TypeId, rty: TypeId, ty: TypeId, span: Span) -> u32 {
        self.infos.push(Info { lty, rty, ty, span });
        self.infos.len() as u32 - 1
    }

    fn copy(&mut self, src: Reg) -> Reg {
        let dst = self.alloc();
        self.emit(Op::Copy { dst, src });
        dst
    }

    // -- expressions (each mirrors `Interp::eval` / `eval_lvalue`) ----------

    fn discard(&mut self, e: ExprId) -> C<()> {
        if self.prog.expr(e).category == ValueCategory::LValue {
            self.lvalue(e)?;
        } else {
            self.rvalue(e)?;
        }
        Ok(())
    }

    /// Evaluates `e` into a register of its own (a void expression: an
    /// unused register).
    fn rvalue(&mut self, e: ExprId) -> C<Reg> {
        let prog = self.prog;
        let x = prog.expr(e);
        self.pending.push(x.span);
        if x.category == ValueCategory::LValue {
            self.int(x.ty)?;
            let p = self.lvalue(e)?;
            return Ok(self.copy(p));
        }
        let (span, ty) = (x.span, x.ty);
        match &x.kind {
            ExprKind::Int(v) => {
                let (bits, signed) = self.int(ty)?;
                let dst = self.alloc();
                self.emit(Op::Const {
                    dst,
                    v: wrap_bits(*v, bits, signed),
                });
                Ok(dst)
            }
            ExprKind::Cast { kind, operand } => {
                let from = prog.expr(*operand).ty;
                match kind {
                    CastKind::LValueToRValue => {
                        self.int(from)?;
                        let p = self.lvalue(*operand)?;
                        Ok(self.copy(p))
                    }
                    CastKind::ToVoid => {
                        self.discard(*operand)?;
                        Ok(self.alloc())
                    }
                    CastKind::ArrayToPointer | CastKind::FunctionToPointer => Err(Unsupported),
                    _ => {
                        self.int(from)?;
                        let (bits, signed) = self.int(ty)?;
                        let src = self.rvalue(*operand)?;
                        let dst = self.alloc();
                        self.emit(Op::Wrap {
                            dst,
                            src,
                            bits,
                            signed,
                        });
                        Ok(dst)
                    }
                }
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
                        let info = self.info(ty, ty, ty, span);
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
                let (lty, rty) = (prog.expr(*lhs).ty, prog.expr(*rhs).ty);
                self.int(lty)?;
                self.int(rty)?;
                let (bits, signed) = self.int(ty)?;
                let a = self.rvalue(*lhs)?;
                let b = self.rvalue(*rhs)?;
                let dst = self.alloc();
                let info = self.info(lty, rty, ty, span);
                self.emit(Op::Bin {
                    op: *op,
                    dst,
                    a,
                    b,
                    bits,
                    signed,
                    info,
                });
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
                    bits: 1,
                    signed: false,
                });
                self.emit(match op {
                    LogicalOp::And => Op::JumpIfNot { c: dst, to: end },
                    LogicalOp::Or => Op::JumpIf { c: dst, to: end },
                });
                let b = self.rvalue(*rhs)?;
                self.emit(Op::Wrap {
                    dst,
                    src: b,
                    bits: 1,
                    signed: false,
                });
                self.bind(end);
                Ok(dst)
            }
            ExprKind::Conditional { cond, then, else_ } => {
                self.int(prog.expr(*cond).ty)?;
                if !prog.types.is_void(ty) {
                    self.int(ty)?;
                }
                let dst = self.alloc();
                let (other, end) = (self.label(), self.label());
                let c = self.rvalue(*cond)?;
                self.emit(Op::JumpIfNot { c, to: other });
                let a = self.rvalue(*then)?;
                self.emit(Op::Copy { dst, src: a });
                self.emit(Op::Jump { to: end });
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
                    self.copy(p)
                })
            }
            ExprKind::Call { callee, args } => self.call(*callee, args, ty, span),
            ExprKind::FullExpr(inner) => {
                if !prog.types.is_void(ty) {
                    self.int(ty)?;
                }
                self.rvalue(*inner)
            }
            _ => Err(Unsupported),
        }
    }

    /// The register of the local an lvalue designates.
    fn lvalue(&mut self, e: ExprId) -> C<Reg> {
        let prog = self.prog;
        let x = prog.expr(e);
        self.pending.push(x.span);
        let span = x.span;
        match &x.kind {
            ExprKind::Var(v) => self.locals.get(v).copied().ok_or(Unsupported),
            ExprKind::Assign { lhs, rhs } => {
                let (bits, signed) = self.int(prog.expr(*lhs).ty)?;
                self.int(prog.expr(*rhs).ty)?;
                let v = self.rvalue(*rhs)?;
                let p = self.lvalue(*lhs)?;
                self.emit(Op::Wrap {
                    dst: p,
                    src: v,
                    bits,
                    signed,
                });
                Ok(p)
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
            } => {
                let (lty, rty) = (prog.expr(*lhs).ty, prog.expr(*rhs).ty);
                let (lbits, lsigned) = self.int(lty)?;
                self.int(rty)?;
                let (cbits, csigned) = self.int(*compute_ty)?;
                let p = self.lvalue(*lhs)?;
                let old = self.copy(p);
                let r = self.rvalue(*rhs)?;
                self.emit(Op::Wrap {
                    dst: old,
                    src: old,
                    bits: cbits,
                    signed: csigned,
                });
                let res = self.alloc();
                let info = self.info(*compute_ty, rty, *compute_ty, span);
                self.emit(Op::Bin {
                    op: *op,
                    dst: res,
                    a: old,
                    b: r,
                    bits: cbits,
                    signed: csigned,
                    info,
                });
                self.emit(Op::Wrap {
                    dst: p,
                    src: res,
                    bits: lbits,
                    signed: lsigned,
                });
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
        let info = self.info(ty, ty, ty, span);
        self.emit(Op::IncDec {
            reg,
            old,
            inc: matches!(op, IncDecOp::PreInc | IncDecOp::PostInc),
            kind,
            bits,
            signed,
            info,
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
            self.int(ty)?;
        }
        for (&a, &p) in args.iter().zip(&func.params) {
            self.int(prog.var(p).ty)?;
            if prog.expr(a).category == ValueCategory::LValue {
                return Err(Unsupported);
            }
        }
        let mut regs = vec![0; args.len()];
        for i in crate::objects::arg_order(func, args.len(), 0) {
            regs[i] = self.rvalue(args[i])?;
        }
        let dst = self.alloc();
        self.emit(Op::Call {
            f: callee,
            args: regs.into_boxed_slice(),
            dst,
            span,
        });
        Ok(dst)
    }

    // -- statements (each mirrors `Interp::exec_stmt`) -----------------------

    fn stmt(&mut self, s: StmtId) -> C<()> {
        let prog = self.prog;
        let st = prog.stmt(s);
        let span = st.span;
        self.pending.push(span);
        let mark = self.next;
        match &st.kind {
            StmtKind::Empty => {}
            StmtKind::Block(list) => {
                for &c in list {
                    self.stmt(c)?;
                }
            }
            StmtKind::Expr(e) => self.discard(*e)?,
            StmtKind::Decl { var, init } => {
                let v = prog.var(*var);
                if !matches!(v.kind, VarKind::Local) {
                    return Err(Unsupported);
                }
                let (bits, signed) = self.int(v.ty)?;
                let Some(init) = init else {
                    return Err(Unsupported);
                };
                let reg = self.alloc();
                self.locals.insert(*var, reg);
                self.init(reg, bits, signed, init, span)?;
                // The local lives on; the initializer's temporaries do not.
                self.next = reg + 1;
                return Ok(());
            }
            StmtKind::If { cond, then, else_ } => {
                self.int(prog.expr(*cond).ty)?;
                let (other, end) = (self.label(), self.label());
                let c = self.rvalue(*cond)?;
                self.emit(Op::JumpIfNot { c, to: other });
                self.stmt(*then)?;
                self.emit(Op::Jump { to: end });
                self.bind(other);
                if let Some(e) = else_ {
                    self.stmt(*e)?;
                }
                self.bind(end);
            }
            StmtKind::While { cond, body } => {
                self.int(prog.expr(*cond).ty)?;
                let (top, end) = (self.label(), self.label());
                self.bind(top);
                self.pending.push(span);
                let c = self.rvalue(*cond)?;
                self.emit(Op::JumpIfNot { c, to: end });
                self.loop_body(*body, end, top)?;
                self.emit(Op::Jump { to: top });
                self.bind(end);
            }
            StmtKind::DoWhile { body, cond } => {
                self.int(prog.expr(*cond).ty)?;
                let (top, test, end) = (self.label(), self.label(), self.label());
                self.bind(top);
                self.pending.push(span);
                self.loop_body(*body, end, test)?;
                self.bind(test);
                let c = self.rvalue(*cond)?;
                self.emit(Op::JumpIf { c, to: top });
                self.bind(end);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                if let Some(i) = init {
                    // The tree walker runs a block init-statement's
                    // statements without charging the block itself.
                    match &prog.stmt(*i).kind {
                        StmtKind::Block(list) => {
                            for &c in list {
                                self.stmt(c)?;
                            }
                        }
                        _ => self.stmt(*i)?,
                    }
                }
                if let Some(c) = cond {
                    self.int(prog.expr(*c).ty)?;
                }
                let (top, next, end) = (self.label(), self.label(), self.label());
                self.bind(top);
                self.pending.push(span);
                if let Some(c) = cond {
                    let c = self.rvalue(*c)?;
                    self.emit(Op::JumpIfNot { c, to: end });
                }
                self.loop_body(*body, end, next)?;
                self.bind(next);
                if let Some(s) = step {
                    let m = self.next;
                    self.discard(*s)?;
                    self.next = m;
                }
                self.emit(Op::Jump { to: top });
                self.bind(end);
            }
            StmtKind::Break => {
                let (brk, _) = *self.loops.last().ok_or(Unsupported)?;
                self.emit(Op::Jump { to: brk });
            }
            StmtKind::Continue => {
                let (_, cont) = *self.loops.last().ok_or(Unsupported)?;
                self.emit(Op::Jump { to: cont });
            }
            StmtKind::Return(e) => {
                let func_void = self.ret_void;
                match e {
                    Some(e) => {
                        if prog.expr(*e).category == ValueCategory::LValue {
                            return Err(Unsupported);
                        }
                        let r = self.rvalue(*e)?;
                        self.emit(if func_void {
                            Op::RetVoid
                        } else {
                            Op::Ret { src: r }
                        });
                    }
                    None => self.emit(Op::RetVoid),
                }
            }
            _ => return Err(Unsupported),
        }
        self.next = mark;
        Ok(())
    }

    fn loop_body(&mut self, body: StmtId, brk: u32, cont: u32) -> C<()> {
        self.loops.push((brk, cont));
        let r = self.stmt(body);
        self.loops.pop();
        r
    }

    /// `Interp::init_object` for an integer local.
    fn init(&mut self, reg: Reg, bits: u32, signed: bool, init: &Init, span: Span) -> C<()> {
        self.pending.push(span);
        match init {
            Init::Zero => self.emit(Op::Const { dst: reg, v: 0 }),
            Init::Expr(e) => {
                self.int(self.prog.expr(*e).ty)?;
                let v = self.rvalue(*e)?;
                self.emit(Op::Wrap {
                    dst: reg,
                    src: v,
                    bits,
                    signed,
                });
            }
            Init::List(items) => {
                self.emit(Op::Const { dst: reg, v: 0 });
                if let Some(first) = items.first() {
                    self.init(reg, bits, signed, first, span)?;
                }
            }
        }
        Ok(())
    }
}
