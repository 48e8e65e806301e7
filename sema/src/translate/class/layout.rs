//! Object layout of a class (Itanium C++ ABI): the primary base or a vptr
//! at offset 0, the other non-virtual bases (an empty base at offset 0 when
//! no subobject of its type is there already), the data members (bit-fields
//! by the System V rules), then the virtual bases of a complete object.
//! Fills the `StructDef` the consumers read.

use super::ClassInfo;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::types::MAX_OBJECT_BYTES;
use crate::translate::{Entity, Reported, Translator, R};
use parser::ast::Access;
use std::collections::HashMap;

fn align_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a.max(1)) * a.max(1)
}

impl<'a> Translator<'a, '_, '_> {
    /// Whether a class has no data (no non-static data members other than
    /// zero-width bit-fields, no virtual functions or bases, and only empty
    /// bases): such a base takes no space.
    pub fn is_empty_class(&self, sid: StructId) -> bool {
        let Some(ci) = self.classes.get(&sid) else {
            return self.b.types().structs[sid].fields.is_empty();
        };
        !self.b.types().structs[sid].dynamic
            && ci
                .fields
                .iter()
                .all(|f| f.bit_width == Some(0) && f.sym.is_none())
            && ci.bases.iter().all(|b| self.is_empty_class(b.class))
    }

    /// The type a data member is stored as: a reference member holds the
    /// address of its referent.
    pub fn storage_type(&mut self, ty: TypeId) -> TypeId {
        match self.b.types().kind(ty).clone() {
            Type::Reference { referent, .. } => self.b.ptr(referent),
            Type::Array { len: None, .. } => self.flexible_storage(ty).unwrap_or(ty),
            _ => ty,
        }
    }

