//! `typename` before a dependent qualified type name (`typename T::type`).
//! Names are resolved at instantiation here, so a missing `typename` does
//! not stop translation; it is diagnosed as clang does, once per place
//! written: an error in a function body, an extension warning elsewhere
//! (member declarations, where C++20 makes it implicit), nothing in a
//! base-specifier.

use crate::diagnostics as diag;
use crate::translate::{Entity, Translator};
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// Checks a type written as a qualified name whose qualifier is a
    /// template type parameter.
    pub fn check_dependent_typename(&mut self, te: &ast::TypeExpr<'_>, q: &ast::QualName<'_>) {
        if q.global || q.segments.len() < 2 || self.tpl.typename_optional > 0 {
            return;
        }
        let first = q.segments[0].ident.sym;
        let is_param = self
            .template_scope
            .iter()
            .rev()
            .find(|(s, _)| *s == first)
            .is_some_and(|(_, e)| matches!(e, Entity::Type(_)));
        // A name bound closer (a local typedef) is not the parameter.
        if !is_param || self.scopes.iter().any(|s| s.names.contains_key(&first)) {
            return;
        }
        let text = self.sm.snippet(te.span).unwrap_or("");
        if text.starts_with("typename") || !self.tpl.typename_reported.insert(te.span.lo) {
            return;
        }
        let name = self.qual_name_text(q);
        let d = if self.func.is_some() {
            diag::missing_typename(q.span, &name)
        } else {
            diag::missing_typename_extension(q.span, &name)
        };
        // Reported at the template, not per instantiation.
        self.diags.push(d);
    }
}
