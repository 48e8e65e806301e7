//! Lowers the immutable typed program to one LLVM module per target (one
//! LLVM context per rayon job): substitutes codegen-time constants, prunes
//! `if codegen` branches, walks ODR-use from kernels, reports the
//! architecture-gated features each module uses (the driver checks them
//! against the targets table), and emits PTX (NVPTX) or linked code objects
//! (AMDGPU).
//!
//! Architecture invariants:
//! - [`generate`] never panics on any program; every problem is a
//!   [`Diagnostic`] (an inconsistent program is an "internal compiler
//!   error" diagnostic, code `cg-internal`).
//! - Each job owns its `Context`, `Module` and `TargetMachine`; jobs share
//!   only `&Program`. Outputs and diagnostics are byte-identical for any
//!   number of jobs: per-target results are kept in input order and merged
//!   in that order.
//! - A target with an error produces no artifacts.
//! - Nothing this crate emits may make LLVM abort: constructs LLVM 19
//!   cannot select for a target (NVPTX ordered atomic loads/stores and
//!   fences, 128-bit atomics, NVPTX 128-bit/float conversions) are either
//!   lowered another way or refused with a `cg-unsupported` diagnostic, and
//!   the tests exercise every builtin on every standard target.
//!
//! Code map: [`reach`] (ODR-use walk and device-code rules), [`gates`]
//! (gated-feature uses per module), [`consts`]
//! (codegen-time constants), `lower/` (typed program to LLVM IR, split by
//! concern), `target/` (one file per vendor: ABI, special registers,
//! barriers, atomics), [`math`] and [`devlibs`] (C math functions in
//! device code: intrinsics, libdevice, ocml), [`emit`] (pass pipeline,
//! PTX, objects, `ld.lld`),
//! [`validate`] (ptxas / ld.lld / llvm-readelf checks for tests).

// Errors are `lexer::diag::Diagnostic` (the project's one diagnostic type,
// ~150 bytes) by value: they are the cold path, and boxing them at every
// `?` would obscure every lowering function for no measurable gain.
#![allow(clippy::result_large_err)]

pub mod consts;
pub mod debug_info;
pub mod devlibs;
pub mod diagnostics;
pub mod emit;
pub mod gates;
pub mod host;
pub mod llvm_diag;
pub mod llvm_options;
mod lower;
pub mod math;
pub mod offload;
mod opt_attrs;
pub mod param_space;
pub mod reach;
mod target;
pub mod validate;

use std::sync::Once;
use std::time::{Duration, Instant};

use inkwell::targets::{InitializationConfig, Target};
use lexer::diag::Diagnostic;
use rayon::prelude::*;
use sema::program::Program;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vendor {
    Nvidia,
    Amd,
    /// The host (x86-64 Linux, System V ABI): the program's host side.
    Host,
}

impl Vendor {
    /// The backend's name as messages print it.
    pub fn backend_name(self) -> &'static str {
        match self {
            Vendor::Nvidia => "NVPTX",
            Vendor::Amd => "AMDGPU",
            Vendor::Host => "X86",
        }
    }
}

/// One target module to generate, as the driver fills it from the targets
/// table (the code generator does not depend on that crate).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetSpec {
    /// The name the user wrote (`sm_70`, `gfx1100`); used in file names and
    /// diagnostics.
    pub name: String,
    pub vendor: Vendor,
    /// LLVM triple (`nvptx64-nvidia-cuda`, `amdgcn-amd-amdhsa`).
    pub triple: String,
    /// LLVM CPU (`sm_70`, `gfx1100`).
    pub cpu: String,
    /// LLVM feature string (`+ptx78`, or empty).
    pub features: String,
    /// The value of `__nvvm_arch` in this module (AMD targets: from the
    /// compute-capability map).
    pub compute_capability: u32,
    /// `__warp_size` / `warpSize`: 32 on NVIDIA, 32 or 64 on AMD.
    pub wave_size: u32,
    /// False when the linked LLVM 19 cannot generate code for this target.
    pub llvm_supported: bool,
    /// Gated features whose use is an error on this target (the driver
    /// fills it from the gates table). A module that uses one is not handed
    /// to LLVM: the gate diagnostic is the answer, and LLVM aborts on some
    /// of them (`.managed` below sm_30).
    pub blocked: Vec<gates::DeviceFeature>,
}

impl TargetSpec {
    /// An NVIDIA target `sm_<cc>` with the PTX version LLVM 19 and the
    /// bundled ptxas releases both accept.
    pub fn nvptx(cc: u32) -> TargetSpec {
        let ptx = if cc >= 90 { 80 } else { 78 };
        TargetSpec {
            name: format!("sm_{cc}"),
            vendor: Vendor::Nvidia,
            triple: "nvptx64-nvidia-cuda".into(),
            cpu: format!("sm_{cc}"),
            features: format!("+ptx{ptx}"),
            compute_capability: cc,
            wave_size: 32,
            // LLVM 19's NVPTX backend knows sm_20 .. sm_90a.
            llvm_supported: cc <= 90,
            blocked: Vec::new(),
        }
    }