    /// Lays out class `sid` and fills its `StructDef`.
    pub fn layout_class(&mut self, sid: StructId) -> R<()> {
        let ci = self.classes[&sid].clone();
        let is_union = ci.kind == RecordKind::Union;
        let dynamic = ci.polymorphic
            || ci.bases.iter().any(|b| b.is_virtual)
            || ci
                .bases
                .iter()
                .any(|b| self.b.types().structs[b.class].dynamic);
        let mut offset = 0u64; // data size so far, in bytes
        let mut align = 1u64;
        let mut bases: Vec<BaseClass> = Vec::new();
        // Subobjects of empty class type placed so far (type, offset), so
        // two of one type never share an address.
        let mut empties: Vec<(StructId, u64)> = Vec::new();
        let direct: Vec<(StructId, bool)> =
            ci.bases.iter().map(|b| (b.class, b.is_virtual)).collect();
        let mut vl = VbaseLayout::new(self, &direct);
        // The primary base: the first non-virtual dynamic base, else a
        // nearly empty virtual base (Itanium 2.4 II.1).
        let (primary, primary_virtual) = match ci
            .bases
            .iter()
            .find(|b| !b.is_virtual && self.b.types().structs[b.class].dynamic)
        {
            Some(b) => (Some(b.class), false),
            None if dynamic => match vl.primary_vbase(self, &direct) {
                Some(v) => (Some(v), true),
                None => (None, false),
            },
            None => (None, false),
        };
        if let Some(p) = primary {
            let pd = &self.b.types().structs[p];
            offset = pd.nvsize;
            align = align.max(pd.nvalign);
            if primary_virtual {
                // Laid out first, at offset 0: it shares the class's vptr.
                vl.place_own_primary(self, p);
            } else if let Some(&info) = vl.nonvirtual.get(&p) {
                vl.add_primary_vbase_offsets(self, info, 0);
            }
        } else if dynamic {
            offset = 8;
            align = 8;
        }
        for b in ci.bases.iter().filter(|b| !b.is_virtual) {
            let bd = self.b.types().structs[b.class].clone();
            let off = if Some(b.class) == primary && !primary_virtual {
                0
            } else if self.is_empty_class(b.class) {
                let mut o = 0;
                while empties.iter().any(|(c, at)| *c == b.class && *at == o) {
                    o += bd.nvalign.max(1);
                }
                if o == 0 {
                    o
                } else {
                    align_up(offset.max(o), bd.nvalign)
                }
            } else {
                align_up(offset, bd.nvalign)
            };
            if self.is_empty_class(b.class) {
                empties.push((b.class, off));
            } else {
                // The primary base (at 0) may come after bases placed
                // past it in declaration order: never move back.
                offset = offset.max(off + bd.nvsize);
            }
            align = align.max(bd.nvalign);
            if Some(b.class) != primary || primary_virtual {
                if let Some(&info) = vl.nonvirtual.get(&b.class) {
                    vl.add_primary_vbase_offsets(self, info, off);
                }
            }
            bases.push(BaseClass {
                class: b.class,
                offset: off,
                is_virtual: false,
                is_public: b.access == Access::Public,
            });
        }
        // Data members.
        let mut fields: Vec<Field> = Vec::new();
        let mut indices: Vec<u32> = Vec::with_capacity(ci.fields.len());
        let mut bit = offset * 8; // bit position (bit-fields)
        let mut size_union = 0u64;
        for f in &ci.fields {
            let sty = self.storage_type(f.ty);
            let Some(fsize) = self.b.types().size_of(sty) else {
                let s = self.display(f.ty);
                self.report(diag::incomplete_field_type(f.span, &s));
                return Err(Reported);
            };
            let falign = self.b.types().align_of(sty);
            let name = f.sym.map_or(String::new(), |s| self.name(s).to_string());
            // GCC: a packed member (the class's `packed`, or the member's
            // own, bit-fields too) has alignment 1, and a packed bit-field
            // may straddle its type's storage units.
            let packed = ci.packed || self.field_packed.contains(&(sid, f.span.lo));
            if let Some(width) = f.bit_width {
                let unit = fsize * 8;
                let start = if is_union { 0 } else { bit };
                let mut s = start;
                if width == 0 {
                    s = align_up(s, falign * 8);
                    bit = s;
                    indices.push(u32::MAX);
                    continue;
                }
                if !packed && width <= unit && s / unit != (s + width - 1) / unit {
                    s = align_up(s, unit);
                }
                let byte = s / 8;
                let shift = (s % 8) as u32;
                let storage = ((shift as u64 + width).div_ceil(8)) as u32;
                if f.sym.is_some() {
                    align = align.max(if packed { 1 } else { falign });
                }
                if is_union {
                    size_union = size_union.max(byte + storage as u64);
                } else {
                    bit = s + width;
                    offset = bit.div_ceil(8);
                }
                if f.sym.is_none() {
                    indices.push(u32::MAX);
                    continue;
                }
                indices.push(fields.len() as u32);
                fields.push(Field {
                    name,
                    ty: sty,
                    offset: byte,
                    span: f.span,
                    bit: Some(BitField {
                        shift,
                        width: width as u32,
                        storage,
                    }),
                });
                continue;
            }
            let a = if packed { 1 } else { falign };
            let a = a.max(self.field_alignas(sid, f.span).unwrap_or(1));
            let off = if is_union { 0 } else { align_up(offset, a) };
            // An empty member of a class type already at this offset moves.
            let off = match self.class_of_type(sty) {
                Some(c) if self.is_empty_class(c) && !is_union => {
                    let mut o = off;
                    while empties.iter().any(|(e, at)| *e == c && *at == o) {
                        o += a;
                    }
                    empties.push((c, o));
                    o
                }
                _ => off,
            };
            align = align.max(a);
            if is_union {
                size_union = size_union.max(fsize);
            } else {
                offset = off + fsize;
                if offset >= MAX_OBJECT_BYTES {
                    let n = self.b.types().structs[sid].name.clone();
                    self.report(diag::class_too_large(ci.span, &n));
                    return Err(Reported);
                }
                bit = offset * 8;
            }
            indices.push(fields.len() as u32);
            fields.push(Field {
                name,
                ty: sty,
                offset: off,
                span: f.span,
                bit: None,
            });
        }
        if is_union {
            offset = size_union;
        }
        if let Some(a) = ci.align {
            align = align.max(a);
        }
        let mut dsize = offset;
        let nvalign = align;
        // The non-virtual size is not rounded up to the alignment: a derived
        // class or a virtual base may use the tail padding (Itanium 2.4).
        let mut nvsize = empties.iter().fold(dsize, |m, (_, at)| m.max(at + 1));
        let pod = self.pod_for_layout(&ci);
        if pod {
            // A POD's tail padding is never reused.
            nvsize = align_up(nvsize.max(1), nvalign);
            dsize = nvsize;
        }
        // Virtual bases, each once, after the non-virtual data, in
        // inheritance graph order; a primary virtual base of a base lives
        // where that base is.
        let mut end = nvsize;
        let order = vl.virtual_layout_order(self, &direct, primary.filter(|_| primary_virtual));
        for vb in order {
            let bd = self.b.types().structs[vb].clone();
            let off = if self.is_empty_class(vb) && !empties.iter().any(|(c, _)| *c == vb) {
                0
            } else {
                let o = align_up(end, bd.nvalign);
                end = o + bd.nvsize;
                o
            };
            align = align.max(bd.nvalign);
            vl.place_vbase(self, vb, off);
        }
        // In construction order (depth first, left to right, a base's
        // virtual bases before it), as constructors and destructors and
        // the rest of sema walk them.
        let mut vbases: Vec<(StructId, u64)> = Vec::new();
        for vb in self.all_virtual_bases(sid) {
            let off = match vl.offsets.iter().find(|(c, _)| *c == vb) {
                Some(&(_, o)) => o,
                None => {
                    let bd = self.b.types().structs[vb].clone();
                    let o = align_up(end, bd.nvalign);
                    end = o + bd.nvsize;
                    o
                }
            };
            align = align.max(self.b.types().structs[vb].nvalign);
            vbases.push((vb, off));
        }
        for b in ci.bases.iter().filter(|b| b.is_virtual) {
            let off = vbases
                .iter()
                .find(|(c, _)| *c == b.class)
                .map_or(0, |x| x.1);
            bases.push(BaseClass {
                class: b.class,
                offset: off,
                is_virtual: true,
                is_public: b.access == Access::Public,
            });
        }
        // Bases in declaration order.
        let order: Vec<StructId> = ci.bases.iter().map(|b| b.class).collect();
        bases.sort_by_key(|b| order.iter().position(|c| *c == b.class));
        let size = align_up(end.max(1), align);
        if size >= MAX_OBJECT_BYTES {
            let n = self.b.types().structs[sid].name.clone();
            self.report(diag::class_too_large(ci.span, &n));
            return Err(Reported);
        }
        for (fi, idx) in indices.iter().enumerate() {
            if let Some(c) = self.classes.get_mut(&sid) {
                c.fields[fi].index = *idx;
            }
        }
        let def = &mut self.b.program.types.structs[sid];
        def.fields = fields;
        def.bases = bases;
        def.vbases = vbases;
        def.size = size;
        def.align = align;
        def.dsize = dsize;
        def.nvsize = nvsize;
        def.nvalign = nvalign;
        def.dynamic = dynamic;
        def.primary_base = primary;
        def.primary_base_virtual = primary_virtual;
        def.kind = ci.kind;
        def.complete = true;
        Ok(())
    }

