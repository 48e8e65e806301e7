//! The bytecode interpreter loop. Each call's registers are a vector of
//! its own, reused from a pool (`Interp::bc_pool`), and count against the
//! memory limit while the call runs. Every fast path computes exactly
//! what the tree walker computes; whenever an operation would fail
//! (overflow, division by zero, a bad shift), the operation is handed to
//! the tree walker's own function, which reports its diagnostic.
//!
//! Steps: a block's `Charge` adds all its steps at once when they fit in
//! the budget and cross no deadline check; an error inside the block gives
//! back the steps charged past the failing instruction. A block whose
//! steps do not fit runs `exact`: each instruction's steps go through
//! `Interp::step` before it, as on the tree walker.

use super::ops::*;
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::value::{wrap_bits, Val};
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::{BinaryOp, FuncId, Program};

/// How a stretch of the loop ended.
enum Exit {
    Return(Val),
    /// Run the block whose `Charge` is here the other way.
    Switch(usize),
}

/// Bytes one register counts against the memory limit.
pub(crate) const REG_BYTES: u64 = std::mem::size_of::<i128>() as u64;

impl Interp<'_> {
    pub(crate) fn run_bytecode(
        &mut self,
        prog: &Program,
        f: FuncId,
        code: &Code,
        args: &[Val],
        span: Span,
    ) -> Result<Val, Diagnostic> {
        let bytes = code.nregs as u64 * REG_BYTES;
        self.mem.reserve(bytes).map_err(|e| diag::fault(span, &e))?;
        let mut regs = self.bc_pool.pop().unwrap_or_default();
        regs.clear();
        // `exec` relies on this length.
        regs.resize(code.nregs, 0);
        for &(r, v) in &code.consts {
            regs[r as usize] = v;
        }
        for (&(r, p), a) in code.params.iter().zip(args) {
            regs[r as usize] = match p {
                Param::Int(bits, signed) => wrap_bits(a.as_int(), bits, signed),
                Param::Float { single: true } => fbits(a.as_f64() as f32 as f64),
                Param::Float { single: false } => fbits(a.as_f64()),
            };
        }
        let mut pc = 0;
        let r = loop {
            match self.exec::<false>(prog, f, code, &mut regs, pc) {
                Ok(Exit::Switch(at)) => match self.exec::<true>(prog, f, code, &mut regs, at) {
                    Ok(Exit::Switch(next)) => pc = next,
                    Ok(Exit::Return(v)) => break Ok(v),
                    Err(e) => break Err(e),
                },
                Ok(Exit::Return(v)) => break Ok(v),
                Err(e) => break Err(e),
            }
        };
        self.bc_pool.push(regs);
        self.mem.release(bytes);
        r
    }

    /// Runs from `pc`: with `EXACT`, the block whose `Charge` is at `pc`,
    /// charging each instruction's steps as it comes; otherwise blocks
    /// charged whole, until one does not fit.
    #[inline(never)]
    fn exec<const EXACT: bool>(
        &mut self,
        prog: &Program,
        f: FuncId,
        code: &Code,
        regs: &mut [i128],
        mut pc: usize,
    ) -> Result<Exit, Diagnostic> {
        if EXACT {
            pc += 1;
        }
        // The steps the running block charged in all.
        let mut total = 0u32;
        loop {
            let at = pc;
            // SAFETY: `compile::finish` checked every jump lands inside
            // `ops` and the last instruction does not fall through.
            let op = unsafe { code.ops.get_unchecked(at) };
            pc += 1;
            if EXACT {
                if let Op::Charge { .. } = op {
                    return Ok(Exit::Switch(at));
                }
                let (first, n) = code.pre[at];
                for &span in &code.spans[first as usize..(first + n) as usize] {
                    self.step(span)?;
                }
            }
            // SAFETY: `compile::finish` checked every register an
            // instruction names is below `nregs`, the length of `regs`.
            macro_rules! r {
                ($x:expr) => {
                    *unsafe { regs.get_unchecked_mut($x as usize) }
                };
            }
            // An error: without `EXACT`, the steps of the block after the
            // failing instruction were charged too early.
            macro_rules! tri {
                ($e:expr) => {
                    match $e {
                        Ok(v) => v,
                        Err(e) => {
                            if !EXACT {
                                let over = total.saturating_sub(code.upto[at]);
                                self.steps = self.steps.saturating_sub(over as u64);
                            }
                            return Err(e);
                        }
                    }
                };
            }
            macro_rules! arith {
                ($op:ident, $w:expr, $dst:expr, $a:expr, $b:expr, $info:expr) => {{
                    let (x, y) = (r!($a), r!($b));
                    r!($dst) = match arith(Arith::$op, $w, x, y) {
                        Some(v) => v,
                        None => tri!(self.slow_binary(prog, code, $info, x, y)),
                    };
                }};
            }
            // Enters the block whose `Charge` (of `n` steps) is at `$at`.
            macro_rules! charge {
                ($at:expr, $n:expr) => {{
                    let new = self.steps + $n as u64;
                    if EXACT
                        || new > self.limits.max_steps
                        || (self.deadline.is_some() && new / 4096 != self.steps / 4096)
                    {
                        return Ok(Exit::Switch($at));
                    }
                    self.steps = new;
                    total = $n;
                }};
            }
            macro_rules! goto {
                ($to:expr, $n:expr) => {{
                    charge!($to as usize, $n);
                    pc = $to as usize + 1;
                }};
            }
            match *op {
                Op::Charge { n } => charge!(at, n),
                Op::Nop => {}
                Op::Copy { dst, src } => r!(dst) = r!(src),
                Op::Wrap { dst, src, w } => r!(dst) = wrap(w, r!(src)),
                Op::WrapS32 { dst, src } => r!(dst) = r!(src) as i32 as i128,
                Op::WrapU32 { dst, src } => r!(dst) = r!(src) as u32 as i128,
                Op::WrapS64 { dst, src } => r!(dst) = r!(src) as i64 as i128,
                Op::WrapU64 { dst, src } => r!(dst) = r!(src) as u64 as i128,
                Op::StepS32 { reg, old, d, info } => {
                    let v = r!(reg);
                    r!(old) = v;
                    r!(reg) = match (v as i32).checked_add(d as i32) {
                        Some(n) => n as i128,
                        None => tri!(self.slow_step(prog, code, info, v, d)),
                    };
                }
                Op::StepS64 { reg, old, d, info } => {
                    let v = r!(reg);
                    r!(old) = v;
                    r!(reg) = match (v as i64).checked_add(d as i64) {
                        Some(n) => n as i128,
                        None => tri!(self.slow_step(prog, code, info, v, d)),
                    };
                }
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
                            tri!(self.checked_int(prog, v, i.ty, i.span)).as_int()
                        }
                    };
                }
                Op::Add { w, dst, a, b, info } => arith!(Add, w, dst, a, b, info),
                Op::Sub { w, dst, a, b, info } => arith!(Sub, w, dst, a, b, info),
                Op::Mul { w, dst, a, b, info } => arith!(Mul, w, dst, a, b, info),
                Op::Div { w, dst, a, b, info } => arith!(Div, w, dst, a, b, info),
                Op::Rem { w, dst, a, b, info } => arith!(Rem, w, dst, a, b, info),
                Op::Shl { w, dst, a, b, info } => arith!(Shl, w, dst, a, b, info),
                Op::AddS32 { dst, a, b, info } => arith!(Add, Width::S32, dst, a, b, info),
                Op::AddU32 { dst, a, b, info } => arith!(Add, Width::U32, dst, a, b, info),
                Op::AddS64 { dst, a, b, info } => arith!(Add, Width::S64, dst, a, b, info),
                Op::AddU64 { dst, a, b, info } => arith!(Add, Width::U64, dst, a, b, info),
                Op::SubS32 { dst, a, b, info } => arith!(Sub, Width::S32, dst, a, b, info),
                Op::SubU32 { dst, a, b, info } => arith!(Sub, Width::U32, dst, a, b, info),
                Op::SubS64 { dst, a, b, info } => arith!(Sub, Width::S64, dst, a, b, info),
                Op::SubU64 { dst, a, b, info } => arith!(Sub, Width::U64, dst, a, b, info),
                Op::MulS32 { dst, a, b, info } => arith!(Mul, Width::S32, dst, a, b, info),
                Op::MulU32 { dst, a, b, info } => arith!(Mul, Width::U32, dst, a, b, info),
                Op::MulS64 { dst, a, b, info } => arith!(Mul, Width::S64, dst, a, b, info),
                Op::MulU64 { dst, a, b, info } => arith!(Mul, Width::U64, dst, a, b, info),
                Op::DivS32 { dst, a, b, info } => arith!(Div, Width::S32, dst, a, b, info),
                Op::DivU32 { dst, a, b, info } => arith!(Div, Width::U32, dst, a, b, info),
                Op::DivS64 { dst, a, b, info } => arith!(Div, Width::S64, dst, a, b, info),
                Op::DivU64 { dst, a, b, info } => arith!(Div, Width::U64, dst, a, b, info),
                Op::RemS32 { dst, a, b, info } => arith!(Rem, Width::S32, dst, a, b, info),
                Op::RemU32 { dst, a, b, info } => arith!(Rem, Width::U32, dst, a, b, info),
                Op::RemS64 { dst, a, b, info } => arith!(Rem, Width::S64, dst, a, b, info),
                Op::RemU64 { dst, a, b, info } => arith!(Rem, Width::U64, dst, a, b, info),
                Op::Shr {
                    dst,
                    a,
                    b,
                    bits,
                    info,
                } => {
                    let (x, y) = (r!(a), r!(b));
                    r!(dst) = if (0..bits as i128).contains(&y) {
                        x >> y
                    } else {
                        tri!(self.slow_binary(prog, code, info, x, y))
                    };
                }
                Op::ShrS64 { dst, a, b, info } => {
                    let (x, y) = (r!(a), r!(b));
                    r!(dst) = if (0..64).contains(&y) {
                        ((x as i64) >> y) as i128
                    } else {
                        tri!(self.slow_binary(prog, code, info, x, y))
                    };
                }
                Op::ShrU64 { dst, a, b, info } => {
                    let (x, y) = (r!(a), r!(b));
                    r!(dst) = if (0..64).contains(&y) {
                        ((x as u64) >> y) as i128
                    } else {
                        tri!(self.slow_binary(prog, code, info, x, y))
                    };
                }
                Op::And { dst, a, b } => r!(dst) = r!(a) & r!(b),
                Op::Or { dst, a, b } => r!(dst) = r!(a) | r!(b),
                Op::Xor { dst, a, b } => r!(dst) = r!(a) ^ r!(b),
                Op::Compare { cmp, dst, a, b } => r!(dst) = cmp.test(r!(a), r!(b)) as i128,
                Op::Bin {
                    dst,
                    a,
                    b,
                    bits,
                    signed,
                    info,
                } => {
                    let (x, y) = (r!(a), r!(b));
                    let op = code.infos[info as usize].op;
                    r!(dst) = match int_binary(op, x, y, bits, signed) {
                        Some(v) => v,
                        None => tri!(self.slow_binary(prog, code, info, x, y)),
                    };
                }
                Op::IncDec {
                    reg,
                    old,
                    inc,
                    kind,
                    w,
                    info,
                } => {
                    let v = r!(reg);
                    r!(old) = v;
                    let d = if inc { 1 } else { -1 };
                    r!(reg) = match (kind, w) {
                        (IncKind::Bool, _) => {
                            if inc {
                                1
                            } else {
                                (v == 0) as i128
                            }
                        }
                        (IncKind::Narrow, _) => wrap(w, v.wrapping_add(d)),
                        (
                            IncKind::Wide,
                            Width::S32 | Width::S64 | Width::Any { signed: true, .. },
                        ) => match v.checked_add(d) {
                            Some(s) if wrap(w, s) == s => s,
                            // Overflow (`__int128` too): the tree walker's
                            // code reports it.
                            _ => {
                                let i = code.infos[info as usize];
                                tri!(self.inc_dec(prog, &Val::Int(v), i.ty, inc, i.span)).as_int()
                            }
                        },
                        // Unsigned: modulo 2^N, `unsigned __int128` included.
                        (IncKind::Wide, _) => wrap(w, v.wrapping_add(d)),
                    };
                }
                Op::Jump { to, n } => goto!(to, n),
                Op::JumpIfNot { c, to, n } => {
                    if r!(c) == 0 {
                        goto!(to, n);
                    }
                }
                Op::JumpIf { c, to, n } => {
                    if r!(c) != 0 {
                        goto!(to, n);
                    }
                }
                Op::BrEq { a, b, to, n } => {
                    if r!(a) == r!(b) {
                        goto!(to, n);
                    }
                }
                Op::BrNe { a, b, to, n } => {
                    if r!(a) != r!(b) {
                        goto!(to, n);
                    }
                }
                Op::BrLt { a, b, to, n } => {
                    if r!(a) < r!(b) {
                        goto!(to, n);
                    }
                }
                Op::BrLe { a, b, to, n } => {
                    if r!(a) <= r!(b) {
                        goto!(to, n);
                    }
                }
                Op::BrGt { a, b, to, n } => {
                    if r!(a) > r!(b) {
                        goto!(to, n);
                    }
                }
                Op::BrGe { a, b, to, n } => {
                    if r!(a) >= r!(b) {
                        goto!(to, n);
                    }
                }
                Op::Call {
                    f: callee,
                    ref args,
                    floats,
                    float_ret,
                    dst,
                    span,
                } => {
                    let vals: Vec<Val> = (args.iter().enumerate())
                        .map(|(i, &a)| match floats >> i & 1 {
                            0 => Val::Int(r!(a)),
                            _ => Val::Float(fval(r!(a))),
                        })
                        .collect();
                    let v = tri!(self.call(prog, callee, vals, span));
                    r!(dst) = match v {
                        _ if float_ret => fbits(v.as_f64()),
                        Val::Int(i) => i,
                        _ => 0,
                    };
                }
                Op::Ret { src, float } => {
                    let v = r!(src);
                    let v = if float {
                        Val::Float(fval(v))
                    } else {
                        Val::Int(v)
                    };
                    return Ok(Exit::Return(v));
                }
                Op::Convert {
                    dst,
                    src,
                    float_src,
                    from,
                    to,
                    span,
                } => {
                    let v = r!(src);
                    let v = if float_src {
                        Val::Float(fval(v))
                    } else {
                        Val::Int(v)
                    };
                    r!(dst) = match tri!(self.convert(prog, v, from, to, span)) {
                        Val::Float(f) => fbits(f),
                        other => other.as_int(),
                    };
                }
                Op::FArith {
                    op,
                    single,
                    dst,
                    a,
                    b,
                } => {
                    let (x, y) = (fval(r!(a)), fval(r!(b)));
                    let v = match op {
                        FOp::Add => x + y,
                        FOp::Sub => x - y,
                        FOp::Mul => x * y,
                        FOp::Div => x / y,
                    };
                    r!(dst) = fbits(if single { v as f32 as f64 } else { v });
                }
                Op::FCmp { cmp, dst, a, b } => {
                    let (x, y) = (fval(r!(a)), fval(r!(b)));
                    r!(dst) = match cmp {
                        Cmp::Eq => x == y,
                        Cmp::Ne => x != y,
                        Cmp::Lt => x < y,
                        Cmp::Le => x <= y,
                        Cmp::Gt => x > y,
                        Cmp::Ge => x >= y,
                    } as i128;
                }
                Op::FNeg { dst, src } => r!(dst) = fbits(-fval(r!(src))),
                Op::RetVoid => return Ok(Exit::Return(Val::Void)),
                Op::NoReturn { span } => {
                    return tri!(Err(diag::no_return(span, &prog.func(f).name)));
                }
            }
        }
    }

    /// `++`/`--` past the type's range: the tree walker's `inc_dec`
    /// reports it.
    #[cold]
    fn slow_step(
        &mut self,
        prog: &Program,
        code: &Code,
        info: u32,
        v: i128,
        d: i8,
    ) -> Result<i128, Diagnostic> {
        let i = code.infos[info as usize];
        Ok(self
            .inc_dec(prog, &Val::Int(v), i.ty, d > 0, i.span)?
            .as_int())
    }

    /// An integer operation the fast path declined: the tree walker's
    /// `binary`, which reports what is wrong with it.
    #[cold]
    fn slow_binary(
        &mut self,
        prog: &Program,
        code: &Code,
        info: u32,
        x: i128,
        y: i128,
    ) -> Result<i128, Diagnostic> {
        let i = code.infos[info as usize];
        let (l, r) = (Val::Int(x), Val::Int(y));
        Ok(self
            .binary(prog, i.op, l, r, i.lty, i.rty, i.ty, i.span)?
            .as_int())
    }
}

