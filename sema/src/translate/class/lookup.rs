//! Member name lookup ([class.member.lookup]): a name declared in a class
//! hides the same name in its bases; otherwise the bases are searched, and
//! finding the name in two different base class subobjects is ambiguous
//! (unless it is a static member, a type or an enumerator, or both paths
//! reach one virtual base). Also the derived-to-base paths that conversions
//! and member access walk.

use crate::program::*;
use crate::translate::{Entity, Translator};
use parser::Symbol;

/// A derivation path from a class to one of its base class subobjects:
/// the classes visited, the starting class first, the base last.
pub(crate) type Path = Vec<StructId>;

/// The result of a member lookup.
#[derive(Clone, Debug)]
pub(crate) struct MemberFound {
    pub entity: Entity,
    /// The class whose member it is.
    pub class: StructId,
    /// From the naming class to `class`.
    pub path: Path,
    /// Found in several distinct subobjects (the caller reports it where
    /// it matters: naming a non-static member).
    pub ambiguous: bool,
}

/// How deep a chain of base classes is followed: a chain is made by
/// recursive instantiation (`tuple_impl<I, T, Ts...> : tuple_impl<I + 1,
/// Ts...>`), so as deep as the instantiation depth limit lets one be.
const MAX_BASE_DEPTH: u32 = super::super::template::DEFAULT_TEMPLATE_DEPTH as u32;

impl<'a> Translator<'a, '_, '_> {
    /// Looks `sym` up in class `sid` and its bases.
    pub fn lookup_member(&self, sid: StructId, sym: Symbol) -> Option<MemberFound> {
        self.lookup_member_depth(sid, sym, 0)
    }

    fn lookup_member_depth(&self, sid: StructId, sym: Symbol, depth: u32) -> Option<MemberFound> {
        let ci = self.classes.get(&sid)?;
        if let Some(e) = ci.members.get(&sym) {
            let class = match e {
                Entity::Funcs(fs) => fs
                    .first()
                    .and_then(|f| self.methods.get(f))
                    .map_or(sid, |m| m.class),
                _ => sid,
            };
            // A using-declaration's functions belong to their own class,
            // but the name is this class's member: the path stays here.
            let path = if class == sid || !self.is_base_of(class, sid) {
                vec![sid]
            } else {
                self.base_path(sid, class).unwrap_or_else(|| vec![sid])
            };
            let class = if path.last() == Some(&class) {
                class
            } else {
                sid
            };
            return Some(MemberFound {
                entity: e.clone(),
                class,
                path,
                ambiguous: false,
            });
        }
        if depth > 64 {
            return None;
        }
        let mut found: Option<MemberFound> = None;
        for b in &ci.bases {
            let Some(mut r) = self.lookup_member_depth(b.class, sym, depth + 1) else {
                continue;
            };
            r.path.insert(0, sid);
            match &mut found {
                None => found = Some(r),
                Some(prev) => {
                    if self.same_member(prev, &r) || self.dominates(prev, &r) {
                    } else if self.dominates(&r, prev) {
                        *prev = r;
                    } else {
                        prev.ambiguous = true;
                    }
                }
            }
        }
        found
    }

    /// Whether two lookup results name one member of one subobject (or a
    /// member for which the subobject does not matter).
    fn same_member(&self, a: &MemberFound, b: &MemberFound) -> bool {
        if a.class != b.class {
            // One hides the other when its class derives from the other's
            // through a virtual base (dominance).
            return false;
        }
        let subobject_free = match &a.entity {
            Entity::Type(_) | Entity::Enumerator { .. } | Entity::Var(_) => true,
            Entity::Funcs(fs) => fs
                .iter()
                .all(|f| self.methods.get(f).is_some_and(|m| m.is_static)),
            _ => false,
        };
        subobject_free || self.shared_subobject(&a.path, &b.path)
    }

