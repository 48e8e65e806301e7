//! GCC's `__atomic_*` builtins at compile time (`Builtin::GnuAtomic`,
//! `Builtin::GnuFence`): the interpreter runs one thread, so every
//! operation is its plain read-modify-write and a fence orders nothing.
//! `std::shared_ptr`'s reference counts and `std::atomic` in `@meta` code
//! go through here.

use crate::interp::Interp;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

type Res<T> = Result<T, Diagnostic>;

impl Interp<'_> {
    pub(crate) fn gnu_atomic(
        &mut self,
        prog: &Program,
        op: NvAtomicOp,
        op_fetch: bool,
        args: &[ExprId],
        span: Span,
    ) -> Res<Val> {
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.eval(prog, *a)?);
        }
        let Some(p) = vals.first().map(Val::as_ptr) else {
            return Err(crate::diagnostics::internal(
                span,
                "atomic without an object",
            ));
        };
        let pt = args.first().map(|a| prog.expr(*a).ty);
        let Some(ty) = pt.and_then(|t| prog.types.pointee(t)) else {
            return Err(crate::diagnostics::internal(
                span,
                "atomic object is no pointer",
            ));
        };
        let ty = prog.types.unqualified(ty);
        let operand = vals.get(1).cloned().unwrap_or(Val::Void);
        let old = self.load(prog, p, ty, span)?;
        let new = match op {
            NvAtomicOp::Load => return Ok(old),
            NvAtomicOp::Store => {
                self.store(prog, p, ty, &operand, span)?;
                return Ok(Val::Void);
            }
            NvAtomicOp::Exchange => {
                self.store(prog, p, ty, &operand, span)?;
                return Ok(old);
            }
            NvAtomicOp::CompareExchange { .. } => {
                // `expected` is a pointer: on failure it receives the
                // current value.
                let expected = operand.as_ptr();
                let want = self.load(prog, expected, ty, span)?;
                if same_bits(&old, &want) {
                    let desired = vals.get(2).cloned().unwrap_or(Val::Void);
                    self.store(prog, p, ty, &desired, span)?;
                    return Ok(Val::Int(1));
                }
                self.store(prog, expected, ty, &old, span)?;
                return Ok(Val::Int(0));
            }
            _ => self.atomic_arith(prog, op, &old, &operand, ty),
        };
        self.store(prog, p, ty, &new, span)?;
        Ok(if op_fetch { new } else { old })
    }

    fn atomic_arith(
        &mut self,
        prog: &Program,
        op: NvAtomicOp,
        old: &Val,
        v: &Val,
        ty: TypeId,
    ) -> Val {
        if let (Val::Float(a), true) = (old, prog.types.is_float(ty)) {
            let b = v.as_f64();
            let r = match op {
                NvAtomicOp::FetchAdd => a + b,
                NvAtomicOp::FetchSub => a - b,
                NvAtomicOp::FetchMin => a.min(b),
                NvAtomicOp::FetchMax => a.max(b),
                _ => *a,
            };
            return Val::Float(r);
        }
        let (a, b) = (old.as_int(), v.as_int());
        let r = match op {
            NvAtomicOp::FetchAdd => a.wrapping_add(b),
            NvAtomicOp::FetchSub => a.wrapping_sub(b),
            NvAtomicOp::FetchAnd => a & b,
            NvAtomicOp::FetchOr => a | b,
            NvAtomicOp::FetchXor => a ^ b,
            NvAtomicOp::FetchMin => a.min(b),
            NvAtomicOp::FetchMax => a.max(b),
            _ => a,
        };
        // A pointer object (`atomic<T*>`) keeps its allocation: libstdc++
        // scales the byte offset itself, so the integer sum is the address.
        if let Val::Ptr(_) = old {
            return Val::Ptr(crate::memory::Ptr(r as u64));
        }
        Val::Int(self.wrap_to(prog, ty, r))
    }
}

/// compare_exchange compares object representations.
fn same_bits(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Float(x), Val::Float(y)) => x.to_bits() == y.to_bits(),
        (Val::Ptr(x), Val::Ptr(y)) => x.0 == y.0,
        _ => a.as_int() == b.as_int(),
    }
}
