//! Members of class templates defined outside the class: static data
//! members (`template<class T> int A<T>::count = 0;`), member templates
//! (`template<class T> template<class U> U A<T>::as() const {...}`), and
//! explicit specializations of members of an implicit instantiation
//! (`template<> const char *A<int>::tag = "int";`,
//! `template<> void A<int>::print(int) const {...}`).
//!
//! A definition is kept with the class template; each instance, made
//! before or after it, takes it when the instance's arguments match the
//! definition's class arguments (`A<T>`), with the definition's own
//! parameter names bound.

use super::deduce::Deduced;
use super::{Ctx, Env, LazyBody, MemberDef, TemplateId};
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{Entity, Translator, R};
use parser::ast::{self, DeclKind};

/// What kind of out-of-line member definition a `MemberDef` holds.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum OutOfLine {
    StaticData,
    MemberTemplate,
}

impl<'a> Translator<'a, '_, '_> {
    /// The class template a qualified declarator's prefix names
    /// (`A<T>::count` names `A`), with the class segment.
    pub(super) fn qualifier_template(
        &mut self,
        name: &'a ast::QualName<'a>,
    ) -> Option<(TemplateId, &'a ast::NameSegment<'a>)> {
        let n = name.segments.len();
        if n < 2 {
            return None;
        }
        let prefix = ast::QualName {
            span: name.span,
            global: name.global,
            segments: &name.segments[..n - 1],
        };
        let tid = self.resolve_template_name(&prefix)?;
        Some((tid, &name.segments[n - 2]))
    }

    /// `template<class T> int A<T>::count = 0;` (and, with `inner`, the
    /// member template of `template<class T> template<class U> ...`).
    pub(super) fn out_of_line_template_def(
        &mut self,
        t: &'a ast::TemplateDecl<'a>,
        name: &'a ast::QualName<'a>,
        inner: &'a ast::Decl<'a>,
        kind: OutOfLine,
    ) -> R<()> {
        let Some((tid, class_seg)) = self.qualifier_template(name) else {
            if kind == OutOfLine::MemberTemplate
                && self.out_of_line_nested_member_template(t, name, inner)
            {
                return Ok(());
            }
            let text = self.qual_name_text(name);
            return Err(self.report(diag::not_a_scope(name.span, &text)));
        };
        let def = MemberDef {
            params: t.params,
            inner,
            class_args: class_seg.template_args.unwrap_or(&[]),
            ctx: self.current_ctx(),
        };
        let list = match kind {
            OutOfLine::StaticData => self.tpl.static_member_defs.entry(tid).or_default(),
            OutOfLine::MemberTemplate => self.tpl.member_template_defs.entry(tid).or_default(),
        };
        list.push(def.clone());
        if kind == OutOfLine::MemberTemplate {
            self.attach_late_member_template_bodies();
        }
        if kind == OutOfLine::StaticData {
            // Instances made before the definition take it now.
            let instances: Vec<Instance> = self.templates[tid.0 as usize]
                .instances
                .values()
                .copied()
                .collect();
            for i in instances {
                if let super::Instance::Type(ty) = i {
                    if let Some(sid) = self.class_of_type(ty) {
                        self.apply_static_def(sid, &def);
                    }
                }
            }
        }
        Ok(())
    }

    /// Gives the specializations made before their member template's
    /// out-of-line definition the definitions known now.
    pub(super) fn attach_late_member_template_bodies(&mut self) {
        let pending = std::mem::take(&mut self.tpl.bodiless_member_specs);
        for (tid, fid, cls) in pending {
            if self.b.program.funcs[fid].body.is_some() || self.lazy_bodies.contains_key(&fid) {
                continue;
            }
            match self.member_template_def(tid, cls) {
                Some((def, params, dctx)) => {
                    let args = self.templates[tid.0 as usize]
                        .instances
                        .iter()
                        .find(|(_, i)| **i == Instance::Func(fid))
                        .map(|(a, _)| a.clone())
                        .unwrap_or_default();
                    self.lazy_member_template_body(fid, def, params, &args, dctx);
                    // It was used already: its body now, as at its use.
                    self.ensure_defined(fid);
                }
                None => self.tpl.bodiless_member_specs.push((tid, fid, cls)),
            }
        }
    }

    /// The bindings of a definition's class parameters for instance
    /// `sid` (`None`: the definition is for other instances).
    pub(super) fn def_env_for(&mut self, sid: StructId, def: &MemberDef<'a>) -> Option<Env> {
        let (_, args) = self.class_template_of(sid)?;
        let mut ded = Deduced::new(def.params);
        let ok = self.with_ctx(&def.ctx, Env::new(), |t| {
            t.deduce_arg_list(&mut ded, def.class_args, &args)
        });
        if !ok {
            return None;
        }
        let vals = ded.complete()?;
        Some(self.bind_params(def.params, &vals))
    }

