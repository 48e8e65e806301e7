//! Dynamic classes on the real vtable model: the vptr lives in the
//! object's first bytes and points into the compile-time copy of sema's
//! vtable group, so byte copies, base adjustment and the changing dynamic
//! type during construction and destruction (each constructor stores its
//! own class's vptrs) behave as in the Itanium ABI without any side table.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Fault, Ptr};
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

type Res<T> = Result<T, Diagnostic>;

/// The class of a pointer type's pointee or of an object type.
fn class_of(prog: &Program, ty: TypeId) -> Option<StructId> {
    let t = &prog.types;
    let ty = t.pointee(ty).unwrap_or(ty);
    match t.kind(ty) {
        Type::Struct(s) => Some(*s),
        _ => None,
    }
}

/// Every base-class subobject of `cls` placed at `off`, itself included,
/// reached without crossing a virtual base.
fn nonvirtual_subobjects(prog: &Program, cls: StructId, off: u64, out: &mut Vec<(StructId, u64)>) {
    out.push((cls, off));
    if out.len() > 4096 {
        return;
    }
    if let Some(def) = prog.types.structs.get(cls) {
        for b in def.bases.iter().filter(|b| !b.is_virtual) {
            nonvirtual_subobjects(prog, b.class, off + b.offset, out);
        }
    }
}

/// The subobjects of the `cls` subobject at `off` of a complete `most`
/// object (its virtual bases are where `most` put them).
fn subobjects_in(prog: &Program, most: StructId, cls: StructId, off: u64) -> Vec<(StructId, u64)> {
    let mut out = Vec::new();
    nonvirtual_subobjects(prog, cls, off, &mut out);
    let t = &prog.types;
    let (Some(def), Some(mdef)) = (t.structs.get(cls), t.structs.get(most)) else {
        return out;
    };
    let vbases: Vec<StructId> = if cls == most {
        mdef.vbases.iter().map(|(v, _)| *v).collect()
    } else {
        def.vbases.iter().map(|(v, _)| *v).collect()
    };
    for vb in vbases {
        if let Some((_, voff)) = mdef.vbases.iter().find(|(v, _)| *v == vb) {
            nonvirtual_subobjects(prog, vb, *voff, &mut out);
        }
    }
    out
}

