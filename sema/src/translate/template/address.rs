//! The address of an overloaded function or function template named
//! without a call ([over.over]): `int (*f)(int) = twice;`,
//! `&twice<double>`, `{handler<Is>...}`. The function is picked by the
//! target type when the name initializes a function pointer or
//! reference, or by the explicit template arguments alone when they
//! determine one specialization.

use super::args::WrittenArg;
use super::deduce::Deduced;
use super::{Env, TemplateId};
use crate::program::*;
use crate::translate::{Translator, R};
use lexer::source::Span;
use parser::ast::{self, DeclKind, TypeKind};

impl<'a> Translator<'a, '_, '_> {
    /// Translates `x`, which initializes an object of type `target`: a
    /// function name in it (under parentheses and `&`) picks the overload
    /// of `target`'s function type.
    pub fn expr_for_target(&mut self, x: &'a ast::Expr<'a>, target: TypeId) -> R<ExprId> {
        let Some(fty) = self.target_function_type(target) else {
            return self.expr(x);
        };
        let mut inner = x;
        loop {
            match inner.kind {
                ast::ExprKind::Paren(e) => inner = e,
                ast::ExprKind::Unary {
                    op: ast::UnaryOp::AddrOf,
                    operand,
                } => inner = operand,
                _ => break,
            }
        }
        if !matches!(inner.kind, ast::ExprKind::Name(_)) {
            return self.expr(x);
        }
        let saved = self.tpl.fn_target.replace((inner.span, fty));
        let r = self.expr(x);
        self.tpl.fn_target = saved;
        r
    }

    /// The function type a pointer to function, a reference to function
    /// or a function type denotes.
    pub(crate) fn target_function_type(&self, t: TypeId) -> Option<TypeId> {
        let t = self.b.types().unqualified(t);
        let inner = match self.b.types().kind(t) {
            Type::Pointer { pointee, .. } => *pointee,
            Type::Reference { referent, .. } => *referent,
            _ => t,
        };
        matches!(self.b.types().kind(inner), Type::Function { .. }).then_some(inner)
    }

    /// The function an overloaded name (`funcs`, `templates` with the
    /// `explicit` template arguments written after it) denotes when not
    /// called, if exactly one is chosen.
    pub fn function_for_address(
        &mut self,
        templates: &[TemplateId],
        funcs: &[FuncId],
        explicit: &[WrittenArg],
        span: Span,
    ) -> Option<FuncId> {
        let f = self.pick_for_address(templates, funcs, explicit, span)?;
        // Naming it odr-uses it: a specialization gets its body.
        self.ensure_defined(f);
        Some(f)
    }

    fn pick_for_address(
        &mut self,
        templates: &[TemplateId],
        funcs: &[FuncId],
        explicit: &[WrittenArg],
        span: Span,
    ) -> Option<FuncId> {
        let target = self
            .tpl
            .fn_target
            .filter(|(s, _)| *s == span)
            .map(|(_, t)| t);
        // A non-template of the target type wins ([over.over]/4).
        if explicit.is_empty() {
            let exact: Vec<FuncId> = funcs
                .iter()
                .copied()
                .filter(|f| target.is_none_or(|t| self.same_function_type(*f, t)))
                .collect();
            if let [f] = exact.as_slice() {
                return Some(*f);
            }
            if exact.len() > 1 {
                return None;
            }
        }
        let mut specs: Vec<FuncId> = Vec::new();
        for &tid in templates {
            let n = self.diags.len();
            let r = self.specialization_for_address(tid, explicit, target, span);
            self.discard_diags_since(n);
            if let Some(f) = r {
                if !specs.contains(&f) {
                    specs.push(f);
                }
            }
        }
        match specs.as_slice() {
            [f] => Some(*f),
            [] => None,
            _ => {
                // The most specialized template's.
                self.order_specializations(&specs);
                let best: Vec<FuncId> = specs
                    .iter()
                    .copied()
                    .filter(|&a| {
                        specs
                            .iter()
                            .all(|&b| a == b || self.template_order.contains(&(a, b)))
                    })
                    .collect();
                match best.as_slice() {
                    [f] => Some(*f),
                    _ => None,
                }
            }
        }
    }

    fn same_function_type(&self, f: FuncId, t: TypeId) -> bool {
        let ft = self.b.program.funcs[f].ty;
        if self.methods.get(&f).is_some_and(|m| !m.is_static) {
            return false;
        }
        ft == t
    }

    /// A specialization of `tid` from its explicit arguments and, with a
    /// target function type, arguments deduced from it.
    fn specialization_for_address(
        &mut self,
        tid: TemplateId,
        explicit: &[WrittenArg],
        target: Option<TypeId>,
        span: Span,
    ) -> Option<FuncId> {
        let info = &self.templates[tid.0 as usize];
        let (params, decl, ctx, name) =
            (info.params, info.decl, info.ctx.clone(), info.name.clone());
        let DeclKind::Function(f) = decl.kind else {
            return None;
        };
        let ft = f.function_type()?;
        let mut ded = Deduced::new(params);
        if !explicit.is_empty() {
            let given = self
                .complete_args(params, &ctx, explicit.to_vec(), &name, span, false)
                .ok()?;
            for (i, a) in given.into_iter().enumerate() {
                if matches!(&a, super::TemplateArg::Pack(items) if items.is_empty()) {
                    continue;
                }
                ded.vals[i] = Some(a);
                ded.fixed[i] = true;
            }
        }
        if let Some(t) = target {
            let Type::Function {
                ret,
                params: ptys,
                variadic,
            } = self.b.types().kind(t).clone()
            else {
                return None;
            };
            if variadic != ft.variadic {
                return None;
            }
            let pats: Vec<&'a ast::TypeExpr<'a>> = ft
                .params
                .iter()
                .map(|p| match p.ty.kind {
                    TypeKind::PackExpansion(inner) => inner,
                    _ => p.ty,
                })
                .collect();
            let ok = self.with_ctx(&ctx, Env::new(), |t| {
                t.deduce_param_types(&mut ded, &pats, &ptys)
                    && (crate::translate::deduced_return::is_deduced_return(ft)
                        || t.deduce_type(&mut ded, ft.ret, ret))
            });
            if !ok {
                return None;
            }
        }
        let args = self.complete_with_defaults_pub(tid, &ded, span)?;
        let fid = self.function_instance(tid, args, span).ok()?;
        // The specialization must have the target's type exactly.
        if let Some(t) = target {
            self.instantiate_if_deduced_return(fid);
            if self.b.program.funcs[fid].ty != t {
                return None;
            }
        }
        Some(fid)
    }

    /// A specialization with a deduced return type (`auto`) has its type
    /// once its body is translated.
    fn instantiate_if_deduced_return(&mut self, f: FuncId) {
        if self.lazy_bodies.contains_key(&f) {
            let ret = self.b.program.funcs[f].ret;
            if self.b.types().is_void(ret) {
                self.instantiate_body(f);
            }
        }
    }
}
