//! What the code generator gets for each target it compiles: a plain struct
//! with everything LLVM needs and everything the architecture gates test.

use crate::aspect::{Aspect, AspectSet};
use crate::device::Vendor;

/// Where a target's compute capability came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CcSource {
    /// The embedded table (NVIDIA targets).
    Table,
    /// `compute-capability` in a user device-configuration file, or the
    /// compute capability an NVIDIA name in such a file spells.
    ConfigFile,
    /// An `ARCH CC` line of the compute-capability map.
    Ccmap,
    /// `--cuda-sm-as-amd`: the `-sm_XX` that selected this AMD target.
    Requested,
    /// The default rule for AMD targets (`registry::default_amd_compute_capability`).
    Rule,
}

impl CcSource {
    pub fn name(self) -> &'static str {
        match self {
            CcSource::Table => "table",
            CcSource::ConfigFile => "config-file",
            CcSource::Ccmap => "ccmap",
            CcSource::Requested => "requested",
            CcSource::Rule => "rule",
        }
    }
}

/// One resolved target, in command-line order (duplicates merged).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodegenTarget {
    /// The target's name (`sm_70`, `gfx1100`): module and output names use it.
    pub name: String,
    pub vendor: Vendor,
    pub llvm_triple: &'static str,
    pub llvm_cpu: String,
    /// Comma-separated LLVM features (`+ptx60`, `+wavefrontsize32`).
    pub llvm_features: String,
    /// As an integer: 70 for 7.0. `__nvvm_arch` in this target's module.
    pub compute_capability: u32,
    pub compute_capability_source: CcSource,
    /// AMD: the code-object version (5, or 6 for the generic CPUs), for
    /// the module flag `amdhsa_code_object_version` (this value times 100).
    pub code_object_version: Option<u32>,
    /// `__warp_size`: 32 on NVIDIA; the wave size on AMD.
    pub wave_size: u32,
    pub aspects: AspectSet,
    /// The entry says it may have aspects it does not list: gates do not
    /// reject an unlisted aspect (see [`CodegenTarget::has`]).
    pub may_support_other_aspects: bool,
    /// Whether the linked LLVM 19 can compile for `llvm_cpu` with
    /// `llvm_features`. Resolution already reported an error when not.
    pub llvm_supported: bool,
    /// In `--cuda-sm-as-amd` mode, the NVIDIA name that selected this target.
    pub requested_as: Option<String>,
}

/// What a target says about one aspect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AspectStatus {
    Supported,
    Unsupported,
    /// Not listed, but the entry may support aspects it does not list.
    Unknown,
}

impl CodegenTarget {
    pub fn aspect_status(&self, a: Aspect) -> AspectStatus {
        if self.aspects.contains(a) {
            AspectStatus::Supported
        } else if self.may_support_other_aspects {
            AspectStatus::Unknown
        } else {
            AspectStatus::Unsupported
        }
    }
    /// Whether a gate on `a` passes: listed, or possibly supported.
    pub fn has(&self, a: Aspect) -> bool {
        self.aspect_status(a) != AspectStatus::Unsupported
    }
    pub fn is_nvidia(&self) -> bool {
        self.vendor == Vendor::Nvidia
    }
    pub fn is_amd(&self) -> bool {
        self.vendor == Vendor::Amd
    }
}