    /// Whether the class is a POD for the purpose of layout (the C++03 POD
    /// rules with "user-provided" for "user-declared", as GCC and clang
    /// apply them): then no derived class reuses its tail padding.
    fn pod_for_layout(&self, ci: &ClassInfo<'a>) -> bool {
        if !ci.bases.is_empty() || ci.polymorphic {
            return false;
        }
        // Constructors, the destructor and copy/move assignment must be
        // trivial (or deleted): only this class's own, as it has no bases.
        // Other member functions, conversion functions included, do not
        // matter.
        let assigns: Vec<FuncId> = self
            .interner
            .get("operator=")
            .and_then(|sym| match ci.members.get(&sym) {
                Some(Entity::Funcs(fs)) => Some(fs.clone()),
                _ => None,
            })
            .unwrap_or_default();
        let trivial = |f: &FuncId| self.methods.get(f).is_none_or(|m| m.trivial || m.deleted);
        let copy_assign = |f: &&FuncId| self.methods.get(*f).is_some_and(|m| m.special.is_some());
        let specials_trivial = ci
            .declared_ctors
            .iter()
            .chain(ci.declared_dtor.iter())
            .all(trivial)
            && assigns.iter().filter(copy_assign).all(trivial);
        specials_trivial
            && ci.fields.iter().all(|f| {
                f.access == Access::Public && f.init.is_none() && self.pod_member_type(f.ty)
            })
    }

