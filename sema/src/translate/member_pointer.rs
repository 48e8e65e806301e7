//! Pointers to members ([dcl.mptr], [expr.unary.op]/3, [expr.mptr.oper],
//! [conv.mem]) in the Itanium representation (see
//! [`Type::MemberPointer`]): `&C::m`, `.*` and `->*`, calls through a
//! pointer to member function (virtual ones through the object's vtable),
//! null pointers, base-to-derived conversions, conversion to `bool` and
//! comparison.
//!
//! Everything lowers to operations the typed program already has: a data
//! member pointer is a `ptrdiff_t` offset added to the object's address; a
//! member function pointer's two words are read and written through a
//! `long*` view of a local holding it, and a call through it is a
//! statement expression computing the adjusted `this` and the function to
//! call (`ptr & 1`: a vtable slot at `ptr - 1`), then an indirect call.

use std::collections::HashMap;

use super::conv::ConvCtx;
use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK};

/// Overloaded member functions named by `&C::f`, waiting for the target
/// type that picks one.
#[derive(Default)]
pub(crate) struct MemberPointerState {
    pub overloads: HashMap<ExprId, Vec<FuncId>>,
    /// `&C::f` expressions, by the function they point to: a constant a
    /// non-type template argument of member pointer type can be.
    pub fn_constants: HashMap<ExprId, FuncId>,
}

/// The qualifiers of a member function, as a member pointer type keeps them.
fn method_quals(m: &super::class::MethodInfo<'_>) -> u8 {
    let mut q = 0;
    if m.is_const {
        q |= MemberQuals::CONST;
    }
    if m.is_volatile {
        q |= MemberQuals::VOLATILE;
    }
    match m.ref_qual {
        Some(false) => q |= MemberQuals::LREF,
        Some(true) => q |= MemberQuals::RREF,
        None => {}
    }
    q
}

impl<'a> Translator<'a, '_, '_> {
    /// `T C::*` as written.
    pub fn member_pointer_type(
        &mut self,
        class: &'a ast::QualName<'a>,
        pointee: &'a ast::TypeExpr<'a>,
        span: Span,
    ) -> R<TypeId> {
        let ct = match self.resolve(class)? {
            Some(Entity::Type(t)) => t,
            Some(Entity::Poisoned) => return Err(Reported),
            _ => {
                let n = self.qual_name_text(class);
                return Err(self.report(diag::unknown_type(class.span, &n)));
            }
        };
        let Some(c) = self.class_of_type(ct) else {
            let s = self.display(ct);
            return Err(self.report(diag::member_pointer_non_class(class.span, &s)));
        };
        let (p, quals) = match pointee.kind {
            ast::TypeKind::Function(f) => {
                let (fty, _) = self.function_type(f)?;
                let mut q = 0;
                if f.method_cv.is_const() {
                    q |= MemberQuals::CONST;
                }
                if f.method_cv.is_volatile() {
                    q |= MemberQuals::VOLATILE;
                }
                match f.ref_qual {
                    ast::RefQualifier::LValue => q |= MemberQuals::LREF,
                    ast::RefQualifier::RValue => q |= MemberQuals::RREF,
                    ast::RefQualifier::None => {}
                }
                (fty, q)
            }
            _ => (self.ty(pointee)?, 0),
        };
        let pk = self.b.types().kind(p).clone();
        if matches!(pk, Type::Reference { .. } | Type::Void) {
            let s = self.b.types().structs[c].name.clone();
            return Err(self.report(diag::member_pointer_to_reference(span, &s)));
        }
        Ok(self.b.ty(Type::MemberPointer {
            class: c,
            pointee: p,
            quals,
        }))
    }

    fn long_ty(&mut self) -> TypeId {
        self.b.int_ty(IntKind::Long)
    }

    // -- &C::m ------------------------------------------------------------

