//! Checks of generated artifacts with the vendor tools, for this crate's
//! tests and the project's runner: PTX is assembled by `ptxas` (12.9 for
//! sm_50 and newer, 11.8 for sm_35/sm_37), AMD code objects are read back
//! with `llvm-readelf-19`.
//!
//! Tool paths: `CIRCLE_RS_PTXAS`, `CIRCLE_RS_PTXAS_LEGACY`, else the
//! project's `.tools/` wheels, else `ptxas` on PATH. With
//! `CIRCLE_RS_REQUIRE_TOOLS=1` a missing tool is an error, not a skip.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What a check did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    Passed,
    /// The tool is missing (and not required), or no tool supports the target.
    Skipped(String),
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

pub fn tools_required() -> bool {
    std::env::var("CIRCLE_RS_REQUIRE_TOOLS").is_ok_and(|v| v == "1")
}

fn first_existing(env: &str, candidates: &[PathBuf]) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(env) {
        return Some(PathBuf::from(p));
    }
    candidates.iter().find(|c| c.is_file()).cloned()
}

/// ptxas 12.x (sm_50 and newer).
pub fn ptxas() -> Option<PathBuf> {
    let root = workspace_root();
    let mut c = vec![root.join(".tools/cuda12/nvidia/cuda_nvcc/bin/ptxas")];
    if let Some(path) = std::env::var_os("PATH") {
        c.extend(std::env::split_paths(&path).map(|d| d.join("ptxas")));
    }
    first_existing("CIRCLE_RS_PTXAS", &c)
}

/// ptxas 11.8 (the last release with sm_35/sm_37).
pub fn ptxas_legacy() -> Option<PathBuf> {
    let root = workspace_root();
    first_existing(
        "CIRCLE_RS_PTXAS_LEGACY",
        &[root.join(".tools/cuda11/nvidia/cuda_nvcc/bin/ptxas")],
    )
}

pub fn readelf() -> Option<PathBuf> {
    let mut c = Vec::new();
    if let Some(path) = std::env::var_os("PATH") {
        c.extend(std::env::split_paths(&path).map(|d| d.join("llvm-readelf-19")));
    }
    c.push(PathBuf::from("/usr/lib/llvm-19/bin/llvm-readelf"));
    first_existing("CIRCLE_RS_READELF", &c)
}

fn missing(tool: &str) -> Result<Check, String> {
    if tools_required() {
        Err(format!(
            "{tool} is required (CIRCLE_RS_REQUIRE_TOOLS=1) but was not found"
        ))
    } else {
        Ok(Check::Skipped(format!("{tool} not found")))
    }
}

