//! A string literal converted to a pointer to non-const characters
//! (`char *s = "text";`): ill-formed since C++11, but clang and g++ accept
//! it with a warning (`-Wwritable-strings`), and C-style code relies on it.
//! Writing through the pointer stays undefined: the literal's bytes are
//! still constant (the interpreter refuses the write).
//!
//! In overload resolution the conversion ranks below every standard
//! conversion (clang prefers `f(bool)` to `f(char *)` for `f("x")`), so it
//! is chosen only when nothing better exists.

use super::Translator;
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;

impl Translator<'_, '_, '_> {
    /// Whether `e` is a string literal and `to` a pointer to its element
    /// type without `const`.
    pub(crate) fn is_writable_string(&self, e: ExprId, to: TypeId) -> bool {
        let x = &self.b.program.exprs[e];
        if !matches!(x.kind, ExprKind::Str(_)) {
            return false;
        }
        let t = self.b.types();
        let Type::Array { elem, .. } = t.kind(x.ty) else {
            return false;
        };
        let Some(pointee) = t.pointee(t.unqualified(to)) else {
            return false;
        };
        !matches!(t.get(pointee), Type::Qualified { .. }) && t.unqualified(*elem) == pointee
    }

    /// The conversion with its warning, when it applies to `e` and `to`.
    pub(crate) fn writable_string(&mut self, e: ExprId, to: TypeId, span: Span) -> Option<ExprId> {
        if !self.is_writable_string(e, to) {
            return None;
        }
        let unq = self.b.program.types.unqualified(to);
        let shown = self.display(unq);
        self.report(diag::writable_string(span, &shown));
        let r = self.b.rvalue(e);
        Some(self.b.convert(r, unq))
    }
}
