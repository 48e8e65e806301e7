//! Recognizing the out-of-line definition of a member template by the
//! types it declares, where the written forms differ: the declaration in
//! the class writes `std::basic_string<_CharT, _Traits, _Allocator>`, the
//! definition `basic_string<_CharT, _Traits, _Allocator>`
//! (`path::string<_CharT, _Traits, _Allocator>` in `<filesystem>`), or a
//! parameter names a member typedef of the class (`basic_string_view<
//! value_type>`, found in the class's scope after the declarator-id).
//!
//! The textual comparison (`same_function_template`) decides first; this
//! one binds both templates' parameters to the same placeholder
//! arguments, as partial ordering does, and compares the function types
//! the declaration and the definition translate to
//! ([temp.over.link]/6: equivalent function templates).

use super::{Ctx, TemplateId};
use crate::program::*;
use crate::translate::Translator;
use parser::ast::{self, DeclKind};

impl<'a> Translator<'a, '_, '_> {
    /// Whether `t`, a definition written outside class `sid`, declares the
    /// same function template as member template `tid` of `sid`.
    pub(super) fn same_member_template_types(
        &mut self,
        tid: TemplateId,
        t: &'a ast::TemplateDecl<'a>,
        sid: StructId,
    ) -> bool {
        let info = &self.templates[tid.0 as usize];
        let (params, decl, ctx) = (info.params, info.decl, info.ctx.clone());
        if params.len() != t.params.len()
            || params
                .iter()
                .zip(t.params)
                .any(|(x, y)| x.pack != y.pack || !same_param_kind(&x.kind, &y.kind))
        {
            return false;
        }
        let (DeclKind::Function(a), DeclKind::Function(b)) = (decl.kind, t.decl.kind) else {
            return false;
        };
        let (Some(fa), Some(fb)) = (a.function_type(), b.function_type()) else {
            return false;
        };
        if fa.params.len() != fb.params.len()
            || fa.method_cv != fb.method_cv
            || fa.variadic != fb.variadic
            || fa.ref_qual != fb.ref_qual
        {
            return false;
        }
        let Some(unique) = self.unique_args_for(params) else {
            return false;
        };
        let env_decl = self.bind_params(params, &unique);
        let env_def = self.bind_params(t.params, &unique);
        // The definition's parameters are looked up in the class's scope
        // (after the declarator-id), in the namespace the definition is in.
        let def_ctx = Ctx {
            ns: self.cur_ns,
            classes: self.lexical_classes(sid),
            env: std::rc::Rc::new(self.current_env()),
            horizon: self.horizon_here(),
        };
        let n = self.diags.len();
        self.tpl.ordering += 1;
        let da = self.with_ctx(&ctx, env_decl, |t| t.function_type(fa));
        let db = self.with_ctx(&def_ctx, env_def, |t| t.function_type(fb));
        self.tpl.ordering -= 1;
        self.discard_diags_since(n);
        let (Ok((ta, pa)), Ok((tb, pb))) = (da, db) else {
            return false;
        };
        let ret = |s: &Self, f: TypeId| match s.b.types().get(f) {
            Type::Function { ret, .. } => Some(*ret),
            _ => None,
        };
        let unq = |s: &Self, p: &[crate::translate::types::ParamInfo]| -> Vec<TypeId> {
            p.iter()
                .map(|x| s.b.program.types.unqualified(x.1))
                .collect()
        };
        ret(self, ta).is_some()
            && ret(self, ta) == ret(self, tb)
            && unq(self, &pa) == unq(self, &pb)
    }
}

fn same_param_kind(a: &ast::TemplateParamKind<'_>, b: &ast::TemplateParamKind<'_>) -> bool {
    use ast::TemplateParamKind as K;
    matches!(
        (a, b),
        (K::Type { .. }, K::Type { .. })
            | (K::NonType { .. }, K::NonType { .. })
            | (K::Template { .. }, K::Template { .. })
    )
}
