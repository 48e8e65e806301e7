//! Instantiation of class, alias and variable templates: choosing the
//! explicit specialization, the most specialized matching partial
//! specialization, or the primary template; translating its AST under the
//! parameter bindings; memoizing the result by canonical arguments.
//! Template-ids in names resolve here (`A<int>`, `A<int>::n`).

use std::rc::Rc;

use super::args::{TemplateArg, WrittenArg};
use super::{Ctx, Env, Explicit, Instance, Partial, TemplateId, TemplateKind};
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{Entity, Reported, Translator, R};
use lexer::source::Span;
use parser::ast::{self, DeclKind};
use parser::Symbol;

impl<'a> Translator<'a, '_, '_> {
    /// The entity a template-id names: a class or alias template's type, a
    /// variable template's variable; a function template keeps its
    /// explicit arguments for the call.
    pub fn template_id(
        &mut self,
        e: Entity,
        seg: &'a ast::NameSegment<'a>,
        span: Span,
    ) -> R<Entity> {
        let written = seg.template_args.unwrap_or(&[]);
        // The injected-class-name of a class template instance names the
        // template when arguments follow (`fact<N-1>` inside `fact<N>`).
        let e = match e {
            Entity::Type(t) => match self
                .class_of_type(t)
                .and_then(|s| self.class_template_of(s))
            {
                Some((tid, _)) => Entity::Template(tid),
                None => Entity::Type(t),
            },
            e => e,
        };
        match e {
            Entity::Template(tid) => {
                let args = self.template_args(tid, written, span)?;
                match self.instantiate(tid, args, span)? {
                    Instance::Type(t) => Ok(Entity::Type(t)),
                    Instance::Var(v) => Ok(Entity::Var(v)),
                    Instance::Func(f) => Ok(Entity::Funcs(vec![f])),
                }
            }
            Entity::FuncTemplates(ts, _) => {
                let items = self.expand_written_args(written)?;
                let explicit: Vec<WrittenArg> = items;
                Ok(Entity::TemplateCall {
                    templates: ts,
                    explicit: Rc::new(explicit),
                })
            }
            _ => {
                let n = self.name(seg.ident.sym).to_string();
                Err(self.report(diag::not_a_template(span, &n)))
            }
        }
    }

    /// Instantiates a class, alias or variable template (memoized).
    pub fn instantiate(
        &mut self,
        tid: TemplateId,
        args: Vec<TemplateArg>,
        span: Span,
    ) -> R<Instance> {
        if let Some(i) = self.templates[tid.0 as usize].instances.get(&args).copied() {
            if let Instance::Type(ty) = i {
                let sid = self.class_of_type(ty);
                let deferred = sid.filter(|s| self.tpl.deferred.contains_key(s));
                if let (Some(sid), true) = (deferred, self.may_define_deferred()) {
                    self.tpl.deferred.remove(&sid);
                    let name = self.b.types().structs[sid].name.clone();
                    return self.define_instance(tid, sid, ty, args, name, span);
                }
            }
            return Ok(i);
        }
        match self.templates[tid.0 as usize].kind {
            TemplateKind::Class => self.instantiate_class(tid, args, span),
            TemplateKind::Alias => self.instantiate_alias(tid, args, span),
            TemplateKind::Variable => self.instantiate_variable(tid, args, span),
            TemplateKind::Function => {
                let n = self.templates[tid.0 as usize].name.clone();
                Err(self.report(diag::not_a_template(span, &n)))
            }
        }
    }

    fn instantiate_alias(
        &mut self,
        tid: TemplateId,
        args: Vec<TemplateArg>,
        span: Span,
    ) -> R<Instance> {
        let info = &self.templates[tid.0 as usize];
        let (ctx, params, decl) = (info.ctx.clone(), info.params, info.decl);
        let what = format!(
            "template type alias '{}'",
            self.specialization_name(&info.name, &args)
        );
        let env = self.bind_params(params, &args);
        let DeclKind::Typedef(td) = decl.kind else {
            return Err(Reported);
        };
        if let Some(r) = self.known_invalid(tid, &args) {
            return Err(r);
        }
        let n = self.diags.len();
        let t = self.in_template_ctx(&ctx, env, what, span, |t| t.naming_ty(td.ty));
        if t.is_err() {
            self.mark_invalid(tid, &args, n);
        }
        let t = t?;
        self.templates[tid.0 as usize]
            .instances
            .insert(args, Instance::Type(t));
        Ok(Instance::Type(t))
    }

