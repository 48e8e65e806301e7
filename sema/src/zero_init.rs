//! Zero-initialization is not all zero bits when an object holds a pointer
//! to data member: Itanium's null member pointer is -1, since offset 0 names
//! a real member. Code generators and the interpreter zero the object's
//! bytes and then store -1 at the offsets listed here ([dcl.init]/6: a
//! union zero-initializes only its first member; bit-fields and
//! references hold no member pointer).

use crate::types::{RecordKind, StructId, Type, TypeId, TypeTable};

/// More offsets than this in one object (a huge array of them) are
/// reported as none found: the caller then falls back to all zero bits
/// rather than listing millions of stores.
const MAX_OFFSETS: usize = 1 << 16;

impl TypeTable {
    /// The byte offsets, in an object of type `ty`, of the pointers to data
    /// member zero-initialization sets to null (-1), in increasing order of
    /// discovery; empty for most types.
    pub fn null_member_pointer_offsets(&self, ty: TypeId) -> Vec<u64> {
        let mut out = Vec::new();
        self.collect_null_mp(ty, 0, true, &mut out, 0);
        if out.len() > MAX_OFFSETS {
            out.clear();
        }
        out
    }

    /// Whether zero-initializing a `ty` stores anything but zero bytes.
    pub fn zero_init_has_member_pointers(&self, ty: TypeId) -> bool {
        !self.null_member_pointer_offsets(ty).is_empty()
    }

    fn collect_null_mp(&self, ty: TypeId, at: u64, complete: bool, out: &mut Vec<u64>, depth: u32) {
        if depth > 64 || out.len() > MAX_OFFSETS {
            return;
        }
        match self.kind(ty) {
            Type::Qualified { base, .. } => {
                self.collect_null_mp(*base, at, complete, out, depth + 1)
            }
            Type::MemberPointer { .. } if !self.is_member_fn_pointer(ty) => out.push(at),
            Type::Array { elem, len: Some(n) } => {
                let mut one = Vec::new();
                self.collect_null_mp(*elem, 0, true, &mut one, depth + 1);
                if one.is_empty() {
                    return;
                }
                let es = self.size_of(*elem).unwrap_or(0);
                for i in 0..*n {
                    if out.len() > MAX_OFFSETS {
                        return;
                    }
                    out.extend(one.iter().map(|o| at + i * es + o));
                }
            }
            Type::Struct(s) => self.collect_null_mp_class(*s, at, complete, out, depth),
            _ => {}
        }
    }

    fn collect_null_mp_class(
        &self,
        s: StructId,
        at: u64,
        complete: bool,
        out: &mut Vec<u64>,
        depth: u32,
    ) {
        let Some(d) = self.structs.get(s) else {
            return;
        };
        for b in d.bases.iter().filter(|b| !b.is_virtual) {
            self.collect_null_mp_class(b.class, at + b.offset, false, out, depth + 1);
        }
        if complete {
            for &(vb, off) in &d.vbases {
                self.collect_null_mp_class(vb, at + off, false, out, depth + 1);
            }
        }
        for f in &d.fields {
            if f.bit.is_none() && !matches!(self.kind(f.ty), Type::Reference { .. }) {
                self.collect_null_mp(f.ty, at + f.offset, true, out, depth + 1);
            }
            if d.kind == RecordKind::Union {
                break;
            }
        }
    }
}
