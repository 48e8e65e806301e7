//! Member classes of class template instances, defined only when a use
//! requires them complete ([temp.inst]/2-3).
//!
//! Instantiating `Shape<int>` declares its member class `Shape<int>::Tri`
//! but does not define it: `struct Tri : Shape<Tri> {}` would otherwise
//! instantiate `Shape<Tri>`, whose `Tri` instantiates `Shape<Shape<Tri>::Tri>`,
//! without end, where clang and g++ accept the program. The definition (an
//! in-class one, or an out-of-line `template<class T> struct A<T>::B {...}`
//! matched to the instance) is kept with the lookup context it is
//! translated in, and `complete_deferred` defines it at the first use that
//! needs it complete, with "in instantiation of member class ..." notes
//! pointing at that use. An explicit instantiation definition defines its
//! member classes at once ([temp.explicit]/10).

use super::{Ctx, Env};
use crate::program::*;
use crate::translate::{Translator, R};
use lexer::source::Span;
use parser::ast;

/// A member class of a class template instance, declared and waiting for
/// its definition.
#[derive(Clone)]
pub(crate) struct LazyMemberClass<'a> {
    pub record: &'a ast::RecordDecl<'a>,
    pub members: &'a [ast::Decl<'a>],
    /// The definition (where the class's own span points once defined).
    pub span: Span,
    /// The enclosing instance's lookup context and, for an out-of-line
    /// definition, the bindings of its own template parameters.
    pub ctx: Ctx,
    pub env: Env,
}

impl<'a> Translator<'a, '_, '_> {
    /// Whether the member class definition `m` of class `sid` waits for a
    /// use: a named class (an unnamed one is a member object or an
    /// anonymous member) in a class template instance, with no declarator
    /// of its type following it.
    pub(crate) fn member_class_is_lazy(&self, sid: StructId, m: &ast::Decl<'_>) -> bool {
        let ast::DeclKind::Record(r) = m.kind else {
            return false;
        };
        let named = r.name.is_some_and(|q| q.as_simple().is_some());
        named
            && r.members.is_some()
            && self.func.is_none()
            && self.in_template_instance(sid)
            && !self
                .classes
                .get(&sid)
                .is_some_and(|c| c.declarator_tags.contains(&m.id))
    }

    /// Keeps the definition of member class `nested` (just declared) for
    /// the first use that needs it complete.
    pub(crate) fn defer_member_class(
        &mut self,
        nested: StructId,
        record: &'a ast::RecordDecl<'a>,
        members: &'a [ast::Decl<'a>],
        span: Span,
        ctx: Ctx,
        env: Env,
    ) {
        self.tpl.lazy_members.insert(
            nested,
            LazyMemberClass {
                record,
                members,
                span,
                ctx,
                env,
            },
        );
    }

    /// Defines member class `sid` if its definition is waiting: a use at
    /// `span` needs it complete.
    pub(crate) fn complete_lazy_member(&mut self, sid: StructId, span: Span) -> R<()> {
        let Some(lazy) = self.tpl.lazy_members.remove(&sid) else {
            return Ok(());
        };
        let name = self.b.types().structs[sid].name.clone();
        let what = format!("member class '{name}'");
        self.b.program.types.structs[sid].span = lazy.span;
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.span = lazy.span;
        }
        self.in_template_ctx(&lazy.ctx, lazy.env, what, span, |t| {
            t.define_class_pub(sid, lazy.record, lazy.members)
        })
    }

    /// The member classes declared in `sid` (not through a typedef or a
    /// base), in declaration order.
    pub(crate) fn member_classes_of(&self, sid: StructId) -> Vec<StructId> {
        let Some(ci) = self.classes.get(&sid) else {
            return Vec::new();
        };
        let mut v: Vec<StructId> = ci
            .members
            .values()
            .filter_map(|e| match e {
                crate::translate::Entity::Type(t) => self.class_of_type(*t),
                _ => None,
            })
            .filter(|n| {
                *n != sid
                    && self.classes.get(n).is_some_and(|c| {
                        c.parent == crate::translate::class::ClassParent::Class(sid)
                    })
            })
            .collect();
        v.sort();
        v.dedup();
        v
    }
}
