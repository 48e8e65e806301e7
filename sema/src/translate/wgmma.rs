//! Hopper's warp-group MMA builtins, the four cudafe++ registers
//! (seeds/cudafe-arch-feature-gating.md) and the three synchronizations
//! they need. nvcc does not document their signatures; circle-rs's are
//! (README, "wgmma"):
//!
//! ```text
//! void __wgmma_mma_async_f16 (D (&d)[R], unsigned long long desc_a, unsigned long long desc_b,
//!                             int scale_d, int scale_a = 1, int scale_b = 1,
//!                             int trans_a = 0, int trans_b = 0);
//! void __wgmma_mma_async_bf16(float (&d)[R], ...same...);
//! void __wgmma_mma_async_tf32(float (&d)[R], desc_a, desc_b, scale_d, scale_a = 1, scale_b = 1);
//! void __wgmma_mma_async_f8  (D (&d)[R], desc_a, desc_b, scale_d, scale_a = 1, scale_b = 1,
//!                             int e5m2_a = 0, int e5m2_b = 0);
//! void __wgmma_fence(); void __wgmma_commit_group(); void __wgmma_wait_group(int n);
//! ```
//!
//! `D` is `float` (f32 accumulators, N = 2R) or `unsigned` (packed f16
//! pairs, N = 4R; f16 and f8 inputs only); the shape is m64nNkK with K
//! fixed by the input type, A and B come from shared memory through their
//! descriptors, and everything after `scale_d` must be a constant.

use super::conv::ConvCtx;
use super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use parser::ast;

fn mma_kind(name: &str) -> Option<WgmmaType> {
    Some(match name {
        "__wgmma_mma_async_f16" => WgmmaType::F16,
        "__wgmma_mma_async_bf16" => WgmmaType::Bf16,
        "__wgmma_mma_async_tf32" => WgmmaType::Tf32,
        "__wgmma_mma_async_f8" => WgmmaType::E4m3,
        _ => return None,
    })
}

/// Whether `name` is one of the builtins of this module.
pub fn is_wgmma_builtin(name: &str) -> bool {
    mma_kind(name).is_some()
        || matches!(
            name,
            "__wgmma_fence" | "__wgmma_commit_group" | "__wgmma_wait_group"
        )
}

/// K of the m64nNk`K` shape for an input type.
pub fn wgmma_k(t: WgmmaType) -> u32 {
    match t {
        WgmmaType::F16 | WgmmaType::Bf16 => 16,
        WgmmaType::Tf32 => 8,
        WgmmaType::E4m3 | WgmmaType::E5m2 => 32,
    }
}

fn err(code: &'static str, span: Span, msg: String) -> Diagnostic {
    Diagnostic::error(code, span, msg)
}

impl<'a> Translator<'a, '_, '_> {
    /// A call of a `__wgmma_*` builtin; `None` when `name` is not one.
    pub fn wgmma_call(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        if !is_wgmma_builtin(name) {
            return None;
        }
        self.check_device_builtin(name, "function", span);
        let void = self.b.void();
        let op = match name {
            "__wgmma_fence" | "__wgmma_commit_group" => {
                if !xs.is_empty() {
                    return Some(Err(self.report(diag::builtin_arg_count(
                        span,
                        name,
                        0,
                        xs.len(),
                    ))));
                }
                if name == "__wgmma_fence" {
                    WgmmaOp::Fence
                } else {
                    WgmmaOp::CommitGroup
                }
            }
            "__wgmma_wait_group" => {
                if xs.len() != 1 {
                    return Some(Err(self.report(diag::builtin_arg_count(
                        span,
                        name,
                        1,
                        xs.len(),
                    ))));
                }
                match self.wgmma_constant(&xs[0], 0..=7) {
                    Ok(n) => WgmmaOp::WaitGroup(n as u8),
                    Err(e) => return Some(Err(e)),
                }
            }
            _ => {
                let kind = mma_kind(name)?;
                return Some(self.wgmma_mma(name, kind, xs, span));
            }
        };
        Some(Ok(self.b.builtin(Builtin::Wgmma(op), vec![], void, span)))
    }

