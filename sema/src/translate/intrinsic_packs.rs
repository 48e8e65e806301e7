//! Circle's pack-yielding introspection: the plural intrinsics
//! (`@enum_values(E)`, `@enum_names(E)`, `@enum_types(E)`,
//! `@member_values(obj)`, `@member_names(T)`, `@member_types(T)`,
//! `@member_ptrs(T)`, `@member_offsets(T)`, `@enum_attributes(E, attr)`,
//! ...) are parameter packs with one element per enumerator or
//! non-static data member, expanded wherever a pack is (call arguments,
//! braced lists, template arguments, folds, Circle's expansion statement
//! `expr...;`), and `int...`, the index of the element being expanded.
//!
//! An expansion pattern notes each pack intrinsic it contains (`pack::
//! PackList::sites`); here each site's length is found (the count of its
//! enumeration or class) and the site is bound, for each element, under a
//! name of its own made from where it is written (as `pack_select` binds a
//! slice) to the element's index. Translating the intrinsic inside the
//! expansion reads that index and yields what the singular intrinsic
//! yields for it (`@enum_names(E)` -> `@enum_name(E, i)`); outside one it
//! is an error. `int...` reads [`PACK_INDEX`], which every expansion binds.

use super::{Entity, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK, TypeOrExpr};
use parser::Symbol;

/// The name every expansion binds to its element's index (`int...`); no
/// token spells it.
pub(crate) const PACK_INDEX: Symbol = Symbol(u32::MAX);

/// The pack intrinsics and the singular intrinsic each element is.
const PACKS: &[(&str, &str)] = &[
    ("enum_values", "enum_value"),
    ("enum_names", "enum_name"),
    ("enum_types", "enum_type"),
    ("enum_type_strings", "enum_type_string"),
    ("enum_decl_strings", "enum_decl_string"),
    ("enum_attributes", "enum_attribute"),
    ("member_values", "member_value"),
    ("member_names", "member_name"),
    ("member_types", "member_type"),
    ("member_ptrs", "member_ptr"),
    ("member_offsets", "member_offset"),
    ("member_type_strings", "member_type_string"),
    ("member_decl_strings", "member_decl_string"),
    ("base_types", "base_type"),
];

pub(crate) fn is_pack_intrinsic(name: &str) -> bool {
    PACKS.iter().any(|(p, _)| *p == name)
}

/// The pack intrinsics whose elements are types.
pub(crate) fn is_type_pack(name: &str) -> bool {
    matches!(name, "enum_types" | "member_types" | "base_types")
}

/// The name a pack intrinsic's elements are bound to during an expansion:
/// from where it is written, above every interned symbol (as a slice's).
fn site_symbol(span: Span) -> Symbol {
    Symbol(0x8000_0000 | (span.lo & 0x7fff_ffff))
}

impl<'a> Translator<'a, '_, '_> {
    /// Binds each pack intrinsic of an expansion pattern: one index per
    /// enumerator or member.
    pub(crate) fn resolve_pack_sites(
        &mut self,
        sites: &[&'a ast::Expr<'a>],
        out: &mut Vec<(Symbol, Vec<Entity>)>,
    ) -> R<()> {
        for e in sites {
            let AK::Intrinsic(i) = e.kind else {
                continue;
            };
            let sym = site_symbol(e.span);
            if out.iter().any(|(s, _)| *s == sym) {
                continue;
            }
            let n = self.pack_len(i, e.span)?;
            let it = self.b.int();
            let items = (0..n)
                .map(|k| Entity::Value {
                    ty: it,
                    value: ConstValue::Int(k as i128),
                })
                .collect();
            out.push((sym, items));
        }
        Ok(())
    }

    /// How many elements pack intrinsic `i` has.
    fn pack_len(&mut self, i: &'a ast::IntrinsicExpr<'a>, span: Span) -> R<usize> {
        let name = self.name(i.name.sym);
        match (name, i.args) {
            ("enum_attributes", [e, _]) | ("enum_values" | "enum_names", [e]) => {
                let (_, eid) = self.intrinsic_enum(name, e)?;
                Ok(self.b.types().enums[eid].enumerators.len())
            }
            ("enum_types" | "enum_type_strings" | "enum_decl_strings", [e]) => {
                let (ty, eid) = self.intrinsic_enum(name, e)?;
                if !self.circle_enums.assoc.contains_key(&eid) {
                    let s = self.display(ty);
                    return Err(self.report(Diagnostic::error(
                        "sema-not-typed-enum",
                        e.span(),
                        format!("'@{name}' needs a typed enum ('enum typename'); '{s}' is not one"),
                    )));
                }
                Ok(self.b.types().enums[eid].enumerators.len())
            }
            ("member_values", [TypeOrExpr::Expr(x)]) => {
                let obj = self.expr(x)?;
                let t = self.b.ty_of(obj);
                let sid = self.struct_of(t, x.span)?;
                Ok(self.b.types().structs[sid].fields.len())
            }
            ("member_values", _) => {
                Err(self.report(diag::intrinsic_args(span, name, "an object of struct type")))
            }
            ("base_types", [a]) => {
                let t = self.intrinsic_type(a)?;
                let sid = self.struct_of(t, a.span())?;
                Ok(self.b.types().structs[sid].bases.len())
            }
            (_, [a]) if name.starts_with("member_") => {
                let t = self.intrinsic_type(a)?;
                let sid = self.struct_of(t, a.span())?;
                Ok(self.b.types().structs[sid].fields.len())
            }
            _ => {
                let expected = match name {
                    "enum_attributes" => "an enumeration type and an attribute name",
                    n if n.starts_with("enum_") => "an enumeration type",
                    _ => "a struct type",
                };
                Err(self.report(diag::intrinsic_args(span, name, expected)))
            }
        }
    }

