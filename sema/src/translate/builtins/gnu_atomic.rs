//! GCC's `__atomic_*` builtins, which libstdc++ uses for `std::atomic`,
//! `atomic_flag` and the reference counts of `shared_ptr` (through
//! `<ext/atomicity.h>`). They are the `__nv_atomic_*` operations at system
//! scope, so one lowering serves both: `Builtin::GnuAtomic`.
//!
//! The memory order is an ordinary argument: libstdc++ passes
//! `int(__m)` from a function parameter, which is no constant. A constant
//! order is kept; any other is sequentially consistent, the strongest order,
//! which every weaker request allows (clang switches over the value at run
//! time instead; the observable behaviour of a correct program is the same).

use super::super::conv::ConvCtx;
use super::super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

/// What a `__atomic_*` name asks for.
#[derive(Clone, Copy)]
enum Form {
    /// An operation on the object: value operands after the pointer, then
    /// the orders. `op_fetch`: the result is the new value.
    Op {
        op: NvAtomicOp,
        values: usize,
        op_fetch: bool,
    },
    /// `__atomic_test_and_set(p, order)` / `__atomic_clear(p, order)`.
    Flag { set: bool },
    /// `__atomic_thread_fence(order)` / `__atomic_signal_fence(order)`.
    Fence { signal: bool },
    /// `__atomic_always_lock_free(size, ptr)` / `__atomic_is_lock_free`.
    LockFree,
}

fn form(name: &str) -> Option<Form> {
    use NvAtomicOp::*;
    if !lexer::builtins::ATOMIC_BUILTINS.contains(&name) {
        return None;
    }
    let op = |op, values, op_fetch| Form::Op {
        op,
        values,
        op_fetch,
    };
    Some(match name.strip_prefix("__atomic_")? {
        "load_n" => op(Load, 0, false),
        "store_n" => op(Store, 1, false),
        "exchange_n" => op(Exchange, 1, false),
        "compare_exchange_n" => op(
            CompareExchange {
                weak: false,
                failure: MemOrder::SeqCst,
            },
            2,
            false,
        ),
        "fetch_add" => op(FetchAdd, 1, false),
        "fetch_sub" => op(FetchSub, 1, false),
        "fetch_and" => op(FetchAnd, 1, false),
        "fetch_or" => op(FetchOr, 1, false),
        "fetch_xor" => op(FetchXor, 1, false),
        "add_fetch" => op(FetchAdd, 1, true),
        "sub_fetch" => op(FetchSub, 1, true),
        "and_fetch" => op(FetchAnd, 1, true),
        "or_fetch" => op(FetchOr, 1, true),
        "xor_fetch" => op(FetchXor, 1, true),
        "test_and_set" => Form::Flag { set: true },
        "clear" => Form::Flag { set: false },
        "thread_fence" => Form::Fence { signal: false },
        "signal_fence" => Form::Fence { signal: true },
        "always_lock_free" | "is_lock_free" => Form::LockFree,
        _ => return None,
    })
}

/// `__ATOMIC_RELAXED` .. `__ATOMIC_SEQ_CST`, numbered as the `__nv_atomic`
/// orders are; GCC's HLE bits (above 16) do not change the order.
fn order_of(v: i128) -> Option<MemOrder> {
    crate::translate::cuda::order_of(v & 0xffff)
}

impl<'a> Translator<'a, '_, '_> {
    /// A call of a `__atomic_*` builtin; `None` when `name` is not one.
    pub fn gnu_atomic_call(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        let f = form(name)?;
        Some(match f {
            Form::Op {
                op,
                values,
                op_fetch,
            } => self.gnu_atomic_op(name, op, values, op_fetch, xs, span),
            Form::Flag { set } => self.gnu_atomic_flag(name, set, xs, span),
            Form::Fence { signal } => self.gnu_atomic_fence(name, signal, xs, span),
            Form::LockFree => self.gnu_lock_free(name, xs, span),
        })
    }

    /// An order operand: its constant value, or sequentially consistent.
    fn atomic_order(&mut self, x: &'a ast::Expr<'a>) -> R<MemOrder> {
        let e = self.expr(x)?;
        let e = self.b.rvalue(e);
        let t = self.b.types();
        let ty = t.unqualified(self.b.ty_of(e));
        if !(t.is_integer(ty) || matches!(t.kind(ty), Type::Enum(_))) {
            let s = self.display(self.b.ty_of(e));
            return Err(self.report(diag::builtin_arg_type(x.span, "memory order", &s)));
        }
        Ok(match self.fold(e) {
            Some(ConstValue::Int(v)) => order_of(v).unwrap_or(MemOrder::SeqCst),
            _ => MemOrder::SeqCst,
        })
    }

