//! Typed program → bytecode, for a function whose every construct is
//! supported: integer (and `bool`), `float` and `double` parameters,
//! locals and results; arithmetic, comparisons, logical operators,
//! conditionals, assignments, `++`/`--` (of integers); `if`, loops,
//! `switch` (its labels directly in its block), `break`/`continue`,
//! `return`; calls of other functions with such arguments. Anything else
//! (pointers, arrays, classes, `long double`, `goto`, a local whose
//! address is taken, an uninitialized local) makes the whole function fall
//! back to the tree walker. Conversions from and to floating types go
//! through the tree walker's `convert`, so their range checks are its own. Expressions are `expr.rs`,
//! statements `stmt.rs`.
//!
//! Step counting follows the tree walker exactly: every place where it
//! charges a step (each expression it evaluates, each statement, each loop
//! iteration, each initialization) the compiler records the span, and the
//! recorded spans belong to the next instruction emitted; a block's
//! `Charge` sums them (see `ops`), so the budget runs out at the same
//! expression with the same diagnostic, and before any error the tree
//! walker reports later.
//!
//! Reading a local yields its register itself, not a copy; where an
//! operand evaluated later could assign that local first, the operand is
//! copied (`stable`). Constants live in registers set when a call starts.

use super::ops::*;
use crate::fxhash::FxHashMap;
use lexer::source::Span;
use sema::program::*;

/// The function uses something the bytecode does not support.
pub(crate) struct Unsupported;
pub(super) type C<T> = Result<T, Unsupported>;

/// Registers at or above this are constants (`Compiler::consts`) until
/// `finish` numbers them after the others.
const CONST: Reg = 1 << 31;

pub(super) struct Compiler<'a> {
    pub prog: &'a Program,
    ops: Vec<Op>,
    pre: Vec<(u32, u32)>,
    spans: Vec<Span>,
    infos: Vec<Info>,
    /// Steps charged since the last instruction.
    pub pending: Vec<Span>,
    /// Label → instruction index (`u32::MAX`: not bound yet); jumps hold
    /// labels until `finish` resolves them.
    labels: Vec<u32>,
    /// Per label: a jump to it was emitted, or may be after it is bound
    /// (a loop's head); an unused label does not end a block.
    used: Vec<bool>,
    /// The open block's `Charge` (`None`: the next instruction opens one).
    block: Option<usize>,
    /// The first instruction after the last label: an instruction before
    /// it may be reached from elsewhere, so its result is not redirected.
    barrier: usize,
    pub locals: FxHashMap<VarId, Reg>,
    /// Registers that hold (or held) a local.
    local_regs: Vec<bool>,
    consts: Vec<i128>,
    const_regs: FxHashMap<i128, Reg>,
    pub next: Reg,
    max: Reg,
    /// The innermost loops' and switches' (break, continue) labels
    /// (`u32::MAX`: `continue` is not allowed there).
    pub loops: Vec<(u32, u32)>,
    /// The function returns `void`.
    pub ret_void: bool,
    /// The function returns a `float`/`double`.
    pub ret_float: bool,
    /// The labels of the `case`/`default` statements of the switches
    /// being compiled.
    pub case_labels: FxHashMap<StmtId, u32>,
}

pub(crate) fn compile(prog: &Program, f: FuncId) -> Option<Code> {
    let func = prog.func(f);
    let body = func.body?;
    if func.variadic || func.kind != FuncKind::Free || func.name == "main" {
        return None;
    }
    let void = prog.types.is_void(func.ret);
    if !void && !is_scalar(prog, func.ret) {
        return None;
    }
    let mut c = Compiler {
        prog,
        ops: Vec::new(),
        pre: Vec::new(),
        spans: Vec::new(),
        infos: Vec::new(),
        pending: Vec::new(),
        labels: Vec::new(),
        used: Vec::new(),
        block: None,
        barrier: 0,
        locals: FxHashMap::default(),
        local_regs: Vec::new(),
        consts: Vec::new(),
        const_regs: FxHashMap::default(),
        next: 0,
        max: 0,
        loops: Vec::new(),
        ret_void: void,
        ret_float: float_ty(prog, func.ret).is_some(),
        case_labels: FxHashMap::default(),
    };
    let mut params = Vec::new();
    for &p in &func.params {
        let v = prog.var(p);
        if !matches!(v.kind, VarKind::Param { .. }) {
            return None;
        }
        let ty = match float_ty(prog, v.ty) {
            Some(single) => Param::Float { single },
            None => {
                let (bits, signed) = int_ty(prog, v.ty)?;
                Param::Int(bits, signed)
            }
        };
        let r = c.local(p);
        params.push((r, ty));
    }
    c.stmt(body).ok()?;
    if void {
        c.emit(Op::RetVoid);
    } else {
        c.emit(Op::NoReturn {
            span: prog.stmt(body).span,
        });
    }
    c.finish(params)
}

