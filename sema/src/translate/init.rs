//! Initialization ([dcl.init]) of objects of every type: default, value,
//! copy, direct and list initialization; constructors chosen by overload
//! resolution, aggregates (with brace elision), user-defined conversions,
//! reference binding (directly, to a base subobject, or to a materialized
//! temporary), and guaranteed copy elision (a prvalue of the same class
//! initializes the object itself).
//!
//! The result is an [`Init`] for the typed program; a class prvalue in it
//! is evaluated into the object being initialized.

use super::conv::ConvCtx;
use super::overload::CallKind;
use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

/// How an object is initialized.
#[derive(Clone, Debug)]
pub(crate) enum InitHow<'a> {
    /// No initializer.
    Default,
    /// `()` or `{}` (with a default constructor).
    Value,
    /// `= e`, and every other copy-initialization (arguments, returns).
    Copy(ExprId),
    /// `(a, b)`.
    Direct(Vec<ExprId>),
    /// `{a, b}` (`true`: copy-list-initialization, `= {...}`).
    List(&'a [ast::Expr<'a>], bool),
}

impl<'a> Translator<'a, '_, '_> {
    /// How to destroy an object of type `ty`, if it needs it.
    pub fn destroy_of(&mut self, ty: TypeId) -> Option<Destroy> {
        let t = self.b.types();
        let mut count: Option<u64> = None;
        let mut cur = t.unqualified(ty);
        for _ in 0..64 {
            match t.kind(cur) {
                Type::Array { elem, len } => {
                    count = Some(count.unwrap_or(1).saturating_mul(len.unwrap_or(0)));
                    cur = *elem;
                }
                _ => break,
            }
        }
        let sid = self.class_of_type(cur)?;
        if self.b.types().structs[sid].trivial_dtor {
            return None;
        }
        let dtor = self.dtor_of(sid)?;
        if count == Some(0) {
            return None;
        }
        self.ensure_defined(dtor);
        self.b.program.class_dtors.insert(sid, dtor);
        Some(Destroy {
            dtor,
            count,
            vtt: None,
        })
    }

    /// Materializes a prvalue in a temporary (an lvalue); it is destroyed at
    /// the end of the enclosing full-expression.
    pub fn materialize(&mut self, e: ExprId) -> ExprId {
        let ty = self.b.ty_of(e);
        let destroy = self.destroy_of(ty);
        let t = self.b.temporary(e, destroy, false);
        self.full_expr_temps = true;
        t
    }

    /// An lvalue for a class-type expression (a prvalue is materialized).
    pub fn as_glvalue(&mut self, e: ExprId) -> ExprId {
        if self.is_lvalue(e) {
            e
        } else {
            self.materialize(e)
        }
    }

    /// Translates `f` as a full-expression: if it created temporaries, the
    /// result is wrapped in a `FullExpr` that ends their lifetime.
    pub fn full_expression(&mut self, f: impl FnOnce(&mut Self) -> R<ExprId>) -> R<ExprId> {
        let saved = std::mem::replace(&mut self.full_expr_temps, false);
        let r = f(self);
        let made = std::mem::replace(&mut self.full_expr_temps, saved);
        let e = r?;
        Ok(if made { self.b.full_expr(e) } else { e })
    }

    /// As [`Self::full_expression`] for an initializer.
    pub fn full_init(
        &mut self,
        ty: TypeId,
        span: Span,
        f: impl FnOnce(&mut Self) -> R<Option<Init>>,
    ) -> R<Option<Init>> {
        let saved = std::mem::replace(&mut self.full_expr_temps, false);
        let r = f(self);
        let made = std::mem::replace(&mut self.full_expr_temps, saved);
        let init = r?;
        if !made {
            return Ok(init);
        }
        let e = self.init_to_prvalue(ty, init, span);
        Ok(Some(Init::Expr(self.b.full_expr(e))))
    }

    /// An initialization as a prvalue of `ty` (for temporaries, arguments,
    /// full-expression wrapping).
    pub fn init_to_prvalue(&mut self, ty: TypeId, init: Option<Init>, span: Span) -> ExprId {
        let ty = self.b.program.types.unqualified(ty);
        match init {
            Some(Init::Expr(e)) => e,
            Some(Init::List(items)) => self.b.aggregate(ty, items, span),
            Some(Init::Zero) | None => {
                if self.b.types().is_scalar(ty) {
                    self.zero_scalar(ty, span)
                } else {
                    self.b.aggregate(ty, Vec::new(), span)
                }
            }
        }
    }

    fn zero_scalar(&mut self, ty: TypeId, span: Span) -> ExprId {
        if self.b.types().is_member_pointer(ty) {
            return self.null_member_pointer(ty, span);
        }
        if self.b.types().is_pointer(ty) {
            self.b.expr(ExprKind::Null, ty, ValueCategory::RValue, span)
        } else if self.b.types().is_float(ty) {
            self.b.float_lit(0.0, ty, span)
        } else {
            self.b.int_lit(0, ty, span)
        }
    }

