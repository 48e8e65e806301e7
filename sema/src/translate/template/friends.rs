//! Friend function templates: `template<class E> friend R ns::f(E);` names
//! a function template of a namespace (libstdc++'s exception_ptr befriends
//! `std::make_exception_ptr`), and every specialization of it may use the
//! befriending class's private members.

use super::TemplateId;
use crate::translate::{Entity, Translator, R};
use crate::types::StructId;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// A friend template declaration with a qualified name, in the class
    /// being declared: finds the templates it names and befriends them.
    pub(super) fn qualified_friend_template(&mut self, name: &'a ast::QualName<'a>) -> R<()> {
        let Some((sid, _)) = self.declaring else {
            return Ok(());
        };
        let k = name.segments.len();
        let Some(last) = name.segments.last() else {
            return Ok(());
        };
        let prefix = ast::QualName {
            span: name.span,
            global: name.global,
            segments: &name.segments[..k - 1],
        };
        let scope = if prefix.segments.is_empty() {
            Some(Entity::Namespace(crate::translate::NsId(0)))
        } else {
            self.resolve(&prefix)?
        };
        let Some(scope) = scope else {
            let text = self.qual_name_text(&prefix);
            return Err(self.report(crate::diagnostics::not_a_scope(prefix.span, &text)));
        };
        let found = self.member_of(&scope, last.ident.sym);
        let tids: Vec<TemplateId> = match found {
            Some(Entity::FuncTemplates(ts, _)) => ts,
            Some(Entity::Template(t)) => vec![t],
            _ => {
                let n = self.qual_name_text(name);
                return Err(self.report(crate::diagnostics::undeclared(last.ident.span, &n)));
            }
        };
        self.befriend_templates(sid, &tids);
        Ok(())
    }

    /// `template<class F> friend const F& use_facet(const locale&);` in
    /// the class being declared: befriends the enclosing namespace's
    /// function templates of that name (libstdc++ declares them first);
    /// `false` when it has none, and the declaration declares one.
    pub(super) fn unqualified_friend_template(&mut self, sym: parser::Symbol) -> bool {
        let Some((sid, _)) = self.declaring else {
            return false;
        };
        let scope = Entity::Namespace(self.cur_ns);
        // The namespace's function templates of this name declared later
        // (libstdc++'s once_flag befriends `call_once` before declaring
        // it) are friends too: the definition that follows is one of them.
        let ns = self.cur_ns;
        self.tpl.pending_friend_funcs.push((sid, ns, sym));
        match self.member_of(&scope, sym) {
            Some(Entity::FuncTemplates(ts, _)) => {
                self.befriend_templates(sid, &ts);
                true
            }
            _ => false,
        }
    }

    /// A function template `sym` was just declared in the current
    /// namespace: the classes that befriended a template of that name are
    /// its friends (every later declaration of the name, as overloads may
    /// follow).
    pub(super) fn grant_pending_function_friendship(
        &mut self,
        sym: parser::Symbol,
        tid: TemplateId,
    ) {
        let ns = self.cur_ns;
        let grant: Vec<StructId> = self
            .tpl
            .pending_friend_funcs
            .iter()
            .filter(|&&(_, n, s)| n == ns && s == sym)
            .map(|&(sid, _, _)| sid)
            .collect();
        for sid in grant {
            self.befriend_templates(sid, &[tid]);
        }
    }

    /// `template<class U> friend class X;` in the class being declared:
    /// every specialization of class template X is a friend. A template
    /// not declared yet is declared by it in the enclosing namespace; that
    /// is left to X's own declaration here (friendship is granted once X is
    /// a known template).
    pub(super) fn friend_class_template(&mut self, ty: &'a ast::TypeExpr<'a>) -> R<()> {
        let Some((sid, _)) = self.declaring else {
            return Ok(());
        };
        let q = match ty.kind {
            ast::TypeKind::Elaborated { name, .. } | ast::TypeKind::Named(name) => name,
            _ => return Ok(()),
        };
        if let Some(tid) = self.resolve_template_name(q) {
            self.befriend_templates(sid, &[tid]);
        } else if let Some(last) = q.segments.last().filter(|_| q.segments.len() == 1) {
            // libstdc++'s locale befriends `__use_cache` before declaring it.
            let ns = self.cur_ns;
            self.tpl.pending_friends.push((sid, ns, last.ident.sym));
        }
        Ok(())
    }

    /// A class template `sym` was just declared in the current namespace:
    /// the classes that befriended it before are its friends.
    pub(super) fn grant_pending_friendship(&mut self, sym: parser::Symbol, tid: TemplateId) {
        let ns = self.cur_ns;
        let mut grant = Vec::new();
        self.tpl.pending_friends.retain(|&(sid, n, s)| {
            let hit = n == ns && s == sym;
            if hit {
                grant.push(sid);
            }
            !hit
        });
        for sid in grant {
            self.befriend_templates(sid, &[tid]);
        }
    }

    pub(super) fn befriend_templates(&mut self, sid: StructId, tids: &[TemplateId]) {
        if let Some(ci) = self.classes.get_mut(&sid) {
            for t in tids {
                if !ci.friend_templates.contains(t) {
                    ci.friend_templates.push(*t);
                }
            }
        }
    }
}