    /// An AMD target with its wave size and reported compute capability.
    pub fn amdgpu(cpu: &str, wave_size: u32, compute_capability: u32) -> TargetSpec {
        TargetSpec {
            name: cpu.into(),
            vendor: Vendor::Amd,
            triple: "amdgcn-amd-amdhsa".into(),
            cpu: cpu.into(),
            features: String::new(),
            compute_capability,
            wave_size,
            llvm_supported: true,
            blocked: Vec::new(),
        }
    }
}

/// What to produce per target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EmitKind {
    /// PTX text (NVIDIA targets only).
    Ptx,
    /// The linked, loadable AMD code object (`.hsaco`, AMD targets only).
    Amdgcn,
    /// AMD GCN assembly text (AMD targets only).
    AmdgcnAsm,
    /// The optimized LLVM IR text.
    LlvmIr,
    /// The relocatable object before linking (AMD targets only; NVIDIA
    /// objects are made by ptxas, not here).
    Obj,
}

/// One output file's kind; `extension()` gives the conventional suffix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ArtifactKind {
    Ptx,
    Hsaco,
    AmdgcnAsm,
    LlvmIr,
    Object,
}

impl ArtifactKind {
    /// The file an emit kind produces for a vendor's targets, if any: the
    /// driver also needs it to know which outputs a failed run must remove.
    pub fn for_emit(kind: EmitKind, vendor: Vendor) -> Option<ArtifactKind> {
        match (kind, vendor) {
            (EmitKind::LlvmIr, _) => Some(ArtifactKind::LlvmIr),
            (EmitKind::Ptx, Vendor::Nvidia) => Some(ArtifactKind::Ptx),
            (EmitKind::AmdgcnAsm, Vendor::Amd) => Some(ArtifactKind::AmdgcnAsm),
            (EmitKind::Obj, Vendor::Amd) => Some(ArtifactKind::Object),
            (EmitKind::Amdgcn, Vendor::Amd) => Some(ArtifactKind::Hsaco),
            _ => None,
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ArtifactKind::Ptx => "ptx",
            ArtifactKind::Hsaco => "hsaco",
            ArtifactKind::AmdgcnAsm => "s",
            ArtifactKind::LlvmIr => "ll",
            ArtifactKind::Object => "o",
        }
    }
}

/// `-Os` and `-Oz` as [`CodegenOptions::opt_level`] values.
pub const OPT_SIZE: u8 = 4;
pub const OPT_MIN_SIZE: u8 = 5;

#[derive(Clone, Debug)]
pub struct CodegenOptions {
    /// 0..=3 (`-O0`..`-O3`), [`OPT_SIZE`] (`-Os`), [`OPT_MIN_SIZE`]
    /// (`-Oz`); other values mean 3.
    pub opt_level: u8,
    /// `-ffast-math`: every function gets LLVM's unsafe floating-point
    /// attributes (approximate division, no NaNs or
    /// infinities, no signed zeros) and, on NVIDIA targets, flushes f32
    /// denormals to zero, as nvcc's `-use_fast_math`.
    pub fast_math: bool,
    /// Duplicates are ignored; artifacts come in this order.
    pub emit: Vec<EmitKind>,
    /// Size of the rayon pool; 0 means one thread per core.
    pub jobs: usize,
    /// The host job, run beside the targets' when asked for.
    pub host: Option<host::HostRequest>,
    /// Debug information in device modules (`-lineinfo`: line tables;
    /// `-G`: full, which also compiles them at -O0) and in the host
    /// module (`-g`); it needs the sources ([`generate_with_sources`]).
    pub device_debug: debug_info::DebugLevel,
    pub host_debug: debug_info::DebugLevel,
    /// `-save-temps`: every job also returns its intermediates
    /// ([`TargetOutput::temps`], [`host::HostOutput::temps`]).
    pub save_temps: bool,
}

impl Default for CodegenOptions {
    fn default() -> Self {
        CodegenOptions {
            opt_level: 3,
            emit: vec![EmitKind::Ptx, EmitKind::Amdgcn],
            jobs: 0,
            host: None,
            fast_math: false,
            device_debug: debug_info::DebugLevel::None,
            host_debug: debug_info::DebugLevel::None,
            save_temps: false,
        }
    }
}

#[derive(Clone, Debug)]
pub struct TargetOutput {
    pub name: String,
    /// Empty when the target had an error.
    pub artifacts: Vec<(ArtifactKind, Vec<u8>)>,
    /// Wall time of this target's job (not part of the deterministic output).
    pub elapsed: Duration,
    /// Uses of architecture-gated features in what this module reaches, in
    /// source order, for the driver to check against the target's aspects
    /// (`targets::gates`); filled even when the target had errors.
    pub features: Vec<gates::FeatureUse>,
    /// With [`CodegenOptions::save_temps`]: the intermediates by file
    /// suffix (`ll` before optimization, `opt.ll` after, `s` for PTX or
    /// GCN assembly, `o` the AMD object, `out` the linked code object).
    pub temps: Temps,
}

