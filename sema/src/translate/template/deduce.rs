//! Template argument deduction ([temp.deduct]): matching a type pattern
//! as written (in the template's context) against a concrete type, binding
//! the template parameters it mentions. Used for function calls (with the
//! call's adjustments: decay, top-level cv, forwarding references, a
//! class template instance found among the argument's bases), partial
//! specialization matching and partial ordering. Patterns that cannot be
//! deduced from (nested names, `decltype`, expressions other than a lone
//! parameter) deduce nothing: substitution checks them afterwards.

use super::args::TemplateArg;
use crate::program::*;
use crate::translate::{Entity, Translator};
use parser::ast::{self, TypeKind};

/// Parameters being deduced and what they are deduced to so far.
#[derive(Clone, Debug)]
pub(crate) struct Deduced<'a> {
    pub params: &'a [ast::TemplateParam<'a>],
    pub vals: Vec<Option<TemplateArg>>,
    /// For parameter packs: the elements deduced so far.
    pub packs: Vec<Vec<TemplateArg>>,
    /// Pack parameters that some pattern expanded (an empty pack is then
    /// deduced, not missing).
    pub pack_seen: Vec<bool>,
    /// Parameters given explicitly: deduction does not revisit them (the
    /// argument converts to the substituted parameter instead).
    pub fixed: Vec<bool>,
    /// Deducing from a call ([temp.deduct.call]/4): the argument may be
    /// less cv-qualified than the parameter (a qualification conversion).
    pub call: bool,
    /// Deducing for a constructor's implicit deduction guide: the class
    /// template's name and id. Written alone in a constructor's
    /// parameter, the injected-class-name means the specialization the
    /// guide's parameters make (`Node(T x, Node *n)`), so it deduces
    /// them from an instance of the template.
    pub injected: Option<(parser::Symbol, super::TemplateId)>,
    /// Whether a pattern used `injected`.
    pub injected_used: bool,
}

impl<'a> Deduced<'a> {
    pub fn new(params: &'a [ast::TemplateParam<'a>]) -> Deduced<'a> {
        Deduced {
            params,
            vals: vec![None; params.len()],
            packs: vec![Vec::new(); params.len()],
            pack_seen: vec![false; params.len()],
            fixed: vec![false; params.len()],
            call: false,
            injected: None,
            injected_used: false,
        }
    }

    pub fn index_of(&self, sym: parser::Symbol) -> Option<usize> {
        self.params
            .iter()
            .position(|p| p.name.is_some_and(|n| n.sym == sym))
    }

    /// Records a deduction; a conflicting earlier one fails.
    pub fn set(&mut self, i: usize, a: TemplateArg) -> bool {
        if self.fixed[i] {
            // An explicitly given argument is substituted before deduction:
            // the pattern must match it (`Column<0, T, N>` against a base
            // `Column<1, ...>` does not).
            return match &self.vals[i] {
                Some(prev) if !self.params[i].pack => same_arg(prev, &a),
                _ => true,
            };
        }
        match &self.vals[i] {
            Some(prev) => same_arg(prev, &a),
            None => {
                self.vals[i] = Some(a);
                true
            }
        }
    }

    /// After one pack expansion deduced elements (pushed after `before`
    /// of each pack): a pack an earlier expansion deduced too must get
    /// the same elements ([temp.deduct.type]/9), which are kept once.
    pub fn merge_pack_expansion(&mut self, before: &[usize]) -> bool {
        for (i, &old) in before.iter().enumerate() {
            let total = self.packs[i].len();
            if old == 0 || total <= old {
                continue;
            }
            let (prev, new) = self.packs[i].split_at(old);
            if prev.len() != new.len() || !prev.iter().zip(new).all(|(a, b)| same_arg(a, b)) {
                return false;
            }
            self.packs[i].truncate(old);
        }
        true
    }

    /// Every parameter deduced (packs: their collected elements).
    pub fn complete(&self) -> Option<Vec<TemplateArg>> {
        let mut out = Vec::with_capacity(self.params.len());
        for (i, p) in self.params.iter().enumerate() {
            if p.pack {
                match &self.vals[i] {
                    Some(v) => out.push(v.clone()),
                    None => out.push(TemplateArg::Pack(self.packs[i].clone())),
                }
            } else {
                out.push(self.vals[i].clone()?);
            }
        }
        Some(out)
    }

    /// What is deduced, leaving undeduced parameters for defaults: the
    /// prefix of deduced parameters (later ones may be defaulted).
    pub fn partial(&self) -> Vec<Option<TemplateArg>> {
        self.params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                if p.pack {
                    Some(
                        self.vals[i]
                            .clone()
                            .unwrap_or_else(|| TemplateArg::Pack(self.packs[i].clone())),
                    )
                } else {
                    self.vals[i].clone()
                }
            })
            .collect()
    }
}

