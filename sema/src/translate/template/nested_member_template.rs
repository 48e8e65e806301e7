//! Member templates of member classes of class templates, defined outside
//! both classes:
//!
//! ```c++
//! template<typename _IntType>
//!   template<typename _Func>
//!     discrete_distribution<_IntType>::param_type::
//!     param_type(size_t __nw, double __xmin, double __xmax, _Func __fw)
//!     : _M_prob(), _M_cp() {...}
//! ```
//!
//! (`<random>`'s `param_type` constructors). The definition is kept with
//! the enclosing class template, keyed by the member class's name; a
//! specialization of the member template of an instance's member class
//! (`discrete_distribution<int>::param_type::param_type<F>`) takes it as
//! a member template of the instance itself does (`member_template_def`),
//! the definition's outer parameters bound by deducing the qualifier's
//! arguments (`discrete_distribution<_IntType>`) from the enclosing
//! instance's.

use super::{MemberDef, TemplateArg, TemplateId};
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::class::ClassParent;
use crate::translate::Translator;
use parser::ast::{self, DeclKind};
use parser::Symbol;

impl<'a> Translator<'a, '_, '_> {
    /// `template<...> template<...> R A<T>::B::f(...) {...}`: kept for the
    /// instances' `B`s (`false`: the qualifier names no member class of a
    /// class template).
    pub(super) fn out_of_line_nested_member_template(
        &mut self,
        t: &'a ast::TemplateDecl<'a>,
        name: &'a ast::QualName<'a>,
        inner: &'a ast::Decl<'a>,
    ) -> bool {
        let n = name.segments.len();
        if n < 3 || name.segments[n - 2].template_args.is_some() {
            return false;
        }
        let outer = ast::QualName {
            span: name.span,
            global: name.global,
            segments: &name.segments[..n - 2],
        };
        let Some(tid) = self.resolve_template_name(&outer) else {
            return false;
        };
        let (class_sym, last) = (name.segments[n - 2].ident.sym, &name.segments[n - 1]);
        if self.pattern_declares_member_template(tid, class_sym, last.ident.sym, inner)
            == Some(false)
        {
            let class = format!(
                "{}::{}",
                self.templates[tid.0 as usize].name,
                self.name(class_sym)
            );
            let member = self.name(last.ident.sym).to_string();
            self.report(diag::out_of_line_no_match(last.ident.span, &member, &class));
            return true;
        }
        let def = MemberDef {
            params: t.params,
            inner,
            class_args: name.segments[n - 3].template_args.unwrap_or(&[]),
            ctx: self.current_ctx(),
        };
        self.tpl
            .nested_member_template_defs
            .entry((tid, name.segments[n - 2].ident.sym))
            .or_default()
            .push(def);
        // Specializations made before the definition was read take it.
        self.attach_late_member_template_bodies();
        true
    }

    /// For a member class `cls` of a class template instance: the
    /// out-of-line member template definitions kept for it, and the
    /// enclosing instance, whose arguments bind their class parameters.
    pub(super) fn nested_member_template_defs_for(
        &self,
        cls: StructId,
    ) -> Option<(Vec<MemberDef<'a>>, StructId)> {
        let ci = self.classes.get(&cls)?;
        let ClassParent::Class(outer) = ci.parent else {
            return None;
        };
        let sym = ci.sym?;
        let (tid, _args): (_, Vec<TemplateArg>) = self.class_template_of(outer)?;
        let defs = self
            .tpl
            .nested_member_template_defs
            .get(&(tid, sym))
            .cloned()?;
        Some((defs, outer))
    }

    /// Whether member class `class_sym` of class template `tid`, as the
    /// template defines it, declares a member template `member` that
    /// definition `inner` can define: the same number of
    /// template parameters and of function parameters (`None`: the member
    /// class is not defined in the template's body).
    fn pattern_declares_member_template(
        &self,
        tid: TemplateId,
        class_sym: Symbol,
        member: Symbol,
        inner: &'a ast::Decl<'a>,
    ) -> Option<bool> {
        let DeclKind::Record(outer) = self.templates[tid.0 as usize].decl.kind else {
            return None;
        };
        let nested = outer.members?.iter().find_map(|d| match d.kind {
            DeclKind::Record(r)
                if r.members.is_some()
                    && r.name.and_then(|q| q.last()).map(|s| s.ident.sym) == Some(class_sym) =>
            {
                r.members
            }
            _ => None,
        })?;
        let DeclKind::Template(def_t) = inner.kind else {
            return None;
        };
        let DeclKind::Function(def_f) = def_t.decl.kind else {
            return None;
        };
        let nparams = def_f.function_type().map(|f| f.params.len());
        Some(nested.iter().any(|d| {
            let DeclKind::Template(mt) = d.kind else {
                return false;
            };
            let DeclKind::Function(f) = mt.decl.kind else {
                return false;
            };
            f.name.last().map(|s| s.ident.sym) == Some(member)
                && mt.params.len() == def_t.params.len()
                && f.function_type().map(|f| f.params.len()) == nparams
        }))
    }
}
