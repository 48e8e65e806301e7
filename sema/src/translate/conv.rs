//! Implicit conversions (C++ [conv]) and initialization: which conversions
//! are allowed, the diagnostics when they are not, and brace
//! initialization of arrays and structs. The typing itself (which cast node
//! to insert) is the Builder's.

use super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;

/// Where an implicit conversion happens (it selects clang's wording).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum ConvCtx {
    Init,
    Param,
    Return,
    Assign,
}

impl<'a> Translator<'a, '_, '_> {
    pub fn is_lvalue(&self, e: ExprId) -> bool {
        self.b.program.exprs[e].category == ValueCategory::LValue
    }

    /// A null pointer constant: an integer literal 0 (after folding) or `nullptr`.
    pub fn is_null_constant(&self, e: ExprId) -> bool {
        let x = &self.b.program.exprs[e];
        let t = self.b.types();
        if matches!(t.kind(x.ty), Type::NullPtr) {
            return true;
        }
        if !matches!(t.kind(x.ty), Type::Int(_)) {
            return false;
        }
        matches!(self.fold(e), Some(ConstValue::Int(0))) && !self.has_var_ref(e)
    }

    fn has_var_ref(&self, e: ExprId) -> bool {
        match &self.b.program.exprs[e].kind {
            ExprKind::Cast { operand, .. } => self.has_var_ref(*operand),
            ExprKind::Int(_) => false,
            _ => true,
        }
    }

    /// Whether an rvalue of type `from` converts implicitly to `to`.
    pub fn is_convertible(&self, e: ExprId, from: TypeId, to: TypeId) -> bool {
        let t = self.b.types();
        let (uf, ut) = (t.unqualified(from), t.unqualified(to));
        if uf == ut {
            return true;
        }
        match (t.get(uf), t.get(ut)) {
            (_, Type::Bool) => t.is_scalar(uf) && !is_scoped_enum(t, uf),
            (Type::Enum(_), Type::Enum(_)) => false,
            (_, Type::Enum(_)) => false,
            (_, Type::Int(_) | Type::Float(_)) => t.is_arithmetic(uf) && !is_scoped_enum(t, uf),
            (Type::NullPtr, Type::Pointer { .. }) => true,
            (Type::Int(_) | Type::Bool, Type::Pointer { .. }) => self.is_null_constant(e),
            (Type::Pointer { pointee: a, .. }, Type::Pointer { pointee: b, .. }) => {
                let (qa, qb) = (quals(t, *a), quals(t, *b));
                let cv_ok = (!qa.0 || qb.0) && (!qa.1 || qb.1);
                let (ba, bb) = (t.unqualified(*a), t.unqualified(*b));
                cv_ok && (ba == bb || matches!(t.get(bb), Type::Void))
            }
            _ => false,
        }
    }

    /// Converts `e` implicitly to `to`, reporting clang's error when the
    /// conversion does not exist.
    pub fn implicit(&mut self, e: ExprId, to: TypeId, span: Span, ctx: ConvCtx) -> R<ExprId> {
        let was_lvalue = self.is_lvalue(e);
        let orig_ty = self.b.ty_of(e);
        if let Type::Reference { referent, .. } = self.b.types().kind(to).clone() {
            return self.bind_reference(e, referent, span, ctx);
        }
        if self.b.types().is_void(orig_ty) {
            return Err(self.report(diag::void_value_used(span)));
        }
        let r = self.b.rvalue(e);
        let from = self.b.ty_of(r);
        if let Some(x) = self.member_pointer_conversion(r, to, span, ctx) {
            return x;
        }
        // `Derived*` to `Base*`: the base subobject's address.
        if let (Some(fp), Some(tp)) = (self.b.types().pointee(from), self.b.types().pointee(to)) {
            if let (Some(fc), Some(tc)) = (self.class_of_type(fp), self.class_of_type(tp)) {
                let cv_ok = self.cv_bits(fp) & !self.cv_bits(tp) == 0;
                if fc != tc && cv_ok && self.is_base_of(tc, fc) {
                    if self.distinct_subobjects(fc, tc) != 1 {
                        let (d, b) = (self.display(fp), self.display(tp));
                        return Err(self.report(diag::ambiguous_base(span, &d, &b)));
                    }
                    let path = self.base_path(fc, tc).unwrap_or_default();
                    let up = self.derived_to_base(r, &path, span)?;
                    let unq_to = self.b.program.types.unqualified(to);
                    return Ok(self.b.convert(up, unq_to));
                }
            }
        }
        if let Some(x) = self.writable_string(e, to, span) {
            return Ok(x);
        }
        if !self.is_convertible(r, from, to) {
            let (ts, fs) = (
                self.display(to),
                self.display(if was_lvalue { orig_ty } else { from }),
            );
            let d = match ctx {
                ConvCtx::Init => diag::init_conversion(span, &ts, &fs, was_lvalue),
                ConvCtx::Param => diag::param_conversion(span, &ts, &fs, was_lvalue),
                ConvCtx::Return => diag::return_conversion(span, &ts, &fs, was_lvalue),
                ConvCtx::Assign => diag::assign_conversion(span, &ts, &fs),
            };
            return Err(self.report(d));
        }
        let unq_to = self.b.program.types.unqualified(to);
        if self.b.types().is_pointer(unq_to)
            && !self.b.types().is_pointer(from)
            && matches!(self.b.types().kind(from), Type::Int(_) | Type::Bool)
        {
            // A null pointer constant becomes a null pointer of the type.
            let sp = self.b.span(r);
            return Ok(self
                .b
                .expr(ExprKind::Null, unq_to, ValueCategory::RValue, sp));
        }
        Ok(self.b.convert(r, unq_to))
    }

