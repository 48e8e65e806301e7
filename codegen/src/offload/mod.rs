//! Device code embedded in host objects: the NVIDIA targets' PTX assembled
//! by ptxas into cubins, packed with the PTX into a fat binary
//! ([`fatbin`]); or, for HIP, the AMD targets' code objects in a clang
//! offload bundle ([`bundle`]); and an x86-64 object defining the wrapper
//! under the symbol the host module's registration refers to.

pub mod bundle;
pub mod fatbin;

use std::path::PathBuf;
use std::process::Command;

use inkwell::context::Context;
use inkwell::module::Linkage;
use inkwell::targets::FileType;
use lexer::diag::Diagnostic;
use rayon::prelude::*;

use crate::{ArtifactKind, CodegenResult, TargetSpec, Vendor};

/// The ptxas for `sm_<cc>`: 11.8 below sm_50 (the last release with
/// sm_35/sm_37), else 12.x; `None` when it is not installed.
pub fn ptxas_for(cc: u32) -> Option<PathBuf> {
    if cc < 50 {
        crate::validate::ptxas_legacy()
    } else {
        crate::validate::ptxas()
    }
}

/// Why a cubin could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AssembleError {
    /// No ptxas for the target: the fat binary keeps the PTX alone.
    Missing(String),
    /// ptxas ran and refused (the PTX or the user's `-Xptxas` options).
    Failed(String),
}

/// A cubin and what ptxas printed making it (`-Xptxas -v`'s report).
pub type Cubin = (Vec<u8>, String);