    /// The object pointer: a pointer to a scalar, the operation's type.
    fn atomic_object(&mut self, name: &str, x: &'a ast::Expr<'a>) -> R<(ExprId, TypeId)> {
        let p = self.expr(x)?;
        let p = self.b.rvalue(p);
        let pt = self.b.ty_of(p);
        let t = self.b.types();
        let elem = t
            .pointee(pt)
            .map(|e| t.unqualified(e))
            .filter(|e| t.is_scalar(*e) && t.size_of(*e).is_some_and(|s| s <= 16));
        match elem {
            Some(e) => Ok((p, e)),
            None => {
                let s = self.display(pt);
                Err(self.report(diag::builtin_arg_type(x.span, name, &s)))
            }
        }
    }

    fn gnu_atomic_op(
        &mut self,
        name: &str,
        mut op: NvAtomicOp,
        values: usize,
        op_fetch: bool,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        let cas = matches!(op, NvAtomicOp::CompareExchange { .. });
        // compare_exchange: pointer, expected, desired, weak, two orders.
        let want = if cas { 6 } else { 2 + values };
        if xs.len() != want {
            return Err(self.report(diag::builtin_arg_count(span, name, want, xs.len())));
        }
        let (p, elem) = self.atomic_object(name, &xs[0])?;
        let pt = self.b.ty_of(p);
        let mut args = vec![p];
        for (i, x) in xs[1..=values].iter().enumerate() {
            let e = self.expr(x)?;
            // compare_exchange's `expected` points at the element type.
            let want = if cas && i == 0 { pt } else { elem };
            args.push(self.implicit(e, want, x.span, ConvCtx::Param)?);
        }
        let ty = if cas {
            // A weak exchange may fail spuriously; the strong one never
            // does, so it serves for both and `weak` is only checked.
            self.expr(&xs[3])?;
            let order = self.atomic_order(&xs[4])?;
            let failure = self.atomic_order(&xs[5])?;
            op = NvAtomicOp::CompareExchange {
                weak: false,
                failure,
            };
            let bt = self.b.bool_ty();
            let builtin = Builtin::GnuAtomic {
                op,
                order,
                op_fetch,
            };
            return Ok(self.b.builtin(builtin, args, bt, span));
        } else if op == NvAtomicOp::Store {
            self.b.void()
        } else {
            elem
        };
        let order = self.atomic_order(&xs[1 + values])?;
        let builtin = Builtin::GnuAtomic {
            op,
            order,
            op_fetch,
        };
        Ok(self.b.builtin(builtin, args, ty, span))
    }

    /// `test_and_set` exchanges a byte with 1 and says whether it was set;
    /// `clear` stores 0.
    fn gnu_atomic_flag(
        &mut self,
        name: &str,
        set: bool,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        if xs.len() != 2 {
            return Err(self.report(diag::builtin_arg_count(span, name, 2, xs.len())));
        }
        let (p, _) = self.atomic_object(name, &xs[0])?;
        let order = self.atomic_order(&xs[1])?;
        // GCC defines both on the byte at the address (libstdc++'s flag is
        // a `bool`, which IR atomics cannot name).
        let elem = self.b.int_ty(IntKind::UChar);
        let bp = self.b.ptr(elem);
        let p = self.b.cast(CastKind::BitCast, p, bp);
        let v = self.b.int_lit(i128::from(set), elem, span);
        let op = if set {
            NvAtomicOp::Exchange
        } else {
            NvAtomicOp::Store
        };
        let builtin = Builtin::GnuAtomic {
            op,
            order,
            op_fetch: false,
        };
        if !set {
            let void = self.b.void();
            return Ok(self.b.builtin(builtin, vec![p, v], void, span));
        }
        let old = self.b.builtin(builtin, vec![p, v], elem, span);
        let bt = self.b.bool_ty();
        self.implicit(old, bt, span, ConvCtx::Param)
    }

    fn gnu_atomic_fence(
        &mut self,
        name: &str,
        signal: bool,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        if xs.len() != 1 {
            return Err(self.report(diag::builtin_arg_count(span, name, 1, xs.len())));
        }
        let order = self.atomic_order(&xs[0])?;
        let void = self.b.void();
        let builtin = Builtin::GnuFence { order, signal };
        Ok(self.b.builtin(builtin, vec![], void, span))
    }

    /// Every naturally aligned object of 1, 2, 4 or 8 bytes is lock-free on
    /// x86-64 and the GPU targets (16 bytes needs `cmpxchg16b`, which the
    /// default x86-64 does not assume); the pointer operand only ever
    /// describes such an alignment in libstdc++, so the answer is a
    /// constant, as `__atomic_always_lock_free` must be.
    fn gnu_lock_free(&mut self, name: &str, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        if xs.len() != 2 {
            return Err(self.report(diag::builtin_arg_count(span, name, 2, xs.len())));
        }
        let size = self.expr(&xs[0])?;
        let size = self.b.rvalue(size);
        let n = self.const_int(size, diag::not_integral_constant)?;
        self.expr(&xs[1])?;
        let bt = self.b.bool_ty();
        let free = matches!(n, 1 | 2 | 4 | 8);
        Ok(self.b.int_lit(i128::from(free), bt, span))
    }
}
