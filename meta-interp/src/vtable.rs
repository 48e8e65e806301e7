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
        // The vptr's vtable (a construction vtable while a base is built
        // or destroyed) has the offset.
        if self.mem.read(obj, 8, true).is_ok() {
            let (vptr, _) = self.vptr_of(prog, obj, span)?;
            return Ok(self.read_word(vptr.offset_by(slot), span)? as i64);
        }
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
        // The subobjects of the most-derived object (the one being built
        // or destroyed, in a constructor or destructor), its virtual bases
        // where their offsets in its vtables say.
        let all = self.dyn_subobjects(prog, most, base, span);
        let targets: Vec<Ptr> = all
            .iter()
            .filter(|(c, _)| *c == to)
            .map(|(_, o)| *o)
            .collect();
        // A downcast: the unique target that contains the source object.
        let mut down: Vec<Ptr> = Vec::new();
        for &t in &targets {
            let inner = self.dyn_subobjects(prog, to, t, span);
            if src.is_some_and(|s| inner.iter().any(|&(c, o)| c == s && o == p)) {
                down.push(t);
            }
        }
        down.dedup();
        let found = match (down.as_slice(), targets.as_slice()) {
            ([t], _) => Some(*t),
            // A cross cast: the target is unambiguous in the whole object.
            ([], [t]) => Some(*t),
            _ => None,
        };
        match found {
            Some(t) => Ok(t),
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

    /// Every base-class subobject of the `cls` object at `at`, itself
    /// included, each virtual base once, where the vbase offsets in the
    /// objects' vtables put them (the class's own layout where a vptr
    /// cannot be read).
    fn dyn_subobjects(
        &mut self,
        prog: &Program,
        cls: StructId,
        at: Ptr,
        span: Span,
    ) -> Vec<(StructId, Ptr)> {
        let mut out = Vec::new();
        let mut seen: Vec<StructId> = Vec::new();
        let complete = at;
        self.dyn_walk(prog, cls, at, cls, complete, &mut seen, &mut out, span, 0);
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn dyn_walk(
        &mut self,
        prog: &Program,
        cls: StructId,
        at: Ptr,
        top: StructId,
        top_at: Ptr,
        seen: &mut Vec<StructId>,
        out: &mut Vec<(StructId, Ptr)>,
        span: Span,
        depth: u32,
    ) {
        out.push((cls, at));
        if depth > 64 || out.len() > 4096 {
            return;
        }
        let Some(def) = prog.types.structs.get(cls) else {
            return;
        };
        for b in def.bases.clone() {
            let bat = if b.is_virtual {
                if seen.contains(&b.class) {
                    continue;
                }
                seen.push(b.class);
                let slot = def
                    .vbase_offset_slots
                    .iter()
                    .find(|(v, _)| *v == b.class)
                    .map(|(_, s)| *s);
                let dynamic = slot.and_then(|slot| {
                    if self.mem.read(at, 8, true).is_err() {
                        return None;
                    }
                    let (vptr, _) = self.vptr_of(prog, at, span).ok()?;
                    self.read_word(vptr.offset_by(slot), span)
                        .ok()
                        .map(|o| at.offset_by(o as i64))
                });
                match dynamic {
                    Some(p) => p,
                    None => {
                        let off = prog.types.structs.get(top).and_then(|d| {
                            d.vbases
                                .iter()
                                .find(|(v, _)| *v == b.class)
                                .map(|(_, o)| *o)
                        });
                        top_at.offset_by(off.unwrap_or(0) as i64)
                    }
                }
            } else {
                at.offset_by(b.offset as i64)
            };
            self.dyn_walk(prog, b.class, bat, top, top_at, seen, out, span, depth + 1);
        }
    }
}
