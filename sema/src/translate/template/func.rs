//! Function templates: deducing a call's template arguments from its
//! arguments (with explicitly written ones first, default arguments for
//! the rest), substituting them into the declaration (a failure there
//! removes the candidate: SFINAE), the specialization's declaration as an
//! ordinary function (memoized), and its body, translated when first used.
//! Also member templates, out-of-line members of class templates, and
//! explicit specializations of function templates.

use super::args::{TemplateArg, WrittenArg};
use super::deduce::Deduced;
use super::{Ctx, Env, Instance, LazyBody, TemplateId};
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::mangle::{self, MangleArg};
use crate::translate::{Entity, Reported, Translator, R};
use lexer::source::Span;
use parser::ast::{self, DeclKind, Specifiers};

/// Why a function template is not a candidate (for the notes).
#[derive(Clone, Debug)]
pub(crate) enum DeductionFailure {
    /// "could not match 'T *' against 'int'"
    Mismatch { param: usize },
    /// "couldn't infer template argument 'T'"
    Undeduced(String),
    /// Substitution failed (SFINAE).
    Substitution,
    /// Instantiating the declaration hit the depth limit (reported).
    Fatal,
    /// The explicit template arguments do not fit the template.
    Explicit(String),
}

impl<'a> Translator<'a, '_, '_> {
    /// The specializations of function templates `tids` that are
    /// candidates for a call with `args` (`explicit`: written template
    /// arguments), and the reasons the others are not.
    pub fn template_candidates(
        &mut self,
        tids: &[TemplateId],
        explicit: &[WrittenArg],
        object: Option<ExprId>,
        args: &[ExprId],
        span: Span,
    ) -> (Vec<FuncId>, Vec<(TemplateId, DeductionFailure)>) {
        let mut out = Vec::new();
        let mut failed = Vec::new();
        let mut from: Vec<TemplateId> = Vec::new();
        for &tid in tids {
            match self.deduce_call(tid, explicit, object, args, span) {
                Ok(f) => {
                    out.push(f);
                    from.push(tid);
                }
                Err(why) => failed.push((tid, why)),
            }
        }
        self.drop_redeclared_specializations(&mut out, &from);
        (out, failed)
    }

    /// A function template declared once and defined again with its
    /// return type spelled another way (libstdc++'s `swap`: `_Require<...>`
    /// in <type_traits>, `enable_if<...>::type` in <bits/move.h>) is one
    /// template; its two specializations have the same type. The one from
    /// the declaration without a body is dropped.
    fn drop_redeclared_specializations(&self, out: &mut Vec<FuncId>, from: &[TemplateId]) {
        if out.len() < 2 {
            return;
        }
        let mut keep = vec![true; out.len()];
        for i in 0..out.len() {
            for j in 0..out.len() {
                if i == j || !keep[i] || !keep[j] {
                    continue;
                }
                let (fi, fj) = (&self.b.program.funcs[out[i]], &self.b.program.funcs[out[j]]);
                let same = fi.ty == fj.ty && fi.class == fj.class && fi.name == fj.name;
                let i_undefined = !self.templates[from[i].0 as usize].defined;
                let j_defined = self.templates[from[j].0 as usize].defined;
                if same && i_undefined && j_defined {
                    keep[i] = false;
                }
            }
        }
        let mut k = 0;
        out.retain(|_| {
            k += 1;
            keep[k - 1]
        });
    }

