//! Flexible array members, `struct S { int n; int data[]; };` (C99, which
//! clang and g++ accept in C++), and GNU zero-length arrays `int data[0]`:
//! the member takes no space (it is laid out as `T[0]` at the aligned end
//! of the struct) and indexes the storage after the object, which the
//! program allocates. Only the last member may have an unknown bound.

use super::super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;

impl Translator<'_, '_, '_> {
    /// Whether `ty` is an array of unknown bound of a complete type (a
    /// flexible array member when it is a class's data member).
    pub(crate) fn is_flexible_array(&self, ty: TypeId) -> bool {
        let t = self.b.types();
        match t.kind(ty) {
            Type::Array { elem, len: None } => t.size_of(*elem).is_some(),
            _ => false,
        }
    }

    /// Before a data member of `sid` is added: a flexible array member
    /// already declared is no longer at the end.
    pub(crate) fn check_flexible_array_last(&mut self, sid: StructId) -> R<()> {
        let prev = self.classes.get(&sid).and_then(|c| c.fields.last());
        let Some(f) = prev.filter(|f| self.is_flexible_array(f.ty)) else {
            return Ok(());
        };
        let (ty, span, sym) = (f.ty, f.span, f.sym);
        let name = sym.map_or(String::new(), |s| self.name(s).to_string());
        let shown = self.display(ty);
        self.report(diag::flexible_array_not_at_end(span, &name, &shown));
        Err(Reported)
    }

    /// The storage of a flexible array member: `T[0]`.
    pub(crate) fn flexible_storage(&mut self, ty: TypeId) -> Option<TypeId> {
        match self.b.types().kind(ty).clone() {
            Type::Array { elem, len: None } if self.is_flexible_array(ty) => {
                Some(self.b.ty(Type::Array { elem, len: Some(0) }))
            }
            _ => None,
        }
    }
}