    /// The element of pack intrinsic `i` (written at `span`) the enclosing
    /// expansion is translating; an error outside an expansion.
    fn pack_element(&mut self, name: &str, span: Span) -> R<i128> {
        match self.lookup(site_symbol(span)) {
            Some(Entity::Value {
                value: ConstValue::Int(k),
                ..
            }) => Ok(k),
            _ => Err(self.report(Diagnostic::error(
                "sema-unexpanded-intrinsic-pack",
                span,
                format!("'@{name}' is a parameter pack and must be expanded with '...'"),
            ))),
        }
    }

    /// A pack intrinsic as an expression: its current element (`None`:
    /// not a pack intrinsic).
    pub(super) fn pack_intrinsic_expr(
        &mut self,
        i: &'a ast::IntrinsicExpr<'a>,
        span: Span,
    ) -> Option<R<ExprId>> {
        let name = self.name(i.name.sym);
        let single = PACKS.iter().find(|(p, _)| *p == name)?.1;
        Some(self.pack_element(name, span).and_then(|k| {
            if is_type_pack(name) {
                return Err(self.type_pack_as_value(name, span));
            }
            self.singular_at(name, single, i.args, k, span)
        }))
    }

    /// A type pack intrinsic as a type: its current element (`None`: not
    /// one).
    pub(super) fn pack_intrinsic_type(
        &mut self,
        i: &'a ast::IntrinsicExpr<'a>,
        span: Span,
    ) -> Option<R<TypeId>> {
        let name = self.name(i.name.sym);
        if !is_type_pack(name) {
            return None;
        }
        Some(
            self.pack_element(name, span)
                .and_then(|k| match (name, i.args) {
                    ("enum_types", _) => self.enum_type_intrinsic(name, i.args, Some(k), span),
                    ("member_types", [a]) => {
                        let t = self.intrinsic_type(a)?;
                        let (_, f) = self.member_of_type_at(t, a.span(), k, span)?;
                        Ok(f.ty)
                    }
                    ("base_types", [a]) => {
                        let t = self.intrinsic_type(a)?;
                        let sid = self.struct_of(t, a.span())?;
                        let class = self.b.types().structs[sid].bases[k as usize].class;
                        Ok(self.b.ty(Type::Struct(class)))
                    }
                    _ => Err(self.report(diag::intrinsic_args(span, name, "a struct type"))),
                }),
        )
    }

    /// Element `k` of pack intrinsic `name`: what `single` gives for it.
    fn singular_at(
        &mut self,
        name: &str,
        single: &str,
        args: &'a [TypeOrExpr<'a>],
        k: i128,
        span: Span,
    ) -> R<ExprId> {
        if let Some(r) = self.typed_enum_string(name, args, Some(k), span) {
            return r;
        }
        if let Some(r) = self.enum_attr_intrinsic(name, args, Some(k), span) {
            return r;
        }
        match (single, args) {
            ("enum_value" | "enum_name", [a]) => {
                let (ty, eid) = self.intrinsic_enum(name, a)?;
                let en = self.enumerator_at(eid, ty, k, span)?;
                Ok(if single == "enum_value" {
                    self.b.int_lit(en.value, ty, span)
                } else {
                    self.name_string(&en.name, span)
                })
            }
            ("member_value", [TypeOrExpr::Expr(x)]) => {
                let obj = self.expr(x)?;
                self.member_value_at(obj, x.span, k, span, span)
            }
            (_, [a]) => {
                let t = self.intrinsic_type(a)?;
                let (sid, f) = self.member_of_type_at(t, a.span(), k, span)?;
                match single {
                    "member_name" => Ok(self.name_string(&f.name, span)),
                    "member_offset" => {
                        let size_t = self.b.int_ty(IntKind::ULong);
                        Ok(self.b.int_lit(f.offset as i128, size_t, span))
                    }
                    "member_ptr" => self.reflected_member_ptr(sid, &f, span),
                    "member_type_string" => {
                        let s = self.display(f.ty);
                        Ok(self.reflect_string(&s, span))
                    }
                    _ => {
                        let s = self.decl_string(f.ty, &f.name);
                        Ok(self.reflect_string(&s, span))
                    }
                }
            }
            _ => Err(self.report(diag::intrinsic_args(span, name, "a struct type"))),
        }
    }

    /// `int...`: the index of the element being expanded.
    pub(super) fn pack_index_expr(&mut self, span: Span) -> R<ExprId> {
        match self.lookup(PACK_INDEX) {
            Some(Entity::Value {
                value: ConstValue::Int(k),
                ..
            }) => {
                let it = self.b.int();
                Ok(self.b.int_lit(k, it, span))
            }
            _ => Err(self.report(Diagnostic::error(
                "sema-pack-index-outside-expansion",
                span,
                "'int...' is only valid inside a pack expansion",
            ))),
        }
    }
}
