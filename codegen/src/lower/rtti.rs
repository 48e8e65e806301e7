//! Host run-time type information as clang emits it for x86-64 Linux
//! (Itanium C++ ABI §2.9.5): `_ZTI` objects whose vptr points into the
//! libstdc++ vtable of their `__cxxabiv1` class, and `_ZTS` names. The
//! fundamental types, pointers to them and pointers to const ones are
//! libstdc++'s (`_ZTIi`, `_ZTIPi`, `_ZTIPKi`); every other object is
//! emitted `linkonce_odr` where it is used, so each unit has its copy
//! and the linker keeps one. libstdc++ compares type_info objects by
//! name, so copies in other units still match.

use std::collections::HashSet;

use inkwell::module::Linkage as LlvmLinkage;
use inkwell::values::{BasicValueEnum, GlobalValue, PointerValue};
use lexer::source::Span;
use sema::program::*;

use super::Lowerer;
use super::Res;

/// `__vmi_class_type_info` flags.
const VMI_NON_DIAMOND_REPEAT: u32 = 0x1;
const VMI_DIAMOND_SHAPED: u32 = 0x2;
/// `__base_class_type_info` offset flags.
const BASE_VIRTUAL: i64 = 0x1;
const BASE_PUBLIC: i64 = 0x2;
/// `__pbase_type_info` qualifier flags.
const PTR_CONST: u32 = 0x1;
const PTR_VOLATILE: u32 = 0x2;
const PTR_INCOMPLETE: u32 = 0x8;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// The type with references and top-level qualifiers removed: what a
    /// `throw`, a handler or `typeid` identifies.
    pub(crate) fn rtti_type(&self, mut t: TypeId) -> TypeId {
        loop {
            match self.p.types.get(t) {
                Type::Reference { referent, .. } => t = *referent,
                Type::Qualified { base, .. } => t = *base,
                _ => return t,
            }
        }
    }

    /// The Itanium code of a builtin type.
    fn builtin_code(&self, t: TypeId) -> Option<&'static str> {
        // The fundamental types whose type information libstdc++.so
        // defines (no `_Float16`, char8_t or 128-bit integers in GCC 12's
        // list that circle-rs relies on).
        let t = self.p.types.unqualified(t);
        match self.p.types.itanium_builtin_code(t)? {
            "Du" | "n" | "o" | "DF16_" => None,
            c => Some(c),
        }
    }

    /// The mangled type a type information object is named for (`_ZTS`
    /// holds it), for the types the host can describe: builtin types,
    /// classes, and pointers to them with any qualification.
    pub(crate) fn rtti_code(&self, t: TypeId) -> Option<String> {
        if let Some(c) = self.builtin_code(t) {
            return Some(c.to_string());
        }
        match self.p.types.kind(t) {
            Type::Struct(s) => {
                let d = self.p.types.structs.get(*s)?;
                (d.complete && !d.mangled.is_empty()).then(|| d.mangled.clone())
            }
            Type::Pointer { pointee, .. } => {
                let (base, quals) = self.pointee_quals(*pointee);
                let mut q = String::new();
                if quals & PTR_VOLATILE != 0 {
                    q.push('V');
                }
                if quals & PTR_CONST != 0 {
                    q.push('K');
                }
                Some(format!("P{q}{}", self.rtti_code(base)?))
            }
            // Spelled by sema's mangler when a throw, a handler or a
            // typeid named them (`Program::rtti_names`).
            Type::Enum(_) | Type::MemberPointer { .. } | Type::Function { .. } => {
                self.p.rtti_names.get(&t).cloned()
            }
            _ => None,
        }
    }

    /// A pointee without its qualifiers, and the qualifier flags.
    fn pointee_quals(&self, mut t: TypeId) -> (TypeId, u32) {
        let mut q = 0;
        while let Type::Qualified {
            base,
            is_const,
            is_volatile,
            ..
        } = self.p.types.get(t)
        {
            if *is_const {
                q |= PTR_CONST;
            }
            if *is_volatile {
                q |= PTR_VOLATILE;
            }
            t = *base;
        }
        (t, q)
    }

    /// The address of the `std::type_info` object of `t` (after
    /// `rtti_type`), or `None` for a type the host cannot describe yet.
    pub(crate) fn type_info(&mut self, t: TypeId) -> Option<PointerValue<'ctx>> {
        let t = self.rtti_type(t);
        let code = self.rtti_code(t)?;
        let name = format!("_ZTI{code}");
        if let Some(g) = self.module.get_global(&name) {
            return Some(g.as_pointer_value());
        }
        if self.is_libstdcxx_type_info(t) {
            let g = self.module.add_global(self.generic_ptr(), None, &name);
            g.set_linkage(LlvmLinkage::External);
            return Some(g.as_pointer_value());
        }
        let g = match self.p.types.kind(t).clone() {
            Type::Struct(s) => self.class_type_info(s, &name, &code),
            Type::Pointer { pointee, .. } => self.pointer_type_info(pointee, &name, &code),
            Type::Enum(_) => self.plain_type_info("__enum_type_info", &name, &code),
            Type::Function { .. } => self.plain_type_info("__function_type_info", &name, &code),
            Type::MemberPointer { class, pointee, .. } => {
                self.member_pointer_type_info(class, pointee, &name, &code)
            }
            _ => None,
        }?;
        Some(g.as_pointer_value())
    }

    /// The global holding the type information object of `t`.
    pub(crate) fn type_info_global(&mut self, t: TypeId) -> Option<GlobalValue<'ctx>> {
        self.type_info(t)?;
        let code = self.rtti_code(self.rtti_type(t))?;
        self.module.get_global(&format!("_ZTI{code}"))
    }

    /// libstdc++ defines the objects of the fundamental types, of
    /// pointers to them and of pointers to const ones.
    fn is_libstdcxx_type_info(&self, t: TypeId) -> bool {
        if self.builtin_code(t).is_some() {
            return true;
        }
        let Type::Pointer { pointee, .. } = self.p.types.kind(t) else {
            return false;
        };
        let (base, q) = self.pointee_quals(*pointee);
        q & PTR_VOLATILE == 0 && self.builtin_code(base).is_some()
    }

    /// The `_ZTS` string of a type.
    fn type_name_global(&mut self, code: &str) -> GlobalValue<'ctx> {
        let name = format!("_ZTS{code}");
        if let Some(g) = self.module.get_global(&name) {
            return g;
        }
        let init = self.ctx.const_string(code.as_bytes(), true);
        let g = self.module.add_global(init.get_type(), None, &name);
        g.set_initializer(&init);
        g.set_constant(true);
        g.set_alignment(1);
        g.set_linkage(LlvmLinkage::LinkOnceODR);
        g
    }

    /// The address point of the libstdc++ vtable of a `__cxxabiv1` class
    /// (two pointers past its start: offset to top and RTTI come first).
    fn abi_vtable(&mut self, class: &str) -> Res<BasicValueEnum<'ctx>> {
        let name = format!("_ZTVN10__cxxabiv1{}{class}E", class.len());
        let gp = self.generic_ptr();
        let g = match self.module.get_global(&name) {
            Some(g) => g,
            None => {
                let g = self.module.add_global(gp, None, &name);
                g.set_linkage(LlvmLinkage::External);
                g
            }
        };
        let i64t = self.ctx.i64_type();
        // SAFETY: the address point lies inside libstdc++'s vtable.
        let at = unsafe {
            g.as_pointer_value()
                .const_in_bounds_gep(gp, &[i64t.const_int(2, false)])
        };
        Ok(at.into())
    }

    fn define_type_info(
        &mut self,
        name: &str,
        fields: Vec<BasicValueEnum<'ctx>>,
    ) -> GlobalValue<'ctx> {
        let init = self.ctx.const_struct(&fields, false);
        let g = self.module.add_global(init.get_type(), None, name);
        g.set_initializer(&init);
        g.set_constant(true);
        g.set_alignment(8);
        g.set_linkage(LlvmLinkage::LinkOnceODR);
        g
    }

    /// An object that is only its type's name (`__enum_type_info`,
    /// `__function_type_info`).
    fn plain_type_info(
        &mut self,
        class: &str,
        name: &str,
        code: &str,
    ) -> Option<GlobalValue<'ctx>> {
        let vt = self.abi_vtable(class).ok()?;
        let ts = self.type_name_global(code).as_pointer_value();
        Some(self.define_type_info(name, vec![vt, ts.into()]))
    }

    /// `__pointer_to_member_type_info`: the `__pbase_type_info` fields (the
    /// member type's qualifiers and object) and the class's object.
    fn member_pointer_type_info(
        &mut self,
        class: StructId,
        pointee: TypeId,
        name: &str,
        code: &str,
    ) -> Option<GlobalValue<'ctx>> {
        let (base, mut flags) = self.pointee_quals(pointee);
        if !self.p.types.structs.get(class).is_some_and(|d| d.complete) {
            flags |= PTR_INCOMPLETE;
        }
        let inner = self.type_info(base)?;
        let context = self.class_ti(class)?;
        let mut fields = self.pbase_fields("__pointer_to_member_type_info", code, flags, inner)?;
        fields.push(context.into());
        Some(self.define_type_info(name, fields))
    }

    /// The fields `__pbase_type_info` gives both pointer type-infos:
    /// vtable, name, qualifier flags, pointee type-info.
    fn pbase_fields(
        &mut self,
        abi_class: &str,
        code: &str,
        flags: u32,
        inner: PointerValue<'ctx>,
    ) -> Option<Vec<BasicValueEnum<'ctx>>> {
        let vt = self.abi_vtable(abi_class).ok()?;
        let ts = self.type_name_global(code).as_pointer_value();
        let i32t = self.ctx.i32_type();
        Some(vec![
            vt,
            ts.into(),
            i32t.const_int(u64::from(flags), false).into(),
            inner.into(),
        ])
    }

    fn pointer_type_info(
        &mut self,
        pointee: TypeId,
        name: &str,
        code: &str,
    ) -> Option<GlobalValue<'ctx>> {
        let (base, mut flags) = self.pointee_quals(pointee);
        if let Type::Struct(s) = self.p.types.kind(base) {
            if !self.p.types.structs.get(*s).is_some_and(|d| d.complete) {
                flags |= PTR_INCOMPLETE;
            }
        }
        let inner = self.type_info(base)?;
        let fields = self.pbase_fields("__pointer_type_info", code, flags, inner)?;
        Some(self.define_type_info(name, fields))
    }

    /// The class's key function (§5.2.3): its first virtual function that
    /// is neither pure nor inline. The unit defining it owns the class's
    /// type information; without one every unit has a `linkonce_odr` copy.
    fn key_function(&self, s: StructId) -> Option<FuncId> {
        key_function(self.p, s)
    }

    fn class_type_info(
        &mut self,
        s: StructId,
        name: &str,
        code: &str,
    ) -> Option<GlobalValue<'ctx>> {
        let p = self.p;
        let d = p.types.structs.get(s)?;
        let key = self.key_function(s).and_then(|f| p.funcs.get(f));
        if key.is_some_and(|f| !f.is_defined()) {
            // Defined where the key function is (libstdc++ for its own
            // classes, `std::bad_cast`...).
            let g = self.module.add_global(self.generic_ptr(), None, name);
            g.set_linkage(LlvmLinkage::External);
            return Some(g);
        }
        let owned = key.is_some();
        let ts = self.type_name_global(code).as_pointer_value();
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        // A cycle is impossible (a class is never its own base); the
        // bases' objects are made first.
        let mut base_tis = Vec::with_capacity(d.bases.len());
        for b in &d.bases {
            let bt = self.class_ti(b.class)?;
            base_tis.push(bt);
        }
        let single = d.bases.len() == 1 && {
            let b = &d.bases[0];
            let bd = p.types.structs.get(b.class)?;
            !b.is_virtual && b.is_public && b.offset == 0 && bd.dynamic == d.dynamic
        };
        let fields: Vec<BasicValueEnum<'ctx>> = if d.bases.is_empty() {
            vec![self.abi_vtable("__class_type_info").ok()?, ts.into()]
        } else if single {
            vec![
                self.abi_vtable("__si_class_type_info").ok()?,
                ts.into(),
                base_tis[0].into(),
            ]
        } else {
            let mut f = vec![
                self.abi_vtable("__vmi_class_type_info").ok()?,
                ts.into(),
                i32t.const_int(u64::from(self.vmi_flags(s)), false).into(),
                i32t.const_int(d.bases.len() as u64, false).into(),
            ];
            for (b, ti) in d.bases.iter().zip(base_tis) {
                let offset = if b.is_virtual {
                    d.vbase_offset_slots
                        .iter()
                        .find(|(c, _)| *c == b.class)
                        .map_or(0, |x| x.1)
                } else {
                    b.offset as i64
                };
                let mut flags = offset << 8;
                if b.is_virtual {
                    flags |= BASE_VIRTUAL;
                }
                if b.is_public {
                    flags |= BASE_PUBLIC;
                }
                f.push(ti.into());
                f.push(i64t.const_int(flags as u64, true).into());
            }
            f
        };
        let g = self.define_type_info(name, fields);
        if owned {
            g.set_linkage(LlvmLinkage::External);
            if let Some(ts) = self.module.get_global(&format!("_ZTS{code}")) {
                ts.set_linkage(LlvmLinkage::External);
            }
        }
        Some(g)
    }

    /// The type information object of a class.
    pub(crate) fn class_ti(&mut self, s: StructId) -> Option<PointerValue<'ctx>> {
        let code = self.p.types.structs.get(s).map(|d| d.mangled.clone())?;
        if code.is_empty() {
            return None;
        }
        let name = format!("_ZTI{code}");
        if let Some(g) = self.module.get_global(&name) {
            return Some(g.as_pointer_value());
        }
        self.class_type_info(s, &name, &code)
            .map(|g| g.as_pointer_value())
    }

    /// Whether some base class occurs more than once in the hierarchy,
    /// as a non-virtual base (a repeat) or a virtual base reached along
    /// several paths (a diamond).
    fn vmi_flags(&self, s: StructId) -> u32 {
        fn walk(
            p: &Program,
            s: StructId,
            nonvirtual: &mut HashSet<StructId>,
            virtuals: &mut HashSet<StructId>,
        ) -> u32 {
            let Some(d) = p.types.structs.get(s) else {
                return 0;
            };
            let mut flags = 0;
            for b in &d.bases {
                if b.is_virtual {
                    if !virtuals.insert(b.class) {
                        flags |= VMI_DIAMOND_SHAPED;
                    } else if nonvirtual.contains(&b.class) {
                        flags |= VMI_NON_DIAMOND_REPEAT;
                    }
                } else if !nonvirtual.insert(b.class) || virtuals.contains(&b.class) {
                    flags |= VMI_NON_DIAMOND_REPEAT;
                }
                flags |= walk(p, b.class, nonvirtual, virtuals);
            }
            flags
        }
        walk(self.p, s, &mut HashSet::new(), &mut HashSet::new())
    }

    /// A host vtable group's initializer: the group sema built, with each
    /// RTTI slot (the null pointers: every function slot holds a
    /// function) pointing at the class's type information.
    pub(crate) fn host_vtable_init(
        &mut self,
        class: StructId,
        ty: TypeId,
        init: &ConstValue,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let ConstValue::Aggregate(items) = init else {
            return self.const_value(ty, init);
        };
        let elem = match self.p.types.kind(ty) {
            Type::Array { elem, .. } => *elem,
            _ => return self.const_value(ty, init),
        };
        let ti = self.class_ti(class);
        let gp = self.generic_ptr();
        let mut vals = Vec::with_capacity(items.len());
        for it in items {
            let v = match (it, ti) {
                (ConstValue::NullPtr, Some(ti)) => ti,
                _ => super::ptr_val(self.const_value(elem, it)?, span)?,
            };
            vals.push(v);
        }
        Ok(gp.const_array(&vals).into())
    }
}

/// The class's key function (Itanium 5.2.3): the first of its own virtual
/// functions, in declaration order, that is neither pure nor inline. The
/// unit defining it emits the class's vtable group, VTT and type
/// information for every other unit.
pub(crate) fn key_function(p: &Program, s: StructId) -> Option<FuncId> {
    let vt = p.types.structs.get(s)?.vtable?;
    let Some(ConstValue::Aggregate(items)) = p.vars.get(vt)?.global()?.init.as_ref() else {
        return None;
    };
    let slots: HashSet<FuncId> = items
        .iter()
        .filter_map(|c| match c {
            ConstValue::FuncAddr(f) => Some(*f),
            _ => None,
        })
        .collect();
    p.funcs
        .iter()
        .filter(|(id, f)| {
            f.class == Some(s)
                && matches!(f.kind, FuncKind::Method | FuncKind::Destructor)
                && slots.contains(id)
        })
        .find(|(_, f)| !f.is_inline)
        .map(|(id, _)| id)
}