    /// `&C::m` for a non-static member `m` of class `C`: a pointer to
    /// member. `None`: the operand is something else (ordinary `&`).
    pub fn member_address(&mut self, operand: &'a ast::Expr<'a>, span: Span) -> Option<R<ExprId>> {
        let AK::Name(q) = operand.kind else {
            return None;
        };
        if q.segments.len() < 2 {
            return None;
        }
        let naming = match self.qualifier_class(q) {
            Ok(Some(c)) => c,
            Ok(None) => return None,
            Err(e) => return Some(Err(e)),
        };
        let last = q.last()?;
        if !self.b.types().structs[naming].complete {
            return None;
        }
        self.force_specials_named(naming, last.ident.sym);
        let found = self.lookup_member(naming, last.ident.sym)?;
        let name = self.name(last.ident.sym).to_string();
        match found.entity.clone() {
            Entity::Field { .. } | Entity::AnonField { .. } => {
                Some(self.data_member_pointer(&found, naming, &name, last.ident.span, span))
            }
            Entity::Funcs(fs) => {
                if fs.is_empty()
                    || fs
                        .iter()
                        .any(|f| self.methods.get(f).is_none_or(|m| m.is_static))
                {
                    return None;
                }
                if found.ambiguous {
                    let c = self.b.types().structs[naming].name.clone();
                    return Some(Err(self.report(diag::ambiguous_member(
                        last.ident.span,
                        &name,
                        &c,
                    ))));
                }
                if let [f] = fs.as_slice() {
                    let f = *f;
                    return Some(self.member_function_pointer(f, &name, span));
                }
                // Picked by the type it converts to.
                let first = self.member_function_pointer(fs[0], &name, span);
                Some(first.inspect(|&e| {
                    self.mptrs.overloads.insert(e, fs.clone());
                }))
            }
            _ => None,
        }
    }

    fn data_member_pointer(
        &mut self,
        found: &super::class::MemberFound,
        naming: StructId,
        name: &str,
        name_span: Span,
        span: Span,
    ) -> R<ExprId> {
        if found.ambiguous {
            let c = self.b.types().structs[naming].name.clone();
            return Err(self.report(diag::ambiguous_member(name_span, name, &c)));
        }
        let (class, index) = match &found.entity {
            Entity::Field { class, index } | Entity::AnonField { class, index, .. } => {
                (*class, *index)
            }
            _ => return Err(Reported),
        };
        let field = self.classes[&class].fields[index as usize].clone();
        self.check_access(&found.path, field.access, name, name_span, field.span)?;
        let (offset, ty) = self.member_offset(class, &found.entity, 0)?;
        if matches!(self.b.types().kind(ty), Type::Reference { .. }) {
            let s = self.display(ty);
            return Err(self.report(diag::member_pointer_to_reference_member(span, name, &s)));
        }
        let bit = self.b.types().structs[class]
            .fields
            .get(field.index as usize)
            .is_some_and(|f| f.bit.is_some());
        if bit && matches!(found.entity, Entity::Field { .. }) {
            return Err(self.report(diag::member_pointer_bit_field(span)));
        }
        let mp = self.b.ty(Type::MemberPointer {
            class,
            pointee: ty,
            quals: 0,
        });
        Ok(self.b.int_lit(offset as i128, mp, span))
    }

    /// The byte offset and type of a (possibly anonymous-union) member.
    fn member_offset(&mut self, class: StructId, e: &Entity, depth: u32) -> R<(u64, TypeId)> {
        let index = match e {
            Entity::Field { index, .. } | Entity::AnonField { index, .. } => *index,
            _ => return Err(Reported),
        };
        if depth > 32 {
            return Err(Reported);
        }
        let fi = self.classes[&class].fields[index as usize].clone();
        let off = self.b.types().structs[class]
            .fields
            .get(fi.index as usize)
            .map_or(0, |f| f.offset);
        match e {
            Entity::AnonField { inner, .. } => {
                let ic = self.class_of_type(fi.ty).ok_or(Reported)?;
                let inner_class = match inner.as_ref() {
                    Entity::Field { class, .. } | Entity::AnonField { class, .. } => *class,
                    _ => ic,
                };
                let (o, t) = self.member_offset(inner_class, inner, depth + 1)?;
                Ok((off + o, t))
            }
            _ => Ok((off, fi.ty)),
        }
    }

    /// `&C::f` for a non-static member function: `{address, 0}`, or for a
    /// virtual function `{1 + vtable offset, 0}`.
    pub fn member_function_pointer(&mut self, f: FuncId, name: &str, span: Span) -> R<ExprId> {
        let Some(m) = self.methods.get(&f).cloned() else {
            return Err(Reported);
        };
        let path = vec![m.class];
        self.check_access(&path, m.access, name, span, self.b.program.funcs[f].span)?;
        if self.is_deleted(f) {
            let d = self.deleted_call(f, name, span);
            return Err(self.report(d));
        }
        let mp = self.b.ty(Type::MemberPointer {
            class: m.class,
            pointee: self.b.program.funcs[f].ty,
            quals: method_quals(&m),
        });
        let long = self.long_ty();
        let ptr = match (m.is_virtual, m.vslot) {
            (true, Some(slot)) => self.b.int_lit(1 + slot as i128 * 8, long, span),
            _ => {
                self.fix_indirect_params(f);
                self.body_request = Some(span);
                self.ensure_defined(f);
                let fty = self.b.program.funcs[f].ty;
                let fe = self
                    .b
                    .expr(ExprKind::Func(f), fty, ValueCategory::LValue, span);
                let fp = self.b.rvalue(fe);
                self.b.cast(CastKind::PtrToInt, fp, long)
            }
        };
        let adj = self.b.int_lit(0, long, span);
        let e = self.make_member_fn_pointer(ptr, adj, mp, span);
        self.mptrs.fn_constants.insert(e, f);
        Ok(e)
    }

