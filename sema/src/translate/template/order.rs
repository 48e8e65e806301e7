//! Partial ordering of function templates ([temp.func.order]): which of
//! two templates is more specialized, found by deducing each one's
//! parameters from the other's parameter types with unique placeholder
//! types standing for its template parameters. Overload resolution uses
//! the result to break ties between specializations.

use super::args::TemplateArg;
use super::deduce::Deduced;
use super::{Env, TemplateId};
use crate::program::*;
use crate::translate::Translator;
use lexer::source::Span;
use parser::ast::{self, DeclKind, TypeKind};

impl<'a> Translator<'a, '_, '_> {
    /// Records, for the specializations among `funcs`, which pairs partial
    /// ordering decides.
    pub fn order_specializations(&mut self, funcs: &[FuncId]) {
        let specs: Vec<(FuncId, TemplateId)> = funcs
            .iter()
            .filter_map(|f| self.spec_of.get(f).map(|t| (*f, *t)))
            .collect();
        for (i, &(fa, ta)) in specs.iter().enumerate() {
            for &(fb, tb) in &specs[i + 1..] {
                if ta == tb {
                    continue;
                }
                let mut ab = self.at_least_as_specialized(ta, tb);
                let mut ba = self.at_least_as_specialized(tb, ta);
                if ab && ba {
                    // [temp.deduct.partial]/11: a template without a
                    // trailing parameter pack is more specialized than one
                    // with it.
                    match (self.trailing_pack(ta), self.trailing_pack(tb)) {
                        (false, true) => ba = false,
                        (true, false) => ab = false,
                        _ => {}
                    }
                }
                if ab && ba {
                    // [temp.deduct.partial]/9: of two reference parameters,
                    // the more cv-qualified referent is more specialized.
                    match self.ref_cv_order(ta, tb) {
                        Some(true) => ba = false,
                        Some(false) => ab = false,
                        None => {}
                    }
                }
                if ab && !ba {
                    self.template_order.insert((fa, fb));
                } else if ba && !ab {
                    self.template_order.insert((fb, fa));
                }
            }
        }
    }

