//! Alignment written on variables and typedefs: `alignas` and GNU
//! `__attribute__((aligned(N)))` (members' are class layout's, in
//! `class/layout.rs`). As GCC and clang, an alignment on a variable only
//! raises it; `__alignof__(v)` answers the variable's own alignment.

use super::Translator;
use crate::diagnostics as diag;
use crate::program::*;
use parser::ast;

/// What `__attribute__((aligned))` without an argument means: x86-64's
/// `__BIGGEST_ALIGNMENT__`. clang gives CUDA and HIP device compilations
/// the host's value too (nvptx64 and amdgcn alone say 8), so one layout
/// serves the host and every target.
pub(super) const BIGGEST_ALIGNMENT: u64 = 16;

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

    /// The type a typedef names. With GNU `aligned(N)` it is a variant of
    /// its type with the same size and alignment N, which may be below
    /// the natural one (GCC and clang: only a typedef can lower it); the
    /// variant is the type everywhere else (conversions, overloading,
    /// mangling see through it).
    pub(super) fn typedef_type(&mut self, t: &'a ast::TypedefDecl<'a>) -> super::R<TypeId> {
        if t.attribute_alias.is_some() {
            return Err(self.attribute_alias_misplaced(t));
        }
        let ty = self.naming_ty(t.ty)?;
        let Some(a) = t.aligned else {
            return Ok(ty);
        };
        let Ok(n) = self.alignas_value(a) else {
            return Ok(ty);
        };
        Ok(self.with_written_align(ty, n))
    }

    /// `ty` with alignment `n` written on it, keeping its cv-qualifiers.
    fn with_written_align(&mut self, ty: TypeId, n: u64) -> TypeId {
        let (is_const, is_volatile) = {
            let t = self.b.types();
            let mut cur = ty;
            let (mut c, mut v) = (false, false);
            while let Type::Qualified {
                base,
                is_const,
                is_volatile,
                ..
            } = t.get(cur)
            {
                c |= *is_const;
                v |= *is_volatile;
                cur = *base;
            }
            (c, v)
        };
        // Arrays keep their qualifiers on the elements, as `qualified` does.
        if let Type::Array { .. } = self.b.types().kind(ty) {
            let base = self.b.types().unqualified(ty);
            return self.b.ty(Type::Qualified {
                base,
                is_const: false,
                is_volatile: false,
                align: n as u32,
            });
        }
        let base = self.b.types().unqualified(ty);
        self.b.ty(Type::Qualified {
            base,
            is_const,
            is_volatile,
            align: n as u32,
        })
    }

    /// An array of an element whose alignment exceeds its size (an
    /// over-aligned typedef) cannot place its elements: clang's error.
    pub(super) fn check_array_element_alignment(
        &mut self,
        elem: TypeId,
        span: lexer::source::Span,
    ) -> super::R<()> {
        let t = self.b.types();
        let (Some(size), Some(align)) = (t.size_of(elem), t.written_align(elem)) else {
            return Ok(());
        };
        if size % align == 0 {
            return Ok(());
        }
        let s = self.display(elem);
        Err(self.report(diag::array_element_misaligned(span, &s, size, align)))
    }
}