/// `wrap_bits` for a width.
#[inline(always)]
pub(super) fn wrap(w: Width, v: i128) -> i128 {
    match w {
        Width::S32 => v as i32 as i128,
        Width::U32 => v as u32 as i128,
        Width::S64 => v as i64 as i128,
        Width::U64 => v as u64 as i128,
        Width::Any { bits, signed } => wrap_bits(v, bits, signed),
    }
}

/// `Interp::binary` on integers of a native width, or `None` where it
/// reports an error (or the width is not native and `int_binary` says so).
#[inline(always)]
pub(super) fn arith(op: Arith, w: Width, a: i128, b: i128) -> Option<i128> {
    macro_rules! native {
        ($t:ty, $bits:expr, $signed:expr) => {{
            let (x, y) = (a as $t, b as $t);
            let v = match op {
                Arith::Add if $signed => x.checked_add(y)?,
                Arith::Sub if $signed => x.checked_sub(y)?,
                Arith::Mul if $signed => x.checked_mul(y)?,
                Arith::Add => x.wrapping_add(y),
                Arith::Sub => x.wrapping_sub(y),
                Arith::Mul => x.wrapping_mul(y),
                Arith::Div => x.checked_div(y)?,
                Arith::Rem => x.checked_rem(y)?,
                Arith::Shl => {
                    if !(0..$bits).contains(&b) {
                        return None;
                    }
                    x.wrapping_shl(b as u32)
                }
            };
            Some(v as i128)
        }};
    }
    match w {
        Width::S32 => native!(i32, 32, true),
        Width::U32 => native!(u32, 32, false),
        Width::S64 => native!(i64, 64, true),
        Width::U64 => native!(u64, 64, false),
        Width::Any { bits, signed } => {
            let op = match op {
                Arith::Add => BinaryOp::Add,
                Arith::Sub => BinaryOp::Sub,
                Arith::Mul => BinaryOp::Mul,
                Arith::Div => BinaryOp::Div,
                Arith::Rem => BinaryOp::Rem,
                Arith::Shl => BinaryOp::Shl,
            };
            int_binary(op, a, b, bits, signed)
        }
    }
}

/// `Interp::binary` on integers, or `None` where it reports an error.
pub(super) fn int_binary(op: BinaryOp, a: i128, b: i128, bits: u32, signed: bool) -> Option<i128> {
    use crate::eval::unsigned_wraps;
    if bits == 128 && !signed {
        if let Some(v) = crate::value::u128_binary(op, a, b) {
            return Some(v);
        }
    }
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
