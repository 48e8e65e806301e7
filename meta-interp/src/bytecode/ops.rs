//! The bytecode: register instructions over `i128` registers holding
//! integers as the tree walker does (so both engines compute with the same
//! values) and `float`/`double` values as the bits of their `f64` (the
//! tree walker's `Val::Float`). Jump targets are instruction indices.
//!
//! Instructions form blocks: each block starts with a `Charge` of all the
//! steps its instructions would charge on the tree walker, so the loop
//! counts steps once per block; `Code::pre` keeps each instruction's own
//! steps for the exact path the loop takes where a block would cross the
//! budget or a deadline check (see `run`).

use lexer::source::Span;
use sema::program::{BinaryOp, FuncId, TypeId};

pub(crate) type Reg = u32;

/// The types and location an instruction's slow path needs to hand an
/// operation to the tree walker, which then reports the diagnostic it
/// would have reported.
#[derive(Clone, Copy)]
pub(crate) struct Info {
    pub op: BinaryOp,
    pub lty: TypeId,
    pub rty: TypeId,
    pub ty: TypeId,
    pub span: Span,
}

/// How `++`/`--` treats a type: `bool` saturates (`--` flips), types
/// narrower than `int` wrap (they are promoted), wider ones are checked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum IncKind {
    Bool,
    Narrow,
    Wide,
}

/// An arithmetic type's width: the native ones compute in machine
/// integers; `Any` goes through the general `i128` code.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Width {
    S32,
    U32,
    S64,
    U64,
    Any { bits: u32, signed: bool },
}

impl Width {
    pub fn of(bits: u32, signed: bool) -> Width {
        match (bits, signed) {
            (32, true) => Width::S32,
            (32, false) => Width::U32,
            (64, true) => Width::S64,
            (64, false) => Width::U64,
            _ => Width::Any { bits, signed },
        }
    }
}

/// An integer comparison (of values already converted to one type, so
/// comparing the `i128` values is comparing the operands).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    pub fn of(op: BinaryOp) -> Option<Cmp> {
        Some(match op {
            BinaryOp::Eq => Cmp::Eq,
            BinaryOp::Ne => Cmp::Ne,
            BinaryOp::Lt => Cmp::Lt,
            BinaryOp::Le => Cmp::Le,
            BinaryOp::Gt => Cmp::Gt,
            BinaryOp::Ge => Cmp::Ge,
            _ => return None,
        })
    }
    pub fn negate(self) -> Cmp {
        match self {
            Cmp::Eq => Cmp::Ne,
            Cmp::Ne => Cmp::Eq,
            Cmp::Lt => Cmp::Ge,
            Cmp::Le => Cmp::Gt,
            Cmp::Gt => Cmp::Le,
            Cmp::Ge => Cmp::Lt,
        }
    }
    #[inline(always)]
    pub fn test(self, a: i128, b: i128) -> bool {
        match self {
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Gt => a > b,
            Cmp::Ge => a >= b,
        }
    }
}

/// The floating operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FOp {
    Add,
    Sub,
    Mul,
    Div,
}

/// A parameter's type: what a call's argument is converted to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Param {
    Int(u32, bool),
    Float { single: bool },
}

/// A floating value in a register: its bits.
pub(crate) fn fbits(f: f64) -> i128 {
    f.to_bits() as i128
}

pub(crate) fn fval(r: i128) -> f64 {
    f64::from_bits(r as u64)
}

/// The operations with a native fast path (`run::arith`), as its
/// argument.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
}

