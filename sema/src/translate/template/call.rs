//! Calls that name function templates: the specializations deduction
//! yields join the ordinary candidates of overload resolution; when none
//! is viable, each template that deduction rejected gets clang's
//! "candidate template ignored" note saying why.

use super::args::WrittenArg;
use super::deduce::Deduced;
use super::func::DeductionFailure;
use super::{Env, TemplateId};
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::overload::CallKind;
use crate::translate::{Entity, Reported, Translator, R};
use lexer::source::Span;
use parser::ast::{self, DeclKind, TypeKind};

impl<'a> Translator<'a, '_, '_> {
    /// Overload resolution over ordinary functions `funcs` and the
    /// specializations of function templates `templates` (with explicit
    /// template arguments `explicit`, which exclude non-templates).
    #[allow(clippy::too_many_arguments)]
    pub fn resolve_with_templates(
        &mut self,
        funcs: &[FuncId],
        templates: &[TemplateId],
        explicit: &[WrittenArg],
        object: Option<ExprId>,
        args: &[ExprId],
        name: &str,
        span: Span,
    ) -> R<FuncId> {
        if templates.is_empty() {
            return self.resolve_call(funcs, object, args, CallKind::Call, name, span);
        }
        let (specs, failed) = self.template_candidates(templates, explicit, object, args, span);
        if failed
            .iter()
            .any(|(_, w)| matches!(w, DeductionFailure::Fatal))
        {
            return Err(Reported);
        }
        let mut set: Vec<FuncId> = if explicit.is_empty() {
            funcs.to_vec()
        } else {
            Vec::new()
        };
        for f in specs {
            if !set.contains(&f) {
                set.push(f);
            }
        }
        self.order_specializations(&set);
        let cands = self.candidates(&set, object, args, CallKind::Call);
        if cands.iter().any(|c| c.viable()) {
            return self.resolve_call(&set, object, args, CallKind::Call, name, span);
        }
        let mut d = self.no_match_pub(&cands, object, args, name, span);
        for (tid, why) in failed {
            let (at, text) = self.deduction_note(tid, &why, explicit, args);
            d = d.with_note_at(at, text);
        }
        Err(self.report(d))
    }

    /// "[with T = int]" for a function template specialization.
    pub fn spec_bindings_text(&self, f: FuncId) -> Option<String> {
        let tid = *self.spec_of.get(&f)?;
        let info = &self.templates[tid.0 as usize];
        let (args, _) = info
            .instances
            .iter()
            .find(|(_, i)| **i == super::Instance::Func(f))?;
        let mut parts = Vec::new();
        for (p, a) in info.params.iter().zip(args) {
            let Some(n) = p.name else { continue };
            let text = match a {
                super::TemplateArg::Pack(_) => format!("<{}>", self.arg_text(a)),
                _ => self.arg_text(a),
            };
            parts.push(format!("{} = {text}", self.name(n.sym)));
        }
        Some(format!("[with {}]", parts.join(", ")))
    }