    /// Defines instance `sid`'s static data member from a definition of
    /// the class template's, if it is for this instance.
    fn apply_static_def(&mut self, sid: StructId, def: &MemberDef<'a>) {
        let DeclKind::Var(v) = def.inner.kind else {
            return;
        };
        let Some(last) = v.name.last() else {
            return;
        };
        let declared = match self
            .classes
            .get(&sid)
            .map(|c| c.members.get(&last.ident.sym))
        {
            Some(Some(Entity::Var(var))) => *var,
            _ => return,
        };
        let Some(env) = self.def_env_for(sid, def) else {
            return;
        };
        // `template<> int A<int>::s = 1;` replaces an instance's definition:
        // not this path (`v` is a definition of the template's member).
        self.defer_static_def(declared, sid, def.clone(), env);
    }

    /// A new instance of a class template takes the out-of-line
    /// definitions of its static data members.
    pub(super) fn apply_static_defs(&mut self, tid: TemplateId, sid: StructId) {
        let defs = self
            .tpl
            .static_member_defs
            .get(&tid)
            .cloned()
            .unwrap_or_default();
        for def in defs {
            self.apply_static_def(sid, &def);
        }
    }

    /// The out-of-line definition of member template `tid` (declared in
    /// class template instance `cls` without a body): the function
    /// declaration with the body and the bindings of the definition's
    /// class parameters.
    pub(super) fn member_template_def(
        &mut self,
        tid: TemplateId,
        cls: StructId,
    ) -> Option<(&'a ast::FunctionDecl<'a>, &'a [ast::TemplateParam<'a>], Ctx)> {
        // A member template of a class template instance, or of a member
        // class of one (whose enclosing instance's arguments bind the
        // definition's class parameters).
        let (defs, env_class) = match self.class_template_of(cls) {
            Some((ctid, _)) => (self.tpl.member_template_defs.get(&ctid).cloned()?, cls),
            None => self.nested_member_template_defs_for(cls)?,
        };
        let info = &self.templates[tid.0 as usize];
        let (sym, nparams) = (info.sym, info.params.len());
        // Overloads differing only in their parameters
        // (`_M_construct(_InIter, _InIter, input_iterator_tag)` and the
        // `forward_iterator_tag` one): the definition whose parameters
        // have the declaration's shape, if one has.
        let mut defs = defs;
        if let Some(i) = defs.iter().position(|d| self.def_params_match(tid, d)) {
            let d = defs.remove(i);
            defs.insert(0, d);
        }
        for def in defs {
            let DeclKind::Template(inner_t) = def.inner.kind else {
                continue;
            };
            let DeclKind::Function(f) = inner_t.decl.kind else {
                continue;
            };
            if f.body.is_none()
                || inner_t.params.len() != nparams
                || f.name.last().map(|s| s.ident.sym) != Some(sym)
            {
                continue;
            }
            let Some(env) = self.def_env_for(env_class, &def) else {
                continue;
            };
            let mut full: Env = (*def.ctx.env).clone();
            full.extend(env);
            let ctx = Ctx {
                ns: def.ctx.ns,
                classes: self.lexical_classes(cls),
                env: std::rc::Rc::new(full),
                horizon: def.ctx.horizon,
            };
            return Some((f, inner_t.params, ctx));
        }
        None
    }

    fn def_params_match(&self, tid: TemplateId, def: &MemberDef<'a>) -> bool {
        let DeclKind::Template(inner_t) = def.inner.kind else {
            return false;
        };
        let info = &self.templates[tid.0 as usize];
        let (DeclKind::Function(a), DeclKind::Function(b)) = (info.decl.kind, inner_t.decl.kind)
        else {
            return false;
        };
        if a.name.last().map(|s| s.ident.sym) != b.name.last().map(|s| s.ident.sym) {
            return false;
        }
        self.same_params_shape(info.params, a, inner_t.params, b)
    }

    /// `template<> const char *A<int>::tag = "int";` or
    /// `template<> void A<int>::print(int) const {...}`: a member of an
    /// implicit instantiation, specialized.
    pub(super) fn explicit_member_specialization(
        &mut self,
        d: &'a ast::Decl<'a>,
        inner: &'a ast::Decl<'a>,
        name: &'a ast::QualName<'a>,
    ) -> R<()> {
        // Naming the class instantiates it, and with it its virtual
        // functions; the one specialized here must not get the template's
        // body (`_Sp_counted_ptr<nullptr_t, _S_single>::_M_dispose`, whose
        // generic body deletes a `nullptr_t`).
        let outer = self.tpl.held_virtuals.replace(Vec::new());
        let sid = self.qualifier_class(name);
        let held = std::mem::replace(&mut self.tpl.held_virtuals, outer).unwrap_or_default();
        let r = self.specialize_member(d, inner, name, sid);
        for f in held {
            match self.tpl.held_virtuals.as_mut() {
                Some(h) => h.push(f),
                None => {
                    if !self.is_specialized_member(f) {
                        self.ensure_defined(f);
                    }
                }
            }
        }
        r
    }

    fn specialize_member(
        &mut self,
        d: &'a ast::Decl<'a>,
        inner: &'a ast::Decl<'a>,
        name: &'a ast::QualName<'a>,
        sid: R<Option<StructId>>,
    ) -> R<()> {
        let Some(sid) = sid? else {
            let text = self.qual_name_text(name);
            return Err(self.report(diag::not_a_scope(name.span, &text)));
        };
        match inner.kind {
            DeclKind::Var(v) => {
                // The specialization replaces the template's definition.
                let var = self.define_static_member(sid, v, true)?;
                self.tpl.lazy_statics.remove(&var);
                Ok(())
            }
            DeclKind::Function(f) => {
                // The specialization replaces the template's definition.
                if let Some(fid) = self.find_member_for_specialization(sid, f) {
                    self.lazy_bodies.remove(&fid);
                    self.tpl.specialized_members.insert(fid);
                }
                self.define_member_out_of_line(sid, d, f)
            }
            _ => Err(self.report(diag::unsupported(d.span, "this explicit specialization"))),
        }
    }

    /// The member function of `sid` an explicit specialization's
    /// declarator names (by name and parameter types).
    fn find_member_for_specialization(
        &mut self,
        sid: StructId,
        f: &'a ast::FunctionDecl<'a>,
    ) -> Option<FuncId> {
        let ft = f.function_type()?;
        let last = f.name.last()?;
        let fs = match self.classes.get(&sid)?.members.get(&last.ident.sym)? {
            Entity::Funcs(fs) => fs.clone(),
            _ => return None,
        };
        let n = self.diags.len();
        let params = self.in_class_context(sid, |t| t.function_type(ft).map(|(_, p)| p));
        self.discard_diags_since(n);
        let ptys: Vec<TypeId> = params.ok()?.iter().map(|p| p.1).collect();
        let cv = (ft.method_cv.is_const(), ft.method_cv.is_volatile());
        let rq = match ft.ref_qual {
            ast::RefQualifier::None => None,
            ast::RefQualifier::LValue => Some(false),
            ast::RefQualifier::RValue => Some(true),
        };
        fs.into_iter()
            .find(|&g| self.same_signature(g, &ptys, ft.variadic, cv, rq))
    }
}

