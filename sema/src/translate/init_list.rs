//! Braced initializer lists outside declarations ([dcl.init.list],
//! [over.ics.list]) and `std::initializer_list`.
//!
//! A braced list among call arguments (`f({1, 2})`, `T(a, {b, c})`) has no
//! type until overload resolution picks the parameter it initializes. It
//! becomes a placeholder expression (type `void`, never part of the
//! program) whose items are translated once, left to right, when the call
//! is; the conversion of the placeholder to the chosen parameter type is
//! list-initialization, which walks the items as written and finds their
//! translations in the placeholder's cache instead of translating them
//! again (so lambdas and side effects are not duplicated).
//!
//! `std::initializer_list<E>` (any class template of that name in `std`
//! whose members are a `const E*` and a length, as libstdc++'s
//! `_M_array`/`_M_len`) is built by the compiler: a `const E[N]` temporary
//! holds the elements and the object is initialized with its address and
//! `N`, the private constructor never called. The array lives as long as
//! the temporary would, or as long as an `initializer_list` variable it
//! initializes.

use std::collections::HashMap;
use std::rc::Rc;

use super::conv::ConvCtx;
use super::init::InitHow;
use super::overload::{CallKind, Ics, Standard};
use super::template::TemplateArg;
use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

/// A braced list waiting for the type it initializes.
#[derive(Clone, Debug)]
pub(crate) struct Braced<'a> {
    /// The placeholder expression itself.
    pub id: ExprId,
    pub items: &'a [ast::Expr<'a>],
    /// The translation of each item (`None`: a designated initializer or a
    /// pack expansion, translated only when the list is consumed); a nested
    /// list is a placeholder itself.
    pub elems: Vec<Option<ExprId>>,
    /// Every item's translation, nested lists' included, by the address of
    /// its AST node.
    pub cache: Rc<HashMap<usize, ExprId>>,
    /// The elements of each pack expansion item (`{ xs... }`,
    /// `{ @enum_values(E)... }`), nested lists' included, by the address of
    /// the expansion's pattern: translated with the list, so that they
    /// deduce `std::initializer_list<T>` and are not translated again when
    /// the list is consumed.
    pub expanded: Rc<HashMap<usize, Vec<ExprId>>>,
}

/// Sema's braced-list state.
#[derive(Default)]
pub(crate) struct ListState<'a> {
    pub braced: HashMap<ExprId, Braced<'a>>,
    /// The caches of the lists being consumed, innermost last.
    pub window: Vec<Rc<HashMap<usize, ExprId>>>,
    /// Their pack expansions' elements, likewise.
    pub pack_window: Vec<Rc<HashMap<usize, Vec<ExprId>>>>,
}

fn key(x: &ast::Expr<'_>) -> usize {
    x as *const ast::Expr<'_> as usize
}

impl<'a> ListState<'a> {
    /// The translation of an item of a list being consumed.
    pub fn cached(&self, x: &ast::Expr<'_>) -> Option<ExprId> {
        let k = key(x);
        self.window.iter().rev().find_map(|c| c.get(&k).copied())
    }

    /// The elements of a pack expansion of a list being consumed, by its
    /// pattern.
    pub fn cached_pack(&self, pat: &ast::Expr<'_>) -> Option<Vec<ExprId>> {
        let k = key(pat);
        self.pack_window
            .iter()
            .rev()
            .find_map(|c| c.get(&k).cloned())
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// The braced list a placeholder stands for.
    pub fn braced(&self, e: ExprId) -> Option<&Braced<'a>> {
        self.lists.braced.get(&e)
    }

