//! Enumerations: the underlying type (fixed, or chosen from the values as
//! clang and GCC choose it), enumerator values and their scope.

use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    pub(super) fn enum_decl(
        &mut self,
        d: &'a ast::Decl<'a>,
        e: &'a ast::EnumDecl<'a>,
    ) -> R<TypeId> {
        let ident = e.name.and_then(|q| q.as_simple());
        let underlying = match e.underlying {
            Some(u) => {
                let t = self.ty(u)?;
                let t = self.b.program.types.unqualified(t);
                if !matches!(self.b.types().get(t), Type::Int(_) | Type::Bool) {
                    let s = self.display(t);
                    return Err(self.report(diag::bad_underlying_type(u.span, &s)));
                }
                Some(t)
            }
            None => None,
        };
        let existing = ident.and_then(|n| match self.local_binding(n.sym) {
            Some(Entity::Type(t)) => match self.b.types().kind(*t) {
                Type::Enum(id) => Some((*t, *id)),
                _ => None,
            },
            _ => None,
        });
        let (eid, ty) = match existing {
            Some(x) => (x.1, x.0),
            None => {
                let name = match ident {
                    Some(n) => self.qualify(self.name(n.sym)),
                    None => "(anonymous enum)".to_string(),
                };
                let int = self.b.int();
                let (id, t) = self
                    .b
                    .enum_ty(&name, underlying.unwrap_or(int), e.scoped, vec![]);
                self.b.program.types.enums[id].span = d.span;
                self.b.program.types.enums[id].scoped = e.scoped;
                if let Some(n) = ident {
                    self.bind(n.sym, Entity::Type(t));
                }
                self.enum_members.entry(id).or_default();
                (id, t)
            }
        };
        if e.enumerators.is_none() {
            return Ok(ty);
        }
        if !self.b.types().enums[eid].enumerators.is_empty() {
            let name = self.b.types().enums[eid].name.clone();
            let prev = self.b.types().enums[eid].span;
            return Err(self.report(diag::redefinition(d.span, &name, prev)));
        }
        // Inside the braces an enumerator is named unqualified and has the
        // underlying type ([dcl.enum]/5); the enum's own type comes after.
        let during = match underlying {
            Some(u) => u,
            None => self.b.int(),
        };
        // The enumerators' own scope is a block even inside a class body.
        let declaring = self.declaring.take();
        let outer = self.enum_scope.replace(super::enum_meta::EnumScope {
            eid,
            underlying,
            during,
            next: 0,
            values: Vec::new(),
            syms: Vec::new(),
            assoc: Vec::new(),
            attrs: Vec::new(),
            failed: false,
        });
        self.push_scope();
        for m in e.members {
            match m {
                ast::EnumMember::Enumerator(en) => {
                    let name = self.name(en.name.sym).to_string();
                    let pos = self.enum_scope.as_ref().map_or(0, |s| s.values.len());
                    self.add_enumerator(name, Some(en.name.sym), en.value, en.name.span, en.span);
                    self.enumerator_extras(en, pos);
                }
                // Circle's enum-scope `@meta`: its injected expression
                // statements declare enumerators (see `enum_meta`).
                ast::EnumMember::Meta(st) => {
                    let _ = self.meta_stmt(st, None);
                }
            }
        }
        self.pop_scope();
        self.declaring = declaring;
        let scope = std::mem::replace(&mut self.enum_scope, outer);
        let Some(super::enum_meta::EnumScope {
            values,
            syms,
            failed,
            assoc,
            attrs,
            ..
        }) = scope
        else {
            return Err(Reported);
        };
        if e.typed {
            self.finish_typed_enum(eid, assoc);
        }
        if attrs.iter().any(|a| !a.is_empty()) {
            self.circle_enums.attrs.insert(eid, attrs);
        }
        if !e.scoped {
            for (sym, (_, v, _)) in syms.iter().zip(&values) {
                if let Some(sym) = sym {
                    self.bind(*sym, Entity::Enumerator { ty, value: *v });
                }
            }
        }
        if underlying.is_none() {
            // The underlying type of an enum without a fixed one, as clang
            // and GCC choose it: unsigned int when no value is negative,
            // else int, else the smallest wider type that holds them.
            let (lo, hi) = values
                .iter()
                .fold((0i128, 0i128), |(lo, hi), v| (lo.min(v.1), hi.max(v.1)));
            let k = if e.scoped {
                IntKind::Int
            } else if e.packed {
                packed_underlying(lo, hi)
            } else if lo >= 0 && hi <= u32::MAX as i128 {
                IntKind::UInt
            } else if lo >= i32::MIN as i128 && hi <= i32::MAX as i128 {
                IntKind::Int
            } else if lo >= i64::MIN as i128 && hi <= i64::MAX as i128 {
                IntKind::Long
            } else {
                IntKind::ULong
            };
            let u = self.b.int_ty(k);
            self.b.program.types.enums[eid].underlying = u;
        }
        self.b.program.types.enums[eid].enumerators = values
            .into_iter()
            .map(|(name, value, span)| Enumerator { name, value, span })
            .collect();
        if failed {
            return Err(Reported);
        }
        Ok(ty)
    }

    pub(super) fn enumerator_value(&mut self, x: &'a ast::Expr<'a>) -> R<i128> {
        let e = self.expr(x)?;
        let e = self.b.rvalue(e);
        if !self.b.types().is_integer(self.b.ty_of(e)) {
            return Err(self.report(diag::not_integral_constant(x.span)));
        }
        self.core_const_int(e, diag::not_integral_constant)
    }
}

/// The underlying type of a GNU `packed` enum, as GCC chooses it: the
/// narrowest of the character, short, int and long types that holds every
/// value, unsigned when no value is negative.
fn packed_underlying(lo: i128, hi: i128) -> IntKind {
    let fits = |bits: u32| {
        if lo >= 0 {
            hi < 1i128 << bits
        } else {
            lo >= -(1i128 << (bits - 1)) && hi < 1i128 << (bits - 1)
        }
    };
    let signed = lo < 0;
    match (fits(8), fits(16), fits(32), signed) {
        (true, _, _, false) => IntKind::UChar,
        (true, _, _, true) => IntKind::SChar,
        (_, true, _, false) => IntKind::UShort,
        (_, true, _, true) => IntKind::Short,
        (_, _, true, false) => IntKind::UInt,
        (_, _, true, true) => IntKind::Int,
        (_, _, _, false) => IntKind::ULong,
        (_, _, _, true) => IntKind::Long,
    }
}
