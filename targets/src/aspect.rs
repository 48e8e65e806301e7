//! Aspects: the named capabilities a target has. Architecture gates test
//! them, `--print-targets` lists them, and user device-configuration files
//! name them. An aspect means "circle-rs, with the LLVM it links, can compile
//! this feature for the target", so a gate rejects what would otherwise fail
//! or miscompile later in LLVM.
//!
//! This file uses nothing but `core`: `build.rs` includes it to check the
//! aspect names of the embedded device table while generating it.

/// One capability. The order of the variants is the order aspects are
/// printed in, so output does not depend on how a file listed them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Aspect {
    /// A GPU (every entry; kept for compatibility with DPC++ files).
    Gpu,
    /// Native half-precision arithmetic (NVIDIA sm_53+, AMD gfx8+).
    Fp16,
    /// Double precision.
    Fp64,
    /// 64-bit integer atomics on global memory.
    Atomic64,
    /// Matrix-multiply units (tensor cores, MFMA, WMMA).
    Matrix,
    /// Virtual base classes in device code (compute_20).
    VirtualBase,
    /// `__device__` functions with an ellipsis (compute_30).
    DeviceVariadic,
    /// `__managed__` variables (compute_30).
    Managed,
    /// `alloca()` in device code (compute_52).
    DeviceAlloca,
    /// The scope argument of atomic operations (sm_60).
    AtomicScope,
    /// Native 64-bit float atomic add and sub (sm_60).
    AtomicAddF64,
    /// The `__nv_atomic_*` functions (sm_60).
    NvAtomic,
    /// `__grid_constant__` kernel parameters (compute_70).
    GridConstant,
    /// The memory-order argument of atomic operations (sm_70).
    AtomicMemoryOrder,
    /// 128-bit atomic load and store (sm_70).
    AtomicLoadStoreB128,
    /// 16-bit atomic compare-and-exchange (sm_70).
    AtomicCasB16,
    /// `__nv_register_params__` (compute_80).
    RegisterParams,
    /// The cluster scope of atomic operations (sm_90).
    ClusterScope,
    /// Thread block clusters: `__cluster_dims__`, `__block_size__` (sm_90).
    ThreadBlockCluster,
    /// 128-bit atomic exchange and compare-and-exchange (sm_90).
    AtomicExchCasB128,
    /// The `__wgmma_mma_async` builtins (sm_90a only).
    Wgmma,
}

impl Aspect {
    /// Every aspect, in printing order.
    pub const ALL: [Aspect; 21] = [
        Aspect::Gpu,
        Aspect::Fp16,
        Aspect::Fp64,
        Aspect::Atomic64,
        Aspect::Matrix,
        Aspect::VirtualBase,
        Aspect::DeviceVariadic,
        Aspect::Managed,
        Aspect::DeviceAlloca,
        Aspect::AtomicScope,
        Aspect::AtomicAddF64,
        Aspect::NvAtomic,
        Aspect::GridConstant,
        Aspect::AtomicMemoryOrder,
        Aspect::AtomicLoadStoreB128,
        Aspect::AtomicCasB16,
        Aspect::RegisterParams,
        Aspect::ClusterScope,
        Aspect::ThreadBlockCluster,
        Aspect::AtomicExchCasB128,
        Aspect::Wgmma,
    ];

    /// The spelling in device-configuration files and `--print-targets`.
    pub const fn name(self) -> &'static str {
        match self {
            Aspect::Gpu => "gpu",
            Aspect::Fp16 => "fp16",
            Aspect::Fp64 => "fp64",
            Aspect::Atomic64 => "atomic64",
            Aspect::Matrix => "matrix",
            Aspect::VirtualBase => "virtual_base",
            Aspect::DeviceVariadic => "device_variadic",
            Aspect::Managed => "managed",
            Aspect::DeviceAlloca => "device_alloca",
            Aspect::AtomicScope => "atomic_scope",
            Aspect::AtomicAddF64 => "atomic_add_f64",
            Aspect::NvAtomic => "nv_atomic",
            Aspect::GridConstant => "grid_constant",
            Aspect::AtomicMemoryOrder => "atomic_memory_order",
            Aspect::AtomicLoadStoreB128 => "atomic_load_store_b128",
            Aspect::AtomicCasB16 => "atomic_cas_b16",
            Aspect::RegisterParams => "register_params",
            Aspect::ClusterScope => "cluster_scope",
            Aspect::ThreadBlockCluster => "thread_block_cluster",
            Aspect::AtomicExchCasB128 => "atomic_exch_cas_b128",
            Aspect::Wgmma => "wgmma",
        }
    }

    pub fn from_name(name: &str) -> Option<Aspect> {
        Aspect::ALL.iter().copied().find(|a| a.name() == name)
    }

    /// The Rust path of the variant (for the code `build.rs` generates).
    #[allow(dead_code)]
    pub fn variant_path(self) -> String {
        format!("Aspect::{self:?}")
    }

    const fn bit(self) -> u32 {
        1 << self as u32
    }
}

/// A set of aspects, iterated in [`Aspect::ALL`] order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AspectSet(u32);

#[allow(dead_code)]
impl AspectSet {
    pub const EMPTY: AspectSet = AspectSet(0);

    pub const fn from_slice(aspects: &[Aspect]) -> AspectSet {
        let mut bits = 0;
        let mut i = 0;
        while i < aspects.len() {
            bits |= aspects[i].bit();
            i += 1;
        }
        AspectSet(bits)
    }
    pub fn insert(&mut self, a: Aspect) {
        self.0 |= a.bit();
    }
    pub fn remove(&mut self, a: Aspect) {
        self.0 &= !a.bit();
    }
    pub const fn contains(self, a: Aspect) -> bool {
        self.0 & a.bit() != 0
    }
    pub fn is_subset(self, other: AspectSet) -> bool {
        self.0 & !other.0 == 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn iter(self) -> impl Iterator<Item = Aspect> {
        Aspect::ALL.into_iter().filter(move |a| self.contains(*a))
    }
    pub fn names(self) -> Vec<&'static str> {
        self.iter().map(Aspect::name).collect()
    }
}

impl FromIterator<Aspect> for AspectSet {
    fn from_iter<I: IntoIterator<Item = Aspect>>(iter: I) -> AspectSet {
        let mut s = AspectSet::EMPTY;
        for a in iter {
            s.insert(a);
        }
        s
    }
}