    /// A placeholder for `{items}` with every item translated.
    pub fn braced_arg(&mut self, items: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let mut elems = Vec::with_capacity(items.len());
        let mut cache = HashMap::new();
        let mut expanded = HashMap::new();
        let mut failed = false;
        for x in items {
            if let ast::ExprKind::PackExpansion(pat) = x.kind {
                match self.expand_expr_pack(pat) {
                    Ok(es) => {
                        expanded.insert(key(pat), es);
                    }
                    Err(_) => failed = true,
                }
            }
            let e = match self.lists.cached(x) {
                Some(e) => Ok(Some(e)),
                None => match x.kind {
                    ast::ExprKind::InitList(inner) => self.braced_arg(inner, x.span).map(Some),
                    ast::ExprKind::Designated(_) | ast::ExprKind::PackExpansion(_) => Ok(None),
                    _ => self.expr(x).map(Some),
                },
            };
            match e {
                Ok(Some(e)) => {
                    if let Some(inner) = self.lists.braced.get(&e) {
                        cache.extend(inner.cache.iter().map(|(k, v)| (*k, *v)));
                        expanded.extend(inner.expanded.iter().map(|(k, v)| (*k, v.clone())));
                    }
                    cache.insert(key(x), e);
                    elems.push(Some(e));
                }
                Ok(None) => elems.push(None),
                Err(_) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        let void = self.b.void();
        let ph = self.b.expr(
            ExprKind::Aggregate(Vec::new()),
            void,
            ValueCategory::RValue,
            span,
        );
        self.lists.braced.insert(
            ph,
            Braced {
                id: ph,
                items,
                elems,
                cache: Rc::new(cache),
                expanded: Rc::new(expanded),
            },
        );
        Ok(ph)
    }

    /// An item of a list being initialized from: its translation if the
    /// list was translated as a placeholder, else translated now (a nested
    /// list becomes a placeholder).
    pub fn list_item_expr(&mut self, x: &'a ast::Expr<'a>) -> R<ExprId> {
        if let Some(e) = self.lists.cached(x) {
            return Ok(e);
        }
        match x.kind {
            ast::ExprKind::InitList(inner) => self.braced_arg(inner, x.span),
            _ => self.expr(x),
        }
    }

    /// Runs `f` with the translations of `ph`'s items visible to `expr`.
    pub fn in_braced_window<T>(&mut self, ph: ExprId, f: impl FnOnce(&mut Self) -> T) -> T {
        let cache = self
            .lists
            .braced
            .get(&ph)
            .map(|b| (b.cache.clone(), b.expanded.clone()));
        let pushed = cache.is_some();
        if let Some((c, p)) = cache {
            self.lists.window.push(c);
            self.lists.pack_window.push(p);
        }
        let r = f(self);
        if pushed {
            self.lists.window.pop();
            self.lists.pack_window.pop();
        }
        r
    }

    /// The elements a pack expansion item of list `ph` was translated to.
    pub fn braced_pack_elems(&self, ph: ExprId, pat: &ast::Expr<'_>) -> Option<Vec<ExprId>> {
        self.lists.braced.get(&ph)?.expanded.get(&key(pat)).cloned()
    }

    /// Copy-list-initialization of a `ty` from the list `ph` stands for: a
    /// prvalue (an lvalue for a reference).
    pub fn init_from_braced(&mut self, ty: TypeId, ph: ExprId, span: Span) -> R<ExprId> {
        let Some(items) = self.braced(ph).map(|b| b.items) else {
            return Err(Reported);
        };
        self.in_braced_window(ph, |t| {
            let init = t.init_object(ty, InitHow::List(items, true), span)?;
            if matches!(t.b.types().kind(ty), Type::Reference { .. }) {
                return match init {
                    Some(Init::Expr(e)) => Ok(e),
                    _ => Err(Reported),
                };
            }
            Ok(t.init_to_prvalue(ty, init, span))
        })
    }

    /// A reference list-initialized from `{items}`: bound to a single
    /// element whose type is reference-related to the referent
    /// ([dcl.init.list]/3.9), else to a temporary (3.10).
    pub fn bind_ref_to_list(
        &mut self,
        referent: TypeId,
        rvalue: bool,
        items: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        let ph = self.braced_arg(items, span)?;
        let elems = self.braced(ph).map(|b| b.elems.clone()).unwrap_or_default();
        self.in_braced_window(ph, |t| {
            if let [Some(e)] = elems.as_slice() {
                if t.braced(*e).is_none() {
                    let et = t.b.program.types.unqualified(t.b.ty_of(*e));
                    let rt = t.b.program.types.unqualified(referent);
                    let related = et == rt
                        || matches!((t.class_of_type(et), t.class_of_type(rt)),
                            (Some(d), Some(b)) if t.is_base_of(b, d));
                    if related {
                        return t.bind_ref(*e, referent, rvalue, span, ConvCtx::Init);
                    }
                }
            }
            t.ref_to_list_temporary(referent, rvalue, items, span)
        })
    }

    /// List-initialization of class `sid` by constructor ([over.match.list]):
    /// an initializer-list constructor taking the whole list if one is
    /// viable, else the constructors taking the elements as arguments.
    pub fn list_construct(
        &mut self,
        sid: StructId,
        ty: TypeId,
        items: &'a [ast::Expr<'a>],
        copy: bool,
        span: Span,
    ) -> R<ExprId> {
        let ph = self.braced_arg(items, span)?;
        let elems = self.braced(ph).map(|b| b.elems.clone()).unwrap_or_default();
        let mut args = Vec::with_capacity(elems.len());
        for (x, e) in items.iter().zip(elems) {
            match (e, x.kind) {
                (Some(e), _) => args.push(e),
                // `T{std::forward<A>(a)...}`: the elements are constructor
                // arguments (an initializer-list constructor can't take
                // a list whose length is a pack's).
                (None, ast::ExprKind::PackExpansion(pat)) => {
                    args.extend(self.expand_expr_pack(pat)?);
                }
                (None, _) => {
                    return Err(self.report(diag::unsupported(
                        x.span,
                        "a designated initializer in a constructor's braced list",
                    )));
                }
            }
        }
        self.in_braced_window(ph, |t| {
            let ctors = t.ctors_of(sid);
            let il: Vec<FuncId> = ctors
                .iter()
                .copied()
                .filter(|&f| t.is_init_list_ctor(f))
                .collect();
            let mut chosen = None;
            if !il.is_empty() {
                let cands = t.candidates(&il, None, &[ph], CallKind::DirectInit);
                if let Ok(i) = t.best_candidate(&cands) {
                    chosen = Some(cands[i].func);
                }
            }
            let e = match chosen {
                Some(f) => {
                    if t.is_deleted(f) {
                        let n = t.b.types().structs[sid].name.clone();
                        let d = t.deleted_call(f, &n, span);
                        return Err(t.report(d));
                    }
                    t.check_member_fn_access(f, sid, span)?;
                    t.build_construct(f, vec![ph], span)?
                }
                None => {
                    if let [a] = args.as_slice() {
                        let a = *a;
                        let same_class = !t.is_lvalue(a)
                            && !t.is_xvalue(a)
                            && t.class_of_type(t.b.ty_of(a)) == Some(sid);
                        if same_class {
                            return Ok(a);
                        }
                    }
                    let name = t.b.types().structs[sid].name.clone();
                    // Constructor templates are candidates too (tuple's).
                    let all = t.ctor_candidates(sid, &args, span)?;
                    let f = t.resolve_call(&all, None, &args, CallKind::DirectInit, &name, span)?;
                    t.check_list_narrowing(f, &args)?;
                    t.check_member_fn_access(f, sid, span)?;
                    t.build_construct(f, args, span)?
                }
            };
            if copy {
                if let ExprKind::Construct { ctor, .. } = t.b.program.exprs[e].kind {
                    if t.methods.get(&ctor).is_some_and(|m| m.is_explicit) {
                        let s = t.display(ty);
                        return Err(t.report(diag::explicit_copy_list_init(span, &s)));
                    }
                }
            }
            Ok(e)
        })
    }

    /// [dcl.init.list]/3.7: the elements of a list passed to a constructor
    /// may not narrow to its parameters' arithmetic types.
    fn check_list_narrowing(&mut self, f: FuncId, args: &[ExprId]) -> R<()> {
        let params = match self.b.types().get(self.b.program.funcs[f].ty) {
            Type::Function { params, .. } => params.clone(),
            _ => return Ok(()),
        };
        for (a, p) in args.iter().zip(params) {
            if self.braced(*a).is_some() {
                continue;
            }
            let p = match self.b.types().kind(p) {
                Type::Reference { referent, .. } => *referent,
                _ => p,
            };
            let sp = self.b.span(*a);
            self.check_narrowing(*a, p, sp)?;
        }
        Ok(())
    }

    /// A braced list bound to a reference: a temporary of the referent
    /// type list-initialized from it ([dcl.init.list]/3.10).
    pub fn ref_to_list_temporary(
        &mut self,
        referent: TypeId,
        rvalue: bool,
        items: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        let cr = self.cv_bits(referent);
        if !rvalue && (cr & 1 == 0 || cr & 2 != 0) {
            let s = self.display(referent);
            return Err(self.report(diag::ref_bind_init_list(span, &s)));
        }
        let ur = self.b.program.types.unqualified(referent);
        let init = self.init_object(ur, InitHow::List(items, true), span)?;
        let v = self.init_to_prvalue(ur, init, span);
        let tmp = self.materialize(v);
        if cr != 0 {
            self.b.program.exprs[tmp].ty = referent;
        }
        Ok(tmp)
    }

    // -- implicit conversion sequences ([over.ics.list]) --------------------

    /// The conversion sequence from the list `ph` stands for to a
    /// parameter of type `p`.
    pub fn braced_ics(&mut self, ph: ExprId, p: TypeId) -> Ics {
        self.braced_ics_depth(ph, p, 0)
    }

    fn braced_ics_depth(&mut self, ph: ExprId, p: TypeId, depth: u32) -> Ics {
        let Some(b) = self.braced(ph).cloned() else {
            return Ics::bad();
        };
        if depth > 32 {
            return Ics::bad();
        }
        if let Type::Reference { referent, rvalue } = self.b.types().kind(p).clone() {
            let cr = self.cv_bits(referent);
            if !rvalue && (cr & 1 == 0 || cr & 2 != 0) {
                // Only a single element of the referent type may bind here.
                return match b.elems.as_slice() {
                    [Some(e)] if self.braced(*e).is_none() => self.arg_ics(*e, p, true),
                    _ => Ics::bad(),
                };
            }
            let ur = self.b.program.types.unqualified(referent);
            let mut ics = self.braced_ics_depth(ph, ur, depth + 1);
            if !ics.is_bad() {
                ics.std.ref_bind = Some((rvalue, true, cr));
            }
            return ics;
        }
        let pu = self.b.program.types.unqualified(p);
        let elem_ics = |t: &mut Self, e: Option<ExprId>, to: TypeId| -> Ics {
            match e {
                None => Ics::user_list(),
                Some(e) if t.braced(e).is_some() => t.braced_ics_depth(e, to, depth + 1),
                Some(e) => t.arg_ics(e, to, true),
            }
        };
        if let Some(elem) = self.initializer_list_elem_of(pu) {
            let mut worst = Ics::standard(Standard::exact());
            for e in b.elems.clone() {
                let ics = elem_ics(self, e, elem);
                if ics.is_bad() {
                    return ics;
                }
                if self.compare_ics(&ics, &worst) == std::cmp::Ordering::Greater {
                    worst = ics;
                }
            }
            worst.to_init_list = true;
            return worst;
        }
        if let Type::Array { elem, len } = self.b.types().kind(pu).clone() {
            if len.is_some_and(|n| (b.elems.len() as u64) > n) {
                return Ics::bad();
            }
            let mut worst = Ics::standard(Standard::exact());
            for e in b.elems.clone() {
                let ics = elem_ics(self, e, elem);
                if ics.is_bad() {
                    return ics;
                }
                if self.compare_ics(&ics, &worst) == std::cmp::Ordering::Greater {
                    worst = ics;
                }
            }
            return worst;
        }
        if let Some(c) = self.class_of_type(pu) {
            return self.braced_class_ics(&b, c, pu, depth);
        }
        // A scalar: one element converts; none value-initializes.
        match b.elems.as_slice() {
            [] => Ics::standard(Standard::exact()),
            [Some(e)] if self.braced(*e).is_none() => self.arg_ics(*e, pu, true),
            _ => Ics::bad(),
        }
    }

    fn braced_class_ics(&mut self, b: &Braced<'a>, c: StructId, pu: TypeId, depth: u32) -> Ics {
        if !self.b.types().structs[c].complete {
            return Ics::bad();
        }
        // [over.ics.list]/2 (CWG 1467): one element of the class (or a
        // derived one) converts as that element does.
        if let [Some(e)] = b.elems.as_slice() {
            if self.braced(*e).is_none() {
                let et = self.b.ty_of(*e);
                if self
                    .class_of_type(et)
                    .is_some_and(|ec| self.is_base_of(c, ec))
                {
                    return self.arg_ics(*e, pu, true);
                }
            }
        }
        if self.classes.get(&c).is_some_and(|ci| ci.aggregate) {
            return if self.aggregate_list_viable(c, &b.elems, depth) {
                Ics::user_list()
            } else {
                Ics::bad()
            };
        }
        let ctors = self.ctors_of(c);
        if b.elems.is_empty() && ctors.iter().any(|&f| self.required_args(f) <= 1) {
            return Ics::user_list();
        }
        if b.elems.iter().any(Option::is_none) {
            return Ics::user_list();
        }
        let args: Vec<ExprId> = b.elems.iter().flatten().copied().collect();
        // Initializer-list constructors first ([over.match.list]/1.1).
        let il: Vec<FuncId> = ctors
            .iter()
            .copied()
            .filter(|&f| self.is_init_list_ctor(f))
            .collect();
        if !il.is_empty() {
            let cands = self.candidates(&il, None, &[b.id], CallKind::DirectInit);
            if let Ok(i) = self.best_candidate(&cands) {
                return Ics::user(cands[i].func, Standard::exact());
            }
        }
        // Constructor templates too (std::pair's are all templates).
        let n = self.diags.len();
        let all = self
            .ctor_candidates(c, &args, self.b.span(b.id))
            .unwrap_or(ctors);
        self.discard_diags_since(n);
        let cands = self.candidates(&all, None, &args, CallKind::DirectInit);
        match self.best_candidate(&cands) {
            Ok(i) => Ics::user(cands[i].func, Standard::exact()),
            Err(Some(_)) => {
                let mut ics = Ics::user_list();
                ics.ambiguous = true;
                ics
            }
            Err(None) => Ics::bad(),
        }
    }

    /// Whether aggregate initialization of `c` from these elements can
    /// work: each element converts to the member it would initialize (a
    /// member that is itself an aggregate may take several elements by
    /// brace elision, which is assumed to work).
    fn aggregate_list_viable(&mut self, c: StructId, elems: &[Option<ExprId>], depth: u32) -> bool {
        let Some(ci) = self.classes.get(&c).cloned() else {
            return false;
        };
        let mut slots: Vec<TypeId> = Vec::new();
        for b in &ci.bases {
            slots.push(self.b.ty(Type::Struct(b.class)));
        }
        slots.extend(
            ci.fields
                .iter()
                .filter(|f| !(f.sym.is_none() && f.bit_width.is_some()))
                .map(|f| f.ty),
        );
        if ci.kind == RecordKind::Union {
            slots.truncate(1);
        }
        let mut elided = false;
        for (i, e) in elems.iter().enumerate() {
            let Some(&slot) = slots.get(i) else {
                return elided;
            };
            let su = self.b.program.types.unqualified(slot);
            let sub_aggregate = match self.b.types().kind(su) {
                Type::Array { .. } => true,
                Type::Struct(s) => self.classes.get(s).is_some_and(|x| x.aggregate),
                _ => false,
            };
            let ics = match e {
                None => Ics::user_list(),
                Some(e) if self.braced(*e).is_some() => self.braced_ics_depth(*e, slot, depth + 1),
                Some(e) => self.arg_ics(*e, slot, true),
            };
            if ics.is_bad() {
                if sub_aggregate {
                    elided = true;
                    continue;
                }
                return false;
            }
        }
        true
    }

    // -- std::initializer_list ------------------------------------------------

    /// `E` if `ty` is a `std::initializer_list<E>`.
    pub fn initializer_list_elem_of(&self, ty: TypeId) -> Option<TypeId> {
        let c = self.class_of_type(ty)?;
        let (tid, args) = self.class_template_of(c)?;
        let info = self.templates.get(tid.0 as usize)?;
        if info.name != "std::initializer_list" {
            return None;
        }
        match args.as_slice() {
            [TemplateArg::Type(e)] => Some(*e),
            _ => None,
        }
    }

    /// A constructor whose first parameter is `std::initializer_list<E>`
    /// (or a reference to one) and whose other parameters have defaults.
    pub fn is_init_list_ctor(&self, f: FuncId) -> bool {
        let params = match self.b.types().get(self.b.program.funcs[f].ty) {
            Type::Function { params, .. } => params.clone(),
            _ => return false,
        };
        let Some(&first) = params.first() else {
            return false;
        };
        let first = match self.b.types().kind(first) {
            Type::Reference { referent, .. } => *referent,
            _ => first,
        };
        let first = self.b.types().unqualified(first);
        let offset = self.b.program.funcs[f]
            .params
            .len()
            .saturating_sub(params.len());
        self.initializer_list_elem_of(first).is_some()
            && self.required_args(f).saturating_sub(offset) <= 1
    }

    /// `std::initializer_list<E>` (instantiated), if the template exists.
    pub fn initializer_list_type(&mut self, elem: TypeId, span: Span) -> R<TypeId> {
        let tid = self
            .templates
            .iter()
            .position(|t| t.name == "std::initializer_list");
        let Some(tid) = tid else {
            return Err(self.report(diag::no_initializer_list(span)));
        };
        let tid = super::template::TemplateId(tid as u32);
        match self.instantiate(tid, vec![TemplateArg::Type(elem)], span)? {
            super::template::Instance::Type(t) => Ok(t),
            _ => Err(Reported),
        }
    }

    /// `std::initializer_list<E>` built from `items` ([dcl.init.list]/5).
    pub fn build_initializer_list(
        &mut self,
        sid: StructId,
        ty: TypeId,
        elem: TypeId,
        items: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        let fields = self.b.types().structs[sid].fields.clone();
        let shape_ok = fields.len() == 2
            && self.b.types().is_pointer(fields[0].ty)
            && self.b.types().is_integer(fields[1].ty);
        if !shape_ok {
            return Err(self.report(diag::odd_initializer_list(span)));
        }
        let celem = self.b.const_of(elem);
        let mut inits = Vec::with_capacity(items.len());
        let mut failed = false;
        for x in items {
            if let ast::ExprKind::PackExpansion(pat) = x.kind {
                // `{ Ns... }`: one element per pack element.
                match self.pack_elements(elem, pat) {
                    Ok(is) => inits.extend(is),
                    Err(_) => failed = true,
                }
                continue;
            }
            let r = match x.kind {
                ast::ExprKind::InitList(inner) => self
                    .init_object(elem, InitHow::List(inner, true), x.span)
                    .map(|i| i.unwrap_or(Init::Zero)),
                ast::ExprKind::Designated(_) => Err(self.report(diag::unsupported(
                    x.span,
                    "this element of a std::initializer_list",
                ))),
                _ => self.list_item_expr(x).and_then(|e| {
                    self.check_narrowing(e, elem, x.span)?;
                    self.init_object(elem, InitHow::Copy(e), x.span)
                        .map(|i| i.unwrap_or(Init::Zero))
                }),
            };
            match r {
                Ok(i) => inits.push(i),
                Err(_) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        let n = inits.len() as u64;
        let arr_ty = self.b.array(celem, n);
        let arr = self.b.aggregate(arr_ty, inits, span);
        let ptr = self.materialize(arr);
        let ptr = self.b.rvalue(ptr);
        let ptr = self.b.convert(ptr, fields[0].ty);
        let len = self.b.int_lit(n as i128, fields[1].ty, span);
        Ok(self
            .b
            .aggregate(ty, vec![Init::Expr(ptr), Init::Expr(len)], span))
    }

    /// `{items}` where a type must be deduced from it (`auto x = {...}`,
    /// `for (x : {...})`): a `std::initializer_list<E>` prvalue.
    pub fn braced_temporary(&mut self, items: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let ph = self.braced_arg(items, span)?;
        let t = self.deduce_list_type(ph, "__range", span)?;
        self.init_from_braced(t, ph, span)
    }

    /// The `std::initializer_list<E>` a list deduces for `auto`.
    pub fn deduce_list_type(&mut self, ph: ExprId, name: &str, span: Span) -> R<TypeId> {
        let elems = self.braced(ph).map(|b| b.elems.clone()).unwrap_or_default();
        let mut elem: Option<TypeId> = None;
        for e in elems {
            let Some(e) = e.filter(|e| self.braced(*e).is_none()) else {
                return Err(self.report(diag::cannot_deduce_list(span, name)));
            };
            let x = self.b.program.exprs[e].clone();
            let t = self.decayed_type(&x);
            match elem {
                Some(prev) if prev != t => {
                    let (a, b) = (self.display(prev), self.display(t));
                    return Err(self.report(diag::conflicting_list_types(span, &a, &b)));
                }
                _ => elem = Some(t),
            }
        }
        let Some(elem) = elem else {
            return Err(self.report(diag::cannot_deduce_list(span, name)));
        };
        self.initializer_list_type(elem, span)
    }
}
