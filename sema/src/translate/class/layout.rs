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
        let primary = ci
            .bases
            .iter()
            .find(|b| !b.is_virtual && self.b.types().structs[b.class].dynamic)
            .map(|b| b.class);
        if let Some(p) = primary {
            let pd = &self.b.types().structs[p];
            offset = pd.nvsize;
            align = align.max(pd.nvalign);
        } else if dynamic {
            offset = 8;
            align = 8;
        }
        for b in ci.bases.iter().filter(|b| !b.is_virtual) {
            let bd = self.b.types().structs[b.class].clone();
            let off = if Some(b.class) == primary {
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
        // Virtual bases, each once, after the non-virtual data.
        let mut vbases: Vec<(StructId, u64)> = Vec::new();
        let mut end = nvsize;
        for vb in self.all_virtual_bases(sid) {
            let bd = self.b.types().structs[vb].clone();
            let off = if self.is_empty_class(vb) && !empties.iter().any(|(c, _)| *c == vb) {
                0
            } else {
                let o = align_up(end, bd.nvalign);
                end = o + bd.nvsize;
                o
            };
            align = align.max(bd.nvalign);
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
        let specials_trivial = ci.ctors.iter().chain(ci.dtor.iter()).all(trivial)
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
