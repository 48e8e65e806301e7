//! The bytecode interpreter loop. Registers live on one stack shared by
//! all bytecode calls (`Interp::bc_regs`), so a call allocates nothing but
//! the tree walker's frame record. Every fast path computes exactly what
//! the tree walker computes; whenever an operation would fail (overflow,
//! division by zero, a bad shift), the operation is handed to the tree
//! walker's own function, which reports its diagnostic.

use super::ops::*;
use crate::diagnostics as diag;
use crate::eval::unsigned_wraps;
use crate::interp::Interp;
use crate::value::{wrap_bits, Val};
use lexer::diag::Diagnostic;
use sema::program::{BinaryOp, FuncId, Program};

impl Interp<'_> {
    pub(crate) fn run_bytecode(
        &mut self,
        prog: &Program,
        f: FuncId,
        code: &Code,
        args: &[Val],
    ) -> Result<Val, Diagnostic> {
        let base = self.bc_regs.len();
        self.bc_regs.resize(base + code.nregs, 0);
        for (&(r, bits, signed), a) in code.params.iter().zip(args) {
            self.bc_regs[base + r as usize] = wrap_bits(a.as_int(), bits, signed);
        }
        let r = self.run_ops(prog, f, code, base);
        self.bc_regs.truncate(base);
        r
    }

    fn run_ops(
        &mut self,
        prog: &Program,
        f: FuncId,
        code: &Code,
        base: usize,
    ) -> Result<Val, Diagnostic> {
        macro_rules! r {
            ($x:expr) => {
                self.bc_regs[base + $x as usize]
            };
        }
        let mut pc = 0usize;
        loop {
            let op = &code.ops[pc];
            pc += 1;
            match *op {
                Op::Step { first, n } => {
                    let new = self.steps + n as u64;
                    if new <= self.limits.max_steps
                        && (self.deadline.is_none() || new / 4096 == self.steps / 4096)
                    {
                        self.steps = new;
                    } else {
                        let (a, b) = (first as usize, (first + n) as usize);
                        for &span in &code.spans[a..b] {
                            self.step(span)?;
                        }
                    }
                }
                Op::Const { dst, v } => r!(dst) = v,
                Op::Copy { dst, src } => r!(dst) = r!(src),
                Op::Wrap {
                    dst,
                    src,
                    bits,
                    signed,
                } => r!(dst) = wrap_bits(r!(src), bits, signed),
                Op::Not { dst, src } => r!(dst) = (r!(src) == 0) as i128,
                Op::BitNot {
                    dst,
                    src,
                    bits,
                    signed,
                } => r!(dst) = wrap_bits(!r!(src), bits, signed),
                Op::Neg {
                    dst,
                    src,
                    bits,
                    signed,
                    info,
                } => {
                    let a = r!(src);
                    r!(dst) = match a.checked_neg() {
                        Some(v) if !signed || wrap_bits(v, bits, signed) == v => {
                            wrap_bits(v, bits, signed)
                        }
                        v => {
                            let i = code.infos[info as usize];
                            self.checked_int(prog, v, i.ty, i.span)?.as_int()
                        }
                    };
                }
                Op::Bin {
                    op,
                    dst,
                    a,
                    b,
                    bits,
                    signed,
                    info,
                } => {
                    let (x, y) = (r!(a), r!(b));
                    r!(dst) = match int_binary(op, x, y, bits, signed) {
                        Some(v) => v,
                        None => {
                            let i = code.infos[info as usize];
                            let (l, r) = (Val::Int(x), Val::Int(y));
                            self.binary(prog, op, l, r, i.lty, i.rty, i.ty, i.span)?
                                .as_int()
                        }
                    };
                }
                Op::IncDec {
                    reg,
                    old,
                    inc,
                    kind,
                    bits,
                    signed,
                    info,
                } => {
                    let v = r!(reg);
                    r!(old) = v;
                    let d = if inc { 1 } else { -1 };
                    r!(reg) = match kind {
                        IncKind::Bool => {
                            if inc {
                                1
                            } else {
                                (v == 0) as i128
                            }
                        }
                        IncKind::Narrow => wrap_bits(v + d, bits, signed),
                        IncKind::Wide => {
                            let w = wrap_bits(v + d, bits, signed);
                            if signed && w != v + d {
                                let i = code.infos[info as usize];
                                self.inc_dec(prog, &Val::Int(v), i.ty, inc, i.span)?
                                    .as_int()
                            } else {
                                w
                            }
                        }
                    };
                }
                Op::Jump { to } => pc = to as usize,
                Op::JumpIfNot { c, to } => {
                    if r!(c) == 0 {
                        pc = to as usize;
                    }
                }
                Op::JumpIf { c, to } => {
                    if r!(c) != 0 {
                        pc = to as usize;
                    }
                }
                Op::Call {
                    f: callee,
                    ref args,
                    dst,
                    span,
                } => {
                    let vals: Vec<Val> = args.iter().map(|&a| Val::Int(r!(a))).collect();
                    let v = self.call(prog, callee, vals, span)?;
                    r!(dst) = match v {
                        Val::Int(i) => i,
                        _ => 0,
                    };
                }
                Op::Ret { src } => return Ok(Val::Int(r!(src))),
                Op::RetVoid => return Ok(Val::Void),
                Op::NoReturn { span } => {
                    return Err(diag::no_return(span, &prog.func(f).name));
                }
            }
        }
    }
}

/// `Interp::binary` on integers, or `None` where it reports an error.
fn int_binary(op: BinaryOp, a: i128, b: i128, bits: u32, signed: bool) -> Option<i128> {
    let info = Some((bits, signed));
    let checked = |v: Option<i128>| {
        let v = v?;
        let w = wrap_bits(v, bits, signed);
        (!signed || w == v).then_some(w)
    };
    Some(match op {
        BinaryOp::Eq => (a == b) as i128,
        BinaryOp::Ne => (a != b) as i128,
        BinaryOp::Lt => (a < b) as i128,
        BinaryOp::Le => (a <= b) as i128,
        BinaryOp::Gt => (a > b) as i128,
        BinaryOp::Ge => (a >= b) as i128,
        BinaryOp::Add => checked(unsigned_wraps(info, a.checked_add(b), a.wrapping_add(b)))?,
        BinaryOp::Sub => checked(unsigned_wraps(info, a.checked_sub(b), a.wrapping_sub(b)))?,
        BinaryOp::Mul => checked(unsigned_wraps(info, a.checked_mul(b), a.wrapping_mul(b)))?,
        BinaryOp::Div | BinaryOp::Rem => {
            if b == 0 {
                return None;
            }
            if op == BinaryOp::Rem {
                // INT_MIN % -1 overflows the type.
                if signed && b == -1 && bits < 128 && a == -(1i128 << (bits - 1)) {
                    return None;
                }
                checked(a.checked_rem(b))?
            } else {
                checked(a.checked_div(b))?
            }
        }
        BinaryOp::Shl | BinaryOp::Shr => {
            if b < 0 || b >= bits as i128 {
                return None;
            }
            let v = if op == BinaryOp::Shl {
                wrap_bits(a.wrapping_shl(b as u32), bits, signed)
            } else {
                a >> b
            };
            wrap_bits(v, bits, signed)
        }
        BinaryOp::BitAnd => wrap_bits(a & b, bits, signed),
        BinaryOp::BitOr => wrap_bits(a | b, bits, signed),
        BinaryOp::BitXor => wrap_bits(a ^ b, bits, signed),
    })
}
