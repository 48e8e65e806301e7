//! Explicit instantiation declarations (`extern template class
//! basic_ostream<char>;`, `extern template ostream& endl(ostream&);`):
//! the specializations they name are instantiated on use as before, so
//! the interpreter runs their bodies and inline members are inlined, but
//! their non-inline members (and the non-inline function template
//! instances named) are left to the unit holding the explicit
//! instantiation definition, libstdc++.so for the standard streams and
//! strings ([temp.explicit]/10-11). Host modules call those definitions.

use crate::program::*;
use crate::translate::class::ClassParent;
use crate::translate::{Entity, Translator, R};
use parser::ast::{self, DeclKind};

impl<'a> Translator<'a, '_, '_> {
    /// Records the specialization an explicit instantiation declaration
    /// names. What it cannot resolve is ignored, as before this existed:
    /// the declaration only withholds definitions, and a program using
    /// the specialization still gets one instantiated.
    pub fn extern_instantiation(&mut self, inner: &'a ast::Decl<'a>) -> R<()> {
        let n = self.diags.len();
        match inner.kind {
            DeclKind::Record(r) => {
                if let Some(sid) = self.explicit_instance_class(r) {
                    if !self.tpl.explicit_definitions.contains(&sid) {
                        self.tpl.extern_classes.insert(sid);
                    }
                }
            }
            // A member function of a class template instance named alone
            // (`extern template void A<int>::f();`) is not withheld.
            DeclKind::Function(f) if f.name.segments.len() <= 1 => {
                if let Ok((tid, args)) = self.match_function_template(inner, f) {
                    let inline = match self.templates[tid.0 as usize].decl.kind {
                        DeclKind::Function(tf) => {
                            tf.specs.has(ast::Specifiers::INLINE)
                                || tf.specs.has(ast::Specifiers::CONSTEXPR)
                                || tf.specs.has(ast::Specifiers::FORCE_INLINE)
                        }
                        _ => true,
                    };
                    if let Ok(fid) = self.function_instance(tid, args, f.name.span) {
                        if !inline {
                            self.tpl.extern_funcs.insert(fid);
                        }
                    }
                }
            }
            _ => {}
        }
        self.discard_diags_since(n);
        Ok(())
    }

    /// The class template specialization `template class A<int>;` names
    /// (its name is a template-id, which declares no new class).
    pub(crate) fn explicit_instance_class(
        &mut self,
        r: &'a ast::RecordDecl<'a>,
    ) -> Option<StructId> {
        let q = r.name?;
        match self.resolve(q) {
            Ok(Some(Entity::Type(t))) => self.class_of_type(t),
            _ => None,
        }
    }

    /// An explicit instantiation definition of a class (its members
    /// already instantiated): they are this unit's to define, whatever
    /// declaration preceded it, and the non-inline ones are emitted as
    /// strong definitions for every unit that declared the instantiation
    /// `extern`.
    pub fn note_explicit_class_definition(&mut self, sid: StructId) {
        self.tpl.extern_classes.remove(&sid);
        self.tpl.explicit_definitions.insert(sid);
        let methods = self
            .classes
            .get(&sid)
            .map_or(Vec::new(), |c| c.methods.clone());
        for f in methods {
            let written = self
                .methods
                .get(&f)
                .is_some_and(|m| !m.implicit && !m.defaulted && m.class == sid);
            if written
                && !self.tpl.inline_members.contains(&f)
                && self.b.program.funcs[f].body.is_some()
            {
                self.b.program.funcs[f].is_inline = false;
            }
        }
    }

    /// Marks the functions left to another unit, once translation is
    /// done: the non-inline, non-template members of every class an
    /// explicit instantiation declaration named (and of its member
    /// classes), their static data members with dynamic initialization,
    /// and the function template instances it named.
    pub fn mark_extern_instances(&mut self) {
        let mut marked: Vec<FuncId> = self.tpl.extern_funcs.iter().copied().collect();
        if !self.tpl.extern_classes.is_empty() {
            for (&f, m) in &self.methods {
                if m.implicit
                    || m.defaulted
                    || self.tpl.inline_members.contains(&f)
                    || self.spec_of.contains_key(&f)
                    || !self.in_extern_class(m.class)
                {
                    continue;
                }
                marked.push(f);
            }
        }
        let mut vars: Vec<VarId> = Vec::new();
        for (&sid, ci) in &self.classes {
            if self.tpl.extern_classes.is_empty() || !self.in_extern_class(sid) {
                continue;
            }
            for e in ci.members.values() {
                if let Entity::Var(v) = e {
                    vars.push(*v);
                }
            }
        }
        for v in vars {
            if let VarKind::Global(g) = &mut self.b.program.vars[v].kind {
                if g.dynamic_init.is_some() && g.linkonce {
                    g.extern_instance = true;
                }
            }
        }
        for f in marked {
            let func = &mut self.b.program.funcs[f];
            if matches!(
                func.kind,
                FuncKind::Free | FuncKind::Method | FuncKind::Constructor | FuncKind::Destructor
            ) {
                func.extern_instance = true;
            }
        }
    }

    /// Whether `sid` or a class enclosing it was named by an explicit
    /// instantiation declaration.
    fn in_extern_class(&self, sid: StructId) -> bool {
        let mut c = sid;
        for _ in 0..64 {
            if self.tpl.extern_classes.contains(&c) {
                return true;
            }
            match self.classes.get(&c).map(|ci| ci.parent) {
                Some(ClassParent::Class(p)) => c = p,
                _ => return false,
            }
        }
        false
    }
}
