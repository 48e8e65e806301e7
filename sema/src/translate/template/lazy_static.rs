//! Out-of-line definitions of static data members of class templates,
//! instantiated when the member is used ([temp.inst]/4-5).
//!
//! `template<class T> int A<T>::s = T::missing;` is fine for `A<int>`
//! until something uses `A<int>::s`: only then is the initializer
//! translated, with an "in instantiation of static data member ..." note
//! at the use when it fails. A name in an unevaluated operand (`sizeof`,
//! `decltype`) is no use. A member used before its definition was read
//! takes the definition when it is (the end of the unit is a point of
//! instantiation too); an explicit instantiation definition defines every
//! member at once.

use super::{Env, MemberDef};
use crate::program::*;
use crate::translate::Translator;
use lexer::source::Span;
use parser::ast::DeclKind;

/// A static data member's definition waiting for the member's first use.
#[derive(Clone)]
pub(crate) struct LazyStatic<'a> {
    pub class: StructId,
    pub def: MemberDef<'a>,
    /// The definition's template parameters bound for this instance.
    pub env: Env,
}

impl<'a> Translator<'a, '_, '_> {
    /// Keeps static data member `var`'s definition for its first use, or
    /// defines it now if it was used already.
    pub(super) fn defer_static_def(
        &mut self,
        var: VarId,
        class: StructId,
        def: MemberDef<'a>,
        env: Env,
    ) {
        let lazy = LazyStatic { class, def, env };
        if self.tpl.used_statics.contains(&var) {
            self.define_lazy_static(var, lazy, None);
        } else {
            self.tpl.lazy_statics.insert(var, lazy);
        }
    }

    /// A use of variable `v` at `span`: a static data member whose
    /// definition waits is defined now.
    pub(crate) fn use_static_member(&mut self, v: VarId, span: Span) {
        if self.tpl.unevaluated > 0 || !matches!(self.b.program.vars[v].kind, VarKind::Global(_)) {
            return;
        }
        match self.tpl.lazy_statics.remove(&v) {
            Some(lazy) => self.define_lazy_static(v, lazy, Some(span)),
            None => {
                self.tpl.used_statics.insert(v);
            }
        }
    }

    fn define_lazy_static(&mut self, var: VarId, lazy: LazyStatic<'a>, at: Option<Span>) {
        self.tpl.used_statics.insert(var);
        let DeclKind::Var(v) = lazy.def.inner.kind else {
            return;
        };
        let name = self.b.program.vars[var].name.clone();
        let what = format!("static data member '{name}'");
        let span = at.unwrap_or(lazy.def.inner.span);
        let ctx = lazy.def.ctx.clone();
        let class = lazy.class;
        let _ = self.in_template_ctx(&ctx, lazy.env, what, span, |t| {
            t.define_static_member(class, v, false)
        });
    }

    /// Defines the static data members of `sid` still waiting (an
    /// explicit instantiation definition), in declaration order.
    pub(super) fn define_lazy_statics_of(&mut self, sid: StructId, span: Span) {
        let mut vars: Vec<VarId> = self
            .tpl
            .lazy_statics
            .iter()
            .filter(|(_, l)| l.class == sid)
            .map(|(v, _)| *v)
            .collect();
        vars.sort();
        for v in vars {
            self.use_static_member(v, span);
        }
    }
}
