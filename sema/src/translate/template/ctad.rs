//! Class template argument deduction ([over.match.class.deduct]) for
//! variable declarations: `pair p(1, 2.0);` deduces the class template's
//! arguments from the initializer as if each constructor of the primary
//! template were a function template (the implicit deduction guides),
//! plus the copy deduction candidate (`P q = p;`).

use super::deduce::Deduced;
use super::{Ctx, Env, TemplateId, TemplateKind};
use crate::diagnostics as diag;
use crate::program::*;
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
    ) -> Option<TypeId> {
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
            let ok = ps
                .iter()
                .zip(args)
                .all(|(p, &a)| !t.arg_ics(a, p.1, true).is_bad());
            if !ok {
                return None;
            }
            t.ty(ft.ret).ok()
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
        let args = self.args(xs);
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
        // User-declared guides first: where one and an implicit guide are
        // equally good, the user's wins ([over.match.best]/2.10).
        let guides = self.tpl.guides.get(&tid).cloned().unwrap_or_default();
        for g in &guides {
            if let Some(t) = self.try_guide(g, &args, q.span) {
                return Ok(self.qualified(t, cv));
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
            let super::Instance::Type(t) = self.instantiate(tid, vals, q.span)? else {
                return Err(Reported);
            };
            return Ok(self.qualified(t, cv));
        }
        Err(self.report(diag::ctad_failed(q.span, &name)))
    }
}
