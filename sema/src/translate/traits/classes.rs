//! Class properties the traits ask about, from what sema records when it
//! completes a class: its special members (trivial, deleted, virtual),
//! its data members and bases, its vptr.

use super::super::class::SpecialKind;
use super::super::Translator;
use crate::program::*;
use parser::ast::Specifiers;

impl<'a> Translator<'a, '_, '_> {
    /// The element type of a (multi-dimensional) array, or the type itself.
    pub(super) fn strip_arrays(&self, ty: TypeId) -> TypeId {
        let t = self.b.types();
        let mut cur = ty;
        for _ in 0..64 {
            match t.kind(cur) {
                Type::Array { elem, .. } => cur = *elem,
                _ => break,
            }
        }
        cur
    }

    fn is_scalar_kind(&self, ty: TypeId) -> bool {
        matches!(
            self.b.types().kind(ty),
            Type::Bool
                | Type::Int(_)
                | Type::Float(_)
                | Type::Enum(_)
                | Type::Pointer { .. }
                | Type::NullPtr
        )
    }

    fn complete_class_of(&self, ty: TypeId) -> Option<StructId> {
        match self.b.types().kind(ty) {
            Type::Struct(s) if self.b.types().structs[*s].complete => Some(*s),
            _ => None,
        }
    }

    /// [meta.unary.prop]: no non-static data members but unnamed
    /// bit-fields, no virtual functions or virtual bases, empty bases.
    pub(super) fn class_is_empty(&self, sid: StructId) -> bool {
        let def = &self.b.types().structs[sid];
        if !def.complete || def.dynamic {
            return false;
        }
        let Some(ci) = self.classes.get(&sid) else {
            return false;
        };
        let unnamed_bit_field =
            |f: &super::super::class::FieldInfo<'_>| f.sym.is_none() && f.bit_width.is_some();
        ci.fields.iter().all(unnamed_bit_field)
            && ci
                .bases
                .iter()
                .all(|b| !b.is_virtual && self.class_is_empty(b.class))
    }

    pub(super) fn class_is_polymorphic(&self, sid: StructId) -> bool {
        self.classes.get(&sid).is_some_and(|c| c.polymorphic)
    }

    pub(super) fn is_aggregate_type(&self, ty: TypeId) -> bool {
        match self.b.types().kind(ty) {
            Type::Array { .. } => true,
            Type::Struct(s) => self.classes.get(s).is_some_and(|c| c.aggregate),
            _ => false,
        }
    }

    /// Whether a special member is trivial. A deleted one (`= delete`, or
    /// defaulted as deleted) is not user-provided, so it is trivial when
    /// the defaulted one would be ([class.copy.ctor]/11), as clang counts.
    fn special_trivial(&self, f: FuncId) -> bool {
        let Some(m) = self.methods.get(&f) else {
            return false;
        };
        m.trivial
            || (self.is_deleted(f)
                && m.special
                    .is_some_and(|k| self.defaulted_is_trivial(m.class, k)))
    }

    fn trivial_dtor_class(&self, sid: StructId) -> bool {
        self.classes
            .get(&sid)
            .and_then(|c| c.declared_dtor)
            .is_some_and(|d| self.special_trivial(d))
    }

    /// [class.prop]/1: copy and move operations trivial or deleted (at
    /// least one not deleted), destructor trivial.
    fn trivially_copyable_class(&self, sid: StructId) -> bool {
        use SpecialKind::*;
        let ops: Vec<FuncId> = [CopyCtor, MoveCtor, CopyAssign, MoveAssign]
            .into_iter()
            .flat_map(|k| self.declared_specials(sid, k))
            .collect();
        self.trivial_dtor_class(sid)
            && ops.iter().any(|f| !self.is_deleted(*f))
            && ops
                .iter()
                .all(|f| self.is_deleted(*f) || self.special_trivial(*f))
    }

    pub(crate) fn is_trivially_copyable_type(&self, ty: TypeId) -> bool {
        let e = self.strip_arrays(ty);
        if self.is_scalar_kind(e) {
            return true;
        }
        self.complete_class_of(e)
            .is_some_and(|s| self.trivially_copyable_class(s))
    }

    /// Default constructors declared, all trivial.
    fn trivial_default_ctor(&self, sid: StructId) -> bool {
        let ctors = self.declared_specials(sid, SpecialKind::DefaultCtor);
        !ctors.is_empty() && ctors.iter().all(|f| self.special_trivial(*f))
    }

