//! What a compilation produces, as nvcc and clang decide it: no mode flag
//! links an executable (`a.out`, or `-o NAME`) through the system's C++
//! driver; `-c` writes a host object per input with the device code
//! embedded; `-S` writes host assembly; `--emit=` keeps the per-target
//! device outputs (a directory, `-o DIR`). The link options (`-L`, `-l`,
//! `-Wl,`, `-Xlinker`, `-fuse-ld=`, object and archive inputs) and the
//! mode flags are taken out of the command line here, in order, before
//! clap parses the rest.

// Errors are the project's one diagnostic type by value, as in codegen:
// the cold path, not worth boxing at every `?`.
#![allow(clippy::result_large_err)]

use std::path::{Path, PathBuf};
use std::process::Command;

use lexer::diag::{Diagnostic, Severity};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Link an executable.
    #[default]
    Link,
    /// `-c`: one host object per input.
    Object,
    /// `-S`: host assembly per input.
    Assembly,
    /// `--emit=`, `-E`, `-M`, `-fsyntax-only`: no host output.
    Emit,
}

/// What `extract` took out of the command line.
#[derive(Clone, Debug, Default)]
pub struct LinkOptions {
    pub compile_only: bool,
    pub assembly: bool,
    /// Linker arguments in command-line order (objects, archives, `-L`,
    /// `-l`, `-Wl,`, `-Xlinker` pairs, `-fuse-ld=`, `-static`, `-pthread`).
    pub items: Vec<String>,
    /// `--cuda-path=DIR`.
    pub cuda_path: Option<PathBuf>,
}

/// Options taking their value as the next argument.
const VALUE_OPTIONS: &[&str] = &[
    "-o",
    "-MF",
    "-MT",
    "-MQ",
    "-I",
    "-D",
    "-U",
    "-isystem",
    "-iquote",
    "-j",
    "-x",
    "-include",
    "--device-config-file",
    "--cuda-ccmap",
];

fn is_link_input(a: &str) -> bool {
    !a.starts_with('-')
        && [".o", ".a", ".so", ".obj"]
            .iter()
            .any(|e| a.ends_with(e) || a.contains(".so."))
}

/// Splits the link options and mode flags off `args` (the options after
/// the program name).
pub fn extract(args: Vec<String>) -> (Vec<String>, LinkOptions) {
    let mut rest = Vec::with_capacity(args.len());
    let mut lo = LinkOptions::default();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            // Options whose separate value may look like an object file.
            _ if VALUE_OPTIONS.contains(&a.as_str()) => {
                rest.push(a);
                rest.extend(it.next());
            }
            // Options whose value is another tool's option: joined to
            // one argument so that no later pass (link items, -W) takes
            // the value for its own.
            "-Xptxas" | "--Xptxas" | "--ptxas-options" | "-Xcompiler" | "--Xcompiler"
            | "--compiler-options" | "-mllvm" | "--mllvm" => match it.next() {
                Some(v) => rest.push(format!("--{}={v}", a.trim_start_matches('-'))),
                None => rest.push(a),
            },
            "-c" => lo.compile_only = true,
            // nvcc's device-only modes: per-target PTX (or code objects).
            "-ptx" | "--ptx" => rest.push("--emit=ptx".into()),
            "-cubin" | "--cubin" => rest.push("--emit=cubin,amdgcn".into()),
            "--cuda-device-only" => rest.push("--emit=ptx,amdgcn".into()),
            "-S" => lo.assembly = true,
            "-Xlinker" | "-L" | "-l" => {
                let v = it.next().unwrap_or_default();
                if a == "-Xlinker" {
                    lo.items.push(a);
                    lo.items.push(v);
                } else {
                    lo.items.push(format!("{a}{v}"));
                }
            }
            "-static" | "-pthread" | "-rdynamic" | "-no-pie" | "-pie" => lo.items.push(a),
            "--cuda-path" => lo.cuda_path = it.next().map(PathBuf::from),
            _ if a.starts_with("--cuda-path=") => {
                lo.cuda_path = Some(PathBuf::from(&a["--cuda-path=".len()..]))
            }
            _ if a.starts_with("-Wl,") || a.starts_with("-fuse-ld=") => lo.items.push(a),
            _ if a.starts_with("-L") => lo.items.push(a),
            // `-lineinfo` is a CUDA option, not a library.
            _ if a.starts_with("-l") && a != "-lineinfo" => lo.items.push(a),
            _ if is_link_input(&a) => lo.items.push(a),
            _ => rest.push(a),
        }
    }
    (rest, lo)
}