    /// "candidate template ignored: ..." for a template deduction rejected.
    fn deduction_note(
        &mut self,
        tid: TemplateId,
        why: &DeductionFailure,
        explicit: &[WrittenArg],
        args: &[ExprId],
    ) -> (Span, String) {
        let info = &self.templates[tid.0 as usize];
        let (at, params, decl, ctx) = (info.span, info.params, info.decl, info.ctx.clone());
        let text = match why {
            DeductionFailure::Mismatch { param } => {
                let pat = match decl.kind {
                    DeclKind::Function(f) => f
                        .function_type()
                        .and_then(|ft| ft.params.get(*param))
                        .map(|p| p.ty),
                    _ => None,
                };
                let arg = args.get(*param).copied();
                match (pat, arg) {
                    (Some(pat), Some(arg)) => {
                        // Alone, the argument deduces: it conflicts with another.
                        let mut alone = Deduced::new(params);
                        alone.call = true;
                        let ok = self.with_ctx(&ctx, Env::new(), |t| {
                            t.deduce_one_arg_pub(&mut alone, pat, arg)
                        });
                        match ok
                            .then(|| self.conflict_text(params, &alone, explicit, args, decl))
                            .flatten()
                        {
                            Some(t) => t,
                            None => {
                                let a = self.b.ty_of(arg);
                                let a = self.b.program.types.unqualified(a);
                                let inner = strip_ref(pat);
                                format!(
                                    "could not match '{}' against '{}'",
                                    type_pattern_text(self, inner),
                                    self.display(a)
                                )
                            }
                        }
                    }
                    _ => "substitution failure".to_string(),
                }
            }
            DeductionFailure::Fatal => "instantiation depth exceeded".to_string(),
            DeductionFailure::Undeduced(p) => format!("couldn't infer template argument '{p}'"),
            DeductionFailure::Explicit(n) => {
                format!("substitution failure: too many template arguments for {n}")
            }
            DeductionFailure::Substitution => {
                let arity = match decl.kind {
                    DeclKind::Function(f) => f.function_type().map(|ft| ft.params.len()),
                    _ => None,
                };
                return (
                    at,
                    match arity {
                        Some(n) if n != args.len() && !has_pack_param(decl) => {
                            let plural = if n == 1 { "" } else { "s" };
                            let was = if args.len() == 1 { "was" } else { "were" };
                            format!(
                            "candidate function template not viable: requires {n} argument{plural}, but {} {was} provided",
                            args.len()
                        )
                        }
                        _ => "candidate template ignored: substitution failure".to_string(),
                    },
                );
            }
        };
        (at, format!("candidate template ignored: {text}"))
    }

    /// "deduced conflicting types for parameter 'T' ('int' vs. 'double')":
    /// deducing each argument alone, the first parameter two arguments
    /// disagree on.
    fn conflict_text(
        &mut self,
        params: &'a [ast::TemplateParam<'a>],
        _alone: &Deduced<'a>,
        _explicit: &[WrittenArg],
        args: &[ExprId],
        decl: &'a ast::Decl<'a>,
    ) -> Option<String> {
        let DeclKind::Function(f) = decl.kind else {
            return None;
        };
        let ft = f.function_type()?;
        let mut seen: Vec<Option<super::TemplateArg>> = vec![None; params.len()];
        for (p, &a) in ft.params.iter().zip(args) {
            let mut one = Deduced::new(params);
            one.call = true;
            if !self.deduce_one_arg_pub(&mut one, p.ty, a) {
                continue;
            }
            for (i, v) in one.vals.iter().enumerate() {
                let Some(v) = v else { continue };
                match &seen[i] {
                    Some(prev) if prev != v => {
                        let pn = params[i]
                            .name
                            .map_or(String::new(), |n| self.name(n.sym).to_string());
                        let kind = match params[i].kind {
                            ast::TemplateParamKind::Type { .. } => "types",
                            _ => "values",
                        };
                        return Some(format!(
                            "deduced conflicting {kind} for parameter '{pn}' ('{}' vs. '{}')",
                            self.arg_text(prev),
                            self.arg_text(v)
                        ));
                    }
                    Some(_) => {}
                    None => seen[i] = Some(v.clone()),
                }
            }
        }
        None
    }

    /// A call whose callee name found function templates.
    pub fn call_templates(
        &mut self,
        e: Entity,
        c: &'a ast::CallExpr<'a>,
        short: &str,
        span: Span,
    ) -> R<ExprId> {
        let (funcs, templates, explicit) = match e {
            Entity::FuncTemplates(ts, fs) => (fs, ts, std::rc::Rc::new(Vec::new())),
            Entity::TemplateCall {
                templates,
                explicit,
            } => (Vec::new(), templates, explicit),
            _ => return Err(Reported),
        };
        let args = self.args(c.args)?;
        // Member templates called from inside the class: `this->f(...)`.
        let member_tpl = templates.iter().any(|t| {
            let info = &self.templates[t.0 as usize];
            !info.ctx.classes.is_empty() && !is_static_or_friend(info.decl)
        });
        if member_tpl || funcs.iter().any(|f| self.methods.contains_key(f)) {
            let obj = self.func.as_ref().and_then(|f| f.this).map(|this| {
                let p = self.b.var(this, span);
                let p = self.b.rvalue(p);
                self.b.deref(p)
            });
            let f = self
                .resolve_with_templates(&funcs, &templates, &explicit, obj, &args, short, span)?;
            let is_static = self.methods.get(&f).is_none_or(|m| m.is_static);
            if is_static {
                return self.call_function(f, args, span);
            }
            let Some(obj) = obj else {
                return Err(self.report(diag::call_without_object(span, short)));
            };
            return self.call_member(f, obj, args, span);
        }
        let f =
            self.resolve_with_templates(&funcs, &templates, &explicit, None, &args, short, span)?;
        if self.b.program.funcs[f].exec.global {
            return Err(self.report(diag::kernel_not_configured(span, short)));
        }
        self.call_function(f, args, span)
    }
}

