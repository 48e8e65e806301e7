//! Which GPU runtime a host module registers its device code with and
//! launches through. The two runtimes' entry points have the same shapes
//! (HIP copied CUDA's), so the lowering is one, with the names from here:
//! CUDA when any NVIDIA target is named (a fat binary of cubins and PTX),
//! HIP when only AMD targets are (a clang offload bundle of code objects).

/// The runtime of an executable's or object's device code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OffloadRuntime {
    #[default]
    Cuda,
    Hip,
}

impl OffloadRuntime {
    pub fn push_configuration(self) -> &'static str {
        match self {
            Self::Cuda => "__cudaPushCallConfiguration",
            Self::Hip => "__hipPushCallConfiguration",
        }
    }
    pub fn pop_configuration(self) -> &'static str {
        match self {
            Self::Cuda => "__cudaPopCallConfiguration",
            Self::Hip => "__hipPopCallConfiguration",
        }
    }
    pub fn launch_kernel(self) -> &'static str {
        match self {
            Self::Cuda => "cudaLaunchKernel",
            Self::Hip => "hipLaunchKernel",
        }
    }
    pub fn register_fat_binary(self) -> &'static str {
        match self {
            Self::Cuda => "__cudaRegisterFatBinary",
            Self::Hip => "__hipRegisterFatBinary",
        }
    }
    /// CUDA 10.1 and later want the end of registration marked; HIP has no
    /// such call.
    pub fn register_fat_binary_end(self) -> Option<&'static str> {
        match self {
            Self::Cuda => Some("__cudaRegisterFatBinaryEnd"),
            Self::Hip => None,
        }
    }
    pub fn register_function(self) -> &'static str {
        match self {
            Self::Cuda => "__cudaRegisterFunction",
            Self::Hip => "__hipRegisterFunction",
        }
    }
    pub fn register_var(self) -> &'static str {
        match self {
            Self::Cuda => "__cudaRegisterVar",
            Self::Hip => "__hipRegisterVar",
        }
    }
    /// CUDA's takes the variable's shadow; HIP's the pointer slot and the
    /// storage holding the initial value (see `lower::hip_managed`).
    pub fn register_managed_var(self) -> &'static str {
        match self {
            Self::Cuda => "__cudaRegisterManagedVar",
            Self::Hip => "__hipRegisterManagedVar",
        }
    }
    pub fn unregister_fat_binary(self) -> &'static str {
        match self {
            Self::Cuda => "__cudaUnregisterFatBinary",
            Self::Hip => "__hipUnregisterFatBinary",
        }
    }
    /// The prefix of the module's internal symbols (handle, constructor,
    /// destructor), as clang names them.
    pub fn prefix(self) -> &'static str {
        match self {
            Self::Cuda => "__cuda",
            Self::Hip => "__hip",
        }
    }
    /// The name users know the runtime by, for diagnostics.
    pub fn name(self) -> &'static str {
        match self {
            Self::Cuda => "CUDA",
            Self::Hip => "HIP",
        }
    }
}