    fn pod_member_type(&self, ty: TypeId) -> bool {
        let types = self.b.types();
        let ty = types.unqualified(ty);
        match types.kind(ty) {
            Type::Reference { .. } => false,
            Type::Array { elem, .. } => self.pod_member_type(*elem),
            Type::Struct(s) => self.classes.get(s).is_none_or(|c| self.pod_for_layout(c)),
            _ => true,
        }
    }

    /// `alignas` written on the member declared at `span` (recorded while
    /// declaring it).
    fn field_alignas(&self, sid: StructId, span: lexer::source::Span) -> Option<u64> {
        self.field_aligns.get(&(sid, span.lo)).copied()
    }

    /// Every virtual base of `sid` (direct or indirect), each once, in
    /// depth-first left-to-right order of the inheritance graph.
    pub fn all_virtual_bases(&self, sid: StructId) -> Vec<StructId> {
        let mut out = Vec::new();
        self.collect_vbases(sid, &mut out, 0);
        out
    }

    fn collect_vbases(&self, sid: StructId, out: &mut Vec<StructId>, depth: u32) {
        if depth > 64 {
            return;
        }
        let Some(ci) = self.classes.get(&sid) else {
            return;
        };
        for b in &ci.bases {
            self.collect_vbases(b.class, out, depth + 1);
            if b.is_virtual && !out.contains(&b.class) {
                out.push(b.class);
            }
        }
    }
}

/// A base class subobject in the virtual-base bookkeeping of one layout
/// (clang's `BaseSubobjectInfo`): which subobject claims a virtual base
/// as its primary base, and so shares its address.
struct SubInfo {
    class: StructId,
    is_virtual: bool,
    /// The subobject whose primary base this virtual base is.
    derived: Option<usize>,
    /// This subobject's primary virtual base, if it claimed it.
    primary_vinfo: Option<usize>,
    bases: Vec<usize>,
}

/// Where the virtual bases of a class being laid out go (Itanium 2.4).
struct VbaseLayout {
    subs: Vec<SubInfo>,
    virtual_info: HashMap<StructId, usize>,
    nonvirtual: HashMap<StructId, usize>,
    /// The primary virtual bases of the bases (and the class's own): laid
    /// out with the subobject they are primary for.
    indirect_primary: Vec<StructId>,
    visited: Vec<StructId>,
    /// Offsets found so far, in a complete object.
    offsets: Vec<(StructId, u64)>,
}

