//! The GPU run checks (`testsuite/gpu/`): every program must compile and
//! link into an executable on every machine, so the programs a GPU session
//! runs are never stale. Running them needs an NVIDIA GPU: with
//! `CIRCLE_RS_GPU_RUN=1` this test also runs them and compares each output
//! with its `.out` file (`scripts/gpu-check.sh run`).

use std::path::Path;
use std::process::Command;
use testsuite::harness::find_compiler;

#[test]
fn gpu_programs_build() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let ptxas = std::env::var_os("CIRCLE_RS_PTXAS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| root.join(".tools/cuda12/nvidia/cuda_nvcc/bin/ptxas"));
    if !ptxas.is_file() {
        assert!(
            std::env::var_os("CIRCLE_RS_REQUIRE_TOOLS").is_none(),
            "ptxas is required (CIRCLE_RS_REQUIRE_TOOLS) but {} is missing",
            ptxas.display()
        );
        eprintln!("skipped: no ptxas at {}", ptxas.display());
        return;
    }
    let compiler = find_compiler().expect("the circle-rs binary");
    let out = tempdir();
    let script = root.join("scripts/gpu-check.sh");
    let st = Command::new("bash")
        .arg(&script)
        .arg("build")
        .arg(&out)
        .arg(&compiler)
        .status()
        .expect("run scripts/gpu-check.sh");
    assert!(st.success(), "a GPU program failed to build (see above)");
    let built = std::fs::read_dir(&out)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_none() && e.path().is_file())
        .count();
    let sources = std::fs::read_dir(root.join("testsuite/gpu"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "cu"))
        })
        .count();
    // Each program, two JIT variants, three shared examples and
    // examples/tuning_attributes.cu.
    assert_eq!(built, sources + 6, "executables in {}", out.display());
    if std::env::var_os("CIRCLE_RS_GPU_RUN").is_some() {
        let st = Command::new("bash")
            .arg(&script)
            .arg("run")
            .arg(&out)
            .status()
            .expect("run scripts/gpu-check.sh run");
        assert!(
            st.success(),
            "a GPU program printed something else (see above)"
        );
    }
    let _ = std::fs::remove_dir_all(&out);
}

fn tempdir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("circle-rs-gpu-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}