    fn wgmma_mma(
        &mut self,
        name: &str,
        kind: WgmmaType,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        if xs.len() < 3 {
            return Err(self.report(err(
                "sema-wgmma-missing-args",
                span,
                "The 'A' or 'B' argument to __wgmma_mma_async call is missing".into(),
            )));
        }
        let max = if kind == WgmmaType::Tf32 { 6 } else { 8 };
        if xs.len() < 4 || xs.len() > max {
            let want = if xs.len() < 4 { 4 } else { max };
            return Err(self.report(diag::builtin_arg_count(span, name, want, xs.len())));
        }
        // The accumulator: an array of float or unsigned int.
        let d = self.expr(&xs[0])?;
        let dty = self.b.types().unqualified(self.b.ty_of(d));
        let shape = match self.b.types().kind(dty) {
            Type::Array {
                elem, len: Some(n), ..
            } if self.is_lvalue(d) => Some((*elem, *n)),
            _ => None,
        };
        let acc_f16 = shape.and_then(|(elem, _)| {
            match self.b.types().kind(self.b.types().unqualified(elem)) {
                Type::Float(FloatKind::Float) => Some(false),
                Type::Int(IntKind::UInt) => Some(true),
                _ => None,
            }
        });
        let (Some((elem, len)), Some(acc_f16)) = (shape, acc_f16) else {
            let s = self.display(dty);
            return Err(self.report(err(
                "sema-wgmma-accumulator",
                xs[0].span,
                format!("the accumulator of '{name}' must be an array of 'float' or 'unsigned int', not '{s}'"),
            )));
        };
        if self.is_const(elem) {
            return Err(self.report(diag::not_assignable(xs[0].span)));
        }
        let n = len * if acc_f16 { 4 } else { 2 };
        let k = wgmma_k(kind);
        let f16_acc_ok = matches!(kind, WgmmaType::F16 | WgmmaType::E4m3);
        if n % 8 != 0 || !(8..=256).contains(&n) || (acc_f16 && !f16_acc_ok) {
            let dtype = if acc_f16 { "f16" } else { "f32" };
            return Err(self.report(
                err(
                    "sema-wgmma-bad-shape",
                    xs[0].span,
                    format!("The shape m64n{n}k{k} is not supported for __wgmma_mma_async builtin"),
                )
                .with_note_at(xs[0].span, format!(
                    "a '{dtype}' accumulator of {len} elements per thread gives N = {n}; N must be a multiple of 8 from 8 to 256{}",
                    if f16_acc_ok { "" } else { ", with 'float' accumulators" }
                )),
            ));
        }
        let ptr = self.b.rvalue(d);
        let u64t = self.b.int_ty(IntKind::ULongLong);
        let mut args = vec![ptr];
        for (i, which) in [(1, 'A'), (2, 'B')] {
            let e = self.expr(&xs[i])?;
            let e = self.b.rvalue(e);
            let t = self.b.types().unqualified(self.b.ty_of(e));
            let integral = self.b.types().int_bits(t).is_some()
                && !matches!(self.b.types().kind(t), Type::Bool);
            if !integral {
                let s = self.display(t);
                let code = if which == 'A' {
                    "sema-wgmma-bad-a-type"
                } else {
                    "sema-wgmma-bad-b-type"
                };
                return Err(self.report(err(
                    code,
                    xs[i].span,
                    format!("the '{which}' argument to __wgmma_mma_async must be a 64-bit matrix descriptor, not '{s}'"),
                )));
            }
            args.push(self.implicit(e, u64t, xs[i].span, ConvCtx::Param)?);
        }
        let int = self.b.int();
        let sd = self.expr(&xs[3])?;
        args.push(self.implicit(sd, int, xs[3].span, ConvCtx::Param)?);
        let mut consts = [1i128, 1, 0, 0];
        for (slot, x) in xs.iter().skip(4).enumerate() {
            let v = if slot < 2 {
                self.wgmma_constant(x, -1..=1)?
            } else {
                self.wgmma_constant(x, 0..=1)?
            };
            if slot < 2 && v == 0 {
                return Err(self.report(err(
                    "sema-wgmma-scale",
                    x.span,
                    "the scale of 'A' or 'B' must be 1 or -1".into(),
                )));
            }
            consts[slot] = v;
        }
        let (a, b, trans_a, trans_b) = match kind {
            WgmmaType::E4m3 => {
                let f = |v: i128| {
                    if v == 1 {
                        WgmmaType::E5m2
                    } else {
                        WgmmaType::E4m3
                    }
                };
                (f(consts[2]), f(consts[3]), 0, 0)
            }
            k => (k, k, consts[2] as u8, consts[3] as u8),
        };
        let mma = WgmmaMma {
            a,
            b,
            acc_f16,
            n: n as u16,
            scale_a: consts[0] as i8,
            scale_b: consts[1] as i8,
            trans_a,
            trans_b,
        };
        let void = self.b.void();
        Ok(self
            .b
            .builtin(Builtin::Wgmma(WgmmaOp::MmaAsync(mma)), args, void, span))
    }

    /// An argument that must be an integer constant in `range`.
    fn wgmma_constant(
        &mut self,
        x: &'a ast::Expr<'a>,
        range: std::ops::RangeInclusive<i128>,
    ) -> R<i128> {
        let e = self.expr(x)?;
        let e = self.b.rvalue(e);
        let nonconstant = |s: Span| {
            err(
                "sema-wgmma-nonconstant",
                s,
                "Non-constant argument to __wgmma_mma_async call".into(),
            )
        };
        let v = self.const_int(e, nonconstant)?;
        if !range.contains(&v) {
            return Err(self.report(err(
                "sema-wgmma-range",
                x.span,
                format!(
                    "argument value {v} is outside the valid range [{}, {}]",
                    range.start(),
                    range.end()
                ),
            )));
        }
        Ok(v)
    }
}