    /// A pointer to member function of type `ty` from its two words
    /// (`long` rvalues).
    fn make_member_fn_pointer(
        &mut self,
        ptr: ExprId,
        adj: ExprId,
        ty: TypeId,
        span: Span,
    ) -> ExprId {
        let var = self.b.local("__memptr", ty, span);
        let mut body = vec![self.b.stmt(StmtKind::Decl { var, init: None }, span)];
        for (i, w) in [ptr, adj].into_iter().enumerate() {
            let slot = self.member_fn_word(var, i as i128, span);
            let a = self.b.assign(slot, w);
            body.push(self.b.expr_stmt(a));
        }
        let block = self.b.stmt(StmtKind::Block(body), span);
        let v = self.b.var(var, span);
        let r = self.b.rvalue(v);
        self.b.stmt_expr(block, Some(r), span)
    }

    /// Word `i` (0: `ptr`, 1: `adj`) of the member function pointer in
    /// the local `var`, as a `long` lvalue.
    fn member_fn_word(&mut self, var: VarId, i: i128, span: Span) -> ExprId {
        let long = self.long_ty();
        let lp = self.b.ptr(long);
        let v = self.b.var(var, span);
        let a = self.b.addr_of(v);
        let p = self.b.cast(CastKind::BitCast, a, lp);
        if i == 0 {
            return self.b.deref(p);
        }
        let ii = self.b.int_lit(i, long, span);
        self.b.index(p, ii)
    }

    /// A local holding `value` (declared in `out`).
    fn hold(&mut self, name: &str, value: ExprId, span: Span, out: &mut Vec<StmtId>) -> VarId {
        let ty = self.b.ty_of(value);
        let ty = self.b.program.types.unqualified(ty);
        let var = self.b.local(name, ty, span);
        let v = self.b.rvalue(value);
        out.push(self.b.stmt(
            StmtKind::Decl {
                var,
                init: Some(Init::Expr(v)),
            },
            span,
        ));
        var
    }

    /// A data member pointer's offset as a `long` rvalue.
    fn member_offset_value(&mut self, e: ExprId) -> ExprId {
        let r = self.b.rvalue(e);
        let long = self.long_ty();
        self.b.cast(CastKind::NoOp, r, long)
    }

    // -- .* and ->* --------------------------------------------------------

    /// `lhs .* rhs` / `lhs ->* rhs` on translated operands: an overloaded
    /// `operator->*`, or the member a data member pointer designates.
    pub fn member_pointer_binary(
        &mut self,
        arrow: bool,
        lhs: ExprId,
        rhs: ExprId,
        span: Span,
    ) -> R<ExprId> {
        if arrow && self.class_of_type(self.b.ty_of(lhs)).is_some() {
            if let Some(e) = self.overloaded_operator("operator->*", &[lhs, rhs], false, span)? {
                return Ok(e);
            }
        }
        let (obj, pointee) = self.member_pointer_object(arrow, lhs, rhs, span)?;
        if self.b.types().is_function(pointee) {
            return Err(self.report(diag::member_fn_not_called(span)));
        }
        let rvalue = !self.is_lvalue(obj) || self.is_xvalue(obj);
        let obj = self.as_glvalue(obj);
        let cv = self.cv_bits(self.b.ty_of(obj)) | self.cv_bits(pointee);
        let rty = if cv != 0 {
            let u = self.b.program.types.unqualified(pointee);
            self.qualified(u, ast::Cv(cv))
        } else {
            pointee
        };
        let addr = self.b.addr_of(obj);
        let ch = self.b.int_ty(IntKind::Char);
        let cp = self.b.ptr(ch);
        let bytes = self.b.cast(CastKind::BitCast, addr, cp);
        let off = self.member_offset_value(rhs);
        let at = self.b.expr(
            ExprKind::PtrAdd {
                ptr: bytes,
                offset: off,
                negate: false,
            },
            cp,
            ValueCategory::RValue,
            span,
        );
        let tp = self.b.ptr(rty);
        let p = self.b.cast(CastKind::BitCast, at, tp);
        let lv = self.b.deref(p);
        self.b.program.exprs[lv].span = span;
        if rvalue {
            self.xvalues.insert(lv);
        }
        Ok(lv)
    }

