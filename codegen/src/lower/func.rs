//! Functions (declarations, bodies, parameters, locals) and global
//! variables with their constant initializers.

use inkwell::module::Linkage as LlvmLinkage;
use inkwell::types::{AnyType, BasicTypeEnum};
use inkwell::values::{BasicValue, BasicValueEnum, FunctionValue, GlobalValue, PointerValue};
use inkwell::AddressSpace;
use lexer::source::Span;
use sema::program::*;

use super::{FnState, Lowerer, OrIce, Res};
use crate::diagnostics as diag;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// The LLVM function for `f`, declaring it on first use.
    pub fn declare(&mut self, f: FuncId) -> Res<FunctionValue<'ctx>> {
        if let Some(fv) = self.funcs.get(&f) {
            return Ok(*fv);
        }
        let p = self.p;
        let func = p.funcs.get(f).ice(Span::DUMMY)?;
        let kernel = func.is_kernel();
        let ft = self.func_llvm_ty(f)?;
        // Two declarations with one symbol (a redeclared prototype) share it.
        let fv = match self.module.get_function(&func.link_name) {
            Some(fv) => fv,
            None => {
                let fv = self.module.add_function(&func.link_name, ft, None);
                self.mark_sret(f, fv);
                if self.is_host() {
                    let sig = self.host_func_sig(f)?;
                    let params: Vec<TypeId> = func
                        .params
                        .iter()
                        .filter_map(|v| p.vars.get(*v).map(|v| v.ty))
                        .collect();
                    self.host_mark_function(fv, &sig, &params);
                }
                fv
            }
        };
        let defined = if self.is_host() {
            func.is_defined_on_host()
        } else {
            func.is_defined()
        };
        let linkage = if !defined {
            LlvmLinkage::External
        } else if func.linkage == Linkage::Internal {
            LlvmLinkage::Internal
        } else if func.is_inline && (!kernel || self.is_host()) {
            // A host stub of a kernel template instance too: every unit
            // launching it has one.
            LlvmLinkage::LinkOnceODR
        } else {
            LlvmLinkage::External
        };
        fv.set_linkage(linkage);
        if kernel && !self.is_host() {
            crate::target::kernel_setup(self, fv, &func.attrs);
        }
        // `__noinline__` / `__forceinline__`.
        for (on, name) in [
            (func.attrs.noinline, "noinline"),
            (func.attrs.forceinline && !kernel, "alwaysinline"),
        ] {
            if on {
                let kind = inkwell::attributes::Attribute::get_named_enum_kind_id(name);
                fv.add_attribute(
                    inkwell::attributes::AttributeLoc::Function,
                    self.ctx.create_enum_attribute(kind, 0),
                );
            }
        }
        self.funcs.insert(f, fv);
        Ok(fv)
    }

    /// Lowers the body of a defined function.
    pub fn define(&mut self, f: FuncId) -> Res<()> {
        let p = self.p;
        let func = p.funcs.get(f).ice(Span::DUMMY)?;
        let Some(body) = func.body else { return Ok(()) };
        if self.is_host() && func.extern_instance {
            return Ok(());
        }
        let fv = self.declare(f)?;
        if fv.count_basic_blocks() > 0 {
            // Already defined under the same symbol (an ODR duplicate).
            return Ok(());
        }
        let (_, start) = self.begin_function(f, fv, super::cleanup::label_scopes(p, body));
        let mut fn_loc = None;
        if let Some(d) = self.dbg.as_mut() {
            let (line, col) = d.begin_function(fv, &func.name, &func.link_name, func.span);
            fn_loc = d.at(self.ctx, line, col);
            if let Some(loc) = fn_loc {
                self.b.set_current_debug_location(loc);
            }
        }
        if self.is_host() && p.nothrow.contains(&f) {
            self.fs()?.eh.nothrow_fn = true;
        }
        let result = self.define_body(func, fv, body);
        let result = result.and_then(|()| self.finish_indirect_goto(func.span));
        if self.is_host() {
            // The base-object constructor or destructor of a class without
            // virtual bases is the same code (`C2` beside `C1`): other
            // units call it by that name.
            for a in &func.aliases {
                self.function_alias(fv, a);
            }
        }
        // Close the function even after an error, so the module stays valid
        // for the diagnostics that follow.
        let fs = self.fs.take().ice(func.span)?;
        if self
            .b
            .get_insert_block()
            .and_then(|bb| bb.get_terminator())
            .is_none()
        {
            if p.types.is_void(func.ret) {
                self.b.build_return(None).ice(func.span)?;
            } else if func.link_name == "main" && func.class.is_none() {
                // Flowing off the end of `main` returns 0 ([basic.start.main]).
                let zero = self.ctx.i32_type().const_zero();
                self.b.build_return(Some(&zero)).ice(func.span)?;
            } else {
                // Flowing off the end of a value-returning function is undefined.
                self.b.build_unreachable().ice(func.span)?;
            }
        }
        fs.alloca_b.position_at_end(fs.entry);
        fs.alloca_b
            .build_unconditional_branch(start)
            .ice(func.span)?;
        if let Some(d) = self.dbg.as_mut() {
            if let Some(loc) = fn_loc {
                crate::debug_info::locate_calls(fv, loc);
            }
            d.end_function();
            self.b.unset_current_debug_location();
        }
        result
    }

    fn define_body(&mut self, func: &Function, fv: FunctionValue<'ctx>, body: StmtId) -> Res<()> {
        let p = self.p;
        // The result object's address comes first, as in clang.
        let first = if self.returns_indirect(func) {
            let r = fv.get_nth_param(0).ice(func.span)?;
            r.set_name("agg.result");
            self.fs()?.sret = Some(super::ptr_val(r, func.span)?);
            1
        } else {
            0
        };
        if self.is_host() {
            self.host_params(func, fv, first)?;
            return self.stmt(body);
        }
        for (i, &v) in func.params.iter().enumerate() {
            let var = p.vars.get(v).ice(func.span)?;
            let mut val = fv.get_nth_param(i as u32 + first).ice(func.span)?;
            val.set_name(&var.name);
            if let BasicValueEnum::PointerValue(pv) = val {
                // AMD kernels receive global pointers; the body uses generic ones.
                let want = match self.val_ty(var.ty) {
                    Some(BasicTypeEnum::PointerType(t)) => Some(t),
                    _ => None,
                };
                if let Some(want) = want {
                    if want.get_address_space() != pv.get_type().get_address_space() {
                        val = self
                            .b
                            .build_address_space_cast(pv, want, "")
                            .ice(func.span)?
                            .into();
                    }
                }
            }
            let slot_ty = self.mem_ty(var.ty);
            let slot = self.alloca(
                slot_ty,
                self.align_of(var.ty),
                &format!("{}.addr", var.name),
            )?;
            self.store_value(var.ty, slot, val, func.span)?;
            self.fs()?.locals.insert(v, slot);
        }
        self.stmt(body)
    }

    pub fn fs(&mut self) -> Res<&mut FnState<'ctx>> {
        self.fs.as_mut().ice(Span::DUMMY)
    }

    /// An entry-block alloca, returned as a generic pointer.
    pub fn alloca(
        &mut self,
        ty: BasicTypeEnum<'ctx>,
        align: u32,
        name: &str,
    ) -> Res<PointerValue<'ctx>> {
        let generic = self.generic_ptr();
        let fs = self.fs.as_ref().ice(Span::DUMMY)?;
        let a = fs.alloca_b.build_alloca(ty, name).ice(Span::DUMMY)?;
        if let Some(i) = a.as_instruction_value() {
            let _ = i.set_alignment(align);
        }
        if a.get_type().get_address_space() == generic.get_address_space() {
            return Ok(a);
        }
        fs.alloca_b
            .build_address_space_cast(a, generic, "")
            .ice(Span::DUMMY)
    }

    /// The storage of a local (declaring it on first sight).
    pub fn local_slot(&mut self, v: VarId) -> Res<PointerValue<'ctx>> {
        if let Some(s) = self.fs()?.locals.get(&v) {
            return Ok(*s);
        }
        let p = self.p;
        let var = p.vars.get(v).ice(Span::DUMMY)?;
        let ty = self.mem_ty(var.ty);
        let align = match p.attributes.var_alignment(v) {
            Some(a) => a.clamp(1, 1 << 16) as u32,
            None => self.align_of(var.ty),
        };
        let slot = self.alloca(ty, align, &var.name)?;
        self.fs()?.locals.insert(v, slot);
        Ok(slot)
    }

    /// The LLVM global for a device global variable, created on first use.
    pub fn global(&mut self, g: VarId) -> Res<GlobalValue<'ctx>> {
        if let Some(gv) = self.globals.get(&g) {
            return Ok(*gv);
        }
        let p = self.p;
        let var = p.vars.get(g).ice(Span::DUMMY)?;
        let info = var.global().ice(var.span)?;
        if let (GlobalKind::TypeInfo(t), true) = (info.kind, self.is_host()) {
            let gv = self.type_info_global(t).ok_or_else(|| {
                diag::host_unsupported(&format!("'typeid' of '{}'", p.types.display(t)), var.span)
            })?;
            self.globals.insert(g, gv);
            return Ok(gv);
        }
        if self.is_host() && info.extern_instance {
            // Defined and initialized by the library's explicit
            // instantiation definition.
            let gv = match self.module.get_global(&var.link_name) {
                Some(gv) => gv,
                None => self
                    .module
                    .add_global(self.mem_ty(var.ty), None, &var.link_name),
            };
            gv.set_linkage(inkwell::module::Linkage::External);
            self.globals.insert(g, gv);
            return Ok(gv);
        }
        if self.is_host()
            && info.linkonce
            && info.kind == GlobalKind::User
            && info.dynamic_init.is_some()
            && !super::host_module::is_static_local(var)
        {
            // Every unit using it would have to run its initializer once,
            // under a guard of its own (clang's `__cxx_global_var_init`):
            // not done yet, and never silently skipped.
            return Err(diag::host_unsupported(
                &format!("dynamic initialization of '{}'", var.name),
                var.span,
            ));
        }
        let space = match info.space {
            MemorySpace::Shared => AddrSpace::Shared,
            MemorySpace::Constant => AddrSpace::Constant,
            MemorySpace::Global | MemorySpace::Managed => AddrSpace::Global,
        };
        let image = match &info.init {
            Some(init) if info.space != MemorySpace::Shared && self.needs_const_image(var.ty) => {
                self.const_image(var.ty, init)
            }
            _ => None,
        };
        let ty = match &image {
            Some(b) => self.ctx.i8_type().array_type(b.len() as u32).into(),
            None => self.mem_ty(var.ty),
        };
        // Block-scope `extern` declarations in several functions
        // (`extern __shared__ int buf[];` in two kernels) name one symbol:
        // a second global would be renamed `buf.1` by LLVM, which is no
        // PTX identifier and no longer the same variable.
        let symbol = if self.is_hip_managed(var) {
            Self::hip_managed_storage_name(var)
        } else {
            var.link_name.clone()
        };
        let existing = self.module.get_global(&symbol);
        if info.init.is_none() {
            if let Some(gv) = existing {
                self.globals.insert(g, gv);
                return Ok(gv);
            }
        }
        // The same goes for a definition after such a declaration under
        // the same symbol (an asm label naming another variable's symbol).
        let gv = match existing {
            Some(gv)
                if gv.get_initializer().is_none()
                    && gv.get_value_type() == ty.as_any_type_enum() =>
            {
                gv
            }
            _ => self
                .module
                .add_global(ty, Some(self.addr_space(space)), &symbol),
        };
        self.globals.insert(g, gv);
        gv.set_alignment(
            info.align
                .map_or(self.align_of(var.ty), |a| a.clamp(1, 1 << 16) as u32),
        );
        // A static local named by sema (`f.x.1`, not an Itanium local
        // name) is this unit's alone in a host object.
        let local_static = self.is_host()
            && info.init.is_some()
            && super::host_module::is_static_local(var)
            && !var.link_name.starts_with("_ZZ");
        if info.linkage == Linkage::Internal || local_static {
            gv.set_linkage(LlvmLinkage::Internal);
        } else if info.linkonce && info.init.is_some() && info.kind == GlobalKind::User {
            // Vague linkage (a static local of an inline function, a static
            // data member of a class template instance): every unit that
            // uses it defines it, the linker keeps one (a COMDAT on the host).
            gv.set_linkage(LlvmLinkage::LinkOnceODR);
        }
        match (&info.init, info.space) {
            // `extern __shared__ T a[];`: dynamic shared memory, sized at launch.
            (None, MemorySpace::Shared) => gv.set_linkage(LlvmLinkage::External),
            // Shared memory has no initial contents.
            (_, MemorySpace::Shared) => gv.set_initializer(&undef(ty)),
            (None, _) => gv.set_linkage(LlvmLinkage::External),
            (Some(init), _) => {
                let c = match (info.kind, image) {
                    (GlobalKind::VTable(class), _) if self.is_host() => {
                        self.host_vtable_init(class, var.ty, init, var.span)
                    }
                    (_, Some(b)) => Ok(self.ctx.const_string(&b, false).into()),
                    _ => self.const_value(var.ty, init),
                }
                .map_err(|_| diag::bad_initializer(&var.name, var.span))?;
                gv.set_initializer(&c);
                if info.is_const && info.dynamic_init.is_none() && info.destroy.is_none() {
                    // Nothing may write a const object (a constexpr static
                    // member, a const variable device code reads): its
                    // loads fold, as clang's do.
                    gv.set_constant(true);
                } else {
                    // The host may write it (cudaMemcpyToSymbol), as clang assumes.
                    gv.set_externally_initialized(true);
                }
            }
        }
        if info.space == MemorySpace::Managed {
            crate::target::managed_global(self, gv);
        }
        self.finish_compiler_global(gv, info);
        Ok(gv)
    }

    /// A constant of type `ty` from a constant tree.
    pub fn const_value(&mut self, ty: TypeId, v: &ConstValue) -> Res<BasicValueEnum<'ctx>> {
        let p = self.p;
        let lt = self.mem_ty(ty);
        Ok(match v {
            // A null pointer to data member is -1 (Itanium).
            ConstValue::Zero
                if matches!(p.types.kind(ty), Type::MemberPointer { .. })
                    && !p.types.is_member_fn_pointer(ty) =>
            {
                const_int(self.ctx.i64_type(), -1).into()
            }
            // A class or array holding pointers to data members: each of
            // them is null (-1), so the constant is built member by member.
            ConstValue::Zero
                if matches!(p.types.kind(ty), Type::Struct(_) | Type::Array { .. })
                    && p.types.zero_init_has_member_pointers(ty) =>
            {
                return self.const_value(ty, &ConstValue::Aggregate(Vec::new()));
            }
            ConstValue::Zero => lt.const_zero(),
            ConstValue::Int(i) => match lt {
                BasicTypeEnum::IntType(it) => const_int(it, *i).into(),
                BasicTypeEnum::FloatType(ft) => ft.const_float(*i as f64).into(),
                BasicTypeEnum::PointerType(pt) if *i == 0 => pt.const_null().into(),
                // A vtable's offset to top or virtual base offset.
                BasicTypeEnum::PointerType(pt) => const_int(self.ctx.i64_type(), *i)
                    .const_to_pointer(pt)
                    .into(),
                _ => {
                    return Err(diag::internal(
                        "integer constant for a non-integer type",
                        Span::DUMMY,
                    ))
                }
            },
            ConstValue::Float(f) => match lt {
                BasicTypeEnum::FloatType(ft) => ft.const_float(*f).into(),
                BasicTypeEnum::IntType(it) => const_int(it, *f as i128).into(),
                _ => {
                    return Err(diag::internal(
                        "float constant for a non-float type",
                        Span::DUMMY,
                    ))
                }
            },
            ConstValue::LongDouble(f) => match lt {
                BasicTypeEnum::FloatType(ft) if p.types.is_long_double(ty) => {
                    super::long_double::constant(ft, *f).into()
                }
                BasicTypeEnum::FloatType(ft) => ft.const_float(f.to_f64()).into(),
                BasicTypeEnum::IntType(it) => const_int(it, f.to_i128().unwrap_or(0)).into(),
                _ => {
                    return Err(diag::internal(
                        "long double constant for a non-float type",
                        Span::DUMMY,
                    ))
                }
            },
            ConstValue::NullPtr => lt.const_zero(),
            ConstValue::Bytes(bytes) => {
                let n = match p.types.kind(ty) {
                    Type::Array { len: Some(n), .. } => *n as usize,
                    _ => bytes.len(),
                };
                let mut b = bytes.clone();
                b.resize(n, 0);
                self.ctx.const_string(&b, false).into()
            }
            ConstValue::Aggregate(vs) => match p.types.kind(ty).clone() {
                Type::Struct(s) if self.byte_layout(s) => {
                    if vs.iter().all(|v| matches!(v, ConstValue::Zero)) {
                        lt.const_zero()
                    } else {
                        return Err(diag::internal(
                            "constant initializer of a union or of a class with bases, a vptr or bit-fields",
                            Span::DUMMY,
                        ));
                    }
                }
                Type::Struct(s) => {
                    let st = self.struct_ty(s);
                    let fields: Vec<TypeId> = p
                        .types
                        .structs
                        .get(s)
                        .map(|d| d.fields.iter().map(|f| f.ty).collect())
                        .unwrap_or_default();
                    let mut vals = Vec::with_capacity(fields.len());
                    for (i, ft) in fields.iter().enumerate() {
                        vals.push(self.const_value(*ft, vs.get(i).unwrap_or(&ConstValue::Zero))?);
                    }
                    st.const_named_struct(&vals).into()
                }
                Type::Array { elem, len } => {
                    let n = len.unwrap_or(vs.len() as u64) as usize;
                    let et = self.mem_ty(elem);
                    let mut vals = Vec::with_capacity(n);
                    for i in 0..n {
                        vals.push(self.const_value(elem, vs.get(i).unwrap_or(&ConstValue::Zero))?);
                    }
                    const_array(et, &vals)?
                }
                // A pointer to member function: `{ptr, adj}`.
                Type::MemberPointer { .. } => {
                    let i64t = self.ctx.i64_type();
                    let mut words: Vec<BasicValueEnum<'ctx>> = Vec::with_capacity(2);
                    for i in 0..2 {
                        words.push(match vs.get(i) {
                            Some(ConstValue::FuncAddr(f)) => {
                                let fv = self.vtable_entry(*f)?;
                                let ptr = fv.as_global_value().as_pointer_value();
                                ptr.const_to_int(i64t).into()
                            }
                            Some(ConstValue::Int(v)) => const_int(i64t, *v).into(),
                            _ => i64t.const_zero().into(),
                        });
                    }
                    self.ctx.const_struct(&words, false).into()
                }
                // A scalar in braces: its first element.
                _ => return self.const_value(ty, vs.first().unwrap_or(&ConstValue::Zero)),
            },
            ConstValue::GlobalAddr { var, .. } if self.is_null_in_device(*var) => lt.const_zero(),
            ConstValue::GlobalAddr { var, offset } => {
                if !self.is_host()
                    && p.vars
                        .get(*var)
                        .and_then(Var::global)
                        .is_none_or(|g| g.host_only)
                {
                    return Err(diag::internal(
                        "address of a non-device variable",
                        Span::DUMMY,
                    ));
                }
                let gv = self.global(*var)?;
                let ptr = gv.as_pointer_value();
                let ptr = if *offset != 0 {
                    let i8t = self.ctx.i8_type();
                    let off = self.ctx.i64_type().const_int(*offset as u64, true);
                    // SAFETY: a constant GEP only computes an address; `offset`
                    // comes from sema's constant evaluation of a valid address.
                    unsafe { ptr.const_gep(i8t, &[off]) }
                } else {
                    ptr
                };
                self.const_ptr_cast(ptr, lt)?
            }
            ConstValue::FuncAddr(f) => {
                let fv = self.vtable_entry(*f)?;
                let ptr = fv.as_global_value().as_pointer_value();
                self.const_ptr_cast(ptr, lt)?
            }
            ConstValue::StringAddr(bytes, unit) => {
                let gv = self.string_global(bytes, u32::from(*unit));
                self.const_ptr_cast(gv.as_pointer_value(), lt)?
            }
        })
    }

    fn const_ptr_cast(
        &self,
        ptr: PointerValue<'ctx>,
        to: BasicTypeEnum<'ctx>,
    ) -> Res<BasicValueEnum<'ctx>> {
        match to {
            BasicTypeEnum::PointerType(pt)
                if pt.get_address_space() != ptr.get_type().get_address_space() =>
            {
                Ok(ptr.const_address_space_cast(pt).into())
            }
            BasicTypeEnum::PointerType(_) => Ok(ptr.into()),
            BasicTypeEnum::IntType(it) => Ok(ptr.const_to_int(it).into()),
            _ => Err(diag::internal(
                "address constant for a non-pointer type",
                Span::DUMMY,
            )),
        }
    }

    /// A private constant holding a string literal's bytes (NUL included),
    /// one per distinct literal, aligned to its code unit (`align`: 1, or
    /// 2 and 4 for `u"..."`, `L"..."` and `U"..."`, as clang aligns them).
    pub fn string_global(&mut self, bytes: &[u8], align: u32) -> GlobalValue<'ctx> {
        if let Some(g) = self.strings.get(bytes) {
            if g.get_alignment() < align {
                g.set_alignment(align);
            }
            return *g;
        }
        let init = self.ctx.const_string(bytes, false);
        let space = AddressSpace::from(crate::target::string_addr_space(self.spec.vendor));
        let gv = self.module.add_global(init.get_type(), Some(space), ".str");
        gv.set_initializer(&init);
        gv.set_constant(true);
        gv.set_linkage(LlvmLinkage::Private);
        gv.set_unnamed_addr(true);
        gv.set_alignment(align.max(1));
        self.strings.insert(bytes.to_vec(), gv);
        gv
    }
}

