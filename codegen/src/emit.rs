//! One target's job: reach walk, lowering, verification, the new pass
//! manager's `default<On>` pipeline, and emission (PTX, GCN assembly,
//! objects, and `ld.lld -shared` code objects).

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, FileType, RelocMode, Target, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;
use lexer::diag::Diagnostic;
use sema::program::Program;

use crate::consts::{Evaluator, TargetEnv};
use crate::debug_info::{DebugLevel, DebugSources};
use crate::diagnostics as diag;
use crate::gates::{DeviceFeature, FeatureUse};
use crate::{ArtifactKind, CodegenOptions, EmitKind, TargetSpec, Vendor};

pub type Artifacts = Vec<(ArtifactKind, Vec<u8>)>;

/// The codegen-time constants' values for a target.
pub fn target_env(p: &Program, t: &TargetSpec) -> TargetEnv {
    TargetEnv {
        nvvm_arch: t.compute_capability as i128,
        amdgpu_arch: if t.vendor == Vendor::Amd {
            p.amdgpu_arch_value(&t.cpu)
        } else {
            0
        },
        is_nvvm: t.vendor == Vendor::Nvidia,
        is_amdgpu: t.vendor == Vendor::Amd,
        is_host: false,
        warp_size: t.wave_size as i128,
        target: t.name.clone(),
    }
}

/// Compiles one target; on any error, returns no artifacts.
pub fn compile_target<'p>(
    p: &'p Program,
    t: &TargetSpec,
    opts: &CodegenOptions,
    sources: Option<DebugSources<'p>>,
) -> (Artifacts, Vec<Diagnostic>, Vec<FeatureUse>, crate::Temps) {
    if !t.llvm_supported {
        return (
            Vec::new(),
            vec![diag::unsupported_target(t.vendor.backend_name(), &t.name)],
            Vec::new(),
            Vec::new(),
        );
    }
    let mut ev = Evaluator::new(p, target_env(p, t));
    let reach = crate::reach::reach(p, &mut ev);
    if reach
        .features
        .iter()
        .any(|u| t.blocked.contains(&u.feature))
    {
        return (Vec::new(), reach.diags, reach.features, Vec::new());
    }
    // 128-bit atomics are PTX 8.4 instructions (see lower::atomic128).
    let b128 = t.vendor == Vendor::Nvidia
        && reach.features.iter().any(|u| {
            matches!(
                u.feature,
                DeviceFeature::AtomicLoadStoreB128 | DeviceFeature::AtomicExchCasB128
            )
        });
    let (mut diags, large_params) = crate::param_space::check(p, t, &reach.funcs);
    diags.splice(0..0, reach.diags);
    let mut ptx = 0;
    if b128 {
        ptx = crate::lower::B128_PTX_VERSION;
    }
    if large_params {
        ptx = ptx.max(crate::param_space::LARGE_PTX_VERSION);
    }
    let raised = (ptx > 0)
        .then(|| crate::devlibs::raised_ptx_features(t, ptx))
        .flatten()
        .map(|features| TargetSpec {
            features,
            ..t.clone()
        });
    let t = raised.as_ref().unwrap_or(t);
    let mut temps = Vec::new();
    let (artifacts, diags) =
        lower_and_emit(p, t, opts, ev, &reach.funcs, diags, sources, &mut temps);
    (artifacts, diags, reach.features, temps)
}

