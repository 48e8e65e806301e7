//! The System V x86-64 calling convention for host code, as clang applies
//! it, so that calls into libc, libstdc++ and libcudart (compiled by GCC or
//! clang) pass and return values where the callee expects them.
//!
//! Classes passed by value are split into eightbytes, each classified
//! INTEGER or SSE from the scalars it holds: up to two eightbytes travel in
//! registers (coerced to integers, `double`, `float` or `<2 x float>` and
//! passed as separate LLVM arguments), larger classes, classes with
//! misaligned members, and classes that no longer fit in the registers left
//! go in memory (`byval`); class results are returned as the coerced
//! registers or through `sret`. Classes non-trivial for the purposes of
//! calls never get here (sema passes them by reference). Small integer
//! parameters and results carry `signext`/`zeroext`, which clang relies on.
//! Empty classes are ignored, as clang does for C++.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::types::{AnyType, BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType};
use inkwell::values::PointerValue;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, CallSiteValue, FunctionValue};
use lexer::source::Span;
use sema::program::*;

use super::{Lowerer, OrIce, Res};
use crate::Vendor;

/// How one parameter is passed.
#[derive(Clone, Debug)]
pub(crate) enum ArgAbi<'ctx> {
    /// As its own LLVM value; `Some(signed)` asks for sign or zero extension.
    Direct(Option<bool>),
    /// A class in one or two registers, as these LLVM types.
    Expand(Vec<BasicTypeEnum<'ctx>>),
    /// A class in memory: a pointer marked `byval`.
    ByVal,
    /// An empty class: not passed at all.
    Ignore,
}

/// How the result comes back.
#[derive(Clone, Debug)]
pub(crate) enum RetAbi<'ctx> {
    Void,
    Direct(Option<bool>),
    /// A class in registers, as this LLVM type.
    Coerce(BasicTypeEnum<'ctx>),
    /// A class in memory, through the hidden first parameter.
    Sret,
}

#[derive(Clone, Debug)]
pub(crate) struct HostSig<'ctx> {
    pub ret: RetAbi<'ctx>,
    pub params: Vec<ArgAbi<'ctx>>,
    pub fty: FunctionType<'ctx>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Class {
    None,
    Int,
    Sse,
    Memory,
}

