//! The signature a function template specialization's mangled name
//! encodes ([mangle.template-param]): its return and parameter types as
//! written in the template, a parameter of the template standing for
//! itself (`T_`), not for its argument: `template<class T> T twice(T)`
//! specialized for `int` is `_Z5twiceIiET_S0_`. Written types the encoding
//! here does not cover (`decltype`, `auto`, dependent expressions in
//! template arguments) leave the specialization its concrete types'
//! encoding.

use super::deduce::Deduced;
use super::{Env, TemplateId};
use crate::program::*;
use crate::translate::mangle::{SigArg, SigType};
use crate::translate::{Entity, Translator};
use parser::ast::{self, DeclKind, TypeKind};

impl<'a> Translator<'a, '_, '_> {
    /// `tid`'s signature in terms of its parameters, with `env` binding
    /// them (for the parts that do not mention them).
    pub(super) fn template_signature(
        &mut self,
        tid: TemplateId,
        env: &Env,
    ) -> Option<(SigType, Vec<SigType>, bool)> {
        let info = &self.templates[tid.0 as usize];
        let (params, decl, ctx) = (info.params, info.decl, info.ctx.clone());
        let DeclKind::Function(f) = decl.kind else {
            return None;
        };
        let ft = f.function_type()?;
        let ded = Deduced::new(params);
        let n = self.diags.len();
        let r = self.with_ctx(&ctx, env.clone(), |t| {
            if crate::translate::deduced_return::ret_form(ft.ret).is_some() {
                return None;
            }
            let ret = match ft.ret.kind {
                TypeKind::Auto | TypeKind::DecltypeAuto => return None,
                _ => t.sig_type(&ded, ft.ret, 0)?,
            };
            let mut ps = Vec::new();
            for p in ft.params {
                let (pat, pack) = match p.ty.kind {
                    TypeKind::PackExpansion(i) => (i, true),
                    _ => (p.ty, p.pack),
                };
                let s = t.sig_param(&ded, pat)?;
                ps.push(if pack { SigType::Pack(Box::new(s)) } else { s });
            }
            Some((ret, ps, ft.variadic))
        });
        self.discard_diags_since(n);
        r
    }

    /// A parameter's type as the signature has it: arrays and functions
    /// adjusted to pointers, top-level cv-qualifiers dropped.
    fn sig_param(&mut self, ded: &Deduced<'a>, te: &'a ast::TypeExpr<'a>) -> Option<SigType> {
        let s = self.sig_type(ded, te, 0)?;
        Some(match s {
            SigType::Qual(x, _, _) => *x,
            SigType::Array(x, _) => SigType::Pointer(x),
            f @ SigType::Func(..) => SigType::Pointer(Box::new(f)),
            SigType::Concrete(t) => SigType::Concrete(self.adjust_param(t)),
            other => other,
        })
    }

    fn sig_type(
        &mut self,
        ded: &Deduced<'a>,
        te: &'a ast::TypeExpr<'a>,
        depth: u32,
    ) -> Option<SigType> {
        if depth > 64 {
            return None;
        }
        let mut mentioned = Vec::new();
        self.collect_all_params(ded, te, &mut mentioned);
        if mentioned.is_empty() && !matches!(te.kind, TypeKind::PackExpansion(_)) {
            return self.ty(te).ok().map(SigType::Concrete);
        }
        let d = depth + 1;
        let base = match te.kind {
            TypeKind::Named(q) => self.sig_named(ded, q, d)?,
            TypeKind::Pointer(i) => SigType::Pointer(Box::new(self.sig_type(ded, i, d)?)),
            TypeKind::LRef(i) => SigType::Ref(Box::new(self.sig_type(ded, i, d)?), false),
            TypeKind::RRef(i) => SigType::Ref(Box::new(self.sig_type(ded, i, d)?), true),
            TypeKind::PackExpansion(i) => SigType::Pack(Box::new(self.sig_type(ded, i, d)?)),
            TypeKind::Array { elem, size } => {
                let e = self.sig_type(ded, elem, d)?;
                // `T (&)[N]`: the bound is the parameter.
                if let Some(sz) = size {
                    if let ast::ExprKind::Name(q) = sz.ignore_parens().kind {
                        if let Some(i) = q.as_simple().and_then(|id| ded.index_of(id.sym)) {
                            return Some(SigType::ParamArray(Box::new(e), i as u32));
                        }
                    }
                }
                let n = match size {
                    Some(sz) if self.expr_names_params(ded, sz) => return None,
                    Some(sz) => Some(self.array_len(sz).ok()?),
                    None => None,
                };
                SigType::Array(Box::new(e), n)
            }
            TypeKind::Function(f) => {
                let r = self.sig_type(ded, f.ret, d)?;
                let mut ps = Vec::new();
                for p in f.params {
                    let (pat, pack) = match p.ty.kind {
                        TypeKind::PackExpansion(i) => (i, true),
                        _ => (p.ty, p.pack),
                    };
                    let s = self.sig_param(ded, pat)?;
                    ps.push(if pack { SigType::Pack(Box::new(s)) } else { s });
                }
                SigType::Func(Box::new(r), ps, f.variadic)
            }
            _ => return None,
        };
        Some(if te.cv.is_empty() {
            base
        } else {
            SigType::Qual(Box::new(base), te.cv.is_const(), te.cv.is_volatile())
        })
    }

