//! The whole driver, command line and source: a generated command line (a
//! few options picked from the ones users type, after fixed ones that keep
//! each run bounded and in a scratch directory) on the fuzzed source. Any
//! panic is a crash; the driver's own exit status is not (errors are fine).
//! Linking is never asked for (an `--emit` mode is always on), so no system
//! tool runs.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;

/// Options the fuzzer may add, in the spellings users type.
const OPTIONS: &[&str] = &[
    "-sm_52", "-sm_70", "-sm_90", "-sm_35", "-gfx1100", "-gfx90a", "-O0", "-O1", "-O3", "-Os",
    "-fsyntax-only", "--emit=ptx", "--emit=llvm-ir", "--emit=amdgcn", "--emit=ptx,llvm-ir", "-E",
    "-M", "-MD", "-MMD", "-MP", "-c", "-S", "-DX=1", "-DN=3", "-UX", "-w", "-Wall", "-Wextra",
    "-Werror", "-Wno-unused-variable", "-ferror-limit=3", "-x", "c++", "cu", "-std=c++20",
    "-std=gnu++17", "--time-report", "-j1", "-j2", "-nocudainc", "-nostdinc", "-fdiagnostics-format=json",
    "-ffast-math", "-g", "-lineinfo", "-fmeta-allow-read=/nonexistent", "-fmeta-allow-exec",
    "-ftemplate-depth=16", "-fconstexpr-depth=32", "--print-targets", "-v", "-include", "stddef.h",
];

fn scratch() -> PathBuf {
    let d = std::env::temp_dir().join(format!("circle-rs-fuzz-driver-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&d);
    d
}

fuzz_target!(|data: &[u8]| {
    let Some((&n, rest)) = data.split_first() else { return };
    let n = (n % 8) as usize;
    if rest.len() < n {
        return;
    }
    let (picks, source) = rest.split_at(n);
    let dir = scratch();
    let src = dir.join("fuzz.cu");
    if std::fs::write(&src, source).is_err() {
        return;
    }
    let out = dir.join("out");
    let mut args: Vec<String> = vec![
        "circle-rs".into(),
        src.display().to_string(),
        "-o".into(),
        out.display().to_string(),
        "--emit=ptx".into(),
        // Bounded work per run: the compile-time limits kept small.
        "-fconstexpr-steps=200000".into(),
        "-fmeta-memory-limit=16777216".into(),
        "-fmeta-output-limit=65536".into(),
        "-fmeta-time-limit=5000".into(),
    ];
    args.extend(picks.iter().map(|&b| OPTIONS[b as usize % OPTIONS.len()].to_string()));
    let _ = driver::run(args);
});
