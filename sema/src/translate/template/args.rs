//! Template arguments: translating a template-id's argument list against
//! the template's parameters (types, values converted to the parameter's
//! type, templates, packs), default arguments (translated in the template's
//! context with the earlier parameters bound), the bindings an instantiation
//! translates under, and clang's spelling of specializations (`A<int, 3>`).

use super::{Ctx, Env, TemplateId};
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{Entity, Translator, R};
use lexer::source::Span;
use parser::ast;

/// A canonical template argument (what instantiations are memoized by).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum TemplateArg {
    Type(TypeId),
    /// An integral, enumeration or `bool` value, with its type.
    Int(i128, TypeId),
    /// The address of a variable (a pointer or reference parameter).
    Var(VarId),
    Func(FuncId),
    /// A pointer to member function (`&C::f`), with its type.
    MemberFunc(FuncId, TypeId),
    /// A null pointer of the parameter's type.
    Null(TypeId),
    Template(TemplateId),
    Pack(Vec<TemplateArg>),
}

impl<'a> Translator<'a, '_, '_> {
    /// Runs `f` in `ctx` with `env` bound (no instantiation frame).
    pub fn with_ctx<T>(&mut self, ctx: &Ctx, env: Env, f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.save_state();
        self.cur_ns = ctx.ns;
        self.class_scopes = ctx.classes.clone();
        let mut full: Env = (*ctx.env).clone();
        full.extend(env);
        self.template_scope = full;
        let saved_horizon = self.tpl.horizon.replace(ctx.horizon);
        let r = f(self);
        self.tpl.horizon = saved_horizon;
        self.restore_state(saved);
        r
    }

    /// The entity a parameter is bound to for an argument.
    pub fn arg_entity(&mut self, a: &TemplateArg) -> Entity {
        match a {
            TemplateArg::Type(t) => Entity::Type(*t),
            TemplateArg::Int(v, ty) => Entity::Value {
                ty: *ty,
                value: ConstValue::Int(*v),
            },
            TemplateArg::Var(v) => {
                let ty = self.b.program.vars[*v].ty;
                let p = self.b.ptr(ty);
                Entity::Value {
                    ty: p,
                    value: ConstValue::GlobalAddr { var: *v, offset: 0 },
                }
            }
            TemplateArg::Func(f) => {
                let ty = self.b.program.funcs[*f].ty;
                let p = self.b.ptr(ty);
                Entity::Value {
                    ty: p,
                    value: ConstValue::FuncAddr(*f),
                }
            }
            TemplateArg::Null(ty) => Entity::Value {
                ty: *ty,
                value: ConstValue::NullPtr,
            },
            // Named in the template, it is `&C::f` again (`entity_expr`).
            TemplateArg::MemberFunc(f, ty) => Entity::Value {
                ty: *ty,
                value: ConstValue::FuncAddr(*f),
            },
            TemplateArg::Template(t) => Entity::Template(*t),
            TemplateArg::Pack(items) => {
                Entity::Pack(items.iter().map(|x| self.arg_entity(x)).collect())
            }
        }
    }

    /// The bindings of a template's parameters to `args`.
    pub fn bind_params(&mut self, params: &[ast::TemplateParam<'a>], args: &[TemplateArg]) -> Env {
        let mut env = Env::new();
        for (p, a) in params.iter().zip(args) {
            if let Some(n) = p.name {
                // A reference parameter names the object (or function)
                // itself; a pointer parameter is its address.
                let by_ref = matches!(p.kind, ast::TemplateParamKind::NonType { ty, .. } if matches!(ty.kind, ast::TypeKind::LRef(_) | ast::TypeKind::RRef(_)));
                let e = match a {
                    TemplateArg::Var(v) if by_ref => Entity::Var(*v),
                    TemplateArg::Func(f) if by_ref => Entity::Funcs(vec![*f]),
                    _ => self.arg_entity(a),
                };
                env.push((n.sym, e));
            }
        }
        env
    }

    /// Translates the arguments of `tid<args>` written here, completing
    /// them with default arguments.
    pub fn template_args(
        &mut self,
        tid: TemplateId,
        written: &'a [ast::TypeOrExpr<'a>],
        span: Span,
    ) -> R<Vec<TemplateArg>> {
        let params = self.templates[tid.0 as usize].params;
        let ctx = self.templates[tid.0 as usize].ctx.clone();
        let name = self.template_kind_name(tid);
        // Expand pack expansions in the written list first.
        let items = self.expand_written_args(written)?;
        self.complete_args(params, &ctx, items, &name, span, true)
    }