    /// A written name mentioning template parameters: a parameter, a class
    /// template specialization, or `typename T::name`.
    fn sig_named(
        &mut self,
        ded: &Deduced<'a>,
        q: &'a ast::QualName<'a>,
        d: u32,
    ) -> Option<SigType> {
        let first = q.segments.first()?;
        let param = ded.index_of(first.ident.sym).filter(|_| !q.global);
        match (q.segments, param) {
            ([seg], Some(i)) if seg.template_args.is_none() => Some(SigType::Param(i as u32)),
            ([_, member], Some(i)) if member.template_args.is_none() => {
                let name = self.name(member.ident.sym).to_string();
                Some(SigType::Member(Box::new(SigType::Param(i as u32)), name))
            }
            ([seg], None) => {
                let args = seg.template_args?;
                let tid = self.resolve_template_name(q)?;
                let info = &self.templates[tid.0 as usize];
                if info.kind != super::TemplateKind::Class || !info.ctx.classes.is_empty() {
                    return None;
                }
                let ns = self.ns[info.ctx.ns.0].name.clone();
                let name = crate::qualified_name::last_segment(&info.name).to_string();
                let mut out = Vec::new();
                for a in args {
                    out.push(self.sig_arg(ded, a, d)?);
                }
                Some(SigType::TemplateId {
                    ns,
                    name,
                    args: out,
                })
            }
            _ => None,
        }
    }

    fn sig_arg(&mut self, ded: &Deduced<'a>, a: &'a ast::TypeOrExpr<'a>, d: u32) -> Option<SigArg> {
        match a {
            ast::TypeOrExpr::Type(t) => {
                // A name the parser took for a type may be a value parameter.
                if let TypeKind::Named(q) = t.kind {
                    if let Some(i) = q.as_simple().and_then(|id| ded.index_of(id.sym)) {
                        if matches!(ded.params[i].kind, ast::TemplateParamKind::NonType { .. }) {
                            return Some(SigArg::Param(i as u32));
                        }
                    }
                }
                self.sig_type(ded, t, d).map(SigArg::Type)
            }
            ast::TypeOrExpr::Expr(e) => {
                if let ast::ExprKind::Name(q) = e.ignore_parens().kind {
                    if let Some(i) = q.as_simple().and_then(|id| ded.index_of(id.sym)) {
                        return Some(match ded.params[i].kind {
                            ast::TemplateParamKind::NonType { .. } => SigArg::Param(i as u32),
                            _ => SigArg::Type(SigType::Param(i as u32)),
                        });
                    }
                    // A type the parser took for a value.
                    if let Ok(Some(Entity::Type(t))) = self.resolve_quiet(q) {
                        return Some(SigArg::Type(SigType::Concrete(t)));
                    }
                }
                // A constant not naming parameters (an expression naming
                // them is not encoded here).
                if self.expr_names_params(ded, e) {
                    return None;
                }
                let x = self.expr(e).ok()?;
                let r = self.b.rvalue(x);
                match self.fold(r) {
                    Some(ConstValue::Int(v)) => {
                        let ty = self.b.program.types.unqualified(self.b.ty_of(r));
                        Some(SigArg::Int(v, ty))
                    }
                    _ => None,
                }
            }
        }
    }

    /// Whether an expression's text names one of the template parameters.
    fn expr_names_params(&self, ded: &Deduced<'a>, e: &ast::Expr<'_>) -> bool {
        let text = self.sm.snippet(e.span).unwrap_or("");
        super::generic_lambda::identifiers(text)
            .into_iter()
            .any(|w| {
                self.interner
                    .get(w)
                    .is_some_and(|s| ded.index_of(s).is_some())
            })
    }
}
