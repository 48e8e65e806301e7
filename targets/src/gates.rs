//! The architecture gates of seeds/cudafe-arch-feature-gating.md, as data:
//! for every gated language feature, the aspect a target needs, whether a
//! violation is an error or a fallback warning, and the message. The code
//! generator checks them per module, on what that module reaches; this table
//! is the single place that says what each gate tests.
//!
//! NVIDIA targets get cudafe++'s message texts verbatim (they name the
//! minimum architecture, never the target, as cudafe++ does). Other vendors'
//! targets get a message naming the target, since "requires compute_52"
//! means nothing on gfx1100.

use crate::aspect::Aspect;
use crate::device::Vendor;
use lexer::diag::{Diagnostic, Severity};
use lexer::source::Span;

/// A language feature that only some architectures allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GatedFeature {
    VirtualBase,
    DeviceVariadic,
    Managed,
    DeviceAlloca,
    AtomicScope,
    AtomicAddSubF64,
    NvAtomicFunctions,
    GridConstant,
    AtomicMemoryOrder,
    AtomicLoadStoreB128,
    AtomicCasB16,
    RegisterParams,
    Wgmma,
    AtomicClusterScope,
    AtomicClusterScopeLoadStore,
    AtomicExchCasB128,
    ClusterDims,
    MaxBlocksPerCluster,
    BlockSize,
}

impl GatedFeature {
    pub const ALL: [GatedFeature; 19] = [
        GatedFeature::VirtualBase,
        GatedFeature::DeviceVariadic,
        GatedFeature::Managed,
        GatedFeature::DeviceAlloca,
        GatedFeature::AtomicScope,
        GatedFeature::AtomicAddSubF64,
        GatedFeature::NvAtomicFunctions,
        GatedFeature::GridConstant,
        GatedFeature::AtomicMemoryOrder,
        GatedFeature::AtomicLoadStoreB128,
        GatedFeature::AtomicCasB16,
        GatedFeature::RegisterParams,
        GatedFeature::Wgmma,
        GatedFeature::AtomicClusterScope,
        GatedFeature::AtomicClusterScopeLoadStore,
        GatedFeature::AtomicExchCasB128,
        GatedFeature::ClusterDims,
        GatedFeature::MaxBlocksPerCluster,
        GatedFeature::BlockSize,
    ];
}

/// What a violated gate does: stop compilation, or warn and fall back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GateSeverity {
    Error,
    Warning,
}

#[derive(Debug)]
pub struct Gate {
    pub feature: GatedFeature,
    pub aspect: Aspect,
    /// The NVIDIA compute capability that introduced the feature (for
    /// `Wgmma`, 90 together with `arch_specific`).
    pub min_cc: u32,
    /// Only the architecture-specific `a` variant has it (sm_90a).
    pub arch_specific: bool,
    pub severity: GateSeverity,
    /// Stable diagnostic code (cudafe++'s tag where it has one).
    pub code: &'static str,
    /// cudafe++'s text; `%t` stands for the type it names (virtual bases).
    pub nvidia_message: &'static str,
    /// The text for other vendors; `{target}` is the target name, `%t` as above.
    pub other_message: &'static str,
}

/// Aspects no gate tests: they describe the target for `--print-targets`
/// and user files. The sync test requires every aspect to be gated or here.
pub const INFORMATIONAL_ASPECTS: &[Aspect] = &[
    Aspect::Gpu,
    Aspect::Fp16,
    Aspect::Fp64,
    Aspect::Atomic64,
    Aspect::Matrix,
];

macro_rules! gate {
    ($f:ident, $a:ident, $cc:expr, $sev:ident, $code:expr, $nv:expr, $other:expr) => {
        gate!($f, $a, $cc, false, $sev, $code, $nv, $other)
    };
    ($f:ident, $a:ident, $cc:expr, $specific:expr, $sev:ident, $code:expr, $nv:expr, $other:expr) => {
        Gate {
            feature: GatedFeature::$f,
            aspect: Aspect::$a,
            min_cc: $cc,
            arch_specific: $specific,
            severity: GateSeverity::$sev,
            code: $code,
            nvidia_message: $nv,
            other_message: $other,
        }
    };
}

