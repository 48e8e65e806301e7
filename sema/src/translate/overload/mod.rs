//! Overload resolution ([over.match]): candidate functions, their viability
//! and implicit conversion sequences for each argument (including the
//! implicit object argument of member functions), the best viable function,
//! and clang's diagnostics when there is none or more than one ("no
//! matching function for call to 'f'" with a note per candidate saying why
//! it is not viable; "call to 'f' is ambiguous").

mod ics;

pub(crate) use ics::{Ics, Rank, Standard};

use std::cmp::Ordering;

use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{Translator, R};
use lexer::diag::Diagnostic;
use lexer::source::Span;

/// Why a candidate is not viable (for the notes).
#[derive(Clone, Debug)]
pub(crate) enum NotViable {
    Arity {
        min: usize,
        max: Option<usize>,
        given: usize,
    },
    /// Argument `index` (0-based, after the object) does not convert.
    Conversion {
        index: usize,
        from: TypeId,
        to: TypeId,
        lvalue: bool,
    },
    /// The object's cv-qualifiers or value category do not fit the member
    /// function's.
    Object {
        from: TypeId,
        method_const: bool,
        rvalue_ref: Option<bool>,
    },
    /// An explicit constructor or conversion function in copy-initialization.
    Explicit,
}

#[derive(Clone, Debug)]
pub(crate) struct Candidate {
    pub func: FuncId,
    /// One per argument; for a non-static member function the implicit
    /// object argument's comes first (`Exact` for static members and for
    /// constructors).
    pub ics: Vec<Ics>,
    pub why: Option<NotViable>,
}

impl Candidate {
    pub fn viable(&self) -> bool {
        self.why.is_none()
    }
}

/// What calls the candidates are compared for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CallKind {
    /// A function call `f(args)`.
    Call,
    /// Constructors in direct-initialization (explicit ones allowed).
    DirectInit,
    /// Constructors and conversion functions in copy-initialization
    /// (explicit ones not viable).
    CopyInit,
    /// An overloaded operator.
    Operator,
}

impl<'a> Translator<'a, '_, '_> {
    /// Evaluates every candidate for the arguments (`object`: the implicit
    /// object argument of member function candidates).
    pub fn candidates(
        &mut self,
        funcs: &[FuncId],
        object: Option<ExprId>,
        args: &[ExprId],
        kind: CallKind,
    ) -> Vec<Candidate> {
        funcs
            .iter()
            .map(|&f| self.candidate(f, object, args, kind))
            .collect()
    }

