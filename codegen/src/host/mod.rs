//! The host job: the host side of the typed program lowered to x86-64
//! Linux (System V ABI) in the same fan-out as the device targets, with
//! its own LLVM context. It produces a host object (or assembly, or IR)
//! whose CUDA registration refers to the fat binary by symbol: the fat
//! binary is made from the device targets' results afterwards
//! ([`crate::offload`]) and linked beside it.

pub mod offload_runtime;
pub mod reach;

pub use offload_runtime::OffloadRuntime;

use crate::debug_info::{DebugLevel, DebugSources};
use std::time::Duration;

use inkwell::context::Context;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::FileType;
use lexer::diag::Diagnostic;
use sema::program::Program;

use crate::consts::{Evaluator, TargetEnv};
use crate::diagnostics as diag;
use crate::{ArtifactKind, TargetSpec, Vendor};

pub const HOST_TRIPLE: &str = "x86_64-pc-linux-gnu";

/// What the driver wants from the host job.
#[derive(Clone, Debug)]
pub struct HostRequest {
    /// Distinguishes this translation unit's internal symbols (module
    /// constructor, fat binary) from other units' in one executable.
    pub tag: String,
    /// `Object` (`-c`, linking), `AmdgcnAsm` stands for host assembly
    /// (`-S`), `LlvmIr`.
    pub kinds: Vec<ArtifactKind>,
    /// The runtime kernels launch through and device code registers with.
    pub runtime: OffloadRuntime,
}

#[derive(Clone, Debug, Default)]
pub struct HostOutput {
    pub artifacts: Vec<(ArtifactKind, Vec<u8>)>,
    /// The module registers device code: the fat binary (CUDA) or offload
    /// bundle (HIP) must be linked in under [`HostOutput::fatbin_symbol`],
    /// and the request's runtime with it.
    pub registers: bool,
    pub fatbin_symbol: String,
    pub elapsed: Duration,
    /// `-save-temps`: the module's IR before (`ll`) and after (`opt.ll`)
    /// optimization.
    pub temps: crate::Temps,
}

pub fn spec() -> TargetSpec {
    TargetSpec {
        name: "host".into(),
        vendor: Vendor::Host,
        triple: HOST_TRIPLE.into(),
        cpu: "x86-64".into(),
        features: String::new(),
        compute_capability: 0,
        wave_size: 1,
        llvm_supported: true,
        blocked: Vec::new(),
    }
}

/// The fat binary wrapper's symbol for a translation unit.
pub fn fatbin_symbol(tag: &str) -> String {
    format!("__circle_rs_fatbin_{tag}")
}

pub fn compile_host<'p>(
    p: &'p Program,
    req: &HostRequest,
    opt_level: u8,
    debug: Option<(DebugSources<'p>, DebugLevel)>,
    save_temps: bool,
) -> (HostOutput, Vec<Diagnostic>) {
    let start = std::time::Instant::now();
    let t = spec();
    let env = TargetEnv {
        nvvm_arch: 0,
        amdgpu_arch: 0,
        is_nvvm: false,
        is_amdgpu: false,
        is_host: true,
        warp_size: 1,
        target: String::new(),
    };
    let mut ev = Evaluator::new(p, env.clone());
    let funcs = reach::reach(p, &mut ev);
    let ev = Evaluator::new(p, env);
    let mut out = HostOutput {
        fatbin_symbol: fatbin_symbol(&req.tag),
        ..Default::default()
    };
    let ctx = Context::create();
    let sink = crate::llvm_diag::install(&ctx);
    let tm = match crate::emit::target_machine(&t, opt_level) {
        Ok(tm) => tm,
        Err(d) => return (out, vec![d]),
    };
    let module = ctx.create_module("circle-host");
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
    let (mut diags, facts) = crate::lower::host_module::lower_host(
        &ctx,
        &module,
        p,
        &t,
        ev,
        &funcs,
        &req.tag,
        &out.fatbin_symbol,
        req.runtime,
        debug,
        opt_level > 0,
    );
    out.registers = facts.registers;
    // Namespace-scope `asm(...)` is x86 text: the host module's alone.
    if !p.module_asm.is_empty() {
        let mut text = p.module_asm.join("\n");
        text.push('\n');
        module.set_inline_assembly(&text);
    }
    if diags.iter().any(Diagnostic::is_error) {
        return (out, diags);
    }
    if let Err(e) = module.verify() {
        diags.push(diag::internal(
            &format!("invalid LLVM module for the host: {}", e.to_string_lossy()),
            lexer::source::Span::DUMMY,
        ));
        return (out, diags);
    }
    if save_temps {
        out.temps
            .push(("ll", module.print_to_string().to_bytes().to_vec()));
    }
    let passes = format!("default<O{}>", opt_level.min(3));
    if let Err(e) = module.run_passes(&passes, &tm, PassBuilderOptions::create()) {
        diags.push(diag::llvm_error(
            "the optimization pipeline failed",
            &e.to_string_lossy(),
        ));
        return (out, diags);
    }
    if save_temps {
        out.temps
            .push(("opt.ll", module.print_to_string().to_bytes().to_vec()));
    }
    for &k in &req.kinds {
        let bytes = match k {
            ArtifactKind::LlvmIr => module.print_to_string().to_bytes().to_vec(),
            ArtifactKind::AmdgcnAsm | ArtifactKind::Object => {
                let ft = if k == ArtifactKind::Object {
                    FileType::Object
                } else {
                    FileType::Assembly
                };
                match tm.write_to_memory_buffer(&module, ft) {
                    Ok(b) => b.as_slice().to_vec(),
                    Err(e) => {
                        diags.push(diag::llvm_error(
                            "code generation for the host failed",
                            &e.to_string_lossy(),
                        ));
                        return (out, diags);
                    }
                }
            }
            _ => continue,
        };
        let llvm = crate::llvm_diag::report(&sink, &module, "host");
        let failed = llvm.iter().any(Diagnostic::is_error);
        diags.extend(llvm);
        if failed {
            out.artifacts.clear();
            return (out, diags);
        }
        out.artifacts.push((k, bytes));
    }
    out.elapsed = start.elapsed();
    (out, diags)
}