    /// Deduces one function template's arguments for a call and declares
    /// the specialization.
    fn deduce_call(
        &mut self,
        tid: TemplateId,
        explicit: &[WrittenArg],
        object: Option<ExprId>,
        args: &[ExprId],
        span: Span,
    ) -> Result<FuncId, DeductionFailure> {
        let info = &self.templates[tid.0 as usize];
        let (params, decl, ctx, name) =
            (info.params, info.decl, info.ctx.clone(), info.name.clone());
        let DeclKind::Function(f) = decl.kind else {
            return Err(DeductionFailure::Substitution);
        };
        let Some(ft) = f.function_type() else {
            return Err(DeductionFailure::Substitution);
        };
        let _ = object;
        let mut ded = Deduced::new(params);
        ded.call = true;
        // Explicit arguments come first.
        if !explicit.is_empty() {
            let n = self.diags.len();
            let r = self.complete_args(params, &ctx, explicit.to_vec(), &name, span, false);
            self.discard_diags_since(n);
            let Ok(given) = r else {
                let too_many = explicit.len() > params.len() && !params.iter().any(|p| p.pack);
                return Err(if too_many {
                    DeductionFailure::Explicit(self.template_kind_name(tid))
                } else {
                    DeductionFailure::Substitution
                });
            };
            for (i, a) in given.into_iter().enumerate() {
                // An explicit pack may be extended by deduction only when
                // empty; take it as complete.
                if matches!(&a, TemplateArg::Pack(items) if items.is_empty()) {
                    continue;
                }
                ded.vals[i] = Some(a);
                ded.fixed[i] = true;
            }
        }
        // Deduce from the call arguments, in the template's context.
        let mismatch = self.with_ctx(&ctx, Env::new(), |t| t.deduce_from_call(&mut ded, ft, args));
        if let Some(k) = mismatch {
            return Err(DeductionFailure::Mismatch { param: k });
        }
        // Defaults for what was not deduced.
        let mut vals: Vec<TemplateArg> = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let v = ded.partial()[i].clone();
            match v {
                Some(v) => vals.push(v),
                None => {
                    let env = self.bind_params(&params[..i], &vals);
                    let n = self.diags.len();
                    let d = self.with_ctx(&ctx, env, |t| t.default_template_arg(p, span));
                    self.discard_diags_since(n);
                    match d {
                        Ok(Some(a)) => vals.push(a),
                        _ => {
                            let pn = p
                                .name
                                .map_or(String::new(), |n| self.name(n.sym).to_string());
                            return Err(DeductionFailure::Undeduced(pn));
                        }
                    }
                }
            }
        }
        // Substitution: a failure in the declaration removes the candidate.
        let n = self.diags.len();
        let r = self.function_instance(tid, vals, span);
        let failed = self.diags.len() > n;
        self.discard_diags_since(n);
        if self.diags.len() > n {
            return Err(DeductionFailure::Fatal);
        }
        match r {
            Ok(f) if !failed => Ok(f),
            _ => Err(DeductionFailure::Substitution),
        }
    }

    /// A parameter's default template argument (public wrapper).
    pub fn default_template_arg(
        &mut self,
        p: &ast::TemplateParam<'a>,
        span: Span,
    ) -> R<Option<TemplateArg>> {
        match p.kind {
            ast::TemplateParamKind::Type { default: Some(t) } => {
                Ok(Some(TemplateArg::Type(self.ty(t)?)))
            }
            ast::TemplateParamKind::NonType {
                ty,
                default: Some(x),
            } => {
                let pty = self.ty(ty)?;
                let e = self.expr(x)?;
                self.value_arg(e, pty, span).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// Deduces from each call argument; `Some(k)`: argument `k` does not
    /// match its parameter.
    pub(super) fn deduce_from_call(
        &mut self,
        ded: &mut Deduced<'a>,
        ft: &'a ast::FunctionType<'a>,
        args: &[ExprId],
    ) -> Option<usize> {
        let mut ai = 0;
        for (k, p) in ft.params.iter().enumerate() {
            if p.pack {
                // A function parameter pack takes the remaining arguments.
                let pat = match p.ty.kind {
                    ast::TypeKind::PackExpansion(inner) => inner,
                    _ => p.ty,
                };
                let rest: Vec<ExprId> = args[ai.min(args.len())..].to_vec();
                ai = args.len();
                // A pattern naming only an enclosing class's pack (`const
                // T&... xs` in a constructor template of tuple<T...>) is
                // already expanded: nothing to deduce; the specialization's
                // parameters are checked by overload resolution.
                let mut own = Vec::new();
                self.collect_pack_params(ded, pat, &mut own);
                if own.is_empty() {
                    continue;
                }
                if !self.deduce_pack_from_args(ded, pat, &rest) {
                    return Some(k);
                }
                continue;
            }
            let Some(&a) = args.get(ai) else {
                break;
            };
            ai += 1;
            // A parameter that names no template parameter takes part in
            // overload resolution only (its conversion is checked there).
            let mut mentioned = Vec::new();
            self.collect_all_params(ded, p.ty, &mut mentioned);
            // Given explicitly, the parameters are substituted: the
            // argument converts to the parameter's type instead.
            if mentioned.iter().all(|&i| ded.fixed[i]) {
                continue;
            }
            if !self.deduce_one_arg(ded, p.ty, a) {
                return Some(k);
            }
        }
        None
    }

    /// A function parameter pack's pattern deduced from each remaining
    /// call argument, as if each had its own parameter.
    fn deduce_pack_from_args(
        &mut self,
        ded: &mut Deduced<'a>,
        pat: &'a ast::TypeExpr<'a>,
        args: &[ExprId],
    ) -> bool {
        let mut mentioned = Vec::new();
        self.collect_pack_params(ded, pat, &mut mentioned);
        for &p in &mentioned {
            ded.pack_seen[p] = true;
        }
        let before: Vec<usize> = ded.packs.iter().map(Vec::len).collect();
        if !self.deduce_pack_args(ded, pat, args) {
            return false;
        }
        ded.merge_pack_expansion(&before)
    }

    fn deduce_pack_args(
        &mut self,
        ded: &mut Deduced<'a>,
        pat: &'a ast::TypeExpr<'a>,
        args: &[ExprId],
    ) -> bool {
        for &a in args {
            let mut sub = Deduced::new(ded.params);
            sub.fixed.clone_from(&ded.fixed);
            sub.call = ded.call;
            for (i, v) in ded.vals.iter().enumerate() {
                if !ded.params[i].pack {
                    sub.vals[i] = v.clone();
                }
            }
            if !self.deduce_one_arg(&mut sub, pat, a) {
                return false;
            }
            for i in 0..ded.params.len() {
                let Some(v) = sub.vals[i].take() else {
                    continue;
                };
                if ded.fixed[i] {
                    continue;
                }
                if ded.params[i].pack {
                    ded.packs[i].push(v);
                } else if !ded.set(i, v) {
                    return false;
                }
            }
        }
        true
    }

    pub fn deduce_one_arg_pub(
        &mut self,
        ded: &mut Deduced<'a>,
        pat: &'a ast::TypeExpr<'a>,
        a: ExprId,
    ) -> bool {
        self.deduce_one_arg(ded, pat, a)
    }

    /// Deduces from one argument against a parameter pattern.
    fn deduce_one_arg(
        &mut self,
        ded: &mut Deduced<'a>,
        pat: &'a ast::TypeExpr<'a>,
        a: ExprId,
    ) -> bool {
        if self.braced(a).is_some() {
            return self.deduce_from_braced(ded, pat, a);
        }
        let x = self.b.program.exprs[a].clone();
        let lvalue = x.category == ValueCategory::LValue && !self.is_xvalue(a);
        match pat.kind {
            ast::TypeKind::LRef(inner) => self.deduce_with_bases(ded, inner, x.ty),
            ast::TypeKind::RRef(inner) => {
                let forwarding = inner.cv.is_empty()
                    && matches!(inner.kind, ast::TypeKind::Named(q) if q.as_simple().is_some_and(|id| ded.index_of(id.sym).is_some()));
                if forwarding && lvalue {
                    if let ast::TypeKind::Named(q) = inner.kind {
                        if let Some(i) = q.as_simple().and_then(|id| ded.index_of(id.sym)) {
                            let r = self.b.ty(Type::Reference {
                                referent: x.ty,
                                rvalue: false,
                            });
                            return ded.set(i, TemplateArg::Type(r));
                        }
                    }
                }
                self.deduce_with_bases(ded, inner, x.ty)
            }
            _ => {
                // An initializer list deduces nothing here.
                let a_ty = self.decayed_type(&x);
                let a_ty = self.b.program.types.unqualified(a_ty);
                self.deduce_with_bases(ded, pat, a_ty)
            }
        }
    }

    /// A braced list deduces only for `std::initializer_list<P>` (each
    /// element against `P`, [temp.deduct.call]/1); elsewhere it is a
    /// non-deduced context.
    fn deduce_from_braced(
        &mut self,
        ded: &mut Deduced<'a>,
        pat: &'a ast::TypeExpr<'a>,
        a: ExprId,
    ) -> bool {
        let inner = match pat.kind {
            ast::TypeKind::LRef(i) | ast::TypeKind::RRef(i) => i,
            _ => pat,
        };
        let ast::TypeKind::Named(q) = inner.kind else {
            return true;
        };
        let Some(last) = q.last() else {
            return true;
        };
        let elem_pat = match last.template_args {
            Some([ast::TypeOrExpr::Type(t)]) if self.name(last.ident.sym) == "initializer_list" => {
                *t
            }
            _ => return true,
        };
        let Some((items, elems)) = self.braced(a).map(|b| (b.items, b.elems.clone())) else {
            return true;
        };
        for (x, e) in items.iter().zip(elems) {
            // `{ Ns... }`, `{ @enum_values(E)... }`: the elements deduce
            // too.
            let es = match (e, x.kind) {
                (Some(e), _) => vec![e],
                (None, ast::ExprKind::PackExpansion(pat)) => {
                    self.braced_pack_elems(a, pat).unwrap_or_default()
                }
                (None, _) => continue,
            };
            for e in es {
                if !self.deduce_one_arg(ded, elem_pat, e) {
                    return false;
                }
            }
        }
        true
    }

    /// Deduction that, for a class template-id pattern, also tries the
    /// argument class's bases ([temp.deduct.call]/4.3).
    fn deduce_with_bases(
        &mut self,
        ded: &mut Deduced<'a>,
        pat: &'a ast::TypeExpr<'a>,
        arg: TypeId,
    ) -> bool {
        let saved = ded.clone();
        if self.deduce_type(ded, pat, arg) {
            return true;
        }
        *ded = saved.clone();
        // `B<T>` against a class derived from `B<int>`; also through a pointer.
        let (pat_inner, arg_inner, via_ptr) = match (pat.kind, self.b.types().kind(arg).clone()) {
            (ast::TypeKind::Pointer(p), Type::Pointer { pointee, .. }) => (p, pointee, true),
            _ => (pat, arg, false),
        };
        let is_template_id = matches!(pat_inner.kind, ast::TypeKind::Named(q) if q.last().is_some_and(|s| s.template_args.is_some()));
        if !is_template_id {
            return false;
        }
        let Some(sid) = self.class_of_type(arg_inner) else {
            return false;
        };
        let mut todo: Vec<StructId> = self
            .classes
            .get(&sid)
            .map_or(Vec::new(), |c| c.bases.iter().map(|b| b.class).collect());
        let mut seen = Vec::new();
        while let Some(b) = todo.pop() {
            if seen.contains(&b) || seen.len() > 256 {
                continue;
            }
            seen.push(b);
            let bty = self.b.ty(Type::Struct(b));
            let cv = self.cv_bits(arg_inner);
            let bty = if cv != 0 {
                self.qualified(bty, ast::Cv(cv))
            } else {
                bty
            };
            let try_ty = if via_ptr { self.b.ptr(bty) } else { bty };
            let mut d2 = saved.clone();
            if self.deduce_type(&mut d2, pat, try_ty) {
                *ded = d2;
                return true;
            }
            if let Some(ci) = self.classes.get(&b) {
                todo.extend(ci.bases.iter().map(|x| x.class));
            }
        }
        false
    }

    /// The declaration of a function template specialization (memoized);
    /// its body waits for its first use.
    pub fn function_instance(
        &mut self,
        tid: TemplateId,
        args: Vec<TemplateArg>,
        span: Span,
    ) -> R<FuncId> {
        if let Some(Instance::Func(f)) = self.templates[tid.0 as usize].instances.get(&args) {
            return Ok(*f);
        }
        // An explicit specialization for exactly these arguments.
        if let Some(f) = self.explicit_function_specs.get(&(tid, args.clone())) {
            return Ok(*f);
        }
        let info = &self.templates[tid.0 as usize];
        let (params, decl, ctx, base) =
            (info.params, info.decl, info.ctx.clone(), info.name.clone());
        let DeclKind::Function(f) = decl.kind else {
            return Err(Reported);
        };
        let env = self.bind_params(params, &args);
        let spelled = self.specialization_name(&base, &args);
        let what = format!("function template specialization '{spelled}'");
        let targs = self.mangle_args(&args);
        if let Some(r) = self.known_invalid(tid, &args) {
            return Err(r);
        }
        let sig = self.template_signature(tid, &env);
        let n = self.diags.len();
        let fid = self.in_template_ctx(&ctx, env.clone(), what, span, |t| {
            t.tpl.pending_sig = sig;
            let r = t.declare_specialization(decl, f, &base, &spelled, &targs);
            t.tpl.pending_sig = None;
            r
        });
        if fid.is_err() {
            self.mark_invalid(tid, &args, n);
        }
        let fid = fid?;
        self.templates[tid.0 as usize]
            .instances
            .insert(args, Instance::Func(fid));
        self.template_instances.insert(fid);
        self.spec_of.insert(fid, tid);
        let body_decl = match self.templates[tid.0 as usize].definition {
            Some(def) => Some(def),
            None => f.body.is_some().then_some(f),
        };
        if body_decl.is_none() {
            // A member template of a class template, defined out of line.
            if let Some(&cls) = ctx.classes.last() {
                if let Some((def, params, dctx)) = self.member_template_def(tid, cls) {
                    let args = self.templates[tid.0 as usize]
                        .instances
                        .iter()
                        .find(|(_, i)| **i == Instance::Func(fid))
                        .map(|(a, _)| a.clone())
                        .unwrap_or_default();
                    self.lazy_member_template_body(fid, def, params, &args, dctx);
                    return Ok(fid);
                }
                // Instantiated (from an inline function) before the
                // out-of-line definition was read: it takes the definition
                // when it comes (C++ instantiates at the end of the unit).
                self.tpl.bodiless_member_specs.push((tid, fid, cls));
            }
        }
        if let Some(body_decl) = body_decl {
            let mut full: Env = (*ctx.env).clone();
            full.extend(env);
            self.lazy_bodies.insert(
                fid,
                LazyBody {
                    decl: body_decl,
                    ctx: Ctx {
                        ns: ctx.ns,
                        classes: ctx.classes.clone(),
                        env: std::rc::Rc::new(full),
                        horizon: ctx.horizon,
                    },
                },
            );
        }
        Ok(fid)
    }

    /// Declares the specialization of a function template's declaration
    /// (in the template's context, its parameters bound).
    fn declare_specialization(
        &mut self,
        d: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
        base: &str,
        spelled: &str,
        targs: &[MangleArg],
    ) -> R<FuncId> {
        let Some(ft) = f.function_type() else {
            return Err(Reported);
        };
        // A member template: a member function of the class in whose scope
        // the template is declared.
        if let Some(&cls) = self.class_scopes.last() {
            if !f.specs.has(Specifiers::FRIEND) {
                return self.declare_member_specialization(cls, d, f, targs);
            }
        }
        let (fty, params) = self.function_type(ft)?;
        let ret = match self.b.types().get(fty) {
            Type::Function { ret, .. } => *ret,
            _ => return Err(Reported),
        };
        let ptys: Vec<TypeId> = params.iter().map(|p| p.1).collect();
        // From the template's own name: the written arguments may hold
        // `::` and an operator's name `<` or `>` (`operator>><char, A<char>>`).
        let base_short = crate::qualified_name::last_segment(base).to_string();
        let ns = self.ns[self.cur_ns.0].name.clone();
        let internal = f.specs.has(Specifiers::STATIC);
        let link_name = match self.tpl.pending_sig.take() {
            Some(sig) => mangle::function_template(
                &self.names(),
                &ns,
                &base_short,
                ptys.len(),
                internal,
                targs,
                &sig,
            ),
            None => mangle::function(
                &self.names(),
                &ns,
                &base_short,
                &ptys,
                ft.variadic,
                internal,
                Some((targs, ret)),
            ),
        };
        let exec = ExecSpace {
            host: f.specs.has(Specifiers::HOST),
            device: f.specs.has(Specifiers::DEVICE),
            global: f.specs.has(Specifiers::GLOBAL),
        };
        let id = self.b.declare_function(FuncDecl {
            name: spelled.to_string(),
            link_name,
            ret,
            params: params.iter().map(|p| (p.0.clone(), p.1)).collect(),
            variadic: ft.variadic,
            exec,
            // Template specializations are emitted where used, once.
            is_inline: true,
            linkage: if internal {
                Linkage::Internal
            } else {
                Linkage::External
            },
            span: f.name.span,
        });
        for (i, p) in params.iter().enumerate() {
            let v = self.b.param(id, i);
            self.b.program.vars[v].span = p.2;
        }
        self.record_attributes_for(id, f, ft);
        self.default_args_for(id, ft, &params);
        if f.def == ast::FunctionDef::Delete {
            self.deleted_funcs.insert(id);
        }
        if ft.noexcept {
            self.declared_noexcept.insert(id);
        }
        Ok(id)
    }

    /// A member function template's specialization: a member function.
    fn declare_member_specialization(
        &mut self,
        cls: StructId,
        d: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
        targs: &[MangleArg],
    ) -> R<FuncId> {
        let access = d.access.unwrap_or(ast::Access::Public);
        let saved = self.member_targs.replace(targs.to_vec());
        let r = self.member_function(cls, d, f, access);
        self.member_targs = saved;
        let fid = r?;
        Ok(fid)
    }

    /// Translates the body of a template specialization on its first use.
    pub fn instantiate_body(&mut self, f: FuncId) {
        let Some(lazy) = self.lazy_bodies.remove(&f) else {
            return;
        };
        let Some(ft) = lazy.decl.function_type() else {
            return;
        };
        let Some(body) = lazy.decl.body else {
            return;
        };
        let name = self.b.program.funcs[f].name.clone();
        let span = self
            .body_request
            .take()
            .unwrap_or(self.b.program.funcs[f].span);
        let what = if self.methods.contains_key(&f) && !self.template_instances.contains(&f) {
            format!("member function '{name}'")
        } else {
            format!("function template specialization '{name}'")
        };
        let kind = self.b.program.funcs[f].kind;
        let class = self.b.program.funcs[f].class;
        let decl = lazy.decl;
        let friend_of = self.tpl.friend_bodies.get(&f).copied();
        let fresh = self.defining.insert(f);
        let _ = self.in_template_ctx(&lazy.ctx, Env::new(), what, span, |t| {
            t.friend_of = friend_of;
            match (kind, class) {
                (FuncKind::Method | FuncKind::Constructor | FuncKind::Destructor, Some(c)) => {
                    // Bind the env on top of the class's context.
                    t.class_scopes = t.lexical_classes(c);
                    if !t.capturing_lambda_body(f, c, decl) {
                        t.method_body(f, decl);
                    }
                }
                _ => t.function_body_with(f, ft, body, |_, _| {}),
            }
            Ok(())
        });
        if fresh {
            self.defining.remove(&f);
        }
    }

    /// Template arguments as the mangler encodes them.
    pub fn mangle_args(&mut self, args: &[TemplateArg]) -> Vec<MangleArg> {
        args.iter().map(|a| self.mangle_arg(a)).collect()
    }

    fn mangle_arg(&mut self, a: &TemplateArg) -> MangleArg {
        match a {
            TemplateArg::Type(t) => MangleArg::Type(*t),
            TemplateArg::Int(v, t) => MangleArg::Int(*v, *t),
            TemplateArg::Var(v) => {
                MangleArg::Raw(format!("L{}E", self.b.program.vars[*v].link_name))
            }
            TemplateArg::Func(f) => {
                MangleArg::Raw(format!("L{}E", self.b.program.funcs[*f].link_name))
            }
            // `&C::f`: the address-of expression ([temp.arg]/ Itanium
            // `X ad L <name> E E`).
            TemplateArg::MemberFunc(f, _) => {
                MangleArg::Raw(format!("XadL{}EE", self.b.program.funcs[*f].link_name))
            }
            TemplateArg::Null(_) => MangleArg::Raw("LDnE".into()),
            TemplateArg::Template(t) => {
                let n = self.templates[t.0 as usize].name.clone();
                let short = crate::qualified_name::last_segment(&n).to_string();
                MangleArg::Raw(format!("{}{}", short.len(), short))
            }
            TemplateArg::Pack(items) => {
                MangleArg::Pack(items.iter().map(|x| self.mangle_arg(x)).collect())
            }
        }
    }

    /// `template<class T> T A<T>::get() const { ... }`: the definition of
    /// a member of a class template, used by its instantiations.
    pub fn out_of_line_template_member(
        &mut self,
        t: &'a ast::TemplateDecl<'a>,
        name: &'a ast::QualName<'a>,
    ) -> R<()> {
        let n = name.segments.len();
        let class_seg = &name.segments[n - 2];
        // The class template named by the qualifier.
        let prefix = ast::QualName {
            span: name.span,
            global: name.global,
            segments: &name.segments[..n - 1],
        };
        let tid = self.resolve_template_name(&prefix);
        let Some(tid) = tid else {
            if self.out_of_line_nested_member(t, name) {
                return Ok(());
            }
            return self.out_of_line_member_template(t, name, &prefix);
        };
        let ctx = self.current_ctx();
        self.template_member_defs
            .entry(tid)
            .or_default()
            .push(super::MemberDef {
                params: t.params,
                inner: t.decl,
                class_args: class_seg.template_args.unwrap_or(&[]),
                ctx,
            });
        self.attach_late_member_bodies();
        Ok(())
    }

    /// `template<class T> void N::f(T) { ... }`: the definition of a member
    /// template of an ordinary class, declared in the class.
    fn out_of_line_member_template(
        &mut self,
        t: &'a ast::TemplateDecl<'a>,
        name: &'a ast::QualName<'a>,
        prefix: &ast::QualName<'a>,
    ) -> R<()> {
        let class_text = self.qual_name_text(prefix);
        let sid = match self.resolve(prefix)? {
            Some(Entity::Type(ty)) => self.class_of_type(ty),
            _ => None,
        };
        let Some(sid) = sid else {
            return Err(self.report(diag::not_a_scope(prefix.span, &class_text)));
        };
        let Some(last) = name.last() else {
            return Err(Reported);
        };
        let member = self.name(last.ident.sym).to_string();
        let found = self.lookup_member(sid, last.ident.sym).map(|f| f.entity);
        let mut tid = match found {
            Some(Entity::FuncTemplates(ts, _)) => ts
                .into_iter()
                .find(|tid| self.same_function_template_pub(*tid, t)),
            _ => None,
        };
        // `template<class F> locale::locale(const locale&, F*) {...}`: a
        // constructor template, which lookup does not find by name.
        let class_name = self.b.types().structs[sid].name.clone();
        let short = class_name.rsplit("::").next().unwrap_or(&class_name);
        if tid.is_none() && short.split('<').next() == Some(member.as_str()) {
            let ctors = self
                .tpl
                .ctor_templates
                .get(&sid)
                .cloned()
                .unwrap_or_default();
            tid = ctors
                .into_iter()
                .find(|tid| self.same_function_template_pub(*tid, t));
        }
        // Written otherwise than the declaration (`std::basic_string<...>`
        // declared, `basic_string<...>` defined): the same types.
        if tid.is_none() {
            let mut cands = match self.lookup_member(sid, last.ident.sym).map(|f| f.entity) {
                Some(Entity::FuncTemplates(ts, _)) => ts,
                _ => Vec::new(),
            };
            if short.split('<').next() == Some(member.as_str()) {
                cands.extend(
                    self.tpl
                        .ctor_templates
                        .get(&sid)
                        .cloned()
                        .unwrap_or_default(),
                );
            }
            tid = cands
                .into_iter()
                .find(|c| self.same_member_template_types(*c, t, sid));
        }
        let Some(tid) = tid else {
            let c = self.b.types().structs[sid].name.clone();
            return Err(self.report(diag::out_of_line_no_match(last.ident.span, &member, &c)));
        };
        let DeclKind::Function(def) = t.decl.kind else {
            return Err(Reported);
        };
        // Specializations are declared from the declaration in the class
        // (its access, its context) and take their bodies from here.
        let info = &mut self.templates[tid.0 as usize];
        info.definition = Some(def);
        info.defined = true;
        Ok(())
    }

    /// `template<> int f<int>(int) { ... }`: an explicit specialization of
    /// a function template.
    pub fn explicit_function_specialization(
        &mut self,
        d: &'a ast::Decl<'a>,
        inner: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
    ) -> R<()> {
        let Some(ft) = f.function_type() else {
            return Err(Reported);
        };
        // `template<> int C::parse<int>(...)`: a member template's.
        let cls = if f.name.segments.len() > 1 {
            self.qualifier_class(f.name)?
        } else {
            None
        };
        if let Some(c) = cls {
            return self.explicit_member_template_specialization(d, inner, f, c);
        }
        let (tid, args) = self.match_function_template(d, f)?;
        let name = self.templates[tid.0 as usize].name.clone();
        let spelled = self.specialization_name(&name, &args);
        let targs = self.mangle_args(&args);
        // Mangled as the template's signature with these arguments
        // (`_Z1gIiEvT_`), as an implicit instantiation is.
        let params = self.templates[tid.0 as usize].params;
        let env = self.bind_params(params, &args);
        self.tpl.pending_sig = self.template_signature(tid, &env);
        let fid = self.declare_specialization(inner, f, &name, &spelled, &targs);
        self.tpl.pending_sig = None;
        let fid = fid?;
        self.template_instances.insert(fid);
        self.explicit_function_specs
            .insert((tid, args.clone()), fid);
        self.templates[tid.0 as usize]
            .instances
            .insert(args, Instance::Func(fid));
        if let Some(body) = f.body {
            self.function_body_with(fid, ft, body, |_, _| {});
            self.specialization_is_strong(fid, f);
        }
        Ok(())
    }

    /// An explicit specialization is an ordinary function, not an
    /// instantiation: defined here once (a strong symbol other units
    /// call), unless declared `inline` or `constexpr`.
    fn specialization_is_strong(&mut self, fid: FuncId, f: &'a ast::FunctionDecl<'a>) {
        let inline =
            f.specs.has(ast::Specifiers::INLINE) || f.specs.has(ast::Specifiers::CONSTEXPR);
        if !inline && self.b.program.funcs[fid].body.is_some() {
            self.b.program.funcs[fid].is_inline = false;
        }
    }

    /// `template<> int C::parse<int>(const char *) const {...}`: an explicit
    /// specialization of a member function template of class `cls`.
    fn explicit_member_template_specialization(
        &mut self,
        d: &'a ast::Decl<'a>,
        inner: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
        cls: StructId,
    ) -> R<()> {
        let (tid, args) = self.in_class_context(cls, |t| t.match_function_template(d, f))?;
        let name = self.templates[tid.0 as usize].name.clone();
        let spelled = self.specialization_name(&name, &args);
        let targs = self.mangle_args(&args);
        let params = self.templates[tid.0 as usize].params;
        let env = self.bind_params(params, &args);
        let sig = self.template_signature(tid, &env);
        let fid = self.in_class_context(cls, |t| {
            t.tpl.pending_sig = sig;
            let r = t.declare_specialization(inner, f, &name, &spelled, &targs);
            t.tpl.pending_sig = None;
            r
        })?;
        self.template_instances.insert(fid);
        self.spec_of.insert(fid, tid);
        self.explicit_function_specs
            .insert((tid, args.clone()), fid);
        self.templates[tid.0 as usize]
            .instances
            .insert(args, Instance::Func(fid));
        if f.body.is_some() {
            self.in_class_context(cls, |t| t.method_body(fid, f));
            self.specialization_is_strong(fid, f);
        }
        Ok(())
    }

    /// `template __global__ void k<float>(float*);`: an explicit
    /// instantiation definition: the specialization and its body now
    /// (kernels among them are emitted).
    pub fn explicit_function_instantiation(
        &mut self,
        d: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
    ) -> R<FuncId> {
        let (tid, args) = self.match_function_template(d, f)?;
        let fid = self.function_instance(tid, args, f.name.span)?;
        self.instantiate_body(fid);
        // Defined here for the units that declared it `extern`.
        let inline = match self.templates[tid.0 as usize].decl.kind {
            DeclKind::Function(tf) => {
                tf.specs.has(ast::Specifiers::INLINE) || tf.specs.has(ast::Specifiers::CONSTEXPR)
            }
            _ => true,
        };
        if !inline && self.b.program.funcs[fid].body.is_some() {
            self.b.program.funcs[fid].is_inline = false;
        }
        Ok(fid)
    }

    /// `friend T f<>(const W &);`: the specialization befriended, its
    /// body left for its first use.
    pub fn friend_specialization(
        &mut self,
        d: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
    ) -> R<FuncId> {
        let (tid, args) = self.match_function_template(d, f)?;
        self.function_instance(tid, args, f.name.span)
    }

    /// The function template a specialization's or instantiation's
    /// declaration names, and its arguments (written, then deduced from the
    /// declared parameter types).
    pub(super) fn match_function_template(
        &mut self,
        d: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
    ) -> R<(TemplateId, Vec<TemplateArg>)> {
        let Some(last) = f.name.last() else {
            return Err(Reported);
        };
        let found = match self.class_scopes.last() {
            // A member template, named from outside its class.
            Some(&c) if f.name.segments.len() > 1 => {
                self.lookup_member(c, last.ident.sym).map(|m| m.entity)
            }
            _ => self.lookup(last.ident.sym),
        };
        let Some(Entity::FuncTemplates(tids, _)) = found else {
            let n = self.name(last.ident.sym).to_string();
            return Err(self.report(diag::not_a_template(last.ident.span, &n)));
        };
        let Some(ft) = f.function_type() else {
            return Err(Reported);
        };
        // The declared parameter types pick the template and deduce its
        // arguments.
        let (_, params) = self.function_type(ft)?;
        let ptys: Vec<TypeId> = params.iter().map(|p| p.1).collect();
        let explicit = match last.template_args {
            Some(w) => self.expand_written_args(w)?,
            None => Vec::new(),
        };
        for &tid in &tids {
            let info = &self.templates[tid.0 as usize];
            let (tparams, tdecl, ctx, name) =
                (info.params, info.decl, info.ctx.clone(), info.name.clone());
            let DeclKind::Function(tf) = tdecl.kind else {
                continue;
            };
            let Some(tft) = tf.function_type() else {
                continue;
            };
            let has_pack = tft.params.iter().any(|p| p.pack);
            if tft.params.len() != ptys.len() && !has_pack {
                continue;
            }
            let mut ded = Deduced::new(tparams);
            if !explicit.is_empty() {
                let n = self.diags.len();
                let r = self.complete_args(tparams, &ctx, explicit.clone(), &name, d.span, false);
                self.discard_diags_since(n);
                let Ok(given) = r else { continue };
                for (i, a) in given.into_iter().enumerate() {
                    if matches!(&a, TemplateArg::Pack(items) if items.is_empty()) {
                        continue;
                    }
                    ded.vals[i] = Some(a);
                    ded.fixed[i] = true;
                }
            }
            let pats: Vec<&'a ast::TypeExpr<'a>> = tft
                .params
                .iter()
                .map(|p| {
                    if p.pack {
                        self.pack_pattern_type(p)
                    } else {
                        p.ty
                    }
                })
                .collect();
            let ok = self.with_ctx(&ctx, Env::new(), |t| {
                t.deduce_param_types(&mut ded, &pats, &ptys)
            });
            if !ok {
                continue;
            }
            // Defaults for the rest.
            let Some(args) = self.complete_with_defaults(tid, &ded, d.span) else {
                continue;
            };
            return Ok((tid, args));
        }
        let n = self.name(last.ident.sym).to_string();
        Err(self.report(diag::no_template_for_specialization(f.name.span, &n)))
    }

    pub fn complete_with_defaults_pub(
        &mut self,
        tid: TemplateId,
        ded: &Deduced<'a>,
        span: Span,
    ) -> Option<Vec<TemplateArg>> {
        self.complete_with_defaults(tid, ded, span)
    }

    /// Deduced arguments completed by default template arguments (`None`
    /// when a parameter stays undeduced).
    fn complete_with_defaults(
        &mut self,
        tid: TemplateId,
        ded: &Deduced<'a>,
        span: Span,
    ) -> Option<Vec<TemplateArg>> {
        let info = &self.templates[tid.0 as usize];
        let (params, ctx) = (info.params, info.ctx.clone());
        let mut vals: Vec<TemplateArg> = Vec::new();
        for (i, p) in params.iter().enumerate() {
            match ded.partial()[i].clone() {
                Some(v) => vals.push(v),
                None => {
                    let env = self.bind_params(&params[..i], &vals);
                    let n = self.diags.len();
                    let d = self.with_ctx(&ctx, env, |t| t.default_template_arg(p, span));
                    self.discard_diags_since(n);
                    vals.push(d.ok().flatten()?);
                }
            }
        }
        Some(vals)
    }

    fn pack_pattern_type(&self, p: &'a ast::Param<'a>) -> &'a ast::TypeExpr<'a> {
        match p.ty.kind {
            ast::TypeKind::PackExpansion(inner) => inner,
            _ => p.ty,
        }
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// The out-of-line definition (`template<class T> T A<T>::get() {...}`)
    /// of a member function of a class template instance, found and queued
    /// as its lazy body.
    pub fn find_template_member_def(&mut self, f: FuncId) {
        if self.is_specialized_member(f) {
            return;
        }
        let Some(m) = self.methods.get(&f).cloned() else {
            return;
        };
        let sid = m.class;
        let (defs, args) = match self.class_template_of(sid) {
            Some((tid, args)) => match self.template_member_defs.get(&tid).cloned() {
                Some(defs) => (defs, args),
                None => {
                    self.tpl.bodiless_members.insert(f);
                    return;
                }
            },
            None => match self.nested_member_defs_for(sid) {
                Some(found) => found,
                None => return,
            },
        };
        let short = self.short_name(f);
        let kind = self.b.program.funcs[f].kind;
        let (want_params, want_variadic, want_const, want_ref) = self.signature_of(f);
        for def in defs {
            let DeclKind::Function(fd) = def.inner.kind else {
                continue;
            };
            let Some(seg) = fd.name.last() else { continue };
            let seg_name = self.name(seg.ident.sym).to_string();
            let name_ok = match kind {
                FuncKind::Constructor => {
                    self.classes.get(&sid).and_then(|c| c.sym) == Some(seg.ident.sym)
                }
                FuncKind::Destructor => seg_name.starts_with('~'),
                _ => seg_name == short,
            };
            if !name_ok {
                continue;
            }
            let Some(ft) = fd.function_type() else {
                continue;
            };
            if ft.method_cv.is_const() != want_const {
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
                horizon: def.ctx.horizon,
            };
            let n = self.diags.len();
            let ptys = self.with_ctx(&ctx, Env::new(), |t| t.function_type(ft).map(|(_, p)| p));
            self.discard_diags_since(n);
            let Ok(ptys) = ptys else { continue };
            let ptys: Vec<TypeId> = ptys
                .iter()
                .map(|p| self.b.program.types.unqualified(p.1))
                .collect();
            let ref_ok = match ft.ref_qual {
                ast::RefQualifier::None => want_ref.is_none(),
                ast::RefQualifier::LValue => want_ref == Some(false),
                ast::RefQualifier::RValue => want_ref == Some(true),
            };
            if ptys == want_params && ft.variadic == want_variadic && ref_ok && fd.body.is_some() {
                if let Some(mi) = self.methods.get_mut(&f) {
                    mi.decl = Some(fd);
                }
                if fd.specs.has(ast::Specifiers::INLINE) || fd.specs.has(ast::Specifiers::CONSTEXPR)
                {
                    self.tpl.inline_members.insert(f);
                }
                self.lazy_bodies.insert(f, LazyBody { decl: fd, ctx });
                self.tpl.bodiless_members.remove(&f);
                return;
            }
        }
        // Used before its definition was read (from an inline function of
        // the header that declares it): looked for again when one is.
        self.tpl.bodiless_members.insert(f);
    }

    /// A member definition of a class template was read: the members
    /// used before without a body take it (C++ instantiates them at the
    /// end of the unit).
    pub(super) fn attach_late_member_bodies(&mut self) {
        let mut waiting: Vec<FuncId> = self.tpl.bodiless_members.iter().copied().collect();
        waiting.sort();
        for f in waiting {
            if self.b.program.funcs[f].body.is_some() {
                self.tpl.bodiless_members.remove(&f);
                continue;
            }
            self.find_template_member_def(f);
            if self.lazy_bodies.contains_key(&f) {
                self.ensure_defined(f);
            }
        }
    }
}
