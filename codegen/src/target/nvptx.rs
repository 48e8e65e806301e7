//! NVIDIA (NVPTX): kernels use the `ptx_kernel` calling convention (71):
//! without it LLVM 19 emits a `.func`, not an `.entry`. Special registers
//! and barriers are NVVM intrinsics; shared memory is address space 3.

use inkwell::intrinsics::Intrinsic;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue};
use lexer::source::Span;
use sema::program::{AtomicScope, Builtin, FuncAttrs};

use super::axis_name;
use crate::diagnostics as diag;
use crate::lower::{Lowerer, OrIce, Res};

pub const PTX_KERNEL_CC: u32 = 71;

pub fn module_setup(_l: &mut Lowerer<'_, '_, '_>) {}

pub fn kernel_setup<'ctx>(
    l: &mut Lowerer<'ctx, '_, '_>,
    f: FunctionValue<'ctx>,
    attrs: &FuncAttrs,
) {
    f.set_call_conventions(PTX_KERNEL_CC);
    // `__launch_bounds__` as clang does: `nvvm.annotations` entries, which
    // become `.maxntid` / `.minnctapersm` directives.
    if let Some(b) = attrs.launch_bounds {
        let i32t = l.ctx.i32_type();
        let fp = f.as_global_value().as_pointer_value();
        let mut entries = vec![("maxntidx", b.max_threads)];
        if b.min_blocks > 0 {
            entries.push(("minctasm", b.min_blocks));
        }
        for (key, value) in entries {
            let md = l.ctx.metadata_node(&[
                fp.into(),
                l.ctx.metadata_string(key).into(),
                i32t.const_int(value as u64, false).into(),
            ]);
            let _ = l.module.add_global_metadata("nvvm.annotations", &md);
        }
    }
    if let Some(d) = attrs.block_size {
        // `__block_size__` fixes the block shape: `.reqntid`.
        let i32t = l.ctx.i32_type();
        let fp = f.as_global_value().as_pointer_value();
        for (key, value) in ["reqntidx", "reqntidy", "reqntidz"].into_iter().zip(d) {
            let md = l.ctx.metadata_node(&[
                fp.into(),
                l.ctx.metadata_string(key).into(),
                i32t.const_int(u64::from(value), false).into(),
            ]);
            let _ = l.module.add_global_metadata("nvvm.annotations", &md);
        }
    }
    let max_cluster = attrs.launch_bounds.map_or(0, |b| b.max_blocks_per_cluster);
    super::nvptx_cluster::annotate(l, f, attrs.cluster_dims, max_cluster);
}

/// Calls a non-overloaded intrinsic.
pub fn intrinsic<'ctx>(
    l: &mut Lowerer<'ctx, '_, '_>,
    name: &str,
    args: &[BasicMetadataValueEnum<'ctx>],
    span: Span,
) -> Res<Option<inkwell::values::BasicValueEnum<'ctx>>> {
    let decl = Intrinsic::find(name)
        .and_then(|i| i.get_declaration(l.module, &[]))
        .ok_or_else(|| diag::internal(&format!("LLVM 19 has no intrinsic '{name}'"), span))?;
    let call = l.b.build_call(decl, args, "").ice(span)?;
    Ok(call.try_as_basic_value().basic())
}

pub fn special<'ctx>(l: &mut Lowerer<'ctx, '_, '_>, b: Builtin, span: Span) -> Res<IntValue<'ctx>> {
    let (reg, axis) = match b {
        Builtin::ThreadIdx(a) => ("tid", a),
        Builtin::BlockIdx(a) => ("ctaid", a),
        Builtin::BlockDim(a) => ("ntid", a),
        Builtin::GridDim(a) => ("nctaid", a),
        _ => return Err(diag::internal("not a special register", span)),
    };
    let name = format!("llvm.nvvm.read.ptx.sreg.{reg}.{}", axis_name(axis));
    let v = intrinsic(l, &name, &[], span)?.ice(span)?;
    Ok(v.into_int_value())
}

pub fn barrier(l: &mut Lowerer<'_, '_, '_>, span: Span) -> Res<()> {
    intrinsic(l, "llvm.nvvm.barrier0", &[], span)?;
    Ok(())
}

pub fn fence(l: &mut Lowerer<'_, '_, '_>, scope: AtomicScope, span: Span) -> Res<()> {
    let name = match scope {
        AtomicScope::Thread | AtomicScope::Block => "llvm.nvvm.membar.cta",
        AtomicScope::Cluster | AtomicScope::Device => "llvm.nvvm.membar.gl",
        AtomicScope::System => "llvm.nvvm.membar.sys",
    };
    intrinsic(l, name, &[], span)?;
    Ok(())
}