fn is_static_or_friend(d: &ast::Decl<'_>) -> bool {
    match d.kind {
        DeclKind::Function(f) => {
            f.specs.has(ast::Specifiers::STATIC) || f.specs.has(ast::Specifiers::FRIEND)
        }
        _ => true,
    }
}

fn has_pack_param(d: &ast::Decl<'_>) -> bool {
    match d.kind {
        DeclKind::Function(f) => f
            .function_type()
            .is_some_and(|ft| ft.params.iter().any(|p| p.pack) || ft.variadic),
        _ => false,
    }
}

fn strip_ref<'x>(t: &'x ast::TypeExpr<'x>) -> &'x ast::TypeExpr<'x> {
    match t.kind {
        TypeKind::LRef(i) | TypeKind::RRef(i) => i,
        _ => t,
    }
}

/// A written type pattern as clang prints it (`const T *`, `S<T, N>`).
pub(crate) fn type_pattern_text(t: &Translator<'_, '_, '_>, te: &ast::TypeExpr<'_>) -> String {
    let cv = match (te.cv.is_const(), te.cv.is_volatile()) {
        (true, true) => "const volatile ",
        (true, false) => "const ",
        (false, true) => "volatile ",
        _ => "",
    };
    let post_cv = cv.trim_end();
    match te.kind {
        TypeKind::Builtin(_) | TypeKind::Named(_) | TypeKind::Elaborated { .. } => {
            let base = match te.kind {
                TypeKind::Named(q) | TypeKind::Elaborated { name: q, .. } => {
                    name_pattern_text(t, q)
                }
                _ => t.snippet_of(te.span),
            };
            format!("{cv}{base}")
        }
        TypeKind::Pointer(p) => {
            let inner = type_pattern_text(t, p);
            if post_cv.is_empty() {
                format!("{inner} *")
            } else {
                format!("{inner} *{post_cv}")
            }
        }
        TypeKind::MemberPointer { class, pointee } => {
            format!(
                "{} {}::*",
                type_pattern_text(t, pointee),
                name_pattern_text(t, class)
            )
        }
        TypeKind::LRef(p) => format!("{} &", type_pattern_text(t, p)),
        TypeKind::RRef(p) => format!("{} &&", type_pattern_text(t, p)),
        TypeKind::Array { elem, .. } => format!("{}[]", type_pattern_text(t, elem)),
        TypeKind::PackExpansion(p) => format!("{}...", type_pattern_text(t, p)),
        _ => "auto".into(),
    }
}

fn name_pattern_text(t: &Translator<'_, '_, '_>, q: &ast::QualName<'_>) -> String {
    let mut parts = Vec::new();
    for seg in q.segments {
        let mut s = t.name(seg.ident.sym).to_string();
        if let Some(args) = seg.template_args {
            let inner: Vec<String> = args
                .iter()
                .map(|a| match a {
                    ast::TypeOrExpr::Type(x) => type_pattern_text(t, x),
                    ast::TypeOrExpr::Expr(e) => match e.kind {
                        ast::ExprKind::Name(n) => name_pattern_text(t, n),
                        _ => t.snippet_of(e.span),
                    },
                })
                .collect();
            s = format!("{s}<{}>", inner.join(", "));
        }
        parts.push(s);
    }
    parts.join("::")
}