    /// Initializes an object of type `ty`. `None`: left uninitialized
    /// (default-initialization of a trivial type).
    pub fn init_object(&mut self, ty: TypeId, how: InitHow<'a>, span: Span) -> R<Option<Init>> {
        let uty = self.b.program.types.unqualified(ty);
        if let Type::Reference { referent, rvalue } = self.b.types().kind(uty).clone() {
            let e = match how {
                InitHow::Copy(e) => e,
                InitHow::Direct(args) if args.len() == 1 => args[0],
                InitHow::List(items, _) => {
                    return self
                        .bind_ref_to_list(referent, rvalue, items, span)
                        .map(|e| Some(Init::Expr(e)));
                }
                _ => {
                    let s = self.display(ty);
                    return Err(self.report(diag::ref_needs_init(span, &s)));
                }
            };
            let r = self.bind_ref(e, referent, rvalue, span, ConvCtx::Init)?;
            return Ok(Some(Init::Expr(r)));
        }
        if let Some(sid) = self.class_of_type(uty) {
            return self.init_class(sid, uty, how, span);
        }
        if let Type::Array { elem, len } = self.b.types().kind(uty).clone() {
            return self.init_array(uty, elem, len, how, span);
        }
        // A value-initialized pointer to member is null, which is not all
        // zero bits for a data member (-1).
        if self.b.types().is_member_pointer(uty) {
            let empty = match &how {
                InitHow::Value => true,
                InitHow::Direct(a) => a.is_empty(),
                InitHow::List(items, _) => items.is_empty(),
                _ => false,
            };
            if empty {
                return Ok(Some(Init::Expr(self.null_member_pointer(uty, span))));
            }
        }
        if let InitHow::List(items, _) = &how {
            if Self::has_designators(items) {
                return self.designated_init(ty, items, span).map(Some);
            }
        }
        // Scalars.
        match how {
            InitHow::Default => Ok(None),
            InitHow::Value => Ok(Some(Init::Zero)),
            InitHow::Copy(e) => Ok(Some(Init::Expr(self.copy_init_expr(
                ty,
                e,
                span,
                ConvCtx::Init,
            )?))),
            InitHow::Direct(args) => match args.as_slice() {
                [e] => Ok(Some(Init::Expr(self.copy_init_expr(
                    ty,
                    *e,
                    span,
                    ConvCtx::Init,
                )?))),
                [] => Ok(Some(Init::Zero)),
                [_, second, ..] => {
                    let sp = self.b.span(*second);
                    Err(self.report(diag::excess_elements(sp, "scalar")))
                }
            },
            InitHow::List(items, _) => match items {
                [] => Ok(Some(Init::Zero)),
                [x] => {
                    if matches!(x.kind, ast::ExprKind::InitList(_)) {
                        return Err(self.report(diag::scalar_init_list(x.span)));
                    }
                    let e = self.expr_for_target(x, ty)?;
                    self.check_narrowing(e, ty, x.span)?;
                    Ok(Some(Init::Expr(self.copy_init_expr(
                        ty,
                        e,
                        x.span,
                        ConvCtx::Init,
                    )?)))
                }
                [_, second, ..] => Err(self.report(diag::excess_elements(second.span, "scalar"))),
            },
        }
    }

    fn init_array(
        &mut self,
        ty: TypeId,
        elem: TypeId,
        len: Option<u64>,
        how: InitHow<'a>,
        span: Span,
    ) -> R<Option<Init>> {
        let n = len.unwrap_or(0);
        match how {
            InitHow::Default | InitHow::Value => {
                let value = matches!(how, InitHow::Value);
                let each = if value {
                    self.init_object(elem, InitHow::Value, span)?
                } else {
                    self.init_object(elem, InitHow::Default, span)?
                };
                match each {
                    None if !value => Ok(None),
                    Some(Init::Zero) | None => Ok(Some(Init::Zero)),
                    Some(i) => {
                        if n > 1 << 16 {
                            return Err(self.report(diag::unsupported(
                                span,
                                "constructing more than 65536 array elements",
                            )));
                        }
                        Ok(Some(Init::List(vec![i; n as usize])))
                    }
                }
            }
            InitHow::Copy(e) => {
                // Only a string literal initializes an array by copy.
                if matches!(self.b.program.exprs[e].kind, ExprKind::Str(_)) {
                    return Ok(Some(Init::Expr(self.convert_init(e, ty, span)?)));
                }
                let (ts, fs) = (self.display(ty), self.display(self.b.ty_of(e)));
                let lv = self.is_lvalue(e);
                Err(self.report(diag::array_init_from_expr(span, &ts, &fs, lv)))
            }
            InitHow::Direct(args) if args.is_empty() => {
                self.init_array(ty, elem, len, InitHow::Value, span)
            }
            InitHow::Direct(args) => {
                let sp = self.b.span(args[0]);
                Err(self.report(diag::array_paren_init(sp)))
            }
            InitHow::List(items, _) if Self::has_designators(items) => {
                self.designated_init(ty, items, span).map(Some)
            }
            InitHow::List(items, _) => {
                if let [x] = items {
                    if matches!(x.kind, ast::ExprKind::String(_)) {
                        let e = self.expr(x)?;
                        return Ok(Some(Init::Expr(self.convert_init(e, ty, x.span)?)));
                    }
                }
                let mut cursor = 0;
                let out = self.aggregate_array(elem, len, items, &mut cursor, span, true)?;
                if cursor < items.len() {
                    return Err(self.report(diag::excess_elements(items[cursor].span, "array")));
                }
                Ok(Some(out))
            }
        }
    }

