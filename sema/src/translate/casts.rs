//! Explicit casts ([expr.static.cast], [expr.dynamic.cast],
//! [expr.const.cast], [expr.reinterpret.cast], [expr.cast]): between
//! scalars, up and down class hierarchies (pointers and references), to
//! class types (a constructor or conversion function), to rvalue
//! references (`static_cast<T&&>(x)` is an xvalue: what `std::move` is).

use super::init::InitHow;
use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// `kind<to>(e)` / `(to)e`.
    pub fn cast_to(&mut self, kind: ast::CastKind, e: ExprId, to: TypeId, span: Span) -> R<ExprId> {
        use ast::CastKind as C;
        if kind == C::Dynamic {
            return self.dynamic_cast(e, to, span);
        }
        if let Type::Reference { referent, rvalue } = self.b.types().kind(to).clone() {
            return self.reference_cast(kind, e, referent, rvalue, span);
        }
        let uto = self.b.program.types.unqualified(to);
        // To a class: direct-initialization of a temporary.
        if self.class_of_type(uto).is_some() && matches!(kind, C::Static | C::CStyle) {
            let init = self.init_object(uto, InitHow::Direct(vec![e]), span)?;
            return Ok(self.init_to_prvalue(uto, init, span));
        }
        // From a class to a scalar: a conversion function.
        if self.class_of_type(self.b.ty_of(e)).is_some() && matches!(kind, C::Static | C::CStyle) {
            if self.b.types().is_void(uto) {
                return self.scalar_cast(kind, e, to, span);
            }
            // A cast is direct-initialization: explicit conversion
            // functions count too ([expr.static.cast]/4).
            // Among conversion functions, the better conversion from the
            // result to the target decides ([over.match.best]/2.2).
            let choices = self.user_conversions(e, uto, false);
            let seq = |s: &super::overload::Standard| super::overload::Ics::standard(*s);
            let best = choices.iter().find(|(_, s)| {
                choices
                    .iter()
                    .all(|(_, o)| self.compare_ics(&seq(s), &seq(o)) != std::cmp::Ordering::Greater)
            });
            let unique = best.is_some_and(|(f, s)| {
                choices.iter().all(|(g, o)| {
                    g == f || self.compare_ics(&seq(s), &seq(o)) == std::cmp::Ordering::Less
                })
            });
            let picked = if unique {
                best.map(|(f, _)| *f)
            } else {
                self.pick_user(&choices)
            };
            if let Some(f) = picked {
                if self.b.program.funcs[f].kind != FuncKind::Constructor && !self.is_deleted(f) {
                    let r = self.call_member(f, e, Vec::new(), span)?;
                    return self.implicit(r, uto, span, super::conv::ConvCtx::Init);
                }
            }
            if choices.is_empty() && !self.b.types().is_pointer(uto) {
                // No conversion function at all: clang's words for a cast.
                let (fs, ts) = (self.display(self.b.ty_of(e)), self.display(uto));
                return Err(self.report(diag::cast_without_conversion_operator(span, &fs, &ts)));
            }
            let c = self.copy_init_expr(uto, e, span, super::conv::ConvCtx::Init)?;
            return Ok(c);
        }
        if let Some(r) = self.member_pointer_cast(kind, e, uto, span) {
            return r;
        }
        // Class pointers up and down the hierarchy.
        if matches!(kind, C::Static | C::CStyle) {
            if let Some(r) = self.class_pointer_cast(e, uto, span)? {
                return Ok(r);
            }
        }
        self.scalar_cast(kind, e, to, span)
    }

    /// `Base*` ↔ `Derived*` (a static downcast adjusts by the base's
    /// offset; a virtual base cannot be cast down from statically).
    fn class_pointer_cast(&mut self, e: ExprId, to: TypeId, span: Span) -> R<Option<ExprId>> {
        let r = self.b.rvalue(e);
        let from = self.b.ty_of(r);
        let t = self.b.types();
        let (Some(fp), Some(tp)) = (t.pointee(from), t.pointee(to)) else {
            return Ok(None);
        };
        let (Some(fc), Some(tc)) = (self.class_of_type(fp), self.class_of_type(tp)) else {
            return Ok(None);
        };
        if fc == tc {
            return Ok(None);
        }
        if self.cv_bits(fp) & !self.cv_bits(tp) != 0 {
            return Ok(None); // casting away const: the C-style cast's job
        }
        if self.is_base_of(tc, fc) {
            let path = self.base_path(fc, tc).unwrap_or_default();
            let up = self.derived_to_base(r, &path, span)?;
            return Ok(Some(self.b.convert(up, to)));
        }
        if self.is_base_of(fc, tc) {
            let path = self.base_path(tc, fc).unwrap_or_default();
            if path
                .windows(2)
                .any(|w| self.is_virtual_base_step(w[0], w[1]))
            {
                let (b, d) = (self.display(fp), self.display(tp));
                return Err(self.report(diag::downcast_virtual_base(span, &b, &d)));
            }
            let offset = self.path_offset(&path);
            let tty = self.b.program.types.unqualified(tp);
            let down = self.b.base_adjust(r, tty, -offset, None);
            return Ok(Some(self.b.convert(down, to)));
        }
        Ok(None)
    }

    /// The byte offset of the base at the end of a non-virtual `path`.
    pub fn path_offset(&self, path: &[StructId]) -> i64 {
        let mut off = 0i64;
        for w in path.windows(2) {
            if let Some(b) = self.b.types().structs[w[0]]
                .bases
                .iter()
                .find(|b| b.class == w[1])
            {
                off += b.offset as i64;
            }
        }
        off
    }

    /// Casts to `referent&` / `referent&&`.
    fn reference_cast(
        &mut self,
        kind: ast::CastKind,
        e: ExprId,
        referent: TypeId,
        rvalue: bool,
        span: Span,
    ) -> R<ExprId> {
        use ast::CastKind as C;
        let ety = self.b.ty_of(e);
        let (ua, ur) = (
            self.b.program.types.unqualified(ety),
            self.b.program.types.unqualified(referent),
        );
        let glvalue = self.is_lvalue(e);
        let out = if ua == ur {
            // Same type: a cv change (const_cast or adding const), or
            // `static_cast<T&&>(x)`.
            if !glvalue && !rvalue {
                if kind == C::Static && self.is_const(referent) {
                    self.materialize(e)
                } else {
                    let (f, t) = (self.display(ety), self.display(referent));
                    return Err(self.report(diag::invalid_cast(span, &f, &format!("{t} &"))));
                }
            } else if glvalue {
                e
            } else {
                self.materialize(e)
            }
        } else if let (Some(fc), Some(tc)) = (self.class_of_type(ua), self.class_of_type(ur)) {
            let g = if glvalue { e } else { self.materialize(e) };
            if self.is_base_of(tc, fc) {
                let path = self.base_path(fc, tc).unwrap_or_default();
                self.derived_to_base(g, &path, span)?
            } else if self.is_base_of(fc, tc) && matches!(kind, C::Static | C::CStyle) {
                let path = self.base_path(tc, fc).unwrap_or_default();
                let offset = self.path_offset(&path);
                self.b.base_adjust(g, ur, -offset, None)
            } else if matches!(kind, C::Reinterpret | C::CStyle) {
                self.reinterpret_lvalue(g, ur, span)
            } else {
                let (f, t) = (self.display(ety), self.display(referent));
                return Err(self.report(diag::invalid_cast(span, &f, &format!("{t} &"))));
            }
        } else if matches!(kind, C::Reinterpret | C::CStyle) && glvalue {
            self.reinterpret_lvalue(e, ur, span)
        } else if kind == C::Static && (self.is_const(referent) || rvalue) {
            // `static_cast<const double&>(i)`: a converted temporary.
            let v = self.copy_init_expr(ur, e, span, super::conv::ConvCtx::Init)?;
            let v = self.b.convert(v, ur);
            self.materialize(v)
        } else {
            let (f, t) = (self.display(ety), self.display(referent));
            return Err(self.report(diag::invalid_cast(span, &f, &format!("{t} &"))));
        };
        // The result has the referent's qualifiers; `T&&` gives an xvalue.
        let q = self.cv_bits(referent);
        let x = &mut self.b.program.exprs[out];
        let base = x.ty;
        let _ = base;
        let ty = self.qualified(ur, ast::Cv(q));
        let node = self.b.expr(
            ExprKind::Cast {
                kind: CastKind::NoOp,
                operand: out,
            },
            ty,
            ValueCategory::LValue,
            span,
        );
        if rvalue {
            self.xvalues.insert(node);
        }
        Ok(node)
    }

    /// `*(T*)&x`.
    fn reinterpret_lvalue(&mut self, g: ExprId, to: TypeId, span: Span) -> ExprId {
        let addr = self.b.addr_of(g);
        let p = self.b.ptr(to);
        let c = self.b.cast(CastKind::BitCast, addr, p);
        self.b.program.exprs[c].span = span;
        self.b.deref(c)
    }

    /// `dynamic_cast<T*>(p)`, `dynamic_cast<void*>(p)`, `dynamic_cast<T&>(x)`.
    fn dynamic_cast(&mut self, e: ExprId, to: TypeId, span: Span) -> R<ExprId> {
        let t = self.b.types();
        let (reference, target) = match t.kind(to).clone() {
            Type::Reference { referent, .. } => (true, referent),
            Type::Pointer { pointee, .. } => (false, pointee),
            _ => {
                let s = self.display(to);
                return Err(self.report(diag::dynamic_cast_target(span, &s)));
            }
        };
        let to_class = self.class_of_type(target);
        if to_class.is_none() && (!self.b.types().is_void(target) || reference) {
            let s = self.display(to);
            return Err(self.report(diag::dynamic_cast_target(span, &s)));
        }
        // The operand: a pointer to (or glvalue of) a class.
        let ptr = if reference {
            let g = if self.is_lvalue(e) {
                e
            } else {
                self.materialize(e)
            };
            self.b.addr_of(g)
        } else {
            self.b.rvalue(e)
        };
        let Some(from) = self
            .b
            .types()
            .pointee(self.b.ty_of(ptr))
            .and_then(|p| self.class_of_type(p))
        else {
            let s = self.display(self.b.ty_of(e));
            return Err(self.report(diag::dynamic_cast_source(span, &s)));
        };
        if let Some(tc) = to_class {
            // An upcast is a derived-to-base conversion.
            if self.is_base_of(tc, from) {
                let path = self.base_path(from, tc).unwrap_or_default();
                let up = self.derived_to_base(ptr, &path, span)?;
                return Ok(if reference { self.b.deref(up) } else { up });
            }
        }
        if !self.classes.get(&from).is_some_and(|c| c.polymorphic) {
            let s = self.display(self.b.types().pointee(self.b.ty_of(ptr)).unwrap_or(to));
            return Err(self.report(diag::dynamic_cast_not_polymorphic(span, &s)));
        }
        let rty = self.b.ptr(target);
        let dc = self.b.expr(
            ExprKind::DynamicCast {
                operand: ptr,
                to: to_class,
                reference,
            },
            rty,
            ValueCategory::RValue,
            span,
        );
        Ok(if reference { self.b.deref(dc) } else { dc })
    }
    // -- casts -------------------------------------------------------------------

    /// Casts between scalar types (and pointers).
    fn scalar_cast(&mut self, kind: ast::CastKind, e: ExprId, to: TypeId, span: Span) -> R<ExprId> {
        use ast::CastKind as C;
        let unq = self.b.program.types.unqualified(to);
        if self.b.types().is_void(unq) {
            if kind == C::Reinterpret || kind == C::Const {
                return Err(self.cast_error(e, to, span));
            }
            let ty = self.b.ty_of(e);
            let r = if self.b.types().is_void(ty) {
                e
            } else {
                self.b.rvalue(e)
            };
            let out = self.b.cast(CastKind::ToVoid, r, unq);
            self.b.program.exprs[out].span = span;
            return Ok(out);
        }
        let r = self.b.rvalue(e);
        let from = self.b.ty_of(r);
        let t = self.b.types();
        let (fk, tk) = (t.kind(from).clone(), t.kind(unq).clone());
        let is_int = |k: &Type| matches!(k, Type::Int(_) | Type::Bool | Type::Enum(_));
        let ptr_like = |k: &Type| matches!(k, Type::Pointer { .. } | Type::NullPtr);
        let same = t.unqualified(from) == unq;
        let ok = match kind {
            C::Static | C::CStyle => {
                same || (t.is_arithmetic(from) && t.is_arithmetic(unq))
                    || (matches!(fk, Type::NullPtr) && ptr_like(&tk))
                    || (ptr_like(&fk) && matches!(tk, Type::Bool))
                    || (matches!(fk, Type::Pointer { .. })
                        && matches!(tk, Type::Pointer { .. })
                        && (kind == C::CStyle || self.static_ptr_ok(from, unq)))
                    || (kind == C::CStyle
                        && ((is_int(&fk) && ptr_like(&tk)) || (ptr_like(&fk) && is_int(&tk))))
                    || (is_int(&fk)
                        && matches!(tk, Type::Pointer { .. })
                        && self.is_null_constant(r))
            }
            C::Reinterpret => {
                same || (matches!(fk, Type::Pointer { .. }) && matches!(tk, Type::Pointer { .. }))
                    || (is_int(&fk) && matches!(tk, Type::Pointer { .. }))
                    || (matches!(fk, Type::Pointer { .. })
                        && matches!(tk, Type::Int(k) if k.bits() >= 64))
            }
            C::Const => {
                matches!(fk, Type::Pointer { .. })
                    && matches!(tk, Type::Pointer { .. })
                    && match (t.pointee(from), t.pointee(unq)) {
                        (Some(a), Some(b)) => t.unqualified(a) == t.unqualified(b),
                        _ => false,
                    }
            }
            C::Dynamic => false,
        };
        if !ok {
            return Err(self.cast_error(e, to, span));
        }
        let out = self.b.convert(r, unq);
        if out == r {
            // A no-op cast still yields its own rvalue node with the cast's span.
            let ty = self.b.ty_of(r);
            return Ok(self.b.expr(
                ExprKind::Cast {
                    kind: CastKind::NoOp,
                    operand: r,
                },
                ty,
                ValueCategory::RValue,
                span,
            ));
        }
        self.b.program.exprs[out].span = span;
        Ok(out)
    }

    fn static_ptr_ok(&self, from: TypeId, to: TypeId) -> bool {
        let t = self.b.types();
        match (t.pointee(from), t.pointee(to)) {
            (Some(a), Some(b)) => {
                let (ua, ub) = (t.unqualified(a), t.unqualified(b));
                ua == ub || t.is_void(ua) || t.is_void(ub)
            }
            _ => false,
        }
    }

    fn cast_error(&mut self, e: ExprId, to: TypeId, span: Span) -> Reported {
        let (f, t) = (self.display(self.b.ty_of(e)), self.display(to));
        self.report(diag::invalid_cast(span, &f, &t))
    }
}
