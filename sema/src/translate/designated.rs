//! Designated initializers as clang accepts them in C++17: C++20's
//! `{ .x = 1, .y = 2 }` and, with `-Wc99-designator`, the C99 forms:
//! nested (`.a.b = 1`) and array (`[3] = 7`) designators, designators out
//! of declaration order (`-Wreorder-init-list`) and mixed with positional
//! initializers. C's rules apply ([C11 6.7.9]): a designator moves the
//! "current object" to the subobject it names; a positional initializer
//! initializes the subobject after the last one initialized, at the depth
//! the last designator reached (brace elision included); a subobject
//! initialized twice keeps the later value (`-Winitializer-overrides`).
//!
//! The initializers are first collected into a tree of slots, one per
//! subobject, then turned into the ordinary aggregate `Init` (bases, then
//! fields or elements, in order): what no initializer names takes its
//! default member initializer or is value-initialized, as in any
//! aggregate initialization.

use super::init::InitHow;
use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

/// What one subobject was given.
#[derive(Clone)]
enum Slot {
    Unset,
    /// A complete initializer, and where it was written.
    Done(Init, Span),
    /// Subobjects initialized one by one.
    Agg(Vec<Slot>),
}

/// An aggregate's subobjects, in initialization order.
enum Shape {
    Array {
        elem: TypeId,
        len: Option<u64>,
    },
    Class {
        sid: StructId,
        /// Bases, then the fields that take initializers (their index in
        /// the class's field list; `None` for a base).
        members: Vec<(TypeId, Option<usize>)>,
    },
    Scalar,
}

/// One level of the current object: an aggregate and the subobject at
/// which the next initializer goes.
struct Level {
    ty: TypeId,
    at: usize,
}