impl VbaseLayout {
    fn new(t: &Translator<'_, '_, '_>, direct: &[(StructId, bool)]) -> VbaseLayout {
        let mut vl = VbaseLayout {
            subs: Vec::new(),
            virtual_info: HashMap::new(),
            nonvirtual: HashMap::new(),
            indirect_primary: Vec::new(),
            visited: Vec::new(),
            offsets: Vec::new(),
        };
        let types = t.b.types();
        let has_vbases = direct
            .iter()
            .any(|&(c, v)| v || !types.structs[c].vbases.is_empty());
        if has_vbases {
            for &(c, _) in direct {
                if !types.structs[c].vbases.is_empty() {
                    vl.add_indirect_primary(t, c, 0);
                }
            }
        }
        for &(c, v) in direct {
            let info = vl.compute_info(t, c, v, 0);
            if !v {
                vl.nonvirtual.insert(c, info);
            }
        }
        vl
    }

    fn add_indirect_primary(&mut self, t: &Translator<'_, '_, '_>, c: StructId, depth: u32) {
        if depth > 64 {
            return;
        }
        let d = &t.b.types().structs[c];
        if d.primary_base_virtual {
            if let Some(p) = d.primary_base {
                if !self.indirect_primary.contains(&p) {
                    self.indirect_primary.push(p);
                }
            }
        }
        for b in d.bases.clone() {
            if !t.b.types().structs[b.class].vbases.is_empty() {
                self.add_indirect_primary(t, b.class, depth + 1);
            }
        }
    }

    fn compute_info(
        &mut self,
        t: &Translator<'_, '_, '_>,
        c: StructId,
        is_virtual: bool,
        depth: u32,
    ) -> usize {
        if is_virtual {
            if let Some(&i) = self.virtual_info.get(&c) {
                return i;
            }
        }
        let idx = self.subs.len();
        self.subs.push(SubInfo {
            class: c,
            is_virtual,
            derived: None,
            primary_vinfo: None,
            bases: Vec::new(),
        });
        if is_virtual {
            self.virtual_info.insert(c, idx);
        }
        if depth > 64 || self.subs.len() > 4096 {
            return idx;
        }
        let d = t.b.types().structs[c].clone();
        let mut pvb = None;
        let mut claimed = false;
        if !d.vbases.is_empty() && d.primary_base_virtual {
            pvb = d.primary_base;
            if let Some(&pi) = pvb.and_then(|p| self.virtual_info.get(&p)) {
                if self.subs[pi].derived.is_some() {
                    pvb = None;
                } else {
                    self.subs[idx].primary_vinfo = Some(pi);
                    self.subs[pi].derived = Some(idx);
                    claimed = true;
                }
            }
        }
        for b in &d.bases {
            let child = self.compute_info(t, b.class, b.is_virtual, depth + 1);
            self.subs[idx].bases.push(child);
        }
        if let (Some(p), false) = (pvb, claimed) {
            if let Some(&pi) = self.virtual_info.get(&p) {
                self.subs[idx].primary_vinfo = Some(pi);
                self.subs[pi].derived = Some(idx);
            }
        }
        idx
    }

    /// A nearly empty class: dynamic, with no data but the vptr.
    fn nearly_empty(t: &Translator<'_, '_, '_>, c: StructId) -> bool {
        let d = &t.b.types().structs[c];
        d.dynamic && d.nvsize == 8
    }

    /// The nearly empty virtual base that becomes the primary base of a
    /// class without a dynamic non-virtual base: the first one in
    /// inheritance graph order that is no indirect primary base, else the
    /// first one.
    fn primary_vbase(
        &self,
        t: &Translator<'_, '_, '_>,
        direct: &[(StructId, bool)],
    ) -> Option<StructId> {
        let mut first = None;
        let found = self.select_primary_vbase(t, direct, &mut first, 0);
        found.or(first)
    }

