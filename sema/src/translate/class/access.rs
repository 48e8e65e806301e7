//! Access control ([class.access]): a member's access as a member of the
//! class it is named in (its declared access, narrowed by each base
//! specifier on the way), checked against where the name is used (members
//! and friends of the class, of derived classes for protected members,
//! and of nested classes).

use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{Reported, Translator, R};
use lexer::source::Span;
use parser::ast::Access;

/// The access of a member as a member of some class: `None` when it is
/// not accessible at all there (a private member of a base).
pub(crate) type Effective = Option<Access>;

fn rank(a: Access) -> u8 {
    match a {
        Access::Public => 0,
        Access::Protected => 1,
        Access::Private => 2,
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// The class whose members' rights the current code has (the member
    /// function or class being translated), if any.
    pub fn access_context(&self) -> Option<StructId> {
        if let Some(c) = self.func.as_ref().and_then(|f| f.class) {
            return Some(c);
        }
        self.class_scopes.last().copied()
    }

    /// Whether the current code is a member or friend of `cls` (nested
    /// classes count as members).
    pub fn has_member_rights(&self, cls: StructId) -> bool {
        let Some(ci) = self.classes.get(&cls) else {
            return true;
        };
        if let Some(f) = self.func.as_ref().and_then(|f| f.fid) {
            if ci.friend_funcs.contains(&f) {
                return true;
            }
            if self
                .spec_of
                .get(&f)
                .is_some_and(|t| ci.friend_templates.contains(t))
            {
                return true;
            }
        }
        if let Some(f) = self.friend_of {
            if f == cls {
                return true;
            }
        }
        let mut ctx = self.access_context();
        for _ in 0..64 {
            let Some(c) = ctx else { break };
            if c == cls || ci.friend_classes.contains(&c) {
                return true;
            }
            if !ci.friend_templates.is_empty()
                && self
                    .class_template_of(c)
                    .is_some_and(|(t, _)| ci.friend_templates.contains(&t))
            {
                return true;
            }
            ctx = match self.classes.get(&c).map(|x| x.parent) {
                Some(super::ClassParent::Class(p)) => Some(p),
                _ => None,
            };
        }
        false
    }

    /// The access of a member declared with `declared` access in the last
    /// class of `path`, as a member of the first.
    pub fn effective_access(&self, path: &[StructId], declared: Access) -> Effective {
        let mut eff = Some(declared);
        for w in path.windows(2).rev() {
            let (derived, base) = (w[0], w[1]);
            let Some(b) = self
                .classes
                .get(&derived)
                .and_then(|c| c.bases.iter().find(|b| b.class == base))
            else {
                continue;
            };
            eff = match eff {
                Some(Access::Private) | None => {
                    // Private members of a base are only reachable by the
                    // base's own members, which name them in the base.
                    if self.has_member_rights(base) {
                        Some(Access::Public)
                    } else {
                        None
                    }
                }
                Some(a) => Some(if rank(b.access) > rank(a) {
                    b.access
                } else {
                    a
                }),
            };
        }
        eff
    }

    /// Checks that a member (declared in `path.last()` with `declared`
    /// access, named in `path[0]`) may be used here.
    pub fn check_access(
        &mut self,
        path: &[StructId],
        declared: Access,
        name: &str,
        span: Span,
        decl_span: Span,
    ) -> R<()> {
        let (Some(&naming), Some(&decl)) = (path.first(), path.last()) else {
            return Ok(());
        };
        let ok = match self.effective_access(path, declared) {
            Some(Access::Public) => true,
            Some(Access::Private) => self.has_member_rights(naming),
            Some(Access::Protected) => {
                self.has_member_rights(naming)
                    || self
                        .access_context()
                        .is_some_and(|c| self.is_base_of(naming, c) || self.is_base_of(decl, c))
            }
            None => self.has_member_rights(decl),
        };
        if ok {
            return Ok(());
        }
        let cls = self.b.types().structs[decl].name.clone();
        let which = if declared == Access::Public {
            // Public in its class, made inaccessible by a base specifier.
            Access::Private
        } else {
            declared
        };
        let d = diag::inaccessible_member(span, name, which.as_str(), &cls);
        let d = if declared == Access::Public {
            // The base specifier that made it inaccessible.
            let base = path.windows(2).find_map(|w| {
                self.classes
                    .get(&w[0])
                    .and_then(|c| c.bases.iter().find(|b| b.class == w[1]))
                    .filter(|b| b.access != Access::Public)
                    .map(|b| (b.span, b.access))
            });
            match base {
                Some((bs, a)) => d.with_note_at(
                    bs,
                    format!("constrained by {} inheritance here", a.as_str()),
                ),
                None => d.with_note_at(decl_span, "constrained by inheritance here".to_string()),
            }
        } else {
            d.with_note_at(decl_span, format!("declared {} here", declared.as_str()))
        };
        Err(self.report(d))
    }

    /// Checks that `base` is an accessible base of `derived` here (for a
    /// derived-to-base conversion).
    pub fn check_base_access(&mut self, path: &[StructId], span: Span) -> R<()> {
        if path.len() < 2 {
            return Ok(());
        }
        let mut ok = true;
        let mut eff = Access::Public;
        for w in path.windows(2) {
            let (d, b) = (w[0], w[1]);
            let access = self
                .classes
                .get(&d)
                .and_then(|c| c.bases.iter().find(|x| x.class == b))
                .map_or(Access::Public, |x| x.access);
            if access != Access::Public && !self.has_member_rights(d) {
                let derived_ctx = self
                    .access_context()
                    .is_some_and(|c| access == Access::Protected && self.is_base_of(d, c));
                if !derived_ctx {
                    ok = false;
                    eff = access;
                    break;
                }
            }
        }
        if ok {
            return Ok(());
        }
        let (d, b) = (path[0], path[path.len() - 1]);
        let dn = self.b.types().structs[d].name.clone();
        let bn = self.b.types().structs[b].name.clone();
        let _ = Reported;
        Err(self.report(diag::inaccessible_base(span, &dn, eff.as_str(), &bn)))
    }
}
