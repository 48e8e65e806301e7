//! `typeid`: an lvalue of `const std::type_info` (declared by
//! `<typeinfo>`). Of a type, or of an expression that is not a glvalue of
//! polymorphic class type, it names the type's information object, a
//! compiler-made global (`GlobalKind::TypeInfo`) that the host code
//! generator defines as clang does; of a polymorphic glvalue, it reads the
//! object's vtable, whose RTTI slot (just before the address point)
//! points at the most-derived class's object.

use super::{Entity, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use crate::types::Type;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    pub(super) fn typeid_expr(&mut self, arg: &ast::TypeOrExpr<'a>, span: Span) -> R<ExprId> {
        let Some(ti) = self.std_type_info() else {
            return Err(self.report(diag::typeid_needs_typeinfo(span)));
        };
        let cti = self.b.const_of(ti);
        let ty = match arg {
            ast::TypeOrExpr::Type(te) => self.ty(te)?,
            ast::TypeOrExpr::Expr(e) => {
                let x = self.expr(e)?;
                let xt = self.b.ty_of(x);
                let polymorphic = self.b.program.exprs[x].category == ValueCategory::LValue
                    && match self.b.types().kind(self.strip_cv(xt)) {
                        Type::Struct(s) => self.classes.get(s).is_some_and(|c| c.polymorphic),
                        _ => false,
                    };
                if polymorphic {
                    return Ok(self.dynamic_typeid(x, cti, span));
                }
                xt
            }
        };
        let ty = match self.b.types().kind(ty) {
            Type::Reference { referent, .. } => *referent,
            _ => ty,
        };
        let ty = self.strip_cv(ty);
        if matches!(self.b.types().kind(ty), Type::Struct(_)) {
            self.check_complete(span, ty)?;
        }
        self.record_rtti_name(ty);
        let var = self.type_info_var(ty, cti, span);
        Ok(self.b.var(var, span))
    }

    fn strip_cv(&self, t: TypeId) -> TypeId {
        self.b.types().unqualified(t)
    }

    /// `std::type_info`, if `<typeinfo>` declared it.
    fn std_type_info(&self) -> Option<TypeId> {
        let std = self.interner.get("std")?;
        let Some(Entity::Namespace(ns)) = self.ns_member_pub(super::NsId(0), std) else {
            return None;
        };
        let name = self.interner.get("type_info")?;
        match self.ns_member_pub(ns, name)? {
            Entity::Type(t) if matches!(self.b.types().kind(t), Type::Struct(_)) => Some(t),
            _ => None,
        }
    }

    /// The information object of `ty` (one per type).
    fn type_info_var(&mut self, ty: TypeId, cti: TypeId, span: Span) -> VarId {
        let p = &self.b.program;
        let found = p.globals.iter().copied().find(|&g| {
            p.vars[g]
                .global()
                .is_some_and(|gv| gv.kind == GlobalKind::TypeInfo(ty))
        });
        if let Some(v) = found {
            return v;
        }
        let g = GlobalVar {
            space: MemorySpace::Global,
            host_only: true,
            implicit_device: false,
            init: None,
            linkage: Linkage::External,
            is_const: true,
            align: None,
            kind: GlobalKind::TypeInfo(ty),
            linkonce: true,
            dynamic_init: None,
            destroy: None,
            extern_instance: false,
        };
        let name = format!("typeinfo for {}", self.display(ty));
        self.b.global(&name, cti, g, span)
    }

    /// `typeid(x)` of a polymorphic lvalue: the vtable's RTTI slot, after
    /// a null check when `x` is `*p`.
    fn dynamic_typeid(&mut self, x: ExprId, cti: TypeId, span: Span) -> ExprId {
        let (operand, null_check) = match self.b.program.exprs[x].kind {
            ExprKind::Deref(p) => (p, true),
            _ => (self.b.addr_of(x), false),
        };
        self.b.expr(
            ExprKind::DynamicTypeid {
                operand,
                null_check,
            },
            cti,
            ValueCategory::LValue,
            span,
        )
    }

    /// Records the mangled name of the type `ty` (and of what it points
    /// to) for its type information object (`Program::rtti_names`).
    pub(super) fn record_rtti_name(&mut self, ty: TypeId) {
        let mut t = ty;
        for _ in 0..16 {
            t = match self.b.types().kind(t) {
                Type::Reference { referent, .. } => *referent,
                Type::Qualified { base, .. } => *base,
                _ => break,
            };
        }
        let mut chain = vec![t];
        while let Some(&last) = chain.last() {
            let next = match self.b.types().kind(last) {
                Type::Pointer { pointee, .. } => *pointee,
                Type::Qualified { base, .. } => *base,
                Type::MemberPointer { pointee, .. } => *pointee,
                _ => break,
            };
            if chain.len() > 16 {
                break;
            }
            chain.push(next);
        }
        for t in chain {
            if self.b.program.rtti_names.contains_key(&t) {
                continue;
            }
            let code = crate::translate::mangle::type_code(&self.names(), t);
            self.b.program.rtti_names.insert(t, code);
        }
    }
}
