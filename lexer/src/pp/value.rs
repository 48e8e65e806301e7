//! Integer values of `#if` arithmetic and the tokens the lalrpop grammar
//! (`if_expr.lalrpop`) reads. Arithmetic follows [cpp.cond]: every value is
//! `intmax_t` or `uintmax_t` (64 bits), the usual arithmetic conversions
//! make a mixed operation unsigned, and overflow wraps (clang warns; we
//! never trap).

use std::cmp::Ordering;

/// A pending "division by zero" found while evaluating: `(lo, hi, remainder)`
/// where `lo..hi` is the operator's span.
pub type PendingError = (u32, u32, bool);

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Val {
    /// The bits; interpreted as `i64` unless `unsigned`.
    pub bits: u64,
    pub unsigned: bool,
    /// Errors in evaluated subexpressions; the short-circuit operators drop
    /// those of the operand they do not evaluate.
    pub errors: Vec<PendingError>,
}

impl Val {
    pub fn signed(v: i64) -> Val {
        Val {
            bits: v as u64,
            unsigned: false,
            errors: Vec::new(),
        }
    }
    pub fn unsigned(v: u64) -> Val {
        Val {
            bits: v,
            unsigned: true,
            errors: Vec::new(),
        }
    }
    pub fn is_true(&self) -> bool {
        self.bits != 0
    }
    fn joined(mut a: Vec<PendingError>, b: Vec<PendingError>) -> Vec<PendingError> {
        a.extend(b);
        a
    }
    fn boolean(v: bool, errors: Vec<PendingError>) -> Val {
        Val {
            bits: v as u64,
            unsigned: false,
            errors,
        }
    }
    pub fn comma(a: Val, b: Val) -> Val {
        Val {
            errors: Val::joined(a.errors, b.errors),
            ..b
        }
    }
    /// `c ? a : b`: the usual arithmetic conversions apply to `a` and `b`.
    pub fn select(c: Val, a: Val, b: Val) -> Val {
        let unsigned = a.unsigned || b.unsigned;
        let chosen = if c.is_true() { a } else { b };
        Val {
            bits: chosen.bits,
            unsigned,
            errors: Val::joined(c.errors, chosen.errors),
        }
    }
    pub fn logical_or(a: Val, b: Val) -> Val {
        if a.is_true() {
            Val::boolean(true, a.errors)
        } else {
            Val::boolean(b.is_true(), Val::joined(a.errors, b.errors))
        }
    }
    pub fn logical_and(a: Val, b: Val) -> Val {
        if !a.is_true() {
            Val::boolean(false, a.errors)
        } else {
            Val::boolean(b.is_true(), Val::joined(a.errors, b.errors))
        }
    }
    /// An operation whose bits do not depend on signedness (two's complement).
    pub fn arith(a: Val, b: Val, op: impl Fn(u64, u64) -> u64) -> Val {
        Val {
            bits: op(a.bits, b.bits),
            unsigned: a.unsigned || b.unsigned,
            errors: Val::joined(a.errors, b.errors),
        }
    }
    pub fn compare(a: Val, b: Val, test: impl Fn(Ordering) -> bool) -> Val {
        let ord = if a.unsigned || b.unsigned {
            a.bits.cmp(&b.bits)
        } else {
            (a.bits as i64).cmp(&(b.bits as i64))
        };
        Val::boolean(test(ord), Val::joined(a.errors, b.errors))
    }
    /// Shifts take the type of the left operand; an amount that is negative
    /// or not below 64 is undefined in C++ and gives 0 (or -1 for a
    /// negative signed value shifted right) here.
    pub fn shift(a: Val, b: Val, left: bool) -> Val {
        let amount = if b.unsigned || (b.bits as i64) >= 0 {
            b.bits
        } else {
            u64::MAX
        };
        let bits = if amount >= 64 {
            if !left && !a.unsigned && (a.bits as i64) < 0 {
                u64::MAX
            } else {
                0
            }
        } else if left {
            a.bits << amount
        } else if a.unsigned {
            a.bits >> amount
        } else {
            ((a.bits as i64) >> amount) as u64
        };
        Val {
            bits,
            unsigned: a.unsigned,
            errors: Val::joined(a.errors, b.errors),
        }
    }
    pub fn divide(a: Val, b: Val, remainder: bool, lo: u32, hi: u32) -> Val {
        let unsigned = a.unsigned || b.unsigned;
        let mut errors = Val::joined(a.errors, b.errors);
        let bits = if b.bits == 0 {
            errors.push((lo, hi, remainder));
            0
        } else if unsigned {
            if remainder {
                a.bits % b.bits
            } else {
                a.bits / b.bits
            }
        } else {
            let (x, y) = (a.bits as i64, b.bits as i64);
            (if remainder {
                x.wrapping_rem(y)
            } else {
                x.wrapping_div(y)
            }) as u64
        };
        Val {
            bits,
            unsigned,
            errors,
        }
    }
    pub fn map(self, op: impl Fn(u64) -> u64) -> Val {
        Val {
            bits: op(self.bits),
            ..self
        }
    }
    pub fn not(self) -> Val {
        Val::boolean(!self.is_true(), self.errors)
    }
}

/// The tokens of a controlling expression, after `cond.rs` has turned every
/// operand into a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    Num(Val),
    LParen,
    RParen,
    Question,
    Colon,
    Comma,
    OrOr,
    AndAnd,
    Or,
    Xor,
    And,
    EqEq,
    NotEq,
    Lt,
    Gt,
    Le,
    Ge,
    Shl,
    Shr,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Tilde,
    Bang,
}