impl<'a> Translator<'a, '_, '_> {
    /// Whether a braced list uses designators (and takes this path).
    pub(crate) fn has_designators(items: &[ast::Expr<'_>]) -> bool {
        items
            .iter()
            .any(|x| matches!(x.kind, ast::ExprKind::Designated(_)))
    }

    fn shape(&mut self, ty: TypeId) -> Shape {
        let uty = self.b.program.types.unqualified(ty);
        match self.b.types().kind(uty).clone() {
            Type::Array { elem, len } => Shape::Array { elem, len },
            Type::Struct(sid) => {
                let Some(ci) = self.classes.get(&sid).filter(|c| c.aggregate) else {
                    return Shape::Scalar;
                };
                let mut members: Vec<(TypeId, Option<usize>)> = ci
                    .bases
                    .iter()
                    .map(|b| b.class)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .map(|c| (self.b.ty(Type::Struct(c)), None))
                    .collect();
                for (fi, f) in ci.fields.iter().enumerate() {
                    if f.sym.is_none() && f.bit_width.is_some() {
                        continue;
                    }
                    members.push((f.ty, Some(fi)));
                }
                Shape::Class { sid, members }
            }
            _ => Shape::Scalar,
        }
    }

    /// The number of subobjects (`None`: an array of unknown bound).
    fn count(&mut self, ty: TypeId) -> Option<usize> {
        match self.shape(ty) {
            Shape::Array { len, .. } => len.map(|n| n as usize),
            Shape::Class { members, .. } => Some(members.len()),
            Shape::Scalar => Some(0),
        }
    }

    fn member_ty(&mut self, ty: TypeId, i: usize) -> Option<TypeId> {
        match self.shape(ty) {
            Shape::Array { elem, .. } => Some(elem),
            Shape::Class { members, .. } => members.get(i).map(|m| m.0),
            Shape::Scalar => None,
        }
    }

    /// Aggregate initialization of `ty` from a list with designators.
    pub(crate) fn designated_init(
        &mut self,
        ty: TypeId,
        items: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<Init> {
        if let Shape::Scalar = self.shape(ty) {
            let s = self.display(ty);
            return Err(self.report(diag::designated_non_aggregate(span, &s)));
        }
        self.c99_mixture_warning(items);
        let mut root = Slot::Agg(Vec::new());
        let mut levels = vec![Level { ty, at: 0 }];
        let mut failed = false;
        // The last field designated at the top level, for the order check.
        let mut last_field: Option<(usize, String, Span)> = None;
        // The nested and array designator warnings given for this list.
        let mut warned = (false, false);
        for x in items {
            let r = match x.kind {
                ast::ExprKind::Designated(d) => {
                    levels.truncate(1);
                    self.designate(d, &mut levels, &mut last_field, &mut warned)
                        .and_then(|_| self.place(&mut root, &mut levels, d.value, true))
                }
                _ => self
                    .next_position(&mut levels, x.span)
                    .and_then(|_| self.place(&mut root, &mut levels, x, false)),
            };
            if r.is_err() {
                failed = true;
            }
        }
        if failed {
            return Err(Reported);
        }
        self.finish_slots(root, ty, span)
    }

    /// Clang's warning for a list mixing designated and positional items.
    fn c99_mixture_warning(&mut self, items: &[ast::Expr<'_>]) {
        let designated = items
            .iter()
            .find(|x| matches!(x.kind, ast::ExprKind::Designated(_)));
        let positional = items
            .iter()
            .find(|x| !matches!(x.kind, ast::ExprKind::Designated(_)));
        if let (Some(d), Some(p)) = (designated, positional) {
            self.report(diag::c99_designator_mixture(d.span, p.span));
        }
    }

    /// Moves the current object to what `d`'s designators name.
    fn designate(
        &mut self,
        d: &'a ast::DesignatedInit<'a>,
        levels: &mut Vec<Level>,
        last_field: &mut Option<(usize, String, Span)>,
        warned: &mut (bool, bool),
    ) -> R<()> {
        let n = d.designators.len();
        // Clang warns once per list for each C99 form.
        if n > 1 && !warned.0 {
            warned.0 = true;
            self.report(diag::c99_nested_designator(designators_span(d)));
        }
        for (k, des) in d.designators.iter().enumerate() {
            if let (ast::Designator::Index(e), false) = (des, warned.1) {
                warned.1 = true;
                let brackets = Span::new(e.span.lo.saturating_sub(1), e.span.hi + 1);
                self.report(diag::c99_array_designator(brackets));
            }
            let Some(top) = levels.last() else {
                return Err(Reported);
            };
            let ty = top.ty;
            let idx = match (des, self.shape(ty)) {
                (ast::Designator::Field(name), Shape::Class { sid, members }) => {
                    let found = members.iter().position(|(_, fi)| {
                        fi.is_some_and(|fi| self.classes[&sid].fields[fi].sym == Some(name.sym))
                    });
                    let Some(i) = found else {
                        let (n, s) = (self.name(name.sym).to_string(), self.display(ty));
                        return Err(self.report(diag::no_field_designated(name.span, &n, &s)));
                    };
                    if k == 0 {
                        let text = self.name(name.sym).to_string();
                        if let Some((prev, pname, pspan)) = last_field.as_ref() {
                            if *prev > i {
                                let (p, ps) = (pname.clone(), *pspan);
                                self.report(diag::reorder_init_list(d.value.span, &p, &text, ps));
                            }
                        }
                        *last_field = Some((i, text, d.value.span));
                    }
                    i
                }
                (ast::Designator::Index(e), Shape::Array { len, .. }) => {
                    let sp = e.span;
                    let x = self.expr(e)?;
                    let x = self.b.rvalue(x);
                    let v = self.core_const_int(x, diag::not_integral_constant)?;
                    if v < 0 || len.is_some_and(|n| v >= n as i128) || v > 1 << 24 {
                        let bound = len.map_or("unknown".to_string(), |n| n.to_string());
                        return Err(self.report(diag::array_designator_bounds(sp, v, &bound)));
                    }
                    v as usize
                }
                (ast::Designator::Field(name), _) => {
                    let s = self.display(ty);
                    return Err(self.report(diag::field_designator_non_class(name.span, &s)));
                }
                (ast::Designator::Index(e), _) => {
                    let s = self.display(ty);
                    return Err(self.report(diag::array_designator_non_array(e.span, &s)));
                }
            };
            if let Some(top) = levels.last_mut() {
                top.at = idx;
            }
            if k + 1 < n {
                let Some(sub) = self.member_ty(ty, idx) else {
                    return Err(Reported);
                };
                levels.push(Level { ty: sub, at: 0 });
            }
        }
        Ok(())
    }

    /// Before a positional initializer: leaves the aggregates it has
    /// filled, or reports an initializer with nowhere to go.
    fn next_position(&mut self, levels: &mut Vec<Level>, span: Span) -> R<()> {
        loop {
            let Some(top) = levels.last() else {
                return Err(Reported);
            };
            let full = self.count(top.ty).is_some_and(|n| top.at >= n);
            if !full {
                return Ok(());
            }
            if levels.len() == 1 {
                let what = match self.shape(top.ty) {
                    Shape::Array { .. } => "array",
                    _ => "struct",
                };
                return Err(self.report(diag::excess_elements(span, what)));
            }
            levels.pop();
            if let Some(t) = levels.last_mut() {
                t.at += 1;
            }
        }
    }

    /// Initializes the subobject at the current position from `x` (a
    /// braced list initializes it whole; an expression that does not
    /// convert to a sub-aggregate starts it, brace elision).
    fn place(
        &mut self,
        root: &mut Slot,
        levels: &mut Vec<Level>,
        x: &'a ast::Expr<'a>,
        designated: bool,
    ) -> R<()> {
        let Some(top) = levels.last() else {
            return Err(Reported);
        };
        let Some(mty) = self.member_ty(top.ty, top.at) else {
            return Err(Reported);
        };
        let init = match x.kind {
            ast::ExprKind::InitList(inner) => {
                let i = if Self::has_designators(inner) {
                    self.designated_init(mty, inner, x.span)?
                } else {
                    self.init_object(mty, InitHow::List(inner, true), x.span)?
                        .unwrap_or(Init::Zero)
                };
                Some(i)
            }
            ast::ExprKind::Designated(_) => {
                return Err(self.report(diag::unsupported(x.span, "a designator here")));
            }
            _ => None,
        };
        let init = match init {
            Some(i) => i,
            None => {
                let sub = !matches!(self.shape(mty), Shape::Scalar);
                let string_array = matches!(x.kind, ast::ExprKind::String(_))
                    && matches!(self.shape(mty), Shape::Array { .. });
                let e = self.expr_for_target(x, mty)?;
                let whole = !sub
                    || string_array
                    || (!matches!(self.shape(mty), Shape::Array { .. })
                        && !self.arg_ics(e, mty, true).is_bad());
                if !whole {
                    if designated {
                        self.report(diag::c99_designator_brace_elision(x.span));
                    }
                    levels.push(Level { ty: mty, at: 0 });
                    return self.place(root, levels, x, false);
                }
                if string_array {
                    self.init_object(mty, InitHow::List(std::slice::from_ref(x), true), x.span)?
                        .unwrap_or(Init::Zero)
                } else {
                    self.check_narrowing(e, mty, x.span)?;
                    self.init_object(mty, InitHow::Copy(e), x.span)?
                        .unwrap_or(Init::Zero)
                }
            }
        };
        self.store_slot(root, levels, Slot::Done(init, x.span));
        if let Some(top) = levels.last_mut() {
            top.at += 1;
        }
        Ok(())
    }

    /// Puts `value` in the slot the levels lead to.
    fn store_slot(&mut self, root: &mut Slot, levels: &[Level], value: Slot) {
        let mut cur = root;
        for (k, l) in levels.iter().enumerate() {
            if !matches!(cur, Slot::Agg(_)) {
                if let Slot::Done(_, prev) = cur {
                    let prev = *prev;
                    let at = match &value {
                        Slot::Done(_, s) => *s,
                        _ => prev,
                    };
                    self.report(diag::initializer_overrides(at, prev));
                }
                *cur = Slot::Agg(Vec::new());
            }
            let Slot::Agg(children) = cur else {
                return;
            };
            if children.len() <= l.at {
                children.resize(l.at + 1, Slot::Unset);
            }
            if self.is_union(l.ty) {
                self.keep_one_member(children, l.at, &value);
            }
            let child = &mut children[l.at];
            if k + 1 == levels.len() {
                if let (Slot::Done(_, prev), Slot::Done(_, at)) = (&*child, &value) {
                    let (prev, at) = (*prev, *at);
                    self.report(diag::initializer_overrides(at, prev));
                }
                *child = value;
                return;
            }
            cur = child;
        }
    }

    fn is_union(&self, ty: TypeId) -> bool {
        let uty = self.b.program.types.unqualified(ty);
        match self.b.types().kind(uty) {
            Type::Struct(sid) => self.b.types().structs[*sid].kind == RecordKind::Union,
            _ => false,
        }
    }

    /// A union holds one member: initializing member `at` drops what an
    /// earlier initializer gave another one, which clang reports as a
    /// partial override (an error unless `-Wno-initializer-overrides`).
    fn keep_one_member(&mut self, children: &mut [Slot], at: usize, value: &Slot) {
        for (i, c) in children.iter_mut().enumerate() {
            if i == at || matches!(c, Slot::Unset) {
                continue;
            }
            if let (Some(prev), Slot::Done(_, now)) = (first_span(c), value) {
                self.report(diag::initializer_partially_overrides(*now, prev));
            }
            *c = Slot::Unset;
        }
    }

    /// The aggregate `Init` of `ty` from its slots.
    fn finish_slots(&mut self, slot: Slot, ty: TypeId, span: Span) -> R<Init> {
        let children = match slot {
            Slot::Done(i, _) => return Ok(i),
            Slot::Unset => Vec::new(),
            Slot::Agg(c) => c,
        };
        // A union initializes the one member its list names (the first if
        // none): the members before it are zero, which the interpreter and
        // codegen write before any member.
        let chosen = children
            .iter()
            .position(|c| !matches!(c, Slot::Unset))
            .unwrap_or(0);
        match self.shape(ty) {
            Shape::Array { elem, len } => {
                let n = len.map_or(children.len(), |n| n as usize);
                let mut out = Vec::with_capacity(n);
                let mut children = children.into_iter();
                for _ in 0..n {
                    let c = children.next().unwrap_or(Slot::Unset);
                    out.push(match c {
                        Slot::Unset => self
                            .init_object(elem, InitHow::List(&[], true), span)?
                            .unwrap_or(Init::Zero),
                        c => self.finish_slots(c, elem, span)?,
                    });
                }
                Ok(Init::List(out))
            }
            Shape::Class { sid, members } => {
                let mut out = Vec::with_capacity(members.len());
                let mut children = children.into_iter();
                let is_union = self.b.types().structs[sid].kind == RecordKind::Union;
                for (i, (mty, fi)) in members.into_iter().enumerate() {
                    if is_union && i > chosen {
                        break;
                    }
                    let c = children.next().unwrap_or(Slot::Unset);
                    if is_union && i < chosen {
                        out.push(Init::Zero);
                        continue;
                    }
                    let init = match (c, fi) {
                        (Slot::Unset, Some(fi)) => match self.field_default_init(sid, fi) {
                            Some(d) => d,
                            None => {
                                if matches!(self.b.types().kind(mty), Type::Reference { .. }) {
                                    let n = self.classes[&sid].fields[fi]
                                        .sym
                                        .map_or(String::new(), |s| self.name(s).to_string());
                                    return Err(self.report(diag::ref_member_uninit(span, &n)));
                                }
                                self.init_object(mty, InitHow::List(&[], true), span)?
                                    .unwrap_or(Init::Zero)
                            }
                        },
                        (Slot::Unset, None) => self
                            .init_object(mty, InitHow::List(&[], true), span)?
                            .unwrap_or(Init::Zero),
                        (c, _) => self.finish_slots(c, mty, span)?,
                    };
                    out.push(match fi {
                        Some(_) => self.field_storage_init(mty, init),
                        None => init,
                    });
                }
                Ok(Init::List(out))
            }
            Shape::Scalar => Ok(Init::Zero),
        }
    }

    /// The bound of `T a[] = { ... }` when the list has designators: one
    /// past the highest element it initializes.
    pub(crate) fn designated_array_len(&mut self, items: &'a [ast::Expr<'a>]) -> Option<u64> {
        if !Self::has_designators(items) {
            return None;
        }
        let (mut pos, mut max) = (0u64, 0u64);
        for x in items {
            if let ast::ExprKind::Designated(d) = x.kind {
                if let Some(ast::Designator::Index(e)) = d.designators.first() {
                    let v = self.expr(e).ok().and_then(|x| {
                        let x = self.b.rvalue(x);
                        self.core_const_int(x, diag::not_integral_constant).ok()
                    })?;
                    pos = u64::try_from(v).ok()?;
                }
            }
            pos += 1;
            max = max.max(pos);
        }
        Some(max)
    }
}

/// The designators of `d` as written, `.a.b[1]`.
fn designators_span(d: &ast::DesignatedInit<'_>) -> Span {
    let lo = match d.designators.first() {
        Some(ast::Designator::Field(i)) => i.span.lo.saturating_sub(1),
        Some(ast::Designator::Index(e)) => e.span.lo.saturating_sub(1),
        None => d.value.span.lo,
    };
    let hi = match d.designators.last() {
        Some(ast::Designator::Field(i)) => i.span.hi,
        Some(ast::Designator::Index(e)) => e.span.hi + 1,
        None => d.value.span.lo,
    };
    Span::new(lo, hi.max(lo))
}

/// Where the first initializer under a slot was written.
fn first_span(s: &Slot) -> Option<Span> {
    match s {
        Slot::Unset => None,
        Slot::Done(_, sp) => Some(*sp),
        Slot::Agg(c) => c.iter().find_map(first_span),
    }
}
