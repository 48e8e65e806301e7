//! Variadic templates: pack expansions (`Ts...`, `f(args)...`,
//! `std::forward<Ts>(ts)...`) in template argument lists, function
//! parameter lists, call arguments and initializer lists; `sizeof...`; and
//! fold expressions in their four forms. A pattern is translated once per
//! element with every pack it names bound to that element (the same
//! re-translation as the rest of instantiation).

use super::args::{TemplateArg, WrittenArg};
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::lookup::Scope;
use crate::translate::{Entity, Reported, Translator, R};
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK, TypeKind};
use parser::Symbol;

/// The packs an expansion pattern names: packs bound to names (template
/// and function parameter packs, slices), and Circle's pack-yielding
/// introspection intrinsics (`@enum_values(E)`), whose lengths are found
/// by [`Translator::resolve_pack_sites`].
#[derive(Default)]
pub(crate) struct PackList<'a> {
    pub named: Vec<(Symbol, Vec<Entity>)>,
    pub sites: Vec<&'a ast::Expr<'a>>,
}

impl PackList<'_> {
    pub fn is_empty(&self) -> bool {
        self.named.is_empty() && self.sites.is_empty()
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// The packs a name resolves to here.
    fn pack_of(&self, sym: Symbol) -> Option<Vec<Entity>> {
        match self.lookup(sym) {
            Some(Entity::Pack(items)) => Some(items),
            _ => None,
        }
    }

    fn note_pack(&self, sym: Symbol, out: &mut PackList<'a>) {
        if out.named.iter().any(|(s, _)| *s == sym) {
            return;
        }
        if let Some(items) = self.pack_of(sym) {
            out.named.push((sym, items));
        }
    }

    /// The packs a type pattern names.
    pub fn packs_in_type_pattern(
        &self,
        t: &'a ast::TypeExpr<'a>,
        out: &mut PackList<'a>,
        depth: u32,
    ) {
        if depth > 128 {
            return;
        }
        match t.kind {
            TypeKind::Named(q) | TypeKind::Elaborated { name: q, .. } => {
                self.packs_in_name(q, out, depth)
            }
            TypeKind::Pointer(p) | TypeKind::LRef(p) | TypeKind::RRef(p) => {
                self.packs_in_type_pattern(p, out, depth + 1)
            }
            TypeKind::MemberPointer { class, pointee } => {
                self.packs_in_name(class, out, depth);
                self.packs_in_type_pattern(pointee, out, depth + 1)
            }
            // A nested expansion expands its own packs.
            TypeKind::PackExpansion(_) => {}
            TypeKind::PackSelect { pack, sel } => {
                let name = match pack.kind {
                    TypeKind::Named(q) => Some(q),
                    _ => None,
                };
                self.note_slice(name, sel, out);
            }
            TypeKind::Array { elem, size } => {
                self.packs_in_type_pattern(elem, out, depth + 1);
                if let Some(s) = size {
                    self.packs_in_expr_pattern(s, out, depth + 1);
                }
            }
            TypeKind::Function(f) => {
                self.packs_in_type_pattern(f.ret, out, depth + 1);
                for p in f.params {
                    self.packs_in_type_pattern(p.ty, out, depth + 1);
                }
            }
            TypeKind::Decltype(e) => self.packs_in_expr_pattern(e, out, depth + 1),
            // `@member_types(T)`, `@enum_type(E, @enum_count(E) - 1)`.
            TypeKind::Reflected(e) => self.packs_in_expr_pattern(e, out, depth + 1),
            TypeKind::Transform { arg, .. } => self.packs_in_type_pattern(arg, out, depth + 1),
            _ => {}
        }
    }

    fn packs_in_name(&self, q: &'a ast::QualName<'a>, out: &mut PackList<'a>, depth: u32) {
        if let Some(first) = q.segments.first() {
            if !q.global {
                self.note_pack(first.ident.sym, out);
            }
        }
        for seg in q.segments {
            for a in seg.template_args.unwrap_or(&[]) {
                match a {
                    ast::TypeOrExpr::Type(t) => self.packs_in_type_pattern(t, out, depth + 1),
                    ast::TypeOrExpr::Expr(e) => self.packs_in_expr_pattern(e, out, depth + 1),
                }
            }
        }
    }

    /// The packs an expression pattern names.
    pub fn packs_in_expr_pattern(&self, e: &'a ast::Expr<'a>, out: &mut PackList<'a>, depth: u32) {
        if depth > 256 {
            return;
        }
        let d = depth + 1;
        match e.kind {
            AK::Name(q) => self.packs_in_name(q, out, d),
            AK::Paren(x) | AK::Meta(x) | AK::NoexceptOf(x) | AK::DynamicName(x) => {
                self.packs_in_expr_pattern(x, out, d)
            }
            AK::PackSelect { pack, sel } => {
                let name = match pack.ignore_parens().kind {
                    AK::Name(q) => Some(q),
                    _ => None,
                };
                self.note_slice(name, sel, out);
            }
            AK::Unary { operand, .. } => self.packs_in_expr_pattern(operand, out, d),
            AK::Binary { lhs, rhs, .. } => {
                self.packs_in_expr_pattern(lhs, out, d);
                self.packs_in_expr_pattern(rhs, out, d);
            }
            AK::Conditional(c) => {
                self.packs_in_expr_pattern(c.cond, out, d);
                self.packs_in_expr_pattern(c.then, out, d);
                self.packs_in_expr_pattern(c.otherwise, out, d);
            }
            AK::Call(c) => {
                self.packs_in_expr_pattern(c.callee, out, d);
                for a in c.args {
                    self.packs_in_expr_pattern(a, out, d);
                }
            }
            AK::Index { base, index } => {
                self.packs_in_expr_pattern(base, out, d);
                self.packs_in_expr_pattern(index, out, d);
            }
            AK::Member { base, .. } => self.packs_in_expr_pattern(base, out, d),
            AK::Cast(c) => {
                self.packs_in_type_pattern(c.ty, out, d);
                self.packs_in_expr_pattern(c.operand, out, d);
            }
            AK::Construct(c) => {
                self.packs_in_type_pattern(c.ty, out, d);
                for a in c.args {
                    self.packs_in_expr_pattern(a, out, d);
                }
            }
            AK::SizeOf(t) | AK::AlignOf(t) | AK::Typeid(t) => match t {
                ast::TypeOrExpr::Type(t) => self.packs_in_type_pattern(t, out, d),
                ast::TypeOrExpr::Expr(x) => self.packs_in_expr_pattern(x, out, d),
            },
            AK::InitList(items) => {
                for a in items {
                    self.packs_in_expr_pattern(a, out, d);
                }
            }
            AK::TypeTrait(t) => {
                for a in t.args {
                    self.packs_in_type_pattern(a, out, d);
                }
            }
            AK::BitCast { ty, operand } => {
                self.packs_in_type_pattern(ty, out, d);
                self.packs_in_expr_pattern(operand, out, d);
            }
            AK::VaArg { list, ty } => {
                self.packs_in_expr_pattern(list, out, d);
                self.packs_in_type_pattern(ty, out, d);
            }
            AK::Intrinsic(i) => {
                // `@enum_values(E)`: a pack of its own.
                if crate::translate::intrinsic_packs::is_pack_intrinsic(self.name(i.name.sym))
                    && !out.sites.iter().any(|x| std::ptr::eq(*x, e))
                {
                    out.sites.push(e);
                }
                for a in i.args {
                    match a {
                        ast::TypeOrExpr::Type(t) => self.packs_in_type_pattern(t, out, d),
                        ast::TypeOrExpr::Expr(x) => self.packs_in_expr_pattern(x, out, d),
                    }
                }
            }
            // Nested expansions and folds expand their own packs.
            _ => {}
        }
    }

    /// The packs of a pattern with its intrinsic sites resolved.
    fn resolved(&mut self, packs: PackList<'a>) -> R<Vec<(Symbol, Vec<Entity>)>> {
        let mut named = packs.named;
        self.resolve_pack_sites(&packs.sites, &mut named)?;
        Ok(named)
    }

    /// The packs an expression pattern names, intrinsic sites included.
    pub(crate) fn expr_pattern_packs(
        &mut self,
        pat: &'a ast::Expr<'a>,
    ) -> R<Vec<(Symbol, Vec<Entity>)>> {
        let mut packs = PackList::default();
        self.packs_in_expr_pattern(pat, &mut packs, 0);
        self.resolved(packs)
    }

    /// Translates `f` once per element of the packs named in a pattern.
    /// Circle's `int...` is the element's index.
    fn per_element<T>(
        &mut self,
        packs: Vec<(Symbol, Vec<Entity>)>,
        span: Span,
        mut f: impl FnMut(&mut Self) -> R<T>,
    ) -> R<Vec<T>> {
        let Some(len) = packs.first().map(|p| p.1.len()) else {
            return Err(self.report(diag::no_pack_in_expansion(span)));
        };
        if packs.iter().any(|p| p.1.len() != len) {
            return Err(self.report(diag::pack_length_mismatch(span)));
        }
        let mut out = Vec::with_capacity(len);
        for i in 0..len {
            let mut scope = Scope::default();
            for (sym, items) in &packs {
                scope.names.insert(*sym, items[i].clone());
            }
            let it = self.b.int();
            scope.names.insert(
                crate::translate::intrinsic_packs::PACK_INDEX,
                Entity::Value {
                    ty: it,
                    value: ConstValue::Int(i as i128),
                },
            );
            scope.jump_scope = self.jump_scope();
            self.scopes.push(scope);
            // Lookup sees block scopes first: the element shadows the pack.
            let saved_base = self.class_scope_base;
            let r = f(self);
            self.class_scope_base = saved_base;
            self.scopes.pop();
            out.push(r?);
        }
        Ok(out)
    }

    /// `T...` in a type context: one type per element.
    pub fn expand_type_pack(&mut self, pat: &'a ast::TypeExpr<'a>) -> R<Vec<TypeId>> {
        let mut list = PackList::default();
        self.packs_in_type_pattern(pat, &mut list, 0);
        let packs = self.resolved(list)?;
        // `Ts...` naming the pack directly.
        if let TypeKind::Named(q) = pat.kind {
            if let Some(id) = q.as_simple() {
                if let Some(items) = self.pack_of(id.sym) {
                    if packs.len() == 1 {
                        let mut out = Vec::new();
                        for it in items {
                            match it {
                                Entity::Type(t) => out.push(t),
                                _ => return Err(self.report(diag::template_arg_not_type(pat.span))),
                            }
                        }
                        return Ok(out);
                    }
                }
            }
        }
        self.per_element(packs, pat.span, |t| t.ty(pat))
    }

    /// `Ns...` / `Ts...` in a template argument list: one argument per element.
    pub fn expand_arg_pack(&mut self, pat: &'a ast::Expr<'a>) -> R<Vec<WrittenArg>> {
        // The pack itself, whatever it holds.
        if let AK::Name(q) = pat.kind {
            if let Some(id) = q.as_simple() {
                if let Some(items) = self.pack_of(id.sym) {
                    let mut out = Vec::new();
                    for it in items {
                        out.push(match it {
                            Entity::Type(t) => WrittenArg::Type(t),
                            Entity::Value { ty, value } => match value {
                                ConstValue::Int(v) => WrittenArg::Arg(TemplateArg::Int(v, ty)),
                                _ => WrittenArg::Arg(TemplateArg::Null(ty)),
                            },
                            Entity::Template(t) => WrittenArg::Template(t),
                            Entity::Var(v) => WrittenArg::Expr(self.b.var(v, pat.span)),
                            _ => return Err(self.report(diag::template_arg_not_constant(pat.span))),
                        });
                    }
                    return Ok(out);
                }
            }
        }
        let packs = self.expr_pattern_packs(pat)?;
        // `@enum_types(E)...` and `@member_types(T)...` parsed as
        // expressions: types.
        if let AK::Intrinsic(i) = pat.kind {
            if crate::translate::intrinsic_packs::is_type_pack(self.name(i.name.sym)) {
                let ts = self.per_element(packs, pat.span, |t| t.reflected_type(pat))?;
                return Ok(ts.into_iter().map(WrittenArg::Type).collect());
            }
        }
        let es = self.per_element(packs, pat.span, |t| t.expr(pat))?;
        Ok(es.into_iter().map(WrittenArg::Expr).collect())
    }

    /// `pattern...` among call arguments or initializers: one expression
    /// per element.
    pub fn expand_expr_pack(&mut self, pat: &'a ast::Expr<'a>) -> R<Vec<ExprId>> {
        // An item of a braced list being consumed was translated already.
        if let Some(es) = self.lists.cached_pack(pat) {
            return Ok(es);
        }
        let packs = self.expr_pattern_packs(pat)?;
        self.per_element(packs, pat.span, |t| t.expr(pat))
    }

    /// Elements of type `elem` initialized from `pat...` in a braced list.
    pub fn pack_elements(&mut self, elem: TypeId, pat: &'a ast::Expr<'a>) -> R<Vec<Init>> {
        let es = self.expand_expr_pack(pat)?;
        let mut out = Vec::with_capacity(es.len());
        for e in es {
            let sp = self.b.span(e);
            self.check_narrowing(e, elem, sp)?;
            let i = self.init_object(elem, crate::translate::init::InitHow::Copy(e), sp)?;
            out.push(i.unwrap_or(Init::Zero));
        }
        Ok(out)
    }

    /// The number of elements a braced list gives (pack expansions count
    /// their packs' lengths).
    pub fn init_list_len(&mut self, items: &'a [ast::Expr<'a>]) -> u64 {
        let mut n = 0u64;
        for x in items {
            match x.kind {
                AK::PackExpansion(pat) => {
                    let packs = self.expr_pattern_packs(pat).unwrap_or_default();
                    n += packs.first().map_or(0, |p| p.1.len() as u64);
                }
                _ => n += 1,
            }
        }
        n
    }

    /// `sizeof...(pack)`.
    pub fn sizeof_pack(&mut self, e: &'a ast::Expr<'a>, span: Span) -> R<ExprId> {
        let sym = match e.ignore_parens().kind {
            AK::Name(q) => q.as_simple().map(|i| i.sym),
            _ => None,
        };
        let Some(items) = sym.and_then(|s| self.pack_of(s)) else {
            return Err(self.report(diag::sizeof_pack_not_pack(e.span)));
        };
        let st = self.b.size_t();
        Ok(self.b.int_lit(items.len() as i128, st, span))
    }

    /// A fold expression: `(pack op ...)`, `(... op pack)`,
    /// `(pack op ... op init)`, `(init op ... op pack)`.
    pub fn fold_expr(&mut self, f: &'a ast::FoldExpr<'a>, span: Span) -> R<ExprId> {
        let (pack_side, init, right) = match (f.lhs, f.rhs) {
            (Some(l), None) => (l, None, true),
            (None, Some(r)) => (r, None, false),
            (Some(l), Some(r)) => {
                let mut pl = PackList::default();
                self.packs_in_expr_pattern(l, &mut pl, 0);
                if pl.is_empty() {
                    (r, Some(l), false)
                } else {
                    (l, Some(r), true)
                }
            }
            (None, None) => return Err(Reported),
        };
        let elems = self.expand_expr_pack(pack_side)?;
        let init = match init {
            Some(i) => Some(self.expr(i)?),
            None => None,
        };
        let mut items: Vec<ExprId> = Vec::new();
        if !right {
            items.extend(init);
        }
        items.extend(elems);
        if right {
            items.extend(init);
        }
        if items.is_empty() {
            // An empty unary fold: `&&` is true, `||` false, `,` void.
            return match f.op {
                ast::BinaryOp::LogAnd => {
                    let b = self.b.bool_ty();
                    Ok(self.b.int_lit(1, b, span))
                }
                ast::BinaryOp::LogOr => {
                    let b = self.b.bool_ty();
                    Ok(self.b.int_lit(0, b, span))
                }
                ast::BinaryOp::Comma => {
                    let v = self.b.void();
                    let i = self.b.int();
                    let z = self.b.int_lit(0, i, span);
                    Ok(self.b.cast(CastKind::ToVoid, z, v))
                }
                _ => Err(self.report(diag::empty_fold(span, f.op.as_str()))),
            };
        }
        // Right fold: E1 op (E2 op (... op En)); left: ((E1 op E2) op ...) op En.
        if right {
            let mut acc = *items.last().unwrap_or(&items[0]);
            for &x in items.iter().rev().skip(1) {
                acc = self.binary_on(f.op, x, acc, span)?;
            }
            Ok(acc)
        } else {
            let mut acc = items[0];
            for &x in items.iter().skip(1) {
                acc = self.binary_on(f.op, acc, x, span)?;
            }
            Ok(acc)
        }
    }

    /// For each parameter of a function type as translated, the index of
    /// the written parameter it comes from (a parameter pack gives several).
    pub fn ast_param_indices(&self, ft: &'a ast::FunctionType<'a>) -> Vec<usize> {
        let mut out = Vec::with_capacity(ft.params.len());
        for (i, p) in ft.params.iter().enumerate() {
            if !p.pack {
                out.push(i);
                continue;
            }
            let pat = match p.ty.kind {
                TypeKind::PackExpansion(inner) => inner,
                _ => p.ty,
            };
            let mut packs = PackList::default();
            self.packs_in_type_pattern(pat, &mut packs, 0);
            let n = packs.named.first().map_or(0, |p| p.1.len());
            out.extend(std::iter::repeat_n(i, n));
        }
        out
    }

    /// The type bound to a pack element entity.
    #[allow(dead_code)]
    fn entity_type(&self, e: &Entity) -> Option<TypeId> {
        match e {
            Entity::Type(t) => Some(*t),
            _ => None,
        }
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// The packs a mem-initializer expansion (`Bases(xs)...`) names.
    fn mem_init_packs(&self, mi: &'a ast::MemberInit<'a>) -> Vec<(Symbol, Vec<Entity>)> {
        let mut packs = PackList::default();
        self.packs_in_name(mi.name, &mut packs, 0);
        for a in mi.args {
            self.packs_in_expr_pattern(a, &mut packs, 0);
        }
        packs.named
    }

    /// The base classes a mem-initializer expansion names, one per pack
    /// element, with the element's index.
    pub fn mem_init_pack_bases(&mut self, mi: &'a ast::MemberInit<'a>) -> Vec<(usize, StructId)> {
        let packs = self.mem_init_packs(mi);
        let len = packs.first().map_or(0, |p| p.1.len());
        if packs.is_empty() || packs.iter().any(|p| p.1.len() != len) {
            let d = if packs.is_empty() {
                diag::no_pack_in_expansion(mi.span)
            } else {
                diag::pack_length_mismatch(mi.span)
            };
            self.report(d);
            return Vec::new();
        }
        let mut out = Vec::new();
        for i in 0..len {
            let r = self.in_mem_init_element(mi, Some(i), |t| t.resolve(mi.name));
            if let Ok(Some(Entity::Type(ty))) = r {
                if let Some(c) = self.class_of_type(ty) {
                    out.push((i, c));
                }
            }
        }
        out
    }

    /// Runs `f` with the packs of mem-initializer `mi` bound to their
    /// element `elem` (when it is an expansion).
    pub fn in_mem_init_element<T>(
        &mut self,
        mi: &'a ast::MemberInit<'a>,
        elem: Option<usize>,
        f: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let Some(i) = elem else {
            return f(self);
        };
        let mut scope = Scope::default();
        for (sym, items) in self.mem_init_packs(mi) {
            if let Some(e) = items.get(i) {
                scope.names.insert(sym, e.clone());
            }
        }
        scope.jump_scope = self.jump_scope();
        self.scopes.push(scope);
        let r = f(self);
        self.scopes.pop();
        r
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// `using Bases::f...;` in class `sid`: a using-declaration per element
    /// of the packs the qualifier names.
    pub fn member_using_pack(
        &mut self,
        sid: StructId,
        q: &'a ast::QualName<'a>,
        access: ast::Access,
    ) -> R<()> {
        let mut packs = PackList::default();
        self.packs_in_name(q, &mut packs, 0);
        let r = self.per_element(packs.named, q.span, |t| t.member_using(sid, q, access))?;
        let _ = r;
        Ok(())
    }
}