impl Interp<'_> {
    fn read_word(&mut self, p: Ptr, span: Span) -> Res<u64> {
        let b = self
            .mem
            .read(p, 8, true)
            .map_err(|f| diag::fault(span, &f))?;
        let mut buf = [0u8; 8];
        buf.copy_from_slice(b);
        Ok(u64::from_le_bytes(buf))
    }

    /// The vptr of the dynamic object at `obj`, checked to point into a
    /// vtable group; also the class whose group it is.
    fn vptr_of(&mut self, prog: &Program, obj: Ptr, span: Span) -> Res<(Ptr, StructId)> {
        if obj.is_null() {
            return Err(diag::fault(span, &Fault::Null));
        }
        let vptr = match self.mem.read(obj, 8, true) {
            Ok(b) => {
                let mut buf = [0u8; 8];
                buf.copy_from_slice(b);
                Ptr(u64::from_le_bytes(buf))
            }
            Err(
                f @ (Fault::Destroyed | Fault::Freed | Fault::Null | Fault::OutOfBounds { .. }),
            ) => return Err(diag::fault(span, &f)),
            Err(_) => return Err(diag::bad_vptr(span)),
        };
        let group = match self.mem.kind(vptr) {
            Some(AllocKind::Global(v)) => match prog.var(v).global().map(|g| g.kind) {
                Some(GlobalKind::VTable(s)) => Some(s),
                _ => None,
            },
            _ => None,
        };
        match group {
            Some(s) => Ok((vptr, s)),
            None => Err(diag::bad_vptr(span)),
        }
    }

    /// The class whose vtable group the dynamic object at `obj` uses: its
    /// most-derived class (the one being built or destroyed, during a
    /// constructor or destructor).
    pub(crate) fn most_derived_class(
        &mut self,
        prog: &Program,
        obj: Ptr,
        span: Span,
    ) -> Res<StructId> {
        self.vptr_of(prog, obj, span).map(|(_, s)| s)
    }

    /// The function in `slot` of the vtable of the object `object` points
    /// to, and that object's address.
    pub fn virtual_target(
        &mut self,
        prog: &Program,
        object: ExprId,
        slot: u32,
        span: Span,
    ) -> Res<(FuncId, Ptr)> {
        let obj = self.eval(prog, object)?.as_ptr();
        let (vptr, _) = self.vptr_of(prog, obj, span)?;
        let entry = Ptr(self.read_word(vptr.offset_by(slot as i64 * 8), span)?);
        let Some(AllocKind::Func(f)) = self.mem.kind(entry) else {
            return Err(diag::bad_vptr(span));
        };
        match prog.func(f).name.as_str() {
            "__cxa_pure_virtual" => Err(diag::pure_virtual_call(span)),
            "__cxa_deleted_virtual" => Err(diag::deleted_virtual_call(span)),
            _ => Ok((f, obj)),
        }
    }

    /// `ExprKind::VirtualCall` as a value.
    pub fn virtual_call(
        &mut self,
        prog: &Program,
        object: ExprId,
        slot: u32,
        callee: FuncId,
        args: &[ExprId],
        span: Span,
    ) -> Res<Val> {
        let (f, this) = self.virtual_target(prog, object, slot, span)?;
        let mut vals = vec![Val::Ptr(this)];
        vals.extend(self.args_from(prog, callee, args, 1)?);
        self.call(prog, f, vals, span)
    }

    /// `ExprKind::BaseAdjust` of a pointer (`lvalue`: of an object).
    #[allow(clippy::too_many_arguments)]
    pub fn base_adjust(
        &mut self,
        prog: &Program,
        operand: ExprId,
        offset: i64,
        vbase: Option<i64>,
        null_check: bool,
        lvalue: bool,
        span: Span,
    ) -> Res<Ptr> {
        let p = if lvalue {
            self.eval_lvalue(prog, operand)?
        } else {
            self.eval(prog, operand)?.as_ptr()
        };
        if p.is_null() && (null_check || !lvalue) {
            return Ok(Ptr::NULL);
        }
        let p = match vbase {
            Some(slot) => {
                let class = class_of(prog, prog.expr(operand).ty);
                let off = self.vbase_offset(prog, p, class, slot, span)?;
                p.offset_by(off)
            }
            None => p,
        };
        Ok(p.offset_by(offset))
    }

    /// The offset of a virtual base from the object at `obj`, read from
    /// its vtable. Before the object's vptr is stored (a complete-object
    /// constructor building its virtual bases) the object is known to be a
    /// complete `class`, whose layout gives the offset.
    fn vbase_offset(
        &mut self,
        prog: &Program,
        obj: Ptr,
        class: Option<StructId>,
        slot: i64,
        span: Span,
    ) -> Res<i64> {
        let vb = class.and_then(|c| {
            let def = prog.types.structs.get(c)?;
            def.vbase_offset_slots
                .iter()
                .find(|(_, s)| *s == slot)
                .map(|(v, _)| *v)
        });
        if let Some(off) = vb.and_then(|vb| self.vbase_in_complete(prog, obj, vb)) {
            return Ok(off);
        }
        if self.mem.read(obj, 8, true).is_ok() {
            let (vptr, _) = self.vptr_of(prog, obj, span)?;
            return Ok(self.read_word(vptr.offset_by(slot), span)? as i64);
        }
        let found = class.and_then(|c| {
            let def = prog.types.structs.get(c)?;
            let (vb, _) = def.vbase_offset_slots.iter().find(|(_, s)| *s == slot)?;
            def.vbases
                .iter()
                .find(|(v, _)| v == vb)
                .map(|(_, o)| *o as i64)
        });
        found.ok_or_else(|| diag::bad_vptr(span))
    }

    /// `dynamic_cast` of a pointer: the target subobject or null.
    pub fn dynamic_cast(
        &mut self,
        prog: &Program,
        operand: ExprId,
        to: Option<StructId>,
        reference: bool,
        span: Span,
    ) -> Res<Ptr> {
        let p = self.eval(prog, operand)?.as_ptr();
        if p.is_null() {
            return Ok(Ptr::NULL);
        }
        let (vptr, most) = self.vptr_of(prog, p, span)?;
        let to_top = self.read_word(vptr.offset_by(-16), span)? as i64;
        let base = p.offset_by(to_top);
        let Some(to) = to else {
            return Ok(base);
        };
        let src = class_of(prog, prog.expr(operand).ty);
        let src_off = to_top.wrapping_neg() as u64;
        let all = subobjects_in(prog, most, most, 0);
        let targets: Vec<u64> = all
            .iter()
            .filter(|(c, _)| *c == to)
            .map(|(_, o)| *o)
            .collect();
        // A downcast: the unique target that contains the source object.
        let down: Vec<u64> = targets
            .iter()
            .copied()
            .filter(|&t| {
                src.is_some_and(|s| {
                    subobjects_in(prog, most, to, t)
                        .iter()
                        .any(|&(c, o)| c == s && o == src_off)
                })
            })
            .collect();
        let found = match (down.as_slice(), targets.as_slice()) {
            ([t], _) => Some(*t),
            // A cross cast: the target is unambiguous in the whole object.
            ([], [t]) => Some(*t),
            _ => None,
        };
        match found {
            Some(t) => Ok(base.offset_by(t as i64)),
            None if reference => {
                let name = prog
                    .types
                    .structs
                    .get(to)
                    .map_or(String::new(), |d| d.name.clone());
                Err(diag::bad_cast(span, &name))
            }
            None => Ok(Ptr::NULL),
        }
    }

    /// Records that a complete object of class `cls` is being built at
    /// `at`, if the class has virtual bases. While one of its base
    /// subobjects is under construction or destruction, the vptr there is
    /// the base class's own, whose virtual base offsets describe a complete
    /// object of the base class (the ABI's construction vtables are not
    /// emitted by sema); the registry gives where the virtual bases are.
    pub fn register_complete(&mut self, prog: &Program, at: Ptr, cls: StructId) {
        let has_vbases = prog
            .types
            .structs
            .get(cls)
            .is_some_and(|d| !d.vbases.is_empty());
        let Some(alloc) = at.alloc() else {
            return;
        };
        if has_vbases {
            let list = self.complete_objects.entry(alloc).or_default();
            list.retain(|(o, _)| *o != at.offset());
            list.push((at.offset(), cls));
        }
    }

    /// The offset from `obj` of its virtual base `vb`, from the complete
    /// object containing it, if one is registered.
    fn vbase_in_complete(&self, prog: &Program, obj: Ptr, vb: StructId) -> Option<i64> {
        let list = self.complete_objects.get(&obj.alloc()?)?;
        let off = obj.offset();
        list.iter().rev().find_map(|&(start, cls)| {
            let def = prog.types.structs.get(cls)?;
            let inside = off >= start && off < start.saturating_add(def.size as i64);
            let (_, voff) = def.vbases.iter().find(|(v, _)| *v == vb)?;
            inside.then(|| start + *voff as i64 - off)
        })
    }
}