/// Intermediate files by suffix (see [`TargetOutput::temps`]).
pub type Temps = Vec<(&'static str, Vec<u8>)>;

impl TargetOutput {
    pub fn artifact(&self, kind: ArtifactKind) -> Option<&[u8]> {
        self.artifacts
            .iter()
            .find(|a| a.0 == kind)
            .map(|a| a.1.as_slice())
    }
    /// An artifact as text (PTX, assembly, IR).
    pub fn text(&self, kind: ArtifactKind) -> Option<&str> {
        self.artifact(kind)
            .and_then(|b| std::str::from_utf8(b).ok())
    }
}

#[derive(Clone, Debug)]
pub struct CodegenResult {
    /// One per input target, in input order.
    pub per_target: Vec<TargetOutput>,
    /// Merged: one per distinct diagnostic, with `targets` naming every
    /// target that raised it (in input order); sorted by source location,
    /// ties in first-raised order.
    pub diagnostics: Vec<Diagnostic>,
    /// The host job's output, when [`CodegenOptions::host`] asked for it
    /// (its diagnostics are merged into `diagnostics`, named `host`).
    pub host: Option<host::HostOutput>,
}

impl CodegenResult {
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
    pub fn target(&self, name: &str) -> Option<&TargetOutput> {
        self.per_target.iter().find(|t| t.name == name)
    }
}

static INIT: Once = Once::new();

/// Registers the NVPTX and AMDGPU backends with LLVM (idempotent). Called
/// by [`generate`] on the calling thread before any job starts, because
/// LLVM's target registry must not be initialized concurrently.
pub fn initialize_llvm() {
    INIT.call_once(|| {
        let cfg = InitializationConfig::default();
        Target::initialize_nvptx(&cfg);
        Target::initialize_amd_gpu(&cfg);
        Target::initialize_x86(&cfg);
    });
}

/// Generates every target's module from one program, one rayon job per
/// target on a pool of `opts.jobs` threads.
pub fn generate(program: &Program, targets: &[TargetSpec], opts: &CodegenOptions) -> CodegenResult {
    generate_with_sources(program, targets, opts, None)
}

/// [`generate`] with the sources at hand, for debug information.
pub fn generate_with_sources<'p>(
    program: &'p Program,
    targets: &[TargetSpec],
    opts: &CodegenOptions,
    sources: Option<debug_info::DebugSources<'p>>,
) -> CodegenResult {
    initialize_llvm();
    let run = |t: &TargetSpec| {
        let start = Instant::now();
        let (artifacts, diags, features, temps) = emit::compile_target(program, t, opts, sources);
        let out = TargetOutput {
            name: t.name.clone(),
            artifacts,
            elapsed: start.elapsed(),
            features,
            temps,
        };
        (out, diags)
    };
    // Deep expression trees recurse in lowering; give jobs a roomy stack.
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(opts.jobs)
        .stack_size(64 << 20)
        .thread_name(|i| format!("codegen-{i}"))
        .build();
    let run_host = || {
        opts.host.as_ref().map(|req| {
            let debug = sources
                .filter(|_| opts.host_debug != debug_info::DebugLevel::None)
                .map(|s| (s, opts.host_debug));
            host::compile_host(program, req, opts.opt_level, debug, opts.save_temps)
        })
    };
    let (mut results, host): (Vec<(TargetOutput, Vec<Diagnostic>)>, _) = match pool {
        Ok(pool) => {
            pool.install(|| rayon::join(|| targets.par_iter().map(run).collect(), run_host))
        }
        // No threads to be had: still compile, on this thread.
        Err(_) => (targets.iter().map(run).collect(), run_host()),
    };
    let host = host.map(|(out, diags)| {
        let t = TargetOutput {
            name: "host".into(),
            artifacts: Vec::new(),
            elapsed: out.elapsed,
            features: Vec::new(),
            temps: Vec::new(),
        };
        results.push((t, diags));
        out
    });
    let mut per_target = Vec::with_capacity(results.len());
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    for (out, diags) in results {
        for d in diags {
            match diagnostics.iter_mut().find(|m| same_diagnostic(m, &d)) {
                Some(m) => {
                    if !m.targets.contains(&out.name) {
                        m.targets.push(out.name.clone());
                    }
                }
                None => {
                    let mut d = d;
                    d.targets = vec![out.name.clone()];
                    diagnostics.push(d);
                }
            }
        }
        per_target.push(out);
    }
    // Source order across targets too (stable: diagnostics without a
    // location, and those at one location, keep their first-raised order).
    diagnostics.sort_by_key(|d| d.primary.span.lo);
    // The host's entry only carried its diagnostics.
    if host.is_some() {
        per_target.pop();
    }
    CodegenResult {
        per_target,
        diagnostics,
        host,
    }
}

/// Diagnostics are the same error when everything but the target list matches.
fn same_diagnostic(a: &Diagnostic, b: &Diagnostic) -> bool {
    a.severity == b.severity
        && a.code == b.code
        && a.message == b.message
        && a.primary == b.primary
        && a.secondary == b.secondary
        && a.notes == b.notes
}
