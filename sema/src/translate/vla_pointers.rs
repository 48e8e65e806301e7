//! Pointer variables to variable-length arrays (`int (*p)[m] = a;`,
//! `int (*q)[n] = &v;`), as clang accepts them in C++ with
//! `-Wvla-cxx-extension`. As for the arrays themselves (`vla_views.rs`),
//! the type table holds no variably modified type: the variable is an
//! `E *` (the element type inside the bounds) and carries the bounds,
//! evaluated once at its declaration into hidden locals, as a pointer view.
//! Indexing, `*p`, `sizeof(*p)`, `p + k`, `++p`, `p += k` then step by the
//! run-time size of the array pointed to, and the difference of two such
//! pointers counts whole arrays.

use super::conv::ConvCtx;
use super::vla::array_dims;
use super::vla_views::VlaView;
use super::{Entity, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// A block-scope `T (*p)[n]...` whose pointee has a bound that is not
    /// constant: declares `p` with its bounds; `None` when `v` is no such
    /// declaration.
    pub(super) fn vla_pointer_decl(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        ident: ast::Ident,
        out: &mut Vec<StmtId>,
    ) -> Option<R<()>> {
        if self.meta_mode && self.func.is_none() {
            return None;
        }
        let ast::TypeKind::Pointer(pointee) = v.ty.kind else {
            return None;
        };
        let (sizes, _) = array_dims(pointee);
        if sizes.is_empty() {
            return None;
        }
        let constant: Vec<bool> = sizes.iter().map(|s| self.constant_bound(s)).collect();
        let explicit = constant.iter().rposition(|c| !c)? + 1;
        let r = self.vla_pointer_var(d, v, ident, pointee, &sizes[..explicit], &constant, out);
        Some(r)
    }

    #[allow(clippy::too_many_arguments)]
    fn vla_pointer_var(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        ident: ast::Ident,
        pointee: &'a ast::TypeExpr<'a>,
        sizes: &[&'a ast::Expr<'a>],
        constant: &[bool],
        out: &mut Vec<StmtId>,
    ) -> R<()> {
        let shape = self.vla_shape(pointee, sizes, constant, None, ident, d.span, out)?;
        let ep = self.b.ptr(shape.elem);
        let ty = self.qualified(ep, v.ty.cv);
        let init = match v.init {
            None => None,
            Some(ast::Initializer::Assign(e)) => Some(e),
            Some(ast::Initializer::Paren([e]) | ast::Initializer::Brace([e])) => Some(e),
            Some(_) => {
                return Err(self.report(diag::unsupported(
                    v.name.span,
                    "this initializer of a pointer to a variable-length array",
                )))
            }
        };
        let init = match init {
            Some(e) => Some(self.vla_pointer_init(e, ep, pointee)?),
            None => None,
        };
        let name = self.name(ident.sym).to_string();
        self.warn_shadow(ident.sym, &name, ident.span);
        let var = self.b.local(&name, ty, ident.span);
        self.vla_shapes.insert(var, shape);
        self.vla_pointer_vars.insert(var);
        let entity = if self.meta_mode {
            Entity::MetaVar(var)
        } else {
            Entity::Var(var)
        };
        self.bind(ident.sym, entity);
        out.push(self.b.stmt(
            StmtKind::Decl {
                var,
                init: init.map(Init::Expr),
            },
            d.span,
        ));
        Ok(())
    }

    /// The initializer of a pointer to a variable-length array: a pointer
    /// to one (`&v`, `&a[i]`, another such pointer), an array of them
    /// decaying to its first (`a`), or a null pointer constant.
    fn vla_pointer_init(
        &mut self,
        e: &'a ast::Expr<'a>,
        ep: TypeId,
        pointee: &'a ast::TypeExpr<'a>,
    ) -> R<ExprId> {
        let x = self.expr(e)?;
        let fits = match self.vla_pointer_view(x) {
            Some(_) => true,
            None => {
                let t = self.b.ty_of(x);
                let t = self.b.program.types.unqualified(t);
                matches!(self.b.types().kind(t), Type::NullPtr)
                    || (self.b.types().is_integer(t) && self.is_zero_literal(x))
            }
        };
        if !fits {
            let from = self.display(self.b.ty_of(x));
            let to = self.vla_pointer_spelling(pointee);
            let lvalue = self.is_lvalue(x);
            return Err(self.report(diag::init_conversion(e.span, &to, &from, lvalue)));
        }
        let x = self.b.rvalue(x);
        self.implicit(x, ep, e.span, ConvCtx::Assign)
    }

    fn is_zero_literal(&self, e: ExprId) -> bool {
        matches!(self.b.program.exprs[e].kind, ExprKind::Int(0))
    }

    /// `int (*)[m]`, as clang spells a variably modified pointer type.
    fn vla_pointer_spelling(&mut self, pointee: &'a ast::TypeExpr<'a>) -> String {
        let mut inner = pointee;
        let mut bounds = String::new();
        while let ast::TypeKind::Array { elem, size } = inner.kind {
            match size {
                Some(s) => bounds.push_str(&format!("[{}]", self.snippet_of(s.span))),
                None => bounds.push_str("[]"),
            }
            inner = elem;
        }
        let elem = match self.ty(inner) {
            Ok(t) => self.display(t),
            Err(_) => "int".to_string(),
        };
        format!("{elem} (*){bounds}")
    }

    /// `l - r` of two pointers to variable-length arrays: their distance in
    /// whole arrays.
    pub(super) fn vla_pointer_difference(
        &mut self,
        l: ExprId,
        r: ExprId,
        span: Span,
    ) -> Option<R<ExprId>> {
        let (vl, _) = (self.vla_pointer_view(l)?, self.vla_pointer_view(r)?);
        let (l, r) = (self.b.rvalue(l), self.b.rvalue(r));
        let bytes = self.b.binary(BinaryOp::Sub, l, r, span);
        let pd = self.b.ptrdiff();
        let n = self.vla_elems(&vl.shape, vl.level, span);
        Some(
            self.implicit(n, pd, span, ConvCtx::Param)
                .map(|n| self.b.binary(BinaryOp::Div, bytes, n, span)),
        )
    }

    /// `++p`, `p--`, `p += k`, `p -= k` of a pointer to a variable-length
    /// array: steps by whole arrays. `k` is `None` for the increments
    /// (one array); `post` gives the old value, as `(p += n) - n`.
    pub(super) fn vla_pointer_step_assign(
        &mut self,
        lhs: ExprId,
        k: Option<ExprId>,
        add: bool,
        post: bool,
        span: Span,
    ) -> Option<R<ExprId>> {
        let v = self.vla_view(lhs).filter(|v| v.ptr)?;
        Some(self.vla_step_assign(lhs, k, add, post, v, span))
    }

    fn vla_step_assign(
        &mut self,
        lhs: ExprId,
        k: Option<ExprId>,
        add: bool,
        post: bool,
        v: VlaView,
        span: Span,
    ) -> R<ExprId> {
        let pd = self.b.ptrdiff();
        let n = self.vla_elems(&v.shape, v.level, span);
        let n = self.implicit(n, pd, span, ConvCtx::Param)?;
        let off = match k {
            Some(k) => {
                let k = self.b.rvalue(k);
                if !self.b.types().is_integer(self.b.ty_of(k)) {
                    return Err(self.report(diag::subscript_not_integer(span)));
                }
                let k = self.implicit(k, pd, span, ConvCtx::Param)?;
                self.b.binary(BinaryOp::Mul, k, n, span)
            }
            None => n,
        };
        let op = if add { BinaryOp::Add } else { BinaryOp::Sub };
        let c = self.b.compound_assign(op, lhs, off);
        self.b.program.exprs[c].span = span;
        if !post {
            self.vla_views.insert(c, v);
            return Ok(c);
        }
        // The old value: undo the step on the new one. The offset is
        // evaluated again, which is safe: it reads only the hidden bounds.
        let n2 = self.vla_elems(&v.shape, v.level, span);
        let n2 = self.implicit(n2, pd, span, ConvCtx::Param)?;
        let back = if add { BinaryOp::Sub } else { BinaryOp::Add };
        let c = self.b.rvalue(c);
        let old = self.b.binary(back, c, n2, span);
        self.vla_views.insert(old, v);
        Ok(old)
    }
}
