//! Class template argument deduction ([over.match.class.deduct]) for
//! variable declarations: `pair p(1, 2.0);` deduces the class template's
//! arguments from the initializer as if each constructor of the primary
//! template were a function template (the implicit deduction guides),
//! plus the copy deduction candidate (`P q = p;`).

use super::deduce::Deduced;
use super::{Ctx, Env, TemplateId, TemplateKind};
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::overload::Ics;
use crate::translate::{Entity, Reported, Translator, R};
use parser::ast::{self, DeclKind};

/// A deduction guide (`template<class T> S(T) -> S<T*>;`).
#[derive(Clone)]
pub(crate) struct Guide<'a> {
    pub params: &'a [ast::TemplateParam<'a>],
    pub decl: &'a ast::FunctionDecl<'a>,
    pub ctx: Ctx,
}

impl<'a> Translator<'a, '_, '_> {
    /// Whether a function declaration is a deduction guide: named like a
    /// class template, with a trailing return type.
    pub fn is_deduction_guide(&mut self, f: &'a ast::FunctionDecl<'a>) -> bool {
        let Some(ft) = f.function_type() else {
            return false;
        };
        if !ft.trailing_return || f.name.segments.len() != 1 {
            return false;
        }
        self.resolve_template_name(f.name)
            .is_some_and(|t| self.templates[t.0 as usize].kind == TemplateKind::Class)
    }

