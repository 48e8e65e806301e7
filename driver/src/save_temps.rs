//! `-save-temps[=cwd|obj]`: every intermediate a compilation makes is kept,
//! named as clang names them (`k.cui`, the preprocessed source;
//! `k-cuda-nvptx64-nvidia-cuda-sm_70.s`, that target's PTX;
//! `k-hip-amdgcn-amd-amdhsa-gfx1100.o`; `k-host-x86_64-unknown-linux-gnu.o`),
//! in the working directory (`cwd`, the default) or beside the `-o` file
//! (`obj`). circle-rs makes the LLVM IR before and after optimization as
//! text: `.ll` and `.opt.ll`. Temporary files are written as they are
//! made, also when a later step fails, so they can be inspected.

use std::path::{Path, PathBuf};

use crate::cli::Cli;
use crate::Session;

/// The directory and file-name stem of `input`'s intermediates, when
/// `-save-temps` is given.
fn base(cli: &Cli, input: &Path) -> Option<PathBuf> {
    let place = cli.save_temps.as_deref()?;
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| s != "-")
        .unwrap_or_else(|| "stdin".into());
    let dir = match (place, cli.output.as_deref()) {
        ("obj", Some(o)) => o.parent().map(Path::to_path_buf).unwrap_or_default(),
        _ => PathBuf::new(),
    };
    Some(dir.join(stem))
}

fn write(path: PathBuf, bytes: &[u8], session: &mut Session) {
    if let Err(e) = std::fs::write(&path, bytes) {
        session
            .diags
            .push(crate::diagnostics::cannot_write(Some(&path), &e));
    }
}

/// The offload kind and triple in a device intermediate's name.
fn device_name(spec: &codegen::TargetSpec) -> String {
    let kind = match spec.vendor {
        codegen::Vendor::Amd => "hip",
        _ => "cuda",
    };
    format!("{kind}-{}-{}", spec.triple, spec.name)
}

/// The preprocessed translation unit (`.cui`, clang's suffix for CUDA).
pub fn preprocessed(cli: &Cli, input: &Path, text: &str, session: &mut Session) {
    if let Some(b) = base(cli, input) {
        let path = PathBuf::from(format!("{}.cui", b.to_string_lossy()));
        write(path, text.as_bytes(), session);
    }
}

/// What each code-generation job kept.
pub fn codegen(
    cli: &Cli,
    input: &Path,
    specs: &[codegen::TargetSpec],
    result: &codegen::CodegenResult,
    session: &mut Session,
) {
    let Some(b) = base(cli, input) else { return };
    let stem = b.to_string_lossy().into_owned();
    for (spec, out) in specs.iter().zip(&result.per_target) {
        for (suffix, bytes) in &out.temps {
            let path = PathBuf::from(format!("{stem}-{}.{suffix}", device_name(spec)));
            write(path, bytes, session);
        }
    }
    if let Some(h) = &result.host {
        let host = format!("{stem}-host-{}", codegen::host::HOST_TRIPLE);
        for (suffix, bytes) in &h.temps {
            write(PathBuf::from(format!("{host}.{suffix}")), bytes, session);
        }
        for (kind, bytes) in &h.artifacts {
            if *kind == codegen::ArtifactKind::Object {
                write(PathBuf::from(format!("{host}.o")), bytes, session);
            }
        }
    }
}

/// What ptxas made for the host object: each cubin and the fat binary.
pub fn device_link_inputs(
    cli: &Cli,
    input: &Path,
    specs: &[codegen::TargetSpec],
    cubins: &[(u32, codegen::offload::Cubin)],
    fatbin: &[u8],
    session: &mut Session,
) {
    let Some(b) = base(cli, input) else { return };
    let stem = b.to_string_lossy().into_owned();
    for (cc, (cubin, _)) in cubins {
        let spec = specs
            .iter()
            .find(|s| s.vendor == codegen::Vendor::Nvidia && s.compute_capability == *cc);
        if let Some(spec) = spec {
            let path = PathBuf::from(format!("{stem}-{}.cubin", device_name(spec)));
            write(path, cubin, session);
        }
    }
    let path = PathBuf::from(format!("{stem}-cuda-nvptx64-nvidia-cuda.fatbin"));
    write(path, fatbin, session);
}
