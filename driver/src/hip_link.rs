//! The HIP runtime an executable with only AMD targets links
//! (`libamdhip64.so`, Debian's `libamdhip64-dev` or a ROCm install), found
//! as clang's HIP toolchain finds it: `ROCM_PATH`, `/opt/rocm`, then the
//! system's library directory.

use std::path::{Path, PathBuf};

use lexer::diag::{Diagnostic, Severity};

/// The directories searched for `libamdhip64.so`, in order.
pub fn candidates() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(r) = std::env::var_os("ROCM_PATH") {
        dirs.push(Path::new(&r).join("lib"));
    }
    dirs.push(PathBuf::from("/opt/rocm/lib"));
    dirs.push(PathBuf::from("/usr/lib/x86_64-linux-gnu"));
    dirs
}

/// The HIP runtime library (`CIRCLE_RS_AMDHIP` overrides), or the list of
/// places looked at.
pub fn find_amdhip64() -> Result<PathBuf, Vec<PathBuf>> {
    if let Some(p) = std::env::var_os("CIRCLE_RS_AMDHIP") {
        let p = PathBuf::from(p);
        return if p.is_file() { Ok(p) } else { Err(vec![p]) };
    }
    let dirs = candidates();
    for d in &dirs {
        for name in ["libamdhip64.so", "libamdhip64.so.5", "libamdhip64.so.6"] {
            let lib = d.join(name);
            if lib.is_file() {
                return Ok(lib);
            }
        }
    }
    Err(dirs)
}

pub fn amdhip_missing(looked: &[PathBuf]) -> Diagnostic {
    let mut d = Diagnostic::global(
        Severity::Error,
        "drv-amdhip-missing",
        "cannot find the HIP runtime (libamdhip64.so), which a program with kernels for AMD \
         targets only links",
    );
    for p in looked {
        d = d.with_note(format!("looked in '{}'", p.display()));
    }
    d.with_note("set ROCM_PATH, install Debian's libamdhip64-dev, or compile with -c")
}