    /// Whether `a` hides `b` ([class.member.lookup]/6, dominance): `b` is
    /// found in a virtual base that `a`'s class also derives from.
    fn dominates(&self, a: &MemberFound, b: &MemberFound) -> bool {
        if a.class == b.class || !self.is_base_of(b.class, a.class) {
            return false;
        }
        let shared = (1..b.path.len())
            .find(|&i| self.is_virtual_base_step(b.path[i - 1], b.path[i]))
            .map(|i| b.path[i]);
        shared.is_some_and(|vb| self.is_base_of(vb, a.class))
    }

    /// Two paths reach the same subobject when they meet at a virtual base
    /// and continue identically from there.
    fn shared_subobject(&self, a: &Path, b: &Path) -> bool {
        let virtual_at = |p: &Path| -> Option<usize> {
            (1..p.len())
                .rev()
                .find(|&i| self.is_virtual_base_step(p[i - 1], p[i]))
        };
        match (virtual_at(a), virtual_at(b)) {
            (Some(i), Some(j)) => a[i..] == b[j..],
            _ => false,
        }
    }

    /// Whether `base` is a virtual direct base of `derived`.
    pub fn is_virtual_base_step(&self, derived: StructId, base: StructId) -> bool {
        self.classes
            .get(&derived)
            .is_some_and(|c| c.bases.iter().any(|b| b.class == base && b.is_virtual))
    }

    /// A derivation path from `derived` to `base` (the first found in
    /// declaration order), if `base` is a base of `derived`.
    pub fn base_path(&self, derived: StructId, base: StructId) -> Option<Path> {
        // (A recursive variadic tuple of N elements is a chain of N bases.)
        self.base_path_depth(derived, base, 0)
    }

    fn base_path_depth(&self, derived: StructId, base: StructId, depth: u32) -> Option<Path> {
        if derived == base {
            return Some(vec![derived]);
        }
        if depth > MAX_BASE_DEPTH {
            return None;
        }
        let ci = self.classes.get(&derived)?;
        for b in &ci.bases {
            if let Some(mut p) = self.base_path_depth(b.class, base, depth + 1) {
                p.insert(0, derived);
                return Some(p);
            }
        }
        None
    }

    /// Every path from `derived` to `base`: more than one distinct
    /// subobject makes a conversion ambiguous.
    pub fn base_paths(&self, derived: StructId, base: StructId) -> Vec<Path> {
        let mut out = Vec::new();
        self.collect_paths(derived, base, &mut vec![derived], &mut out, 0);
        out
    }

    fn collect_paths(
        &self,
        cur: StructId,
        base: StructId,
        stack: &mut Path,
        out: &mut Vec<Path>,
        depth: u32,
    ) {
        if cur == base {
            out.push(stack.clone());
            return;
        }
        if depth > MAX_BASE_DEPTH || out.len() > 64 {
            return;
        }
        let Some(ci) = self.classes.get(&cur) else {
            return;
        };
        for b in ci.bases.clone() {
            stack.push(b.class);
            self.collect_paths(b.class, base, stack, out, depth + 1);
            stack.pop();
        }
    }

    /// The distinct `base` subobjects of a `derived` object: 1 for an
    /// unambiguous base, more when it is ambiguous.
    pub fn distinct_subobjects(&self, derived: StructId, base: StructId) -> usize {
        let paths = self.base_paths(derived, base);
        let mut distinct: Vec<Path> = Vec::new();
        for p in paths {
            if !distinct.iter().any(|q| self.shared_subobject(q, &p)) {
                distinct.push(p);
            }
        }
        distinct.len()
    }

    /// The number of derivation steps from `derived` to `base` (for ranking
    /// derived-to-base conversions), if it is a base.
    #[allow(dead_code)]
    pub fn derivation_depth(&self, derived: StructId, base: StructId) -> Option<usize> {
        let paths = self.base_paths(derived, base);
        paths.iter().map(|p| p.len() - 1).min()
    }
}