    /// `Some(true)` when some reference parameter of `a` has a more
    /// cv-qualified referent than `b`'s and none a less qualified one
    /// (`Some(false)`: the reverse).
    fn ref_cv_order(&self, a: TemplateId, b: TemplateId) -> Option<bool> {
        let params = |t: TemplateId| match self.templates[t.0 as usize].decl.kind {
            DeclKind::Function(f) => f.function_type().map(|ft| ft.params),
            _ => None,
        };
        let (pa, pb) = (params(a)?, params(b)?);
        let referent_cv = |p: &ast::Param<'_>| match p.ty.kind {
            TypeKind::LRef(i) | TypeKind::RRef(i) => Some(i.cv.0),
            _ => None,
        };
        let (mut a_more, mut b_more) = (false, false);
        for (x, y) in pa.iter().zip(pb) {
            if let (Some(cx), Some(cy)) = (referent_cv(x), referent_cv(y)) {
                if cx != cy && cx & cy == cy {
                    a_more = true;
                } else if cx != cy && cx & cy == cx {
                    b_more = true;
                }
            }
        }
        match (a_more, b_more) {
            (true, false) => Some(true),
            (false, true) => Some(false),
            _ => None,
        }
    }

    /// Whether a function template's last function parameter is a pack.
    fn trailing_pack(&self, t: TemplateId) -> bool {
        match self.templates[t.0 as usize].decl.kind {
            DeclKind::Function(f) => f
                .function_type()
                .and_then(|ft| ft.params.last())
                .is_some_and(|p| p.pack),
            _ => false,
        }
    }

    /// Whether `t1`'s parameter types, with placeholders for its template
    /// parameters, deduce `t2`'s parameters.
    fn at_least_as_specialized(&mut self, t1: TemplateId, t2: TemplateId) -> bool {
        let (p1, d1, c1) = {
            let i = &self.templates[t1.0 as usize];
            (i.params, i.decl, i.ctx.clone())
        };
        let (p2, d2, c2) = {
            let i = &self.templates[t2.0 as usize];
            (i.params, i.decl, i.ctx.clone())
        };
        let (DeclKind::Function(f1), DeclKind::Function(f2)) = (d1.kind, d2.kind) else {
            return false;
        };
        let (Some(ft1), Some(ft2)) = (f1.function_type(), f2.function_type()) else {
            return false;
        };
        let Some(unique) = self.unique_args_for(p1) else {
            return false;
        };
        let env = self.bind_params(p1, &unique);
        let n = self.diags.len();
        self.tpl.ordering += 1;
        let types = self.with_ctx(&c1, env, |t| t.ordering_param_types(ft1));
        self.tpl.ordering -= 1;
        self.discard_diags_since(n);
        let Some(types) = types else {
            return false;
        };
        let args: Vec<TypeId> = types.iter().map(|p| self.strip_for_ordering(*p)).collect();
        let pats: Vec<&'a ast::TypeExpr<'a>> = ft2
            .params
            .iter()
            .map(|p| {
                let t = match p.ty.kind {
                    TypeKind::PackExpansion(inner) => inner,
                    _ => p.ty,
                };
                match t.kind {
                    TypeKind::LRef(i) | TypeKind::RRef(i) => i,
                    _ => t,
                }
            })
            .collect();
        let mut ded = Deduced::new(p2);
        let n = self.diags.len();
        let ok = self.with_ctx(&c2, Env::new(), |t| {
            t.deduce_ordering_types(&mut ded, &pats, &args)
        });
        self.discard_diags_since(n);
        ok && self.substitutes_back(&ded, p2, ft2, &c2, &args)
    }

    /// Deduction leaves the parts of a pattern that name no parameter
    /// (`char` in `O<char, T>`) to be checked after substitution: `t2`'s
    /// parameter types under the deduced arguments must be the argument
    /// types ([temp.deduct.type]/1), or `O<char, T>` would match
    /// `O<(unique 0), (unique 1)>`.
    fn substitutes_back(
        &mut self,
        ded: &Deduced<'a>,
        p2: &'a [ast::TemplateParam<'a>],
        ft2: &'a ast::FunctionType<'a>,
        c2: &super::Ctx,
        args: &[TypeId],
    ) -> bool {
        if ft2.params.iter().any(|p| p.pack) {
            return true;
        }
        let Some(vals) = ded.complete() else {
            return true;
        };
        let env = self.bind_params(p2, &vals);
        let n = self.diags.len();
        self.tpl.ordering += 1;
        let types = self.with_ctx(c2, env, |t| t.ordering_param_types(ft2));
        self.tpl.ordering -= 1;
        self.discard_diags_since(n);
        let Some(types) = types else {
            return false;
        };
        types
            .iter()
            .zip(args)
            .all(|(p, a)| self.strip_for_ordering(*p) == *a)
    }

    /// The function parameter types of a template under placeholder
    /// bindings. The return type takes no part in ordering for a call
    /// ([temp.deduct.partial]/3), and translating it could fail where the
    /// parameters do not (`-> decltype(a.base() - b.base())`).
    fn ordering_param_types(&mut self, f: &'a ast::FunctionType<'a>) -> Option<Vec<TypeId>> {
        let mut out = Vec::with_capacity(f.params.len());
        for p in f.params {
            if p.pack {
                let pat = match p.ty.kind {
                    TypeKind::PackExpansion(inner) => inner,
                    _ => p.ty,
                };
                for t in self.expand_type_pack(pat).ok()? {
                    out.push(self.adjust_param(t));
                }
                continue;
            }
            let t = self.ty(p.ty).ok()?;
            out.push(self.adjust_param(t));
        }
        Some(out)
    }

    /// Deduction for ordering: top-level cv of a pattern does not count.
    fn deduce_ordering_types(
        &mut self,
        ded: &mut Deduced<'a>,
        pats: &[&'a ast::TypeExpr<'a>],
        args: &[TypeId],
    ) -> bool {
        let n = pats.len();
        for (k, p) in pats.iter().enumerate() {
            let mut mentioned = Vec::new();
            self.collect_pack_params(ded, p, &mut mentioned);
            if !mentioned.is_empty() && k + 1 == n {
                let rest: Vec<TemplateArg> = args[k.min(args.len())..]
                    .iter()
                    .map(|t| TemplateArg::Type(*t))
                    .collect();
                return self.deduce_pack_elements(ded, p, rest);
            }
            let Some(&a) = args.get(k) else {
                // Parameters without an argument (defaults) do not count.
                return true;
            };
            // The pattern's top-level cv-qualifiers are dropped: give the
            // argument the same ones.
            let a = if p.cv.is_empty() {
                a
            } else {
                self.qualified(a, p.cv)
            };
            if !self.deduce_type(ded, p, a) {
                return false;
            }
        }
        true
    }

    fn strip_for_ordering(&self, t: TypeId) -> TypeId {
        let t = match self.b.types().kind(t) {
            Type::Reference { referent, .. } => *referent,
            _ => t,
        };
        self.b.types().unqualified(t)
    }

    /// Distinct placeholder arguments for template parameters: a
    /// placeholder class per type parameter, an unlikely value per value
    /// parameter.
    pub fn unique_args_for(
        &mut self,
        params: &[ast::TemplateParam<'_>],
    ) -> Option<Vec<TemplateArg>> {
        let mut out = Vec::new();
        let mut types_used = 0;
        for (i, param) in params.iter().enumerate() {
            let a = match param.kind {
                ast::TemplateParamKind::Type { .. } => {
                    while self.unique_types.len() <= types_used {
                        let k = self.unique_types.len();
                        // Complete (empty): patterns may form arrays of it.
                        let (id, t) = self.b.declare_struct(&format!("(unique {k})"), Span::DUMMY);
                        let _ = self.b.define_struct(id, Vec::new());
                        self.unique_types.push(t);
                    }
                    types_used += 1;
                    TemplateArg::Type(self.unique_types[types_used - 1])
                }
                ast::TemplateParamKind::NonType { .. } => {
                    let ty = self.b.int_ty(IntKind::LongLong);
                    TemplateArg::Int(0x5eed_0000 + i as i128, ty)
                }
                ast::TemplateParamKind::Template { .. } => return None,
            };
            out.push(if param.pack {
                TemplateArg::Pack(vec![a])
            } else {
                a
            });
        }
        Some(out)
    }

    /// The placeholder a member type of a placeholder names (`typename
    /// C::type` with `C` unique: `__void_t<typename _CTp::type>` in
    /// libstdc++'s `__common_type_fold` is then `void`, and the partial
    /// specialization ranks as clang ranks it). `None` for other types.
    pub fn placeholder_member(&mut self, t: TypeId, sym: parser::Symbol) -> Option<TypeId> {
        let t = self.b.types().unqualified(t);
        let placeholder = self.unique_types.contains(&t)
            || self.tpl.pack_markers.contains(&t)
            || self.tpl.member_uniques.values().any(|&u| u == t);
        if !placeholder {
            return None;
        }
        if let Some(&u) = self.tpl.member_uniques.get(&(t, sym)) {
            return Some(u);
        }
        let k = self.tpl.member_uniques.len();
        let (id, u) = self
            .b
            .declare_struct(&format!("(unique member {k})"), Span::DUMMY);
        let _ = self.b.define_struct(id, Vec::new());
        self.tpl.member_uniques.insert((t, sym), u);
        Some(u)
    }
}
