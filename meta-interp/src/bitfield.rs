//! Bit-field members. An lvalue naming one still evaluates to the address
//! of its storage bytes (sema's field offset), but reading or writing it
//! goes through the bits sema laid out: the storage is one little-endian
//! integer, the value bits `shift .. shift + width` of it, so that
//! neighbouring fields sharing the bytes are left alone.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::Ptr;
use crate::value::{wrap_bits, Val};
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

type Res<T> = Result<T, Diagnostic>;

/// The bit-field member `field` of an object of type `ty`, if it is one.
pub fn field_bit(prog: &Program, ty: TypeId, field: u32) -> Option<BitField> {
    let t = &prog.types;
    match t.kind(t.unqualified(ty)) {
        Type::Struct(s) => t.structs.get(*s)?.fields.get(field as usize)?.bit,
        _ => None,
    }
}

/// The bit-field an lvalue expression designates, looking through the
/// expressions whose result is their operand's lvalue (`a = b`, `++a`,
/// `x, a`).
pub fn lvalue_bit(prog: &Program, e: ExprId) -> Option<BitField> {
    let x = prog.expr(e);
    if x.category != ValueCategory::LValue {
        return None;
    }
    match &x.kind {
        ExprKind::Member { base, field } => field_bit(prog, prog.expr(*base).ty, *field),
        ExprKind::Assign { lhs, .. } | ExprKind::CompoundAssign { lhs, .. } => {
            lvalue_bit(prog, *lhs)
        }
        ExprKind::IncDec { operand, .. } => lvalue_bit(prog, *operand),
        ExprKind::Comma { rhs, .. } => lvalue_bit(prog, *rhs),
        ExprKind::FullExpr(inner) => lvalue_bit(prog, *inner),
        ExprKind::Cast { operand, .. } => lvalue_bit(prog, *operand),
        _ => None,
    }
}

/// Bits `shift .. shift + width` of the little-endian `storage`, as a value
/// of a `(bits, signed)` integer type (`None`: bool).
pub fn extract(storage: &[u8], bit: BitField, int: Option<(u32, bool)>) -> i128 {
    let mut buf = [0u8; 16];
    let n = storage.len().min(16);
    buf[..n].copy_from_slice(&storage[..n]);
    let raw = u128::from_le_bytes(buf) >> bit.shift.min(127);
    let w = bit.width.min(128);
    let low = if w >= 128 {
        raw
    } else {
        raw & ((1u128 << w) - 1)
    };
    match int {
        Some((bits, signed)) if bits > 1 => {
            wrap_bits(wrap_bits(low as i128, w, signed), bits, signed)
        }
        _ => (low != 0) as i128,
    }
}

/// `storage` with bits `shift .. shift + width` replaced by the low bits of `v`.
pub fn insert(storage: &mut [u8], bit: BitField, v: i128) {
    let mut buf = [0u8; 16];
    let n = storage.len().min(16);
    buf[..n].copy_from_slice(&storage[..n]);
    let word = u128::from_le_bytes(buf);
    let w = bit.width.min(128);
    let mask = if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    };
    let s = bit.shift.min(127);
    let word = (word & !(mask << s)) | (((v as u128) & mask) << s);
    storage[..n].copy_from_slice(&word.to_le_bytes()[..n]);
}

