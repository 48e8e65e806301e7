//! Circle's type-yielding introspection (`@member_type(T, i)`: the declared
//! type of the `i`th non-static data member; `@base_type(T, i)`: the `i`th
//! direct base class), used wherever a type-specifier may appear.

use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use parser::ast::{self, ExprKind as AK};

impl<'a> Translator<'a, '_, '_> {
    pub(super) fn reflected_type(&mut self, e: &'a ast::Expr<'a>) -> R<TypeId> {
        let AK::Intrinsic(i) = e.kind else {
            return Err(Reported);
        };
        if let Some(r) = self.pack_intrinsic_type(i, e.span) {
            return r;
        }
        let name = self.name(i.name.sym);
        match (name, i.args) {
            ("enum_type", _) => self.enum_type_intrinsic(name, i.args, None, e.span),
            ("type_id", [ast::TypeOrExpr::Expr(x)]) => self.type_id_intrinsic(x),
            ("type_id", _) => {
                Err(self.report(diag::intrinsic_args(e.span, name, "a compile-time string")))
            }
            ("member_type", [a, b]) => self.member_at(a, b).map(|(_, f)| f.ty),
            ("base_type", [a, b]) => {
                let t = self.intrinsic_type(a)?;
                let unq = self.b.program.types.unqualified(t);
                let Type::Struct(sid) = self.b.types().kind(unq).clone() else {
                    let s = self.display(t);
                    return Err(self.report(diag::member_base_not_struct(a.span(), &s)));
                };
                let idx = self.intrinsic_index(b)?;
                let bases = &self.b.types().structs[sid].bases;
                match usize::try_from(idx).ok().and_then(|i| bases.get(i)) {
                    Some(base) => {
                        let class = base.class;
                        Ok(self.b.ty(Type::Struct(class)))
                    }
                    None => {
                        let n = bases.len();
                        let s = self.display(t);
                        Err(self.report(lexer::diag::Diagnostic::error(
                            "sema-base-index-range",
                            b.span(),
                            format!(
                                "base index {idx} is out of range for '{s}' ({n} direct bases)"
                            ),
                        )))
                    }
                }
            }
            _ => Err(self.report(diag::intrinsic_args(
                e.span,
                name,
                "a struct type and an index",
            ))),
        }
    }
}