#[derive(Debug)]
pub(crate) enum Op {
    /// Heads a block: the steps its instructions charge, in all.
    Charge {
        n: u32,
    },
    /// Only charges its steps (those before a label that no instruction
    /// of the block follows).
    Nop,
    Copy {
        dst: Reg,
        src: Reg,
    },
    /// An integer conversion (and a store into a typed local): the value
    /// wrapped to `bits` (1: `bool`, `!= 0`).
    Wrap {
        dst: Reg,
        src: Reg,
        w: Width,
    },
    WrapS32 {
        dst: Reg,
        src: Reg,
    },
    WrapU32 {
        dst: Reg,
        src: Reg,
    },
    WrapS64 {
        dst: Reg,
        src: Reg,
    },
    WrapU64 {
        dst: Reg,
        src: Reg,
    },
    /// `!`.
    Not {
        dst: Reg,
        src: Reg,
    },
    BitNot {
        dst: Reg,
        src: Reg,
        bits: u32,
        signed: bool,
    },
    Neg {
        dst: Reg,
        src: Reg,
        bits: u32,
        signed: bool,
        info: u32,
    },
    /// `+ - * / % <<` on operands of the result's type (`<<`: the left
    /// operand's).
    Add {
        w: Width,
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    Sub {
        w: Width,
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    Mul {
        w: Width,
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    Div {
        w: Width,
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    Rem {
        w: Width,
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    Shl {
        w: Width,
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    /// The same at a native width: one dispatch, no width to look at.
    AddS32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    AddU32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    AddS64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    AddU64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    SubS32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    SubU32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    SubS64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    SubU64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    MulS32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    MulU32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    MulS64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    MulU64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    DivS32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    DivU32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    DivS64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    DivU64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    RemS32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    RemU32 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    RemS64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    RemU64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    /// `>>`: `b` may be of another type than `a`.
    Shr {
        dst: Reg,
        a: Reg,
        b: Reg,
        bits: u32,
        info: u32,
    },
    /// The same on a 64-bit left operand.
    ShrS64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    ShrU64 {
        dst: Reg,
        a: Reg,
        b: Reg,
        info: u32,
    },
    /// `& | ^` of two values of one type: the result is that type's.
    And {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Or {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Xor {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Compare {
        cmp: Cmp,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// Any other integer binary operation, through the general code.
    Bin {
        dst: Reg,
        a: Reg,
        b: Reg,
        bits: u32,
        signed: bool,
        info: u32,
    },
    /// `++`/`--` of a signed `int`/`long`: `reg += d` (±1), checked.
    StepS32 {
        reg: Reg,
        old: Reg,
        d: i8,
        info: u32,
    },
    StepS64 {
        reg: Reg,
        old: Reg,
        d: i8,
        info: u32,
    },
    /// `old = reg; reg = reg ± 1`.
    IncDec {
        reg: Reg,
        old: Reg,
        inc: bool,
        kind: IncKind,
        w: Width,
        info: u32,
    },
    /// Jumps go to a block's `Charge` and charge it themselves (`n`, its
    /// steps), so the loop goes on after it.
    Jump {
        to: u32,
        n: u32,
    },
    JumpIfNot {
        c: Reg,
        to: u32,
        n: u32,
    },
    JumpIf {
        c: Reg,
        to: u32,
        n: u32,
    },
    /// Jumps if `a cmp b`, one instruction per comparison.
    BrEq {
        a: Reg,
        b: Reg,
        to: u32,
        n: u32,
    },
    BrNe {
        a: Reg,
        b: Reg,
        to: u32,
        n: u32,
    },
    BrLt {
        a: Reg,
        b: Reg,
        to: u32,
        n: u32,
    },
    BrLe {
        a: Reg,
        b: Reg,
        to: u32,
        n: u32,
    },
    BrGt {
        a: Reg,
        b: Reg,
        to: u32,
        n: u32,
    },
    BrGe {
        a: Reg,
        b: Reg,
        to: u32,
        n: u32,
    },
    /// A call of a program function with integer arguments (in parameter
    /// order); the result (0 for `void`) goes to `dst`.
    Call {
        f: FuncId,
        args: Box<[Reg]>,
        /// Bit `i`: argument `i` is a `float`/`double`.
        floats: u64,
        /// The result is a `float`/`double`.
        float_ret: bool,
        dst: Reg,
        span: Span,
    },
    Ret {
        src: Reg,
        float: bool,
    },
    /// A conversion from or to a floating type: the tree walker's
    /// `convert` (which checks the range of a floating → integer one).
    Convert {
        dst: Reg,
        src: Reg,
        float_src: bool,
        from: TypeId,
        to: TypeId,
        span: Span,
    },
    /// `+ - * /` on `double` (`single`: `float`, rounded to it).
    FArith {
        op: FOp,
        single: bool,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    FCmp {
        cmp: Cmp,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    FNeg {
        dst: Reg,
        src: Reg,
    },
    RetVoid,
    /// Flowing off the end of a non-void function.
    NoReturn {
        span: Span,
    },
}

impl Op {
    /// `dst = a op b` at width `w`: the native variant where there is one.
    pub fn arith(op: Arith, w: Width, dst: Reg, a: Reg, b: Reg, info: u32) -> Op {
        macro_rules! pick {
            ($($o:ident: $s32:ident $u32:ident $s64:ident $u64:ident),*) => {
                match (op, w) {
                    $(
                        (Arith::$o, Width::S32) => Op::$s32 { dst, a, b, info },
                        (Arith::$o, Width::U32) => Op::$u32 { dst, a, b, info },
                        (Arith::$o, Width::S64) => Op::$s64 { dst, a, b, info },
                        (Arith::$o, Width::U64) => Op::$u64 { dst, a, b, info },
                    )*
                    (Arith::Add, w) => Op::Add { w, dst, a, b, info },
                    (Arith::Sub, w) => Op::Sub { w, dst, a, b, info },
                    (Arith::Mul, w) => Op::Mul { w, dst, a, b, info },
                    (Arith::Div, w) => Op::Div { w, dst, a, b, info },
                    (Arith::Rem, w) => Op::Rem { w, dst, a, b, info },
                    (Arith::Shl, w) => Op::Shl { w, dst, a, b, info },
                }
            };
        }
        pick!(
            Add: AddS32 AddU32 AddS64 AddU64,
            Sub: SubS32 SubU32 SubS64 SubU64,
            Mul: MulS32 MulU32 MulS64 MulU64,
            Div: DivS32 DivU32 DivS64 DivU64,
            Rem: RemS32 RemU32 RemS64 RemU64
        )
    }

    /// Jumps to `to` if `a cmp b`.
    pub fn branch(cmp: Cmp, a: Reg, b: Reg, to: u32) -> Op {
        let n = 0;
        match cmp {
            Cmp::Eq => Op::BrEq { a, b, to, n },
            Cmp::Ne => Op::BrNe { a, b, to, n },
            Cmp::Lt => Op::BrLt { a, b, to, n },
            Cmp::Le => Op::BrLe { a, b, to, n },
            Cmp::Gt => Op::BrGt { a, b, to, n },
            Cmp::Ge => Op::BrGe { a, b, to, n },
        }
    }

    /// The jump target and its charge of a jump.
    pub fn target_mut(&mut self) -> Option<(&mut u32, &mut u32)> {
        match self {
            Op::Jump { to, n }
            | Op::JumpIf { to, n, .. }
            | Op::JumpIfNot { to, n, .. }
            | Op::BrEq { to, n, .. }
            | Op::BrNe { to, n, .. }
            | Op::BrLt { to, n, .. }
            | Op::BrLe { to, n, .. }
            | Op::BrGt { to, n, .. }
            | Op::BrGe { to, n, .. } => Some((to, n)),
            _ => None,
        }
    }

    /// `dst = src` converted to width `w`.
    pub fn wrap(dst: Reg, src: Reg, w: Width) -> Op {
        match w {
            Width::S32 => Op::WrapS32 { dst, src },
            Width::U32 => Op::WrapU32 { dst, src },
            Width::S64 => Op::WrapS64 { dst, src },
            Width::U64 => Op::WrapU64 { dst, src },
            w => Op::Wrap { dst, src, w },
        }
    }

    /// Every register the instruction names.
    pub fn regs_mut(&mut self, mut f: impl FnMut(&mut Reg)) {
        match self {
            Op::Charge { .. } | Op::Nop | Op::Jump { .. } | Op::RetVoid | Op::NoReturn { .. } => {}
            Op::Copy { dst, src }
            | Op::Wrap { dst, src, .. }
            | Op::WrapS32 { dst, src }
            | Op::WrapU32 { dst, src }
            | Op::WrapS64 { dst, src }
            | Op::WrapU64 { dst, src }
            | Op::Not { dst, src }
            | Op::BitNot { dst, src, .. }
            | Op::Neg { dst, src, .. }
            | Op::Convert { dst, src, .. }
            | Op::FNeg { dst, src } => {
                f(dst);
                f(src);
            }
            Op::FArith { dst, a, b, .. } | Op::FCmp { dst, a, b, .. } => {
                f(dst);
                f(a);
                f(b);
            }
            Op::Add { dst, a, b, .. }
            | Op::Sub { dst, a, b, .. }
            | Op::Mul { dst, a, b, .. }
            | Op::Div { dst, a, b, .. }
            | Op::Rem { dst, a, b, .. }
            | Op::Shl { dst, a, b, .. }
            | Op::AddS32 { dst, a, b, .. }
            | Op::AddU32 { dst, a, b, .. }
            | Op::AddS64 { dst, a, b, .. }
            | Op::AddU64 { dst, a, b, .. }
            | Op::SubS32 { dst, a, b, .. }
            | Op::SubU32 { dst, a, b, .. }
            | Op::SubS64 { dst, a, b, .. }
            | Op::SubU64 { dst, a, b, .. }
            | Op::MulS32 { dst, a, b, .. }
            | Op::MulU32 { dst, a, b, .. }
            | Op::MulS64 { dst, a, b, .. }
            | Op::MulU64 { dst, a, b, .. }
            | Op::DivS32 { dst, a, b, .. }
            | Op::DivU32 { dst, a, b, .. }
            | Op::DivS64 { dst, a, b, .. }
            | Op::DivU64 { dst, a, b, .. }
            | Op::RemS32 { dst, a, b, .. }
            | Op::RemU32 { dst, a, b, .. }
            | Op::RemS64 { dst, a, b, .. }
            | Op::RemU64 { dst, a, b, .. }
            | Op::Shr { dst, a, b, .. }
            | Op::ShrS64 { dst, a, b, .. }
            | Op::ShrU64 { dst, a, b, .. }
            | Op::And { dst, a, b }
            | Op::Or { dst, a, b }
            | Op::Xor { dst, a, b }
            | Op::Compare { dst, a, b, .. }
            | Op::Bin { dst, a, b, .. } => {
                f(dst);
                f(a);
                f(b);
            }
            Op::IncDec { reg, old, .. }
            | Op::StepS32 { reg, old, .. }
            | Op::StepS64 { reg, old, .. } => {
                f(reg);
                f(old);
            }
            Op::JumpIfNot { c, .. } | Op::JumpIf { c, .. } => f(c),
            Op::BrEq { a, b, .. }
            | Op::BrNe { a, b, .. }
            | Op::BrLt { a, b, .. }
            | Op::BrLe { a, b, .. }
            | Op::BrGt { a, b, .. }
            | Op::BrGe { a, b, .. } => {
                f(a);
                f(b);
            }
            Op::Call { args, dst, .. } => {
                args.iter_mut().for_each(&mut f);
                f(dst);
            }
            Op::Ret { src, .. } => f(src),
        }
    }

    /// The register a pure computation writes (one whose result may be
    /// written straight into a local instead of a temporary).
    pub fn pure_dst(&mut self) -> Option<&mut Reg> {
        match self {
            Op::Copy { dst, .. }
            | Op::Wrap { dst, .. }
            | Op::Not { dst, .. }
            | Op::BitNot { dst, .. }
            | Op::Neg { dst, .. }
            | Op::Add { dst, .. }
            | Op::Sub { dst, .. }
            | Op::Mul { dst, .. }
            | Op::Div { dst, .. }
            | Op::Rem { dst, .. }
            | Op::Shl { dst, .. }
            | Op::AddS32 { dst, .. }
            | Op::AddU32 { dst, .. }
            | Op::AddS64 { dst, .. }
            | Op::AddU64 { dst, .. }
            | Op::SubS32 { dst, .. }
            | Op::SubU32 { dst, .. }
            | Op::SubS64 { dst, .. }
            | Op::SubU64 { dst, .. }
            | Op::MulS32 { dst, .. }
            | Op::MulU32 { dst, .. }
            | Op::MulS64 { dst, .. }
            | Op::MulU64 { dst, .. }
            | Op::DivS32 { dst, .. }
            | Op::DivU32 { dst, .. }
            | Op::DivS64 { dst, .. }
            | Op::DivU64 { dst, .. }
            | Op::RemS32 { dst, .. }
            | Op::RemU32 { dst, .. }
            | Op::RemS64 { dst, .. }
            | Op::RemU64 { dst, .. }
            | Op::WrapS32 { dst, .. }
            | Op::WrapU32 { dst, .. }
            | Op::WrapS64 { dst, .. }
            | Op::WrapU64 { dst, .. }
            | Op::Shr { dst, .. }
            | Op::ShrS64 { dst, .. }
            | Op::ShrU64 { dst, .. }
            | Op::And { dst, .. }
            | Op::Or { dst, .. }
            | Op::Xor { dst, .. }
            | Op::Compare { dst, .. }
            | Op::Bin { dst, .. }
            | Op::Convert { dst, .. }
            | Op::FArith { dst, .. }
            | Op::FCmp { dst, .. }
            | Op::FNeg { dst, .. }
            | Op::Call { dst, .. } => Some(dst),
            _ => None,
        }
    }

    /// Whether the instruction ends its block (control may go elsewhere,
    /// or a call charges steps of its own).
    pub fn ends_block(&self) -> bool {
        matches!(
            self,
            Op::Jump { .. }
                | Op::JumpIf { .. }
                | Op::JumpIfNot { .. }
                | Op::BrEq { .. }
                | Op::BrNe { .. }
                | Op::BrLt { .. }
                | Op::BrLe { .. }
                | Op::BrGt { .. }
                | Op::BrGe { .. }
                | Op::Call { .. }
                | Op::Ret { .. }
                | Op::RetVoid
                | Op::NoReturn { .. }
        )
    }
}

/// A compiled function.
pub(crate) struct Code {
    pub ops: Vec<Op>,
    /// Per instruction: its steps (`spans[first..first + n]`), charged
    /// before it runs.
    pub pre: Vec<(u32, u32)>,
    /// Per instruction: the steps of its block up to and including its
    /// own, so an error can give back what the block charged past it.
    pub upto: Vec<u32>,
    pub spans: Vec<Span>,
    pub infos: Vec<Info>,
    /// The parameters' registers and types.
    pub params: Vec<(Reg, Param)>,
    /// Registers holding constants, set when a call starts.
    pub consts: Vec<(Reg, i128)>,
    pub nregs: usize,
}
