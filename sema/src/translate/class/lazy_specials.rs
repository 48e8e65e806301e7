//! Implicit special members declared on first need, as clang does.
//!
//! A class template instance that is only named (`sum<I, N - 1>::value`
//! in a recursive instantiation) never has its constructors, destructor
//! or assignments called, yet declaring the six of them (each mangled and
//! recorded) was most of the cost of instantiating such a class. For a
//! class whose implicit members are all trivial by construction (no
//! bases, no user-declared special member or `operator=`, every data
//! member of unqualified scalar type), the properties the ABI needs are
//! known without them, so `complete_class` leaves them undeclared and
//! `force_specials` declares them at the first read: every read goes
//! through `ctors_of`, `dtor_of` or `specials`, or a name lookup of
//! `operator=`, and those force first.
//!
//! Declaration order changes only for such classes (their members get
//! later function numbers); output stays deterministic because forcing
//! happens at uses, in the order the program's uses are translated.

use crate::program::*;
use crate::translate::Translator;

impl<'a> Translator<'a, '_, '_> {
    /// Whether `sid`'s implicit special members may wait for a use.
    pub(super) fn lazy_specials_ok(&self, sid: StructId) -> bool {
        let Some(ci) = self.classes.get(&sid) else {
            return false;
        };
        if ci.template.is_none()
            || ci.polymorphic
            || !ci.bases.is_empty()
            || ci.user_ctor
            || !ci.declared_ctors.is_empty()
            || ci.declared_dtor.is_some()
            || !ci.methods.is_empty()
        {
            return false;
        }
        if self
            .interner
            .get("operator=")
            .is_some_and(|s| ci.members.contains_key(&s))
        {
            return false;
        }
        let types = self.b.types();
        if !types.structs[sid].vbases.is_empty() {
            return false;
        }
        ci.fields.iter().all(|f| {
            let mut ty = f.ty;
            while let Type::Array { elem, .. } = types.get(ty) {
                ty = *elem;
            }
            // cv-qualified members are left out (a const one deletes the
            // copy assignment).
            !matches!(types.get(ty), Type::Qualified { .. }) && types.is_scalar(ty)
        })
    }

    /// Leaves `sid`'s implicit special members for `force_specials`, with
    /// the ABI properties they will have: all trivial, none deleted.
    pub(super) fn defer_specials(&mut self, sid: StructId) {
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.specials_pending = true;
        }
        let def = &mut self.b.program.types.structs[sid];
        def.trivially_copyable = true;
        def.trivial_dtor = true;
        def.pass_indirect = false;
    }

    /// Declares `sid`'s implicit special members if they were deferred.
    pub fn force_specials(&mut self, sid: StructId) {
        let pending = self
            .classes
            .get_mut(&sid)
            .is_some_and(|ci| std::mem::replace(&mut ci.specials_pending, false));
        if pending {
            self.declare_implicit_members(sid);
            self.compute_abi_flags(sid);
        }
    }

    /// `force_specials` for the class of `ty`, if it is one.
    pub fn force_specials_of(&mut self, ty: TypeId) {
        let mut ty = ty;
        while let Type::Reference { referent: t, .. } = self.b.types().kind(ty) {
            ty = *t;
        }
        if let Some(sid) = self.element_class(ty) {
            self.force_specials(sid);
        }
    }

    /// Before looking `sym` up in class `sid` (or its bases): the implicit
    /// copy and move assignments are members named `operator=`.
    pub fn force_specials_named(&mut self, sid: StructId, sym: parser::Symbol) {
        if self.interner.get("operator=") != Some(sym) {
            return;
        }
        let mut todo = vec![sid];
        let mut seen = 0;
        while let Some(c) = todo.pop() {
            seen += 1;
            if seen > 4096 {
                break;
            }
            self.force_specials(c);
            if let Some(ci) = self.classes.get(&c) {
                todo.extend(ci.bases.iter().map(|b| b.class));
            }
        }
    }

    /// The special members of `kind` in `sid`, implicit ones included.
    pub fn specials(&mut self, sid: StructId, kind: super::SpecialKind) -> Vec<FuncId> {
        self.force_specials(sid);
        self.declared_specials(sid, kind)
    }

    /// Every constructor of `sid`, implicit ones included.
    pub fn ctors_of(&mut self, sid: StructId) -> Vec<FuncId> {
        self.force_specials(sid);
        self.classes
            .get(&sid)
            .map_or(Vec::new(), |c| c.declared_ctors.clone())
    }

    /// The destructor of `sid`, implicit or not.
    pub fn dtor_of(&mut self, sid: StructId) -> Option<FuncId> {
        self.force_specials(sid);
        self.classes.get(&sid)?.declared_dtor
    }
}
