//! The initial bytes of a global whose class LLVM cannot be given a typed
//! constant for: a union, or a class with bit-fields or a packed member
//! (the classes laid out as bytes, `Lowerer::byte_layout`). Such a global
//! is emitted as `[N x i8]` holding the object's image, computed from the
//! program's layout; the accesses through it use the class's own type, so
//! only the bytes matter. Pure data only: a constant holding an address
//! keeps the typed path (and its error).

use super::Lowerer;
use sema::program::*;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Whether a constant of type `ty` needs the byte image.
    pub(crate) fn needs_const_image(&self, ty: TypeId) -> bool {
        let t = &self.p.types;
        match t.kind(ty) {
            Type::Array { elem, .. } => self.needs_const_image(*elem),
            Type::Qualified { base, .. } => self.needs_const_image(*base),
            Type::Struct(s) => {
                self.byte_layout(*s)
                    || t.structs
                        .get(*s)
                        .is_some_and(|d| d.fields.iter().any(|f| self.needs_const_image(f.ty)))
            }
            _ => false,
        }
    }

    /// The bytes of an object of type `ty` initialized to `v`; `None`
    /// when `v` holds an address or a representation not written here.
    pub(crate) fn const_image(&self, ty: TypeId, v: &ConstValue) -> Option<Vec<u8>> {
        let size = self.p.types.size_of(ty)? as usize;
        let mut out = vec![0u8; size];
        self.write_image(ty, v, &mut out, 0, 0)?;
        Some(out)
    }

    fn write_image(
        &self,
        ty: TypeId,
        v: &ConstValue,
        out: &mut [u8],
        at: usize,
        depth: u32,
    ) -> Option<()> {
        let t = &self.p.types;
        if depth > 64 {
            return None;
        }
        let size = t.size_of(ty).unwrap_or(0) as usize;
        let dest = out.get_mut(at..at + size)?;
        match (v, t.kind(ty).clone()) {
            (ConstValue::Zero, _) => {
                dest.fill(0);
                null_member_pointers(t, ty, dest);
            }
            (ConstValue::NullPtr, _) => dest.fill(0),
            (_, Type::Qualified { base, .. }) => self.write_image(base, v, out, at, depth + 1)?,
            (ConstValue::Int(i), Type::Int(_) | Type::Bool | Type::Enum(_)) => {
                dest.copy_from_slice(&i.to_le_bytes()[..size]);
            }
            (ConstValue::Int(0), Type::Pointer { .. }) => dest.fill(0),
            (ConstValue::Float(f), Type::Float(k)) => match k {
                FloatKind::Float => dest.copy_from_slice(&(*f as f32).to_le_bytes()),
                FloatKind::Double if size == 8 => dest.copy_from_slice(&f.to_le_bytes()),
                FloatKind::LongDouble if size == 16 => {
                    dest.copy_from_slice(&f80::F80::from_f64(*f).to_storage())
                }
                _ => return None,
            },
            (ConstValue::LongDouble(f), Type::Float(FloatKind::LongDouble)) if size == 16 => {
                dest.copy_from_slice(&f.to_storage())
            }
            (ConstValue::Bytes(b), Type::Array { .. }) => {
                let n = b.len().min(size);
                dest[..n].copy_from_slice(&b[..n]);
            }
            (ConstValue::Aggregate(items), Type::Array { elem, .. }) => {
                null_member_pointers(t, ty, dest);
                let es = t.size_of(elem)? as usize;
                for (i, item) in items.iter().enumerate() {
                    self.write_image(elem, item, out, at + i * es, depth + 1)?;
                }
            }
            (ConstValue::Aggregate(items), Type::Struct(s)) => {
                let d = t.structs.get(s)?;
                // Members the list leaves out are zero-initialized.
                null_member_pointers(t, ty, dest);
                // The constant tree lists fields only; a base or a vptr
                // would need more than it says.
                if !d.bases.is_empty() || d.dynamic || !d.vbases.is_empty() {
                    return None;
                }
                for (item, f) in items.iter().zip(&d.fields) {
                    let off = at + f.offset as usize;
                    match f.bit {
                        None => self.write_image(f.ty, item, out, off, depth + 1)?,
                        Some(b) => {
                            let v = match item {
                                ConstValue::Zero => 0,
                                ConstValue::Int(i) => *i,
                                _ => return None,
                            };
                            write_bits(out, off, b, v)?;
                        }
                    }
                }
            }
            _ => return None,
        }
        Some(())
    }
}

/// Writes null (-1) over each pointer to data member of a zeroed `ty`.
fn null_member_pointers(t: &sema::types::TypeTable, ty: TypeId, dest: &mut [u8]) {
    for off in t.null_member_pointer_offsets(ty) {
        if let Some(b) = dest.get_mut(off as usize..off as usize + 8) {
            b.fill(0xff);
        }
    }
}

/// ORs a bit-field's value into its storage bytes (little-endian).
fn write_bits(out: &mut [u8], at: usize, b: BitField, v: i128) -> Option<()> {
    if b.storage > 16 {
        return None;
    }
    let mask = if b.width >= 128 {
        u128::MAX
    } else {
        (1u128 << b.width) - 1
    };
    let bits = ((v as u128) & mask) << b.shift;
    let dest = out.get_mut(at..at + b.storage as usize)?;
    let mut old = [0u8; 17];
    old[..dest.len()].copy_from_slice(dest);
    let keep = !(mask << b.shift);
    let word = u128::from_le_bytes(old[..16].try_into().ok()?);
    let new = (word & keep) | bits;
    let bytes = new.to_le_bytes();
    let n = dest.len().min(16);
    dest[..n].copy_from_slice(&bytes[..n]);
    Some(())
}