    /// The object a pointer to member applies to, as an expression of the
    /// member pointer's class (`->*` dereferences first), and the pointee
    /// type.
    fn member_pointer_object(
        &mut self,
        arrow: bool,
        lhs: ExprId,
        rhs: ExprId,
        span: Span,
    ) -> R<(ExprId, TypeId)> {
        let op = if arrow { "->*" } else { ".*" };
        let rt = self.b.ty_of(rhs);
        let Type::MemberPointer { class, pointee, .. } = self.b.types().kind(rt).clone() else {
            let s = self.display(rt);
            return Err(self.report(diag::not_member_pointer(span, op, &s)));
        };
        let obj = if arrow {
            let r = self.b.rvalue(lhs);
            let lt = self.b.ty_of(r);
            if self.b.types().pointee(lt).is_none() {
                let s = self.display(lt);
                return Err(self.report(diag::member_pointer_object(span, op, &s)));
            }
            self.b.deref(r)
        } else {
            lhs
        };
        let ot = self.b.ty_of(obj);
        let oc = self.class_of_type(ot);
        let ok = oc.is_some_and(|d| d == class || self.is_base_of(class, d));
        if !ok {
            let s = self.display(if arrow { self.b.ty_of(lhs) } else { ot });
            return Err(self.report(diag::member_pointer_object(span, op, &s)));
        }
        let d = oc.unwrap_or(class);
        if d == class {
            return Ok((obj, pointee));
        }
        if self.distinct_subobjects(d, class) != 1 {
            let (ds, bs) = (self.display(ot), self.b.types().structs[class].name.clone());
            return Err(self.report(diag::ambiguous_base(span, &ds, &bs)));
        }
        let path = self.base_path(d, class).unwrap_or_default();
        let g = self.as_glvalue(obj);
        let sub = self.derived_to_base(g, &path, span)?;
        Ok((sub, pointee))
    }

