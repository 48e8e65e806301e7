//! Target-specific lowering, one file per vendor: address-space numbers,
//! kernel ABI, special registers, barriers, fences, atomics and printf.
//! This module dispatches on the vendor and holds what both share: small
//! helper functions written as LLVM IR text, for the instructions LLVM 19's
//! C API cannot build (atomics and fences with a sync scope, float
//! `atomicrmw`). They are `alwaysinline` and internal, so they vanish at
//! every optimization level, -O0 included (the O0 pipeline still runs the
//! always-inliner).

pub mod amdgpu;
pub mod nvptx;
pub mod nvptx_cluster;

use inkwell::memory_buffer::MemoryBuffer;
use inkwell::values::{FunctionValue, IntValue};
use lexer::source::Span;
use sema::program::{AddrSpace, AtomicScope, Axis, Builtin, MemOrder};

use crate::diagnostics as diag;
use crate::lower::{Lowerer, OrIce, Res};
use crate::Vendor;

pub fn addr_space_number(vendor: Vendor, space: AddrSpace) -> u16 {
    match (vendor, space) {
        (Vendor::Host, _) => 0,
        (_, AddrSpace::Generic) => 0,
        (_, AddrSpace::Global) => 1,
        (_, AddrSpace::Shared) => 3,
        (_, AddrSpace::Constant) => 4,
        (_, AddrSpace::Local) => 5,
    }
}

/// Where string literals live: NVPTX global memory (what the backend would
/// move generic-space constants to anyway), AMDGPU constant memory (as
/// clang's HIP does).
pub fn string_addr_space(vendor: Vendor) -> u16 {
    match vendor {
        Vendor::Nvidia => 1,
        Vendor::Amd => 4,
        Vendor::Host => 0,
    }
}

/// AMD kernels take pointer arguments as global pointers (clang's HIP ABI).
pub fn kernel_ptr_params_global(vendor: Vendor) -> bool {
    vendor == Vendor::Amd
}

pub fn module_setup(l: &mut Lowerer<'_, '_, '_>) {
    match l.spec.vendor {
        Vendor::Nvidia => nvptx::module_setup(l),
        Vendor::Amd => amdgpu::module_setup(l),
        Vendor::Host => {}
    }
}

pub fn kernel_setup<'ctx>(
    l: &mut Lowerer<'ctx, '_, '_>,
    f: FunctionValue<'ctx>,
    attrs: &sema::program::FuncAttrs,
) {
    match l.spec.vendor {
        Vendor::Nvidia => nvptx::kernel_setup(l, f, attrs),
        Vendor::Amd => amdgpu::kernel_setup(l, f, attrs),
        Vendor::Host => {}
    }
}

/// Marks a `__managed__` variable. NVPTX: the `managed` annotation, as
/// clang emits it (`.attribute(.managed)` in PTX). AMDGPU: nothing yet, so
/// the module sees a plain global (HIP's runtime-registered indirection is
/// host-side work).
pub fn managed_global<'ctx>(l: &mut Lowerer<'ctx, '_, '_>, g: inkwell::values::GlobalValue<'ctx>) {
    if l.spec.vendor == Vendor::Nvidia {
        let md = l.ctx.metadata_node(&[
            g.as_pointer_value().into(),
            l.ctx.metadata_string("managed").into(),
            l.ctx.i32_type().const_int(1, false).into(),
        ]);
        let _ = l.module.add_global_metadata("nvvm.annotations", &md);
    }
}

/// `threadIdx`, `blockIdx`, `blockDim`, `gridDim` as `i32`.
pub fn special<'ctx>(l: &mut Lowerer<'ctx, '_, '_>, b: Builtin, span: Span) -> Res<IntValue<'ctx>> {
    match l.spec.vendor {
        Vendor::Nvidia => nvptx::special(l, b, span),
        Vendor::Amd => amdgpu::special(l, b, span),
        Vendor::Host => Err(diag::device_builtin_in_host(span)),
    }
}