/// Lowering, optimization and emission of the reached functions.
#[allow(clippy::too_many_arguments)]
fn lower_and_emit<'p>(
    p: &'p Program,
    t: &TargetSpec,
    opts: &CodegenOptions,
    ev: Evaluator<'p>,
    funcs: &[sema::program::FuncId],
    mut diags: Vec<Diagnostic>,
    sources: Option<DebugSources<'p>>,
    temps: &mut crate::Temps,
) -> (Artifacts, Vec<Diagnostic>) {
    if diags.iter().any(Diagnostic::is_error) {
        return (Vec::new(), diags);
    }
    // nvcc's -G compiles device code unoptimized.
    let opt_level = if opts.device_debug == DebugLevel::Full {
        0
    } else {
        opts.opt_level
    };
    let debug = sources
        .filter(|_| opts.device_debug != DebugLevel::None)
        .map(|s| (s, opts.device_debug));
    let ctx = Context::create();
    let sink = crate::llvm_diag::install(&ctx);
    let tm = match target_machine(t, opt_level) {
        Ok(tm) => tm,
        Err(d) => {
            diags.push(d);
            return (Vec::new(), diags);
        }
    };
    let module = ctx.create_module("circle");
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
    diags.extend(crate::lower::lower_module(
        &ctx,
        &module,
        p,
        t,
        ev,
        funcs,
        debug,
        opt_level > 0,
    ));
    if diags.iter().any(Diagnostic::is_error) {
        return (Vec::new(), diags);
    }
    let libdevice = match crate::devlibs::link_math_library(&ctx, &module, t) {
        Ok(linked) => linked,
        Err(d) => {
            diags.push(d);
            return (Vec::new(), diags);
        }
    };
    // PTX versions the module's instructions need beyond the target's
    // default: libdevice's (4.0), the `.sync` warp instructions (6.0),
    // `activemask` (6.2).
    let mut min_ptx = if libdevice { 40 } else { 0 };
    if t.vendor == Vendor::Nvidia {
        min_ptx = min_ptx.max(crate::lower::warp_min_ptx(&module));
        // Full debug information's DWARF sections use labels and label
        // differences, which PTX allows from 7.5.
        if opts.device_debug == DebugLevel::Full {
            min_ptx = min_ptx.max(75);
        }
    }
    let tm = match crate::devlibs::raised_ptx_features(t, min_ptx) {
        Some(features) if t.vendor == Vendor::Nvidia => {
            let raised = TargetSpec {
                features,
                ..t.clone()
            };
            match target_machine(&raised, opt_level) {
                Ok(tm) => tm,
                Err(d) => {
                    diags.push(d);
                    return (Vec::new(), diags);
                }
            }
        }
        _ => tm,
    };
    if let Err(e) = module.verify() {
        diags.push(diag::internal(
            &format!(
                "invalid LLVM module for '{}': {}",
                t.name,
                e.to_string_lossy()
            ),
            lexer::source::Span::DUMMY,
        ));
        return (Vec::new(), diags);
    }
    if opts.save_temps {
        temps.push(("ll", module.print_to_string().to_bytes().to_vec()));
    }
    if opts.fast_math {
        crate::opt_attrs::fast_math(&module, t);
    }
    if matches!(opt_level, crate::OPT_SIZE | crate::OPT_MIN_SIZE) {
        crate::opt_attrs::size(&module, opt_level == crate::OPT_MIN_SIZE);
    }
    let passes = match opt_level {
        crate::OPT_SIZE => "default<Os>".to_string(),
        crate::OPT_MIN_SIZE => "default<Oz>".to_string(),
        // At -O0 the device libraries' unused functions (AMD's are linked
        // whole, then internalized) must still go: LLVM 19's AMDGPU
        // resource-usage analysis crashes on them.
        0 if libdevice => "default<O0>,globaldce".to_string(),
        l => format!("default<O{}>", l.min(3)),
    };
    if let Err(e) = module.run_passes(&passes, &tm, PassBuilderOptions::create()) {
        diags.push(diag::llvm_error(
            "the optimization pipeline failed",
            &e.to_string_lossy(),
        ));
        return (Vec::new(), diags);
    }
    let clusters = crate::target::nvptx_cluster::cluster_shapes(p, funcs);
    let mut kinds = opts.emit.clone();
    if opts.save_temps {
        temps.push(("opt.ll", module.print_to_string().to_bytes().to_vec()));
        kinds.extend([
            EmitKind::Ptx,
            EmitKind::AmdgcnAsm,
            EmitKind::Obj,
            EmitKind::Amdgcn,
        ]);
    }
    let emitted = emit(&module, &tm, t, &kinds, &clusters);
    let llvm = crate::llvm_diag::report(&sink, &module, &t.name);
    let llvm_failed = llvm.iter().any(Diagnostic::is_error);
    diags.extend(llvm);
    if llvm_failed {
        return (Vec::new(), diags);
    }
    match emitted {
        Ok(mut a) => {
            if opts.save_temps {
                for (kind, bytes) in &a {
                    let suffix = match kind {
                        ArtifactKind::Ptx | ArtifactKind::AmdgcnAsm => "s",
                        ArtifactKind::Object => "o",
                        ArtifactKind::Hsaco => "out",
                        ArtifactKind::LlvmIr => continue,
                    };
                    temps.push((suffix, bytes.clone()));
                }
                // Only what was asked for is an artifact.
                a.retain(|(k, _)| {
                    opts.emit
                        .iter()
                        .any(|&e| ArtifactKind::for_emit(e, t.vendor) == Some(*k))
                });
            }
            (a, diags)
        }
        Err(d) => {
            diags.push(d);
            (Vec::new(), diags)
        }
    }
}

pub fn target_machine(t: &TargetSpec, opt_level: u8) -> Result<TargetMachine, Diagnostic> {
    let triple = TargetTriple::create(&t.triple);
    let target = Target::from_triple(&triple).map_err(|e| {
        diag::llvm_error(
            &format!("no LLVM target for '{}'", t.name),
            &e.to_string_lossy(),
        )
    })?;
    let level = match opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 | crate::OPT_SIZE | crate::OPT_MIN_SIZE => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    let reloc = match t.vendor {
        Vendor::Amd | Vendor::Host => RelocMode::PIC,
        Vendor::Nvidia => RelocMode::Default,
    };
    let features = features(t);
    target
        .create_target_machine(&triple, &t.cpu, &features, level, reloc, CodeModel::Default)
        .ok_or_else(|| {
            diag::llvm_error(
                &format!("cannot create a target machine for '{}'", t.name),
                "unknown CPU or features",
            )
        })
}