    fn instantiate_variable(
        &mut self,
        tid: TemplateId,
        args: Vec<TemplateArg>,
        span: Span,
    ) -> R<Instance> {
        let info = &self.templates[tid.0 as usize];
        let (ctx, params, decl, base) =
            (info.ctx.clone(), info.params, info.decl, info.name.clone());
        let name = self.specialization_name(&base, &args);
        let what = format!("variable template specialization '{name}'");
        // An explicit specialization, or the primary.
        let (decl, ctx, env) = match self.pick_specialization(tid, &args, span)? {
            Some((d, c, e)) => (d, c, e),
            None => (decl, ctx, self.bind_params(params, &args)),
        };
        let targs = self.mangle_args(&args);
        let ns = self.ns[ctx.ns.0].name.clone();
        let short =
            crate::qualified_name::last_segment(&self.templates[tid.0 as usize].name).to_string();
        let mangled = super::super::mangle::variable_template(&self.names(), &ns, &short, &targs);
        if let Some(r) = self.known_invalid(tid, &args) {
            return Err(r);
        }
        let n = self.diags.len();
        let v = self.in_template_ctx(&ctx, env, what, span, |t| match decl.kind {
            DeclKind::Var(v) => {
                let var = t.global_var_decl_named(decl, v, &name)?;
                Ok(var)
            }
            // A static data member template (`template<class T> static
            // constexpr bool ok = ...;` in a class): a static member of
            // the class it is declared in.
            DeclKind::Field(fd) if fd.specs.has(ast::Specifiers::STATIC) => {
                let (Some(ident), Some(&sid)) = (fd.name, t.class_scopes.last()) else {
                    return Err(Reported);
                };
                let var = t.static_member_var(sid, ident, fd.ty, fd.init, fd.specs)?;
                t.b.program.vars[var].name = name.clone();
                Ok(var)
            }
            _ => Err(Reported),
        });
        if v.is_err() {
            self.mark_invalid(tid, &args, n);
        }
        let v = v?;
        self.b.program.vars[v].link_name = mangled;
        if let VarKind::Global(g) = &mut self.b.program.vars[v].kind {
            g.linkonce = true;
            g.linkage = Linkage::External;
        }
        self.templates[tid.0 as usize]
            .instances
            .insert(args, Instance::Var(v));
        Ok(Instance::Var(v))
    }

