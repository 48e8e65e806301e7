//! The architecture dispatch builtins of seeds/circle-kernel-launches.md:
//! `__sm_dispatch_tag(f, args...)` calls `f(sm_t<arch>{}, args...)` with
//! `sm_t` the class template ordinary lookup finds at the call, and
//! `__sm_arch_all(e)` evaluates `e` with `__nvvm_arch` replaced by the
//! architecture's enumerator. Both expand once per targeted architecture
//! (the enumerators of `nvvm_arch_t`), selected by the codegen-time
//! predicate `__nvvm_arch == arch` that each code generator folds: the
//! same re-translation of an AST subtree under new bindings as a
//! template instantiation.

use super::args::TemplateArg;
use super::Instance;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::lookup::Scope;
use crate::translate::{Entity, Reported, Translator, R};
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK};

impl<'a> Translator<'a, '_, '_> {
    /// `__sm_dispatch_tag(...)` / `__sm_arch_all(...)`, if `name` is one.
    pub fn sm_dispatch_builtin(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        match name {
            "__sm_dispatch_tag" => Some(self.sm_dispatch_tag(xs, span)),
            "__sm_arch_all" => Some(self.sm_arch_all(xs, span)),
            _ => None,
        }
    }

    /// The targeted architectures: `nvvm_arch_t`'s enumerators.
    fn targeted_archs(&self) -> Vec<i128> {
        match self.b.types().kind(self.nvvm_arch_ty) {
            Type::Enum(id) => self.b.types().enums[*id]
                .enumerators
                .iter()
                .map(|e| e.value)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// One expression per architecture, joined by codegen-time selection:
    /// `arch0 ? e0 : arch1 ? e1 : ... en`.
    fn per_arch(
        &mut self,
        span: Span,
        what: &str,
        mut f: impl FnMut(&mut Self, i128) -> R<ExprId>,
    ) -> R<ExprId> {
        let archs = self.targeted_archs();
        if archs.is_empty() {
            return Err(self.report(diag::unsupported(
                span,
                &format!("'{what}' without a target architecture"),
            )));
        }
        let mut branches = Vec::with_capacity(archs.len());
        for &a in &archs {
            branches.push((a, f(self, a)?));
        }
        let Some(&(_, mut acc)) = branches.last() else {
            return Err(Reported);
        };
        for &(a, e) in branches.iter().rev().skip(1) {
            let arch = self.b.cg_nvvm_arch(span);
            let int = self.b.int();
            let lhs = self.b.cg_convert(arch, int);
            let rhs = self.b.cg(CodegenExprKind::Int(a), int, span);
            let b = self.b.bool_ty();
            let cond = self.b.cg(
                CodegenExprKind::Binary {
                    op: BinaryOp::Eq,
                    lhs,
                    rhs,
                },
                b,
                span,
            );
            let c = self.b.codegen_value(cond);
            acc = self.b.conditional(c, e, acc);
        }
        Ok(acc)
    }

    fn sm_dispatch_tag(&mut self, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let Some((callee, rest)) = xs.split_first() else {
            return Err(self.report(diag::too_few_args(span, 1, 0)));
        };
        let AK::Name(q) = callee.ignore_parens().kind else {
            return Err(self.report(diag::unsupported(
                callee.span,
                "a '__sm_dispatch_tag' callee that is not a name",
            )));
        };
        let sm_sym = self.interner.get("sm_t");
        let tid = match sm_sym.and_then(|s| self.lookup(s)) {
            Some(Entity::Template(t)) => t,
            _ => return Err(self.report(diag::undeclared(span, "sm_t"))),
        };
        let short = q
            .last()
            .map_or(String::new(), |s| self.name(s.ident.sym).to_string());
        self.per_arch(span, "__sm_dispatch_tag", |t, arch| {
            let int = t.b.int();
            let Instance::Type(tag_ty) =
                t.instantiate(tid, vec![TemplateArg::Int(arch, int)], span)?
            else {
                return Err(Reported);
            };
            let tag = t.functional_cast(tag_ty, Vec::new(), span)?;
            let mut args = vec![tag];
            args.extend(t.args(rest)?);
            let (funcs, templates, explicit) = match t.resolve(q)? {
                Some(Entity::Funcs(fs)) => (fs, Vec::new(), std::rc::Rc::new(Vec::new())),
                Some(Entity::FuncTemplates(ts, fs)) => (fs, ts, std::rc::Rc::new(Vec::new())),
                Some(Entity::TemplateCall {
                    templates,
                    explicit,
                }) => (Vec::new(), templates, explicit),
                _ => {
                    let n = t.qual_name_text(q);
                    return Err(t.report(diag::undeclared(q.span, &n)));
                }
            };
            let f =
                t.resolve_with_templates(&funcs, &templates, &explicit, None, &args, &short, span)?;
            t.call_function(f, args, span)
        })
    }

    fn sm_arch_all(&mut self, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let [x] = xs else {
            return Err(self.report(diag::too_many_args(span, 1, xs.len())));
        };
        let arch_sym = self.interner.get("__nvvm_arch");
        let ty = self.nvvm_arch_ty;
        self.per_arch(span, "__sm_arch_all", |t, arch| {
            let mut scope = Scope::default();
            if let Some(s) = arch_sym {
                scope
                    .names
                    .insert(s, Entity::Enumerator { ty, value: arch });
            }
            scope.jump_scope = t.jump_scope();
            t.scopes.push(scope);
            let r = t.expr(x);
            t.scopes.pop();
            r
        })
    }
}
