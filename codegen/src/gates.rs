//! Uses of architecture-gated features (seeds/cudafe-arch-feature-gating.md)
//! in what one module reaches. The gates themselves (which target has which
//! feature, the message texts, error or fallback warning) are data in the
//! `targets` crate; the code generator only says what each module uses and
//! where, and the driver checks each use against the module's target. The
//! variant names match `targets::gates::GatedFeature` one for one.

use lexer::source::Span;
use sema::program::*;

/// A gated language feature, as the code generator can see it in the typed
/// program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeviceFeature {
    /// A virtual base subobject constructed, destroyed or reached through
    /// a virtual base offset in reached code.
    VirtualBase,
    /// A reached `__device__` function declared with `...`.
    DeviceVariadic,
    /// A `__managed__` variable in the module.
    Managed,
    /// `alloca()` in reached code.
    DeviceAlloca,
    /// An `__nv_atomic_*` call with an explicit (non-system) scope.
    AtomicScope,
    /// `atomicAdd`/`atomicSub` (or `__nv_atomic_fetch_add/sub`) on `double`.
    AtomicAddSubF64,
    /// Any `__nv_atomic_*` function.
    NvAtomicFunctions,
    /// An `__nv_atomic_*` call with a memory order other than relaxed.
    AtomicMemoryOrder,
    /// A 128-bit `__nv_atomic_load_n`/`__nv_atomic_store_n`.
    AtomicLoadStoreB128,
    /// A 16-bit compare-and-exchange.
    AtomicCasB16,
    /// Cluster scope on an atomic read-modify-write.
    AtomicClusterScope,
    /// Cluster scope on an atomic load or store.
    AtomicClusterScopeLoadStore,
    /// A 128-bit atomic exchange or compare-and-exchange.
    AtomicExchCasB128,
    /// A kernel parameter declared `__grid_constant__`.
    GridConstant,
    /// A reached function declared `__nv_register_params__`.
    RegisterParams,
    /// A `__wgmma_mma_async*` builtin call.
    Wgmma,
    /// A kernel declared `__cluster_dims__`.
    ClusterDims,
    /// A kernel whose `__launch_bounds__` names a maximum number of blocks
    /// per cluster.
    MaxBlocksPerCluster,
    /// A kernel declared `__block_size__`.
    BlockSize,
}

impl DeviceFeature {
    pub const ALL: [DeviceFeature; 19] = [
        DeviceFeature::VirtualBase,
        DeviceFeature::DeviceVariadic,
        DeviceFeature::Managed,
        DeviceFeature::DeviceAlloca,
        DeviceFeature::AtomicScope,
        DeviceFeature::AtomicAddSubF64,
        DeviceFeature::NvAtomicFunctions,
        DeviceFeature::AtomicMemoryOrder,
        DeviceFeature::AtomicLoadStoreB128,
        DeviceFeature::AtomicCasB16,
        DeviceFeature::AtomicClusterScope,
        DeviceFeature::AtomicClusterScopeLoadStore,
        DeviceFeature::AtomicExchCasB128,
        DeviceFeature::GridConstant,
        DeviceFeature::RegisterParams,
        DeviceFeature::ClusterDims,
        DeviceFeature::MaxBlocksPerCluster,
        DeviceFeature::BlockSize,
        DeviceFeature::Wgmma,
    ];
}

/// One use of a gated feature, at the span to report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FeatureUse {
    pub feature: DeviceFeature,
    pub span: Span,
    /// The type the message names (the virtual base's class).
    pub ty: Option<TypeId>,
}

impl FeatureUse {
    pub fn at(feature: DeviceFeature, span: Span) -> FeatureUse {
        FeatureUse {
            feature,
            span,
            ty: None,
        }
    }
}

/// The gated features a function's own signature uses.
pub fn function_uses(p: &Program, f: &Function, out: &mut Vec<FeatureUse>) {
    if f.variadic && f.is_defined() {
        out.push(FeatureUse::at(DeviceFeature::DeviceVariadic, f.span));
    }
    let attrs = &p.attributes;
    if attrs
        .register_params
        .iter()
        .any(|&id| p.funcs.get(id).is_some_and(|g| std::ptr::eq(g, f)))
    {
        out.push(FeatureUse::at(DeviceFeature::RegisterParams, f.span));
    }
    if f.exec.global {
        let a = &f.attrs;
        if a.block_size.is_some() {
            out.push(FeatureUse::at(DeviceFeature::BlockSize, f.span));
        } else if a.cluster_dims.is_some() {
            out.push(FeatureUse::at(DeviceFeature::ClusterDims, f.span));
        }
        if a.launch_bounds
            .is_some_and(|b| b.max_blocks_per_cluster > 0)
        {
            out.push(FeatureUse::at(DeviceFeature::MaxBlocksPerCluster, f.span));
        }
    }
    for &param in &f.params {
        if attrs.grid_constant_params.contains(&param) {
            let span = p.vars.get(param).map_or(f.span, |v| v.span);
            out.push(FeatureUse::at(DeviceFeature::GridConstant, span));
        }
    }
}