/// The C++ driver that links: `CIRCLE_RS_CXX`, else `g++`, else
/// `clang++-19`.
pub fn cxx_driver() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CIRCLE_RS_CXX") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    for name in ["g++", "clang++-19", "clang++"] {
        for dir in std::env::split_paths(&path) {
            let c = dir.join(name);
            if c.is_file() {
                return Some(c);
            }
        }
    }
    None
}

/// The directories searched for the CUDA runtime, in order: `--cuda-path`,
/// `CUDA_PATH`, the runtime wheel `scripts/setup.sh` installs, the system.
pub fn cudart_candidates(cuda_path: Option<&Path>) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    let mut roots: Vec<PathBuf> = Vec::new();
    roots.extend(cuda_path.map(Path::to_path_buf));
    roots.extend(std::env::var_os("CUDA_PATH").map(PathBuf::from));
    for r in &roots {
        dirs.push(r.join("lib64"));
        dirs.push(r.join("lib"));
        dirs.push(r.join("targets/x86_64-linux/lib"));
    }
    let wheel = ".tools/cudart/nvidia/cuda_runtime/lib";
    if let Ok(exe) = std::env::current_exe() {
        if let Some(d) = exe.parent() {
            dirs.push(d.join("../..").join(wheel));
            dirs.push(d.join("../share/circle-rs").join(wheel));
        }
    }
    dirs.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(wheel));
    dirs.push(PathBuf::from("/usr/local/cuda/lib64"));
    dirs.push(PathBuf::from("/usr/lib/x86_64-linux-gnu"));
    dirs
}

/// The static CUDA runtime (as nvcc links it by default): the file
/// `CIRCLE_RS_CUDART` names, else the first found in
/// [`cudart_candidates`]; or the list of places looked at.
pub fn find_cudart(cuda_path: Option<&Path>) -> Result<PathBuf, Vec<PathBuf>> {
    // An explicit library wins, and a wrong one means "missing".
    if let Some(p) = std::env::var_os("CIRCLE_RS_CUDART") {
        let p = PathBuf::from(p);
        return if p.is_file() { Ok(p) } else { Err(vec![p]) };
    }
    let dirs = cudart_candidates(cuda_path);
    for d in &dirs {
        let lib = d.join("libcudart_static.a");
        if lib.is_file() {
            return Ok(lib.canonicalize().unwrap_or(lib));
        }
    }
    Err(dirs)
}

pub fn cudart_missing(looked: &[PathBuf]) -> Diagnostic {
    cuda_not_found(
        "drv-cudart-missing",
        "cannot find the CUDA runtime (libcudart_static.a), which a program with kernels links",
        looked,
    )
}

/// A part of the CUDA toolkit not found: a note per place looked at, and
/// the ways to point circle-rs at one.
pub fn cuda_not_found(code: &'static str, message: &str, looked: &[PathBuf]) -> Diagnostic {
    let mut d = Diagnostic::global(Severity::Error, code, message);
    for p in looked {
        d = d.with_note(format!("looked in '{}'", p.display()));
    }
    d.with_note("pass --cuda-path=DIR, set CUDA_PATH, or run scripts/setup.sh")
}

pub fn tool_failed(what: &str, detail: &str) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "drv-link-failed",
        format!(
            "{what} failed{}",
            if detail.is_empty() {
                String::new()
            } else {
                format!(":\n{detail}")
            }
        ),
    )
}