    fn candidate(
        &mut self,
        f: FuncId,
        object: Option<ExprId>,
        args: &[ExprId],
        kind: CallKind,
    ) -> Candidate {
        let func = &self.b.program.funcs[f];
        let params: Vec<TypeId> = match self.b.types().get(func.ty) {
            Type::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let variadic = func.variadic;
        let method = self.methods.get(&f).cloned();
        let mut out = Candidate {
            func: f,
            ics: Vec::new(),
            why: None,
        };
        let min = self.required_params(f, params.len());
        let max = if variadic { None } else { Some(params.len()) };
        if args.len() < min || max.is_some_and(|m| args.len() > m) {
            out.why = Some(NotViable::Arity {
                min,
                max,
                given: args.len(),
            });
            return out;
        }
        if kind == CallKind::CopyInit && method.as_ref().is_some_and(|m| m.is_explicit) {
            out.why = Some(NotViable::Explicit);
            return out;
        }
        // The implicit object argument.
        match (&method, object) {
            (Some(m), Some(o))
                if !m.is_static && self.b.program.funcs[f].kind == FuncKind::Method =>
            {
                let ics = self.object_ics(o, m.class, m.is_const, m.is_volatile, m.ref_qual);
                if ics.is_bad() {
                    out.why = Some(NotViable::Object {
                        from: self.b.ty_of(o),
                        method_const: m.is_const,
                        rvalue_ref: m.ref_qual,
                    });
                    return out;
                }
                out.ics.push(ics);
            }
            _ => out.ics.push(Ics::standard(Standard::exact())),
        }
        // A copy or move constructor's single argument goes through no
        // user-defined conversion in copy-initialization ([over.match.copy])
        // or as the one initializer list of a list ([over.match.list]),
        // [over.best.ics]/4; direct-initialization (`string_view v(str)`,
        // `V(s)`) considers them: the argument's conversion function to
        // the class initializes the parameter.
        let restricted = kind == CallKind::CopyInit
            || (kind == CallKind::DirectInit && args.len() == 1 && self.braced(args[0]).is_some());
        let allow_user = !(restricted
            && self.b.program.funcs[f].kind == FuncKind::Constructor
            && args.len() == 1
            && method.as_ref().is_some_and(|m| {
                matches!(
                    m.special,
                    Some(crate::translate::class::SpecialKind::CopyCtor)
                        | Some(crate::translate::class::SpecialKind::MoveCtor)
                )
            }));
        for (i, &a) in args.iter().enumerate() {
            let ics = match params.get(i) {
                Some(&p) => self.arg_ics(a, p, allow_user || i > 0),
                None => Ics::ellipsis(),
            };
            if ics.is_bad() {
                let x = &self.b.program.exprs[a];
                out.why = Some(NotViable::Conversion {
                    index: i,
                    from: x.ty,
                    to: params.get(i).copied().unwrap_or(x.ty),
                    lvalue: x.category == ValueCategory::LValue,
                });
                return out;
            }
            out.ics.push(ics);
        }
        out
    }

    /// Parameters of `f` without a default argument (`n` parameters in its
    /// C++ type, which excludes `this`).
    fn required_params(&self, f: FuncId, n: usize) -> usize {
        let offset = self.b.program.funcs[f].params.len().saturating_sub(n);
        self.required_args(f).saturating_sub(offset)
    }

    /// The conversion of the implicit object argument `o` to the object
    /// parameter of a member of `class` with these qualifiers.
    pub fn object_ics(
        &self,
        o: ExprId,
        class: StructId,
        is_const: bool,
        is_volatile: bool,
        ref_qual: Option<bool>,
    ) -> Ics {
        let x = &self.b.program.exprs[o];
        let Some(oc) = self.class_of_type(x.ty) else {
            return Ics::bad();
        };
        if !self.is_base_of(class, oc) {
            return Ics::bad();
        }
        let cv = self.cv_bits(x.ty);
        let want = (is_const as u8) | ((is_volatile as u8) << 1);
        if cv & !want != 0 {
            return Ics::bad();
        }
        let rvalue = x.category == ValueCategory::RValue || self.is_xvalue(o);
        match ref_qual {
            Some(false) if rvalue && !is_const => return Ics::bad(),
            Some(true) if !rvalue => return Ics::bad(),
            _ => {}
        }
        let d2b = (oc != class).then_some((oc, class));
        Ics::standard(Standard {
            rank: if d2b.is_some() {
                Rank::Conversion
            } else {
                Rank::Exact
            },
            identity: d2b.is_none() && cv == want,
            derived_to_base: d2b,
            ref_bind: Some((ref_qual == Some(true), rvalue, want)),
            ..Standard::exact()
        })
    }

    /// The implicit conversion sequence from argument `a` to a parameter
    /// of type `p` (`allow_user`: user-defined conversions may be used).
    pub fn arg_ics(&mut self, a: ExprId, p: TypeId, allow_user: bool) -> Ics {
        // Conversions to a class consider its constructors.
        self.complete_deferred(p, self.b.span(a));
        if self.braced(a).is_some() {
            // Where user-defined conversions are excluded (a copy or move
            // constructor's argument, [over.best.ics]/4), only a standard
            // list conversion counts.
            let ics = self.braced_ics(a, p);
            if !allow_user && ics.kind != ics::IcsKind::Standard {
                return Ics::bad();
            }
            return ics;
        }
        if self.is_member_overload(a) {
            return if self.member_overload_matches(a, p) {
                Ics::standard(Standard::exact())
            } else {
                Ics::bad()
            };
        }
        let x = self.b.program.exprs[a].clone();
        let t = self.b.types();
        if let Type::Reference { referent, rvalue } = t.kind(p).clone() {
            return self.ref_ics(a, &x, referent, rvalue, allow_user);
        }
        if self.b.types().is_void(x.ty) {
            return Ics::bad();
        }
        let pu = self.b.types().unqualified(p);
        // A class parameter: the same class is an identity, a derived class
        // a derived-to-base conversion; otherwise a constructor.
        if let Some(pc) = self.class_of_type(pu) {
            if let Some(ac) = self.class_of_type(x.ty) {
                if ac == pc {
                    return Ics::standard(Standard::exact());
                }
                if self.is_base_of(pc, ac) && self.distinct_subobjects(ac, pc) == 1 {
                    return Ics::standard(Standard {
                        derived_to_base: Some((ac, pc)),
                        ..Standard::of(Rank::Conversion)
                    });
                }
            }
            if !allow_user {
                return Ics::bad();
            }
            return self.user_ics(a, pu);
        }
        if self.class_of_type(x.ty).is_some() {
            if !allow_user {
                return Ics::bad();
            }
            return self.user_ics(a, pu);
        }
        let from = self.decayed_type(&x);
        let null = self.is_null_constant(a);
        match self.standard_conversion(from, pu, null) {
            Some(s) => Ics::standard(s),
            None if self.is_writable_string(a, pu) => Ics::standard(Standard::of(Rank::Deprecated)),
            None => Ics::bad(),
        }
    }

    /// The type an argument has after lvalue-to-rvalue, array-to-pointer
    /// and function-to-pointer conversions.
    pub fn decayed_type(&mut self, x: &Expr) -> TypeId {
        match self.b.types().kind(x.ty).clone() {
            Type::Array { elem, .. } => self.b.ptr(elem),
            Type::Function { .. } => self.b.ptr(x.ty),
            _ => self.b.program.types.unqualified(x.ty),
        }
    }

    fn ref_ics(
        &mut self,
        a: ExprId,
        x: &Expr,
        referent: TypeId,
        rvalue_ref: bool,
        allow_user: bool,
    ) -> Ics {
        // An array's cv-qualifiers are its elements' ([basic.type.qualifier]/3).
        let (ua, ca) = self.array_cv_split(x.ty);
        let (ur, cr) = self.array_cv_split(referent);
        let t = self.b.types();
        let arg_rvalue = x.category == ValueCategory::RValue || self.is_xvalue(a);
        let is_lvalue = !arg_rvalue;
        let related = ua == ur
            || match (t.get(ua), t.get(ur)) {
                (Type::Struct(d), Type::Struct(b)) => self.is_base_of(*b, *d),
                _ => false,
            };
        let compatible = related && ca & !cr == 0;
        let const_lref = !rvalue_ref && cr & 1 != 0 && cr & 2 == 0;
        // Only a base of the argument's class binds directly; an unrelated
        // class goes on to a user-defined conversion.
        let d2b = match (t.get(ua), t.get(ur)) {
            (Type::Struct(d), Type::Struct(b)) if d != b && related => {
                if self.distinct_subobjects(*d, *b) != 1 {
                    return Ics::bad();
                }
                Some((*d, *b))
            }
            _ => None,
        };
        let bind = Standard {
            rank: if d2b.is_some() {
                Rank::Conversion
            } else {
                Rank::Exact
            },
            identity: d2b.is_none(),
            derived_to_base: d2b,
            ref_bind: Some((rvalue_ref, arg_rvalue, cr)),
            ..Standard::exact()
        };
        // Direct binding.
        if compatible && ((is_lvalue && !rvalue_ref) || (arg_rvalue && (rvalue_ref || const_lref)))
        {
            // A function lvalue binds only to a reference to function.
            return Ics::standard(bind);
        }
        if related {
            // Dropping cv, or an lvalue to an rvalue reference (or an
            // rvalue to a non-const lvalue reference).
            return Ics::bad();
        }
        if allow_user && !rvalue_ref {
            if let Some(f) = self.lvalue_ref_conversion(a, ur, cr) {
                let second = Standard {
                    ref_bind: Some((false, false, cr)),
                    ..Standard::exact()
                };
                return Ics::user(f, second);
            }
        }
        if !rvalue_ref && !const_lref {
            return Ics::bad();
        }
        // Binding to a temporary of the referent type made by conversion.
        let mut ics = self.arg_ics(a, ur, allow_user);
        if !ics.is_bad() {
            ics.std.ref_bind = Some((rvalue_ref, true, cr));
        }
        ics
    }

    /// A type without its cv-qualifiers and those cv-qualifiers; for an
    /// array, those of its (innermost) elements.
    pub fn array_cv_split(&mut self, ty: TypeId) -> (TypeId, u8) {
        let u = self.b.types().unqualified(ty);
        let cv = self.cv_bits(ty);
        match self.b.types().kind(u).clone() {
            Type::Array { elem, len } => {
                let (ue, ce) = self.array_cv_split(elem);
                if ue == elem {
                    return (u, cv | ce);
                }
                let a = self.b.ty(Type::Array { elem: ue, len });
                (a, cv | ce)
            }
            _ => (u, cv),
        }
    }

    /// A user-defined conversion of `a` to the (unqualified) type `to`:
    /// converting constructors of `to`, conversion functions of `a`'s class.
    pub fn user_ics(&mut self, a: ExprId, to: TypeId) -> Ics {
        let choices = self.user_conversions(a, to, true);
        match choices.as_slice() {
            [] => Ics::bad(),
            [(f, s)] => Ics::user(*f, *s),
            [(f, s), rest @ ..] => {
                let mut best = (*f, *s);
                let mut ambiguous = false;
                for (g, t) in rest {
                    match self.compare_user(best, (*g, *t)) {
                        Ordering::Greater => {
                            best = (*g, *t);
                            ambiguous = false;
                        }
                        Ordering::Equal => ambiguous = true,
                        Ordering::Less => {}
                    }
                }
                let mut ics = Ics::user(best.0, best.1);
                ics.ambiguous = ambiguous;
                ics
            }
        }
    }

    /// Two user-defined conversions for one argument: a conversion function
    /// whose result needs less converting wins; otherwise they tie.
    fn compare_user(&self, a: (FuncId, Standard), b: (FuncId, Standard)) -> Ordering {
        let (ka, kb) = (
            self.b.program.funcs[a.0].kind,
            self.b.program.funcs[b.0].kind,
        );
        if ka != FuncKind::Constructor && kb != FuncKind::Constructor {
            // Conversion functions: compare the object binding first
            // (const vs non-const), then the second standard conversion.
            let (ma, mb) = (self.methods.get(&a.0), self.methods.get(&b.0));
            if let (Some(ma), Some(mb)) = (ma, mb) {
                if ma.is_const != mb.is_const {
                    return Ordering::Equal;
                }
            }
            return self.compare_ics(&Ics::standard(a.1), &Ics::standard(b.1));
        }
        Ordering::Equal
    }

    /// The candidate user-defined conversions of `a` to `to`, each with the
    /// second standard conversion it needs. Only conversions whose own
    /// argument conversion is standard are considered ([over.best.ics]/4).
    pub fn user_conversions(
        &mut self,
        a: ExprId,
        to: TypeId,
        copy_init: bool,
    ) -> Vec<(FuncId, Standard)> {
        let mut out = Vec::new();
        let from_ty = self.b.ty_of(a);
        if let Some(tc) = self.class_of_type(to) {
            let mut ctors = self.ctors_of(tc);
            ctors.extend(self.converting_ctor_specs(tc, a, self.b.span(a)));
            for f in ctors {
                if self.is_deleted(f) && self.methods.get(&f).is_some_and(|m| m.implicit) {
                    continue;
                }
                let m = self.methods.get(&f).cloned();
                if copy_init && m.as_ref().is_some_and(|m| m.is_explicit) {
                    continue;
                }
                let ps: Vec<TypeId> = match self.b.types().get(self.b.program.funcs[f].ty) {
                    Type::Function { params, .. } => params.clone(),
                    _ => continue,
                };
                if ps.is_empty() || self.required_params(f, ps.len()) > 1 {
                    continue;
                }
                // Copy and move constructors take the argument of the class
                // itself, which is not a user-defined conversion.
                if matches!(
                    m.as_ref().and_then(|m| m.special),
                    Some(crate::translate::class::SpecialKind::CopyCtor)
                        | Some(crate::translate::class::SpecialKind::MoveCtor)
                ) {
                    continue;
                }
                let ics = self.arg_ics(a, ps[0], false);
                if !ics.is_bad() {
                    out.push((f, Standard::exact()));
                }
            }
        }
        if let Some(fc) = self.class_of_type(from_ty) {
            let mut convs = self.all_conversion_functions(fc);
            convs.extend(self.conversion_template_specs(fc, to, self.b.span(a)));
            for f in convs {
                let Some(m) = self.methods.get(&f).cloned() else {
                    continue;
                };
                if copy_init && m.is_explicit {
                    continue;
                }
                if self
                    .object_ics(a, m.class, m.is_const, m.is_volatile, m.ref_qual)
                    .is_bad()
                {
                    continue;
                }
                let ret = self.b.program.funcs[f].ret;
                let r = match self.b.types().kind(ret) {
                    Type::Reference { referent, .. } => *referent,
                    _ => ret,
                };
                let ru = self.b.types().unqualified(r);
                let second = if let (Some(rc), Some(tc)) =
                    (self.class_of_type(ru), self.class_of_type(to))
                {
                    if rc == tc {
                        Some(Standard::exact())
                    } else if self.is_base_of(tc, rc) {
                        Some(Standard {
                            derived_to_base: Some((rc, tc)),
                            ..Standard::of(Rank::Conversion)
                        })
                    } else {
                        None
                    }
                } else if self.class_of_type(to).is_some() {
                    None
                } else {
                    self.standard_conversion(ru, to, false)
                };
                if let Some(s) = second {
                    out.push((f, s));
                }
            }
        }
        out
    }

    /// The conversion functions of a class and its bases (those not hidden
    /// by one of the same target type).
    pub fn all_conversion_functions(&self, sid: StructId) -> Vec<FuncId> {
        let mut out: Vec<FuncId> = Vec::new();
        let mut todo = vec![sid];
        let mut seen = Vec::new();
        while let Some(c) = todo.pop() {
            if seen.contains(&c) {
                continue;
            }
            seen.push(c);
            if let Some(ci) = self.classes.get(&c) {
                for &f in &ci.conversions {
                    let ty = self.methods.get(&f).and_then(|m| m.conversion);
                    let hidden = out
                        .iter()
                        .any(|g| self.methods.get(g).and_then(|m| m.conversion) == ty);
                    if !hidden {
                        out.push(f);
                    }
                }
                todo.extend(ci.bases.iter().map(|b| b.class));
            }
        }
        out
    }

    /// Whether candidate `a` is better than `b` ([over.match.best]).
    fn better(&self, a: &Candidate, b: &Candidate) -> bool {
        let mut some_better = false;
        // A static member function's object argument does not count.
        let skip_object = |c: &Candidate| self.methods.get(&c.func).is_some_and(|m| m.is_static);
        let start = usize::from(skip_object(a) || skip_object(b));
        for (x, y) in a.ics.iter().zip(&b.ics).skip(start) {
            match self.compare_ics(x, y) {
                Ordering::Greater => return false,
                Ordering::Less => some_better = true,
                Ordering::Equal => {}
            }
        }
        if some_better {
            return true;
        }
        // A non-template beats a template specialization; of two
        // specializations, the more specialized template's wins.
        let (ta, tb) = (
            self.is_template_specialization(a.func),
            self.is_template_specialization(b.func),
        );
        if ta && tb {
            return self.template_order.contains(&(a.func, b.func));
        }
        !ta && tb
    }

    /// The best viable candidate: `Ok(index)`, or `Err(None)` when none is
    /// viable and `Err(Some(indices))` when several are best.
    pub fn best_candidate(&self, cands: &[Candidate]) -> Result<usize, Option<Vec<usize>>> {
        let viable: Vec<usize> = (0..cands.len()).filter(|&i| cands[i].viable()).collect();
        if viable.is_empty() {
            return Err(None);
        }
        let mut best = viable[0];
        for &i in &viable[1..] {
            if self.better(&cands[i], &cands[best]) {
                best = i;
            }
        }
        let tied: Vec<usize> = viable
            .iter()
            .copied()
            .filter(|&i| i != best && !self.better(&cands[best], &cands[i]))
            .collect();
        if tied.is_empty() {
            Ok(best)
        } else {
            let mut all = vec![best];
            all.extend(tied);
            Err(Some(all))
        }
    }

    /// Resolves a call among `funcs`, reporting clang's diagnostics on
    /// failure; a deleted best function is an error too.
    pub fn resolve_call(
        &mut self,
        funcs: &[FuncId],
        object: Option<ExprId>,
        args: &[ExprId],
        kind: CallKind,
        name: &str,
        span: Span,
    ) -> R<FuncId> {
        let cands = self.candidates(funcs, object, args, kind);
        match self.best_candidate(&cands) {
            Ok(i) => {
                let f = cands[i].func;
                if let Some(ics) = cands[i].ics.iter().find(|x| x.ambiguous) {
                    let _ = ics;
                    return Err(self.report(diag::ambiguous_conversion(span, name)));
                }
                if self.is_deleted(f) {
                    let d = self.deleted_call(f, name, span);
                    return Err(self.report(d));
                }
                Ok(f)
            }
            Err(None) => {
                let d = self.no_match(&cands, object, args, kind, name, span);
                Err(self.report(d))
            }
            Err(Some(tied)) => {
                let mut d = diag::ambiguous_call(span, name);
                for i in tied {
                    let f = cands[i].func;
                    let fs = self.b.program.funcs[f].span;
                    let text = match self.spec_bindings_text(f) {
                        Some(with) => format!("candidate function {with}"),
                        None => format!("candidate function {}", self.signature_text(f)),
                    };
                    d = d.with_note_at(fs, text);
                }
                Err(self.report(d))
            }
        }
    }

    /// "call to deleted function 'f'" with a note at the deletion.
    pub fn deleted_call(&self, f: FuncId, name: &str, span: Span) -> Diagnostic {
        let func = &self.b.program.funcs[f];
        let implicit = self.methods.get(&f).is_some_and(|m| m.implicit);
        let d = if func.kind == FuncKind::Constructor {
            let cls = func
                .class
                .map(|c| self.b.types().structs[c].name.clone())
                .unwrap_or_default();
            diag::deleted_ctor(span, &cls)
        } else {
            diag::deleted_function(span, name)
        };
        let note = if implicit {
            "implicitly deleted here".to_string()
        } else {
            format!(
                "'{}' has been explicitly marked deleted here",
                self.short_name(f)
            )
        };
        d.with_note_at(func.span, note)
    }

    /// "no matching function for call to 'f'" with one note per candidate.
    pub fn no_match_pub(
        &mut self,
        cands: &[Candidate],
        object: Option<ExprId>,
        args: &[ExprId],
        name: &str,
        span: Span,
    ) -> Diagnostic {
        self.no_match(cands, object, args, CallKind::Call, name, span)
    }

    fn no_match(
        &mut self,
        cands: &[Candidate],
        object: Option<ExprId>,
        args: &[ExprId],
        kind: CallKind,
        name: &str,
        span: Span,
    ) -> Diagnostic {
        let _ = (object, kind);
        let arg_tys: Vec<String> = args
            .iter()
            .map(|a| self.display(self.b.ty_of(*a)))
            .collect();
        let mut d = if kind == CallKind::DirectInit || kind == CallKind::CopyInit {
            diag::no_matching_ctor(span, name)
        } else {
            diag::no_matching_call(span, name)
        };
        let _ = arg_tys;
        for c in cands {
            let fs = self.b.program.funcs[c.func].span;
            let what = if self.b.program.funcs[c.func].kind == FuncKind::Constructor {
                let implicit = self.methods.get(&c.func).is_some_and(|m| m.implicit);
                let which = match self.methods.get(&c.func).and_then(|m| m.special) {
                    Some(crate::translate::class::SpecialKind::CopyCtor) => "copy constructor",
                    Some(crate::translate::class::SpecialKind::MoveCtor) => "move constructor",
                    _ => "constructor",
                };
                if implicit {
                    format!("candidate constructor (the implicit {which})")
                } else {
                    "candidate constructor".to_string()
                }
            } else {
                match self.is_template_specialization(c.func) {
                    true => "candidate function template".to_string(),
                    false => "candidate function".to_string(),
                }
            };
            let text = match &c.why {
                Some(NotViable::Arity { min, max, given }) => {
                    let req = match max {
                        Some(m) if m == min => format!("{min}"),
                        Some(m) => format!("{min} to {m}"),
                        None => format!("at least {min}"),
                    };
                    let plural = if *min == 1 && max == &Some(1) {
                        ""
                    } else {
                        "s"
                    };
                    let was = if *given == 1 { "was" } else { "were" };
                    format!("{what} not viable: requires {req} argument{plural}, but {given} {was} provided")
                }
                Some(NotViable::Conversion {
                    index,
                    from,
                    to,
                    lvalue,
                }) => {
                    let (f, t) = (self.display(*from), self.display(*to));
                    let ord = ordinal(index + 1);
                    let _ = lvalue;
                    if args.get(*index).is_some_and(|a| self.braced(*a).is_some()) {
                        format!(
                            "{what} not viable: cannot convert initializer list argument to '{t}'"
                        )
                    } else {
                        format!("{what} not viable: no known conversion from '{f}' to '{t}' for {ord} argument")
                    }
                }
                Some(NotViable::Object {
                    from,
                    method_const,
                    rvalue_ref,
                }) => {
                    let f = self.display(*from);
                    match rvalue_ref {
                        Some(true) => format!("{what} not viable: expects an rvalue for object argument"),
                        Some(false) if !method_const => {
                            format!("{what} not viable: expects an lvalue for object argument")
                        }
                        _ => format!("{what} not viable: 'this' argument has type '{f}', but method is not marked const"),
                    }
                }
                Some(NotViable::Explicit) => format!(
                    "explicit {} is not a candidate",
                    what.trim_start_matches("candidate ")
                ),
                None => format!("{what} not viable"),
            };
            d = d.with_note_at(fs, text);
        }
        d
    }

    /// `f(int, const A &)`-style text of a function for notes.
    pub fn signature_text(&self, f: FuncId) -> String {
        let func = &self.b.program.funcs[f];
        let ps: Vec<String> = match self.b.types().get(func.ty) {
            Type::Function { params, .. } => params.iter().map(|p| self.display(*p)).collect(),
            _ => Vec::new(),
        };
        format!("'{}({})'", self.short_name(f), ps.join(", "))
    }

    /// A member function template specialization or function template
    /// instance (none until templates exist).
    pub fn is_template_specialization(&self, f: FuncId) -> bool {
        self.template_instances.contains(&f)
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