    /// Matches translated written arguments to `params` (packs collect the
    /// rest) and fills the missing ones from defaults.
    pub fn complete_args(
        &mut self,
        params: &'a [ast::TemplateParam<'a>],
        ctx: &Ctx,
        items: Vec<WrittenArg>,
        name: &str,
        span: Span,
        require_all: bool,
    ) -> R<Vec<TemplateArg>> {
        let mut out: Vec<TemplateArg> = Vec::with_capacity(params.len());
        let mut i = 0;
        for (pi, p) in params.iter().enumerate() {
            if p.pack {
                let mut pack = Vec::new();
                while i < items.len() {
                    pack.push(self.convert_arg(p, &out, params, ctx, &items[i], span)?);
                    i += 1;
                }
                out.push(TemplateArg::Pack(pack));
                continue;
            }
            if i < items.len() {
                let a = self.convert_arg(p, &out, params, ctx, &items[i], span)?;
                out.push(a);
                i += 1;
                continue;
            }
            // A default argument, in the template's context, perhaps from
            // an earlier declaration (bound by that declaration's names).
            let from = self
                .tpl
                .inherited_defaults
                .get(&(params.as_ptr() as usize, pi))
                .copied()
                .unwrap_or(params);
            let env = self.bind_params(&from[..pi], &out);
            let d = self.with_ctx(ctx, env, |t| t.default_arg(&from[pi], span))?;
            match d {
                Some(a) => out.push(a),
                None if !require_all => return Ok(out),
                None => {
                    let d = diag::too_few_template_args(span, name, params.len());
                    let d = self.template_declared_note(d, name);
                    return Err(self.report(d));
                }
            }
        }
        if i < items.len() {
            let d = diag::too_many_template_args(span, name, params.len());
            let d = self.template_declared_note(d, name);
            return Err(self.report(d));
        }
        Ok(out)
    }

    /// Records which of `new`'s parameters take their default argument
    /// from the earlier declaration's `old` list (a default is given once
    /// and then holds for every later declaration).
    pub fn inherit_default_args(
        &mut self,
        old: &'a [ast::TemplateParam<'a>],
        new: &'a [ast::TemplateParam<'a>],
    ) {
        for (i, (o, n)) in old.iter().zip(new).enumerate() {
            if has_default(n) {
                continue;
            }
            let src = if has_default(o) {
                Some(old)
            } else {
                self.tpl
                    .inherited_defaults
                    .get(&(old.as_ptr() as usize, i))
                    .copied()
            };
            if let Some(src) = src {
                self.tpl
                    .inherited_defaults
                    .insert((new.as_ptr() as usize, i), src);
            }
        }
    }

    /// A parameter's default argument, if it has one (translated in the
    /// template's context).
    fn default_arg(&mut self, p: &ast::TemplateParam<'a>, span: Span) -> R<Option<TemplateArg>> {
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
            ast::TemplateParamKind::Template {
                default: Some(q), ..
            } => match self.resolve(q)? {
                Some(Entity::Template(t)) => Ok(Some(TemplateArg::Template(t))),
                _ => Err(self.report(diag::not_a_template(q.span, &self.qual_name_text(q)))),
            },
            _ => Ok(None),
        }
    }

    /// Converts one written argument for parameter `p` (earlier ones
    /// already converted in `prev`).
    fn convert_arg(
        &mut self,
        p: &ast::TemplateParam<'a>,
        prev: &[TemplateArg],
        params: &'a [ast::TemplateParam<'a>],
        ctx: &Ctx,
        a: &WrittenArg,
        span: Span,
    ) -> R<TemplateArg> {
        match (p.kind, a) {
            (ast::TemplateParamKind::Type { .. }, WrittenArg::Type(t)) => Ok(TemplateArg::Type(*t)),
            (ast::TemplateParamKind::Type { .. }, WrittenArg::Arg(x)) => Ok(x.clone()),
            (ast::TemplateParamKind::Type { .. }, WrittenArg::Expr(e)) => {
                let sp = self.b.span(*e);
                Err(self.report(diag::template_arg_not_type(sp)))
            }
            (ast::TemplateParamKind::NonType { ty, .. }, WrittenArg::Expr(e))
                if matches!(ty.kind, ast::TypeKind::Auto | ast::TypeKind::DecltypeAuto) =>
            {
                // `template<auto v>`: the argument's own type.
                let r = self.b.rvalue(*e);
                let t = self.b.program.types.unqualified(self.b.ty_of(r));
                self.value_arg(r, t, span)
            }
            (ast::TemplateParamKind::NonType { ty, .. }, WrittenArg::Expr(e)) => {
                // The parameter's type may use earlier parameters.
                let env = self.bind_params(params, prev);
                let pty = self.with_ctx(ctx, env, |t| t.ty(ty))?;
                self.value_arg(*e, pty, span)
            }
            (ast::TemplateParamKind::NonType { .. }, WrittenArg::Arg(x)) => Ok(x.clone()),
            (ast::TemplateParamKind::NonType { .. }, WrittenArg::Type(_)) => {
                Err(self.report(diag::template_arg_not_value(span)))
            }
            (ast::TemplateParamKind::Template { .. }, WrittenArg::Template(t)) => {
                Ok(TemplateArg::Template(*t))
            }
            (ast::TemplateParamKind::Template { .. }, WrittenArg::Arg(x)) => Ok(x.clone()),
            (ast::TemplateParamKind::Template { .. }, _) => {
                Err(self.report(diag::template_arg_not_template(span)))
            }
            (_, WrittenArg::Template(_)) => Err(self.report(diag::template_arg_not_type(span))),
        }
    }

    /// A non-type argument: a constant expression converted to the
    /// parameter's type (`auto` takes the argument's type).
    pub fn value_arg(&mut self, e: ExprId, pty: TypeId, span: Span) -> R<TemplateArg> {
        let pty = self.b.program.types.unqualified(pty);
        let written = e;
        let is_auto = self.b.types().is_void(pty) && self.auto_param;
        let e = if is_auto || self.b.types().is_void(pty) {
            self.b.rvalue(e)
        } else {
            self.copy_init_expr(pty, e, span, crate::translate::conv::ConvCtx::Init)?
        };
        let ty = self.b.program.types.unqualified(self.b.ty_of(e));
        let mf = [e, written]
            .iter()
            .find_map(|x| self.mptrs.fn_constants.get(x).copied());
        if let Some(f) = mf {
            return Ok(TemplateArg::MemberFunc(f, ty));
        }
        if let Type::Reference { .. } = self.b.types().kind(pty) {
            return match self.b.program.exprs[e].kind {
                ExprKind::Var(v) => Ok(TemplateArg::Var(v)),
                ExprKind::Func(f) => Ok(TemplateArg::Func(f)),
                _ => Err(self.report(diag::template_arg_not_constant(span))),
            };
        }
        let c = self.core_const_eval(e, diag::template_arg_not_constant)?;
        Ok(match c {
            ConstValue::Int(v) => TemplateArg::Int(v, ty),
            ConstValue::Zero if self.b.types().is_pointer(ty) => TemplateArg::Null(ty),
            ConstValue::Zero => TemplateArg::Int(0, ty),
            ConstValue::NullPtr => TemplateArg::Null(ty),
            ConstValue::GlobalAddr { var, offset: 0 } => TemplateArg::Var(var),
            ConstValue::FuncAddr(f) => TemplateArg::Func(f),
            _ => return Err(self.report(diag::template_arg_not_constant(span))),
        })
    }

    /// The written arguments, translated in this context, with pack
    /// expansions (`Ts...`, `Ns...`) expanded.
    pub fn expand_written_args(
        &mut self,
        written: &'a [ast::TypeOrExpr<'a>],
    ) -> R<Vec<WrittenArg>> {
        let mut out = Vec::with_capacity(written.len());
        for w in written {
            match w {
                ast::TypeOrExpr::Type(t) => {
                    if let ast::TypeKind::PackExpansion(inner) = t.kind {
                        for ty in self.expand_type_pack(inner)? {
                            out.push(WrittenArg::Type(ty));
                        }
                        continue;
                    }
                    // A name written as a type may be a template (template
                    // template argument).
                    if let ast::TypeKind::Named(q) = t.kind {
                        match self.resolve_quiet(q) {
                            Ok(Some(Entity::Template(tid)))
                                if q.last().is_some_and(|s| s.template_args.is_none()) =>
                            {
                                out.push(WrittenArg::Template(tid));
                                continue;
                            }
                            // A value the parser took for a type
                            // (`is_int<T>::value`).
                            Ok(Some(
                                Entity::Var(_)
                                | Entity::Value { .. }
                                | Entity::Enumerator { .. }
                                | Entity::MetaVar(_)
                                | Entity::Funcs(_),
                            )) if t.cv.is_empty() => {
                                out.push(WrittenArg::Expr(self.name_expr(q, t.span)?));
                                continue;
                            }
                            _ => {}
                        }
                    }
                    out.push(WrittenArg::Type(self.ty(t)?));
                }
                ast::TypeOrExpr::Expr(x) => {
                    if let ast::ExprKind::PackExpansion(inner) = x.kind {
                        for a in self.expand_arg_pack(inner)? {
                            out.push(a);
                        }
                        continue;
                    }
                    // A name of a template, or of a type the parser took for
                    // a value.
                    if let ast::ExprKind::Name(q) = x.kind {
                        match self.resolve_quiet(q) {
                            Ok(Some(Entity::Template(tid))) => {
                                out.push(WrittenArg::Template(tid));
                                continue;
                            }
                            Ok(Some(Entity::Type(t))) => {
                                out.push(WrittenArg::Type(t));
                                continue;
                            }
                            _ => {}
                        }
                    }
                    out.push(WrittenArg::Expr(self.expr(x)?));
                }
            }
        }
        Ok(out)
    }

    /// `A<int, 3>`: how clang spells a specialization.
    pub fn specialization_name(&self, base: &str, args: &[TemplateArg]) -> String {
        let parts: Vec<String> = args.iter().map(|a| self.arg_text(a)).collect();
        let inner = parts.join(", ");
        // `A<B<int> >` is written `A<B<int>>` (C++11).
        format!("{base}<{inner}>")
    }

    pub fn arg_text(&self, a: &TemplateArg) -> String {
        match a {
            TemplateArg::Type(t) => self.display(*t),
            TemplateArg::Int(v, ty) => match self.b.types().kind(*ty) {
                Type::Bool => if *v != 0 { "true" } else { "false" }.to_string(),
                Type::Enum(e) => {
                    let d = &self.b.types().enums[*e];
                    match d.enumerators.iter().find(|x| x.value == *v) {
                        Some(x) => format!("{}::{}", d.name, x.name),
                        None => format!("({}){v}", d.name),
                    }
                }
                _ => v.to_string(),
            },
            TemplateArg::Var(v) => format!("&{}", self.b.program.vars[*v].name),
            TemplateArg::Func(f) | TemplateArg::MemberFunc(f, _) => {
                format!("&{}", self.b.program.funcs[*f].name)
            }
            TemplateArg::Null(_) => "nullptr".into(),
            TemplateArg::Template(t) => self.templates[t.0 as usize].name.clone(),
            TemplateArg::Pack(items) => {
                let parts: Vec<String> = items.iter().map(|x| self.arg_text(x)).collect();
                parts.join(", ")
            }
        }
    }

    /// Resolves a name without reporting errors (it may not name a
    /// template or type at all).
    pub fn resolve_quiet(&mut self, q: &ast::QualName<'a>) -> R<Option<crate::translate::Entity>> {
        let n = self.diags.len();
        let r = self.resolve(q);
        // Errors inside instantiations it caused stay (the instances are
        // memoized: they would never be reported again).
        if !matches!(r, Ok(Some(_))) {
            self.discard_diags_since(n);
        }
        r
    }
}