/// A scalar leaf of a class: its byte offset, size, and whether it is
/// floating (SSE).
type Leaf = (u64, u64, bool);

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub fn is_host(&self) -> bool {
        self.spec.vendor == Vendor::Host
    }

    /// Whether a class result goes through `sret` on the host: non-trivial
    /// for calls, or in memory by the classification.
    pub fn host_ret_in_memory(&self, ret: TypeId) -> bool {
        let Some(s) = self.class_of(ret) else {
            return false;
        };
        if self.x87_class_result(ret).is_some() {
            return false;
        }
        if self.p.types.structs.get(s).is_some_and(|d| d.pass_indirect) {
            return true;
        }
        matches!(self.classify(ret), Err(()))
    }

    /// The eightbyte classes of a by-value class: `Ok(empty)` for an empty
    /// class, `Err(())` when it goes in memory.
    pub(super) fn classify(&self, t: TypeId) -> Result<Vec<Class>, ()> {
        let size = self.p.types.size_of(t).unwrap_or(0);
        if size > 16 {
            return Err(());
        }
        let mut leaves = Vec::new();
        self.leaves(t, 0, &mut leaves, 0)?;
        if leaves.is_empty() {
            return Ok(Vec::new());
        }
        let n = size.div_ceil(8) as usize;
        let mut classes = vec![Class::None; n];
        for (off, sz, sse) in leaves {
            // A scalar straddling an eightbyte is misaligned: memory.
            if sz == 0 || off / 8 != (off + sz - 1) / 8 || off % sz.min(8) != 0 {
                return Err(());
            }
            let c = &mut classes[(off / 8) as usize];
            *c = match (*c, sse) {
                (Class::Int, _) | (_, false) => Class::Int,
                _ => Class::Sse,
            };
        }
        if classes.contains(&Class::Memory) {
            return Err(());
        }
        Ok(classes)
    }

    fn leaves(&self, t: TypeId, base: u64, out: &mut Vec<Leaf>, depth: u32) -> Result<(), ()> {
        if depth > 64 {
            return Err(());
        }
        let p = self.p;
        match p.types.kind(t).clone() {
            Type::Struct(s) => {
                let d = p.types.structs.get(s).ok_or(())?;
                if d.dynamic || !d.vbases.is_empty() {
                    return Err(());
                }
                for b in &d.bases {
                    let bt = p.types.lookup(&Type::Struct(b.class)).ok_or(())?;
                    self.leaves(bt, base + b.offset, out, depth + 1)?;
                }
                for f in &d.fields {
                    if let Some(bf) = f.bit {
                        if bf.width > 0 {
                            out.push((base + f.offset, 1, false));
                        }
                        continue;
                    }
                    self.leaves(f.ty, base + f.offset, out, depth + 1)?;
                }
                Ok(())
            }
            Type::Array { elem, len } => {
                let es = p.types.size_of(elem).unwrap_or(0);
                for i in 0..len.unwrap_or(0).min(16) {
                    self.leaves(elem, base + i * es, out, depth + 1)?;
                }
                Ok(())
            }
            // X87 and X87UP: a class holding one goes in memory, except a
            // result that is only the `long double` (`host_sig`).
            Type::Float(FloatKind::LongDouble) => {
                out.push((base, 16, true));
                Ok(())
            }
            Type::Float(FloatKind::Double) => {
                out.push((base, 8, true));
                Ok(())
            }
            Type::Float(FloatKind::Float) => {
                out.push((base, 4, true));
                Ok(())
            }
            Type::Float(FloatKind::Half) => {
                out.push((base, 2, true));
                Ok(())
            }
            Type::MemberPointer { .. } => {
                let sz = p.types.size_of(t).unwrap_or(8);
                out.push((base, 8, false));
                if sz > 8 {
                    out.push((base + 8, 8, false));
                }
                Ok(())
            }
            _ => {
                let sz = p.types.size_of(t).unwrap_or(8).max(1);
                if sz > 8 {
                    // __int128: two INTEGER eightbytes.
                    out.push((base, 8, false));
                    out.push((base + 8, 8, false));
                } else {
                    out.push((base, sz, false));
                }
                Ok(())
            }
        }
    }

    /// `x86_fp80` when `t` is a class whose only scalar is one `long
    /// double` (classes X87 and X87UP, returned in `%st0`).
    /// Also `{x86_fp80, x86_fp80}` for `_Complex long double` (class
    /// COMPLEX_X87: the real part in `%st0`, the imaginary in `%st1`); a
    /// class holding one, `std::complex<long double>`, is 32 bytes and
    /// goes in memory.
    fn x87_class_result(&self, t: TypeId) -> Option<BasicTypeEnum<'ctx>> {
        self.class_of(t)?;
        let types = &self.p.types;
        if let Some(e) = types.complex_element(t) {
            if matches!(types.kind(e), Type::Float(FloatKind::LongDouble)) {
                let f = self.ctx.x86_f80_type();
                return Some(self.ctx.struct_type(&[f.into(), f.into()], false).into());
            }
        }
        if self.p.types.structs.get(self.class_of(t)?)?.pass_indirect {
            return None;
        }
        let mut leaves = Vec::new();
        self.leaves(t, 0, &mut leaves, 0).ok()?;
        let one = matches!(leaves.as_slice(), [(0, 16, true)]);
        (one && self.p.types.size_of(t) == Some(16)).then(|| self.ctx.x86_f80_type().into())
    }

    /// The LLVM types of a class's eightbytes.
    fn eightbyte_types(&self, t: TypeId, classes: &[Class]) -> Vec<BasicTypeEnum<'ctx>> {
        let size = self.p.types.size_of(t).unwrap_or(0);
        let mut leaves = Vec::new();
        let _ = self.leaves(t, 0, &mut leaves, 0);
        classes
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let lo = i as u64 * 8;
                let bytes = (size - lo).min(8);
                match c {
                    Class::Sse => {
                        let floats: Vec<&Leaf> = leaves
                            .iter()
                            .filter(|l| l.0 >= lo && l.0 < lo + 8)
                            .collect();
                        let all_f32 = floats.iter().all(|l| l.1 == 4);
                        if all_f32 && bytes <= 4 {
                            self.ctx.f32_type().into()
                        } else if all_f32 {
                            self.ctx.f32_type().vec_type(2).into()
                        } else {
                            self.ctx.f64_type().into()
                        }
                    }
                    _ => match std::num::NonZeroU32::new((bytes * 8) as u32)
                        .and_then(|n| self.ctx.custom_width_int_type(n).ok())
                    {
                        Some(t) => t.as_basic_type_enum(),
                        None => self.ctx.i64_type().as_basic_type_enum(),
                    },
                }
            })
            .collect()
    }

    /// A class passed as a variadic argument (registers permitting).
    fn class_arg_abi(&self, t: TypeId) -> ArgAbi<'ctx> {
        match self.classify(t) {
            Ok(c) if c.is_empty() => ArgAbi::Ignore,
            Ok(c) => ArgAbi::Expand(self.eightbyte_types(t, &c)),
            Err(()) => ArgAbi::ByVal,
        }
    }

    fn ext_of(&self, t: TypeId) -> Option<bool> {
        match self.p.types.kind(t) {
            Type::Bool => Some(false),
            Type::Int(k) if k.bits() < 32 => Some(k.is_signed()),
            Type::Enum(e) => {
                let u = self.p.types.enums.get(*e)?.underlying;
                if u == t {
                    return None;
                }
                self.ext_of(u)
            }
            _ => None,
        }
    }

    /// The host signature of a function of these types (`params` includes
    /// `this` for a member function).
    pub fn host_sig(&mut self, ret: TypeId, params: &[TypeId], variadic: bool) -> HostSig<'ctx> {
        let p = self.p;
        let mut int_regs: i32 = 6;
        let mut sse_regs: i32 = 8;
        let mut lparams: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        let ret_abi = if p.types.is_void(ret) {
            RetAbi::Void
        } else if let Some(t) = self.x87_class_result(ret) {
            // A class of one `long double` comes back on the x87 stack,
            // as the `long double` itself.
            RetAbi::Coerce(t)
        } else if self.class_of(ret).is_some() {
            if self.host_ret_in_memory(ret) {
                int_regs -= 1;
                lparams.push(self.generic_ptr().into());
                RetAbi::Sret
            } else {
                match self.classify(ret) {
                    Ok(c) if c.is_empty() => RetAbi::Void,
                    Ok(c) => {
                        let tys = self.eightbyte_types(ret, &c);
                        let t = if tys.len() == 1 {
                            tys[0]
                        } else {
                            self.ctx.struct_type(&tys, false).into()
                        };
                        RetAbi::Coerce(t)
                    }
                    Err(()) => RetAbi::Sret,
                }
            }
        } else {
            RetAbi::Direct(self.ext_of(ret))
        };
        let mut abis = Vec::with_capacity(params.len());
        for &t in params {
            let abi = if self.class_of(t).is_some() {
                match self.classify(t) {
                    Ok(c) if c.is_empty() => ArgAbi::Ignore,
                    Ok(c) => {
                        let ni = c.iter().filter(|c| **c == Class::Int).count() as i32;
                        let ns = c.iter().filter(|c| **c == Class::Sse).count() as i32;
                        // What no longer fits in the registers left goes
                        // in memory, whole.
                        if ni <= int_regs && ns <= sse_regs {
                            int_regs -= ni;
                            sse_regs -= ns;
                            ArgAbi::Expand(self.eightbyte_types(t, &c))
                        } else {
                            ArgAbi::ByVal
                        }
                    }
                    Err(()) => ArgAbi::ByVal,
                }
            } else {
                match p.types.kind(t) {
                    // In memory: no register.
                    Type::Float(FloatKind::LongDouble) => {}
                    Type::Float(_) => sse_regs -= 1,
                    _ => int_regs -= 1,
                }
                ArgAbi::Direct(self.ext_of(t))
            };
            match &abi {
                ArgAbi::Direct(_) => lparams.push(self.param_ty(t, false).into()),
                ArgAbi::Expand(tys) => {
                    lparams.extend(tys.iter().map(|t| BasicMetadataTypeEnum::from(*t)))
                }
                ArgAbi::ByVal => lparams.push(self.generic_ptr().into()),
                ArgAbi::Ignore => {}
            }
            abis.push(abi);
        }
        let fty = match &ret_abi {
            RetAbi::Void | RetAbi::Sret => self.ctx.void_type().fn_type(&lparams, variadic),
            RetAbi::Direct(_) => match self.val_ty(ret) {
                Some(r) => r.fn_type(&lparams, variadic),
                None => self.ctx.void_type().fn_type(&lparams, variadic),
            },
            RetAbi::Coerce(t) => t.fn_type(&lparams, variadic),
        };
        HostSig {
            ret: ret_abi,
            params: abis,
            fty,
        }
    }

    /// The signature of a declared function.
    pub fn host_func_sig(&mut self, f: FuncId) -> Res<HostSig<'ctx>> {
        let p = self.p;
        let func = p.funcs.get(f).ice(Span::DUMMY)?;
        let params: Vec<TypeId> = func
            .params
            .iter()
            .filter_map(|v| p.vars.get(*v).map(|v| v.ty))
            .collect();
        Ok(self.host_sig(func.ret, &params, func.variadic))
    }

    fn enum_attr(&self, name: &str) -> Attribute {
        let kind = Attribute::get_named_enum_kind_id(name);
        self.ctx.create_enum_attribute(kind, 0)
    }

    /// The attributes a signature implies, on a function or a call.
    fn sig_attrs(
        &mut self,
        sig: &HostSig<'ctx>,
        params: &[TypeId],
    ) -> Vec<(AttributeLoc, Attribute)> {
        let mut out = Vec::new();
        let ext = |s: bool| if s { "signext" } else { "zeroext" };
        let mut i = 0u32;
        match &sig.ret {
            RetAbi::Direct(Some(s)) => out.push((AttributeLoc::Return, self.enum_attr(ext(*s)))),
            RetAbi::Sret => i = 1,
            _ => {}
        }
        for (abi, &t) in sig.params.iter().zip(params) {
            match abi {
                ArgAbi::Direct(e) => {
                    if let Some(s) = e {
                        out.push((AttributeLoc::Param(i), self.enum_attr(ext(*s))));
                    }
                    i += 1;
                }
                ArgAbi::Expand(tys) => i += tys.len() as u32,
                ArgAbi::ByVal => {
                    out.extend(self.byval_attrs(i, t));
                    i += 1;
                }
                ArgAbi::Ignore => {}
            }
        }
        out
    }

    /// `byval(T) align(A)` on LLVM argument `i`, a class in memory.
    fn byval_attrs(&mut self, i: u32, t: TypeId) -> [(AttributeLoc, Attribute); 2] {
        let ty = self.mem_ty(t).as_any_type_enum();
        let kind = Attribute::get_named_enum_kind_id("byval");
        let align = Attribute::get_named_enum_kind_id("align");
        let a = u64::from(self.align_of(t).max(8));
        [
            (
                AttributeLoc::Param(i),
                self.ctx.create_type_attribute(kind, ty),
            ),
            (
                AttributeLoc::Param(i),
                self.ctx.create_enum_attribute(align, a),
            ),
        ]
    }

    pub fn host_mark_function(
        &mut self,
        fv: FunctionValue<'ctx>,
        sig: &HostSig<'ctx>,
        params: &[TypeId],
    ) {
        for (loc, a) in self.sig_attrs(sig, params) {
            fv.add_attribute(loc, a);
        }
    }

    fn host_mark_call(
        &mut self,
        call: CallSiteValue<'ctx>,
        sig: &HostSig<'ctx>,
        params: &[TypeId],
    ) {
        for (loc, a) in self.sig_attrs(sig, params) {
            call.add_attribute(loc, a);
        }
        for (i, t) in std::mem::take(&mut self.vararg_byval) {
            for (loc, a) in self.byval_attrs(i, t) {
                call.add_attribute(loc, a);
            }
        }
    }

    /// A scratch object of `size` bytes at least, for moving values between
    /// a class's memory and its coerced registers.
    fn coerce_slot(&mut self, t: TypeId, coerced: BasicTypeEnum<'ctx>) -> Res<PointerValue<'ctx>> {
        let size = self.size_of(t);
        let n = size.div_ceil(8).max(2) as u32;
        let at = self.ctx.i64_type().array_type(n);
        let _ = coerced;
        self.alloca(at.into(), 8, "coerce")
    }

    /// Stores a class value into memory and reads it back as `tys`
    /// (the pieces at offsets 0 and 8).
    pub fn class_to_pieces(
        &mut self,
        t: TypeId,
        v: BasicValueEnum<'ctx>,
        tys: &[BasicTypeEnum<'ctx>],
        span: Span,
    ) -> Res<Vec<BasicValueEnum<'ctx>>> {
        let slot = self.coerce_slot(t, tys[0])?;
        self.store_value(t, slot, v, span)?;
        self.load_pieces(slot, tys, span)
    }

    pub fn load_pieces(
        &mut self,
        slot: PointerValue<'ctx>,
        tys: &[BasicTypeEnum<'ctx>],
        span: Span,
    ) -> Res<Vec<BasicValueEnum<'ctx>>> {
        let i8t = self.ctx.i8_type();
        let mut out = Vec::with_capacity(tys.len());
        for (i, ty) in tys.iter().enumerate() {
            let off = self.ctx.i64_type().const_int(8 * i as u64, false);
            // SAFETY: the slot holds at least 8 * pieces bytes.
            let a = unsafe { self.b.build_in_bounds_gep(i8t, slot, &[off], "") }.ice(span)?;
            out.push(self.b.build_load(*ty, a, "").ice(span)?);
        }
        Ok(out)
    }

    pub fn store_pieces(
        &mut self,
        slot: PointerValue<'ctx>,
        vals: &[BasicValueEnum<'ctx>],
        span: Span,
    ) -> Res<()> {
        let i8t = self.ctx.i8_type();
        for (i, v) in vals.iter().enumerate() {
            let off = self.ctx.i64_type().const_int(8 * i as u64, false);
            // SAFETY: the slot holds at least 8 * pieces bytes.
            let a = unsafe { self.b.build_in_bounds_gep(i8t, slot, &[off], "") }.ice(span)?;
            self.b.build_store(a, *v).ice(span)?;
        }
        Ok(())
    }

    /// A class value from its coerced result registers.
    pub fn class_from_coerced(
        &mut self,
        t: TypeId,
        v: BasicValueEnum<'ctx>,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let slot = self.coerce_slot(t, v.get_type())?;
        self.b.build_store(slot, v).ice(span)?;
        self.load_value(t, slot, span)
    }

    /// The coerced result registers of a class value.
    pub fn class_to_coerced(
        &mut self,
        t: TypeId,
        v: BasicValueEnum<'ctx>,
        coerced: BasicTypeEnum<'ctx>,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let slot = self.coerce_slot(t, coerced)?;
        self.store_value(t, slot, v, span)?;
        self.b.build_load(coerced, slot, "").ice(span)
    }

    /// The LLVM arguments for `vals` (lowered as the device lowering does:
    /// class values by value) under `sig`; extra (variadic) values follow
    /// their own types `extra_tys`.
    /// The general-purpose and SSE argument registers `sig`'s fixed
    /// parameters leave free.
    fn regs_left(&self, sig: &HostSig<'ctx>, params: &[TypeId]) -> (i32, i32) {
        let (mut int_regs, mut sse_regs) = (6i32, 8i32);
        if matches!(sig.ret, RetAbi::Sret) {
            int_regs -= 1;
        }
        for (abi, t) in sig.params.iter().zip(params) {
            match abi {
                ArgAbi::Direct(_) => match self.p.types.kind(*t) {
                    Type::Float(_) => sse_regs = (sse_regs - 1).max(0),
                    _ => int_regs = (int_regs - 1).max(0),
                },
                ArgAbi::Expand(tys) => {
                    let (ni, ns) = self.expand_regs(tys);
                    int_regs -= ni;
                    sse_regs -= ns;
                }
                ArgAbi::ByVal | ArgAbi::Ignore => {}
            }
        }
        (int_regs, sse_regs)
    }

    /// The general-purpose and SSE registers a class's eightbytes take.
    fn expand_regs(&self, tys: &[BasicTypeEnum<'ctx>]) -> (i32, i32) {
        let ns = tys
            .iter()
            .filter(|t| t.is_float_type() || t.is_vector_type())
            .count() as i32;
        (tys.len() as i32 - ns, ns)
    }

    pub fn host_args(
        &mut self,
        sig: &HostSig<'ctx>,
        params: &[TypeId],
        vals: Vec<BasicMetadataValueEnum<'ctx>>,
        extra_tys: &[TypeId],
        span: Span,
    ) -> Res<Vec<BasicMetadataValueEnum<'ctx>>> {
        let mut out = Vec::with_capacity(vals.len());
        // The registers the fixed parameters leave to the variadic ones: a
        // class that no longer fits goes in memory whole, never split
        // between registers and the stack (a callee's va_arg reads it from
        // one place).
        let (mut int_regs, mut sse_regs) = self.regs_left(sig, params);
        self.vararg_byval.clear();
        let base = u32::from(matches!(sig.ret, RetAbi::Sret));
        for (i, v) in vals.into_iter().enumerate() {
            let (abi, t) = match (sig.params.get(i), params.get(i)) {
                (Some(a), Some(t)) => (a.clone(), *t),
                _ => {
                    let t = extra_tys.get(i - params.len().min(i)).copied();
                    match t {
                        Some(t) if self.class_of(t).is_some() => {
                            let abi = match self.class_arg_abi(t) {
                                ArgAbi::Expand(tys) => {
                                    let (ni, ns) = self.expand_regs(&tys);
                                    if ni <= int_regs && ns <= sse_regs {
                                        int_regs -= ni;
                                        sse_regs -= ns;
                                        ArgAbi::Expand(tys)
                                    } else {
                                        ArgAbi::ByVal
                                    }
                                }
                                a => a,
                            };
                            if matches!(abi, ArgAbi::ByVal) {
                                self.vararg_byval.push((base + out.len() as u32, t));
                            }
                            (abi, t)
                        }
                        _ => {
                            // A scalar past the registers takes none.
                            match t.map(|t| self.p.types.kind(t)) {
                                Some(Type::Float(_)) => sse_regs = (sse_regs - 1).max(0),
                                _ => int_regs = (int_regs - 1).max(0),
                            }
                            out.push(v);
                            continue;
                        }
                    }
                }
            };
            match abi {
                ArgAbi::Direct(_) => out.push(v),
                ArgAbi::Ignore => {}
                ArgAbi::Expand(tys) => {
                    let bv = BasicValueEnum::try_from(v).ok().ice(span)?;
                    for piece in self.class_to_pieces(t, bv, &tys, span)? {
                        out.push(piece.into());
                    }
                }
                ArgAbi::ByVal => {
                    let bv = BasicValueEnum::try_from(v).ok().ice(span)?;
                    let lt = self.mem_ty(t);
                    let slot = self.alloca(lt, self.align_of(t).max(8), "byval.tmp")?;
                    self.store_value(t, slot, bv, span)?;
                    out.push(slot.into());
                }
            }
        }
        Ok(out)
    }

    /// A host call under `sig`: `lowered` are the LLVM arguments (after
    /// `host_args`, sret slot first where the result is in memory).
    pub fn host_call_value(
        &mut self,
        sig: &HostSig<'ctx>,
        params: &[TypeId],
        ret: TypeId,
        call: CallSiteValue<'ctx>,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        self.host_mark_call(call, sig, params);
        let v = call.try_as_basic_value().basic();
        match (&sig.ret, v) {
            (RetAbi::Coerce(_), Some(v)) => self.class_from_coerced(ret, v, span).map(Some),
            (RetAbi::Void, _) if self.class_of(ret).is_some() => {
                // An empty class: any value of it will do.
                let lt = self.mem_ty(ret);
                Ok(Some(super::func::undef(lt)))
            }
            _ => Ok(v),
        }
    }
}