impl Translator<'_, '_, '_> {
    /// The source text of a span (for patterns in notes).
    pub fn snippet_of(&self, span: Span) -> String {
        self.sm.snippet(span).unwrap_or("").to_string()
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// The operator function templates named `sym` that an operator's
    /// candidate set includes: the left operand's member templates and
    /// the non-member ones found by ordinary and argument-dependent
    /// lookup; the specializations deduction yields are added to
    /// `members` and `nonmembers`.
    #[allow(clippy::too_many_arguments)]
    pub fn operator_template_specs(
        &mut self,
        sym: parser::Symbol,
        first_class: Option<StructId>,
        args: &[ExprId],
        member_only: bool,
        span: Span,
        members: &mut Vec<FuncId>,
        nonmembers: &mut Vec<FuncId>,
    ) -> R<()> {
        let mut member_tpls: Vec<TemplateId> = Vec::new();
        if let Some(c) = first_class {
            if self.b.types().structs[c].complete {
                if let Some(Entity::FuncTemplates(ts, _)) =
                    self.lookup_member(c, sym).map(|f| f.entity)
                {
                    member_tpls = ts;
                }
            }
        }
        let mut free_tpls: Vec<TemplateId> = Vec::new();
        if !member_only {
            let mut found = vec![self.lookup_outside_classes(sym)];
            for ns in self.associated_namespaces(args) {
                found.push(self.ns_member_pub(ns, sym));
            }
            for e in found.into_iter().flatten() {
                if let Entity::FuncTemplates(ts, _) = e {
                    for t in ts {
                        if !free_tpls.contains(&t) {
                            free_tpls.push(t);
                        }
                    }
                }
            }
        }
        if member_tpls.is_empty() && free_tpls.is_empty() {
            return Ok(());
        }
        let mut fatal = false;
        if let Some((obj, rest)) = args.split_first() {
            if !member_tpls.is_empty() {
                let (specs, failed) =
                    self.template_candidates(&member_tpls, &[], Some(*obj), rest, span);
                fatal |= failed
                    .iter()
                    .any(|(_, w)| matches!(w, DeductionFailure::Fatal));
                for f in specs {
                    if !members.contains(&f) {
                        members.push(f);
                    }
                }
            }
        }
        if !free_tpls.is_empty() {
            let (specs, failed) = self.template_candidates(&free_tpls, &[], None, args, span);
            fatal |= failed
                .iter()
                .any(|(_, w)| matches!(w, DeductionFailure::Fatal));
            for f in specs {
                if !nonmembers.contains(&f) {
                    nonmembers.push(f);
                }
            }
        }
        if fatal {
            return Err(Reported);
        }
        let mut all = members.clone();
        all.extend(nonmembers.iter().copied());
        self.order_specializations(&all);
        Ok(())
    }
}

impl Translator<'_, '_, '_> {
    /// Whether a member function template is declared `static`.
    pub fn template_is_static(&self, t: TemplateId) -> bool {
        match self.templates[t.0 as usize].decl.kind {
            DeclKind::Function(f) => f.specs.has(ast::Specifiers::STATIC),
            _ => true,
        }
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// `p->~T()` with `T` a scalar type (a template argument, as in
    /// `allocator_traits::destroy`): a pseudo-destructor call, which only
    /// evaluates its object (`None`: not such a call).
    pub fn pseudo_destructor_call(
        &mut self,
        base: ExprId,
        member: parser::ast::Ident,
        arrow: bool,
        c: &'a ast::CallExpr<'a>,
        span: Span,
    ) -> Option<R<ExprId>> {
        if !self.name(member.sym).starts_with('~') {
            return None;
        }
        let t = self.b.ty_of(base);
        let obj_ty = if arrow {
            self.b
                .types()
                .pointee(self.b.program.types.unqualified(t))?
        } else {
            t
        };
        if self.class_of_type(obj_ty).is_some() {
            return None;
        }
        if !c.args.is_empty() {
            return Some(Err(self.report(diag::unsupported(
                span,
                "arguments to a pseudo-destructor call",
            ))));
        }
        let v = self.b.void();
        let e = if arrow { self.b.rvalue(base) } else { base };
        Some(Ok(self.b.cast(CastKind::ToVoid, e, v)))
    }
}