    fn instantiate_class(
        &mut self,
        tid: TemplateId,
        args: Vec<TemplateArg>,
        span: Span,
    ) -> R<Instance> {
        let info = &self.templates[tid.0 as usize];
        let base = info.name.clone();
        let sym = info.sym;
        let ctx = info.ctx.clone();
        let name = self.specialization_name(&base, &args);
        // The class exists (incomplete) before its members are translated,
        // so members and recursive uses can name it.
        let (sid, ty) = self.with_ctx(&ctx, Env::new(), |t| {
            t.new_class(Some(sym), RecordKind::Struct, span)
        });
        self.b.program.types.structs[sid].name = name.clone();
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.template = Some((tid, args.clone()));
        }
        let targs = self.mangle_args(&args);
        if let Some(cm) = self.class_mangle.get_mut(&sid) {
            cm.targs = Some(targs);
        }
        self.mangle_memo.get_mut().remove(&sid);
        self.templates[tid.0 as usize]
            .instances
            .insert(args.clone(), Instance::Type(ty));
        if self.tpl.friend_decl > 0 || self.tpl.signature_naming > 0 {
            self.tpl.deferred.insert(sid, (tid, args));
            return Ok(Instance::Type(ty));
        }
        self.define_instance(tid, sid, ty, args, name, span)
    }

    /// Defines the class `sid` (type `ty`) of specialization `tid<args>`
    /// from the explicit or partial specialization or the primary template
    /// that matches. Without a definition yet it stays incomplete, pending
    /// one declared later (`pending`).
    pub(super) fn define_instance(
        &mut self,
        tid: TemplateId,
        sid: StructId,
        ty: TypeId,
        args: Vec<TemplateArg>,
        name: String,
        span: Span,
    ) -> R<Instance> {
        let chosen = self.pick_specialization(tid, &args, span)?;
        let info = &self.templates[tid.0 as usize];
        let (decl, ctx, env) = match chosen {
            Some(x) => x,
            None => {
                if !info.defined {
                    // Declared only: an incomplete type (using it where a
                    // complete one is needed is diagnosed there).
                    self.tpl.pending.insert(sid, (tid, args));
                    return Ok(Instance::Type(ty));
                }
                let (params, decl, ctx) = (info.params, info.decl, info.ctx.clone());
                let env = self.bind_params(params, &args);
                (decl, ctx, env)
            }
        };
        let DeclKind::Record(r) = decl.kind else {
            return Err(Reported);
        };
        let Some(members) = r.members else {
            self.tpl.pending.insert(sid, (tid, args));
            return Ok(Instance::Type(ty));
        };
        let kind = match r.tag {
            ast::TagKind::Union => RecordKind::Union,
            ast::TagKind::Class => RecordKind::Class,
            _ => RecordKind::Struct,
        };
        self.b.program.types.structs[sid].kind = kind;
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.kind = kind;
            ci.env = env.clone();
            ci.span = decl.span;
        }
        let what = format!("template class '{name}'");
        // The parameters are visible in the whole definition, the base
        // clause included (`struct tuple<T, Ts...> : tuple<Ts...>`).
        let visible = env.clone();
        let lenient = self.tpl.naming_only > 0;
        let n = self.diags.len();
        let defined = self.in_template_ctx(&ctx, visible, what, span, |t| {
            if let Some(ci) = t.classes.get_mut(&sid) {
                ci.env = env;
            }
            t.define_class_pub(sid, r, members)
        });
        if defined.is_err() && lenient && !self.tpl.depth_hit {
            self.discard_diags_since(n);
            return Ok(Instance::Type(ty));
        }
        if defined.is_err() && self.tpl.ordering > 0 {
            return Ok(Instance::Type(ty));
        }
        defined?;
        self.apply_static_defs(tid, sid);
        self.apply_member_class_defs(tid, sid);
        // The vtable odr-uses the virtual functions: their bodies now.
        let virtuals = self
            .classes
            .get(&sid)
            .map_or(Vec::new(), |c| c.virtuals.clone());
        for f in virtuals {
            if self.methods.get(&f).is_some_and(|m| !m.is_pure) {
                match self.tpl.held_virtuals.as_mut() {
                    Some(held) => held.push(f),
                    None => self.ensure_defined(f),
                }
            }
        }
        Ok(Instance::Type(ty))
    }

    /// The explicit or most specialized partial specialization of `tid`
    /// matching `args`: its declaration, context and bindings.
    fn pick_specialization(
        &mut self,
        tid: TemplateId,
        args: &[TemplateArg],
        span: Span,
    ) -> R<Option<(&'a ast::Decl<'a>, Ctx, Env)>> {
        let info = &self.templates[tid.0 as usize];
        if let Some(e) = info.explicit.iter().find(|e| e.args == args) {
            return Ok(Some((e.decl, e.ctx.clone(), Env::new())));
        }
        let partials: Vec<Partial<'a>> = info.partials.clone();
        let name = info.name.clone();
        let mut matches: Vec<(usize, Env)> = Vec::new();
        for (i, p) in partials.iter().enumerate() {
            if let Some(env) = self.match_partial(p, args)? {
                matches.push((i, env));
            }
        }
        match matches.len() {
            0 => Ok(None),
            1 => {
                let (i, env) = matches.pop().unwrap_or((0, Env::new()));
                Ok(Some((partials[i].decl, partials[i].ctx.clone(), env)))
            }
            _ => {
                // The most specialized: one whose pattern matches every other's.
                let idx: Vec<usize> = matches.iter().map(|m| m.0).collect();
                let mut best: Vec<usize> = Vec::new();
                for &i in &idx {
                    let dominates = idx
                        .iter()
                        .all(|&j| j == i || self.more_specialized(&partials[i], &partials[j]));
                    if dominates {
                        best.push(i);
                    }
                }
                if best.len() == 1 {
                    let i = best[0];
                    let env = matches
                        .into_iter()
                        .find(|m| m.0 == i)
                        .map(|m| m.1)
                        .unwrap_or_default();
                    return Ok(Some((partials[i].decl, partials[i].ctx.clone(), env)));
                }
                let n = self.specialization_name(&name, args);
                let mut d = diag::ambiguous_partial_specialization(span, &n);
                for (i, env) in &matches {
                    let p = &partials[*i];
                    let at = match p.decl.kind {
                        DeclKind::Record(r) => r
                            .name
                            .and_then(|q| q.last())
                            .map_or(p.decl.span, |s| s.ident.span),
                        _ => p.decl.span,
                    };
                    let with = self.bindings_text(p.params, env);
                    d = d.with_note_at(at, format!("partial specialization matches {with}"));
                }
                Err(self.report(d))
            }
        }
    }

    /// Matches a partial specialization's argument patterns against
    /// `args`, deducing its parameters.
    fn match_partial(&mut self, p: &Partial<'a>, args: &[TemplateArg]) -> R<Option<Env>> {
        let mut ded = super::deduce::Deduced::new(p.params);
        let ok = self.with_ctx(&p.ctx, Env::new(), |t| {
            t.deduce_arg_list(&mut ded, p.args, args)
        });
        if !ok {
            return Ok(None);
        }
        let Some(vals) = ded.complete() else {
            return Ok(None);
        };
        let env = self.bind_params(p.params, &vals);
        // The deduced arguments, substituted back, must give `args`.
        let again = self.with_ctx(&p.ctx, env.clone(), |t| t.translate_arg_patterns(p.args));
        match again {
            Some(a) if self.flatten_args(&a) == self.flatten_args(args) => Ok(Some(env)),
            _ => Ok(None),
        }
    }

    /// Translates argument patterns under the current bindings (`None`
    /// if they do not translate).
    fn translate_arg_patterns(
        &mut self,
        pats: &'a [ast::TypeOrExpr<'a>],
    ) -> Option<Vec<TemplateArg>> {
        let n = self.diags.len();
        let r = self.expand_written_args(pats);
        let failed = self.diags.len() > n;
        self.discard_diags_since(n);
        let items = r.ok()?;
        if failed {
            return None;
        }
        let mut out = Vec::new();
        for i in items {
            out.push(match i {
                WrittenArg::Type(t) => TemplateArg::Type(t),
                WrittenArg::Template(t) => TemplateArg::Template(t),
                WrittenArg::Arg(a) => a,
                WrittenArg::Expr(e) => {
                    let r = self.b.rvalue(e);
                    match self.fold(r) {
                        Some(ConstValue::Int(v)) => {
                            let ty = self.b.program.types.unqualified(self.b.ty_of(r));
                            TemplateArg::Int(v, ty)
                        }
                        _ => {
                            let n2 = self.diags.len();
                            let c = self.engine.eval(&self.b.program, r);
                            self.discard_diags_since(n2);
                            match c {
                                Ok(ConstValue::Int(v)) => {
                                    let ty = self.b.program.types.unqualified(self.b.ty_of(r));
                                    TemplateArg::Int(v, ty)
                                }
                                _ => return None,
                            }
                        }
                    }
                }
            });
        }
        Some(out)
    }

    /// Packs spread out, for comparing argument lists.
    pub fn flatten_args(&self, args: &[TemplateArg]) -> Vec<TemplateArg> {
        let mut out = Vec::new();
        for a in args {
            match a {
                TemplateArg::Pack(items) => out.extend(self.flatten_args(items)),
                // Values compare by value, not by the type they were written with.
                TemplateArg::Int(v, _) => out.push(TemplateArg::Int(*v, TypeId(0))),
                other => out.push(other.clone()),
            }
        }
        out
    }

    /// Partial ordering of two partial specializations: `a` is more
    /// specialized if `b`'s patterns match `a`'s (with `a`'s parameters as
    /// unique types) but not the reverse.
    fn more_specialized(&mut self, a: &Partial<'a>, b: &Partial<'a>) -> bool {
        let a_as_b = self.patterns_match(a, b);
        let b_as_a = self.patterns_match(b, a);
        a_as_b && !b_as_a
    }

    /// Whether `b`'s patterns deduce from `a`'s patterns instantiated with
    /// unique placeholder arguments.
    fn patterns_match(&mut self, a: &Partial<'a>, b: &Partial<'a>) -> bool {
        let Some(unique) = self.unique_args(a) else {
            return false;
        };
        let env = self.bind_params(a.params, &unique);
        let Some(a_args) = self.with_ctx(&a.ctx, env, |t| t.translate_arg_patterns(a.args)) else {
            return false;
        };
        let mut ded = super::deduce::Deduced::new(b.params);
        self.with_ctx(&b.ctx, Env::new(), |t| {
            t.deduce_arg_list(&mut ded, b.args, &a_args)
        })
    }

    /// Distinct placeholder arguments for a partial specialization's
    /// parameters.
    pub fn unique_args(&mut self, p: &Partial<'a>) -> Option<Vec<TemplateArg>> {
        let mut args = self.unique_args_for(p.params)?;
        // A type pack stands for one unique pack ([temp.func.order]/3),
        // which only a pack expansion matches: `_Nth_type<1, T0, T1, R...>`
        // is not as specialized as `_Nth_type<1, T0, T1, T2, R...>`.
        let mut k = 0;
        for (param, a) in p.params.iter().zip(args.iter_mut()) {
            if param.pack && matches!(param.kind, ast::TemplateParamKind::Type { .. }) {
                *a = TemplateArg::Pack(vec![TemplateArg::Type(self.pack_marker(k))]);
                k += 1;
            }
        }
        Some(args)
    }

    /// The `k`th placeholder standing for a whole unique type pack.
    fn pack_marker(&mut self, k: usize) -> TypeId {
        while self.tpl.pack_markers.len() <= k {
            let n = self.tpl.pack_markers.len();
            let (id, t) = self
                .b
                .declare_struct(&format!("(unique pack {n})"), Span::DUMMY);
            let _ = self.b.define_struct(id, Vec::new());
            self.tpl.pack_markers.push(t);
        }
        self.tpl.pack_markers[k]
    }

    /// `template<> struct sm_t<20> { ... };`, `template<> int f<int>(int)`.
    /// Whether the qualified name `C::h` names a member function template
    /// of class `C` (so `template<> void C::h(double)` specializes it,
    /// its arguments deduced), rather than a member of a class template
    /// instance (`template<> void A<int>::f()`).
    fn names_member_template(&mut self, name: &'a ast::QualName<'a>) -> R<bool> {
        let Some(last) = name.last() else {
            return Ok(false);
        };
        // A qualifier naming a class template instance is left to
        // `explicit_member_specialization`: resolving it here would
        // instantiate the class's members before the specialization is
        // declared (`_Sp_counted_ptr<nullptr_t, _S_single>::_M_dispose`).
        let n = name.segments.len();
        if name.segments[..n - 1]
            .iter()
            .any(|s| s.template_args.is_some())
        {
            return Ok(false);
        }
        let Some(cls) = self.qualifier_class(name)? else {
            return Ok(false);
        };
        Ok(matches!(
            self.lookup_member(cls, last.ident.sym).map(|m| m.entity),
            Some(Entity::FuncTemplates(..))
        ))
    }

    pub fn explicit_specialization(
        &mut self,
        d: &'a ast::Decl<'a>,
        inner: &'a ast::Decl<'a>,
    ) -> R<()> {
        let (name, seg) = match inner.kind {
            DeclKind::Record(r) => match r.name.and_then(|q| q.last().map(|s| (q, s))) {
                Some(x) => x,
                None => {
                    return Err(
                        self.report(diag::unsupported(d.span, "this explicit specialization"))
                    )
                }
            },
            DeclKind::Var(v) => match v.name.last() {
                Some(s) => (v.name, s),
                None => return Err(Reported),
            },
            DeclKind::Function(f)
                if f.name.segments.len() > 1
                    && f.name.last().is_some_and(|s| s.template_args.is_none())
                    && !self.names_member_template(f.name)? =>
            {
                return self.explicit_member_specialization(d, inner, f.name)
            }
            DeclKind::Function(f) => return self.explicit_function_specialization(d, inner, f),
            // `template<> template<> struct Outer<int>::In<int>`: the
            // enclosing class's arguments are given by the qualifier.
            DeclKind::Template(t) if t.params.is_empty() => {
                return self.explicit_specialization(d, t.decl)
            }
            _ => return Err(self.report(diag::unsupported(d.span, "this explicit specialization"))),
        };
        if name.segments.len() > 1 {
            if let (DeclKind::Record(r), Some(outer)) = (inner.kind, self.qualifier_class(name)?) {
                if self.class_template_of(outer).is_some() {
                    return self.explicit_member_class_specialization(inner, r, outer, name);
                }
            }
        }
        if name.segments.len() > 1 && seg.template_args.is_none() {
            return self.explicit_member_specialization(d, inner, name);
        }
        if name.segments.len() > 1 {
            // `template<> struct __future_base::_Result<void>`: a member
            // template of an ordinary class (or a namespace's template).
            let Some((tid, ctx)) = self.qualified_spec_target(name) else {
                return Err(self.report(diag::unsupported(
                    name.span,
                    "a qualified explicit specialization",
                )));
            };
            return self.explicit_class_specialization(tid, inner, name, seg, ctx);
        }
        let Some(Entity::Template(tid)) = self.lookup(seg.ident.sym) else {
            let n = self.name(seg.ident.sym).to_string();
            return Err(self.report(diag::not_a_template(seg.ident.span, &n)));
        };
        let ctx = self.current_ctx();
        self.explicit_class_specialization(tid, inner, name, seg, ctx)
    }

    /// The explicit specialization `inner` of template `tid` for the
    /// arguments `seg` gives, instantiated in `ctx`.
    fn explicit_class_specialization(
        &mut self,
        tid: TemplateId,
        inner: &'a ast::Decl<'a>,
        name: &'a ast::QualName<'a>,
        seg: &'a ast::NameSegment<'a>,
        ctx: Ctx,
    ) -> R<()> {
        let args = self.template_args(tid, seg.template_args.unwrap_or(&[]), name.span)?;
        if self.templates[tid.0 as usize]
            .instances
            .get(&args)
            .is_some_and(|i| !self.is_pending_instance(*i))
        {
            let n = self.specialization_name(&self.templates[tid.0 as usize].name.clone(), &args);
            return Err(self.report(diag::specialization_after_instantiation(name.span, &n)));
        }
        let info = &mut self.templates[tid.0 as usize];
        if let Some(e) = info.explicit.iter_mut().find(|e| e.args == args) {
            // A definition after a declaration.
            e.decl = inner;
            e.ctx = ctx;
        } else {
            info.explicit.push(Explicit {
                args,
                decl: inner,
                ctx,
            });
        }
        self.complete_pending(tid, span_of(inner));
        Ok(())
    }

    /// `template<class T> struct A<T*> { ... };`
    pub fn partial_specialization(
        &mut self,
        d: &'a ast::Decl<'a>,
        t: &'a ast::TemplateDecl<'a>,
        sym: Symbol,
        seg: &'a ast::NameSegment<'a>,
        kind: TemplateKind,
    ) -> R<()> {
        let Some(Entity::Template(tid)) = self.lookup(sym) else {
            let n = self.name(sym).to_string();
            return Err(self.report(diag::not_a_template(seg.ident.span, &n)));
        };
        if self.templates[tid.0 as usize].kind != kind {
            let n = self.name(sym).to_string();
            return Err(self.report(diag::not_a_template(seg.ident.span, &n)));
        }
        let ctx = self.current_ctx();
        self.partial_specialization_of(d, t, tid, seg, ctx)
    }

    /// Partial specialization `t` (arguments `seg`) of template `tid`,
    /// instantiated in `ctx`.
    pub(super) fn partial_specialization_of(
        &mut self,
        d: &'a ast::Decl<'a>,
        t: &'a ast::TemplateDecl<'a>,
        tid: TemplateId,
        seg: &'a ast::NameSegment<'a>,
        ctx: Ctx,
    ) -> R<()> {
        // The definition of a partial specialization declared before.
        let args = seg.template_args.unwrap_or(&[]);
        let same = (0..self.templates[tid.0 as usize].partials.len()).find(|&i| {
            let p = &self.templates[tid.0 as usize].partials[i];
            self.same_partial_patterns((p.params, p.args), (t.params, args))
        });
        if let Some(i) = same {
            let p = &mut self.templates[tid.0 as usize].partials[i];
            p.params = t.params;
            p.args = seg.template_args.unwrap_or(&[]);
            p.decl = t.decl;
            p.ctx = ctx;
            self.complete_pending(tid, d.span);
            return Ok(());
        }
        self.templates[tid.0 as usize].partials.push(Partial {
            params: t.params,
            args: seg.template_args.unwrap_or(&[]),
            decl: t.decl,
            ctx,
        });
        self.complete_pending(tid, d.span);
        Ok(())
    }

    /// Whether two partial specializations' argument patterns are the
    /// same (a declaration and its definition; parameters may be renamed).
    fn same_partial_patterns(
        &self,
        a: (&[ast::TemplateParam<'_>], &[ast::TypeOrExpr<'_>]),
        b: (&[ast::TemplateParam<'_>], &[ast::TypeOrExpr<'_>]),
    ) -> bool {
        let names = |ps: &[ast::TemplateParam<'_>]| -> Vec<String> {
            ps.iter()
                .map(|p| {
                    p.name
                        .map_or(String::new(), |n| self.name(n.sym).to_string())
                })
                .collect()
        };
        let (na, nb) = (names(a.0), names(b.0));
        a.0.len() == b.0.len()
            && a.1.len() == b.1.len()
            && a.1.iter().zip(b.1).all(|(x, y)| match (x, y) {
                (ast::TypeOrExpr::Type(x), ast::TypeOrExpr::Type(y)) => {
                    self.same_type_shape_pub(x, y, (&na, &nb))
                }
                (ast::TypeOrExpr::Expr(x), ast::TypeOrExpr::Expr(y)) => {
                    self.normalized_text_pub(x.span, &na) == self.normalized_text_pub(y.span, &nb)
                }
                _ => false,
            })
    }

    /// "[with T = int, N = 3]": a specialization's parameter bindings.
    pub fn bindings_text(&self, params: &[ast::TemplateParam<'_>], env: &Env) -> String {
        let mut parts = Vec::new();
        for p in params {
            let Some(n) = p.name else { continue };
            let Some((_, e)) = env.iter().find(|(s, _)| *s == n.sym) else {
                continue;
            };
            let v = match e {
                Entity::Type(t) => self.display(*t),
                Entity::Value {
                    value: ConstValue::Int(v),
                    ..
                } => v.to_string(),
                Entity::Template(t) => self.templates[t.0 as usize].name.clone(),
                _ => continue,
            };
            parts.push(format!("{} = {v}", self.name(n.sym)));
        }
        format!("[with {}]", parts.join(", "))
    }

    /// The class template instance a class is, if any.
    pub fn class_template_of(&self, sid: StructId) -> Option<(TemplateId, Vec<TemplateArg>)> {
        self.classes.get(&sid).and_then(|c| c.template.clone())
    }
}

fn span_of(d: &ast::Decl<'_>) -> Span {
    d.span
}
