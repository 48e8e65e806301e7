//! `--emit=cubin` (nvcc's `-cubin`): each NVIDIA target's PTX assembled by
//! ptxas, with the `-Xptxas` options, into `DIR/<stem>.<target>.cubin` (or
//! the `-o FILE.cubin` of a single target). AMD targets have no cubin;
//! `-cubin` gives them their code objects, as `--cuda-device-only` does.

use std::path::{Path, PathBuf};

use crate::cli::{Cli, EmitKind};
use crate::outputs::Outputs;
use crate::Session;

pub fn wanted(cli: &Cli) -> bool {
    cli.emit.contains(&EmitKind::Cubin)
}

/// Whether PTX is written: asked for itself, not only as ptxas's input.
pub fn ptx_wanted(cli: &Cli) -> bool {
    cli.emit.is_empty() || cli.emit.contains(&EmitKind::Ptx)
}

/// Where the cubin of `target` goes.
pub fn path(cli: &Cli, dir: &Path, stem: &str, target: &str) -> PathBuf {
    if let Some(file) = crate::lang::single_output_file(cli) {
        return file;
    }
    dir.join(format!("{stem}.{target}.cubin"))
}

/// Assembles every NVIDIA target's cubin (by target name); ptxas missing
/// or refusing is an error here, since the cubin is the output asked for.
pub fn assemble_all(
    cli: &Cli,
    result: &codegen::CodegenResult,
    specs: &[codegen::TargetSpec],
    session: &mut Session,
) -> Result<Vec<(String, Vec<u8>)>, i32> {
    let options = cli.ptxas_options();
    let mut out = Vec::new();
    for spec in specs.iter().filter(|s| s.vendor == codegen::Vendor::Nvidia) {
        let Some(ptx) = result
            .target(&spec.name)
            .and_then(|t| t.text(codegen::ArtifactKind::Ptx))
        else {
            continue;
        };
        let cc = spec.compute_capability;
        match codegen::offload::assemble(ptx, cc, &options) {
            Ok((cubin, log)) => {
                if !log.is_empty() {
                    let _ =
                        std::io::Write::write_all(&mut std::io::stderr().lock(), log.as_bytes());
                }
                out.push((spec.name.clone(), cubin));
            }
            Err(codegen::offload::AssembleError::Missing(m))
            | Err(codegen::offload::AssembleError::Failed(m)) => {
                session
                    .diags
                    .push(codegen::diagnostics::ptxas_failed(cc, &m, &options));
                return Err(crate::ERROR_EXIT);
            }
        }
    }
    Ok(out)
}

/// Stages the cubins `assemble_all` made.
pub fn stage(
    cli: &Cli,
    dir: &Path,
    stem: &str,
    cubins: &[(String, Vec<u8>)],
    session: &mut Session,
    outs: &mut Outputs,
) -> i32 {
    for (target, cubin) in cubins {
        let p = path(cli, dir, stem, target);
        if let Err(e) = outs.stage(&p, cubin) {
            session
                .diags
                .push(crate::diagnostics::cannot_write(Some(&p), &e));
            return crate::ERROR_EXIT;
        }
    }
    0
}