/// Every gate, in the order of the cudafe++ document's tables.
pub static GATES: &[Gate] = &[
    gate!(VirtualBase, VirtualBase, 20, Error, "cg-use-of-virtual-base-on-compute-1x",
        "Use of a virtual base (%t) requires the compute_20 or higher architecture",
        "use of a virtual base (%t) is not supported on target '{target}'"),
    gate!(DeviceVariadic, DeviceVariadic, 30, Error, "cg-device-function-has-ellipsis",
        "__device__ or __host__ __device__ function with ellipsis requires compute_30 or higher architecture",
        "__device__ or __host__ __device__ function with ellipsis is not supported on target '{target}'"),
    gate!(Managed, Managed, 30, Error, "cg-unsupported-arch-for-managed-capability",
        "__managed__ variables require architecture compute_30 or higher",
        "__managed__ variables are not supported on target '{target}'"),
    gate!(DeviceAlloca, DeviceAlloca, 52, Error, "cg-alloca-unsupported-for-lower-than-arch52",
        "alloca() is not supported for architectures lower than compute_52",
        "alloca() in device code is not supported on target '{target}'"),
    gate!(AtomicScope, AtomicScope, 60, Warning, "cg-atomic-scope-unsupported-arch",
        "atomic operations' scope argument is supported on architecture sm_60 or above. Fall back to use membar.",
        "atomic operations' scope argument is not supported on target '{target}'; falling back to a fence"),
    gate!(AtomicAddSubF64, AtomicAddF64, 60, Warning, "cg-atomic-add-f64-unsupported-arch",
        "atomic add and sub for 64-bit float is supported on architecture sm_60 or above.",
        "target '{target}' has no native 64-bit float atomic add and sub; using a compare-and-swap loop"),
    gate!(NvAtomicFunctions, NvAtomic, 60, Error, "cg-nv-atomic-unsupported-arch",
        "__nv_atomic_* functions are not supported on arch < sm_60.",
        "__nv_atomic_* functions are not supported on target '{target}'"),
    gate!(GridConstant, GridConstant, 70, Error, "cg-grid-constant-unsupported-arch",
        "__grid_constant__ annotation is only allowed for architecture compute_70 or later",
        "__grid_constant__ annotation is not supported on target '{target}'"),
    gate!(AtomicMemoryOrder, AtomicMemoryOrder, 70, Warning, "cg-atomic-memory-order-unsupported-arch",
        "atomic operations' argument of memory order is supported on architecture sm_70 or above. Fall back to use membar.",
        "atomic operations' memory order argument is not supported on target '{target}'; falling back to a fence"),
    gate!(AtomicLoadStoreB128, AtomicLoadStoreB128, 70, Error, "cg-atomic-load-store-b128-unsupported-arch",
        "128-bit atomic load and store are supported on architecture sm_70 or above.",
        "128-bit atomic load and store are not supported on target '{target}'"),
    gate!(AtomicCasB16, AtomicCasB16, 70, Error, "cg-atomic-cas-b16-unsupported-arch",
        "16-bit atomic compare-and-exchange is supported on architecture sm_70 or above.",
        "16-bit atomic compare-and-exchange is not supported on target '{target}'"),
    gate!(RegisterParams, RegisterParams, 80, Error, "cg-register-params-unsupported-arch",
        "__nv_register_params__ is only supported for compute_80 or later architecture",
        "__nv_register_params__ is not supported on target '{target}'"),
    gate!(Wgmma, Wgmma, 90, true, Error, "cg-wgmma-mma-async-not-enabled",
        "__wgmma_mma_async builtins are only available for sm_90a",
        "__wgmma_mma_async builtins are not available on target '{target}'"),
    gate!(AtomicClusterScope, ClusterScope, 90, Warning, "cg-atomic-cluster-scope-unsupported-arch",
        "atomic operations' scope of cluster is supported on architecture sm_90 or above. Using device scope instead.",
        "target '{target}' has no cluster scope for atomic operations; using device scope instead"),
    gate!(AtomicClusterScopeLoadStore, ClusterScope, 90, Warning, "cg-atomic-load-store-cluster-scope-unsupported-arch",
        "atomic load and store's scope of cluster is supported on architecture sm_90 or above. Using device scope instead.",
        "target '{target}' has no cluster scope for atomic load and store; using device scope instead"),
    gate!(AtomicExchCasB128, AtomicExchCasB128, 90, Error, "cg-nv-atomic-exch-cas-b128-not-supported",
        "128-bit atomic exchange or compare-and-exchange is supported on architecture sm_90 or above.",
        "128-bit atomic exchange or compare-and-exchange is not supported on target '{target}'"),
    gate!(ClusterDims, ThreadBlockCluster, 90, Error, "cg-cluster-dims-unsupported",
        "__cluster_dims__ is not supported for this GPU architecture",
        "__cluster_dims__ is not supported on target '{target}'"),
    gate!(MaxBlocksPerCluster, ThreadBlockCluster, 90, Error, "cg-max-blocks-per-cluster-unsupported",
        "cannot specify max blocks per cluster for this GPU architecture",
        "cannot specify max blocks per cluster on target '{target}'"),
    gate!(BlockSize, ThreadBlockCluster, 90, Error, "cg-block-size-unsupported",
        "__block_size__ is not supported for this GPU architecture",
        "__block_size__ is not supported on target '{target}'"),
];

/// The gate of a feature. Every feature has exactly one (tested).
pub fn gate(feature: GatedFeature) -> &'static Gate {
    GATES
        .iter()
        .find(|g| g.feature == feature)
        .unwrap_or(&GATES[0])
}

impl Gate {
    /// The message for a target of `vendor` named `target`; `type_name`
    /// fills `%t` (the virtual base's type).
    pub fn message(&self, vendor: Vendor, target: &str, type_name: Option<&str>) -> String {
        let text = match vendor {
            Vendor::Nvidia => self.nvidia_message.to_string(),
            Vendor::Amd => self.other_message.replace("{target}", target),
        };
        text.replace("%t", type_name.unwrap_or("?"))
    }

    pub fn diagnostic_severity(&self) -> Severity {
        match self.severity {
            GateSeverity::Error => Severity::Error,
            GateSeverity::Warning => Severity::Warning,
        }
    }
}

/// Checks one use of `feature` at `span` against a resolved target: `None`
/// when the target has the aspect (or may have it, for entries with
/// `may_support_other_aspects`), else the diagnostic (tagged with the
/// target's name, so the driver can merge the same diagnostic of several
/// modules).
pub fn check_gate(
    target: &crate::resolved::CodegenTarget,
    feature: GatedFeature,
    span: Span,
    type_name: Option<&str>,
) -> Option<Diagnostic> {
    let g = gate(feature);
    if target.has(g.aspect) {
        return None;
    }
    let mut d = Diagnostic::new(
        g.diagnostic_severity(),
        g.code,
        span,
        g.message(target.vendor, &target.name, type_name),
    );
    d.targets.push(target.name.clone());
    Some(d)
}