impl Translator<'_, '_, '_> {
    /// "class template 'B'": how clang names a template in argument errors.
    pub fn template_kind_name(&self, tid: TemplateId) -> String {
        let info = &self.templates[tid.0 as usize];
        let kind = match info.kind {
            super::TemplateKind::Class => "class template",
            super::TemplateKind::Function => "function template",
            super::TemplateKind::Alias => "alias template",
            super::TemplateKind::Variable => "variable template",
        };
        format!("{kind} '{}'", info.name)
    }

    /// "template is declared here" for the template `kind_name` names.
    fn template_declared_note(
        &self,
        d: lexer::diag::Diagnostic,
        kind_name: &str,
    ) -> lexer::diag::Diagnostic {
        match self
            .templates
            .iter()
            .find(|t| kind_name.ends_with(&format!("'{}'", t.name)))
        {
            Some(t) => d.with_note_at(t.span, "template is declared here".to_string()),
            None => d,
        }
    }

    /// "implicit instantiation of undefined template 'Q<int>'" when `ty`
    /// is an instance of a class template never defined.
    pub fn undefined_template_use(
        &self,
        span: Span,
        ty: TypeId,
    ) -> Option<lexer::diag::Diagnostic> {
        let sid = self.class_of_type(ty)?;
        let (tid, _) = self.class_template_of(sid)?;
        let info = &self.templates[tid.0 as usize];
        let name = self.b.types().structs[sid].name.clone();
        Some(
            diag::undefined_template(span, &name)
                .with_note_at(info.span, "template is declared here".to_string()),
        )
    }
}

/// A template argument as written, translated in the context it is
/// written in.
#[derive(Clone, Debug)]
pub(crate) enum WrittenArg {
    Type(TypeId),
    Expr(ExprId),
    Template(TemplateId),
    /// Already canonical (from deduction or an expanded pack).
    Arg(TemplateArg),
}

fn has_default(p: &ast::TemplateParam<'_>) -> bool {
    matches!(
        p.kind,
        ast::TemplateParamKind::Type { default: Some(_) }
            | ast::TemplateParamKind::NonType {
                default: Some(_),
                ..
            }
            | ast::TemplateParamKind::Template {
                default: Some(_),
                ..
            }
    )
}