    fn select_primary_vbase(
        &self,
        t: &Translator<'_, '_, '_>,
        bases: &[(StructId, bool)],
        first: &mut Option<StructId>,
        depth: u32,
    ) -> Option<StructId> {
        if depth > 64 {
            return None;
        }
        for &(c, v) in bases {
            if v && Self::nearly_empty(t, c) {
                if !self.indirect_primary.contains(&c) {
                    return Some(c);
                }
                if first.is_none() {
                    *first = Some(c);
                }
            }
            let inner: Vec<(StructId, bool)> = t.b.types().structs[c]
                .bases
                .iter()
                .map(|b| (b.class, b.is_virtual))
                .collect();
            if let Some(x) = self.select_primary_vbase(t, &inner, first, depth + 1) {
                return Some(x);
            }
        }
        None
    }

    /// The class's own primary virtual base, at offset 0.
    fn place_own_primary(&mut self, t: &Translator<'_, '_, '_>, p: StructId) {
        let Some(&info) = self.virtual_info.get(&p) else {
            return;
        };
        self.subs[info].derived = None;
        if !self.indirect_primary.contains(&p) {
            self.indirect_primary.push(p);
        }
        self.visited.push(p);
        self.place_vbase(t, p, 0);
    }

    fn place_vbase(&mut self, t: &Translator<'_, '_, '_>, vb: StructId, off: u64) {
        if !self.offsets.iter().any(|(c, _)| *c == vb) {
            self.offsets.push((vb, off));
        }
        if let Some(&info) = self.virtual_info.get(&vb) {
            self.add_primary_vbase_offsets(t, info, off);
        }
    }

    /// A subobject placed at `off` puts the virtual base it claimed as its
    /// primary base there too (and so on down its non-virtual bases).
    fn add_primary_vbase_offsets(&mut self, t: &Translator<'_, '_, '_>, info: usize, off: u64) {
        let c = self.subs[info].class;
        let d = t.b.types().structs[c].clone();
        if d.vbases.is_empty() {
            return;
        }
        if let Some(pi) = self.subs[info].primary_vinfo {
            if self.subs[pi].derived == Some(info) {
                let pc = self.subs[pi].class;
                if !self.offsets.iter().any(|(x, _)| *x == pc) {
                    self.offsets.push((pc, off));
                    self.add_primary_vbase_offsets(t, pi, off);
                }
            }
        }
        for child in self.subs[info].bases.clone() {
            if self.subs[child].is_virtual {
                continue;
            }
            let cc = self.subs[child].class;
            let boff = d
                .bases
                .iter()
                .find(|b| b.class == cc && !b.is_virtual)
                .map_or(0, |b| b.offset);
            self.add_primary_vbase_offsets(t, child, off + boff);
        }
    }

    /// The virtual bases that need a place of their own, in inheritance
    /// graph order (each before its own bases), skipping the primary
    /// virtual bases of subobjects (placed with them).
    fn virtual_layout_order(
        &mut self,
        t: &Translator<'_, '_, '_>,
        direct: &[(StructId, bool)],
        own_primary: Option<StructId>,
    ) -> Vec<StructId> {
        let mut out = Vec::new();
        self.layout_order_in(t, direct, own_primary, &mut out, 0);
        out
    }

    fn layout_order_in(
        &mut self,
        t: &Translator<'_, '_, '_>,
        bases: &[(StructId, bool)],
        primary_vbase: Option<StructId>,
        out: &mut Vec<StructId>,
        depth: u32,
    ) {
        if depth > 64 {
            return;
        }
        for &(c, v) in bases {
            if v && primary_vbase != Some(c)
                && !self.indirect_primary.contains(&c)
                && !self.visited.contains(&c)
            {
                self.visited.push(c);
                out.push(c);
            }
            let d = t.b.types().structs[c].clone();
            if d.vbases.is_empty() {
                continue;
            }
            let inner: Vec<(StructId, bool)> =
                d.bases.iter().map(|b| (b.class, b.is_virtual)).collect();
            let pv = d.primary_base.filter(|_| d.primary_base_virtual);
            self.layout_order_in(t, &inner, pv, out, depth + 1);
        }
    }
}
