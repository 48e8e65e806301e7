//! What the test executables that drive the compiler share: finding the
//! `circle-rs` binary of the build they belong to (a test cannot depend on
//! a binary target, so it builds the driver with its own profile, or takes
//! `CIRCLE_RS_BIN`).

use std::path::PathBuf;
use std::process::Command;

/// `<target>/<profile-dir>` of the running test executable (`.../deps/NAME-*`).
pub fn profile_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let deps = exe.parent()?;
    if deps.file_name()? != "deps" {
        return None;
    }
    Some(deps.parent()?.to_path_buf())
}

pub fn target_dir() -> Option<PathBuf> {
    Some(profile_dir()?.parent()?.to_path_buf())
}

pub fn find_compiler() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("CIRCLE_RS_BIN") {
        let p = PathBuf::from(p);
        return if p.is_file() {
            Ok(p)
        } else {
            Err(format!("CIRCLE_RS_BIN={} is not a file", p.display()))
        };
    }
    let dir = profile_dir().ok_or(
        "cannot tell the build profile from the test executable's path; set CIRCLE_RS_BIN",
    )?;
    let dir_name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("debug");
    // Cargo names the `dev` profile's directory `debug`, and `test`/`bench`
    // inherit from dev/release; any other custom profile keeps its name.
    let profile = match dir_name {
        "debug" => "dev",
        other => other,
    };
    let cargo =
        std::env::var_os("CARGO").map_or_else(|| PathBuf::from(env!("CARGO")), PathBuf::from);
    let status = Command::new(&cargo)
        .args([
            "build",
            "--quiet",
            "-p",
            "driver",
            "--bin",
            "circle-rs",
            "--profile",
            profile,
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status()
        .map_err(|e| format!("cannot run {}: {e}", cargo.display()))?;
    if !status.success() {
        return Err(format!(
            "`cargo build -p driver --bin circle-rs --profile {profile}` failed ({status})"
        ));
    }
    let bin = dir.join(format!("circle-rs{}", std::env::consts::EXE_SUFFIX));
    if bin.is_file() {
        Ok(bin)
    } else {
        Err(format!(
            "built the driver but {} does not exist; set CIRCLE_RS_BIN",
            bin.display()
        ))
    }
}
