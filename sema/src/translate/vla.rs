//! Variable-length arrays at block scope (`T a[n];` with a bound that is
//! no constant), as clang accepts them in C++ with
//! `-Wvla-cxx-extension`. The array is a `T *const` local pointing at
//! `n * sizeof(T)` bytes of stack (`Builtin::Vla`: an alloca on the host,
//! interpreter memory under its memory limit at compile time, refused in
//! device code with the call chain); a hidden `size_t` local holds its
//! size, which `sizeof(a)` reads at run time. Indexing and passing the
//! array work as on its decayed pointer, which the array is already.
//!
//! Not yet: arrays of VLAs (`int m[r][c]` with a non-constant inner
//! bound), VLA typedefs, and giving the stack back at the end of the
//! array's scope (it lives until the function returns, as `alloca`).

use super::conv::ConvCtx;
use super::{Entity, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// Whether the bound `sz` is a constant expression (translated with
    /// its diagnostics dropped; the ordinary path translates it again).
    fn constant_bound(&mut self, sz: &'a ast::Expr<'a>) -> bool {
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

    /// A block-scope `T a[n];` whose bound is not constant: declares the
    /// array and its size; `None` when `v` is no such declaration.
    pub(super) fn vla_decl(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        ident: ast::Ident,
        out: &mut Vec<StmtId>,
    ) -> Option<R<()>> {
        let ast::TypeKind::Array {
            elem,
            size: Some(sz),
        } = v.ty.kind
        else {
            return None;
        };
        if self.meta_mode && self.func.is_none() || self.constant_bound(sz) {
            return None;
        }
        Some(self.vla_decl_inner(d, v, ident, elem, sz, out))
    }

    fn vla_decl_inner(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        ident: ast::Ident,
        elem: &'a ast::TypeExpr<'a>,
        sz: &'a ast::Expr<'a>,
        out: &mut Vec<StmtId>,
    ) -> R<()> {
        let warning = self.with_vla_bound_notes(diag::vla_cxx_extension(sz.span), sz);
        self.report(warning);
        if v.init.is_some() {
            return Err(self.report(diag::vla_initialized(v.name.span)));
        }
        if let ast::TypeKind::Array {
            size: Some(inner), ..
        } = elem.kind
        {
            if !self.constant_bound(inner) {
                return Err(self.report(diag::unsupported(
                    inner.span,
                    "an array of variable-length arrays",
                )));
            }
        }
        let ety = self.ty(elem)?;
        let Some(esize) = self.b.types().size_of(ety) else {
            let s = self.display(ety);
            return Err(self.report(diag::array_of_invalid(elem.span, &s)));
        };
        let n = self.expr(sz)?;
        let n = self.b.rvalue(n);
        if !self.b.types().is_integer(self.b.ty_of(n)) {
            return Err(self.report(diag::array_size_not_constant(sz.span)));
        }
        let st = self.b.size_t();
        let n = self.implicit(n, st, sz.span, ConvCtx::Param)?;
        let es = self.b.int_lit(esize as i128, st, sz.span);
        let bytes_init = self.b.binary(BinaryOp::Mul, n, es, sz.span);
        let name = self.name(ident.sym).to_string();
        let bytes = self.b.local(&format!("__vla_size.{name}"), st, ident.span);
        out.push(self.b.stmt(
            StmtKind::Decl {
                var: bytes,
                init: Some(Init::Expr(bytes_init)),
            },
            d.span,
        ));
        let size = self.b.var(bytes, sz.span);
        let size = self.b.rvalue(size);
        let void = self.b.void();
        let vp = self.b.ptr(void);
        let storage = self.b.builtin(Builtin::Vla, vec![size], vp, sz.span);
        let ep = self.b.ptr(ety);
        let storage = self.b.cast(CastKind::BitCast, storage, ep);
        let cp = self.qualified(ep, ast::Cv(ast::Cv::CONST));
        let var = self.b.local(&name, cp, ident.span);
        self.vlas.insert(var, bytes);
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

    /// `sizeof(a)` of a variable-length array: its size, read at run time.
    pub(super) fn vla_sizeof(&mut self, e: ExprId, span: Span) -> Option<ExprId> {
        let ExprKind::Var(v) = self.b.program.exprs[e].kind else {
            return None;
        };
        let bytes = *self.vlas.get(&v)?;
        let size = self.b.var(bytes, span);
        Some(self.b.rvalue(size))
    }
}
