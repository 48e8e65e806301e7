//! Constructor templates (`template<class U> Box(const Box<U>&)`) and
//! conversion function templates (`template<class T> operator T()`).
//! Neither is found by name lookup: a constructor template is a candidate
//! whenever its class is initialized, a conversion template whenever its
//! class converts, so both are kept per class and their specializations
//! (deduced from the arguments, or from the target type) join the
//! ordinary candidates. A specialization is never a special member: a
//! template is never a copy constructor, and the implicit one is still
//! declared.

use super::func::DeductionFailure;
use super::{TemplateId, TemplateInfo, TemplateKind};
use crate::program::*;
use crate::translate::overload::CallKind;
use crate::translate::{Reported, Translator, R};
use lexer::source::Span;
use parser::ast;
use parser::Symbol;

/// Which per-class list a member template goes to.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum SpecialTemplate {
    Constructor,
    Conversion,
}

impl<'a> Translator<'a, '_, '_> {
    /// A member function template of class `cls` that name lookup does
    /// not find: a constructor or conversion function template.
    pub(super) fn special_member_template(
        &mut self,
        t: &'a ast::TemplateDecl<'a>,
        cls: StructId,
        sym: Symbol,
        span: Span,
        which: SpecialTemplate,
    ) -> R<()> {
        let class_name = self.b.types().structs[cls].name.clone();
        let short = self.name(sym).to_string();
        let tid = TemplateId(self.templates.len() as u32);
        self.templates.push(TemplateInfo {
            name: format!("{class_name}::{short}"),
            sym,
            kind: TemplateKind::Function,
            params: t.params,
            decl: t.decl,
            ctx: self.current_ctx(),
            partials: Vec::new(),
            explicit: Vec::new(),
            instances: Default::default(),
            span,
            defined: true,
            definition: None,
        });
        match which {
            SpecialTemplate::Constructor => {
                self.tpl.ctor_templates.entry(cls).or_default().push(tid);
                if let Some(ci) = self.classes.get_mut(&cls) {
                    // A constructor template is a user-declared
                    // constructor: no implicit default constructor, not an
                    // aggregate.
                    ci.user_ctor = true;
                    ci.aggregate = false;
                }
            }
            SpecialTemplate::Conversion => {
                self.tpl.conv_templates.entry(cls).or_default().push(tid);
            }
        }
        Ok(())
    }

    /// Whether a member template declared in `cls` with this name is a
    /// constructor or conversion function template.
    pub(super) fn special_template_kind(
        &self,
        cls: StructId,
        f: &ast::FunctionDecl<'_>,
    ) -> Option<SpecialTemplate> {
        let seg = f.name.last()?;
        if f.name.segments.len() != 1 {
            return None;
        }
        if seg.conv_type.is_some() {
            return Some(SpecialTemplate::Conversion);
        }
        let class_sym = self.classes.get(&cls).and_then(|c| c.sym);
        (class_sym == Some(seg.ident.sym)).then_some(SpecialTemplate::Constructor)
    }

    /// The constructors of class `sid` for a call with `args`: its
    /// constructors and the specializations its constructor templates
    /// deduce (`Err`: deduction hit the depth limit, reported).
    pub fn ctor_candidates(
        &mut self,
        sid: StructId,
        args: &[ExprId],
        span: Span,
    ) -> R<Vec<FuncId>> {
        let mut set = self.ctors_of(sid);
        for f in self.inherited_template_ctors(sid, args, span) {
            if !set.contains(&f) {
                set.push(f);
            }
        }
        let tids = self
            .tpl
            .ctor_templates
            .get(&sid)
            .cloned()
            .unwrap_or_default();
        if tids.is_empty() {
            return Ok(set);
        }
        let (specs, failed) = self.template_candidates(&tids, &[], None, args, span);
        if failed
            .iter()
            .any(|(_, w)| matches!(w, DeductionFailure::Fatal))
        {
            return Err(Reported);
        }
        for f in specs {
            if !set.contains(&f) {
                set.push(f);
            }
        }
        self.order_specializations(&set);
        Ok(set)
    }

    /// Overload resolution among the constructors of `sid`, templates
    /// included.
    pub fn resolve_ctor(
        &mut self,
        sid: StructId,
        args: &[ExprId],
        kind: CallKind,
        span: Span,
    ) -> R<FuncId> {
        let set = self.ctor_candidates(sid, args, span)?;
        let name = self.b.types().structs[sid].name.clone();
        self.resolve_call(&set, None, args, kind, &name, span)
    }

    /// Specializations of `sid`'s constructor templates that take `a`
    /// alone (converting constructors for a user-defined conversion).
    pub fn converting_ctor_specs(&mut self, sid: StructId, a: ExprId, span: Span) -> Vec<FuncId> {
        let tids = self
            .tpl
            .ctor_templates
            .get(&sid)
            .cloned()
            .unwrap_or_default();
        if tids.is_empty() {
            return Vec::new();
        }
        let n = self.diags.len();
        let (specs, _) = self.template_candidates(&tids, &[], None, &[a], span);
        self.discard_diags_since(n);
        specs
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// Specializations of the conversion function templates of class
    /// `sid` and its bases that convert to `to`, their argument deduced
    /// from it ([temp.deduct.conv]).
    pub fn conversion_template_specs(
        &mut self,
        sid: StructId,
        to: TypeId,
        span: Span,
    ) -> Vec<FuncId> {
        let mut tids = Vec::new();
        let mut todo = vec![sid];
        let mut seen = Vec::new();
        while let Some(c) = todo.pop() {
            if seen.contains(&c) {
                continue;
            }
            seen.push(c);
            tids.extend(self.tpl.conv_templates.get(&c).cloned().unwrap_or_default());
            if let Some(ci) = self.classes.get(&c) {
                todo.extend(ci.bases.iter().map(|b| b.class));
            }
        }
        let mut out = Vec::new();
        for tid in tids {
            let n = self.diags.len();
            let r = self.deduce_conversion(tid, to, span);
            self.discard_diags_since(n);
            if let Some(f) = r {
                out.push(f);
            }
        }
        out
    }

    fn deduce_conversion(&mut self, tid: TemplateId, to: TypeId, span: Span) -> Option<FuncId> {
        let info = &self.templates[tid.0 as usize];
        let (params, decl, ctx) = (info.params, info.decl, info.ctx.clone());
        let ast::DeclKind::Function(f) = decl.kind else {
            return None;
        };
        let pat = f.name.last()?.conv_type?;
        // P: the conversion type without its reference; A: the target
        // without its reference and top-level cv-qualifiers.
        let (pat, target_ref) = match pat.kind {
            ast::TypeKind::LRef(p) | ast::TypeKind::RRef(p) => (p, true),
            _ => (pat, false),
        };
        let a = match self.b.types().kind(to) {
            Type::Reference { referent, .. } => *referent,
            _ => to,
        };
        let a = if target_ref {
            a
        } else {
            self.b.program.types.unqualified(a)
        };
        let mut ded = super::deduce::Deduced::new(params);
        ded.call = true;
        let ok = self.with_ctx(&ctx, super::Env::new(), |t| t.deduce_type(&mut ded, pat, a));
        if !ok {
            return None;
        }
        let vals = self.complete_with_defaults_pub(tid, &ded, span)?;
        self.function_instance(tid, vals, span).ok()
    }
}
