//! User-declared deduction guides ([temp.deduct.guide]): each is a
//! candidate for class template argument deduction alongside the implicit
//! guides of the constructors. A guide's parameters are deduced from the
//! initializer's arguments like a function template's; its result type,
//! substituted, is the deduced type.

use super::deduce::Deduced;
use super::{Ctx, Env, TemplateId, TemplateKind};
use crate::program::*;
use crate::translate::{Entity, Translator, R};
use parser::ast;

/// One guide, kept with its class template.
#[derive(Clone)]
pub(crate) struct Guide<'a> {
    /// The guide's own template parameters (empty for a non-template guide).
    pub params: &'a [ast::TemplateParam<'a>],
    pub guide: &'a ast::DeductionGuide<'a>,
    pub ctx: Ctx,
}

impl<'a> Translator<'a, '_, '_> {
    /// Records a deduction guide for the class template it names.
    pub fn deduction_guide(
        &mut self,
        params: &'a [ast::TemplateParam<'a>],
        g: &'a ast::DeductionGuide<'a>,
    ) -> R<()> {
        let tid = match self.lookup(g.name.sym) {
            Some(Entity::Template(t))
                if self.templates[t.0 as usize].kind == TemplateKind::Class =>
            {
                t
            }
            _ => {
                let n = self.name(g.name.sym).to_string();
                return Err(self.report(crate::diagnostics::guide_not_class_template(
                    g.name.span,
                    &n,
                )));
            }
        };
        let ctx = self.current_ctx();
        self.tpl.guides.entry(tid).or_default().push(Guide {
            params,
            guide: g,
            ctx,
        });
        Ok(())
    }

    /// The type the first guide of `tid` that deduces from `args` yields.
    pub(super) fn deduce_by_guides(
        &mut self,
        tid: TemplateId,
        args: &[ExprId],
        span: lexer::source::Span,
    ) -> Option<TypeId> {
        let guides = self.tpl.guides.get(&tid).cloned()?;
        for g in guides {
            let ps = g.guide.params;
            if ps.len() < args.len() && !g.guide.variadic {
                continue;
            }
            if ps.iter().skip(args.len()).any(|p| p.default.is_none()) {
                continue;
            }
            let mut ded = Deduced::new(g.params);
            ded.call = true;
            let ok = self.with_ctx(&g.ctx, Env::new(), |t| {
                ps.iter()
                    .zip(args)
                    .all(|(p, &a)| t.deduce_one_arg_pub(&mut ded, p.ty, a))
            });
            if !ok {
                continue;
            }
            let Some(vals) = ded.complete() else { continue };
            let env = self.bind_params(g.params, &vals);
            let n = self.diags.len();
            let t = self.with_ctx(&g.ctx, env, |t| t.ty(g.guide.result));
            if let Ok(t) = t {
                return Some(t);
            }
            self.discard_diags_since(n);
            let _ = span;
        }
        None
    }
}