    /// `(obj.*pf)(args)` / `(p->*pf)(args)`.
    pub fn call_through_member_pointer(
        &mut self,
        arrow: bool,
        lhs: &'a ast::Expr<'a>,
        rhs: &'a ast::Expr<'a>,
        c: &'a ast::CallExpr<'a>,
        span: Span,
    ) -> R<ExprId> {
        let l = self.expr(lhs)?;
        let r = self.expr(rhs)?;
        let rt = self.b.ty_of(r);
        let is_fn = self.b.types().is_member_fn_pointer(rt);
        if !is_fn || (arrow && self.class_of_type(self.b.ty_of(l)).is_some()) {
            // A data member (a function pointer or an object with
            // `operator()`), or an overloaded `->*`: call what it yields.
            let callee = self.member_pointer_binary(arrow, l, r, span)?;
            let args = self.args(c.args)?;
            return self.call_value(callee, args, c, span);
        }
        let Type::MemberPointer {
            class,
            pointee,
            quals,
        } = self.b.types().kind(rt).clone()
        else {
            return Err(Reported);
        };
        let Type::Function {
            ret,
            params,
            variadic,
        } = self.b.types().kind(pointee).clone()
        else {
            return Err(Reported);
        };
        let (obj, _) = self.member_pointer_object(arrow, l, r, span)?;
        let obj_cv = self.cv_bits(self.b.ty_of(obj));
        let dropped = obj_cv & !quals & 3;
        if dropped != 0 {
            let s = self.display(pointee);
            let q = match dropped {
                1 => "const",
                2 => "volatile",
                _ => "const volatile",
            };
            return Err(self.report(diag::member_pointer_call_cv(span, &s, q)));
        }
        let obj_rvalue = !self.is_lvalue(obj) || self.is_xvalue(obj);
        if quals & MemberQuals::LREF != 0 && obj_rvalue && quals & MemberQuals::CONST == 0 {
            let m = self.display(rt);
            return Err(self.report(diag::member_pointer_call_ref(span, &m, true)));
        }
        if quals & MemberQuals::RREF != 0 && !obj_rvalue {
            let m = self.display(rt);
            return Err(self.report(diag::member_pointer_call_ref(span, &m, false)));
        }
        let args = self.args(c.args)?;
        let mut body = Vec::new();
        // The object's address, then the pointer's two words.
        let g = self.as_glvalue(obj);
        let this = self.b.addr_of(g);
        let this_var = self.hold("__this", this, span, &mut body);
        let pm = self.hold("__memptr", r, span, &mut body);
        let long = self.long_ty();
        let ch = self.b.int_ty(IntKind::Char);
        let cp = self.b.ptr(ch);
        // `this` adjusted by `adj`.
        let t = self.b.load(this_var, span);
        let tb = self.b.cast(CastKind::BitCast, t, cp);
        let adj = self.member_fn_word(pm, 1, span);
        let adj = self.b.rvalue(adj);
        let adjusted = self.b.expr(
            ExprKind::PtrAdd {
                ptr: tb,
                offset: adj,
                negate: false,
            },
            cp,
            ValueCategory::RValue,
            span,
        );
        let obj_var = self.hold("__obj", adjusted, span, &mut body);
        // The function type the call goes through: `this` first; classes
        // passed indirectly are references to the caller's copies.
        let cls_ty = self.b.ty(Type::Struct(class));
        let this_pointee = if quals & 3 != 0 {
            self.qualified(cls_ty, ast::Cv(quals & 3))
        } else {
            cls_ty
        };
        let this_ty = self.b.ptr(this_pointee);
        let mut call_params = vec![this_ty];
        for &p in &params {
            let indirect = self
                .class_of_type(p)
                .is_some_and(|pc| self.b.types().structs[pc].pass_indirect);
            call_params.push(if indirect {
                self.b.ty(Type::Reference {
                    referent: p,
                    rvalue: false,
                })
            } else {
                p
            });
        }
        let fty = self.b.ty(Type::Function {
            ret,
            params: call_params.clone(),
            variadic,
        });
        let fp_ty = self.b.ptr(fty);
        // `ptr & 1`: virtual, the function is in the vtable of the object
        // at `__obj`, at byte `ptr - 1` from its vptr's address point.
        let w0 = self.member_fn_word(pm, 0, span);
        let w0 = self.b.rvalue(w0);
        let one = self.b.int_lit(1, long, span);
        let bit = self.b.binary(BinaryOp::BitAnd, w0, one, span);
        let zero = self.b.int_lit(0, long, span);
        let is_virtual = self.b.binary(BinaryOp::Ne, bit, zero, span);
        let o = self.b.load(obj_var, span);
        let cpp = self.b.ptr(cp);
        let vptr_at = self.b.cast(CastKind::BitCast, o, cpp);
        let vptr = self.b.deref(vptr_at);
        let vptr = self.b.rvalue(vptr);
        let w0b = self.member_fn_word(pm, 0, span);
        let w0b = self.b.rvalue(w0b);
        let one_b = self.b.int_lit(1, long, span);
        let slot_off = self.b.binary(BinaryOp::Sub, w0b, one_b, span);
        let slot = self.b.expr(
            ExprKind::PtrAdd {
                ptr: vptr,
                offset: slot_off,
                negate: false,
            },
            cp,
            ValueCategory::RValue,
            span,
        );
        let fpp = self.b.ptr(fp_ty);
        let slot = self.b.cast(CastKind::BitCast, slot, fpp);
        let from_vtable = self.b.deref(slot);
        let from_vtable = self.b.rvalue(from_vtable);
        let w0c = self.member_fn_word(pm, 0, span);
        let w0c = self.b.rvalue(w0c);
        let direct = self.b.cast(CastKind::IntToPtr, w0c, fp_ty);
        let fnp = self.b.conditional(is_virtual, from_vtable, direct);
        let fn_var = self.hold("__fn", fnp, span, &mut body);
        // The call, in the statement expression's scope.
        let o2 = self.b.load(obj_var, span);
        let this_arg = self.b.cast(CastKind::BitCast, o2, this_ty);
        let mut all = vec![this_arg];
        let converted = self.convert_args(&params, variadic, args, c.args, span)?;
        for (i, a) in converted.into_iter().enumerate() {
            let by_ref = call_params
                .get(i + 1)
                .is_some_and(|t| matches!(self.b.types().kind(*t), Type::Reference { .. }));
            all.push(if by_ref { self.as_glvalue(a) } else { a });
        }
        let callee = self.b.load(fn_var, span);
        let (ty, cat) = self.call_result(ret);
        let call = self
            .b
            .expr(ExprKind::CallIndirect { callee, args: all }, ty, cat, span);
        if matches!(
            self.b.types().kind(ret),
            Type::Reference { rvalue: true, .. }
        ) {
            self.xvalues.insert(call);
        }
        let block = self.b.stmt(StmtKind::Block(body), span);
        let e = self.b.stmt_expr(block, Some(call), span);
        if self.is_xvalue(call) {
            self.xvalues.insert(e);
        }
        Ok(e)
    }

    // -- conversions -------------------------------------------------------

