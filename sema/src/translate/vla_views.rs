//! Arrays of variable-length arrays (`int a[n][m]`, `int a[4][n]`) and
//! pointers to them (`&a`), with no variably modified type in the type
//! table: the array is a pointer to its first element of fixed type `E`
//! (`int` for `int a[n][m]`, `int[3]` for `int a[n][m][3]`), and the
//! expressions that denote a whole array, one of its rows, or a pointer to
//! either carry a view (the array's shape and how many dimensions are
//! consumed). Indexing a view steps by the run-time size of a row,
//! `sizeof` of one reads its dimensions at run time, and pointer
//! arithmetic on `&a` steps by the whole array. Everything lowers to
//! ordinary pointer arithmetic, so the host and the interpreter run it
//! as they run any pointer code.

use std::rc::Rc;

use super::conv::ConvCtx;
use super::{Translator, R};
use crate::program::*;
use lexer::source::Span;

/// One dimension of a variable-length array.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Dim {
    Const(u64),
    /// A hidden `size_t` local holding the bound, evaluated once at the
    /// declaration as C requires.
    Var(VarId),
}

/// A variable-length array's dimensions over its element type `elem`.
#[derive(Debug)]
pub(crate) struct VlaShape {
    pub elem: TypeId,
    pub dims: Vec<Dim>,
}

/// What an expression of type `elem *` denotes: the subarray with
/// dimensions `dims[level..]` (`ptr == false`), or a pointer to it.
#[derive(Clone, Debug)]
pub(crate) struct VlaView {
    pub shape: Rc<VlaShape>,
    pub level: usize,
    pub ptr: bool,
}

impl<'a> Translator<'a, '_, '_> {
    /// The view of `e`, if it denotes a variable-length array, a row of
    /// one or a pointer to either.
    pub(super) fn vla_view(&self, e: ExprId) -> Option<VlaView> {
        if let Some(v) = self.vla_views.get(&e) {
            return Some(v.clone());
        }
        let mut e = e;
        loop {
            match &self.b.program.exprs[e].kind {
                ExprKind::Var(v) => {
                    let shape = self.vla_shapes.get(v)?.clone();
                    return Some(VlaView {
                        shape,
                        level: 0,
                        ptr: self.vla_pointer_vars.contains(v),
                    });
                }
                ExprKind::FullExpr(x) => e = *x,
                _ => return self.vla_views.get(&e).cloned(),
            }
        }
    }

    /// The pointer view `e` has as an operand of pointer arithmetic: its
    /// own, or for an array with rows (`a` of `int a[n][m]`) a pointer to
    /// its first row, as the array decays.
    pub(super) fn vla_pointer_view(&self, e: ExprId) -> Option<VlaView> {
        let v = self.vla_view(e)?;
        if v.ptr {
            return Some(v);
        }
        (v.level + 1 < v.shape.dims.len()).then(|| VlaView {
            level: v.level + 1,
            ptr: true,
            ..v
        })
    }

    /// The number of `elem`s in the subarray at `level`, at run time.
    pub(super) fn vla_elems(&mut self, shape: &VlaShape, level: usize, span: Span) -> ExprId {
        let st = self.b.size_t();
        let mut acc: Option<ExprId> = None;
        let mut constant = 1u64;
        for d in &shape.dims[level..] {
            match *d {
                Dim::Const(n) => constant = constant.saturating_mul(n),
                Dim::Var(v) => {
                    let x = self.b.var(v, span);
                    let x = self.b.rvalue(x);
                    acc = Some(match acc {
                        Some(a) => self.b.binary(BinaryOp::Mul, a, x, span),
                        None => x,
                    });
                }
            }
        }
        let c = self.b.int_lit(constant as i128, st, span);
        match acc {
            Some(a) if constant == 1 => a,
            Some(a) => self.b.binary(BinaryOp::Mul, a, c, span),
            None => c,
        }
    }

