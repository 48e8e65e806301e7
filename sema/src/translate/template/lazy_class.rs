//! Class specializations declared but not yet instantiated.
//!
//! [temp.inst]/3: instantiating a class template specialization
//! instantiates its member functions' declarations, and naming a class
//! specialization in a declaration does not need it complete. So a class
//! named only in a member function's signature (`Node<T, N + 1>
//! promote()`) is created incomplete and recorded in `deferred`, with
//! the specializations named only by friend declarations; it is defined
//! when a use needs it complete: named again outside such a signature,
//! a call of a function whose signature has it, a member access or a
//! qualified name through it, an object, field, base, `sizeof` or `new`
//! of it. Each of those asks `complete_deferred` first. Definition
//! happens at the use, in the order the program's uses are translated,
//! so output stays deterministic.

use crate::program::*;
use crate::translate::Translator;
use lexer::source::Span;

impl<'a> Translator<'a, '_, '_> {
    /// Whether a deferred specialization may be defined here (not while
    /// still inside the friend declaration or signature that named it).
    pub(super) fn may_define_deferred(&self) -> bool {
        self.tpl.friend_decl == 0 && self.tpl.signature_naming == 0
    }

    /// Defines the class of `ty` (a class, or a reference to one) if it
    /// is a specialization whose instantiation was deferred: a use that
    /// needs it complete. Errors are reported where they would be in C++,
    /// at this use.
    pub fn complete_deferred(&mut self, ty: TypeId, span: Span) {
        if (self.tpl.deferred.is_empty() && self.tpl.lazy_members.is_empty())
            || self.tpl.friend_decl > 0
        {
            return;
        }
        let mut ty = ty;
        loop {
            ty = self.b.types().unqualified(ty);
            match self.b.types().kind(ty) {
                Type::Reference { referent, .. } => ty = *referent,
                Type::Array { elem, .. } => ty = *elem,
                _ => break,
            }
        }
        let Some(sid) = self.class_of_type(ty) else {
            return;
        };
        if self.tpl.lazy_members.contains_key(&sid) {
            let _ = self.complete_lazy_member(sid, span);
            return;
        }
        let Some((tid, args)) = self.tpl.deferred.remove(&sid) else {
            return;
        };
        let cty = self.b.ty(Type::Struct(sid));
        let name = self.b.types().structs[sid].name.clone();
        let _ = self.define_instance(tid, sid, cty, args, name, span);
    }

    /// `complete_deferred` for class `sid`: a member is looked up in it.
    pub fn complete_deferred_class(&mut self, sid: StructId, span: Span) {
        if let Some(ty) = self.classes.get(&sid).map(|c| c.ty) {
            self.complete_deferred(ty, span);
        }
    }

    /// A call or odr-use of `f` needs its return and parameter types
    /// complete ([expr.call]/7, [dcl.fct.def.general]/2).
    pub fn complete_signature(&mut self, f: FuncId) {
        if (self.tpl.deferred.is_empty() && self.tpl.lazy_members.is_empty())
            || self.tpl.friend_decl > 0
        {
            return;
        }
        let fty = self.b.program.funcs[f].ty;
        let (ret, params) = match self.b.types().get(fty) {
            Type::Function { ret, params, .. } => (*ret, params.clone()),
            _ => return,
        };
        // Where the use is known (a call), the notes point there.
        let span = self.body_request.unwrap_or(self.b.program.funcs[f].span);
        self.complete_deferred(ret, span);
        for p in params {
            self.complete_deferred(p, span);
        }
    }

    /// Translates a member function's signature in class `sid`, deferring
    /// the class specializations it names when `sid` is a template
    /// instance.
    pub fn member_signature<T>(&mut self, sid: StructId, f: impl FnOnce(&mut Self) -> T) -> T {
        let lazy = self.in_template_instance(sid);
        if lazy {
            self.tpl.signature_naming += 1;
        }
        let r = f(self);
        if lazy {
            self.tpl.signature_naming -= 1;
        }
        r
    }
}