    /// A cast to or from a pointer to member (`None`: neither type is
    /// one): implicit conversions, `D::*` to `B::*` by `static_cast`,
    /// any pointer to member to another of the same kind (data or
    /// function) by `reinterpret_cast`, to `void` by any cast.
    pub fn member_pointer_cast(
        &mut self,
        kind: ast::CastKind,
        e: ExprId,
        to: TypeId,
        span: Span,
    ) -> Option<R<ExprId>> {
        use ast::CastKind as C;
        let r = self.b.rvalue(e);
        let from = self.b.ty_of(r);
        let t = self.b.types();
        if !t.is_member_pointer(from) && !t.is_member_pointer(to) || t.is_void(to) {
            return None;
        }
        let both = t.is_member_pointer(from) && t.is_member_pointer(to);
        let same_kind = both && t.is_member_fn_pointer(from) == t.is_member_fn_pointer(to);
        if matches!(kind, C::Static | C::CStyle) {
            let ok = !self.arg_ics(r, to, false).is_bad();
            if ok {
                return self.member_pointer_conversion(r, to, span, ConvCtx::Init);
            }
            if both {
                if let Some(x) = self.member_pointer_to_derived(r, to, span, true) {
                    return Some(x);
                }
            }
        }
        if matches!(kind, C::Reinterpret | C::CStyle | C::Const) && same_kind {
            return Some(Ok(self.b.cast(CastKind::NoOp, r, to)));
        }
        let (fs, ts) = (self.display(from), self.display(to));
        Some(Err(self.report(diag::invalid_cast(span, &fs, &ts))))
    }

    /// The null pointer to member of type `ty`.
    pub fn null_member_pointer(&mut self, ty: TypeId, span: Span) -> ExprId {
        let ty = self.b.program.types.unqualified(ty);
        if self.b.types().is_member_fn_pointer(ty) {
            return self.b.expr(ExprKind::Null, ty, ValueCategory::RValue, span);
        }
        self.b.int_lit(-1, ty, span)
    }

    /// The implicit conversion of `e` to `to` when either is a pointer to
    /// member (`None`: neither is).
    pub fn member_pointer_conversion(
        &mut self,
        e: ExprId,
        to: TypeId,
        span: Span,
        ctx: ConvCtx,
    ) -> Option<R<ExprId>> {
        let from = self.b.ty_of(e);
        let ut = self.b.program.types.unqualified(to);
        let from_mp = self.b.types().is_member_pointer(from);
        let to_mp = self.b.types().is_member_pointer(ut);
        if !from_mp && !to_mp {
            return None;
        }
        if to_mp {
            if let Some(fs) = self.mptrs.overloads.get(&e).cloned() {
                return Some(self.pick_member_overload(&fs, ut, span));
            }
            if self.is_null_constant(e) {
                return Some(Ok(self.null_member_pointer(ut, span)));
            }
        }
        if from_mp && matches!(self.b.types().kind(ut), Type::Bool) {
            return Some(Ok(self.member_pointer_to_bool(e, span)));
        }
        if from_mp && to_mp {
            if let Some(r) = self.member_pointer_to_derived(e, ut, span, false) {
                return Some(r);
            }
        }
        let (ts, fs) = (self.display(to), self.display(from));
        let lv = self.is_lvalue(e);
        let d = match ctx {
            ConvCtx::Init => diag::init_conversion(span, &ts, &fs, lv),
            ConvCtx::Param => diag::param_conversion(span, &ts, &fs, lv),
            ConvCtx::Return => diag::return_conversion(span, &ts, &fs, lv),
            ConvCtx::Assign => diag::assign_conversion(span, &ts, &fs),
        };
        Some(Err(self.report(d)))
    }

    /// The one of the overloaded member functions `fs` whose pointer has
    /// type `to`.
    fn pick_member_overload(&mut self, fs: &[FuncId], to: TypeId, span: Span) -> R<ExprId> {
        for &f in fs {
            let Some(m) = self.methods.get(&f).cloned() else {
                continue;
            };
            let ty = self.b.ty(Type::MemberPointer {
                class: m.class,
                pointee: self.b.program.funcs[f].ty,
                quals: method_quals(&m),
            });
            if ty == to {
                let n = self.short_name(f);
                return self.member_function_pointer(f, &n, span);
            }
            // A base's member converts to a derived class's pointer.
            if let Type::MemberPointer { class, .. } = self.b.types().kind(to).clone() {
                let same_shape = self.b.ty(Type::MemberPointer {
                    class,
                    pointee: self.b.program.funcs[f].ty,
                    quals: method_quals(&m),
                });
                if same_shape == to && self.is_base_of(m.class, class) {
                    let n = self.short_name(f);
                    let e = self.member_function_pointer(f, &n, span)?;
                    if let Some(r) = self.member_pointer_to_derived(e, to, span, false) {
                        return r;
                    }
                }
            }
        }
        let s = self.display(to);
        Err(self.report(diag::no_matching_member_overload(span, &s)))
    }

