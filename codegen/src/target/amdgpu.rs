//! AMD (AMDGPU, code object v5): kernels use the `amdgpu_kernel` calling
//! convention (91) with the attributes clang's HIP gives them; pointer
//! arguments arrive as global pointers. Work-item and work-group ids are
//! intrinsics; `blockDim`/`gridDim` are read from the implicit kernel
//! arguments (hidden_group_size_* at 12/14/16, hidden_block_count_* at
//! 0/4/8 in COV5), which makes the backend emit the hidden arguments the
//! HIP runtime fills. `__syncthreads` is a work-group release fence,
//! `s_barrier`, and an acquire fence.

use inkwell::attributes::AttributeLoc;
use inkwell::module::FlagBehavior;
use inkwell::values::{FunctionValue, IntValue};
use lexer::source::Span;
use sema::program::{AtomicScope, Axis, Builtin, FuncAttrs};

use super::axis_name;
use super::nvptx::intrinsic;
use crate::diagnostics as diag;
use crate::lower::{Lowerer, OrIce, Res};

pub const AMDGPU_KERNEL_CC: u32 = 91;

pub fn module_setup(l: &mut Lowerer<'_, '_, '_>) {
    let v = l.ctx.i32_type().const_int(500, false);
    l.module
        .add_basic_value_flag("amdhsa_code_object_version", FlagBehavior::Error, v);
}

pub fn kernel_setup<'ctx>(
    l: &mut Lowerer<'ctx, '_, '_>,
    f: FunctionValue<'ctx>,
    attrs: &FuncAttrs,
) {
    f.set_call_conventions(AMDGPU_KERNEL_CC);
    // `__launch_bounds__(N)` narrows the work-group size, as clang's HIP does.
    let max = attrs
        .launch_bounds
        .map_or(1024, |b| b.max_threads.clamp(1, 1024));
    let size = format!("1,{max}");
    for (k, v) in [
        ("amdgpu-flat-work-group-size", size.as_str()),
        ("uniform-work-group-size", "true"),
    ] {
        f.add_attribute(AttributeLoc::Function, l.ctx.create_string_attribute(k, v));
    }
}

pub fn sync_scope(scope: AtomicScope) -> &'static str {
    match scope {
        AtomicScope::Thread => "singlethread",
        AtomicScope::Block => "workgroup",
        AtomicScope::Cluster | AtomicScope::Device => "agent",
        AtomicScope::System => "",
    }
}

pub fn special<'ctx>(l: &mut Lowerer<'ctx, '_, '_>, b: Builtin, span: Span) -> Res<IntValue<'ctx>> {
    let (name, axis) = match b {
        Builtin::ThreadIdx(a) => ("llvm.amdgcn.workitem.id", a),
        Builtin::BlockIdx(a) => ("llvm.amdgcn.workgroup.id", a),
        Builtin::BlockDim(a) => return implicit_arg(l, 12 + 2 * axis_index(a), 2, span),
        Builtin::GridDim(a) => return implicit_arg(l, 4 * axis_index(a), 4, span),
        _ => return Err(diag::internal("not a special register", span)),
    };
    let v = intrinsic(l, &format!("{name}.{}", axis_name(axis)), &[], span)?.ice(span)?;
    Ok(v.into_int_value())
}

fn axis_index(a: Axis) -> u64 {
    match a {
        Axis::X => 0,
        Axis::Y => 1,
        Axis::Z => 2,
    }
}

/// Reads a `bytes`-wide unsigned field of the implicit kernel arguments, as `i32`.
fn implicit_arg<'ctx>(
    l: &mut Lowerer<'ctx, '_, '_>,
    offset: u64,
    bytes: u32,
    span: Span,
) -> Res<IntValue<'ctx>> {
    let base = intrinsic(l, "llvm.amdgcn.implicitarg.ptr", &[], span)?
        .ice(span)?
        .into_pointer_value();
    let i8t = l.ctx.i8_type();
    let off = l.ctx.i64_type().const_int(offset, false);
    // SAFETY: the offsets are inside the COV5 implicit-argument block.
    let p = unsafe { l.b.build_in_bounds_gep(i8t, base, &[off], "") }.ice(span)?;
    let ft = l.int_type(bytes * 8);
    let v = l.b.build_load(ft, p, "").ice(span)?;
    if let Some(i) = inkwell::values::BasicValue::as_instruction_value(&v) {
        let _ = i.set_alignment(bytes);
    }
    let v = v.into_int_value();
    if bytes < 4 {
        l.b.build_int_z_extend(v, l.ctx.i32_type(), "").ice(span)
    } else {
        Ok(v)
    }
}

pub fn barrier(l: &mut Lowerer<'_, '_, '_>, span: Span) -> Res<()> {
    let ir = "define internal void @__cg_syncthreads() #0 {\n  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acquire\n  ret void\n}\ndeclare void @llvm.amdgcn.s.barrier() #0\nattributes #0 = { alwaysinline convergent nounwind }\n";
    let f = l.helper("__cg_syncthreads", ir, span)?;
    l.b.build_call(f, &[], "").ice(span)?;
    Ok(())
}

pub fn fence(l: &mut Lowerer<'_, '_, '_>, scope: AtomicScope, span: Span) -> Res<()> {
    let s = sync_scope(scope);
    let name = format!("__cg_fence_{}", if s.is_empty() { "system" } else { s });
    let clause = if s.is_empty() {
        String::new()
    } else {
        format!("syncscope(\"{s}\") ")
    };
    let ir = format!("define internal void @{name}() #0 {{\n  fence {clause}seq_cst\n  ret void\n}}\nattributes #0 = {{ alwaysinline nounwind }}\n");
    let f = l.helper(&name, &ir, span)?;
    l.b.build_call(f, &[], "").ice(span)?;
    Ok(())
}
