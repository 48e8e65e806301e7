//! Placeholder return types beyond plain `auto` and `decltype(auto)`:
//! `auto&`, `const auto&`, `auto&&`, `auto*`, `const auto*`
//! ([dcl.spec.auto]). The first `return` deduces the type as a variable
//! declared with that placeholder would be (`deduced_var_type`), and until
//! then the function returns `void`, as `auto f()` does.

use super::Translator;
use crate::program::*;
use parser::ast::{self, TypeKind};

/// A compound placeholder return type, as written (the `auto` inside it
/// and its qualifiers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RetForm {
    /// `auto*` (cv of the pointee, cv of the pointer).
    Ptr(ast::Cv, ast::Cv),
    /// `auto&` (cv of the referent).
    LRef(ast::Cv),
    /// `auto&&`: a forwarding reference.
    RRef(ast::Cv),
}

/// The compound placeholder a return type is, if it is one.
pub(crate) fn ret_form(te: &ast::TypeExpr<'_>) -> Option<RetForm> {
    match te.kind {
        TypeKind::Pointer(i) if matches!(i.kind, TypeKind::Auto) => Some(RetForm::Ptr(i.cv, te.cv)),
        TypeKind::LRef(i) if matches!(i.kind, TypeKind::Auto) => Some(RetForm::LRef(i.cv)),
        TypeKind::RRef(i) if matches!(i.kind, TypeKind::Auto) => Some(RetForm::RRef(i.cv)),
        _ => None,
    }
}

/// Whether a function's return type is deduced from its body: `auto` and
/// `decltype(auto)` written first (not `auto f() -> T`), or a compound
/// placeholder anywhere.
pub(crate) fn is_deduced_return(ft: &ast::FunctionType<'_>) -> bool {
    (matches!(ft.ret.kind, TypeKind::Auto | TypeKind::DecltypeAuto)
        && (!ft.trailing_return || matches!(ft.ret.kind, TypeKind::DecltypeAuto)))
        || ret_form(ft.ret).is_some()
}

impl<'a> Translator<'a, '_, '_> {
    /// The return type a compound placeholder deduces from the returned
    /// expression `e`.
    pub(crate) fn deduce_ret_form(&mut self, form: RetForm, e: ExprId) -> Option<TypeId> {
        let x = self.b.program.exprs[e].clone();
        match form {
            RetForm::Ptr(inner, outer) => {
                let t = self.decayed_type(&x);
                let pointee = self.b.types().pointee(t)?;
                let pointee = self.qualified(pointee, inner);
                let p = self.b.ptr(pointee);
                Some(self.qualified(p, outer))
            }
            RetForm::LRef(cv) => {
                if !self.is_lvalue(e) && !cv.is_const() {
                    return None;
                }
                let referent = self.qualified(x.ty, cv);
                Some(self.b.ty(Type::Reference {
                    referent,
                    rvalue: false,
                }))
            }
            RetForm::RRef(cv) => {
                let rvalue = !self.is_lvalue(e) || self.is_xvalue(e);
                if !cv.is_empty() && !rvalue {
                    return None;
                }
                let referent = self.qualified(x.ty, cv);
                Some(self.b.ty(Type::Reference { referent, rvalue }))
            }
        }
    }
}