/// Argument equality for deduction (values compare by value).
fn same_arg(a: &TemplateArg, b: &TemplateArg) -> bool {
    match (a, b) {
        (TemplateArg::Int(x, _), TemplateArg::Int(y, _)) => x == y,
        (TemplateArg::Pack(x), TemplateArg::Pack(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same_arg(p, q))
        }
        _ => a == b,
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// The parameter a written name denotes, if it is one being deduced.
    fn param_named(&self, ded: &Deduced<'a>, q: &ast::QualName<'_>) -> Option<usize> {
        let id = q.as_simple()?;
        ded.index_of(id.sym)
    }

    /// Deduces from matching type pattern `pat` against type `arg`.
    /// `false`: they cannot match.
    pub fn deduce_type(
        &mut self,
        ded: &mut Deduced<'a>,
        pat: &'a ast::TypeExpr<'a>,
        arg: TypeId,
    ) -> bool {
        let t = self.b.types();
        let pcv = (pat.cv.is_const() as u8) | ((pat.cv.is_volatile() as u8) << 1);
        let acv = self.cv_bits(arg);
        let base_arg = t.unqualified(arg);
        match pat.kind {
            TypeKind::Named(q) => self.deduce_named(ded, q, pcv, acv, base_arg),
            TypeKind::MemberPointer { class, pointee } => match t.get(base_arg).clone() {
                Type::MemberPointer {
                    class: ac,
                    pointee: ap,
                    quals,
                } => {
                    if let TypeKind::Function(ft) = pointee.kind {
                        let mut q = 0;
                        if ft.method_cv.is_const() {
                            q |= MemberQuals::CONST;
                        }
                        if ft.method_cv.is_volatile() {
                            q |= MemberQuals::VOLATILE;
                        }
                        match ft.ref_qual {
                            ast::RefQualifier::LValue => q |= MemberQuals::LREF,
                            ast::RefQualifier::RValue => q |= MemberQuals::RREF,
                            ast::RefQualifier::None => {}
                        }
                        if q != quals {
                            return false;
                        }
                    }
                    let ct = self.b.ty(Type::Struct(ac));
                    self.deduce_named(ded, class, 0, 0, ct) && self.deduce_type(ded, pointee, ap)
                }
                _ => false,
            },
            TypeKind::Pointer(p) => match t.get(base_arg).clone() {
                Type::Pointer { pointee, .. } => {
                    (pcv & !acv == 0 || ded.call) && self.deduce_type(ded, p, pointee)
                }
                _ => false,
            },
            TypeKind::LRef(p) => match t.get(base_arg).clone() {
                Type::Reference {
                    referent,
                    rvalue: false,
                } => self.deduce_type(ded, p, referent),
                _ => false,
            },
            TypeKind::RRef(p) => match t.get(base_arg).clone() {
                Type::Reference {
                    referent,
                    rvalue: true,
                } => self.deduce_type(ded, p, referent),
                _ => false,
            },
            TypeKind::Array { elem, size } => match t.get(base_arg).clone() {
                Type::Array { elem: ae, len } => {
                    let elem_arg = if acv != 0 {
                        self.qualified(ae, ast::Cv(acv))
                    } else {
                        ae
                    };
                    if !self.deduce_type(ded, elem, elem_arg) {
                        return false;
                    }
                    match (size, len) {
                        (Some(sz), Some(n)) => self.deduce_value(ded, sz, n as i128),
                        (None, None) => true,
                        _ => false,
                    }
                }
                _ => false,
            },
            TypeKind::Function(ft) => match t.get(base_arg).clone() {
                Type::Function {
                    ret,
                    params,
                    variadic,
                } => {
                    if variadic != ft.variadic {
                        return false;
                    }
                    if !self.deduce_type(ded, ft.ret, ret) {
                        return false;
                    }
                    // A parameter pack (`R (*)(A...)`) takes the rest.
                    let pats: Vec<(&'a ast::TypeExpr<'a>, bool)> = ft
                        .params
                        .iter()
                        .map(|p| match p.ty.kind {
                            TypeKind::PackExpansion(inner) => (inner, true),
                            _ => (p.ty, p.pack),
                        })
                        .collect();
                    self.deduce_param_list(ded, &pats, &params)
                }
                _ => false,
            },
            _ => true,
        }
    }

    /// A named type pattern (a template parameter, or a template-id
    /// whose arguments are deduced) against `base_arg` (cv `acv` stripped).
    fn deduce_named(
        &mut self,
        ded: &mut Deduced<'a>,
        q: &'a ast::QualName<'a>,
        pcv: u8,
        acv: u8,
        base_arg: TypeId,
    ) -> bool {
        if let Some(i) = self.param_named(ded, q) {
            return match ded.params[i].kind {
                ast::TemplateParamKind::Type { .. } => {
                    // `const T` against `const int`: T is `int`.
                    if pcv & !acv != 0 && !ded.call {
                        return false;
                    }
                    if !ded.params[i].pack && self.tpl.pack_markers.contains(&base_arg) {
                        return false;
                    }
                    let rest = acv & !pcv;
                    let ty = if rest != 0 {
                        self.qualified(base_arg, ast::Cv(rest))
                    } else {
                        base_arg
                    };
                    ded.set(i, TemplateArg::Type(ty))
                }
                _ => false,
            };
        }
        if let (Some((sym, tid)), Some(id)) = (ded.injected, q.as_simple()) {
            if id.sym == sym {
                ded.injected_used = true;
                let Some(sid) = self.class_of_type(base_arg) else {
                    return false;
                };
                return match self.class_template_of(sid) {
                    Some((t2, args)) if t2 == tid && args.len() == ded.params.len() => {
                        args.into_iter().enumerate().all(|(i, a)| ded.set(i, a))
                    }
                    _ => false,
                };
            }
        }
        // `S<P...>` against an instance of S (or a template
        // template parameter applied to arguments).
        if let Some(last) = q.last() {
            if let Some(pats) = last.template_args {
                let head = ast::QualName {
                    span: q.span,
                    global: q.global,
                    segments: q.segments,
                };
                if let Some(t) = self.resolve_template_name(&head) {
                    match self.templates[t.0 as usize].kind {
                        super::TemplateKind::Class => {}
                        super::TemplateKind::Alias => {
                            return self.deduce_through_alias(ded, t, pats, base_arg);
                        }
                        _ => return true,
                    }
                }
                if pcv & !acv != 0 && !ded.call {
                    return false;
                }
                let Some(sid) = self.class_of_type(base_arg) else {
                    return false;
                };
                let Some((tid, args)) = self.class_template_of(sid) else {
                    return false;
                };
                // The template named by the pattern.
                if q.segments.len() == 1 {
                    if let Some(i) = ded.index_of(last.ident.sym) {
                        if !ded.set(i, TemplateArg::Template(tid)) {
                            return false;
                        }
                        return self.deduce_arg_list(ded, pats, &args);
                    }
                }
                let head = ast::QualName {
                    span: q.span,
                    global: q.global,
                    segments: q.segments,
                };
                let named = self.resolve_template_name(&head);
                if named != Some(tid) {
                    return false;
                }
                return self.deduce_arg_list(ded, pats, &args);
            }
        }
        // No parameter in it: it must equal after substitution.
        true
    }

    /// `index_sequence<I...>` against `integer_sequence<size_t, 0, 1>`: an
    /// alias template is its aliased type ([temp.alias]/2), so the alias's
    /// own parameters are deduced from its definition, then the written
    /// arguments from them. An alias parameter its type does not mention
    /// (`void_t<T>`) leaves the arguments a non-deduced context, checked by
    /// substitution.
    fn deduce_through_alias(
        &mut self,
        ded: &mut Deduced<'a>,
        alias: super::TemplateId,
        pats: &'a [ast::TypeOrExpr<'a>],
        base_arg: TypeId,
    ) -> bool {
        let info = &self.templates[alias.0 as usize];
        let (params, decl, ctx) = (info.params, info.decl, info.ctx.clone());
        let ast::DeclKind::Typedef(td) = decl.kind else {
            return true;
        };
        let mut sub = Deduced::new(params);
        let mut mentioned = Vec::new();
        self.collect_all_params(&sub, td.ty, &mut mentioned);
        if (0..params.len()).any(|i| !mentioned.contains(&i)) {
            return true;
        }
        let ok = self.with_ctx(&ctx, super::Env::new(), |t| {
            t.deduce_type(&mut sub, td.ty, base_arg)
        });
        if !ok {
            return false;
        }
        match sub.complete() {
            Some(vals) => self.deduce_arg_list(ded, pats, &vals),
            None => true,
        }
    }

    /// Function parameter patterns (a trailing pack's pattern takes the
    /// rest) against declared parameter types.
    pub fn deduce_param_types(
        &mut self,
        ded: &mut Deduced<'a>,
        pats: &[&'a ast::TypeExpr<'a>],
        args: &[TypeId],
    ) -> bool {
        let n = pats.len();
        for (k, p) in pats.iter().enumerate() {
            let is_pack = self
                .packs_in_type(ded, p)
                .iter()
                .any(|&i| ded.params[i].pack)
                && k + 1 == n;
            if is_pack {
                let rest: Vec<TemplateArg> = args[k.min(args.len())..]
                    .iter()
                    .map(|t| TemplateArg::Type(*t))
                    .collect();
                return self.deduce_pack_elements(ded, p, rest);
            }
            let Some(&a) = args.get(k) else {
                return false;
            };
            if !self.deduce_type(ded, p, a) {
                return false;
            }
        }
        n == args.len()
    }

    /// A function type's parameter patterns (`true`: a pack, which takes
    /// the rest) against its parameter types.
    fn deduce_param_list(
        &mut self,
        ded: &mut Deduced<'a>,
        pats: &[(&'a ast::TypeExpr<'a>, bool)],
        args: &[TypeId],
    ) -> bool {
        let mut i = 0;
        for &(p, pack) in pats {
            if pack {
                let rest = &args[i.min(args.len())..];
                let items = rest.iter().map(|t| TemplateArg::Type(*t)).collect();
                if !self.deduce_pack_elements(ded, p, items) {
                    return false;
                }
                i = args.len();
                continue;
            }
            let Some(&a) = args.get(i) else {
                return false;
            };
            if !self.deduce_type(ded, p, a) {
                return false;
            }
            i += 1;
        }
        i == args.len()
    }

    /// Deduces a pattern that expands a pack from each element of `items`.
    pub fn deduce_pack_elements(
        &mut self,
        ded: &mut Deduced<'a>,
        pat: &'a ast::TypeExpr<'a>,
        items: Vec<TemplateArg>,
    ) -> bool {
        let packs = self.packs_in_type(ded, pat);
        for &p in &packs {
            ded.pack_seen[p] = true;
        }
        let before: Vec<usize> = ded.packs.iter().map(Vec::len).collect();
        let ok = self.deduce_pack_items(ded, pat, items);
        ok && ded.merge_pack_expansion(&before)
    }

    fn deduce_pack_items(
        &mut self,
        ded: &mut Deduced<'a>,
        pat: &'a ast::TypeExpr<'a>,
        items: Vec<TemplateArg>,
    ) -> bool {
        for item in items {
            let mut sub = Deduced::new(ded.params);
            sub.fixed.clone_from(&ded.fixed);
            sub.call = ded.call;
            // Non-pack parameters deduced so far constrain every element.
            for (i, v) in ded.vals.iter().enumerate() {
                if !ded.params[i].pack {
                    sub.vals[i] = v.clone();
                }
            }
            let ok = match &item {
                TemplateArg::Type(t) => self.deduce_type(&mut sub, pat, *t),
                _ => false,
            };
            if !ok {
                return false;
            }
            for i in 0..ded.params.len() {
                if ded.fixed[i] {
                    continue;
                }
                if ded.params[i].pack {
                    if let Some(v) = sub.vals[i].take() {
                        ded.packs[i].push(v);
                    }
                } else if let Some(v) = sub.vals[i].take() {
                    if !ded.set(i, v) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Every template parameter a type pattern mentions.
    pub fn collect_all_params(
        &self,
        ded: &Deduced<'a>,
        pat: &ast::TypeExpr<'_>,
        out: &mut Vec<usize>,
    ) {
        self.collect_type_params(ded, pat, out, 0);
    }

    pub fn collect_pack_params(
        &self,
        ded: &Deduced<'a>,
        pat: &ast::TypeExpr<'_>,
        out: &mut Vec<usize>,
    ) {
        out.extend(self.packs_in_type(ded, pat));
    }

    /// The pack parameters a type pattern mentions.
    fn packs_in_type(&self, ded: &Deduced<'a>, pat: &ast::TypeExpr<'_>) -> Vec<usize> {
        let mut out = Vec::new();
        self.collect_type_params(ded, pat, &mut out, 0);
        out.retain(|&i| ded.params[i].pack);
        out
    }

    fn collect_type_params(
        &self,
        ded: &Deduced<'a>,
        pat: &ast::TypeExpr<'_>,
        out: &mut Vec<usize>,
        depth: u32,
    ) {
        if depth > 64 {
            return;
        }
        match pat.kind {
            TypeKind::Named(q) => {
                for seg in q.segments {
                    if let Some(i) = ded.index_of(seg.ident.sym) {
                        out.push(i);
                    }
                    for a in seg.template_args.unwrap_or(&[]) {
                        match a {
                            ast::TypeOrExpr::Type(t) => {
                                self.collect_type_params(ded, t, out, depth + 1)
                            }
                            ast::TypeOrExpr::Expr(e) => {
                                let e = match e.kind {
                                    ast::ExprKind::PackExpansion(inner) => inner,
                                    _ => e,
                                };
                                if let ast::ExprKind::Name(n) = e.ignore_parens().kind {
                                    if let Some(id) = n.as_simple() {
                                        if let Some(i) = ded.index_of(id.sym) {
                                            out.push(i);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            TypeKind::Pointer(p)
            | TypeKind::LRef(p)
            | TypeKind::RRef(p)
            | TypeKind::PackExpansion(p) => self.collect_type_params(ded, p, out, depth + 1),
            TypeKind::Array { elem, size } => {
                self.collect_type_params(ded, elem, out, depth + 1);
                if let Some(sz) = size {
                    if let ast::ExprKind::Name(n) = sz.ignore_parens().kind {
                        if let Some(i) = n.as_simple().and_then(|id| ded.index_of(id.sym)) {
                            out.push(i);
                        }
                    }
                }
            }
            TypeKind::MemberPointer { class, pointee } => {
                let c = ast::TypeExpr {
                    span: pat.span,
                    cv: ast::Cv::NONE,
                    kind: TypeKind::Named(class),
                };
                self.collect_type_params(ded, &c, out, depth + 1);
                self.collect_type_params(ded, pointee, out, depth + 1);
            }
            TypeKind::Function(f) => {
                self.collect_type_params(ded, f.ret, out, depth + 1);
                for p in f.params {
                    self.collect_type_params(ded, p.ty, out, depth + 1);
                }
            }
            _ => {}
        }
    }

    /// A value pattern (`N` in `T[N]` or `S<N>`) against a value.
    fn deduce_value(&mut self, ded: &mut Deduced<'a>, pat: &'a ast::Expr<'a>, v: i128) -> bool {
        if let ast::ExprKind::Name(q) = pat.ignore_parens().kind {
            if let Some(i) = self.param_named(ded, q) {
                let ty = match ded.params[i].kind {
                    ast::TemplateParamKind::NonType { ty, .. } => {
                        self.ty_quiet(ty).unwrap_or_else(|| self.b.size_t())
                    }
                    _ => return false,
                };
                return ded.set(i, TemplateArg::Int(v, ty));
            }
        }
        // A pattern without parameters (`0` in `get_t<0, ...>`) must equal
        // the value; one that needs parameters is checked by substitution.
        let n = self.diags.len();
        let folded = match self.expr(pat) {
            Ok(e) => {
                let r = self.b.rvalue(e);
                self.fold(r)
            }
            Err(_) => None,
        };
        self.discard_diags_since(n);
        match folded {
            Some(ConstValue::Int(x)) => x == v,
            _ => true,
        }
    }

    /// Matches template argument patterns against arguments.
    pub fn deduce_arg_list(
        &mut self,
        ded: &mut Deduced<'a>,
        pats: &'a [ast::TypeOrExpr<'a>],
        args: &[TemplateArg],
    ) -> bool {
        // Deduced values keep their types: a pack deduced from
        // `IT<0, 1>` must name the same instance when substituted back.
        let real: Vec<TemplateArg> = self.flatten_keep_values(args.to_vec());
        let mut i = 0;
        for p in pats {
            match p {
                ast::TypeOrExpr::Type(t) => {
                    if let TypeKind::PackExpansion(inner) = t.kind {
                        let rest: Vec<TemplateArg> = real[i.min(real.len())..].to_vec();
                        // A lone pack parameter takes the rest as it is.
                        if let TypeKind::Named(q) = inner.kind {
                            if let Some(pi) = self.param_named(ded, q) {
                                ded.pack_seen[pi] = true;
                                if !ded.set(pi, TemplateArg::Pack(rest)) {
                                    return false;
                                }
                                i = real.len();
                                continue;
                            }
                        }
                        if !self.deduce_pack_elements(ded, inner, rest) {
                            return false;
                        }
                        i = real.len();
                        continue;
                    }
                    let Some(a) = real.get(i) else {
                        return false;
                    };
                    let ok = match a {
                        TemplateArg::Type(ty) => self.deduce_type(ded, t, *ty),
                        TemplateArg::Template(tid) => match t.kind {
                            TypeKind::Named(q) => match self.param_named(ded, q) {
                                Some(pi) => ded.set(pi, TemplateArg::Template(*tid)),
                                None => self.resolve_template_name(q) == Some(*tid),
                            },
                            _ => false,
                        },
                        // A value matched against a pattern written as a type
                        // (a name the parser took for a type).
                        TemplateArg::Int(v, _) => match t.kind {
                            TypeKind::Named(q) => match self.param_named(ded, q) {
                                Some(pi) => {
                                    let ty = match ded.params[pi].kind {
                                        ast::TemplateParamKind::NonType { ty, .. } => {
                                            self.ty_quiet(ty).unwrap_or_else(|| self.b.int())
                                        }
                                        _ => return false,
                                    };
                                    ded.set(pi, TemplateArg::Int(*v, ty))
                                }
                                None => true,
                            },
                            _ => true,
                        },
                        _ => true,
                    };
                    if !ok {
                        return false;
                    }
                    i += 1;
                }
                ast::TypeOrExpr::Expr(e) => {
                    if let ast::ExprKind::PackExpansion(inner) = e.kind {
                        if let ast::ExprKind::Name(q) = inner.kind {
                            if let Some(pi) = self.param_named(ded, q) {
                                ded.pack_seen[pi] = true;
                                let rest: Vec<TemplateArg> = real[i.min(real.len())..].to_vec();
                                if !ded.set(pi, TemplateArg::Pack(rest)) {
                                    return false;
                                }
                                i = real.len();
                                continue;
                            }
                        }
                        i = real.len();
                        continue;
                    }
                    let Some(a) = real.get(i) else {
                        return false;
                    };
                    let ok = match a {
                        TemplateArg::Int(v, _) => self.deduce_value(ded, e, *v),
                        TemplateArg::Type(ty) => {
                            // A name the parser took for a value.
                            if let ast::ExprKind::Name(q) = e.kind {
                                match self.param_named(ded, q) {
                                    Some(pi)
                                        if matches!(
                                            ded.params[pi].kind,
                                            ast::TemplateParamKind::Type { .. }
                                        ) =>
                                    {
                                        ded.set(pi, TemplateArg::Type(*ty))
                                    }
                                    _ => true,
                                }
                            } else {
                                true
                            }
                        }
                        TemplateArg::Template(tid) => {
                            if let ast::ExprKind::Name(q) = e.kind {
                                match self.param_named(ded, q) {
                                    Some(pi) => ded.set(pi, TemplateArg::Template(*tid)),
                                    None => true,
                                }
                            } else {
                                true
                            }
                        }
                        _ => true,
                    };
                    if !ok {
                        return false;
                    }
                    i += 1;
                }
            }
        }
        i == real.len()
    }

    fn flatten_keep_values(&self, args: Vec<TemplateArg>) -> Vec<TemplateArg> {
        let mut out = Vec::new();
        for a in args {
            match a {
                TemplateArg::Pack(items) => out.extend(self.flatten_keep_values(items)),
                other => out.push(other),
            }
        }
        out
    }

    /// The template a name denotes (in the current context), if any.
    pub fn resolve_template_name(&mut self, q: &ast::QualName<'a>) -> Option<super::TemplateId> {
        // The name without its final template arguments: the qualifier,
        // then the last name in it.
        let n = self.diags.len();
        let k = q.segments.len();
        let last = q.segments.last()?;
        let r = if k == 1 && !q.global {
            Ok(self.lookup(last.ident.sym))
        } else {
            let prefix = ast::QualName {
                span: q.span,
                global: q.global,
                segments: &q.segments[..k - 1],
            };
            let scope = if prefix.segments.is_empty() {
                Ok(Some(Entity::Namespace(crate::translate::NsId(0))))
            } else {
                self.resolve(&prefix)
            };
            scope.map(|s| {
                s.and_then(|s| {
                    if let Entity::Type(t) = s {
                        self.complete_deferred(t, q.span);
                    }
                    self.member_of(&s, last.ident.sym)
                })
            })
        };
        self.discard_diags_since(n);
        match r {
            Ok(Some(Entity::Template(t))) => Some(t),
            // The injected-class-name of a class template instance.
            Ok(Some(Entity::Type(t))) => self
                .class_of_type(t)
                .and_then(|s| self.class_template_of(s))
                .map(|x| x.0),
            _ => None,
        }
    }

    /// Translates a type without reporting errors.
    pub fn ty_quiet(&mut self, te: &'a ast::TypeExpr<'a>) -> Option<TypeId> {
        let n = self.diags.len();
        let r = self.ty(te);
        self.discard_diags_since(n);
        r.ok()
    }
}
