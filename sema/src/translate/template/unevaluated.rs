//! Unevaluated operands in class scope. A trailing return type or a
//! `decltype`/`sizeof` operand in a member declaration may name the
//! class's non-static members and `this` ([expr.prim.id]/3,
//! [expr.prim.this]/2): `auto map(F f) const -> Box<decltype(f(v))>`.
//! There is no object then; the expression only needs a type, so the
//! object is a null pointer of the class, dereferenced, never evaluated.

use crate::program::*;
use crate::translate::{Translator, R};
use lexer::source::Span;

impl<'a> Translator<'a, '_, '_> {
    /// Runs `f` as the translation of an unevaluated operand.
    pub fn unevaluated<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        self.tpl.unevaluated += 1;
        let r = f(self);
        self.tpl.unevaluated -= 1;
        r
    }

    /// Whether a template specialization's pending body is to be
    /// instantiated where it is named now. A function named only in an
    /// unevaluated operand is not odr-used ([basic.def.odr]/4): its body
    /// waits for a use that is (`noexcept(f(std::declval<T>()))` must not
    /// instantiate `declval`'s static_assert), unless its type or its value
    /// needs the body: a deduced return type, or a constexpr function
    /// (which may be needed for constant evaluation, as clang does).
    pub fn body_needed_here(&mut self, f: FuncId) -> bool {
        if self.tpl.unevaluated == 0 {
            return true;
        }
        let Some(lazy) = self.lazy_bodies.get(&f) else {
            return true;
        };
        let decl = lazy.decl;
        let deduced = decl
            .function_type()
            .is_some_and(crate::translate::deduced_return::is_deduced_return);
        if deduced || decl.specs.has(parser::ast::Specifiers::CONSTEXPR) {
            return true;
        }
        self.body_request = None;
        false
    }

    /// The stand-in `this` of an unevaluated operand in the scope of a
    /// class (outside any member function body), if that is where we are.
    pub fn unevaluated_this(&mut self, span: Span) -> Option<ExprId> {
        if self.tpl.unevaluated == 0 || self.func.as_ref().is_some_and(|f| f.this.is_some()) {
            return None;
        }
        let cls = *self.class_scopes.last()?;
        let cty = self.b.ty(Type::Struct(cls));
        let p = self.b.ptr(cty);
        Some(self.b.int_lit(0, p, span))
    }

    /// `this->name` for a member named in an unevaluated operand in class
    /// scope (`None`: not such an operand or not such a member).
    pub fn unevaluated_member(
        &mut self,
        decl_class: Option<StructId>,
        text: &str,
        span: Span,
    ) -> Option<R<crate::translate::member::MemberRef>> {
        let dc = decl_class?;
        if self.tpl.unevaluated == 0 {
            return None;
        }
        // In the class (or a derived one) through the stand-in `this`;
        // elsewhere (`sizeof(S::m)`, `__alignof__(T2::m)`) through a
        // stand-in object of the member's own class ([expr.prim.id]/3).
        let in_class = self
            .class_scopes
            .last()
            .is_some_and(|&cls| self.is_base_of(dc, cls));
        let (cls, p) = match self.unevaluated_this(span).filter(|_| in_class) {
            Some(p) => (*self.class_scopes.last()?, p),
            None => {
                let cty = self.b.ty(Type::Struct(dc));
                let pt = self.b.ptr(cty);
                (dc, self.b.int_lit(0, pt, span))
            }
        };
        let obj = self.b.deref(p);
        let sym = self
            .interner
            .get(crate::qualified_name::last_segment(text))?;
        self.force_specials_named(cls, sym);
        let found = self.lookup_member(cls, sym)?;
        Some(self.use_member(found, obj, cls, text, span, span, false))
    }
}