    /// Trivially copyable with trivial default constructors.
    pub(super) fn is_trivial_type(&self, ty: TypeId) -> bool {
        if !self.is_trivially_copyable_type(ty) {
            return false;
        }
        match self.complete_class_of(self.strip_arrays(ty)) {
            Some(sid) => self.trivial_default_ctor(sid),
            None => true,
        }
    }

    pub(super) fn is_standard_layout_type(&self, ty: TypeId) -> bool {
        let e = self.strip_arrays(ty);
        if self.is_scalar_kind(e) {
            return true;
        }
        self.complete_class_of(e)
            .is_some_and(|s| self.standard_layout_class(s, 0))
    }

    /// [class.prop]/3.
    fn standard_layout_class(&self, sid: StructId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let def = &self.b.types().structs[sid];
        let Some(ci) = self.classes.get(&sid) else {
            return false;
        };
        if def.dynamic {
            return false;
        }
        // Members: one access, no references, standard-layout classes.
        let mut access = None;
        for f in &ci.fields {
            if f.sym.is_none() && f.bit_width.is_some() {
                continue;
            }
            if *access.get_or_insert(f.access) != f.access {
                return false;
            }
            let e = self.strip_arrays(f.ty);
            match self.b.types().kind(e) {
                Type::Reference { .. } => return false,
                Type::Struct(c) if !self.standard_layout_class(*c, depth + 1) => return false,
                _ => {}
            }
        }
        if !ci
            .bases
            .iter()
            .all(|b| self.standard_layout_class(b.class, depth + 1))
        {
            return false;
        }
        // At most one base subobject of any type.
        let mut subobjects = Vec::new();
        self.base_subobjects(sid, &mut subobjects, 0);
        let mut sorted = subobjects.clone();
        sorted.sort();
        sorted.dedup();
        if sorted.len() != subobjects.len() {
            return false;
        }
        // Every data member declared in one class of the hierarchy.
        let with_members = std::iter::once(sid)
            .chain(subobjects.iter().copied())
            .filter(|c| self.has_data_members(*c))
            .count();
        if with_members > 1 {
            return false;
        }
        // No base class is the type of the first member ([class.prop]/3.7).
        let m = self.first_member_types(ci.ty, 0);
        !m.iter().any(|t| {
            self.class_of_type(*t)
                .is_some_and(|c| subobjects.contains(&c))
        })
    }

    fn has_data_members(&self, sid: StructId) -> bool {
        self.classes.get(&sid).is_some_and(|c| {
            c.fields
                .iter()
                .any(|f| !(f.sym.is_none() && f.bit_width.is_some()))
        })
    }

    /// Every base class subobject (direct and indirect), with repetitions.
    fn base_subobjects(&self, sid: StructId, out: &mut Vec<StructId>, depth: u32) {
        if depth > 64 {
            return;
        }
        if let Some(ci) = self.classes.get(&sid) {
            for b in &ci.bases {
                out.push(b.class);
                self.base_subobjects(b.class, out, depth + 1);
            }
        }
    }

    /// The data members of a standard-layout class: those of the one class
    /// in its hierarchy that has any (type, bit-field width).
    fn hierarchy_members(&self, sid: StructId, depth: u32) -> Vec<(TypeId, Option<u64>)> {
        if depth > 64 {
            return Vec::new();
        }
        let Some(ci) = self.classes.get(&sid) else {
            return Vec::new();
        };
        if self.has_data_members(sid) {
            return ci
                .fields
                .iter()
                .filter(|f| !(f.sym.is_none() && f.bit_width.is_some()))
                .map(|f| (f.ty, f.bit_width))
                .collect();
        }
        ci.bases
            .iter()
            .map(|b| self.hierarchy_members(b.class, depth + 1))
            .find(|m| !m.is_empty())
            .unwrap_or_default()
    }

