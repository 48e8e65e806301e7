//! Target names that stand for sets: nvcc's `-arch=all` (every NVIDIA
//! architecture LLVM 19 generates code for that CUDA 12 still supports)
//! and `-arch=all-major` (the x0 generations), and `native` (nvcc's and
//! clang's): the GPUs of this machine, as `nvidia-smi` (or LLVM's
//! `nvptx-arch` / `amdgpu-arch`, when installed) reports them.

use crate::diagnostics as diag;
use lexer::diag::Diagnostic;
use std::process::Command;

const ALL: &[&str] = &[
    "sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80",
    "sm_86", "sm_87", "sm_89", "sm_90",
];
const ALL_MAJOR: &[&str] = &["sm_50", "sm_60", "sm_70", "sm_80", "sm_90"];

/// The targets `name` stands for; `None` when it is an ordinary name.
pub fn expand(name: &str) -> Option<Result<Vec<String>, Box<Diagnostic>>> {
    let names = |l: &[&str]| Ok(l.iter().map(|s| s.to_string()).collect());
    match name {
        "all" => Some(names(ALL)),
        "all-major" => Some(names(ALL_MAJOR)),
        "native" => Some(native()),
        _ => None,
    }
}

fn run(cmd: &str, args: &[&str]) -> Vec<String> {
    let Ok(out) = Command::new(cmd).args(args).output() else {
        return Vec::new();
    };
    if !out.status.success() {
        return Vec::new();
    }
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// This machine's GPUs, each architecture once, in the order reported.
fn native() -> Result<Vec<String>, Box<Diagnostic>> {
    let mut found: Vec<String> = Vec::new();
    // `nvidia-smi` prints the compute capability as "9.0".
    for cc in run(
        "nvidia-smi",
        &["--query-gpu=compute_cap", "--format=csv,noheader"],
    ) {
        if let Some((major, minor)) = cc.split_once('.') {
            if major.chars().all(|c| c.is_ascii_digit())
                && minor.chars().all(|c| c.is_ascii_digit())
            {
                found.push(format!("sm_{major}{minor}"));
            }
        }
    }
    for tool in ["nvptx-arch", "amdgpu-arch"] {
        for dir in ["", "/usr/lib/llvm-19/bin/"] {
            for name in run(&format!("{dir}{tool}"), &[]) {
                if name.starts_with("sm_") || name.starts_with("gfx") {
                    found.push(name);
                }
            }
        }
    }
    let mut unique = Vec::new();
    for n in found {
        if !unique.contains(&n) {
            unique.push(n);
        }
    }
    if unique.is_empty() {
        return Err(Box::new(diag::native_no_gpu()));
    }
    Ok(unique)
}