/// The width and signedness of an integer (or `bool`, enum, character)
/// type the registers can hold.
pub(super) fn int_ty(prog: &Program, ty: TypeId) -> Option<(u32, bool)> {
    match prog.types.kind(ty) {
        Type::Bool | Type::Int(_) => {}
        _ => return None,
    }
    let bits = prog.types.int_bits(ty)?;
    let signed = prog.types.is_signed(ty);
    // `unsigned __int128` is its bit pattern in an i128 register, which the
    // register compares and shifts would read as signed: the tree walker
    // runs such functions (`value::u128_binary`).
    if bits == 128 && !signed {
        return None;
    }
    Some((bits, signed))
}

/// `Some(single)` for `float` (`true`) and `double`, the floating types
/// the registers hold (as `f64` bits, `ops::fbits`).
pub(super) fn float_ty(prog: &Program, ty: TypeId) -> Option<bool> {
    match prog.types.kind(ty) {
        Type::Float(FloatKind::Float) => Some(true),
        Type::Float(FloatKind::Double) => Some(false),
        _ => None,
    }
}

/// An integer or floating type the registers hold.
pub(super) fn is_scalar(prog: &Program, ty: TypeId) -> bool {
    int_ty(prog, ty).is_some() || float_ty(prog, ty).is_some()
}

/// Whether every value of `from` is a value of `to` (the conversion
/// changes nothing).
pub(super) fn widens(from: (u32, bool), to: (u32, bool)) -> bool {
    if from == to {
        return true;
    }
    if to.0 == 1 {
        return false;
    }
    (from.1 == to.1 && from.0 <= to.0) || (!from.1 && from.0 < to.0)
}