    /// Whether the overloaded `&C::f` placeholder `e` has a member whose
    /// pointer is (or converts to) `to`.
    pub fn member_overload_matches(&mut self, e: ExprId, to: TypeId) -> bool {
        let Some(fs) = self.mptrs.overloads.get(&e).cloned() else {
            return false;
        };
        let Type::MemberPointer { class, .. } = self.b.types().kind(to).clone() else {
            return false;
        };
        fs.iter().any(|&f| {
            let Some(m) = self.methods.get(&f).cloned() else {
                return false;
            };
            let ty = self.b.ty(Type::MemberPointer {
                class,
                pointee: self.b.program.funcs[f].ty,
                quals: method_quals(&m),
            });
            ty == self.b.program.types.unqualified(to)
                && (m.class == class || self.is_base_of(m.class, class))
        })
    }

    /// Whether `e` is an overloaded `&C::f` (its type is the first
    /// overload's until a target type picks one).
    pub fn is_member_overload(&self, e: ExprId) -> bool {
        self.mptrs.overloads.contains_key(&e)
    }

    /// `B::*` to `D::*` (`reverse`: `D::*` to `B::*`, a `static_cast`),
    /// and qualification conversions; `None` when the types do not have
    /// that relation.
    pub fn member_pointer_to_derived(
        &mut self,
        e: ExprId,
        to: TypeId,
        span: Span,
        reverse: bool,
    ) -> Option<R<ExprId>> {
        let from = self.b.ty_of(e);
        let (
            Type::MemberPointer {
                class: fc,
                pointee: fp,
                quals: fq,
            },
            Type::MemberPointer {
                class: tc,
                pointee: tp,
                quals: tq,
            },
        ) = (
            self.b.types().kind(from).clone(),
            self.b.types().kind(to).clone(),
        )
        else {
            return None;
        };
        let t = self.b.types();
        let same_pointee = t.unqualified(fp) == t.unqualified(tp)
            && fq == tq
            && self.cv_bits(fp) & !self.cv_bits(tp) == 0;
        if !same_pointee {
            return None;
        }
        let r = self.b.rvalue(e);
        if fc == tc {
            return Some(Ok(self.b.cast(CastKind::NoOp, r, to)));
        }
        let (base, derived) = if reverse { (tc, fc) } else { (fc, tc) };
        if !self.is_base_of(base, derived) {
            return None;
        }
        let (bs, ds) = (
            self.b.types().structs[base].name.clone(),
            self.b.types().structs[derived].name.clone(),
        );
        if self.distinct_subobjects(derived, base) != 1 {
            return Some(Err(
                self.report(diag::ambiguous_member_pointer_conversion(span, &bs, &ds))
            ));
        }
        let path = self.base_path(derived, base).unwrap_or_default();
        let mut offset: i64 = 0;
        for w in path.windows(2) {
            let def = &self.b.types().structs[w[0]];
            match def.bases.iter().find(|b| b.class == w[1]) {
                Some(b) if b.is_virtual => {
                    let v = self.b.types().structs[w[1]].name.clone();
                    return Some(Err(
                        self.report(diag::member_pointer_virtual_base(span, &bs, &ds, &v))
                    ));
                }
                Some(b) => offset += b.offset as i64,
                None => {}
            }
        }
        let delta = if reverse { -offset } else { offset };
        Some(Ok(self.adjust_member_pointer(r, to, delta, span)))
    }

    /// A member pointer moved by `delta` bytes (a null one stays null).
    fn adjust_member_pointer(&mut self, e: ExprId, to: TypeId, delta: i64, span: Span) -> ExprId {
        if delta == 0 {
            return self.b.cast(CastKind::NoOp, e, to);
        }
        let long = self.long_ty();
        let mut body = Vec::new();
        let v = self.hold("__memptr", e, span, &mut body);
        let result = if self.b.types().is_member_fn_pointer(to) {
            let ptr = self.member_fn_word(v, 0, span);
            let ptr = self.b.rvalue(ptr);
            let adj = self.member_fn_word(v, 1, span);
            let adj = self.b.rvalue(adj);
            let d = self.b.int_lit(delta as i128, long, span);
            let adj = self.b.binary(BinaryOp::Add, adj, d, span);
            self.make_member_fn_pointer(ptr, adj, to, span)
        } else {
            let off = self.b.load(v, span);
            let off = self.b.cast(CastKind::NoOp, off, long);
            let null = self.b.int_lit(-1, long, span);
            let is_null = self.b.binary(BinaryOp::Eq, off, null, span);
            let off2 = self.b.load(v, span);
            let off2 = self.b.cast(CastKind::NoOp, off2, long);
            let d = self.b.int_lit(delta as i128, long, span);
            let moved = self.b.binary(BinaryOp::Add, off2, d, span);
            let null2 = self.b.int_lit(-1, long, span);
            let c = self.b.conditional(is_null, null2, moved);
            self.b.cast(CastKind::NoOp, c, to)
        };
        let block = self.b.stmt(StmtKind::Block(body), span);
        self.b.stmt_expr(block, Some(result), span)
    }