pub fn undef(t: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    match t {
        BasicTypeEnum::ArrayType(t) => t.get_undef().into(),
        BasicTypeEnum::FloatType(t) => t.get_undef().into(),
        BasicTypeEnum::IntType(t) => t.get_undef().into(),
        BasicTypeEnum::PointerType(t) => t.get_undef().into(),
        BasicTypeEnum::StructType(t) => t.get_undef().into(),
        BasicTypeEnum::VectorType(t) => t.get_undef().into(),
        BasicTypeEnum::ScalableVectorType(t) => t.get_undef().into(),
    }
}

/// An integer constant of any width from an `i128`.
pub fn const_int(t: inkwell::types::IntType<'_>, v: i128) -> inkwell::values::IntValue<'_> {
    if t.get_bit_width() <= 64 {
        t.const_int(v as u64, false)
    } else {
        let u = v as u128;
        t.const_int_arbitrary_precision(&[u as u64, (u >> 64) as u64])
    }
}

fn const_array<'ctx>(
    et: BasicTypeEnum<'ctx>,
    vals: &[BasicValueEnum<'ctx>],
) -> Res<BasicValueEnum<'ctx>> {
    let bad = || diag::internal("array constant element of the wrong type", Span::DUMMY);
    Ok(match et {
        BasicTypeEnum::IntType(t) => {
            let vs: Option<Vec<_>> = vals
                .iter()
                .map(|v| v.as_basic_value_enum().try_into().ok())
                .collect();
            t.const_array(&vs.ok_or_else(bad)?).into()
        }
        BasicTypeEnum::FloatType(t) => {
            let vs: Option<Vec<_>> = vals
                .iter()
                .map(|v| v.as_basic_value_enum().try_into().ok())
                .collect();
            t.const_array(&vs.ok_or_else(bad)?).into()
        }
        BasicTypeEnum::PointerType(t) => {
            let vs: Option<Vec<_>> = vals
                .iter()
                .map(|v| v.as_basic_value_enum().try_into().ok())
                .collect();
            t.const_array(&vs.ok_or_else(bad)?).into()
        }
        BasicTypeEnum::StructType(t) => {
            let vs: Option<Vec<_>> = vals
                .iter()
                .map(|v| v.as_basic_value_enum().try_into().ok())
                .collect();
            t.const_array(&vs.ok_or_else(bad)?).into()
        }
        BasicTypeEnum::ArrayType(t) => {
            let vs: Option<Vec<_>> = vals
                .iter()
                .map(|v| v.as_basic_value_enum().try_into().ok())
                .collect();
            t.const_array(&vs.ok_or_else(bad)?).into()
        }
        _ => return Err(bad()),
    })
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Declares every function of `funcs`, then defines them (a body may
    /// call any of them); errors are collected, not fatal.
    pub(crate) fn declare_and_define(&mut self, funcs: &[FuncId]) {
        for &f in funcs {
            if let Err(d) = self.declare(f) {
                self.diags.push(d);
            }
        }
        for &f in funcs {
            if let Err(d) = self.define(f) {
                self.diags.push(d);
            }
        }
    }

    /// Starts lowering into `fv`: its `entry` block (allocas) and `start`
    /// block (the body), a fresh function state, the builder at `start`.
    pub(crate) fn begin_function(
        &mut self,
        id: FuncId,
        fv: FunctionValue<'ctx>,
        label_scopes: std::collections::HashMap<LabelId, Vec<StmtId>>,
    ) -> (
        inkwell::basic_block::BasicBlock<'ctx>,
        inkwell::basic_block::BasicBlock<'ctx>,
    ) {
        let entry = self.ctx.append_basic_block(fv, "entry");
        let start = self.ctx.append_basic_block(fv, "start");
        let alloca_b = self.ctx.create_builder();
        alloca_b.position_at_end(entry);
        // A compiler-made function has no subprogram: no locations.
        self.b.unset_current_debug_location();
        if let Some(d) = self.dbg.as_mut() {
            d.end_function();
        }
        self.fs = Some(FnState {
            id,
            func: fv,
            entry,
            alloca_b,
            locals: Default::default(),
            breaks: Vec::new(),
            continues: Vec::new(),
            labels: Default::default(),
            cases: Default::default(),
            scopes: Vec::new(),
            break_depths: Vec::new(),
            continue_depths: Vec::new(),
            label_scopes,
            label_marks: Default::default(),
            sret: None,
            cond_depth: 0,
            eh: Default::default(),
            indirect_goto: None,
            address_taken: Vec::new(),
        });
        self.b.position_at_end(start);
        (entry, start)
    }
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Defines `name` as an alias of `fv`, with its linkage.
    fn function_alias(&mut self, fv: FunctionValue<'ctx>, name: &str) {
        use inkwell::llvm_sys::core::{LLVMAddAlias2, LLVMSetLinkage, LLVMSetUnnamedAddress};
        use inkwell::llvm_sys::LLVMUnnamedAddr;
        if self.module.get_function(name).is_some() || self.module.get_global(name).is_some() {
            return;
        }
        let Ok(cname) = std::ffi::CString::new(name) else {
            return;
        };
        let ft = fv.get_type();
        // SAFETY: the module, the function and its type are live LLVM
        // objects of this context; the name is NUL-terminated.
        unsafe {
            use inkwell::types::AsTypeRef;
            use inkwell::values::AsValueRef;
            let a = LLVMAddAlias2(
                self.module.as_mut_ptr(),
                ft.as_type_ref(),
                0,
                fv.as_value_ref(),
                cname.as_ptr(),
            );
            LLVMSetLinkage(a, fv.get_linkage().into());
            LLVMSetUnnamedAddress(a, LLVMUnnamedAddr::LLVMNoUnnamedAddr);
        }
    }
}