    /// The elements of an array from `items[*cursor..]` (all of them when
    /// `braced`, else as many as the array takes: brace elision).
    fn aggregate_array(
        &mut self,
        elem: TypeId,
        len: Option<u64>,
        items: &'a [ast::Expr<'a>],
        cursor: &mut usize,
        span: Span,
        braced: bool,
    ) -> R<Init> {
        let n = len.unwrap_or(u64::MAX);
        let mut out = Vec::new();
        let mut failed = false;
        // In braces, an expansion after the last element may be empty.
        let expansion_at = |c: usize| {
            braced
                && matches!(
                    items.get(c).map(|x| x.kind),
                    Some(ast::ExprKind::PackExpansion(_))
                )
        };
        while *cursor < items.len() && ((out.len() as u64) < n || expansion_at(*cursor)) {
            // `{ ts... }`: one element per pack element.
            if let ast::ExprKind::PackExpansion(pat) = items[*cursor].kind {
                let at = items[*cursor].span;
                *cursor += 1;
                match self.pack_elements(elem, pat) {
                    Ok(es) if out.len() as u64 + es.len() as u64 > n => {
                        return Err(self.report(diag::excess_elements(at, "array")));
                    }
                    Ok(es) => out.extend(es),
                    Err(_) => failed = true,
                }
                continue;
            }
            match self.aggregate_element(elem, items, cursor, span) {
                Ok(i) => out.push(i),
                Err(_) => {
                    failed = true;
                    *cursor += 1;
                }
            }
        }
        if failed {
            return Err(Reported);
        }
        // Missing elements are value-initialized (class elements with a
        // constructor run it).
        let missing = n.saturating_sub(out.len() as u64);
        if missing > 0 && len.is_some() {
            let vi = self.init_object(elem, InitHow::List(&[], true), span)?;
            if let Some(i) = vi.filter(|i| !matches!(i, Init::Zero)) {
                if missing > 1 << 16 {
                    return Err(self.report(diag::unsupported(
                        span,
                        "constructing more than 65536 array elements",
                    )));
                }
                out.extend(std::iter::repeat_n(i, missing as usize));
            }
        }
        if out.is_empty() {
            return Ok(Init::Zero);
        }
        Ok(Init::List(out))
    }

    /// One element or member of an aggregate from the items at `*cursor`:
    /// a braced list initializes it; otherwise a sub-aggregate that the
    /// item does not initialize as a whole takes several items (brace
    /// elision).
    fn aggregate_element(
        &mut self,
        ty: TypeId,
        items: &'a [ast::Expr<'a>],
        cursor: &mut usize,
        span: Span,
    ) -> R<Init> {
        let x = &items[*cursor];
        if let ast::ExprKind::InitList(inner) = x.kind {
            *cursor += 1;
            return Ok(self
                .init_object(ty, InitHow::List(inner, true), x.span)?
                .unwrap_or(Init::Zero));
        }
        if let ast::ExprKind::Designated(_) = x.kind {
            return Err(self.report(diag::unsupported(x.span, "a designated initializer")));
        }
        let uty = self.b.program.types.unqualified(ty);
        let sub_aggregate = match self.b.types().kind(uty).clone() {
            Type::Array { .. } => !matches!(x.kind, ast::ExprKind::String(_)),
            Type::Struct(s) => self.classes.get(&s).is_some_and(|c| c.aggregate),
            _ => false,
        };
        if sub_aggregate {
            // Elide braces unless the item itself converts to the member.
            let e = self.expr(x)?;
            let whole = !self.arg_ics(e, uty, true).is_bad()
                && !matches!(self.b.types().kind(uty), Type::Array { .. });
            if whole {
                *cursor += 1;
                self.check_narrowing(e, ty, x.span)?;
                return Ok(self
                    .init_object(ty, InitHow::Copy(e), x.span)?
                    .unwrap_or(Init::Zero));
            }
            return self.elided(uty, items, cursor, span);
        }
        *cursor += 1;
        let e = self.expr_for_target(x, ty)?;
        self.check_narrowing(e, ty, x.span)?;
        Ok(self
            .init_object(ty, InitHow::Copy(e), x.span)?
            .unwrap_or(Init::Zero))
    }

    /// A sub-aggregate initialized from the enclosing list's items.
    fn elided(
        &mut self,
        ty: TypeId,
        items: &'a [ast::Expr<'a>],
        cursor: &mut usize,
        span: Span,
    ) -> R<Init> {
        match self.b.types().kind(ty).clone() {
            Type::Array { elem, len } => {
                self.aggregate_array(elem, len, items, cursor, span, false)
            }
            Type::Struct(s) => self.aggregate_class(s, ty, items, cursor, span),
            _ => Err(Reported),
        }
    }

    /// Aggregate initialization of class `sid`: bases, then members; the
    /// members left out take their default member initializers or are
    /// value-initialized; a union initializes its first member.
    fn aggregate_class(
        &mut self,
        sid: StructId,
        ty: TypeId,
        items: &'a [ast::Expr<'a>],
        cursor: &mut usize,
        span: Span,
    ) -> R<Init> {
        let ci = self.classes[&sid].clone();
        let mut out = Vec::new();
        let mut failed = false;
        for b in &ci.bases {
            let bty = self.b.ty(Type::Struct(b.class));
            let i = if *cursor < items.len() {
                self.aggregate_element(bty, items, cursor, span)
            } else {
                self.init_object(bty, InitHow::List(&[], true), span)
                    .map(|x| x.unwrap_or(Init::Zero))
            };
            match i {
                Ok(i) => out.push(i),
                Err(_) => failed = true,
            }
        }
        let is_union = ci.kind == RecordKind::Union;
        for (fi, f) in ci.fields.iter().enumerate() {
            if f.sym.is_none() && f.bit_width.is_some() {
                continue; // unnamed bit-fields take no initializer
            }
            if is_union && fi > 0 {
                break;
            }
            let i = if *cursor < items.len() {
                self.aggregate_element(f.ty, items, cursor, span)
            } else if let Some(d) = self.field_default_init(sid, fi) {
                Ok(d)
            } else {
                if matches!(self.b.types().kind(f.ty), Type::Reference { .. }) {
                    let n = f.sym.map_or(String::new(), |s| self.name(s).to_string());
                    self.report(diag::ref_member_uninit(span, &n));
                    failed = true;
                    continue;
                }
                self.init_object(f.ty, InitHow::List(&[], true), span)
                    .map(|x| x.unwrap_or(Init::Zero))
            };
            match i {
                Ok(i) => {
                    let i = self.field_storage_init(f.ty, i);
                    out.push(i)
                }
                Err(_) => failed = true,
            }
        }
        let _ = ty;
        if failed {
            return Err(Reported);
        }
        Ok(Init::List(out))
    }

    /// A reference member is stored as a pointer: its initializer (an
    /// lvalue) becomes the address.
    pub fn field_storage_init(&mut self, fty: TypeId, i: Init) -> Init {
        if !matches!(self.b.types().kind(fty), Type::Reference { .. }) {
            return i;
        }
        match i {
            Init::Expr(e) => {
                let span = self.b.span(e);
                let ty = self.b.ty_of(e);
                let pty = self.b.ptr(ty);
                Init::Expr(
                    self.b
                        .expr(ExprKind::AddrOf(e), pty, ValueCategory::RValue, span),
                )
            }
            other => other,
        }
    }

    /// Initializes an object of class `sid`.
    fn init_class(
        &mut self,
        sid: StructId,
        ty: TypeId,
        how: InitHow<'a>,
        span: Span,
    ) -> R<Option<Init>> {
        self.complete_deferred(ty, span);
        if !self.b.types().structs[sid].complete {
            if let Some(d) = self.undefined_template_use(span, ty) {
                return Err(self.report(d));
            }
            let s = self.display(ty);
            return Err(self.report(diag::incomplete_var_type(span, &s)));
        }
        if self.classes.get(&sid).is_some_and(|c| c.is_abstract) && !self.initializing_base {
            return Err(self.abstract_error(span, sid));
        }
        match how {
            InitHow::Default => {
                if self.trivial_default(sid) {
                    return Ok(None);
                }
                let e = self.construct_with(sid, Vec::new(), CallKind::DirectInit, span, false)?;
                Ok(Some(Init::Expr(e)))
            }
            InitHow::Value => self.value_init_class(sid, span).map(Some),
            InitHow::Copy(e) => Ok(Some(Init::Expr(self.copy_init_expr(
                ty,
                e,
                span,
                ConvCtx::Init,
            )?))),
            InitHow::Direct(args) => {
                if let [a] = args.as_slice() {
                    if self.is_same_class_prvalue(*a, sid) {
                        return Ok(Some(Init::Expr(*a)));
                    }
                }
                if args.is_empty() {
                    return self.value_init_class(sid, span).map(Some);
                }
                let e = self.construct_with(sid, args, CallKind::DirectInit, span, false)?;
                Ok(Some(Init::Expr(e)))
            }
            InitHow::List(items, copy) => {
                let aggregate = self.classes.get(&sid).is_some_and(|c| c.aggregate);
                let has_pack = items
                    .iter()
                    .any(|x| matches!(x.kind, ast::ExprKind::PackExpansion(_)));
                if aggregate && Self::has_designators(items) {
                    let list = match self.designated_init(ty, items, span)? {
                        Init::List(l) => l,
                        other => vec![other],
                    };
                    return Ok(Some(Init::Expr(self.b.aggregate(ty, list, span))));
                }
                if !aggregate && Self::has_designators(items) {
                    let s = self.display(ty);
                    return Err(self.report(diag::designated_non_aggregate(span, &s)));
                }
                if aggregate && has_pack {
                    // `T{args...}`: one member per element, in order.
                    let es = self.args(items)?;
                    return self.aggregate_from_exprs(sid, ty, es, span).map(Some);
                }
                if aggregate {
                    // `T{t}` from a T (or derived) is a copy, not aggregate init.
                    if let [x] = items {
                        if !matches!(x.kind, ast::ExprKind::InitList(_)) {
                            let e = self.expr(x)?;
                            let ecls = self.class_of_type(self.b.ty_of(e));
                            if ecls.is_some_and(|c| self.is_base_of(sid, c)) {
                                return self.init_class(sid, ty, InitHow::Copy(e), span);
                            }
                            let mut cursor = 0;
                            let init = self.aggregate_class_with_first(
                                sid,
                                ty,
                                items,
                                e,
                                &mut cursor,
                                span,
                            )?;
                            return Ok(Some(init));
                        }
                    }
                    let mut cursor = 0;
                    let init = self.aggregate_class(sid, ty, items, &mut cursor, span)?;
                    if cursor < items.len() {
                        let what = if self.b.types().structs[sid].kind == RecordKind::Union {
                            "union"
                        } else {
                            "struct"
                        };
                        return Err(self.report(diag::excess_elements(items[cursor].span, what)));
                    }
                    return Ok(Some(Init::Expr(self.b.aggregate(
                        ty,
                        match init {
                            Init::List(l) => l,
                            other => vec![other],
                        },
                        span,
                    ))));
                }
                if items.is_empty() && self.has_default_ctor(sid) {
                    return self.value_init_class(sid, span).map(Some);
                }
                if let Some(elem) = self.initializer_list_elem_of(ty) {
                    return self
                        .build_initializer_list(sid, ty, elem, items, span)
                        .map(|e| Some(Init::Expr(e)));
                }
                self.list_construct(sid, ty, items, copy, span)
                    .map(|e| Some(Init::Expr(e)))
            }
        }
    }

    /// Aggregate initialization whose first item is already translated.
    fn aggregate_class_with_first(
        &mut self,
        sid: StructId,
        ty: TypeId,
        items: &'a [ast::Expr<'a>],
        first: ExprId,
        cursor: &mut usize,
        span: Span,
    ) -> R<Init> {
        // Re-translating the single item would duplicate its side effects
        // in the program; instead initialize the first member from `first`.
        let ci = self.classes[&sid].clone();
        if !ci.bases.is_empty() {
            return self.aggregate_class(sid, ty, items, cursor, span);
        }
        let mut out = Vec::new();
        let mut first = Some(first);
        for (fi, f) in ci.fields.iter().enumerate() {
            if f.sym.is_none() && f.bit_width.is_some() {
                continue;
            }
            if ci.kind == RecordKind::Union && fi > 0 {
                break;
            }
            let i = match first.take() {
                Some(e) => {
                    *cursor = 1;
                    let uty = self.b.program.types.unqualified(f.ty);
                    let sub = match self.b.types().kind(uty) {
                        Type::Struct(s) => self.classes.get(s).is_some_and(|c| c.aggregate),
                        Type::Array { .. } => true,
                        _ => false,
                    };
                    if sub && self.arg_ics(e, uty, true).is_bad() {
                        let s = self.display(uty);
                        return Err(self.report(diag::unsupported(
                            span,
                            &format!("brace elision into '{s}' from a single element"),
                        )));
                    }
                    self.check_narrowing(e, f.ty, self.b.span(e))?;
                    self.init_object(f.ty, InitHow::Copy(e), span)?
                        .unwrap_or(Init::Zero)
                }
                None => match self.field_default_init(sid, fi) {
                    Some(d) => d,
                    None => self
                        .init_object(f.ty, InitHow::List(&[], true), span)?
                        .unwrap_or(Init::Zero),
                },
            };
            out.push(self.field_storage_init(f.ty, i));
        }
        Ok(Init::Expr(self.b.aggregate(ty, out, span)))
    }

    /// Whether `e` is a prvalue of class `sid` (it initializes the object
    /// directly: guaranteed copy elision).
    fn is_same_class_prvalue(&self, e: ExprId, sid: StructId) -> bool {
        !self.is_lvalue(e) && !self.is_xvalue(e) && self.class_of_type(self.b.ty_of(e)) == Some(sid)
    }

    /// Value-initialization of a class ([dcl.init]/8): a user-provided
    /// default constructor runs alone; otherwise the object is zeroed first
    /// and a non-trivial default constructor runs after.
    fn value_init_class(&mut self, sid: StructId, span: Span) -> R<Init> {
        let user_provided = self
            .specials(sid, super::class::SpecialKind::DefaultCtor)
            .iter()
            .any(|f| self.methods.get(f).is_some_and(|m| !m.defaulted));
        if !user_provided && self.trivial_default(sid) {
            return Ok(Init::Zero);
        }
        let e = self.construct_with(sid, Vec::new(), CallKind::DirectInit, span, false)?;
        if !user_provided {
            if let ExprKind::Construct { zero, .. } = &mut self.b.program.exprs[e].kind {
                *zero = true;
            }
        }
        Ok(Init::Expr(e))
    }

    /// Aggregate initialization of class `sid` from translated expressions
    /// (a braced list with pack expansions): each initializes the next
    /// data member; the rest are value-initialized.
    fn aggregate_from_exprs(
        &mut self,
        sid: StructId,
        ty: TypeId,
        es: Vec<ExprId>,
        span: Span,
    ) -> R<Init> {
        let fields: Vec<TypeId> = self.classes[&sid]
            .fields
            .iter()
            .filter(|f| f.sym.is_some() || f.bit_width.is_none())
            .map(|f| f.ty)
            .collect();
        if !self.classes[&sid].bases.is_empty() || es.len() > fields.len() {
            return Err(self.report(diag::unsupported(
                span,
                "this braced list with a pack expansion",
            )));
        }
        let mut inits = Vec::with_capacity(fields.len());
        for (i, fty) in fields.iter().enumerate() {
            let init = match es.get(i) {
                Some(&e) => {
                    let sp = self.b.span(e);
                    self.check_narrowing(e, *fty, sp)?;
                    self.init_object(*fty, InitHow::Copy(e), sp)?
                }
                None => self.init_object(*fty, InitHow::Value, span)?,
            };
            inits.push(init.unwrap_or(Init::Zero));
        }
        Ok(Init::Expr(self.b.aggregate(ty, inits, span)))
    }

    fn has_default_ctor(&mut self, sid: StructId) -> bool {
        self.ctors_of(sid)
            .iter()
            .any(|&f| self.required_args(f) <= 1)
    }

    /// Whether default-initialization of the class does nothing.
    pub fn trivial_default(&mut self, sid: StructId) -> bool {
        self.force_specials(sid);
        self.declared_trivial_default(sid)
    }

    /// `trivial_default` of a class whose implicit members are declared
    /// (a subobject of a class that declared its own).
    fn declared_trivial_default(&self, sid: StructId) -> bool {
        let ds = self.declared_specials(sid, super::class::SpecialKind::DefaultCtor);
        !ds.is_empty()
            && ds
                .iter()
                .all(|f| self.methods.get(f).is_some_and(|m| m.trivial && !m.deleted))
    }

    /// [dcl.init]/7 for a class whose default constructor is trivial: a
    /// const object of it may still be default-initialized when it has no
    /// data to leave indeterminate (every member, base included, is of such
    /// a class: empty tag types).
    pub fn const_default_constructible(&self, sid: StructId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let Some(info) = self.classes.get(&sid) else {
            return false;
        };
        let fields_ok = info.fields.iter().all(|f| {
            // An unnamed bit-field is not a member.
            (f.sym.is_none() && f.bit_width.is_some())
                || f.default.is_some()
                || f.init.is_some()
                || self.element_class(f.ty).is_some_and(|c| {
                    !self.declared_trivial_default(c)
                        || self.const_default_constructible(c, depth + 1)
                })
        });
        fields_ok
            && self.b.types().structs[sid]
                .bases
                .iter()
                .all(|b| self.const_default_constructible(b.class, depth + 1))
    }

    /// A constructor call for class `sid` chosen by overload resolution.
    pub fn construct_with(
        &mut self,
        sid: StructId,
        args: Vec<ExprId>,
        kind: CallKind,
        span: Span,
        _list: bool,
    ) -> R<ExprId> {
        let f = self.resolve_ctor(sid, &args, kind, span)?;
        self.check_member_fn_access(f, sid, span)?;
        self.build_construct(f, args, span)
    }

    /// `Construct` of constructor `f` with its arguments converted; a
    /// trivial copy or move constructor is a byte copy instead.
    pub fn build_construct(&mut self, f: FuncId, args: Vec<ExprId>, span: Span) -> R<ExprId> {
        let m = self.methods.get(&f).cloned();
        let sid = m.as_ref().map(|m| m.class);
        if let (Some(m), Some(sid), [a]) = (&m, sid, args.as_slice()) {
            let copy_like = matches!(
                m.special,
                Some(super::class::SpecialKind::CopyCtor)
                    | Some(super::class::SpecialKind::MoveCtor)
            );
            // The argument converts to the class by a user-defined
            // conversion (`string_view v(str)` through `operator
            // string_view()`): the conversion's result initializes the
            // object, no copy made of it, as g++ and clang do (CWG2327).
            let from = self.class_of_type(self.b.ty_of(*a));
            if copy_like && !from.is_some_and(|c| self.is_base_of(sid, c)) {
                let cty = self.b.ty(Type::Struct(sid));
                return self.copy_init_expr(cty, *a, span, super::conv::ConvCtx::Init);
            }
            if copy_like && m.trivial {
                // Copy the bytes of the (base subobject of the) argument.
                let a = self.as_glvalue(*a);
                let cty = self.b.ty(Type::Struct(sid));
                let a = self.to_class_lvalue(a, sid, span)?;
                let _ = cty;
                let r = self.b.rvalue(a);
                return Ok(r);
            }
        }
        if let Some(m) = &m {
            if m.trivial && m.special == Some(super::class::SpecialKind::DefaultCtor) {
                let ty = self.b.ty(Type::Struct(m.class));
                return Ok(self.b.aggregate(ty, Vec::new(), span));
            }
        }
        self.ensure_defined(f);
        let args = self.convert_call_args(f, args, span)?;
        Ok(self.b.construct(f, args, false, span))
    }

    /// Converts a class lvalue of `sid` or a class derived from it to an
    /// lvalue of `sid` (the base subobject).
    #[allow(clippy::wrong_self_convention)]
    pub fn to_class_lvalue(&mut self, e: ExprId, sid: StructId, span: Span) -> R<ExprId> {
        let Some(from) = self.class_of_type(self.b.ty_of(e)) else {
            return Ok(e);
        };
        if from == sid {
            return Ok(e);
        }
        let Some(path) = self.base_path(from, sid) else {
            return Ok(e);
        };
        self.derived_to_base(e, &path, span)
    }

    /// Converts an object address (pointer rvalue) or lvalue along `path`
    /// (derived first) to the base subobject at its end.
    pub fn derived_to_base(&mut self, e: ExprId, path: &[StructId], span: Span) -> R<ExprId> {
        self.check_base_access(path, span)?;
        let mut cur = e;
        let mut pending: i64 = 0;
        for w in path.windows(2) {
            let (d, b) = (w[0], w[1]);
            let def = &self.b.types().structs[d];
            let Some(step) = def.bases.iter().find(|x| x.class == b).copied() else {
                continue;
            };
            if step.is_virtual {
                // Flush the non-virtual part, then read the vbase offset
                // through the vptr of the `d` subobject.
                if pending != 0 {
                    let dty = self.b.ty(Type::Struct(d));
                    cur = self.b.base_adjust(cur, dty, pending, None);
                    pending = 0;
                }
                let slot = self.b.types().structs[d]
                    .vbase_offset_slots
                    .iter()
                    .find(|(v, _)| *v == b)
                    .map(|x| x.1)
                    .unwrap_or(-24);
                let bty = self.b.ty(Type::Struct(b));
                cur = self.b.base_adjust(cur, bty, 0, Some(slot));
            } else {
                pending += step.offset as i64;
            }
        }
        let last = *path.last().unwrap_or(&0u32.into_struct());
        let bty = self.b.ty(Type::Struct(last));
        let cur_ty = self.b.ty_of(cur);
        let cur_is_base = self.class_of_type(cur_ty) == Some(last)
            || self
                .b
                .types()
                .pointee(cur_ty)
                .and_then(|p| self.class_of_type(p))
                == Some(last);
        if pending != 0 || !cur_is_base {
            cur = self.b.base_adjust(cur, bty, pending, None);
        }
        // Keep the constness of the source.
        let src_const = {
            let t = self.b.ty_of(e);
            match self.b.types().kind(t) {
                Type::Pointer { pointee, .. } => self.is_const(*pointee),
                _ => self.is_const(t),
            }
        };
        if src_const {
            let x = &self.b.program.exprs[cur];
            let ty = x.ty;
            if x.category == ValueCategory::LValue {
                let q = self.qualified(ty, ast::Cv(ast::Cv::CONST));
                self.b.program.exprs[cur].ty = q;
            } else if let Some(p) = self.b.types().pointee(ty) {
                let q = self.qualified(p, ast::Cv(ast::Cv::CONST));
                let np = self.b.ptr(q);
                self.b.program.exprs[cur].ty = np;
            }
        }
        let _ = span;
        Ok(cur)
    }

    /// Copy-initialization of a `ty` from `e`, as an expression: the
    /// argument of a parameter, a returned value, an element. A reference
    /// gives an lvalue; a class a prvalue; a scalar an rvalue.
    pub fn copy_init_expr(&mut self, ty: TypeId, e: ExprId, span: Span, ctx: ConvCtx) -> R<ExprId> {
        if self.braced(e).is_some() {
            return self.init_from_braced(ty, e, span);
        }
        let uty = self.b.program.types.unqualified(ty);
        if let Type::Reference { referent, rvalue } = self.b.types().kind(uty).clone() {
            return self.bind_ref(e, referent, rvalue, span, ctx);
        }
        let ety = self.b.ty_of(e);
        if let Some(sid) = self.class_of_type(uty) {
            if self.is_same_class_prvalue(e, sid) {
                return Ok(e);
            }
            let from = self.class_of_type(ety);
            if from.is_some_and(|c| self.is_base_of(sid, c)) {
                // Copy or move from a (derived) object.
                let f = self.resolve_ctor(sid, &[e], CallKind::CopyInit, span)?;
                self.check_member_fn_access(f, sid, span)?;
                return self.build_construct(f, vec![e], span);
            }
            return self.user_convert(e, uty, span, ctx);
        }
        if self.class_of_type(ety).is_some() {
            return self.user_convert(e, uty, span, ctx);
        }
        self.implicit(e, ty, span, ctx)
    }

    /// A user-defined conversion of `e` to `to` (copy-initialization).
    fn user_convert(&mut self, e: ExprId, to: TypeId, span: Span, ctx: ConvCtx) -> R<ExprId> {
        let choices = self.user_conversions(e, to, true);
        let best = self.pick_user(&choices);
        let Some(f) = best else {
            if choices.len() > 1 {
                let (ts, fs) = (self.display(to), self.display(self.b.ty_of(e)));
                return Err(self.report(diag::ambiguous_user_conversion(span, &fs, &ts)));
            }
            let was_lvalue = self.is_lvalue(e);
            let (ts, fs) = (self.display(to), self.display(self.b.ty_of(e)));
            if self.class_of_type(to).is_some() || self.class_of_type(self.b.ty_of(e)).is_some() {
                return Err(self.report(diag::no_viable_conversion(span, &fs, &ts)));
            }
            let d = match ctx {
                ConvCtx::Init => diag::init_conversion(span, &ts, &fs, was_lvalue),
                ConvCtx::Param => diag::param_conversion(span, &ts, &fs, was_lvalue),
                ConvCtx::Return => diag::return_conversion(span, &ts, &fs, was_lvalue),
                ConvCtx::Assign => diag::assign_conversion(span, &ts, &fs),
            };
            return Err(self.report(d));
        };
        if self.is_deleted(f) {
            let n = self.short_name(f);
            let d = self.deleted_call(f, &n, span);
            return Err(self.report(d));
        }
        let func = self.b.program.funcs[f].clone();
        if func.kind == FuncKind::Constructor {
            let sid = func.class.unwrap_or_else(|| 0u32.into_struct());
            self.check_member_fn_access(f, sid, span)?;
            return self.build_construct(f, vec![e], span);
        }
        // A conversion function: call it on the object, then convert its
        // result (a standard conversion, or a copy for a class).
        let r = self.call_member(f, e, Vec::new(), span)?;
        if self.class_of_type(to).is_some() {
            if self.is_same_class_prvalue(
                r,
                self.class_of_type(to).unwrap_or_else(|| 0u32.into_struct()),
            ) {
                return Ok(r);
            }
            return self.copy_init_expr(to, r, span, ctx);
        }
        self.implicit(r, to, span, ctx)
    }

    /// The best of several user-defined conversions (`None`: none, or a tie).
    pub(crate) fn pick_user(
        &self,
        choices: &[(FuncId, super::overload::Standard)],
    ) -> Option<FuncId> {
        let ics = match choices {
            [] => return None,
            [(f, _)] => return Some(*f),
            _ => choices
                .iter()
                .map(|(f, s)| super::overload::Ics::user(*f, *s))
                .collect::<Vec<_>>(),
        };
        let mut best = 0;
        for i in 1..ics.len() {
            if self.compare_ics(&ics[i], &ics[best]) == std::cmp::Ordering::Less {
                best = i;
            }
        }
        let ties = (0..ics.len())
            .filter(|&i| i != best)
            .any(|i| self.compare_ics(&ics[i], &ics[best]) != std::cmp::Ordering::Greater);
        if ties {
            // Constructors and conversion functions of equal rank: prefer a
            // conversion function whose result needs no conversion.
            return None;
        }
        Some(choices[best].0)
    }

    /// Binds a reference to `referent` (`rvalue`: `&&`) to `e`: directly
    /// (maybe to a base subobject), or to a temporary holding `e`
    /// converted to the referent type.
    pub fn bind_ref(
        &mut self,
        e: ExprId,
        referent: TypeId,
        rvalue: bool,
        span: Span,
        ctx: ConvCtx,
    ) -> R<ExprId> {
        let ety = self.b.ty_of(e);
        if self.b.types().is_void(ety) {
            return Err(self.report(diag::void_value_used(span)));
        }
        let (ua, ca) = self.array_cv_split(ety);
        let (ur, cr) = self.array_cv_split(referent);
        let arg_rvalue = !self.is_lvalue(e) || self.is_xvalue(e);
        let related_class = match (self.class_of_type(ua), self.class_of_type(ur)) {
            (Some(d), Some(b)) => self.is_base_of(b, d).then_some((d, b)),
            _ => None,
        };
        let related = ua == ur || related_class.is_some();
        let const_lref = !rvalue && cr & 1 != 0 && cr & 2 == 0;
        let rs = self.display(referent);
        let ref_text = format!("{rs} {}", if rvalue { "&&" } else { "&" });
        if related && ca & !cr != 0 {
            let fs = self.display(ety);
            let d = match ctx {
                ConvCtx::Param => diag::param_conversion(span, &ref_text, &fs, !arg_rvalue),
                _ => diag::binding_drops_qualifiers(span, &ref_text, &fs),
            };
            return Err(self.report(d));
        }
        if related && (!arg_rvalue && !rvalue || arg_rvalue && (rvalue || const_lref)) {
            let g = if self.is_lvalue(e) {
                e
            } else {
                self.materialize(e)
            };
            let g = match related_class {
                Some((d, b)) if d != b => {
                    if self.distinct_subobjects(d, b) != 1 {
                        let (ds, bs) = (self.display(ua), self.display(ur));
                        return Err(self.report(diag::ambiguous_base(span, &ds, &bs)));
                    }
                    let path = self.base_path(d, b).unwrap_or_default();
                    self.derived_to_base(g, &path, span)?
                }
                _ => g,
            };
            return Ok(g);
        }
        if !arg_rvalue && rvalue && related {
            let fs = self.display(ety);
            return Err(self.report(diag::rvalue_ref_to_lvalue(span, &ref_text, &fs)));
        }
        if !related && !rvalue {
            if let Some(g) = self.bind_through_conversion(e, ur, cr, span)? {
                return Ok(g);
            }
        }
        if !rvalue && !const_lref {
            let fs = self.display(ety);
            if related || !arg_rvalue {
                // A non-const lvalue reference to an unrelated lvalue.
                let d = match ctx {
                    ConvCtx::Param => diag::param_conversion(span, &ref_text, &fs, true),
                    _ => diag::init_conversion(span, &ref_text, &fs, true),
                };
                return Err(self.report(d));
            }
            return Err(self.report(diag::ref_bind_temporary(span, &rs, &fs)));
        }
        // A temporary of the referent type, initialized from `e`.
        let v = self.copy_init_expr(ur, e, span, ctx)?;
        let v = if self.b.types().is_scalar(ur) {
            self.b.convert(v, ur)
        } else {
            v
        };
        let tmp = self.materialize(v);
        if cr != 0 {
            let q = self.qualified(ur, ast::Cv(cr));
            self.b.program.exprs[tmp].ty = q;
        }
        Ok(tmp)
    }

    /// [dcl.init.ref]/5.1.2: an object of a class whose conversion function
    /// returns an lvalue reference to the referent type (no more qualified
    /// than `cr` allows) binds to the lvalue it returns (`operator int&()`).
    fn bind_through_conversion(
        &mut self,
        e: ExprId,
        ur: TypeId,
        cr: u8,
        span: Span,
    ) -> R<Option<ExprId>> {
        match self.lvalue_ref_conversion(e, ur, cr) {
            Some(f) => self.call_member(f, e, Vec::new(), span).map(Some),
            None => Ok(None),
        }
    }

    /// The one conversion function of `e`'s class that [dcl.init.ref]/5.1.2
    /// binds a reference to `cr`-qualified `ur` through.
    pub fn lvalue_ref_conversion(&mut self, e: ExprId, ur: TypeId, cr: u8) -> Option<FuncId> {
        let c = self.class_of_type(self.b.ty_of(e))?;
        let mut found = Vec::new();
        for f in self.all_conversion_functions(c) {
            let Some(m) = self.methods.get(&f).cloned() else {
                continue;
            };
            if self
                .object_ics(e, m.class, m.is_const, m.is_volatile, m.ref_qual)
                .is_bad()
            {
                continue;
            }
            let ret = self.b.program.funcs[f].ret;
            let Type::Reference {
                referent,
                rvalue: false,
            } = self.b.types().kind(ret).clone()
            else {
                continue;
            };
            if self.b.types().unqualified(referent) == ur && self.cv_bits(referent) & !cr == 0 {
                found.push(f);
            }
        }
        // Several candidates need overload resolution on the object; the
        // general path reports them.
        match found[..] {
            [f] => Some(f),
            _ => None,
        }
    }

    /// A list-initialization narrowing conversion is an error ([dcl.init.list]/7).
    pub fn check_narrowing(&mut self, e: ExprId, to: TypeId, span: Span) -> R<()> {
        let to = self.b.program.types.unqualified(to);
        let from = self.b.program.types.unqualified(self.b.ty_of(e));
        let t = self.b.types();
        if !t.is_arithmetic(to) || !t.is_arithmetic(from) || from == to {
            return Ok(());
        }
        let narrowing = match (t.kind(from).clone(), t.kind(to).clone()) {
            (Type::Float(a), Type::Float(b)) => {
                a.bits() > b.bits() && self.constant_value(e).is_none()
            }
            (Type::Float(_), _) => true,
            (_, Type::Float(_)) => self.constant_value(e).is_none(),
            (_, _) => {
                let (fb, tb) = (t.int_bits(from).unwrap_or(32), t.int_bits(to).unwrap_or(32));
                let (fs, ts) = (t.is_signed(from), t.is_signed(to));
                let fits_type = (fs == ts && tb >= fb) || (!fs && ts && tb > fb);
                if fits_type
                    || matches!(t.kind(to), Type::Bool) && matches!(t.kind(from), Type::Bool)
                {
                    false
                } else {
                    match self.constant_value(e) {
                        Some(ConstValue::Int(v)) => super::wrap_int(self.b.types(), to, v) != v,
                        _ => true,
                    }
                }
            }
        };
        if narrowing {
            let (fs, ts) = (self.display(from), self.display(to));
            return Err(self.report(diag::narrowing(span, &fs, &ts)));
        }
        Ok(())
    }

    /// The value of a constant expression, if sema can tell without
    /// running anything.
    fn constant_value(&mut self, e: ExprId) -> Option<ConstValue> {
        let r = self.b.rvalue(e);
        self.fold(r)
    }
}

/// A stand-in struct id for impossible cases (never indexed).
trait IntoStruct {
    fn into_struct(self) -> StructId;
}

impl IntoStruct for u32 {
    fn into_struct(self) -> StructId {
        StructId(self)
    }
}
