//! Values of the interpreter, their representation in memory (loads and
//! stores by type), and the conversions to and from the typed program's
//! [`ConstValue`] (constants leaving the interpreter; globals' initial
//! values entering it).

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// Integers, `bool`, enums, characters: the value wrapped to the type.
    Int(i128),
    Float(f64),
    /// A `long double`: the x86-64 80-bit value, computed as the host does.
    Ext(f80::F80),
    Ptr(Ptr),
    /// A struct or array: its bytes.
    Agg(Vec<u8>),
    Void,
}

impl Val {
    pub fn as_int(&self) -> i128 {
        match self {
            Val::Int(v) => *v,
            Val::Float(f) => *f as i128,
            Val::Ext(f) => f.to_i128().unwrap_or(0),
            Val::Ptr(p) => p.0 as i128,
            _ => 0,
        }
    }
    pub fn as_f64(&self) -> f64 {
        match self {
            Val::Int(v) => *v as f64,
            Val::Float(f) => *f,
            Val::Ext(f) => f.to_f64(),
            _ => 0.0,
        }
    }
    /// As a `long double` (integers and doubles convert exactly).
    pub fn as_f80(&self) -> f80::F80 {
        match self {
            Val::Int(v) => f80::F80::from_i128(*v),
            Val::Float(f) => f80::F80::from_f64(*f),
            Val::Ext(f) => *f,
            _ => f80::F80::ZERO,
        }
    }
    pub fn as_ptr(&self) -> Ptr {
        match self {
            Val::Ptr(p) => *p,
            Val::Int(v) => Ptr(*v as u64),
            _ => Ptr::NULL,
        }
    }
    pub fn truthy(&self) -> bool {
        match self {
            Val::Int(v) => *v != 0,
            Val::Float(f) => *f != 0.0,
            Val::Ext(f) => f.truthy(),
            Val::Ptr(p) => !p.is_null(),
            _ => false,
        }
    }
}

/// Wraps `v` to the width and signedness of an integer type.
pub fn wrap(t: &TypeTable, ty: TypeId, v: i128) -> i128 {
    let Some(bits) = t.int_bits(ty) else {
        return v;
    };
    if bits == 1 {
        return (v != 0) as i128;
    }
    if bits >= 128 {
        return v;
    }
    let u = v & ((1i128 << bits) - 1);
    if t.is_signed(ty) && (u >> (bits - 1)) & 1 == 1 {
        u - (1i128 << bits)
    } else {
        u
    }
}

/// Wraps `v` to `bits` bits of the given signedness (1 bit: `bool`).
/// `unsigned __int128` is held as its bit pattern in an `i128`, so the
/// operators whose result depends on signedness (comparisons, `/`, `%`,
/// `>>`) are computed on `u128` here; `None` for the others and for a zero
/// divisor or an out-of-range shift, which the caller handles (or reports).
pub fn u128_binary(op: BinaryOp, a: i128, b: i128) -> Option<i128> {
    let (x, y) = (a as u128, b as u128);
    Some(match op {
        BinaryOp::Lt => (x < y) as i128,
        BinaryOp::Le => (x <= y) as i128,
        BinaryOp::Gt => (x > y) as i128,
        BinaryOp::Ge => (x >= y) as i128,
        BinaryOp::Div if y != 0 => (x / y) as i128,
        BinaryOp::Rem if y != 0 => (x % y) as i128,
        BinaryOp::Shr if (0..128).contains(&b) => (x >> b) as i128,
        _ => return None,
    })
}

pub fn wrap_bits(v: i128, bits: u32, signed: bool) -> i128 {
    if bits == 1 {
        return (v != 0) as i128;
    }
    if bits >= 128 {
        return v;
    }
    let u = v & ((1i128 << bits) - 1);
    if signed && (u >> (bits - 1)) & 1 == 1 {
        u - (1i128 << bits)
    } else {
        u
    }
}