use super::Instance;

impl<'a> Translator<'a, '_, '_> {
    /// Whether `f`'s body comes from an explicit specialization (the
    /// class template's definitions do not apply to it).
    pub fn is_specialized_member(&self, f: FuncId) -> bool {
        self.tpl.specialized_members.contains(&f)
    }

    /// Queues the body of a member template specialization whose
    /// definition is out of line.
    pub(super) fn lazy_member_template_body(
        &mut self,
        fid: FuncId,
        decl: &'a ast::FunctionDecl<'a>,
        params: &'a [ast::TemplateParam<'a>],
        args: &[super::TemplateArg],
        ctx: Ctx,
    ) {
        let env = self.bind_params(params, args);
        let mut full: Env = (*ctx.env).clone();
        full.extend(env);
        self.lazy_bodies.insert(
            fid,
            LazyBody {
                decl,
                ctx: Ctx {
                    ns: ctx.ns,
                    classes: ctx.classes,
                    env: std::rc::Rc::new(full),
                    horizon: ctx.horizon,
                },
            },
        );
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// `template int f<int>(int);`, `template struct A<int>;`: the
    /// specialization and the bodies of its functions, now (the `extern`
    /// forms are `extern_inst.rs`).
    pub fn explicit_instantiation(&mut self, inner: &'a ast::Decl<'a>) -> R<()> {
        match inner.kind {
            DeclKind::Function(f) => self.explicit_function_instantiation(inner, f).map(|_| ()),
            DeclKind::Record(r) => {
                // `template struct A<int>;` names the specialization (it
                // declares no class of its own).
                let ty = match r.name {
                    Some(q) if q.last().is_some_and(|s| s.template_args.is_some()) => {
                        match self.resolve(q)? {
                            Some(Entity::Type(t)) => t,
                            _ => return Ok(()),
                        }
                    }
                    _ => self.tag_decl(inner)?,
                };
                let at = r.name.map_or(inner.span, |q| q.span);
                self.complete_deferred(ty, at);
                let Some(sid) = self.class_of_type(ty) else {
                    return Ok(());
                };
                self.instantiate_all_members(sid, at, 0);
                self.note_explicit_class_definition(sid);
                Ok(())
            }
            _ => self.common_decl(inner),
        }
    }
}

impl Translator<'_, '_, '_> {
    /// An explicit instantiation definition instantiates every member
    /// ([temp.explicit]/10): function bodies, and member classes with
    /// their own members.
    fn instantiate_all_members(&mut self, sid: StructId, span: lexer::source::Span, depth: u32) {
        self.force_specials(sid);
        let methods = self
            .classes
            .get(&sid)
            .map_or(Vec::new(), |c| c.methods.clone());
        for f in methods {
            if self.lazy_bodies.contains_key(&f) || self.b.program.funcs[f].body.is_none() {
                self.ensure_defined(f);
            }
        }
        self.define_lazy_statics_of(sid, span);
        if depth >= 64 {
            return;
        }
        for nested in self.member_classes_of(sid) {
            if self.complete_lazy_member(nested, span).is_ok() {
                self.instantiate_all_members(nested, span, depth + 1);
            }
        }
    }
}