fn scratch(name: &str) -> Result<PathBuf, String> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::temp_dir().join(format!(
        "circle-rs-validate-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    Ok(dir.join(name))
}

/// Assembles PTX for `sm_<cc>` with the ptxas that supports it. sm_30 and
/// sm_32 are supported by neither bundled release: skipped, always.
pub fn check_ptx(ptx: &str, cc: u32) -> Result<Check, String> {
    if cc < 35 {
        return Ok(Check::Skipped(format!(
            "no bundled ptxas assembles sm_{cc}"
        )));
    }
    let (tool, name) = if cc < 50 {
        (ptxas_legacy(), "ptxas 11.8")
    } else {
        (ptxas(), "ptxas 12.x")
    };
    let Some(tool) = tool else {
        return missing(name);
    };
    let f = scratch("k.ptx")?;
    std::fs::write(&f, ptx).map_err(|e| e.to_string())?;
    let mut cmd = Command::new(&tool);
    cmd.arg(format!("-arch=sm_{cc}"));
    // A module calling an external __device__ function (declared here,
    // defined in another translation unit) is relocatable device code: the
    // device linker resolves the call, so assemble it as such (`-c`, as
    // nvcc -rdc does) rather than as a whole program.
    if ptx
        .lines()
        .any(|l| l.trim_start().starts_with(".extern .func"))
    {
        cmd.arg("-c");
    }
    let out = cmd
        .arg(&f)
        .arg("-o")
        .arg(f.with_extension("cubin"))
        .output()
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    if let Some(d) = f.parent() {
        let _ = std::fs::remove_dir_all(d);
    }
    if out.status.success() {
        Ok(Check::Passed)
    } else {
        Err(format!(
            "ptxas rejected the PTX for sm_{cc}:\n{}\n{ptx}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Reads a linked AMD code object back: it must be an ELF shared object
/// defining `kernel` (and its `.kd` descriptor) with HSA metadata notes.
pub fn check_hsaco(hsaco: &[u8], kernel: &str) -> Result<Check, String> {
    let Some(tool) = readelf() else {
        return missing("llvm-readelf-19");
    };
    let f = scratch("k.hsaco")?;
    std::fs::write(&f, hsaco).map_err(|e| e.to_string())?;
    let run = |args: &[&str]| -> Result<String, String> {
        let out = Command::new(&tool)
            .args(args)
            .arg(&f)
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned());
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let syms = run(&["--syms"]);
    let notes = run(&["--notes"]);
    let header = run(&["-h"]);
    if let Some(d) = f.parent() {
        let _ = std::fs::remove_dir_all(d);
    }
    let (syms, notes, header) = (syms?, notes?, header?);
    if !header.contains("DYN") {
        return Err(format!("code object is not a shared object:\n{header}"));
    }
    let has = |name: &str| {
        syms.lines()
            .any(|l| l.split_whitespace().last() == Some(name))
    };
    if !has(kernel) || !has(&format!("{kernel}.kd")) {
        return Err(format!(
            "kernel '{kernel}' not found in the code object symbols:\n{syms}"
        ));
    }
    if !notes.contains("amdhsa.kernels") || !notes.contains(kernel) {
        return Err(format!(
            "no HSA metadata for '{kernel}' in the notes:\n{notes}"
        ));
    }
    Ok(Check::Passed)
}

/// The `--notes` text of a code object (its HSA metadata), for tests that
/// check kernel arguments or attributes.
pub fn hsaco_notes(hsaco: &[u8]) -> Result<String, String> {
    let Some(tool) = readelf() else {
        return Err("llvm-readelf-19 not found".into());
    };
    let f = scratch("k.hsaco")?;
    std::fs::write(&f, hsaco).map_err(|e| e.to_string())?;
    let out = Command::new(&tool)
        .arg("--notes")
        .arg(&f)
        .output()
        .map_err(|e| e.to_string());
    if let Some(d) = f.parent() {
        let _ = std::fs::remove_dir_all(d);
    }
    let out = out?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Validates every artifact of one target's output: each PTX with ptxas,
/// each code object with readelf (which must define every kernel in
/// `kernels`). For the project's runner-level tests.
pub fn check_target_output(
    out: &crate::TargetOutput,
    spec: &crate::TargetSpec,
    kernels: &[&str],
) -> Result<Vec<Check>, String> {
    let mut checks = Vec::new();
    for (kind, bytes) in &out.artifacts {
        match kind {
            crate::ArtifactKind::Ptx => {
                let ptx = std::str::from_utf8(bytes).map_err(|e| e.to_string())?;
                checks.push(check_ptx(ptx, spec.compute_capability)?);
            }
            crate::ArtifactKind::Hsaco => {
                for k in kernels {
                    checks.push(check_hsaco(bytes, k)?);
                }
            }
            _ => {}
        }
    }
    Ok(checks)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kernel calling an external __device__ function (what LLVM emits for
    /// `__device__ int elsewhere(int); ... elsewhere(p[1])`).
    const EXTERN_CALL: &str = ".version 6.0\n.target sm_70\n.address_size 64\n\
        .extern .func  (.param .b32 func_retval0) _Z9elsewherei\n(\n\t.param .b32 _Z9elsewherei_param_0\n)\n;\n\
        .visible .entry _Z1kPi(\n\t.param .u64 _Z1kPi_param_0\n)\n{\n\
        \t.reg .b32 %r<4>;\n\t.reg .b64 %rd<3>;\n\
        \tld.param.u64 %rd1, [_Z1kPi_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\
        \tld.global.u32 %r1, [%rd2+4];\n\
        \t{\n\t.param .b32 param0;\n\tst.param.b32 [param0+0], %r1;\n\t.param .b32 retval0;\n\
        \tcall.uni (retval0), _Z9elsewherei, (param0);\n\tld.param.b32 %r2, [retval0+0];\n\t}\n\
        \tst.global.u32 [%rd2], %r2;\n\tret;\n}\n";

    #[test]
    fn ptx_calling_an_external_device_function_is_relocatable_code() {
        if ptxas().is_none() {
            return; // the conformance runner covers this where tools are required
        }
        assert_eq!(check_ptx(EXTERN_CALL, 70), Ok(Check::Passed));
        // Whole-program PTX is still checked as such: an undefined
        // non-extern function is rejected.
        let broken = EXTERN_CALL.replace(".extern .func", ".visible .func");
        assert!(check_ptx(&broken, 70).is_err());
    }
}