impl Compiler<'_> {
    /// Resolves labels and numbers the constants' registers; `None` (a
    /// compiler error: the function stays on the tree walker) if a jump
    /// does not land on a block's `Charge`.
    fn finish(mut self, params: Vec<(Reg, Param)>) -> Option<Code> {
        let labels = std::mem::take(&mut self.labels);
        let charges: Vec<Option<u32>> = (self.ops.iter())
            .map(|op| match op {
                Op::Charge { n } => Some(*n),
                _ => None,
            })
            .collect();
        let base = self.max + 1;
        let mut upto = Vec::with_capacity(self.ops.len());
        let mut acc = 0;
        for (op, &(_, n)) in self.ops.iter_mut().zip(&self.pre) {
            if let Some((to, n)) = op.target_mut() {
                *to = labels[*to as usize];
                *n = (*charges.get(*to as usize)?)?;
            }
            if let Op::Charge { .. } = op {
                acc = 0;
            }
            acc += n;
            upto.push(acc);
            op.regs_mut(|r| {
                if *r >= CONST {
                    *r = base + (*r - CONST);
                }
            });
        }
        // The loop reads registers unchecked: each must be below `nregs`.
        let nregs = base as usize + self.consts.len();
        let mut in_range = true;
        for op in &mut self.ops {
            op.regs_mut(|r| in_range &= (*r as usize) < nregs);
        }
        // The loop reads instructions unchecked too: it never runs past
        // the last one.
        let falls_off = !matches!(
            self.ops.last(),
            Some(Op::Ret { .. } | Op::RetVoid | Op::NoReturn { .. })
        );
        if !in_range || falls_off {
            return None;
        }
        let consts = (self.consts.iter().enumerate())
            .map(|(i, &v)| (base + i as Reg, v))
            .collect();
        Some(Code {
            ops: self.ops,
            pre: self.pre,
            upto,
            spans: self.spans,
            infos: self.infos,
            params,
            consts,
            nregs,
        })
    }

    pub fn int(&self, ty: TypeId) -> C<(u32, bool)> {
        int_ty(self.prog, ty).ok_or(Unsupported)
    }

    pub fn scalar(&self, ty: TypeId) -> C<()> {
        is_scalar(self.prog, ty).then_some(()).ok_or(Unsupported)
    }

    /// Whether `ty` is `float`/`double` (`single`: `float`).
    pub fn float(&self, ty: TypeId) -> Option<bool> {
        float_ty(self.prog, ty)
    }

    pub fn alloc(&mut self) -> Reg {
        let r = self.next;
        self.next += 1;
        self.max = self.max.max(r);
        r
    }

    /// A register for the local `v`, live to the end of its block.
    pub fn local(&mut self, v: VarId) -> Reg {
        let r = self.alloc();
        self.locals.insert(v, r);
        if self.local_regs.len() <= r as usize {
            self.local_regs.resize(r as usize + 1, false);
        }
        self.local_regs[r as usize] = true;
        r
    }

    /// The register holding the constant `v`.
    pub fn konst(&mut self, v: i128) -> Reg {
        if let Some(&r) = self.const_regs.get(&v) {
            return r;
        }
        let r = CONST + self.consts.len() as Reg;
        self.consts.push(v);
        self.const_regs.insert(v, r);
        r
    }

    pub fn const_value(&self, r: Reg) -> Option<i128> {
        (r >= CONST).then(|| self.consts[(r - CONST) as usize])
    }

    pub fn is_local(&self, r: Reg) -> bool {
        self.local_regs.get(r as usize) == Some(&true)
    }

    /// `r`, or a copy of it if `r` is a local that code evaluated before
    /// `r` is used may assign (`clobbered`).
    pub fn stable(&mut self, r: Reg, clobbered: bool) -> Reg {
        if clobbered && self.is_local(r) {
            let dst = self.alloc();
            self.emit(Op::Copy { dst, src: r });
            dst
        } else {
            r
        }
    }

    pub fn emit(&mut self, mut op: Op) {
        let head = match self.block {
            Some(h) => h,
            None => {
                let h = self.ops.len();
                self.ops.push(Op::Charge { n: 0 });
                self.pre.push((self.spans.len() as u32, 0));
                self.block = Some(h);
                h
            }
        };
        let first = self.spans.len() as u32;
        let n = self.pending.len() as u32;
        self.spans.append(&mut self.pending);
        if let Op::Charge { n: total } = &mut self.ops[head] {
            *total += n;
        }
        if op.ends_block() {
            self.block = None;
        }
        if let Some((&mut to, _)) = op.target_mut() {
            self.used[to as usize] = true;
        }
        self.ops.push(op);
        self.pre.push((first, n));
    }

    /// A label every jump to which comes before it is bound.
    pub fn label(&mut self) -> u32 {
        self.labels.push(u32::MAX);
        self.used.push(false);
        self.labels.len() as u32 - 1
    }

    /// A label jumps after it go to (a loop's head).
    pub fn back_label(&mut self) -> u32 {
        let l = self.label();
        self.used[l as usize] = true;
        l
    }

    /// Binds a label here: steps charged before it belong to the code
    /// that reaches it by falling through.
    pub fn bind(&mut self, l: u32) {
        if !self.used[l as usize] {
            // Nothing jumps here: the block goes on.
            self.labels[l as usize] = self.ops.len() as u32;
            return;
        }
        if !self.pending.is_empty() {
            self.emit(Op::Nop);
        }
        self.block = None;
        self.labels[l as usize] = self.ops.len() as u32;
        self.barrier = self.ops.len();
    }

    pub fn info(&mut self, op: BinaryOp, lty: TypeId, rty: TypeId, ty: TypeId, span: Span) -> u32 {
        self.infos.push(Info {
            op,
            lty,
            rty,
            ty,
            span,
        });
        self.infos.len() as u32 - 1
    }

    /// Converts `src` (of type `from`) to `to`: no instruction where the
    /// value cannot change, a constant where it is one.
    pub fn convert(&mut self, src: Reg, from: (u32, bool), to: (u32, bool)) -> Reg {
        if widens(from, to) {
            return src;
        }
        if let Some(v) = self.const_value(src) {
            return self.konst(crate::value::wrap_bits(v, to.0, to.1));
        }
        let dst = self.alloc();
        self.emit(Op::wrap(dst, src, Width::of(to.0, to.1)));
        dst
    }

    /// Stores `src` (of type `from`) into the local register `dst` of type
    /// `to`: where the value was just computed into a temporary, the
    /// instruction computing it writes `dst` instead.
    pub fn store(&mut self, dst: Reg, src: Reg, from: (u32, bool), to: (u32, bool)) {
        if !widens(from, to) {
            self.emit(Op::wrap(dst, src, Width::of(to.0, to.1)));
            return;
        }
        self.store_same(dst, src);
    }

    /// Stores `src` into the local register `dst` of the same type.
    pub fn store_same(&mut self, dst: Reg, src: Reg) {
        if src == dst {
            return;
        }
        let redirect = src < CONST && !self.is_local(src) && self.block.is_some();
        if redirect && self.ops.len() > self.barrier {
            if let Some(d) = self.ops.last_mut().and_then(Op::pure_dst) {
                if *d == src {
                    *d = dst;
                    return;
                }
            }
        }
        self.emit(Op::Copy { dst, src });
    }
}
