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