    /// `bool(pm)`: a data member pointer is not -1; a member function
    /// pointer's `ptr` is not 0.
    pub fn member_pointer_to_bool(&mut self, e: ExprId, span: Span) -> ExprId {
        let long = self.long_ty();
        if !self.b.types().is_member_fn_pointer(self.b.ty_of(e)) {
            let off = self.member_offset_value(e);
            let null = self.b.int_lit(-1, long, span);
            return self.b.binary(BinaryOp::Ne, off, null, span);
        }
        let mut body = Vec::new();
        let v = self.hold("__memptr", e, span, &mut body);
        let ptr = self.member_fn_word(v, 0, span);
        let ptr = self.b.rvalue(ptr);
        let zero = self.b.int_lit(0, long, span);
        let r = self.b.binary(BinaryOp::Ne, ptr, zero, span);
        let block = self.b.stmt(StmtKind::Block(body), span);
        self.b.stmt_expr(block, Some(r), span)
    }

    /// `a == b` / `a != b` with a pointer to member operand: both
    /// converted to the composite type; member function pointers are equal
    /// when their `ptr`s are and either both are null or their `adj`s are.
    pub fn member_pointer_compare(
        &mut self,
        ne: bool,
        l: ExprId,
        r: ExprId,
        span: Span,
    ) -> R<ExprId> {
        let (lt, rt) = (self.b.ty_of(l), self.b.ty_of(r));
        let ty = if self.b.types().is_member_pointer(lt) && !self.is_null_constant(l) {
            self.b.program.types.unqualified(lt)
        } else {
            self.b.program.types.unqualified(rt)
        };
        let conv = |t: &mut Self, e: ExprId| -> R<ExprId> {
            let sp = t.b.span(e);
            let ety = t.b.ty_of(e);
            if t.b.program.types.unqualified(ety) == ty {
                return Ok(t.b.rvalue(e));
            }
            match t.member_pointer_conversion(e, ty, sp, ConvCtx::Init) {
                Some(r) => r,
                None => Err(Reported),
            }
        };
        let (l2, r2) = match (conv(self, l), conv(self, r)) {
            (Ok(a), Ok(b)) => (a, b),
            _ => {
                // The other direction (`D::*` against `B::*`).
                let (a, b) = (self.display(lt), self.display(rt));
                return Err(self.report(diag::invalid_operands(span, &a, &b)));
            }
        };
        let op = if ne { BinaryOp::Ne } else { BinaryOp::Eq };
        if !self.b.types().is_member_fn_pointer(ty) {
            let a = self.member_offset_value(l2);
            let b = self.member_offset_value(r2);
            return Ok(self.b.binary(op, a, b, span));
        }
        let long = self.long_ty();
        let mut body = Vec::new();
        let a = self.hold("__lhs", l2, span, &mut body);
        let b = self.hold("__rhs", r2, span, &mut body);
        let word = |t: &mut Self, v: VarId, i: i128| {
            let w = t.member_fn_word(v, i, span);
            t.b.rvalue(w)
        };
        let (ap, bp) = (word(self, a, 0), word(self, b, 0));
        let same_ptr = self.b.binary(BinaryOp::Eq, ap, bp, span);
        let ap2 = word(self, a, 0);
        let zero = self.b.int_lit(0, long, span);
        let null = self.b.binary(BinaryOp::Eq, ap2, zero, span);
        let (aa, ba) = (word(self, a, 1), word(self, b, 1));
        let same_adj = self.b.binary(BinaryOp::Eq, aa, ba, span);
        let either = self.b.logical(LogicalOp::Or, null, same_adj, span);
        let eq = self.b.logical(LogicalOp::And, same_ptr, either, span);
        let result = if ne {
            self.b.unary(UnaryOp::LogicalNot, eq, span)
        } else {
            eq
        };
        let block = self.b.stmt(StmtKind::Block(body), span);
        Ok(self.b.stmt_expr(block, Some(result), span))
    }
}
