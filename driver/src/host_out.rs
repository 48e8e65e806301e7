//! The host outputs of one translation unit (`-c`, `-S`, and the objects
//! link mode links): the host job's object, and when it registers device
//! code, the fat binary object beside it (merged into one object for
//! `-c`); then the final link.

// Errors are the project's one diagnostic type by value, as in codegen:
// the cold path, not worth boxing at every `?`.
#![allow(clippy::result_large_err)]

use std::path::{Path, PathBuf};

use codegen::host::{HostRequest, OffloadRuntime};
use codegen::ArtifactKind;
use lexer::diag::Diagnostic;

use crate::cli::Cli;
use crate::modes::{self, Mode};
use crate::outputs::Outputs;
use crate::Session;

const ERROR_EXIT: i32 = 1;

fn stem(input: &Path) -> String {
    input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "a".into())
}

/// The file `-c` or `-S` writes for `input`.
pub fn unit_output(cli: &Cli, input: &Path) -> Option<PathBuf> {
    let ext = match cli.mode {
        Mode::Object => "o",
        Mode::Assembly => "s",
        _ => return None,
    };
    Some(
        cli.output
            .clone()
            .unwrap_or_else(|| PathBuf::from(format!("{}.{ext}", stem(input)))),
    )
}

/// A symbol-safe tag unique to the input: its stem and a hash of its path.
fn tag(input: &Path) -> String {
    let full = input.canonicalize().unwrap_or_else(|_| input.to_path_buf());
    // FNV-1a: stable across runs and Rust versions.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in full.to_string_lossy().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let s: String = stem(input)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("{s}_{h:016x}")
}

/// HIP when every target is an AMD one, else CUDA (see
/// `codegen::host::OffloadRuntime`; one executable for both runtimes is
/// not built yet).
pub fn runtime(specs: &[codegen::TargetSpec]) -> OffloadRuntime {
    let amd = specs.iter().any(|s| s.vendor == codegen::Vendor::Amd);
    let nvidia = specs.iter().any(|s| s.vendor == codegen::Vendor::Nvidia);
    if amd && !nvidia {
        OffloadRuntime::Hip
    } else {
        OffloadRuntime::Cuda
    }
}

pub fn request(cli: &Cli, input: &Path, specs: &[codegen::TargetSpec]) -> HostRequest {
    let kinds = match cli.mode {
        Mode::Assembly => vec![ArtifactKind::AmdgcnAsm],
        _ => vec![ArtifactKind::Object],
    };
    HostRequest {
        tag: tag(input),
        kinds,
        runtime: runtime(specs),
    }
}

fn scratch(session: &mut Session) -> Result<PathBuf, Diagnostic> {
    if let Some(d) = &session.scratch {
        return Ok(d.clone());
    }
    let d = modes::scratch_dir().map_err(|e| crate::diagnostics::cannot_write(None, &e))?;
    session.scratch = Some(d.clone());
    Ok(d)
}

/// Writes what the host job produced for `input` (the caller checked
/// there were no errors).
pub fn finish_unit(
    cli: &Cli,
    input: &Path,
    result: &codegen::CodegenResult,
    specs: &[codegen::TargetSpec],
    session: &mut Session,
    outs: &mut Outputs,
) -> i32 {
    match finish(cli, input, result, specs, session, outs) {
        Ok(()) => 0,
        Err(d) => {
            session.diags.push(d);
            ERROR_EXIT
        }
    }
}