/// The representable range of an integer type.
pub fn int_range(t: &TypeTable, ty: TypeId) -> (i128, i128) {
    let bits = t.int_bits(ty).unwrap_or(32);
    if bits == 1 {
        return (0, 1);
    }
    if bits >= 128 {
        return (i128::MIN, i128::MAX);
    }
    if t.is_signed(ty) {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

/// How a scalar type is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repr {
    Int {
        bytes: u8,
        signed: bool,
    },
    F32,
    F64,
    /// `long double`: 10 bytes of value in 16 of storage.
    F80,
    Ptr,
    Agg(u64),
    Void,
}

pub fn repr(t: &TypeTable, ty: TypeId) -> Option<Repr> {
    Some(match t.kind(ty) {
        Type::Void => Repr::Void,
        Type::Bool => Repr::Int {
            bytes: 1,
            signed: false,
        },
        Type::Int(_) | Type::Enum(_) => {
            let bits = t.int_bits(ty)?;
            Repr::Int {
                bytes: (bits / 8) as u8,
                signed: t.is_signed(ty),
            }
        }
        Type::Float(FloatKind::Float) => Repr::F32,
        Type::Float(FloatKind::Double) => Repr::F64,
        Type::Float(FloatKind::LongDouble) => Repr::F80,
        Type::Float(FloatKind::Half) => return None,
        Type::Pointer { .. } | Type::NullPtr | Type::Reference { .. } => Repr::Ptr,
        Type::Struct(_) | Type::Array { .. } => Repr::Agg(t.size_of(ty)?),
        // An offset; a member function's `{ptr, adj}` is two words.
        Type::MemberPointer { pointee, .. } if t.is_function(*pointee) => Repr::Agg(16),
        Type::MemberPointer { .. } => Repr::Int {
            bytes: 8,
            signed: true,
        },
        Type::Function { .. } | Type::Qualified { .. } => return None,
    })
}

pub fn decode(r: Repr, b: &[u8]) -> Val {
    match r {
        Repr::Int { bytes, signed } => {
            let mut buf = [0u8; 16];
            let n = (bytes as usize).min(16).min(b.len());
            buf[..n].copy_from_slice(&b[..n]);
            let neg = signed && n > 0 && b[n - 1] & 0x80 != 0;
            if neg {
                buf[n..].iter_mut().for_each(|x| *x = 0xff);
            }
            Val::Int(i128::from_le_bytes(buf))
        }
        Repr::F32 => {
            let mut buf = [0u8; 4];
            let n = b.len().min(4);
            buf[..n].copy_from_slice(&b[..n]);
            Val::Float(f32::from_le_bytes(buf) as f64)
        }
        Repr::F64 => {
            let mut buf = [0u8; 8];
            let n = b.len().min(8);
            buf[..n].copy_from_slice(&b[..n]);
            Val::Float(f64::from_le_bytes(buf))
        }
        Repr::F80 => Val::Ext(f80::F80::from_storage(b)),
        Repr::Ptr => {
            let mut buf = [0u8; 8];
            let n = b.len().min(8);
            buf[..n].copy_from_slice(&b[..n]);
            Val::Ptr(Ptr(u64::from_le_bytes(buf)))
        }
        Repr::Agg(_) => Val::Agg(b.to_vec()),
        Repr::Void => Val::Void,
    }
}

pub fn encode(r: Repr, v: &Val) -> Vec<u8> {
    match r {
        Repr::Int { bytes, .. } => v.as_int().to_le_bytes()[..bytes as usize].to_vec(),
        Repr::F32 => (v.as_f64() as f32).to_le_bytes().to_vec(),
        Repr::F64 => v.as_f64().to_le_bytes().to_vec(),
        Repr::F80 => v.as_f80().to_storage().to_vec(),
        Repr::Ptr => v.as_ptr().0.to_le_bytes().to_vec(),
        Repr::Agg(n) => match v {
            Val::Agg(b) if b.len() as u64 == n => b.clone(),
            _ => vec![0; n as usize],
        },
        Repr::Void => Vec::new(),
    }
}

impl Interp<'_> {
    /// How `ty` is stored (cached per type: loads and stores are the
    /// interpreter's hottest path).
    pub fn repr_at(&mut self, prog: &Program, ty: TypeId, span: Span) -> Result<Repr, Diagnostic> {
        let i = ty.0 as usize;
        let cached = match self.repr_cache.get(i) {
            Some(Some(r)) => *r,
            _ => {
                let r = repr(&prog.types, ty);
                if self.repr_cache.len() <= i {
                    self.repr_cache.resize(i + 1, None);
                }
                self.repr_cache[i] = Some(r);
                r
            }
        };
        cached.ok_or_else(|| {
            let s = sema::translate::type_string(&prog.types, ty);
            diag::unsupported(span, &format!("an object of type '{s}'"))
        })
    }

    /// Width and signedness of an integer-like type (cached); `None` for
    /// other types.
    pub fn int_info(&mut self, prog: &Program, ty: TypeId) -> Option<(u32, bool)> {
        let i = ty.0 as usize;
        if let Some(Some(x)) = self.int_cache.get(i) {
            return *x;
        }
        let t = &prog.types;
        let x = t.int_bits(ty).map(|b| (b, t.is_signed(ty)));
        if self.int_cache.len() <= i {
            self.int_cache.resize(i + 1, None);
        }
        self.int_cache[i] = Some(x);
        x
    }

    /// [`wrap`] through the cache.
    pub fn wrap_to(&mut self, prog: &Program, ty: TypeId, v: i128) -> i128 {
        match self.int_info(prog, ty) {
            Some((bits, signed)) => wrap_bits(v, bits, signed),
            None => v,
        }
    }

    pub fn load(
        &mut self,
        prog: &Program,
        p: Ptr,
        ty: TypeId,
        span: Span,
    ) -> Result<Val, Diagnostic> {
        let r = self.repr_at(prog, ty, span)?;
        let len = match r {
            Repr::Int { bytes, .. } => bytes as u64,
            Repr::F32 => 4,
            Repr::F64 | Repr::Ptr => 8,
            Repr::F80 => 16,
            Repr::Agg(n) => n,
            Repr::Void => return Ok(Val::Void),
        };
        if self.in_constant_expression() {
            self.check_constant_read(prog, p, span)?;
        }
        if let Repr::Agg(n) = r {
            // A value copy is interpreter memory too, and costs its size.
            self.charge_copy(n, span)?;
        }
        // Aggregates may contain padding and unset members; scalars must
        // have been written.
        let check = !matches!(r, Repr::Agg(_));
        let b = self
            .mem
            .read(p, len, check)
            .map_err(|f| diag::fault(span, &f))?;
        Ok(decode(r, b))
    }

    /// In a constant expression, a read of a non-const global's
    /// compile-time copy is not constant (C++ [expr.const]: its value is the
    /// one at run time, which the program may have changed).
    fn check_constant_read(&self, prog: &Program, p: Ptr, span: Span) -> Result<(), Diagnostic> {
        let Some(AllocKind::Global(v)) = self.mem.kind(p) else {
            return Ok(());
        };
        let var = prog.var(v);
        if is_const_object(prog, var.ty) {
            return Ok(());
        }
        Err(diag::non_const_read(span, &var.name))
    }

    pub fn store(
        &mut self,
        prog: &Program,
        p: Ptr,
        ty: TypeId,
        v: &Val,
        span: Span,
    ) -> Result<(), Diagnostic> {
        let r = self.repr_at(prog, ty, span)?;
        // Scalars are encoded on the stack; only aggregates allocate.
        let mut buf = [0u8; 16];
        let bytes: &[u8] = match r {
            Repr::Int { bytes, .. } => {
                let n = (bytes as usize).min(16);
                buf.copy_from_slice(&v.as_int().to_le_bytes());
                &buf[..n]
            }
            Repr::F32 => {
                buf[..4].copy_from_slice(&(v.as_f64() as f32).to_le_bytes());
                &buf[..4]
            }
            Repr::F64 => {
                buf[..8].copy_from_slice(&v.as_f64().to_le_bytes());
                &buf[..8]
            }
            Repr::F80 => {
                buf.copy_from_slice(&v.as_f80().to_storage());
                &buf[..]
            }
            Repr::Ptr => {
                buf[..8].copy_from_slice(&v.as_ptr().0.to_le_bytes());
                &buf[..8]
            }
            Repr::Void => &[],
            Repr::Agg(_) => {
                let bytes = encode(r, v);
                return self.mem.write(p, &bytes).map_err(|f| diag::fault(span, &f));
            }
        };
        self.mem.write(p, bytes).map_err(|f| diag::fault(span, &f))
    }

    /// A value leaving the interpreter, as a constant of type `ty`.
    pub fn const_of_val(
        &mut self,
        prog: &Program,
        v: &Val,
        ty: TypeId,
        span: Span,
    ) -> Result<ConstValue, Diagnostic> {
        self.const_of_val_depth(prog, v, ty, span, 0)
    }

    fn const_of_val_depth(
        &mut self,
        prog: &Program,
        v: &Val,
        ty: TypeId,
        span: Span,
        depth: u32,
    ) -> Result<ConstValue, Diagnostic> {
        if depth > 64 {
            return Err(diag::unsupported(span, "a constant nested this deeply"));
        }
        let t = &prog.types;
        match v {
            Val::Int(i) => Ok(ConstValue::Int(*i)),
            Val::Float(f) => Ok(ConstValue::Float(*f)),
            Val::Ext(f) => Ok(ConstValue::LongDouble(*f)),
            Val::Void => Ok(ConstValue::Zero),
            Val::Ptr(p) => self.ptr_to_const(prog, *p, ty, span),
            Val::Agg(bytes) => match t.kind(ty).clone() {
                Type::Struct(s) => {
                    let fields: Vec<(TypeId, u64, Option<BitField>)> = t.structs[s]
                        .fields
                        .iter()
                        .map(|f| (f.ty, f.offset, f.bit))
                        .collect();
                    let mut out = Vec::with_capacity(fields.len());
                    for (fty, off, bit) in fields {
                        let o = off as usize;
                        if let Some(bit) = bit {
                            // Only the field's bits of its storage bytes.
                            let n = bit.storage as usize;
                            let slice = bytes.get(o..o + n).unwrap_or(&[]);
                            let int = self.int_info(prog, fty);
                            out.push(ConstValue::Int(crate::bitfield::extract(slice, bit, int)));
                            continue;
                        }
                        let r = self.repr_at(prog, fty, span)?;
                        let size = prog.types.size_of(fty).unwrap_or(0) as usize;
                        let slice = bytes.get(o..o + size).unwrap_or(&[]);
                        let fv = decode(r, slice);
                        out.push(self.const_of_val_depth(prog, &fv, fty, span, depth + 1)?);
                    }
                    Ok(ConstValue::Aggregate(out))
                }
                Type::Array { elem, len } => {
                    let r = self.repr_at(prog, elem, span)?;
                    let size = prog.types.size_of(elem).unwrap_or(0) as usize;
                    if matches!(r, Repr::Int { bytes: 1, .. }) {
                        return Ok(ConstValue::Bytes(bytes.clone()));
                    }
                    let n = len.unwrap_or(0) as usize;
                    let mut out = Vec::with_capacity(n);
                    for i in 0..n {
                        let slice = bytes.get(i * size..(i + 1) * size).unwrap_or(&[]);
                        let ev = decode(r, slice);
                        out.push(self.const_of_val_depth(prog, &ev, elem, span, depth + 1)?);
                    }
                    Ok(ConstValue::Aggregate(out))
                }
                // A pointer to member function: `{ptr, adj}`, `ptr` a
                // function's address or a vtable offset plus one.
                Type::MemberPointer { .. } => {
                    let word = |i: usize| {
                        let mut b = [0u8; 8];
                        if let Some(s) = bytes.get(i * 8..i * 8 + 8) {
                            b.copy_from_slice(s);
                        }
                        u64::from_le_bytes(b)
                    };
                    let (ptr, adj) = (word(0), word(1));
                    let ptr = match self.mem.kind(Ptr(ptr)) {
                        Some(AllocKind::Func(f)) => ConstValue::FuncAddr(f),
                        _ => ConstValue::Int(ptr as i64 as i128),
                    };
                    Ok(ConstValue::Aggregate(vec![
                        ptr,
                        ConstValue::Int(adj as i64 as i128),
                    ]))
                }
                _ => Ok(ConstValue::Zero),
            },
        }
    }

    fn ptr_to_const(
        &mut self,
        prog: &Program,
        p: Ptr,
        ty: TypeId,
        span: Span,
    ) -> Result<ConstValue, Diagnostic> {
        if p.is_null() {
            return Ok(ConstValue::NullPtr);
        }
        let t = &prog.types;
        let char_pointee = t
            .pointee(ty)
            .is_some_and(|e| matches!(t.kind(e), Type::Int(k) if k.bits() == 8));
        match self.mem.kind(p) {
            Some(AllocKind::Global(var)) => Ok(ConstValue::GlobalAddr {
                var,
                offset: p.offset(),
            }),
            Some(AllocKind::Func(f)) => Ok(ConstValue::FuncAddr(f)),
            // Character data (a string literal, or a meta char buffer seen
            // through a `char` pointer) leaves as a string constant; any
            // other pointer to a compile-time object cannot leave.
            Some(AllocKind::Str)
            | Some(AllocKind::Object | AllocKind::Const | AllocKind::Heap { .. })
                if char_pointee || self.mem.kind(p) == Some(AllocKind::Str) =>
            {
                // A wide string ends at its first zero code unit.
                let unit = t
                    .pointee(ty)
                    .and_then(|e| t.size_of(e))
                    .filter(|&n| n == 2 || n == 4)
                    .unwrap_or(1) as usize;
                let mut s = self
                    .mem
                    .c_string_units(p, unit, 1 << 20)
                    .map_err(|_| diag::pointer_escape(span))?;
                s.resize(s.len() + unit, 0);
                Ok(ConstValue::StringAddr(s, unit as u8))
            }
            Some(
                AllocKind::Str
                | AllocKind::Object
                | AllocKind::Const
                | AllocKind::Heap { .. }
                | AllocKind::Stream,
            ) => Err(diag::pointer_escape(span)),
            None => Ok(ConstValue::Int(p.0 as i128)),
        }
    }

    /// Writes a constant of type `ty` at `p` (globals' and constants'
    /// compile-time copies).
    pub fn store_const(
        &mut self,
        prog: &Program,
        p: Ptr,
        ty: TypeId,
        c: &ConstValue,
        span: Span,
        depth: u32,
    ) -> Result<(), Diagnostic> {
        if depth > 64 {
            return Err(diag::unsupported(span, "a constant nested this deeply"));
        }
        let t = &prog.types;
        let size = t.size_of(ty).unwrap_or(0);
        let fault = |f| diag::fault(span, &f);
        match c {
            // A null pointer to data member is -1 (Itanium).
            ConstValue::Zero if t.is_member_pointer(ty) && !t.is_member_fn_pointer(ty) => self
                .mem
                .write_init(p, &(-1i64).to_le_bytes())
                .map_err(fault),
            ConstValue::Zero => self.zero_object(prog, p, ty, span),
            ConstValue::Int(v) => {
                let r = self.repr_at(prog, ty, span)?;
                let val = if r == Repr::Ptr {
                    Val::Ptr(Ptr(*v as u64))
                } else {
                    Val::Int(*v)
                };
                self.mem.write_init(p, &encode(r, &val)).map_err(fault)
            }
            ConstValue::Float(f) => {
                let r = self.repr_at(prog, ty, span)?;
                self.mem
                    .write_init(p, &encode(r, &Val::Float(*f)))
                    .map_err(fault)
            }
            ConstValue::LongDouble(f) => {
                let r = self.repr_at(prog, ty, span)?;
                self.mem
                    .write_init(p, &encode(r, &Val::Ext(*f)))
                    .map_err(fault)
            }
            ConstValue::NullPtr => self.mem.write_init(p, &0u64.to_le_bytes()).map_err(fault),
            ConstValue::Bytes(b) => {
                self.mem.zero(p, size).map_err(fault)?;
                let n = b.len().min(size as usize);
                self.mem.write_init(p, &b[..n]).map_err(fault)
            }
            ConstValue::StringAddr(b, _) => {
                let s = self.string_ptr(b, span)?;
                self.mem.write_init(p, &s.0.to_le_bytes()).map_err(fault)
            }
            ConstValue::FuncAddr(f) => {
                let fp = self.func_ptr(*f, span)?;
                self.mem.write_init(p, &fp.0.to_le_bytes()).map_err(fault)
            }
            ConstValue::GlobalAddr { var, offset } => {
                let g = self.global_ptr(prog, *var, span)?;
                self.mem
                    .write_init(p, &g.offset_by(*offset).0.to_le_bytes())
                    .map_err(fault)
            }
            ConstValue::Aggregate(items) => {
                self.zero_object(prog, p, ty, span)?;
                match t.kind(ty).clone() {
                    Type::Struct(s) => {
                        let fields: Vec<(TypeId, u64, Option<BitField>)> = t.structs[s]
                            .fields
                            .iter()
                            .map(|f| (f.ty, f.offset, f.bit))
                            .collect();
                        for (item, (fty, off, bit)) in items.iter().zip(fields) {
                            // A bit-field shares its bytes with its
                            // neighbours: only its bits are written.
                            if let Some(bit) = bit {
                                let v = match item {
                                    ConstValue::Int(v) => *v,
                                    _ => 0,
                                };
                                self.bit_store(p.offset_by(off as i64), bit, &Val::Int(v), span)?;
                                continue;
                            }
                            self.store_const(
                                prog,
                                p.offset_by(off as i64),
                                fty,
                                item,
                                span,
                                depth + 1,
                            )?;
                        }
                        Ok(())
                    }
                    Type::MemberPointer { .. } => {
                        for (i, item) in items.iter().take(2).enumerate() {
                            let at = p.offset_by(i as i64 * 8);
                            match item {
                                ConstValue::FuncAddr(f) => {
                                    let fp = self.func_ptr(*f, span)?;
                                    self.mem
                                        .write_init(at, &fp.0.to_le_bytes())
                                        .map_err(fault)?;
                                }
                                ConstValue::Int(v) => {
                                    let w = *v as i64;
                                    self.mem.write_init(at, &w.to_le_bytes()).map_err(fault)?;
                                }
                                _ => {}
                            }
                        }
                        Ok(())
                    }
                    Type::Array { elem, .. } => {
                        let es = prog.types.size_of(elem).unwrap_or(0) as i64;
                        for (i, item) in items.iter().enumerate() {
                            self.store_const(
                                prog,
                                p.offset_by(i as i64 * es),
                                elem,
                                item,
                                span,
                                depth + 1,
                            )?;
                        }
                        Ok(())
                    }
                    _ => Ok(()),
                }
            }
        }
    }
}

/// Whether objects of type `ty` are const (a const array's elements are).
fn is_const_object(prog: &Program, ty: TypeId) -> bool {
    match prog.types.get(ty) {
        Type::Qualified { is_const, .. } => *is_const,
        Type::Array { elem, .. } => is_const_object(prog, *elem),
        _ => false,
    }
}
