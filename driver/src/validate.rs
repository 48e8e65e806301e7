//! `circle-rs validate PATH...`: checks every PTX file and AMD code object
//! under the given paths with the real tools: ptxas assembles each PTX for
//! the target its `.target` line names, and llvm-readelf reads each code
//! object's kernels and HSA metadata back. The conformance runner calls it
//! on every case's output directory, so every artifact the suite writes is
//! validated, not only those a test thought to check.

use codegen::validate::{self, Check};
use std::path::{Path, PathBuf};
use std::process::Command;

fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let Ok(rd) = std::fs::read_dir(path) else {
            return;
        };
        let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for e in entries {
            collect(&e, out);
        }
    } else if matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("ptx" | "hsaco")
    ) {
        out.push(path.to_path_buf());
    }
}

/// The compute capability a PTX file targets (`.target sm_90a` is 90).
fn ptx_cc(ptx: &str) -> Option<u32> {
    let line = ptx
        .lines()
        .find(|l| l.trim_start().starts_with(".target"))?;
    let arch = line.split_whitespace().nth(1)?.trim_end_matches(',');
    arch.strip_prefix("sm_")?
        .trim_end_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok()
}

fn kernels_of(hsaco: &Path) -> Result<Vec<String>, String> {
    let tool = validate::readelf().ok_or("llvm-readelf-19 not found")?;
    let out = Command::new(tool)
        .arg("--syms")
        .arg(hsaco)
        .output()
        .map_err(|e| e.to_string())?;
    let syms = String::from_utf8_lossy(&out.stdout);
    let mut names: Vec<String> = syms
        .lines()
        .filter_map(|l| {
            l.split_whitespace()
                .last()?
                .strip_suffix(".kd")
                .map(str::to_string)
        })
        .collect();
    names.sort();
    names.dedup();
    Ok(names)
}

fn check_file(path: &Path) -> Result<Check, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    if path.extension().is_some_and(|e| e == "ptx") {
        let ptx = String::from_utf8_lossy(&bytes);
        let cc = ptx_cc(&ptx).ok_or("no '.target sm_XX' line")?;
        return validate::check_ptx(&ptx, cc);
    }
    let kernels = kernels_of(path)?;
    let mut result = Check::Passed;
    for k in &kernels {
        if let Check::Skipped(why) = validate::check_hsaco(&bytes, k)? {
            result = Check::Skipped(why);
        }
    }
    Ok(result)
}

/// Returns the exit status: 0 when every artifact passed (or was skipped
/// without CIRCLE_RS_REQUIRE_TOOLS=1), 1 otherwise.
pub fn validate_main(args: &[String]) -> i32 {
    let mut files = Vec::new();
    for a in args {
        collect(Path::new(a), &mut files);
    }
    let mut failed = 0;
    for f in &files {
        match check_file(f) {
            Ok(Check::Passed) => {}
            Ok(Check::Skipped(why)) => eprintln!("validate: skipped {}: {why}", f.display()),
            Err(e) => {
                eprintln!("validate: FAILED {}: {e}", f.display());
                failed += 1;
            }
        }
    }
    i32::from(failed > 0)
}

#[cfg(test)]
mod tests {
    #[test]
    fn ptx_target_line() {
        assert_eq!(super::ptx_cc(".version 7.8\n.target sm_90a\n"), Some(90));
        assert_eq!(super::ptx_cc(".target sm_35, debug\n"), Some(35));
        assert_eq!(super::ptx_cc("nothing"), None);
    }
}
