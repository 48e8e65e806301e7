//! Out-of-line definitions of static data members of class templates
//! (`template<class T> int A<T>::count = 0;`, or libstdc++'s
//! `template<...> const size_t aligned_union<...>::alignment_value;`).
//!
//! The definition is kept with its class template; when an instance
//! declares the member without an initializer, the definition whose class
//! arguments match the instance's supplies it, translated with the
//! instance's bindings.

use super::deduce::Deduced;
use super::{Ctx, Env, MemberDef};
use crate::program::VarKind;
use crate::translate::{Translator, R};
use crate::types::StructId;
use parser::ast::{self, DeclKind};

impl<'a> Translator<'a, '_, '_> {
    /// `template<params> T A<params>::name [= init];`: queued with `A`.
    /// Returns `None` when the qualifier names no class template (the
    /// caller reports what it is).
    pub fn out_of_line_static_member(
        &mut self,
        t: &'a ast::TemplateDecl<'a>,
        name: &'a ast::QualName<'a>,
    ) -> Option<R<()>> {
        let n = name.segments.len();
        let prefix = ast::QualName {
            span: name.span,
            global: name.global,
            segments: &name.segments[..n - 1],
        };
        let tid = self.resolve_template_name(&prefix)?;
        let class_args = name.segments[n - 2].template_args.unwrap_or(&[]);
        let ctx = self.current_ctx();
        self.template_member_defs
            .entry(tid)
            .or_default()
            .push(MemberDef {
                params: t.params,
                inner: t.decl,
                class_args,
                ctx,
            });
        Some(Ok(()))
    }

    /// The out-of-line initializer of static member `short` of template
    /// instance `sid`, if one was defined, as the instance's bindings make
    /// it: the definition and the context to translate it in.
    pub fn static_member_template_def(
        &mut self,
        sid: StructId,
        short: &str,
    ) -> Option<(&'a ast::VarDecl<'a>, Ctx)> {
        let (tid, args) = self.class_template_of(sid)?;
        let defs = self.template_member_defs.get(&tid).cloned()?;
        for def in defs {
            let DeclKind::Var(v) = def.inner.kind else {
                continue;
            };
            let Some(seg) = v.name.last() else { continue };
            if self.name(seg.ident.sym) != short {
                continue;
            }
            let mut ded = Deduced::new(def.params);
            let ok = self.with_ctx(&def.ctx, Env::new(), |t| {
                t.deduce_arg_list(&mut ded, def.class_args, &args)
            });
            if !ok {
                continue;
            }
            let Some(vals) = ded.complete() else { continue };
            let env = self.bind_params(def.params, &vals);
            let ctx = Ctx {
                ns: def.ctx.ns,
                classes: self.lexical_classes(sid),
                env: std::rc::Rc::new(env),
            };
            return Some((v, ctx));
        }
        None
    }

    /// Gives instance member `var` (declared without an initializer) the
    /// initializer of its out-of-line template definition, if any.
    pub fn define_static_member_from_template(
        &mut self,
        sid: StructId,
        var: crate::program::VarId,
        short: &str,
    ) -> R<()> {
        let Some((v, ctx)) = self.static_member_template_def(sid, short) else {
            return Ok(());
        };
        if v.init.is_none() {
            return Ok(());
        }
        let ty = self.b.program.vars[var].ty;
        let name = self.b.program.vars[var].name.clone();
        let r = self.with_ctx(&ctx, Env::new(), |t| t.global_init_pub(v, ty, &name));
        let (init, dynamic) = r?;
        if let VarKind::Global(g) = &mut self.b.program.vars[var].kind {
            g.init = Some(init.clone());
            g.dynamic_init = dynamic;
        }
        if self.is_const(ty) {
            self.known_consts.insert(var, init.clone());
            self.engine.bind_constant(var, init);
        }
        Ok(())
    }
}