/// The gated features the module's globals use.
pub fn global_uses(p: &Program, out: &mut Vec<FeatureUse>) {
    for &g in &p.globals {
        if let Some(var) = p.vars.get(g) {
            if var
                .global()
                .is_some_and(|gv| gv.space == MemorySpace::Managed && !gv.host_only)
            {
                out.push(FeatureUse::at(DeviceFeature::Managed, var.span));
            }
        }
    }
}

/// The gated features one builtin call uses. `args` are the call's
/// argument expressions; `ty` the call's type.
pub fn builtin_uses(
    p: &Program,
    b: Builtin,
    args: &[ExprId],
    ty: TypeId,
    span: Span,
    out: &mut Vec<FeatureUse>,
) {
    let mut push = |feature| out.push(FeatureUse::at(feature, span));
    // The size of the object an atomic's first (pointer) argument points to.
    let pointee_size = || {
        args.first()
            .and_then(|a| p.exprs.get(*a))
            .and_then(|e| p.types.pointee(e.ty))
            .and_then(|t| p.types.size_of(t))
    };
    let is_double = |t: TypeId| matches!(p.types.kind(t), Type::Float(FloatKind::Double));
    match b {
        Builtin::Alloca => push(DeviceFeature::DeviceAlloca),
        Builtin::Wgmma(_) => push(DeviceFeature::Wgmma),
        Builtin::AtomicAdd | Builtin::AtomicSub if is_double(ty) => {
            push(DeviceFeature::AtomicAddSubF64)
        }
        Builtin::AtomicCas if pointee_size() == Some(2) => push(DeviceFeature::AtomicCasB16),
        Builtin::AtomicCas | Builtin::AtomicExch if pointee_size() == Some(16) => {
            push(DeviceFeature::AtomicExchCasB128)
        }
        // GCC's atomics are plain LLVM atomics at system scope, which every
        // architecture lowers (the orders through fences where it has no
        // ordered instructions); only the operand widths are gated.
        Builtin::GnuAtomic { op, .. } => match op {
            NvAtomicOp::Load | NvAtomicOp::Store if pointee_size() == Some(16) => {
                push(DeviceFeature::AtomicLoadStoreB128)
            }
            NvAtomicOp::Exchange | NvAtomicOp::CompareExchange { .. }
                if pointee_size() == Some(16) =>
            {
                push(DeviceFeature::AtomicExchCasB128)
            }
            NvAtomicOp::CompareExchange { .. } if pointee_size() == Some(2) => {
                push(DeviceFeature::AtomicCasB16)
            }
            _ => {}
        },
        Builtin::NvAtomic { op, order, scope } => {
            push(DeviceFeature::NvAtomicFunctions);
            if scope != AtomicScope::System {
                push(DeviceFeature::AtomicScope);
            }
            if order != MemOrder::Relaxed {
                push(DeviceFeature::AtomicMemoryOrder);
            }
            let load_store = matches!(op, NvAtomicOp::Load | NvAtomicOp::Store);
            if scope == AtomicScope::Cluster {
                push(if load_store {
                    DeviceFeature::AtomicClusterScopeLoadStore
                } else {
                    DeviceFeature::AtomicClusterScope
                });
            }
            let size = pointee_size();
            match op {
                NvAtomicOp::Load | NvAtomicOp::Store if size == Some(16) => {
                    push(DeviceFeature::AtomicLoadStoreB128)
                }
                NvAtomicOp::Exchange | NvAtomicOp::CompareExchange { .. } if size == Some(16) => {
                    push(DeviceFeature::AtomicExchCasB128)
                }
                NvAtomicOp::CompareExchange { .. } if size == Some(2) => {
                    push(DeviceFeature::AtomicCasB16)
                }
                NvAtomicOp::FetchAdd | NvAtomicOp::FetchSub
                    if args
                        .first()
                        .and_then(|a| p.exprs.get(*a))
                        .and_then(|e| p.types.pointee(e.ty))
                        .is_some_and(is_double) =>
                {
                    push(DeviceFeature::AtomicAddSubF64)
                }
                _ => {}
            }
        }
        _ => {}
    }
}