/// Assembles PTX into a cubin for `sm_<cc>`; `options` are the user's
/// (`-Xptxas`), passed after circle-rs's own so that they win.
pub fn assemble(ptx: &str, cc: u32, options: &[String]) -> Result<Cubin, AssembleError> {
    let tool = ptxas_for(cc)
        .ok_or_else(|| AssembleError::Missing(format!("no ptxas for sm_{cc} was found")))?;
    let dir = std::env::temp_dir().join(format!(
        "circle-rs-ptxas-{}-{cc}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).map_err(|e| AssembleError::Failed(e.to_string()))?;
    let result = (|| {
        let src = dir.join("k.ptx");
        let out = dir.join("k.cubin");
        std::fs::write(&src, ptx).map_err(|e| AssembleError::Failed(e.to_string()))?;
        let r = Command::new(&tool)
            .arg(format!("-arch=sm_{cc}"))
            .args(options)
            .arg(&src)
            .arg("-o")
            .arg(&out)
            .output()
            .map_err(|e| AssembleError::Missing(format!("cannot run {}: {e}", tool.display())))?;
        if !r.status.success() {
            let mut text = String::from_utf8_lossy(&r.stderr).into_owned();
            text.push_str(&String::from_utf8_lossy(&r.stdout));
            return Err(AssembleError::Failed(text.trim().to_string()));
        }
        let mut log = String::from_utf8_lossy(&r.stdout).into_owned();
        log.push_str(&String::from_utf8_lossy(&r.stderr));
        let cubin = std::fs::read(&out).map_err(|e| AssembleError::Failed(e.to_string()))?;
        Ok((cubin, log))
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// The fat binary of the NVIDIA targets' PTX: per target its cubin then
/// its PTX. Without ptxas for a target, PTX only, with a warning; ptxas
/// refusing the PTX or the user's options (`ptxas_options`, `-Xptxas`) is
/// an error. Also returns each cubin made, by compute capability, with
/// what ptxas printed.
pub fn build_fatbin(
    result: &CodegenResult,
    specs: &[TargetSpec],
    ptxas_options: &[String],
) -> (Vec<u8>, Vec<Diagnostic>, Vec<(u32, Cubin)>) {
    let jobs: Vec<(u32, &str)> = specs
        .iter()
        .filter(|s| s.vendor == Vendor::Nvidia)
        .filter_map(|s| {
            let t = result.target(&s.name)?;
            Some((s.compute_capability, t.text(ArtifactKind::Ptx)?))
        })
        .collect();
    let cubins: Vec<Result<Cubin, AssembleError>> = jobs
        .par_iter()
        .map(|(cc, ptx)| assemble(ptx, *cc, ptxas_options))
        .collect();
    let mut images = Vec::new();
    let mut diags = Vec::new();
    let mut made = Vec::new();
    for ((cc, ptx), cubin) in jobs.iter().zip(cubins) {
        match cubin {
            Ok((elf, log)) => {
                made.push((*cc, (elf.clone(), log)));
                images.push(fatbin::Image::cubin(*cc, elf))
            }
            Err(AssembleError::Missing(m)) => diags.push(crate::diagnostics::ptx_only(*cc, &m)),
            Err(AssembleError::Failed(m)) => {
                diags.push(crate::diagnostics::ptxas_failed(*cc, &m, ptxas_options))
            }
        }
        images.push(fatbin::Image::ptx(*cc, ptx));
    }
    (fatbin::write(&images), diags, made)
}

/// The offload bundle of the AMD targets' code objects, in target order.
pub fn build_hip_bundle(result: &CodegenResult, specs: &[TargetSpec]) -> Vec<u8> {
    let entries: Vec<(String, Vec<u8>)> = specs
        .iter()
        .filter(|s| s.vendor == Vendor::Amd)
        .filter_map(|s| {
            let t = result.target(&s.name)?;
            Some((
                bundle::hip_id(&s.cpu),
                t.artifact(ArtifactKind::Hsaco)?.to_vec(),
            ))
        })
        .collect();
    bundle::write(&entries)
}

/// How a runtime finds its device code: the sections of the data and of
/// the wrapper, the wrapper's magic, the data's alignment.
struct Layout {
    data_section: &'static str,
    wrapper_section: &'static str,
    magic: u32,
    align: u32,
}

fn layout(runtime: crate::host::OffloadRuntime) -> Layout {
    match runtime {
        crate::host::OffloadRuntime::Cuda => Layout {
            data_section: ".nv_fatbin",
            wrapper_section: ".nvFatBinSegment",
            magic: fatbin::WRAPPER_MAGIC,
            align: 8,
        },
        // `__CudaFatBinaryWrapper` with HIP's magic ("HIPF"), as clang
        // emits `__hip_fatbin_wrapper`.
        crate::host::OffloadRuntime::Hip => Layout {
            data_section: ".hip_fatbin",
            wrapper_section: ".hipFatBinSegment",
            magic: 0x4849_5046,
            align: 4096,
        },
    }
}

/// An x86-64 object defining `symbol`, the wrapper `{magic, 1, data, 0}`
/// that `__cudaRegisterFatBinary` / `__hipRegisterFatBinary` take, in the
/// sections nvcc and clang use (`.nvFatBinSegment` and `.nv_fatbin` for
/// CUDA, `.hipFatBinSegment` and `.hip_fatbin` for HIP).
pub fn wrapper_object(
    symbol: &str,
    fatbin: &[u8],
    runtime: crate::host::OffloadRuntime,
) -> Result<Vec<u8>, Diagnostic> {
    let lay = layout(runtime);
    crate::initialize_llvm();
    let ctx = Context::create();
    let t = crate::host::spec();
    let tm = crate::emit::target_machine(&t, 0)?;
    let m = ctx.create_module("circle-fatbin");
    m.set_triple(&tm.get_triple());
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    let data = ctx.const_string(fatbin, false);
    let dg = m.add_global(data.get_type(), None, "__circle_rs_fatbin_data");
    dg.set_initializer(&data);
    dg.set_constant(true);
    dg.set_linkage(Linkage::Internal);
    dg.set_section(Some(lay.data_section));
    dg.set_alignment(lay.align);
    let i32t = ctx.i32_type();
    let gp = ctx.ptr_type(inkwell::AddressSpace::default());
    let wt = ctx.struct_type(&[i32t.into(), i32t.into(), gp.into(), gp.into()], false);
    let w = m.add_global(wt, None, symbol);
    w.set_initializer(&wt.const_named_struct(&[
        i32t.const_int(u64::from(lay.magic), false).into(),
        i32t.const_int(1, false).into(),
        dg.as_pointer_value().into(),
        gp.const_null().into(),
    ]));
    w.set_constant(true);
    w.set_section(Some(lay.wrapper_section));
    w.set_alignment(8);
    w.set_visibility(inkwell::GlobalVisibility::Hidden);
    tm.write_to_memory_buffer(&m, FileType::Object)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| {
            crate::diagnostics::llvm_error(
                "cannot write the fat binary object",
                &e.to_string_lossy(),
            )
        })
}
