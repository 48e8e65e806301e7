//! The bytecode: register instructions over `i128` integer registers (the
//! tree walker's integer representation, so both engines compute with the
//! same values). Jump targets are instruction indices.

use lexer::source::Span;
use sema::program::{BinaryOp, FuncId, TypeId};

pub(crate) type Reg = u32;

/// The types and location an instruction's slow path needs to hand an
/// operation to the tree walker, which then reports the diagnostic it
/// would have reported.
#[derive(Clone, Copy)]
pub(crate) struct Info {
    pub lty: TypeId,
    pub rty: TypeId,
    pub ty: TypeId,
    pub span: Span,
}

/// How `++`/`--` treats a type: `bool` saturates (`--` flips), types
/// narrower than `int` wrap (they are promoted), wider ones are checked.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum IncKind {
    Bool,
    Narrow,
    Wide,
}

pub(crate) enum Op {
    /// Charges the tree walker's steps `spans[first..first + n]`, in order.
    Step {
        first: u32,
        n: u32,
    },
    Const {
        dst: Reg,
        v: i128,
    },
    Copy {
        dst: Reg,
        src: Reg,
    },
    /// An integer conversion (and a store into a typed local): the value
    /// wrapped to `bits` (1: `bool`, `!= 0`).
    Wrap {
        dst: Reg,
        src: Reg,
        bits: u32,
        signed: bool,
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
    Bin {
        op: BinaryOp,
        dst: Reg,
        a: Reg,
        b: Reg,
        bits: u32,
        signed: bool,
        info: u32,
    },
    /// `old = reg; reg = reg ± 1`.
    IncDec {
        reg: Reg,
        old: Reg,
        inc: bool,
        kind: IncKind,
        bits: u32,
        signed: bool,
        info: u32,
    },
    Jump {
        to: u32,
    },
    JumpIfNot {
        c: Reg,
        to: u32,
    },
    JumpIf {
        c: Reg,
        to: u32,
    },
    /// A call of a program function with integer arguments (in parameter
    /// order); the result (0 for `void`) goes to `dst`.
    Call {
        f: FuncId,
        args: Box<[Reg]>,
        dst: Reg,
        span: Span,
    },
    Ret {
        src: Reg,
    },
    RetVoid,
    /// Flowing off the end of a non-void function.
    NoReturn {
        span: Span,
    },
}

/// A compiled function.
pub(crate) struct Code {
    pub ops: Vec<Op>,
    pub spans: Vec<Span>,
    pub infos: Vec<Info>,
    /// The parameters' registers and (bits, signed) of their types.
    pub params: Vec<(Reg, u32, bool)>,
    pub nregs: usize,
}
