//! Variable-length arrays at block scope (`T a[n];` with a bound that is
//! no constant), as clang accepts them in C++ with
//! `-Wvla-cxx-extension`. The array is a `T *const` local pointing at
//! `n * sizeof(T)` bytes of stack (`Builtin::Vla`: an alloca on the host,
//! interpreter memory under its memory limit at compile time, refused in
//! device code with the call chain); a hidden `size_t` local holds its
//! size, which `sizeof(a)` reads at run time. Indexing and passing the
//! array work as on its decayed pointer, which the array is already.
//!
//! Arrays of VLAs (`int m[r][c]`, `int m[4][c]`) keep their dimensions
//! in hidden locals and index through views (`vla_views.rs`).
//!
//! A block-scope VLA typedef (`typedef int row[n];`) evaluates its
//! bounds where it is declared; the arrays declared with it take them.

use std::rc::Rc;

use super::conv::ConvCtx;
use super::vla_views::{Dim, VlaShape};
use super::{Entity, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// Whether the bound `sz` is a constant expression (translated with
    /// its diagnostics dropped; the ordinary path translates it again).
    pub(super) fn constant_bound(&mut self, sz: &'a ast::Expr<'a>) -> bool {
        let mark = self.diags.len();
        let ok = self.expr(sz).is_ok_and(|e| {
            let e = self.b.rvalue(e);
            !self.b.types().is_integer(self.b.ty_of(e))
                || self
                    .core_const_int(e, diag::array_size_not_constant)
                    .is_ok()
        });
        let ok = ok && !self.diags[mark..].iter().any(|d| d.is_error());
        self.discard_diags_since(mark);
        ok
    }

    /// A block-scope `T a[n];` (or `T a[n][m]`, `T a[4][n]`) with a bound
    /// that is not constant: declares the array and its dimensions;
    /// `None` when `v` is no such declaration.
    pub(super) fn vla_decl(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        ident: ast::Ident,
        out: &mut Vec<StmtId>,
    ) -> Option<R<()>> {
        if self.meta_mode && self.func.is_none() {
            return None;
        }
        let (sizes, inner) = array_dims(v.ty);
        let constant: Vec<bool> = sizes.iter().map(|s| self.constant_bound(s)).collect();
        // Every dimension around a VLA typedef is variably modified.
        let tail = self.vla_typedef_of(inner);
        let explicit = match &tail {
            Some(_) => sizes.len(),
            None => constant.iter().rposition(|c| !c)? + 1,
        };
        if v.init.is_some() {
            self.vla_warnings(&sizes[..explicit], &constant);
            return Some(Err(self.report(diag::vla_initialized(v.name.span))));
        }
        let span = sizes.first().map_or(v.name.span, |s| s.span);
        let shape = self.vla_shape(
            v.ty,
            &sizes[..explicit],
            &constant,
            tail,
            ident,
            d.span,
            out,
        );
        Some(shape.and_then(|shape| self.vla_var(d, ident, shape, span, out)))
    }

    /// clang's -Wvla-cxx-extension, once per variably modified dimension,
    /// innermost first, with notes where the bound itself is not constant.
    fn vla_warnings(&mut self, sizes: &[&'a ast::Expr<'a>], constant: &[bool]) {
        for (i, sz) in sizes.iter().enumerate().rev() {
            let w = diag::vla_cxx_extension(sz.span);
            let w = if constant[i] {
                w
            } else {
                self.with_vla_bound_notes(w, sz)
            };
            self.report(w);
        }
    }

    /// The shape of a variably modified array type: dimensions `sizes`
    /// (their bounds evaluated now into hidden locals named after
    /// `ident`) around `tail`, a VLA typedef's shape, or else around the
    /// element type written inside them in `ty`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn vla_shape(
        &mut self,
        ty: &'a ast::TypeExpr<'a>,
        sizes: &[&'a ast::Expr<'a>],
        constant: &[bool],
        tail: Option<Rc<VlaShape>>,
        ident: ast::Ident,
        at: Span,
        out: &mut Vec<StmtId>,
    ) -> R<Rc<VlaShape>> {
        self.vla_warnings(sizes, constant);
        let elem = match &tail {
            Some(t) => t.elem,
            None => {
                let mut elem = ty;
                for _ in 0..sizes.len() {
                    if let ast::TypeKind::Array { elem: e, .. } = elem.kind {
                        elem = e;
                    }
                }
                let ety = self.ty(elem)?;
                self.complete_deferred(ety, elem.span);
                if self.b.types().size_of(ety).is_none() {
                    let s = self.display(ety);
                    return Err(self.report(diag::array_of_invalid(elem.span, &s)));
                }
                ety
            }
        };
        let st = self.b.size_t();
        let name = self.name(ident.sym).to_string();
        let mut dims = Vec::with_capacity(sizes.len());
        for (i, sz) in sizes.iter().enumerate() {
            if constant[i] {
                dims.push(Dim::Const(self.array_len(sz)?));
                continue;
            }
            let n = self.expr(sz)?;
            let n = self.b.rvalue(n);
            if !self.b.types().is_integer(self.b.ty_of(n)) {
                return Err(self.report(diag::array_size_not_constant(sz.span)));
            }
            let n = self.implicit(n, st, sz.span, ConvCtx::Param)?;
            let dim = self
                .b
                .local(&format!("__vla_dim.{name}.{i}"), st, ident.span);
            out.push(self.b.stmt(
                StmtKind::Decl {
                    var: dim,
                    init: Some(Init::Expr(n)),
                },
                at,
            ));
            dims.push(Dim::Var(dim));
        }
        if let Some(t) = tail {
            dims.extend(t.dims.iter().copied());
        }
        Ok(Rc::new(VlaShape { elem, dims }))
    }

    /// Declares the array variable of `shape`: a `T *const` over
    /// `Builtin::Vla` storage, and its size in bytes.
    fn vla_var(
        &mut self,
        d: &'a ast::Decl<'a>,
        ident: ast::Ident,
        shape: Rc<VlaShape>,
        span: Span,
        out: &mut Vec<StmtId>,
    ) -> R<()> {
        let st = self.b.size_t();
        let name = self.name(ident.sym).to_string();
        let esize = self.b.types().size_of(shape.elem).unwrap_or(1);
        let bytes_init = {
            let es = self.b.int_lit(esize as i128, st, span);
            let n = self.vla_elems(&shape, 0, span);
            self.b.binary(BinaryOp::Mul, n, es, span)
        };
        let bytes = self.b.local(&format!("__vla_size.{name}"), st, ident.span);
        out.push(self.b.stmt(
            StmtKind::Decl {
                var: bytes,
                init: Some(Init::Expr(bytes_init)),
            },
            d.span,
        ));
        let size = self.b.var(bytes, span);
        let size = self.b.rvalue(size);
        let void = self.b.void();
        let vp = self.b.ptr(void);
        let storage = self.b.builtin(Builtin::Vla, vec![size], vp, span);
        let ep = self.b.ptr(shape.elem);
        let storage = self.b.cast(CastKind::BitCast, storage, ep);
        let cp = self.qualified(ep, ast::Cv(ast::Cv::CONST));
        let var = self.b.local(&name, cp, ident.span);
        self.vlas.insert(var, bytes);
        self.vla_shapes.insert(var, shape);
        self.vla_decls.insert(ident.span.lo);
        let entity = if self.meta_mode {
            Entity::MetaVar(var)
        } else {
            Entity::Var(var)
        };
        self.bind(ident.sym, entity);
        self.open_jump_scope(ident.span);
        out.push(self.b.stmt(
            StmtKind::Decl {
                var,
                init: Some(Init::Expr(storage)),
            },
            d.span,
        ));
        Ok(())
    }

    /// A block-scope `typedef T name[n];` with a bound that is not
    /// constant: its bounds are evaluated here, as C requires, and the
    /// name denotes that shape; `None` when `t` is no such typedef.
    pub(super) fn vla_typedef(
        &mut self,
        d: &'a ast::Decl<'a>,
        t: &'a ast::TypedefDecl<'a>,
        out: &mut Vec<StmtId>,
    ) -> Option<R<()>> {
        self.func.as_ref()?;
        let (sizes, inner) = array_dims(t.ty);
        let constant: Vec<bool> = sizes.iter().map(|s| self.constant_bound(s)).collect();
        let tail = self.vla_typedef_of(inner);
        let explicit = match &tail {
            Some(_) => sizes.len(),
            None => constant.iter().rposition(|c| !c)? + 1,
        };
        let r = self
            .vla_shape(
                t.ty,
                &sizes[..explicit],
                &constant,
                tail,
                t.name,
                d.span,
                out,
            )
            .map(|shape| {
                // The name denotes a type of its own (an array of unknown
                // bound of the element), which identifies the shape.
                let ty = self.b.ty(Type::Array {
                    elem: shape.elem,
                    len: None,
                });
                self.vla_typedefs.insert(ty, shape);
                self.bind(t.name.sym, Entity::Type(ty));
            });
        if r.is_err() {
            self.bind(t.name.sym, Entity::Poisoned);
        }
        Some(r)
    }

    /// The shape a VLA typedef named by `t` denotes.
    fn vla_typedef_of(&mut self, t: &'a ast::TypeExpr<'a>) -> Option<Rc<VlaShape>> {
        let ast::TypeKind::Named(q) = t.kind else {
            return None;
        };
        if self.vla_typedefs.is_empty() {
            return None;
        }
        let mark = self.diags.len();
        let r = self.resolve(q);
        self.discard_diags_since(mark);
        match r {
            Ok(Some(Entity::Type(ty))) => self.vla_typedefs.get(&ty).cloned(),
            _ => None,
        }
    }

    /// `sizeof(T)` of a VLA typedef: its size at run time.
    pub(super) fn vla_typedef_sizeof(
        &mut self,
        t: &'a ast::TypeExpr<'a>,
        span: Span,
    ) -> Option<ExprId> {
        let shape = self.vla_typedef_of(t)?;
        let st = self.b.size_t();
        let esize = self.b.types().size_of(shape.elem)?;
        let es = self.b.int_lit(esize as i128, st, span);
        let n = self.vla_elems(&shape, 0, span);
        Some(self.b.binary(BinaryOp::Mul, n, es, span))
    }

    /// `sizeof(a)` of a variable-length array: its size, read at run time.
    pub(super) fn vla_sizeof(&mut self, e: ExprId, span: Span) -> Option<ExprId> {
        let ExprKind::Var(v) = self.b.program.exprs[e].kind else {
            return self.vla_view_sizeof(e, span);
        };
        let bytes = *self.vlas.get(&v)?;
        let size = self.b.var(bytes, span);
        Some(self.b.rvalue(size))
    }
}

/// The bounds of the arrays written around a type, outermost first, and
/// the type inside them.
pub(super) fn array_dims<'a>(
    ty: &'a ast::TypeExpr<'a>,
) -> (Vec<&'a ast::Expr<'a>>, &'a ast::TypeExpr<'a>) {
    let mut sizes = Vec::new();
    let mut t = ty;
    while let ast::TypeKind::Array {
        elem,
        size: Some(sz),
    } = t.kind
    {
        sizes.push(sz);
        t = elem;
    }
    (sizes, t)
}
