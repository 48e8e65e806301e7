//! Circle's typed enums: `enum typename [class] E { int, name = double*,
//! char[4] }` is an enumeration whose enumerators (valued 0, 1, ... as in
//! any enum; unnamed ones are `_0`, `_1`, ...) each carry an associated
//! type, which introspection reads: `@enum_type(E, i)` and `@enum_type(e)`
//! (types), `@enum_type_string(E, i)` / `(e)` and `@enum_decl_string(E,
//! i)` / `(e)` (strings), and the packs `@enum_types(E)`,
//! `@enum_type_strings(E)`, `@enum_decl_strings(E)`. The associated types
//! live in sema's side table (`CircleEnums::assoc`); the program's enum is
//! an ordinary enum. Also here: the per-enumerator extras the enum body
//! records as it declares each enumerator (associated type, user
//! attributes).

use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use parser::ast::{self, TypeOrExpr};

impl<'a> Translator<'a, '_, '_> {
    /// Records what enumerator `en` carries besides its value; `pos` is
    /// where it was added (nothing when it was not added, a redefinition).
    pub(super) fn enumerator_extras(&mut self, en: &'a ast::Enumerator<'a>, pos: usize) {
        let added = self
            .enum_scope
            .as_ref()
            .is_some_and(|s| s.values.len() > pos);
        if !added {
            return;
        }
        let assoc = match en.assoc {
            Some(t) => match self.ty(t) {
                Ok(t) => Some(t),
                Err(_) => {
                    if let Some(s) = self.enum_scope.as_mut() {
                        s.failed = true;
                    }
                    None
                }
            },
            None => None,
        };
        let attrs = if en.attrs.is_empty() {
            Vec::new()
        } else {
            self.enumerator_attrs(en.attrs)
        };
        if let Some(s) = self.enum_scope.as_mut() {
            if let Some(a) = assoc {
                s.assoc[pos] = Some(a);
            }
            s.attrs[pos] = attrs;
        }
    }

    /// The associated type of enumerator `i` of a typed enum.
    fn assoc_type(
        &mut self,
        ty: TypeId,
        eid: EnumId,
        i: i128,
        ispan: Span,
        what: &str,
    ) -> R<TypeId> {
        self.enumerator_at(eid, ty, i, ispan)?;
        let Some(list) = self.circle_enums.assoc.get(&eid) else {
            let s = self.display(ty);
            return Err(self.report(not_typed(ispan, what, &s)));
        };
        Ok(list[i as usize])
    }

    /// The enum and position `@enum_type(E, i)` / `@enum_type(e)` name.
    fn typed_enumerator(
        &mut self,
        name: &str,
        args: &'a [TypeOrExpr<'a>],
        pack_index: Option<i128>,
        span: Span,
    ) -> R<(TypeId, EnumId, i128, Span)> {
        match (args, pack_index) {
            ([e], Some(i)) => {
                let (ty, eid) = self.intrinsic_enum(name, e)?;
                Ok((ty, eid, i, e.span()))
            }
            ([e, idx], None) => {
                let (ty, eid) = self.intrinsic_enum(name, e)?;
                let i = self.intrinsic_index(idx)?;
                Ok((ty, eid, i, idx.span()))
            }
            ([e], None) => {
                let (ty, eid, i) = self.enumerator_of_value(e)?;
                Ok((ty, eid, i, e.span()))
            }
            _ => Err(self.report(diag::intrinsic_args(
                span,
                name,
                if pack_index.is_some() {
                    "a typed enum type"
                } else {
                    "a typed enum type and an index, or a typed enum value"
                },
            ))),
        }
    }

    /// `@enum_type(E, i)`, `@enum_type(e)`, and an `@enum_types(E)` element.
    pub(super) fn enum_type_intrinsic(
        &mut self,
        name: &str,
        args: &'a [TypeOrExpr<'a>],
        pack_index: Option<i128>,
        span: Span,
    ) -> R<TypeId> {
        let (ty, eid, i, ispan) = self.typed_enumerator(name, args, pack_index, span)?;
        self.assoc_type(ty, eid, i, ispan, name)
    }

    /// `@enum_type_string`, `@enum_decl_string` (and their packs' elements);
    /// `None`: another intrinsic.
    pub(super) fn typed_enum_string(
        &mut self,
        name: &str,
        args: &'a [TypeOrExpr<'a>],
        pack_index: Option<i128>,
        span: Span,
    ) -> Option<R<ExprId>> {
        let decl = match name {
            "enum_type_string" | "enum_type_strings" => false,
            "enum_decl_string" | "enum_decl_strings" => true,
            _ => return None,
        };
        let r = (|| {
            let (ty, eid, i, ispan) = self.typed_enumerator(name, args, pack_index, span)?;
            let t = self.assoc_type(ty, eid, i, ispan, name)?;
            let s = if decl {
                let n = self.b.types().enums[eid].enumerators[i as usize]
                    .name
                    .clone();
                self.decl_string(t, &n)
            } else {
                self.display(t)
            };
            Ok(self.reflect_string(&s, span))
        })();
        Some(r)
    }

    /// The associated types of a typed enum body just translated, kept
    /// (every enumerator a meta statement declared without one gets
    /// `void`).
    pub(super) fn finish_typed_enum(&mut self, eid: EnumId, assoc: Vec<Option<TypeId>>) {
        let v = self.b.void();
        let list = assoc.into_iter().map(|t| t.unwrap_or(v)).collect();
        self.circle_enums.assoc.insert(eid, list);
    }

    /// `@enum_types(E)` or `@enum_type(E, i)` used as a value.
    pub(super) fn type_pack_as_value(&mut self, name: &str, span: Span) -> Reported {
        self.report(Diagnostic::error(
            "sema-type-intrinsic-as-value",
            span,
            format!("'@{name}' yields a type, not a value"),
        ))
    }
}

fn not_typed(span: Span, what: &str, ty: &str) -> Diagnostic {
    Diagnostic::error(
        "sema-not-typed-enum",
        span,
        format!("'@{what}' needs a typed enum ('enum typename'); '{ty}' is not one"),
    )
}
