//! Class template instances named before any definition matched them.
//! Naming a specialization does not need it complete in C++ (libstdc++
//! names `char_traits<char>` in default arguments before its explicit
//! specialization, and forward-declares templates it defines later), but
//! sema creates the class when it is named. Such a class stays incomplete
//! and pending; when a definition that may match is declared (the
//! primary template's, an explicit or a partial specialization), each
//! pending instance of that template is defined from it. One that fails
//! to instantiate stays incomplete, its errors dropped: C++ would
//! instantiate it only where it is used as a complete type, which reports
//! then. The difference from C++: an instance is defined when the
//! definition arrives rather than at its first use, so a specialization
//! declared only after the primary template's definition is too late for
//! instances named before that definition (libstdc++ declares its explicit
//! specializations first).

use super::{Instance, TemplateId};
use crate::program::*;
use crate::translate::Translator;
use lexer::source::Span;

impl<'a> Translator<'a, '_, '_> {
    /// Whether an instance is a class still pending a definition.
    pub(super) fn is_pending_instance(&self, i: Instance) -> bool {
        match i {
            Instance::Type(t) => self.class_of_type(t).is_some_and(|s| {
                self.tpl.pending.contains_key(&s) || self.tpl.deferred.contains_key(&s)
            }),
            _ => false,
        }
    }

    /// Defines the pending instances of `tid` that a definition declared
    /// now matches.
    pub(super) fn complete_pending(&mut self, tid: TemplateId, span: Span) {
        let mut mine: Vec<(StructId, Vec<super::TemplateArg>)> = self
            .tpl
            .pending
            .iter()
            .filter(|(_, (t, _))| *t == tid)
            .map(|(s, (_, a))| (*s, a.clone()))
            .collect();
        mine.sort_by_key(|(s, _)| *s);
        for (sid, args) in mine {
            self.tpl.pending.remove(&sid);
            let ty = self.b.ty(Type::Struct(sid));
            let name = self.b.types().structs[sid].name.clone();
            let n = self.diags.len();
            if self
                .define_instance(tid, sid, ty, args, name, span)
                .is_err()
            {
                self.discard_diags_since(n);
            }
        }
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// Whether an instance of `tid` named now is only declared: named by
    /// a friend declaration, or by a member function's declaration while
    /// an instance of the same template is being defined (see
    /// `defining_classes`).
    pub(super) fn defers_instance(&self, tid: TemplateId) -> bool {
        self.tpl.friend_decl > 0
            || (self.tpl.member_sig > 0 && self.tpl.defining_classes.contains(&tid))
    }

    /// Defines the deferred instance `ty` (or the class it refers to) now
    /// that a use needs it complete: a call of a function returning or
    /// taking it, a variable, a member access.
    pub fn complete_deferred(&mut self, ty: TypeId) {
        let t = self.b.types();
        let ty = match t.kind(ty) {
            Type::Reference { referent, .. } => *referent,
            _ => ty,
        };
        let ty = self.b.program.types.unqualified(ty);
        let Some(sid) = self.class_of_type(ty) else {
            return;
        };
        let Some((tid, args)) = self.tpl.deferred.get(&sid).cloned() else {
            return;
        };
        if self.defers_instance(tid) {
            return;
        }
        self.tpl.deferred.remove(&sid);
        let name = self.b.types().structs[sid].name.clone();
        let span = self.b.types().structs[sid].span;
        // Its errors are reported: this use needs it complete.
        let _ = self.define_instance(tid, sid, ty, args, name, span);
    }

    /// Completes the deferred classes a function's signature names,
    /// before a call of it is built.
    pub fn complete_signature(&mut self, f: FuncId) {
        let func = &self.b.program.funcs[f];
        let mut tys = vec![func.ret];
        tys.extend(func.params.iter().map(|p| self.b.program.vars[*p].ty));
        for t in tys {
            self.complete_deferred(t);
        }
    }
}