    /// M(X) of [class.prop]/3: the types a first member can have.
    fn first_member_types(&self, ty: TypeId, depth: u32) -> Vec<TypeId> {
        if depth > 64 {
            return Vec::new();
        }
        let t = self.b.types();
        let ty = t.unqualified(ty);
        match t.kind(ty) {
            Type::Array { elem, .. } => {
                let e = t.unqualified(*elem);
                let mut out = vec![e];
                out.extend(self.first_member_types(e, depth + 1));
                out
            }
            Type::Struct(s) if t.structs[*s].kind == RecordKind::Union => {
                let mut out = Vec::new();
                for (m, _) in self.hierarchy_members(*s, 0) {
                    let m = t.unqualified(m);
                    out.push(m);
                    out.extend(self.first_member_types(m, depth + 1));
                }
                out
            }
            Type::Struct(s) => match self.hierarchy_members(*s, 0).first() {
                Some((m, _)) => {
                    let m = t.unqualified(*m);
                    let mut out = vec![m];
                    out.extend(self.first_member_types(m, depth + 1));
                    out
                }
                None => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// C++17 [basic.types]/10.
    pub(super) fn is_literal_type(&self, ty: TypeId) -> bool {
        self.literal(ty, 0)
    }

    fn literal(&self, ty: TypeId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let t = self.b.types();
        match t.kind(ty) {
            Type::Void | Type::Reference { .. } => true,
            Type::Function { .. } => false,
            Type::Array { elem, .. } => self.literal(*elem, depth + 1),
            Type::Struct(s) => {
                let (sid, def) = (*s, &t.structs[*s]);
                if !def.complete || !self.trivial_dtor_class(sid) {
                    return false;
                }
                let Some(ci) = self.classes.get(&sid) else {
                    return false;
                };
                // clang's rule: a trivial default constructor serves too.
                if !(ci.aggregate
                    || self.trivial_default_ctor(sid)
                    || self.has_constexpr_constructor(sid, depth))
                {
                    return false;
                }
                let member_ok = |f: &super::super::class::FieldInfo<'_>| {
                    !self.top_cv(f.ty).1 && self.literal(f.ty, depth + 1)
                };
                let bases_ok = ci.bases.iter().all(|b| {
                    self.classes
                        .get(&b.class)
                        .is_some_and(|c| self.literal(c.ty, depth + 1))
                });
                let members_ok = if def.kind == RecordKind::Union {
                    ci.fields.is_empty() || ci.fields.iter().any(member_ok)
                } else {
                    ci.fields.iter().all(member_ok)
                };
                bases_ok && members_ok
            }
            _ => true,
        }
    }

    /// A constructor other than a copy or move constructor that is
    /// `constexpr`: declared so, or a defaulted default constructor that
    /// initializes every member with a constant ([dcl.constexpr]/4).
    fn has_constexpr_constructor(&self, sid: StructId, depth: u32) -> bool {
        let Some(ci) = self.classes.get(&sid) else {
            return false;
        };
        ci.declared_ctors.iter().any(|f| {
            let Some(m) = self.methods.get(f) else {
                return false;
            };
            if matches!(
                m.special,
                Some(SpecialKind::CopyCtor | SpecialKind::MoveCtor)
            ) || m.deleted
            {
                return false;
            }
            if m.decl.is_some_and(|d| d.specs.has(Specifiers::CONSTEXPR)) {
                return true;
            }
            m.defaulted
                && m.special == Some(SpecialKind::DefaultCtor)
                && self.all_virtual_bases(sid).is_empty()
                && ci.fields.iter().all(|fi| {
                    fi.init.is_some()
                        || self.element_class(fi.ty).is_some_and(|c| {
                            depth < 64 && self.has_constexpr_constructor(c, depth + 1)
                        })
                })
        })
    }

    /// [meta.unary.prop]: no padding bits, no floating-point members, and
    /// trivially copyable.
    pub(super) fn has_unique_object_representations(&self, ty: TypeId) -> bool {
        self.unique_repr(ty, 0)
    }

    fn unique_repr(&self, ty: TypeId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let t = self.b.types();
        match t.kind(ty) {
            Type::Bool | Type::Int(_) | Type::Enum(_) | Type::Pointer { .. } => true,
            // A reference member is an address (not a top-level reference).
            Type::Reference { .. } => depth > 0,
            Type::Array { elem, .. } => self.unique_repr(*elem, depth + 1),
            Type::Struct(s) => {
                let (sid, def) = (*s, &t.structs[*s]);
                if !def.complete || !self.trivially_copyable_class(sid) || def.dynamic {
                    return false;
                }
                let Some(ci) = self.classes.get(&sid) else {
                    return false;
                };
                let bits = def.size * 8;
                if def.kind == RecordKind::Union {
                    return ci.fields.iter().all(|f| {
                        f.bit_width.is_none()
                            && t.size_of(f.ty).is_some_and(|n| n * 8 == bits)
                            && self.unique_repr(f.ty, depth + 1)
                    });
                }
                let mut used = 0u64;
                for b in &ci.bases {
                    if self.class_is_empty(b.class) {
                        continue;
                    }
                    let bty = self.classes.get(&b.class).map(|c| c.ty);
                    match bty {
                        Some(bt) if self.unique_repr(bt, depth + 1) => {
                            used += t.structs[b.class].dsize * 8;
                        }
                        _ => return false,
                    }
                }
                for f in &ci.fields {
                    if !self.unique_repr(f.ty, depth + 1) {
                        return false;
                    }
                    used += match f.bit_width {
                        Some(w) => w,
                        None => t.size_of(f.ty).unwrap_or(0) * 8,
                    };
                }
                used == bits
            }
            _ => false,
        }
    }

    pub(super) fn has_virtual_destructor(&self, ty: TypeId) -> bool {
        let Some(sid) = self.complete_class_of(ty) else {
            return false;
        };
        self.classes
            .get(&sid)
            .and_then(|c| c.declared_dtor)
            .and_then(|d| self.methods.get(&d))
            .is_some_and(|m| m.is_virtual)
    }

    /// GCC's `__has_trivial_destructor`: scalars, references and arrays
    /// of them, classes whose destructor is trivial.
    pub(super) fn has_trivial_destructor(&self, ty: TypeId) -> bool {
        let e = self.strip_arrays(ty);
        match self.b.types().kind(e) {
            Type::Void | Type::Function { .. } => false,
            Type::Struct(s) => self.trivial_dtor_class(*s),
            _ => true,
        }
    }

    /// `Some(trivial)` when an object of `ty` can be destroyed (from a
    /// context unrelated to the class): references and scalars, and
    /// classes with an accessible, not deleted destructor.
    pub(super) fn destructible(&self, ty: TypeId) -> Option<bool> {
        let t = self.b.types();
        match t.kind(ty) {
            Type::Reference { .. } => return Some(true),
            Type::Void | Type::Function { .. } | Type::Array { len: None, .. } => return None,
            _ => {}
        }
        let e = self.strip_arrays(ty);
        let Some(sid) = self.complete_class_of(e) else {
            return Some(true);
        };
        let dtor = self.classes.get(&sid).and_then(|c| c.declared_dtor)?;
        let m = self.methods.get(&dtor)?;
        if self.is_deleted(dtor) || m.access != parser::ast::Access::Public {
            return None;
        }
        Some(t.structs[sid].trivial_dtor)
    }

    /// Destructors are `noexcept` unless declared otherwise, and sema
    /// does not record `noexcept(false)` on one: every destructible type
    /// is nothrow-destructible.
    pub(super) fn nothrow_destructible(&self, ty: TypeId) -> bool {
        self.destructible(ty).is_some()
    }

    /// `__is_pointer_interconvertible_base_of(B, D)`.
    pub(super) fn is_pointer_interconvertible_base_of(&self, b: TypeId, d: TypeId) -> bool {
        let (Some(bs), Some(ds)) = (self.plain_class(b), self.plain_class(d)) else {
            return false;
        };
        bs == ds || (self.standard_layout_class(ds, 0) && self.is_base_of(bs, ds))
    }

    /// [basic.types]/11: the same type, layout-compatible enumerations, or
    /// standard-layout classes with the same common initial sequence.
    pub(super) fn layout_compatible(&mut self, a: TypeId, b: TypeId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        let (ca, cb) = (self.canonical(a), self.canonical(b));
        let (ua, ub) = (
            self.b.types().unqualified(ca),
            self.b.types().unqualified(cb),
        );
        if ua == ub {
            return true;
        }
        let t = self.b.types();
        match (t.get(ua).clone(), t.get(ub).clone()) {
            (Type::Enum(x), Type::Enum(y)) => t.enums[x].underlying == t.enums[y].underlying,
            (Type::Array { elem: x, len: n }, Type::Array { elem: y, len: m }) => {
                n == m && self.layout_compatible(x, y, depth + 1)
            }
            (Type::Struct(x), Type::Struct(y)) => {
                let (kx, ky) = (t.structs[x].kind, t.structs[y].kind);
                if (kx == RecordKind::Union) != (ky == RecordKind::Union)
                    || !self.standard_layout_class(x, 0)
                    || !self.standard_layout_class(y, 0)
                {
                    return false;
                }
                let (mx, my) = (self.hierarchy_members(x, 0), self.hierarchy_members(y, 0));
                if mx.len() != my.len() {
                    return false;
                }
                if kx == RecordKind::Union {
                    // Each member matches a distinct member of the other.
                    let mut taken = vec![false; my.len()];
                    for (tx, wx) in mx {
                        let found = (0..my.len()).find(|&j| {
                            !taken[j]
                                && my[j].1 == wx
                                && self.layout_compatible(tx, my[j].0, depth + 1)
                        });
                        match found {
                            Some(j) => taken[j] = true,
                            None => return false,
                        }
                    }
                    return true;
                }
                mx.into_iter().zip(my).all(|((tx, wx), (ty, wy))| {
                    wx == wy && self.layout_compatible(tx, ty, depth + 1)
                })
            }
            _ => false,
        }
    }
}