fn finish(
    cli: &Cli,
    input: &Path,
    result: &codegen::CodegenResult,
    specs: &[codegen::TargetSpec],
    session: &mut Session,
    outs: &mut Outputs,
) -> Result<(), Diagnostic> {
    let host = result.host.as_ref().ok_or_else(|| {
        modes::tool_failed("host code generation", "the host job produced nothing")
    })?;
    let write_err = |p: &Path, e: std::io::Error| crate::diagnostics::cannot_write(Some(p), &e);
    if cli.mode == Mode::Assembly {
        let path = unit_output(cli, input).unwrap_or_default();
        let asm = host
            .artifacts
            .iter()
            .find(|a| a.0 == ArtifactKind::AmdgcnAsm)
            .map(|a| a.1.as_slice())
            .unwrap_or_default();
        return outs.stage(&path, asm).map_err(|e| write_err(&path, e));
    }
    let obj = host
        .artifacts
        .iter()
        .find(|a| a.0 == ArtifactKind::Object)
        .map(|a| a.1.clone())
        .unwrap_or_default();
    let dir = scratch(session)?;
    let t = tag(input);
    let host_o = dir.join(format!("{t}.host.o"));
    std::fs::write(&host_o, &obj).map_err(|e| write_err(&host_o, e))?;
    let mut objects = vec![host_o];
    if host.registers && runtime(specs) == OffloadRuntime::Hip {
        let bundle = codegen::offload::build_hip_bundle(result, specs);
        let fat =
            codegen::offload::wrapper_object(&host.fatbin_symbol, &bundle, OffloadRuntime::Hip)?;
        let fat_o = dir.join(format!("{t}.hipfb.o"));
        std::fs::write(&fat_o, fat).map_err(|e| write_err(&fat_o, e))?;
        objects.push(fat_o);
        session.needs_hip = true;
    } else if host.registers {
        let amd: Vec<&str> = specs
            .iter()
            .filter(|s| s.vendor == codegen::Vendor::Amd)
            .map(|s| s.name.as_str())
            .collect();
        if !amd.is_empty() {
            session.diags.push(modes::amd_not_embedded(&amd));
        }
        let (fatbin, diags, cubins) =
            codegen::offload::build_fatbin(result, specs, &cli.ptxas_options());
        crate::save_temps::device_link_inputs(cli, input, specs, &cubins, &fatbin, session);
        // What ptxas reports (`-Xptxas -v`), as nvcc passes it on.
        for (_, (_, log)) in &cubins {
            if !log.is_empty() {
                let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), log.as_bytes());
            }
        }
        let (mut errors, warnings): (Vec<_>, Vec<_>) =
            diags.into_iter().partition(Diagnostic::is_error);
        session.diags.extend(warnings);
        if let Some(last) = errors.pop() {
            session.diags.extend(errors);
            return Err(last);
        }
        let fat =
            codegen::offload::wrapper_object(&host.fatbin_symbol, &fatbin, OffloadRuntime::Cuda)?;
        let fat_o = dir.join(format!("{t}.fatbin.o"));
        std::fs::write(&fat_o, fat).map_err(|e| write_err(&fat_o, e))?;
        objects.push(fat_o);
        session.needs_cudart = true;
    }
    if cli.mode == Mode::Object {
        let path = unit_output(cli, input).unwrap_or_default();
        let bytes = if objects.len() == 1 {
            obj
        } else {
            let merged = dir.join(format!("{t}.o"));
            modes::merge_objects(&objects, &merged)?;
            std::fs::read(&merged).map_err(|e| write_err(&merged, e))?
        };
        return outs.stage(&path, &bytes).map_err(|e| write_err(&path, e));
    }
    session.host_objects.extend(objects);
    Ok(())
}

/// Links this run's objects and the user's link inputs into the
/// executable (`-o`, else `a.out`), with the static CUDA runtime as nvcc
/// links it by default (the linker takes only what the objects use); its
/// absence is an error only when an object compiled here registers device
/// code.
pub fn link_executable(cli: &Cli, session: &mut Session) -> i32 {
    let out = cli.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
    let cudart = match modes::find_cudart(cli.link.cuda_path.as_deref()) {
        Ok(p) => Some(p),
        Err(looked) if session.needs_cudart => {
            session.diags.push(modes::cudart_missing(&looked));
            return ERROR_EXIT;
        }
        Err(_) => None,
    };
    let hip = match session.needs_hip.then(crate::hip_link::find_amdhip64) {
        Some(Ok(p)) => Some(p),
        Some(Err(looked)) => {
            session.diags.push(crate::hip_link::amdhip_missing(&looked));
            return ERROR_EXIT;
        }
        None => None,
    };
    let objects = std::mem::take(&mut session.host_objects);
    let host_options = cli.host_options();
    match modes::link(
        &objects,
        &cli.link,
        &host_options,
        cudart.as_deref(),
        hip.as_deref(),
        &out,
    ) {
        Ok(()) => 0,
        Err(d) => {
            session.diags.push(d);
            ERROR_EXIT
        }
    }
}
