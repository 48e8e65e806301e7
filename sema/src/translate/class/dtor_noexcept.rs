//! The exception specification of a destructor declared without one
//! (implicitly declared, defaulted, or user-written without `noexcept`):
//! potentially-throwing exactly when the destructor of a base or of a
//! member of class type (or array of class type) is ([except.spec]/8,
//! [class.dtor]/4), so a `noexcept(false)` member destructor's exception
//! propagates out of the enclosing object's destructor instead of ending
//! in `std::terminate`.

use std::collections::HashSet;

use crate::program::*;
use crate::translate::Translator;

impl Translator<'_, '_, '_> {
    /// Removes from `nothrow` the destructors without an exception
    /// specification of their own that destroy a subobject whose
    /// destructor may throw (to a fixed point: a member's class may get
    /// its own answer from its members), and the deleting variants of
    /// those.
    pub(crate) fn deduce_dtor_exception_specs(&self, nothrow: &mut HashSet<FuncId>) {
        let deduced: Vec<FuncId> = self
            .b
            .program
            .funcs
            .iter()
            .filter(|(id, f)| {
                let implicit = self
                    .methods
                    .get(id)
                    .is_some_and(|m| m.implicit || m.defaulted);
                f.kind == FuncKind::Destructor
                    && (self.tpl.unspecified_dtors.contains(id)
                        || (implicit && !self.tpl.noexcept_specs.contains_key(id)))
                    && !self.declared_noexcept.contains(id)
            })
            .map(|(id, _)| id)
            .collect();
        loop {
            let mut changed = false;
            for &d in &deduced {
                if !nothrow.contains(&d) {
                    continue;
                }
                let Some(sid) = self.b.program.funcs[d].class else {
                    continue;
                };
                if self
                    .subobject_dtors(sid)
                    .iter()
                    .any(|sub| !nothrow.contains(sub))
                {
                    nothrow.remove(&d);
                    if let Some(d0) = self.deleting.get(&d) {
                        nothrow.remove(d0);
                    }
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// The destructors of `sid`'s bases (virtual ones included) and of its
    /// members of class or class-array type.
    fn subobject_dtors(&self, sid: StructId) -> Vec<FuncId> {
        let t = &self.b.program.types;
        let def = &t.structs[sid];
        let union = def.kind == RecordKind::Union;
        let classes = def
            .bases
            .iter()
            .map(|b| b.class)
            .chain(def.vbases.iter().map(|(v, _)| *v))
            .chain(def.fields.iter().filter(move |_| !union).filter_map(|f| {
                let mut ty = t.unqualified(f.ty);
                while let Type::Array { elem, .. } = t.kind(ty) {
                    ty = t.unqualified(*elem);
                }
                match t.kind(ty) {
                    Type::Struct(s) => Some(*s),
                    _ => None,
                }
            }));
        classes
            .filter_map(|c| self.classes.get(&c).and_then(|ci| ci.declared_dtor))
            .collect()
    }
}