pub fn barrier(l: &mut Lowerer<'_, '_, '_>, span: Span) -> Res<()> {
    match l.spec.vendor {
        Vendor::Nvidia => nvptx::barrier(l, span),
        Vendor::Amd => amdgpu::barrier(l, span),
        Vendor::Host => Err(diag::device_builtin_in_host(span)),
    }
}

pub fn fence(l: &mut Lowerer<'_, '_, '_>, scope: AtomicScope, span: Span) -> Res<()> {
    match l.spec.vendor {
        Vendor::Nvidia => nvptx::fence(l, scope, span),
        Vendor::Amd => amdgpu::fence(l, scope, span),
        // The host's fences are ordinary sequentially consistent ones.
        Vendor::Host => {
            l.helper(
                "__circle_host_fence",
                "define internal void @__circle_host_fence() alwaysinline {\n  fence seq_cst\n  ret void\n}\n",
                span,
            )
            .and_then(|f| l.b.build_call(f, &[], "").map(|_| ()).ice(span))
        }
    }
}

/// The `syncscope(...)` clause for an atomic of `scope` (empty: system).
pub fn sync_scope(vendor: Vendor, scope: AtomicScope) -> &'static str {
    match vendor {
        // LLVM 19's NVPTX backend lowers every scope as system scope; say so
        // explicitly rather than risk a name it rejects.
        Vendor::Nvidia | Vendor::Host => "",
        Vendor::Amd => amdgpu::sync_scope(scope),
    }
}

pub fn axis_name(a: Axis) -> &'static str {
    match a {
        Axis::X => "x",
        Axis::Y => "y",
        Axis::Z => "z",
    }
}

pub fn order_name(o: MemOrder) -> &'static str {
    match o {
        MemOrder::Relaxed => "monotonic",
        MemOrder::Consume | MemOrder::Acquire => "acquire",
        MemOrder::Release => "release",
        MemOrder::AcqRel => "acq_rel",
        MemOrder::SeqCst => "seq_cst",
    }
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// The helper function `name`, defined by `ir` (LLVM IR text with no
    /// triple or data layout: the module's are prepended), parsed and linked
    /// into the module on first use.
    pub fn helper(&mut self, name: &str, ir: &str, span: Span) -> Res<FunctionValue<'ctx>> {
        if let Some(f) = self.helpers.get(name) {
            return Ok(*f);
        }
        // The linker skips unreferenced internal definitions: link the helper
        // as external, then make it internal.
        let mut ir = ir.replace("define internal ", "define ");
        if self.spec.vendor == Vendor::Nvidia && ir.contains("@llvm.nvvm.membar.") {
            for m in ["cta", "gl", "sys"] {
                let decl = format!("declare void @llvm.nvvm.membar.{m}()\n");
                if ir.contains(&format!("@llvm.nvvm.membar.{m}()")) {
                    ir.push_str(&decl);
                }
            }
        }
        let dl = self.module.get_data_layout();
        let text = format!(
            "target datalayout = \"{}\"\ntarget triple = \"{}\"\n{ir}",
            dl.as_str().to_str().unwrap_or(""),
            self.spec.triple
        );
        let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), name);
        let m = self.ctx.create_module_from_ir(buf).map_err(|e| {
            diag::internal(
                &format!("helper '{name}' does not parse: {}", e.to_string_lossy()),
                span,
            )
        })?;
        self.module.link_in_module(m).map_err(|e| {
            diag::internal(
                &format!("helper '{name}' does not link: {}", e.to_string_lossy()),
                span,
            )
        })?;
        let f = self.module.get_function(name).ok_or_else(|| {
            diag::internal(&format!("helper '{name}' vanished when linked"), span)
        })?;
        f.set_linkage(inkwell::module::Linkage::Internal);
        self.helpers.insert(name.to_string(), f);
        Ok(f)
    }
}
