//! Alignment written on variables and typedefs: `alignas` and GNU
//! `__attribute__((aligned(N)))` (members' are class layout's, in
//! `class/layout.rs`). As GCC and clang, an alignment on a variable only
//! raises it; `__alignof__(v)` answers the variable's own alignment.

use super::Translator;
use crate::diagnostics as diag;
use crate::program::*;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// The explicit alignment of variable `v`, if it has one above its
    /// type's.
    pub(super) fn var_alignment(&mut self, v: &'a ast::VarDecl<'a>, ty: TypeId) -> Option<u64> {
        let a = v.alignas?;
        let n = self.alignas_value(a).ok()?;
        (n > self.b.types().align_of(ty)).then_some(n)
    }

    /// Records the explicit alignment of a block-scope variable for
    /// codegen and `__alignof__`.
    pub(super) fn note_local_alignment(&mut self, v: &'a ast::VarDecl<'a>, var: VarId, ty: TypeId) {
        if let Some(n) = self.var_alignment(v, ty) {
            self.b.program.attributes.var_aligns.push((var, n));
        }
    }

    /// The alignment `__alignof__` gives a variable: its own when it
    /// was declared with one.
    pub(super) fn declared_alignment(&self, var: VarId) -> Option<u64> {
        let p = &self.b.program;
        if let Some(g) = p.vars.get(var).and_then(|v| v.global()) {
            return g.align;
        }
        p.attributes.var_alignment(var)
    }

    /// `__alignof__(v)` of a variable declared with an alignment.
    pub(super) fn expr_declared_alignment(&self, e: ExprId) -> Option<u64> {
        let mut e = e;
        loop {
            match &self.b.program.exprs[e].kind {
                ExprKind::Var(v) => return self.declared_alignment(*v),
                ExprKind::FullExpr(x) => e = *x,
                _ => return None,
            }
        }
    }

    /// The type a typedef names (after refusing an alignment on it).
    pub(super) fn typedef_type(&mut self, t: &'a ast::TypedefDecl<'a>) -> super::R<TypeId> {
        self.typedef_aligned(t);
        self.naming_ty(t.ty)
    }

    /// A typedef that changes its type's alignment makes a new type with
    /// the same size, which circle-rs's type table cannot express yet: an
    /// error, never a silently different layout. The typedef still
    /// names its type, so that its uses report nothing more.
    pub(super) fn typedef_aligned(&mut self, t: &'a ast::TypedefDecl<'a>) {
        if let Some(a) = t.aligned {
            self.report(diag::unsupported(
                a.span(),
                "an 'aligned' attribute on a typedef",
            ));
        }
    }
}
