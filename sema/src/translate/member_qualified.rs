//! `obj.Base::m` and `p->Base::m`: member lookup starts in the named class,
//! which must be the object's class or one of its bases ([basic.lookup.qual]);
//! a member function named this way is called without virtual dispatch.

use super::member::MemberRef;
use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    pub fn qualified_member_of_object(
        &mut self,
        base: ExprId,
        q: &'a ast::QualName<'a>,
        arrow: bool,
        span: Span,
    ) -> R<MemberRef> {
        let Some(last) = q.last() else {
            return Err(Reported);
        };
        let obj = if arrow {
            let r = self.b.rvalue(base);
            let t = self.b.ty_of(r);
            if self.b.types().pointee(t).is_none() {
                let s = self.display(t);
                return Err(self.report(diag::arrow_on_non_pointer(span, &s)));
            }
            self.b.deref(r)
        } else {
            base
        };
        let bt = self.b.ty_of(obj);
        let sid = self.member_object_class(obj, span)?;
        let text = self.qual_name_text(q);
        let qual_text = text.rsplit_once("::").map_or("", |(a, _)| a).to_string();
        let Some(qs) = self.qualifier_class(q)? else {
            return Err(self.report(diag::not_a_scope(q.span, &qual_text)));
        };
        let Some(path) = self.base_path(sid, qs) else {
            let c = self.display(bt);
            return Err(self.report(diag::qualifier_not_base(q.span, &qual_text, &c)));
        };
        let obj = self.as_glvalue(obj);
        let sub = self.derived_to_base(obj, &path, span)?;
        let sym = last.ident.sym;
        self.complete_deferred_class(qs, span);
        self.force_specials_named(qs, sym);
        let Some(found) = self.lookup_member(qs, sym) else {
            let c = self.b.types().structs[qs].name.clone();
            return Err(self.report(diag::no_member_in_scope(span, self.name(sym), &c)));
        };
        let name = self.name(sym).to_string();
        self.use_member(found, sub, qs, &name, last.ident.span, span, true)
    }
}