impl Interp<'_> {
    fn storage_len(bit: BitField, span: Span) -> Res<u64> {
        if bit.storage > 16 {
            return Err(diag::unsupported(
                span,
                "a bit-field whose storage exceeds 16 bytes",
            ));
        }
        Ok(u64::from(bit.storage))
    }

    /// The value of the bit-field whose storage is at `p`.
    pub fn bit_load(
        &mut self,
        prog: &Program,
        p: Ptr,
        bit: BitField,
        ty: TypeId,
        span: Span,
    ) -> Res<Val> {
        let len = Self::storage_len(bit, span)?;
        let int = self.int_info(prog, ty);
        let b = self
            .mem
            .read(p, len, true)
            .map_err(|f| diag::fault(span, &f))?;
        Ok(Val::Int(extract(b, bit, int)))
    }

    /// Writes `v` into the bit-field whose storage is at `p`, keeping the
    /// storage's other bits (which may not have been written yet).
    pub fn bit_store(&mut self, p: Ptr, bit: BitField, v: &Val, span: Span) -> Res<()> {
        let len = Self::storage_len(bit, span)?;
        let mut bytes = self
            .mem
            .read(p, len, false)
            .map_err(|f| diag::fault(span, &f))?
            .to_vec();
        insert(&mut bytes, bit, v.as_int());
        self.mem.write(p, &bytes).map_err(|f| diag::fault(span, &f))
    }

    /// Reads the object the lvalue `e` designated at `p`.
    pub fn load_lvalue(
        &mut self,
        prog: &Program,
        e: ExprId,
        p: Ptr,
        ty: TypeId,
        span: Span,
    ) -> Res<Val> {
        self.check_aligned(prog, e, p, ty, span)?;
        match lvalue_bit(prog, e) {
            Some(bit) => self.bit_load(prog, p, bit, ty, span),
            None => self.load(prog, p, ty, span),
        }
    }

    /// An access through a pointer (`*p`, `p[i]`) must be aligned for the
    /// type read (every allocation starts maximally aligned). Members are
    /// not checked: a packed class's are legitimately unaligned.
    fn check_aligned(&self, prog: &Program, e: ExprId, p: Ptr, ty: TypeId, span: Span) -> Res<()> {
        if !matches!(
            prog.expr(e).kind,
            ExprKind::Deref(_) | ExprKind::Index { .. }
        ) {
            return Ok(());
        }
        let align = prog.types.align_of(ty).max(1) as i64;
        if p.alloc().is_some() && p.offset().rem_euclid(align) != 0 {
            return Err(crate::diagnostics::misaligned(
                span,
                p.offset(),
                align,
                &sema::translate::type_string(&prog.types, ty),
            ));
        }
        Ok(())
    }

    /// Writes the object the lvalue `e` designated at `p`.
    pub fn store_lvalue(
        &mut self,
        prog: &Program,
        e: ExprId,
        p: Ptr,
        ty: TypeId,
        v: &Val,
        span: Span,
    ) -> Res<()> {
        self.check_aligned(prog, e, p, ty, span)?;
        match lvalue_bit(prog, e) {
            Some(bit) => self.bit_store(p, bit, v, span),
            None => self.store(prog, p, ty, v, span),
        }
    }

    /// Initializes one member of an aggregate at `p`: a bit-field gets the
    /// value of its initializer (the storage was zeroed already).
    pub fn init_member(
        &mut self,
        prog: &Program,
        p: Ptr,
        ty: TypeId,
        bit: Option<BitField>,
        init: &Init,
        span: Span,
    ) -> Res<()> {
        let Some(bit) = bit else {
            return self.init_object(prog, p, ty, init, span);
        };
        let first = match init {
            Init::List(items) => items.first(),
            other => Some(other),
        };
        match first {
            Some(Init::Expr(e)) => {
                let v = self.eval(prog, *e)?;
                self.bit_store(p, bit, &v, prog.expr(*e).span)
            }
            _ => self.bit_store(p, bit, &Val::Int(0), span),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bf(shift: u32, width: u32, storage: u32) -> BitField {
        BitField {
            shift,
            width,
            storage,
        }
    }

    #[test]
    fn insert_keeps_neighbours_and_truncates() {
        let mut s = [0u8; 2];
        insert(&mut s, bf(0, 1, 1), 1);
        insert(&mut s, bf(1, 3, 1), 9); // 9 truncates to 1
        insert(&mut s, bf(4, 4, 1), 15);
        assert_eq!(extract(&s, bf(0, 1, 1), Some((32, false))), 1);
        assert_eq!(extract(&s, bf(1, 3, 1), Some((32, false))), 1);
        assert_eq!(extract(&s, bf(4, 4, 1), Some((32, false))), 15);
    }

    #[test]
    fn signed_fields_sign_extend() {
        let mut s = [0u8; 2];
        insert(&mut s, bf(3, 4, 2), -3);
        assert_eq!(extract(&s, bf(3, 4, 2), Some((32, true))), -3);
        assert_eq!(extract(&s, bf(3, 4, 2), Some((32, false))), 13);
        assert_eq!(extract(&s, bf(3, 4, 2), None), 1);
    }
}