/// The LLVM features: the spec's, plus the wave size where it is not the
/// processor's default (RDNA, gfx10 and newer, defaults to wave32), so that
/// `warpSize` and the code object agree.
pub fn features(t: &TargetSpec) -> String {
    let mut f = t.features.clone();
    let rdna = t
        .cpu
        .strip_prefix("gfx")
        .is_some_and(|n| n.len() >= 4 && n.starts_with('1'));
    if t.vendor == Vendor::Amd && rdna && t.wave_size == 64 && !f.contains("wavefrontsize") {
        if !f.is_empty() {
            f.push(',');
        }
        f.push_str("+wavefrontsize64");
    }
    f
}

fn emit(
    module: &Module<'_>,
    tm: &TargetMachine,
    t: &TargetSpec,
    kinds: &[EmitKind],
    clusters: &[(String, [u32; 3])],
) -> Result<Artifacts, Diagnostic> {
    let mut out: Artifacts = Vec::new();
    let mut seen = Vec::new();
    for &k in kinds {
        if seen.contains(&k) {
            continue;
        }
        seen.push(k);
        let Some(a) = ArtifactKind::for_emit(k, t.vendor) else {
            continue;
        };
        let bytes = match a {
            ArtifactKind::LlvmIr => module.print_to_string().to_bytes().to_vec(),
            ArtifactKind::Ptx => crate::target::nvptx_cluster::add_directives(
                clusters,
                machine_code(module, tm, FileType::Assembly, t)?,
            ),
            ArtifactKind::AmdgcnAsm => machine_code(module, tm, FileType::Assembly, t)?,
            ArtifactKind::Object => machine_code(module, tm, FileType::Object, t)?,
            ArtifactKind::Hsaco => {
                let obj = machine_code(module, tm, FileType::Object, t)?;
                link_code_object(&obj, &t.name)?
            }
        };
        out.push((a, bytes));
    }
    Ok(out)
}

/// Machine code from a clone: a module can go through codegen only once.
fn machine_code(
    module: &Module<'_>,
    tm: &TargetMachine,
    ft: FileType,
    t: &TargetSpec,
) -> Result<Vec<u8>, Diagnostic> {
    let m = module.clone();
    tm.write_to_memory_buffer(&m, ft)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| {
            diag::llvm_error(
                &format!("code generation for '{}' failed", t.name),
                &e.to_string_lossy(),
            )
        })
}

/// `ld.lld`: `CIRCLE_RS_LLD`, else `ld.lld-19` on PATH, else the LLVM 19 install.
pub fn find_lld() -> Option<PathBuf> {
    // An explicit path wins, and a wrong one means "missing", not "search on".
    if let Some(p) = std::env::var_os("CIRCLE_RS_LLD") {
        let p = PathBuf::from(p);
        return p.is_file().then_some(p);
    }
    for name in ["ld.lld-19"] {
        if let Some(path) = std::env::var_os("PATH") {
            for dir in std::env::split_paths(&path) {
                let c = dir.join(name);
                if c.is_file() {
                    return Some(c);
                }
            }
        }
    }
    let c = PathBuf::from("/usr/lib/llvm-19/bin/ld.lld");
    c.is_file().then_some(c)
}

static SCRATCH: AtomicU64 = AtomicU64::new(0);

/// A private scratch directory for one link (removed afterwards).
fn scratch_dir(tag: &str) -> std::io::Result<PathBuf> {
    let n = SCRATCH.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("circle-rs-{}-{n}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    Ok(dir)
}

/// Links an AMDGPU object into a loadable code object (`ld.lld -shared`).
pub fn link_code_object(obj: &[u8], target: &str) -> Result<Vec<u8>, Diagnostic> {
    let lld = find_lld().ok_or_else(diag::linker_missing)?;
    let dir = scratch_dir(target).map_err(|e| diag::link_failed(target, &e.to_string()))?;
    let result = (|| {
        let o = dir.join("k.o");
        let h = dir.join("k.hsaco");
        std::fs::write(&o, obj).map_err(|e| e.to_string())?;
        let out = Command::new(&lld)
            .arg("-shared")
            .arg(&o)
            .arg("-o")
            .arg(&h)
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned());
        }
        std::fs::read(&h).map_err(|e| e.to_string())
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result.map_err(|m| diag::link_failed(target, &m))
}