    fn bind_reference(
        &mut self,
        e: ExprId,
        referent: TypeId,
        span: Span,
        ctx: ConvCtx,
    ) -> R<ExprId> {
        let ty = self.b.ty_of(e);
        let t = self.b.types();
        let same = t.unqualified(ty) == t.unqualified(referent);
        let cv_ok = !self.is_const(ty) || self.is_const(referent);
        if self.is_lvalue(e) && same && cv_ok {
            return Ok(e);
        }
        let rs = self.display(referent);
        let fs = self.display(ty);
        if self.is_lvalue(e) && same {
            // Dropping const through a reference.
            let d = match ctx {
                ConvCtx::Param => diag::param_conversion(span, &format!("{rs} &"), &fs, true),
                _ => diag::init_conversion(span, &format!("{rs} &"), &fs, true),
            };
            return Err(self.report(d));
        }
        if self.is_const(referent) {
            // Calls bind temporaries through a thunk (see `temporary.rs`);
            // a local `const T& r = rvalue;` is not supported yet.
            return Err(self.report(diag::unsupported(
                span,
                "binding a const reference to a temporary outside a call",
            )));
        }
        Err(self.report(diag::ref_bind_temporary(span, &rs, &fs)))
    }

    /// Copy-initialization of a variable of type `ty` from `e`.
    pub fn convert_init(&mut self, e: ExprId, ty: TypeId, span: Span) -> R<ExprId> {
        // Arrays are initialized element-wise, only from string literals.
        if let Type::Array { .. } = self.b.types().kind(ty) {
            if matches!(self.b.program.exprs[e].kind, ExprKind::Str(_)) && self.is_char_array(ty) {
                return self.check_string_fits(e, ty, span);
            }
            let (ts, fs) = (self.display(ty), self.display(self.b.ty_of(e)));
            return Err(self.report(diag::init_conversion(span, &ts, &fs, self.is_lvalue(e))));
        }
        self.implicit(e, ty, span, ConvCtx::Init)
    }

    fn is_char_array(&self, ty: TypeId) -> bool {
        let t = self.b.types();
        match t.kind(ty) {
            Type::Array { elem, .. } => {
                matches!(t.kind(*elem), Type::Int(k) if k.bits() == 8)
            }
            _ => false,
        }
    }

    fn check_string_fits(&mut self, e: ExprId, ty: TypeId, span: Span) -> R<ExprId> {
        let n = match &self.b.program.exprs[e].kind {
            ExprKind::Str(b) => b.len() as u64,
            _ => 0,
        };
        if let Type::Array { len: Some(len), .. } = self.b.types().kind(ty) {
            // The terminating NUL may be dropped when it does not fit (C rule
            // that C++ forbids; clang errors).
            if n.saturating_sub(1) > *len {
                return Err(self.report(diag::excess_elements(span, "char array")));
            }
        }
        Ok(e)
    }

    /// A condition (`if`, loops, `!`, `&&`, `?:`): contextually converted to `bool`.
    pub fn condition(&mut self, e: ExprId, span: Span) -> R<ExprId> {
        if self.class_of_type(self.b.ty_of(e)).is_some() {
            match self.class_to_bool(e, span)? {
                Some(b) => return Ok(self.b.condition(b)),
                None => {
                    let s = self.display(self.b.ty_of(e));
                    return Err(self.report(diag::not_contextually_bool(span, &s)));
                }
            }
        }
        let r = self.b.rvalue(e);
        let t = self.b.ty_of(r);
        if self.b.types().is_member_pointer(t) {
            return Ok(self.member_pointer_to_bool(r, span));
        }
        // A scoped enumeration converts to nothing implicitly, `bool`
        // included ([dcl.enum]/10).
        if !self.b.types().is_scalar(t) || scoped_enum(self.b.types(), t) {
            let s = self.display(t);
            return Err(self.report(diag::not_contextually_bool(span, &s)));
        }
        Ok(self.b.condition(r))
    }
}

fn is_scoped_enum(t: &TypeTable, ty: TypeId) -> bool {
    match t.kind(ty) {
        Type::Enum(e) => t.enums.get(*e).is_some_and(|d| d.scoped),
        _ => false,
    }
}

/// (const, volatile) of a type's top level.
fn quals(t: &TypeTable, ty: TypeId) -> (bool, bool) {
    match t.get(ty) {
        Type::Qualified {
            is_const,
            is_volatile,
            ..
        } => (*is_const, *is_volatile),
        _ => (false, false),
    }
}

pub(crate) fn scoped_enum(t: &TypeTable, ty: TypeId) -> bool {
    is_scoped_enum(t, ty)
}