    /// Records a deduction guide of the class template it names.
    pub fn deduction_guide(
        &mut self,
        params: &'a [ast::TemplateParam<'a>],
        f: &'a ast::FunctionDecl<'a>,
    ) -> R<()> {
        let Some(tid) = self.resolve_template_name(f.name) else {
            return Err(Reported);
        };
        let ctx = self.current_ctx();
        self.tpl.guides.entry(tid).or_default().push(Guide {
            params,
            decl: f,
            ctx,
        });
        Ok(())
    }

    /// The class type a user-written deduction guide deduces for `args`.
    fn try_guide(
        &mut self,
        g: &Guide<'a>,
        args: &[ExprId],
        span: lexer::source::Span,
    ) -> Option<(TypeId, Vec<Ics>)> {
        let ft = g.decl.function_type()?;
        let has_pack = ft.params.iter().any(|p| p.pack);
        if ft.params.len() < args.len() && !has_pack && !ft.variadic {
            return None;
        }
        if ft
            .params
            .iter()
            .skip(args.len())
            .any(|p| p.default.is_none() && !p.pack)
        {
            return None;
        }
        let mut ded = Deduced::new(g.params);
        ded.call = true;
        let bad = self.with_ctx(&g.ctx, Env::new(), |t| {
            t.deduce_from_call(&mut ded, ft, args)
        });
        if bad.is_some() {
            return None;
        }
        // Defaults for the rest.
        let mut vals = Vec::new();
        for (i, p) in g.params.iter().enumerate() {
            match ded.partial()[i].clone() {
                Some(v) => vals.push(v),
                None => {
                    let env = self.bind_params(&g.params[..i], &vals);
                    let n = self.diags.len();
                    let d = self.with_ctx(&g.ctx, env, |t| t.default_template_arg(p, span));
                    self.discard_diags_since(n);
                    vals.push(d.ok().flatten()?);
                }
            }
        }
        let env = self.bind_params(g.params, &vals);
        let n = self.diags.len();
        let t = self.with_ctx(&g.ctx, env, |t| {
            // The parameters must accept the arguments.
            let (_, ps) = t.function_type(ft).ok()?;
            if ps.len() < args.len() {
                return None;
            }
            let ics: Vec<Ics> = ps
                .iter()
                .zip(args)
                .map(|(p, &a)| t.arg_ics(a, p.1, true))
                .collect();
            if ics.iter().any(Ics::is_bad) {
                return None;
            }
            t.ty(ft.ret).ok().map(|r| (r, ics))
        });
        self.discard_diags_since(n);
        t
    }

    /// The type of a variable declared with a class template's name and
    /// no arguments, deduced from its initializer (`None`: not such a
    /// declaration).
    pub fn deduce_class_template_args(&mut self, v: &'a ast::VarDecl<'a>) -> Option<R<TypeId>> {
        let ast::TypeKind::Named(q) = v.ty.kind else {
            return None;
        };
        if q.last().is_none_or(|s| s.template_args.is_some()) {
            return None;
        }
        let tid = match self.resolve_quiet(q) {
            Ok(Some(Entity::Template(t)))
                if self.templates[t.0 as usize].kind == TemplateKind::Class =>
            {
                t
            }
            _ => return None,
        };
        let xs: &'a [ast::Expr<'a>] = match v.init {
            Some(ast::Initializer::Paren(xs) | ast::Initializer::Brace(xs)) => xs,
            Some(ast::Initializer::Assign(x)) => match x.kind {
                ast::ExprKind::InitList(items) => items,
                _ => std::slice::from_ref(x),
            },
            None => &[],
        };
        Some(self.ctad(tid, q, xs, v.ty.cv))
    }

    fn ctad(
        &mut self,
        tid: TemplateId,
        q: &'a ast::QualName<'a>,
        xs: &'a [ast::Expr<'a>],
        cv: ast::Cv,
    ) -> R<TypeId> {
        let name = self.templates[tid.0 as usize].name.clone();
        // The arguments' types only: the initializer is translated again
        // when the variable is initialized.
        let n = self.diags.len();
        self.tpl.ctad_closures.clear();
        let recording = std::mem::replace(&mut self.tpl.ctad_recording, true);
        let args = self.args(xs);
        self.tpl.ctad_recording = recording;
        let args = match args {
            Ok(a) => a,
            Err(_) => {
                self.discard_diags_since(n);
                return Err(self.report(diag::ctad_failed(q.span, &name)));
            }
        };
        // The copy deduction candidate.
        if let [a] = args.as_slice() {
            let t = self.b.program.types.unqualified(self.b.ty_of(*a));
            if self
                .class_of_type(t)
                .and_then(|s| self.class_template_of(s))
                .is_some_and(|(t2, _)| t2 == tid)
            {
                return Ok(self.qualified(t, cv));
            }
        }
        // Every guide, user-written and implicit, is a candidate; the best
        // by its conversion sequences wins, and where two are equally good
        // a user-written one beats an implicit one ([over.match.best]/2.10).
        let mut cands: Vec<GuideCandidate> = Vec::new();
        let guides = self.tpl.guides.get(&tid).cloned().unwrap_or_default();
        for g in &guides {
            if let Some((t, ics)) = self.try_guide(g, &args, q.span) {
                cands.push(GuideCandidate {
                    result: GuideResult::Type(t),
                    ics,
                    user: true,
                });
            }
        }
        let (params, decl, ctx) = {
            let i = &self.templates[tid.0 as usize];
            (i.params, i.decl, i.ctx.clone())
        };
        let DeclKind::Record(r) = decl.kind else {
            return Err(self.report(diag::ctad_failed(q.span, &name)));
        };
        let class_sym = self.templates[tid.0 as usize].sym;
        for m in r.members.unwrap_or(&[]) {
            // A constructor template's own parameters deduce nothing here
            // (patterns naming them match anything): the class's do.
            let f = match m.kind {
                DeclKind::Function(f) => f,
                DeclKind::Template(t) => match t.decl.kind {
                    DeclKind::Function(f) => f,
                    _ => continue,
                },
                _ => continue,
            };
            if f.name.last().is_none_or(|s| s.ident.sym != class_sym) {
                continue;
            }
            let Some(ft) = f.function_type() else {
                continue;
            };
            if ft.params.len() < args.len() {
                continue;
            }
            if ft
                .params
                .iter()
                .skip(args.len())
                .any(|p| p.default.is_none())
            {
                continue;
            }
            let mut ded = Deduced::new(params);
            ded.call = true;
            ded.injected = Some((class_sym, tid));
            let ok = self.with_ctx(&ctx, Env::new(), |t| {
                ft.params
                    .iter()
                    .zip(&args)
                    .all(|(p, &a)| t.deduce_one_arg_pub(&mut ded, p.ty, a))
            });
            if !ok {
                continue;
            }
            let Some(vals) = self.complete_with_defaults_pub(tid, &ded, q.span) else {
                continue;
            };
            // The guide's parameter types with the deduced arguments.
            let mut env = self.bind_params(params, &vals);
            if ded.injected_used {
                // The specialization is only named here, not instantiated.
                self.tpl.signature_naming += 1;
                let named = self.instantiate(tid, vals.clone(), q.span);
                self.tpl.signature_naming -= 1;
                match named {
                    Ok(super::Instance::Type(t)) => env.push((class_sym, Entity::Type(t))),
                    _ => continue,
                }
            }
            let n = self.diags.len();
            let ps = self.with_ctx(&ctx, env, |t| t.function_type(ft).map(|(_, p)| p));
            self.discard_diags_since(n);
            // A constructor template's own parameters are not bound here:
            // its guide ranks as an exact match.
            let ps = match ps {
                Ok(ps) => ps,
                Err(_) if matches!(m.kind, DeclKind::Template(_)) => {
                    let exact = Ics::standard(crate::translate::overload::Standard::exact());
                    cands.push(GuideCandidate {
                        result: GuideResult::Args(vals),
                        ics: vec![exact; args.len()],
                        user: false,
                    });
                    continue;
                }
                Err(_) => continue,
            };
            let ics: Vec<Ics> = ps
                .iter()
                .zip(&args)
                .map(|(p, &a)| self.arg_ics(a, p.1, true))
                .collect();
            if ics.iter().any(Ics::is_bad) {
                continue;
            }
            cands.push(GuideCandidate {
                result: GuideResult::Args(vals),
                ics,
                user: false,
            });
        }
        let best = match self.best_guide(&cands) {
            Ok(i) => i,
            Err(true) => return Err(self.report(diag::ctad_ambiguous(q.span, &name))),
            Err(false) => return Err(self.report(diag::ctad_failed(q.span, &name))),
        };
        let t = match cands.swap_remove(best).result {
            GuideResult::Type(t) => t,
            GuideResult::Args(vals) => match self.instantiate(tid, vals, q.span)? {
                super::Instance::Type(t) => t,
                _ => return Err(Reported),
            },
        };
        Ok(self.qualified(t, cv))
    }

    /// The best guide: better than every other by [over.match.best]
    /// (`Err(true)`: ambiguous, `Err(false)`: no candidate).
    fn best_guide(&self, cands: &[GuideCandidate]) -> Result<usize, bool> {
        let better = |a: &GuideCandidate, b: &GuideCandidate| -> bool {
            let mut some_better = false;
            for (x, y) in a.ics.iter().zip(&b.ics) {
                match self.compare_ics(x, y) {
                    std::cmp::Ordering::Greater => return false,
                    std::cmp::Ordering::Less => some_better = true,
                    std::cmp::Ordering::Equal => {}
                }
            }
            some_better || (a.user && !b.user)
        };
        if cands.is_empty() {
            return Err(false);
        }
        (0..cands.len())
            .find(|&i| (0..cands.len()).all(|j| i == j || better(&cands[i], &cands[j])))
            .ok_or(true)
    }

    /// `S(args)`, `S{args}` or `new S(args)` naming a class template
    /// without arguments: the specialization deduced from `xs` (`None`:
    /// `te` names no class template alone).
    pub fn ctad_in_expr(
        &mut self,
        te: &'a ast::TypeExpr<'a>,
        xs: &'a [ast::Expr<'a>],
    ) -> Option<R<TypeId>> {
        let ast::TypeKind::Named(q) = te.kind else {
            return None;
        };
        self.ctad_for_name(q, xs, te.cv)
    }

    /// As [`Self::ctad_in_expr`], for a name (a call `pair(1, 2.0)`).
    pub fn ctad_for_name(
        &mut self,
        q: &'a ast::QualName<'a>,
        xs: &'a [ast::Expr<'a>],
        cv: ast::Cv,
    ) -> Option<R<TypeId>> {
        if q.last().is_none_or(|s| s.template_args.is_some()) {
            return None;
        }
        let tid = match self.resolve_quiet(q) {
            Ok(Some(Entity::Template(t)))
                if self.templates[t.0 as usize].kind == TemplateKind::Class =>
            {
                t
            }
            _ => return None,
        };
        Some(self.ctad(tid, q, xs, cv))
    }
}

/// What a viable deduction guide deduces.
enum GuideResult {
    /// A user-written guide's result type.
    Type(TypeId),
    /// An implicit guide's class template arguments.
    Args(Vec<super::TemplateArg>),
}

struct GuideCandidate {
    result: GuideResult,
    ics: Vec<Ics>,
    user: bool,
}
