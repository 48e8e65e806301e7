//! LLVM types for program types.

use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType};
use inkwell::AddressSpace;
use sema::program::*;

use super::Lowerer;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub fn addr_space(&self, space: AddrSpace) -> AddressSpace {
        AddressSpace::from(crate::target::addr_space_number(self.spec.vendor, space))
    }

    /// An integer type of `bits` bits (the common widths by name, so no
    /// width can be rejected).
    pub fn int_type(&self, bits: u32) -> inkwell::types::IntType<'ctx> {
        match bits {
            1 => self.ctx.bool_type(),
            8 => self.ctx.i8_type(),
            16 => self.ctx.i16_type(),
            32 => self.ctx.i32_type(),
            64 => self.ctx.i64_type(),
            _ => self.ctx.i128_type(),
        }
    }

    pub fn generic_ptr(&self) -> inkwell::types::PointerType<'ctx> {
        self.ctx.ptr_type(AddressSpace::default())
    }

    /// The type of a value of `t` in a register; `None` for `void` and
    /// function types.
    pub fn val_ty(&mut self, t: TypeId) -> Option<BasicTypeEnum<'ctx>> {
        let p = self.p;
        Some(match p.types.kind(t) {
            Type::Void | Type::Function { .. } | Type::Qualified { .. } => return None,
            Type::Bool => self.ctx.bool_type().into(),
            Type::Int(k) => self.int_type(k.bits()).into(),
            Type::Float(FloatKind::Half) => self.ctx.f16_type().into(),
            Type::Float(FloatKind::Float) => self.ctx.f32_type().into(),
            Type::Float(FloatKind::Double) => self.ctx.f64_type().into(),
            // The host's x87 format; device code may not compute with it
            // (`reach.rs`), so there it is only 16 bytes aligned to 16, as
            // the program's layout says.
            Type::Float(FloatKind::LongDouble) if self.spec.vendor == crate::Vendor::Host => {
                self.ctx.x86_f80_type().into()
            }
            Type::Float(FloatKind::LongDouble) => self.ctx.i64_type().vec_type(2).into(),
            Type::NullPtr | Type::Reference { .. } => self.generic_ptr().into(),
            Type::Pointer { space, .. } => self.ctx.ptr_type(self.addr_space(*space)).into(),
            Type::Array { elem, len } => {
                let e = self.mem_ty(*elem);
                e.array_type(len.unwrap_or(0).min(u32::MAX as u64) as u32)
                    .into()
            }
            Type::Enum(e) => {
                let u = p.types.enums.get(*e).map(|d| d.underlying);
                match u {
                    Some(u) if u != t => return self.val_ty(u),
                    _ => self.ctx.i32_type().into(),
                }
            }
            Type::Struct(s) => self.struct_ty(*s).into(),
            // The Itanium representation: an offset, or `{ptr, adj}` for a
            // member function (as clang lowers it).
            Type::MemberPointer { pointee, .. } => {
                let i64t = self.ctx.i64_type();
                if p.types.is_function(*pointee) {
                    self.ctx
                        .struct_type(&[i64t.into(), i64t.into()], false)
                        .into()
                } else {
                    i64t.into()
                }
            }
        })
    }

    /// The type of `t` in memory: `bool` is a byte; `void` and functions are
    /// bytes too, so `void*` arithmetic and GEPs have an element type.
    pub fn mem_ty(&mut self, t: TypeId) -> BasicTypeEnum<'ctx> {
        match self.p.types.kind(t) {
            Type::Bool | Type::Void | Type::Function { .. } => self.ctx.i8_type().into(),
            _ => self.val_ty(t).unwrap_or_else(|| self.ctx.i8_type().into()),
        }
    }

    /// A named LLVM struct whose natural layout equals the program's (the
    /// device data layouts align every scalar to its size, as the program's
    /// layout does).
    pub fn struct_ty(&mut self, s: StructId) -> inkwell::types::StructType<'ctx> {
        if let Some(t) = self.structs.get(&s) {
            return *t;
        }
        let name = self
            .p
            .types
            .structs
            .get(s)
            .map_or("anon", |d| d.name.as_str());
        let st = self.ctx.opaque_struct_type(&format!("struct.{name}"));
        // Insert before the fields, so a field pointing back at `s` finds it.
        self.structs.insert(s, st);
        if self.byte_layout(s) {
            let body = self.byte_layout_body(s);
            st.set_body(&body, true);
            return st;
        }
        let fields: Vec<TypeId> = self
            .p
            .types
            .structs
            .get(s)
            .map(|d| d.fields.iter().map(|f| f.ty).collect())
            .unwrap_or_default();
        let fts: Vec<BasicTypeEnum> = fields.iter().map(|f| self.mem_ty(*f)).collect();
        st.set_body(&fts, false);
        st
    }

    /// The LLVM function type; `kernel_params` rewrites generic pointer
    /// parameters of AMD kernels to global pointers (as clang's HIP does).
    pub fn fn_ty(
        &mut self,
        ret: TypeId,
        params: &[TypeId],
        variadic: bool,
        kernel: bool,
    ) -> FunctionType<'ctx> {
        let ps: Vec<BasicMetadataTypeEnum> = params
            .iter()
            .map(|&t| self.param_ty(t, kernel).into())
            .collect();
        match self.val_ty(ret) {
            Some(r) if !self.p.types.is_void(ret) => r.fn_type(&ps, variadic),
            _ => self.ctx.void_type().fn_type(&ps, variadic),
        }
    }

    pub fn param_ty(&mut self, t: TypeId, kernel: bool) -> BasicTypeEnum<'ctx> {
        if kernel && crate::target::kernel_ptr_params_global(self.spec.vendor) {
            if let Type::Pointer {
                space: AddrSpace::Generic,
                ..
            } = self.p.types.kind(t)
            {
                return self.ctx.ptr_type(self.addr_space(AddrSpace::Global)).into();
            }
        }
        self.val_ty(t).unwrap_or_else(|| self.ctx.i8_type().into())
    }

    /// Size in bytes of `t` per the program's layout (1 for unsized types).
    pub fn size_of(&self, t: TypeId) -> u64 {
        self.p.types.size_of(t).unwrap_or(1).max(1)
    }

    pub fn align_of(&self, t: TypeId) -> u32 {
        self.p.types.align_of(t).clamp(1, 1 << 16) as u32
    }
}
