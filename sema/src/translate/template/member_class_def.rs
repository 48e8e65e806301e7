//! Member classes of class templates defined outside the enclosing class
//! (`template<class C, class T> class basic_ostream<C, T>::sentry {...}`)
//! and the out-of-line members of such a member class
//! (`template<class C, class T> basic_ostream<C, T>::sentry::sentry(...)`).
//!
//! Each instance of the enclosing template declares its own member class
//! (incomplete, from `class sentry;`); a kept definition defines it in
//! every instance, made before or after the definition is read, with the
//! definition's own parameter names bound to the instance's arguments.
//! The members of the member class are found as those of the class
//! template itself are (`find_template_member_def`), keyed by the
//! enclosing template and the member class's name.

use std::rc::Rc;

use super::{Ctx, Env, Instance, MemberDef, TemplateArg, TemplateId};
use crate::program::*;
use crate::translate::class::ClassParent;
use crate::translate::{Entity, Translator};
use parser::ast::{self, DeclKind};
use parser::Symbol;

impl<'a> Translator<'a, '_, '_> {
    /// `template<...> class A<T>::B {...}` when `A` is a class template:
    /// kept with `A` and applied to its instances (`false`: not such a
    /// definition).
    pub(super) fn out_of_line_member_class(
        &mut self,
        t: &'a ast::TemplateDecl<'a>,
        inner: &'a ast::Decl<'a>,
    ) -> bool {
        let DeclKind::Record(r) = inner.kind else {
            return false;
        };
        let (Some(q), Some(_)) = (r.name, r.members) else {
            return false;
        };
        if q.last().is_some_and(|s| s.template_args.is_some()) {
            return false;
        }
        let Some((tid, class_seg)) = self.qualifier_template(q) else {
            return false;
        };
        let def = MemberDef {
            params: t.params,
            inner,
            class_args: class_seg.template_args.unwrap_or(&[]),
            ctx: self.current_ctx(),
        };
        self.tpl
            .member_class_defs
            .entry(tid)
            .or_default()
            .push(def.clone());
        let mut made: Vec<StructId> = self.templates[tid.0 as usize]
            .instances
            .values()
            .filter_map(|i| match i {
                Instance::Type(ty) => self.class_of_type(*ty),
                _ => None,
            })
            .collect();
        made.sort();
        for sid in made {
            self.apply_member_class_def(sid, &def);
        }
        true
    }

    /// A new instance of a class template defines its member classes
    /// from their out-of-line definitions.
    pub(super) fn apply_member_class_defs(&mut self, tid: TemplateId, sid: StructId) {
        let defs = self
            .tpl
            .member_class_defs
            .get(&tid)
            .cloned()
            .unwrap_or_default();
        for def in defs {
            self.apply_member_class_def(sid, &def);
        }
    }

    /// Defines instance `sid`'s member class from `def` if the definition
    /// is for this instance and the class is still only declared.
    fn apply_member_class_def(&mut self, sid: StructId, def: &MemberDef<'a>) {
        let DeclKind::Record(r) = def.inner.kind else {
            return;
        };
        let (Some(q), Some(members)) = (r.name, r.members) else {
            return;
        };
        let Some(last) = q.last() else {
            return;
        };
        let nested = match self
            .classes
            .get(&sid)
            .and_then(|c| c.members.get(&last.ident.sym))
        {
            Some(Entity::Type(t)) => self.class_of_type(*t),
            _ => None,
        };
        let Some(nested) = nested else {
            return;
        };
        let busy = self.classes.get(&nested).is_some_and(|c| c.defining);
        if busy
            || self.b.types().structs[nested].complete
            || self.tpl.lazy_members.contains_key(&nested)
        {
            return;
        }
        let Some(env) = self.def_env_for(sid, def) else {
            return;
        };
        let ctx = Ctx {
            ns: def.ctx.ns,
            classes: self.lexical_classes(sid),
            env: Rc::new(env),
            horizon: def.ctx.horizon,
        };
        // Defined when a use needs it complete, as an in-class definition.
        self.defer_member_class(nested, r, members, def.inner.span, ctx, Env::new());
    }

    /// `template<...> R A<T>::B::f(...) {...}`: a member of member class
    /// `B` of class template `A`, kept for the instances' `B`s (`false`:
    /// the qualifier names no such class).
    pub(super) fn out_of_line_nested_member(
        &mut self,
        t: &'a ast::TemplateDecl<'a>,
        name: &'a ast::QualName<'a>,
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
        let def = MemberDef {
            params: t.params,
            inner: t.decl,
            class_args: name.segments[n - 3].template_args.unwrap_or(&[]),
            ctx: self.current_ctx(),
        };
        self.tpl
            .nested_member_defs
            .entry((tid, name.segments[n - 2].ident.sym))
            .or_default()
            .push(def);
        self.attach_late_member_bodies();
        true
    }

    /// For a member class of a class template instance: the out-of-line
    /// member definitions kept for it and the enclosing instance's
    /// arguments (`None`: `sid` is no such class).
    pub(super) fn nested_member_defs_for(
        &self,
        sid: StructId,
    ) -> Option<(Vec<MemberDef<'a>>, Vec<TemplateArg>)> {
        let ci = self.classes.get(&sid)?;
        let ClassParent::Class(outer) = ci.parent else {
            return None;
        };
        let sym: Symbol = ci.sym?;
        let (tid, args) = self.class_template_of(outer)?;
        let defs = self
            .tpl
            .nested_member_defs
            .get(&(tid, sym))
            .cloned()
            .unwrap_or_default();
        Some((defs, args))
    }
}