/// A scratch directory for one compilation's intermediate objects.
pub fn scratch_dir() -> std::io::Result<PathBuf> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let d = std::env::temp_dir().join(format!(
        "circle-rs-link-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&d)?;
    Ok(d)
}

fn run(cmd: &mut Command, what: &str) -> Result<(), Diagnostic> {
    let out = cmd
        .output()
        .map_err(|e| tool_failed(what, &e.to_string()))?;
    if out.status.success() {
        Ok(())
    } else {
        let mut text = String::from_utf8_lossy(&out.stderr).into_owned();
        text.push_str(&String::from_utf8_lossy(&out.stdout));
        Err(tool_failed(what, text.trim_end()))
    }
}

/// `ld -r`: one relocatable object of several (the host object and its
/// fat binary, for `-c`).
pub fn merge_objects(objs: &[PathBuf], out: &Path) -> Result<(), Diagnostic> {
    let mut cmd = Command::new("ld");
    cmd.arg("-r").arg("-o").arg(out).args(objs);
    run(
        &mut cmd,
        "merging the host object with its fat binary ('ld -r')",
    )
}

/// LLVM 19's directory holding `ld.lld` (under that name, which the C++
/// drivers' `-fuse-ld=lld` looks for), unless `CIRCLE_RS_NO_LLD` is set.
fn lld_dir() -> Option<PathBuf> {
    if std::env::var_os("CIRCLE_RS_NO_LLD").is_some() {
        return None;
    }
    let dir = PathBuf::from("/usr/lib/llvm-19/bin");
    dir.join("ld.lld").is_file().then_some(dir)
}

/// Links `objects` (this run's) with the user's link items into `out`;
/// `host_options` (`-Xcompiler`) go to the C++ driver first, as nvcc
/// passes them to the host compiler.
pub fn link(
    objects: &[PathBuf],
    lo: &LinkOptions,
    host_options: &[String],
    cudart: Option<&Path>,
    hip: Option<&Path>,
    out: &Path,
) -> Result<(), Diagnostic> {
    let cxx = cxx_driver().ok_or_else(|| {
        tool_failed(
            "linking",
            "no C++ driver found (set CIRCLE_RS_CXX, or install g++ or clang++-19)",
        )
    })?;
    let mut cmd = Command::new(&cxx);
    cmd.args(host_options)
        .arg("-o")
        .arg(out)
        .args(objects)
        .args(&lo.items);
    // LLD links the static runtime in a fraction of GNU ld's time; the
    // user's -fuse-ld= wins.
    if !lo.items.iter().any(|i| i.starts_with("-fuse-ld=")) {
        if let Some(dir) = lld_dir() {
            cmd.arg(format!("-B{}", dir.display())).arg("-fuse-ld=lld");
        }
    }
    if let Some(rt) = cudart {
        // The static runtime's own dependencies, as nvcc passes them.
        cmd.arg(rt).args(["-ldl", "-lpthread", "-lrt"]);
    }
    if let Some(lib) = hip {
        // A shared library: the executable finds it again where it was
        // found here (ROCm installs outside the loader's default path).
        cmd.arg(lib);
        if let Some(dir) = lib.parent() {
            cmd.arg(format!("-Wl,-rpath,{}", dir.display()));
        }
    }
    run(&mut cmd, &format!("linking with '{}'", cxx.display()))
}

pub fn several_outputs() -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "drv-output-several-inputs",
        "cannot specify '-o' with '-c' or '-S' when there are several input files",
    )
}

/// With NVIDIA and AMD targets together the host registers with CUDA
/// only: one executable choosing its runtime at start-up is not built yet.
pub fn amd_not_embedded(targets: &[&str]) -> Diagnostic {
    Diagnostic::global(
        Severity::Warning,
        "drv-amd-not-embedded",
        format!(
            "the code for {} is not embedded in the host object: an executable for NVIDIA \
             and AMD targets together launches its kernels through CUDA only (name only AMD \
             targets for a HIP executable)",
            targets.join(", ")
        ),
    )
}
