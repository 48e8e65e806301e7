//! CUDA's warp intrinsics (`__shfl_sync` and its up/down/xor forms,
//! `__ballot_sync`, `__any_sync`, `__all_sync`, `__activemask`,
//! `__syncwarp`), the block-wide reducing barriers
//! (`__syncthreads_count/and/or`) and `clock64`. The shuffles are type-generic as CUDA's
//! overload set is: the value's type (after integral promotion) is the
//! result's, any arithmetic type of 2, 4 or 8 bytes.

use super::conv::ConvCtx;
use super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

fn warp_op(name: &str) -> Option<WarpOp> {
    Some(match name {
        "__shfl_sync" => WarpOp::Shfl(ShflKind::Idx),
        "__shfl_up_sync" => WarpOp::Shfl(ShflKind::Up),
        "__shfl_down_sync" => WarpOp::Shfl(ShflKind::Down),
        "__shfl_xor_sync" => WarpOp::Shfl(ShflKind::Xor),
        "__ballot_sync" => WarpOp::Ballot,
        "__any_sync" => WarpOp::Any,
        "__all_sync" => WarpOp::All,
        "__activemask" => WarpOp::ActiveMask,
        "__syncwarp" => WarpOp::SyncWarp,
        "clock64" => WarpOp::Clock64,
        "__syncthreads_count" => WarpOp::SyncThreadsCount,
        "__syncthreads_and" => WarpOp::SyncThreadsAnd,
        "__syncthreads_or" => WarpOp::SyncThreadsOr,
        _ => return None,
    })
}

impl<'a> Translator<'a, '_, '_> {
    /// A call of a warp intrinsic; `None` when `name` is not one.
    pub fn warp_call(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        let op = warp_op(name)?;
        Some(self.warp_op_call(op, name, xs, span))
    }

    fn warp_op_call(
        &mut self,
        op: WarpOp,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        // (fewest, most) arguments; `__syncwarp`'s mask defaults to all
        // lanes, a shuffle's width to the warp size.
        let (lo, hi) = match op {
            WarpOp::Shfl(_) => (3, 4),
            WarpOp::Ballot | WarpOp::Any | WarpOp::All => (2, 2),
            WarpOp::SyncWarp => (0, 1),
            WarpOp::SyncThreadsCount | WarpOp::SyncThreadsAnd | WarpOp::SyncThreadsOr => (1, 1),
            WarpOp::ActiveMask | WarpOp::Clock64 => (0, 0),
        };
        if xs.len() < lo || xs.len() > hi {
            let want = if xs.len() < lo { lo } else { hi };
            return Err(self.report(diag::builtin_arg_count(span, name, want, xs.len())));
        }
        let u = self.b.uint();
        let i = self.b.int();
        let mut args = Vec::with_capacity(4);
        for (n, x) in xs.iter().enumerate() {
            let e = self.expr(x)?;
            let want = match (op, n) {
                (WarpOp::SyncThreadsCount | WarpOp::SyncThreadsAnd | WarpOp::SyncThreadsOr, _) => i,
                (_, 0) => u,
                (WarpOp::Shfl(_), 1) => {
                    let v = self.b.promote(e);
                    let t = self.b.types().unqualified(self.b.ty_of(v));
                    let size = self.b.types().size_of(t).unwrap_or(0);
                    let ok = self.b.types().is_arithmetic(t) && matches!(size, 2 | 4 | 8);
                    if !ok {
                        let et = self.b.ty_of(e);
                        let s = self.display(et);
                        return Err(self.report(diag::builtin_arg_type(x.span, name, &s)));
                    }
                    args.push(v);
                    continue;
                }
                _ => i,
            };
            args.push(self.implicit(e, want, x.span, ConvCtx::Param)?);
        }
        let ret = match op {
            WarpOp::Shfl(_) => {
                if args.len() == 3 {
                    let w = self.b.builtin(Builtin::WarpSize, vec![], i, span);
                    args.push(w);
                }
                self.b.ty_of(args[1])
            }
            WarpOp::Ballot | WarpOp::ActiveMask => u,
            WarpOp::Any
            | WarpOp::All
            | WarpOp::SyncThreadsCount
            | WarpOp::SyncThreadsAnd
            | WarpOp::SyncThreadsOr => i,
            WarpOp::SyncWarp => {
                if args.is_empty() {
                    args.push(self.b.int_lit(0xffff_ffff, u, span));
                }
                self.b.void()
            }
            WarpOp::Clock64 => self.b.int_ty(IntKind::LongLong),
        };
        let ret = self.b.types().unqualified(ret);
        Ok(self.b.builtin(Builtin::Warp(op), args, ret, span))
    }
}
