//! Explicit specializations of member classes of a class template
//! instance: `template<> struct Outer<char>::Plain {...};` (a nested class
//! of one instance given another definition) and `template<> template<>
//! struct Outer<int>::In<int> {...};` (one specialization of a member
//! class template of one instance, [temp.expl.spec]/16).
//!
//! Each instance of a class template has its own nested classes and its
//! own member templates, so the specialization belongs to the instance the
//! qualifier names: other instances keep the generic member.

use super::{Ctx, Explicit};
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{Entity, Reported, Translator, R};
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// `template<> struct Outer<A>::Name ...` or `template<> template<>
    /// struct Outer<A>::Name<B> ...`: `outer` is the class the qualifier
    /// names.
    pub(super) fn explicit_member_class_specialization(
        &mut self,
        d: &'a ast::Decl<'a>,
        r: &'a ast::RecordDecl<'a>,
        outer: StructId,
        name: &'a ast::QualName<'a>,
    ) -> R<()> {
        let Some(last) = name.last() else {
            return Err(Reported);
        };
        let sym = last.ident.sym;
        let member = self
            .classes
            .get(&outer)
            .and_then(|c| c.members.get(&sym))
            .cloned();
        let outer_name = self.b.types().structs[outer].name.clone();
        let ctx = Ctx {
            ns: self.classes.get(&outer).map_or(self.cur_ns, |c| c.ns),
            classes: self.lexical_classes(outer),
            env: std::rc::Rc::new(
                self.classes
                    .get(&outer)
                    .map_or(Vec::new(), |c| c.env.clone()),
            ),
            horizon: self.horizon_here(),
        };
        match (last.template_args, member) {
            (Some(written), Some(Entity::Template(tid))) => {
                let args = self.template_args(tid, written, name.span)?;
                let instantiated = self.templates[tid.0 as usize]
                    .instances
                    .get(&args)
                    .is_some_and(|i| !self.is_pending_instance(*i));
                if instantiated {
                    let n = self
                        .specialization_name(&self.templates[tid.0 as usize].name.clone(), &args);
                    return Err(
                        self.report(diag::specialization_after_instantiation(name.span, &n))
                    );
                }
                let info = &mut self.templates[tid.0 as usize];
                match info.explicit.iter_mut().find(|e| e.args == args) {
                    Some(e) => {
                        e.decl = d;
                        e.ctx = ctx;
                    }
                    None => info.explicit.push(Explicit { args, decl: d, ctx }),
                }
                self.complete_pending(tid, d.span);
                Ok(())
            }
            (None, Some(Entity::Type(t))) if self.class_of_type(t).is_some() => {
                let Some(members) = r.members else {
                    // A declaration only: the generic member stays until
                    // the definition.
                    return Ok(());
                };
                // The generic member's definition is never instantiated.
                if let Some(generic) = self.class_of_type(t) {
                    self.tpl.lazy_members.remove(&generic);
                }
                let kind = match r.tag {
                    ast::TagKind::Union => RecordKind::Union,
                    ast::TagKind::Class => RecordKind::Class,
                    _ => RecordKind::Struct,
                };
                // The instance's member is replaced by a new class defined
                // from the specialization, in the instance's scope.
                let saved = self.save_state();
                self.cur_ns = ctx.ns;
                self.class_scopes = ctx.classes.clone();
                self.template_scope = (*ctx.env).clone();
                let (sid, ty) = self.new_class(Some(sym), kind, d.span);
                if let Some(ci) = self.classes.get_mut(&outer) {
                    ci.members.insert(sym, Entity::Type(ty));
                    ci.member_access.insert(sym, ast::Access::Public);
                }
                let r2 = self.define_class_pub(sid, r, members);
                self.restore_state(saved);
                r2
            }
            (Some(_), _) => {
                let n = self.name(sym).to_string();
                Err(self.report(diag::not_a_template(last.ident.span, &n)))
            }
            _ => {
                let n = self.name(sym).to_string();
                Err(self.report(diag::no_tag_member(
                    last.ident.span,
                    r.tag.as_str(),
                    &n,
                    &outer_name,
                )))
            }
        }
    }
}
