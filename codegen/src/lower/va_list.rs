//! Variadic functions' argument lists (`va_start`, `va_arg`, `va_copy`,
//! `va_end`, `vsnprintf`).
//!
//! Host: sema's `va_list` is the x86-64 System V `__va_list_tag[1]`
//! (`sema/src/translate/va_list.rs`) and every list operand is a
//! `__va_list_tag *`. `va_start`/`va_copy`/`va_end` are LLVM's intrinsics;
//! `va_arg` is lowered here, as clang does on x86-64, rather than with
//! LLVM's `va_arg` instruction, whose x86-64 lowering knows scalars only:
//! a class in registers may be split between the general-purpose and the
//! SSE save areas, and must be taken from registers whole or from the
//! overflow area whole (ABI 3.5.7).
//!
//! Device: clang-19 refuses `va_arg` in CUDA and HIP device code (and
//! LLVM 19's AMDGPU backend cannot select it), so every list operation
//! reached from device code is an error with clang's wording; calling a
//! variadic function (`printf`) is not one of them.

use inkwell::types::BasicType;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, IntValue, PointerValue};
use inkwell::IntPredicate;
use lexer::builtins::BuiltinFn;
use lexer::source::Span;
use sema::program::*;

use super::abi::Class;
use super::{ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;

/// Offsets in `__va_list_tag`.
const GP_OFFSET: u64 = 0;
const FP_OFFSET: u64 = 4;
const OVERFLOW_AREA: u64 = 8;
const REG_SAVE_AREA: u64 = 16;
/// The register save area: six 8-byte general-purpose registers, then
/// eight 16-byte SSE registers.
const GP_END: u64 = 48;
const FP_END: u64 = 176;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// `va_start`, `va_end`, `va_copy` and `vsnprintf`.
    pub(super) fn va_builtin(
        &mut self,
        f: BuiltinFn,
        args: &[ExprId],
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        if !self.is_host() {
            let name = match f {
                BuiltinFn::VaStart => "va_start",
                BuiltinFn::VaEnd => "va_end",
                BuiltinFn::VaCopy => "va_copy",
                _ => "vsnprintf",
            };
            return Err(device_unsupported(name, span));
        }
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.rv(*a)?);
        }
        let ptr = self.generic_ptr();
        match f {
            BuiltinFn::VaStart | BuiltinFn::VaEnd | BuiltinFn::VaCopy => {
                let name = match f {
                    BuiltinFn::VaStart => "llvm.va_start",
                    BuiltinFn::VaEnd => "llvm.va_end",
                    _ => "llvm.va_copy",
                };
                let decl = inkwell::intrinsics::Intrinsic::find(name)
                    .and_then(|i| i.get_declaration(self.module, &[ptr.into()]))
                    .ice(span)?;
                let xs: Vec<BasicMetadataValueEnum> = vals.iter().map(|v| (*v).into()).collect();
                self.b.build_call(decl, &xs, "").ice(span)?;
                Ok(None)
            }
            _ => {
                let callee = match self.module.get_function("vsnprintf") {
                    Some(c) => c,
                    None => {
                        let i32t = self.ctx.i32_type();
                        let i64t = self.ctx.i64_type();
                        let fty =
                            i32t.fn_type(&[ptr.into(), i64t.into(), ptr.into(), ptr.into()], false);
                        self.module.add_function("vsnprintf", fty, None)
                    }
                };
                let xs: Vec<BasicMetadataValueEnum> = vals.iter().map(|v| (*v).into()).collect();
                let call = self.b.build_call(callee, &xs, "").ice(span)?;
                call.try_as_basic_value().basic().ice(span).map(Some)
            }
        }
    }

    /// `__builtin_va_arg(ap, T)`.
    pub(super) fn va_arg(
        &mut self,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        if !self.is_host() {
            return Err(device_unsupported("va_arg", span));
        }
        let [list] = args else {
            return Err(diag::internal("va_arg takes its list", span));
        };
        let tag = ptr_val(self.rv(*list)?, span)?;
        let addr = self.va_arg_addr(tag, ty, span)?;
        self.load_value(ty, addr, span).map(Some)
    }

    /// The eightbyte classes a `T` travels in through `...`: `None` for
    /// memory (the overflow area).
    fn va_classes(&self, ty: TypeId) -> Option<Vec<Class>> {
        if self.class_of(ty).is_some() {
            return self.classify(ty).ok();
        }
        match self.p.types.kind(ty) {
            // X87: always in memory.
            Type::Float(FloatKind::LongDouble) => None,
            Type::Float(_) => Some(vec![Class::Sse]),
            _ if self.size_of(ty) > 8 => Some(vec![Class::Int, Class::Int]),
            _ => Some(vec![Class::Int]),
        }
    }

    /// The address of the next argument, a `T`, and the list moved past it.
    fn va_arg_addr(
        &mut self,
        tag: PointerValue<'ctx>,
        ty: TypeId,
        span: Span,
    ) -> Res<PointerValue<'ctx>> {
        let classes = self.va_classes(ty);
        let Some(classes) = classes.filter(|c| !c.is_empty()) else {
            // An empty class takes no slot; anything else here is in memory.
            if self.class_of(ty).is_some() && self.classify(ty).is_ok_and(|c| c.is_empty()) {
                let lt = self.mem_ty(ty);
                return self.alloca(lt, self.align_of(ty).max(1), "va.empty");
            }
            return self.va_arg_overflow(tag, ty, span);
        };
        let i32t = self.ctx.i32_type();
        let ngp = classes.iter().filter(|c| **c == Class::Int).count() as u64;
        let nfp = classes.iter().filter(|c| **c == Class::Sse).count() as u64;
        let gp_p = self.byte_gep(tag, GP_OFFSET, span)?;
        let fp_p = self.byte_gep(tag, FP_OFFSET, span)?;
        let gp = self
            .b
            .build_load(i32t, gp_p, "gp_offset")
            .ice(span)?
            .into_int_value();
        let fp = self
            .b
            .build_load(i32t, fp_p, "fp_offset")
            .ice(span)?
            .into_int_value();
        let mut fits: Option<IntValue> = None;
        for (n, cur, end, step) in [(ngp, gp, GP_END, 8), (nfp, fp, FP_END, 16)] {
            if n == 0 {
                continue;
            }
            let limit = i32t.const_int(end - n * step, false);
            let ok = self
                .b
                .build_int_compare(IntPredicate::ULE, cur, limit, "")
                .ice(span)?;
            fits = Some(match fits {
                Some(f) => self.b.build_and(f, ok, "").ice(span)?,
                None => ok,
            });
        }
        let fits = fits.ice(span)?;
        let func = self
            .b
            .get_insert_block()
            .and_then(|b| b.get_parent())
            .ice(span)?;
        let in_regs = self.ctx.append_basic_block(func, "va.regs");
        let in_mem = self.ctx.append_basic_block(func, "va.mem");
        let done = self.ctx.append_basic_block(func, "va.end");
        self.b
            .build_conditional_branch(fits, in_regs, in_mem)
            .ice(span)?;

        self.b.position_at_end(in_regs);
        let rsa_p = self.byte_gep(tag, REG_SAVE_AREA, span)?;
        let ptr = self.generic_ptr();
        let rsa = self
            .b
            .build_load(ptr, rsa_p, "reg_save_area")
            .ice(span)?
            .into_pointer_value();
        let i64t = self.ctx.i64_type();
        let gp64 = self.b.build_int_z_extend(gp, i64t, "").ice(span)?;
        let fp64 = self.b.build_int_z_extend(fp, i64t, "").ice(span)?;
        let reg_addr = if classes.len() == 1 {
            let off = if classes[0] == Class::Int { gp64 } else { fp64 };
            self.gep_dyn(rsa, off, span)?
        } else {
            // Two eightbytes, whose registers need not be adjacent in the
            // save area: gathered into a temporary.
            let lt = self.mem_ty(ty);
            let tmp = self.alloca(lt, self.align_of(ty).max(8), "va.tmp")?;
            let size = self.size_of(ty);
            let (mut gi, mut fi) = (0u64, 0u64);
            for (i, c) in classes.iter().enumerate() {
                let src_off = if *c == Class::Int {
                    gi += 1;
                    self.b
                        .build_int_add(gp64, i64t.const_int((gi - 1) * 8, false), "")
                        .ice(span)?
                } else {
                    fi += 1;
                    self.b
                        .build_int_add(fp64, i64t.const_int((fi - 1) * 16, false), "")
                        .ice(span)?
                };
                let src = self.gep_dyn(rsa, src_off, span)?;
                let dst = self.byte_gep(tmp, i as u64 * 8, span)?;
                let n = i64t.const_int((size - i as u64 * 8).min(8), false);
                self.b.build_memcpy(dst, 8, src, 8, n).ice(span)?;
            }
            tmp
        };
        for (n, cur, p, step) in [(ngp, gp, gp_p, 8), (nfp, fp, fp_p, 16)] {
            if n > 0 {
                let next = self
                    .b
                    .build_int_add(cur, i32t.const_int(n * step, false), "")
                    .ice(span)?;
                self.b.build_store(p, next).ice(span)?;
            }
        }
        let regs_end = self.b.get_insert_block().ice(span)?;
        self.b.build_unconditional_branch(done).ice(span)?;

        self.b.position_at_end(in_mem);
        let mem_addr = self.va_arg_overflow(tag, ty, span)?;
        let mem_end = self.b.get_insert_block().ice(span)?;
        self.b.build_unconditional_branch(done).ice(span)?;

        self.b.position_at_end(done);
        let phi = self.b.build_phi(ptr, "va.addr").ice(span)?;
        phi.add_incoming(&[(&reg_addr, regs_end), (&mem_addr, mem_end)]);
        Ok(phi.as_basic_value().into_pointer_value())
    }

    /// The next argument from the overflow area: aligned to 16 when its
    /// type asks for more than 8, the area moved past its 8-byte slots.
    fn va_arg_overflow(
        &mut self,
        tag: PointerValue<'ctx>,
        ty: TypeId,
        span: Span,
    ) -> Res<PointerValue<'ctx>> {
        let ptr = self.generic_ptr();
        let i64t = self.ctx.i64_type();
        let area_p = self.byte_gep(tag, OVERFLOW_AREA, span)?;
        let mut area = self
            .b
            .build_load(ptr, area_p, "overflow_arg_area")
            .ice(span)?
            .into_pointer_value();
        if self.align_of(ty) > 8 {
            let a = self.b.build_ptr_to_int(area, i64t, "").ice(span)?;
            let a = self
                .b
                .build_int_add(a, i64t.const_int(15, false), "")
                .ice(span)?;
            let a = self
                .b
                .build_and(a, i64t.const_int(!15u64, false), "")
                .ice(span)?;
            area = self.b.build_int_to_ptr(a, ptr, "").ice(span)?;
        }
        let step = self.size_of(ty).div_ceil(8) * 8;
        let next = self.byte_gep(area, step, span)?;
        self.b.build_store(area_p, next).ice(span)?;
        Ok(area)
    }

    fn byte_gep(&mut self, p: PointerValue<'ctx>, off: u64, span: Span) -> Res<PointerValue<'ctx>> {
        let off = self.ctx.i64_type().const_int(off, false);
        self.gep_dyn(p, off, span)
    }

    fn gep_dyn(
        &mut self,
        p: PointerValue<'ctx>,
        off: IntValue<'ctx>,
        span: Span,
    ) -> Res<PointerValue<'ctx>> {
        let i8t = self.ctx.i8_type().as_basic_type_enum();
        // SAFETY: inkwell marks GEPs unsafe; the offsets stay inside the
        // list tag, the register save area or the overflow area.
        unsafe { self.b.build_in_bounds_gep(i8t, p, &[off], "") }.ice(span)
    }
}

/// clang's diagnostic for a list operation in device code.
fn device_unsupported(name: &str, span: Span) -> lexer::diag::Diagnostic {
    lexer::diag::Diagnostic::error(
        "cg-device-va-list",
        span,
        format!("CUDA device code does not support {name}"),
    )
}