    /// `sizeof` of a view: the subarray's bytes at run time (a pointer
    /// view is an ordinary pointer).
    pub(super) fn vla_view_sizeof(&mut self, e: ExprId, span: Span) -> Option<ExprId> {
        let v = self.vla_view(e)?;
        if v.ptr {
            return None;
        }
        let esize = self.b.types().size_of(v.shape.elem)?;
        let n = self.vla_elems(&v.shape, v.level, span);
        let st = self.b.size_t();
        let es = self.b.int_lit(esize as i128, st, span);
        Some(self.b.binary(BinaryOp::Mul, n, es, span))
    }

    /// `p + k` elements of the subarray at `level`: the start of the k-th
    /// one after `p`.
    fn vla_step(
        &mut self,
        p: ExprId,
        k: ExprId,
        v: &VlaView,
        level: usize,
        span: Span,
    ) -> R<ExprId> {
        let p = self.b.rvalue(p);
        let k = self.b.rvalue(k);
        if !self.b.types().is_integer(self.b.ty_of(k)) {
            return Err(self.report(crate::diagnostics::subscript_not_integer(span)));
        }
        let pd = self.b.ptrdiff();
        let k = self.implicit(k, pd, span, ConvCtx::Param)?;
        let n = self.vla_elems(&v.shape, level, span);
        let n = self.implicit(n, pd, span, ConvCtx::Param)?;
        let off = self.b.binary(BinaryOp::Mul, k, n, span);
        Ok(self.b.binary(BinaryOp::Add, p, off, span))
    }

    fn with_view(&mut self, e: ExprId, v: VlaView) -> ExprId {
        self.vla_views.insert(e, v);
        e
    }

    /// `b[i]` where `b` is a view with rows left: the row's start (its
    /// last dimension indexes as the plain pointer it is).
    pub(super) fn vla_index(&mut self, b: ExprId, i: ExprId, span: Span) -> Option<R<ExprId>> {
        let v = self.vla_view(b)?;
        let (level, row_level) = if v.ptr {
            (v.level, v.level)
        } else {
            if v.level + 1 >= v.shape.dims.len() {
                return None;
            }
            (v.level + 1, v.level + 1)
        };
        Some(self.vla_step(b, i, &v, level, span).map(|e| {
            self.with_view(
                e,
                VlaView {
                    shape: v.shape.clone(),
                    level: row_level,
                    ptr: false,
                },
            )
        }))
    }

    /// `&a` of an array view: the same address as a pointer to the
    /// whole (sub)array.
    pub(super) fn vla_address(&mut self, e: ExprId, span: Span) -> Option<ExprId> {
        let v = self.vla_view(e).filter(|v| !v.ptr)?;
        let p = self.b.rvalue(e);
        let pt = self.b.ty_of(p);
        let p = self.b.cast(CastKind::BitCast, p, pt);
        self.b.program.exprs[p].span = span;
        Some(self.with_view(p, VlaView { ptr: true, ..v }))
    }

    /// `*p` of a pointer view: the (sub)array it points to.
    pub(super) fn vla_deref(&mut self, e: ExprId, span: Span) -> Option<ExprId> {
        let v = self.vla_view(e).filter(|v| v.ptr)?;
        let p = self.b.rvalue(e);
        let pt = self.b.ty_of(p);
        let p = self.b.cast(CastKind::BitCast, p, pt);
        self.b.program.exprs[p].span = span;
        Some(self.with_view(p, VlaView { ptr: false, ..v }))
    }

    /// `p + k`, `k + p`, `p - k` of a pointer view: steps by whole arrays.
    pub(super) fn vla_pointer_arith(
        &mut self,
        add: bool,
        l: ExprId,
        r: ExprId,
        span: Span,
    ) -> Option<R<ExprId>> {
        let (p, k, v) = match (self.vla_pointer_view(l), self.vla_pointer_view(r)) {
            (Some(v), None) => (l, r, v),
            (None, Some(v)) if add => (r, l, v),
            _ => return None,
        };
        let k = if add {
            k
        } else {
            let k = self.b.rvalue(k);
            let t = self.b.ty_of(k);
            let zero = self.b.int_lit(0, t, span);
            self.b.binary(BinaryOp::Sub, zero, k, span)
        };
        let level = v.level;
        Some(
            self.vla_step(p, k, &v, level, span)
                .map(|e| self.with_view(e, v)),
        )
    }
}
