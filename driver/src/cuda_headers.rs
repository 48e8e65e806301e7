//! Which CUDA headers a CUDA source reads: the toolkit's own, through
//! `include/__circle_rs_cuda_wrapper.h`, when a toolkit is found (as
//! clang's CUDA mode reads them through its wrapper), else the bundled
//! declarations (`include/cuda_runtime.h` ...).
//!
//! A toolkit is a set of include directories holding `cuda_runtime.h` and
//! `crt/common_functions.h`: `DIR/include` of `--cuda-path=DIR` (then only
//! there), else of `CUDA_PATH`, else the runtime and nvcc wheels
//! `scripts/setup.sh` installs (the runtime wheel has the API headers, the
//! nvcc wheel the `crt/` ones). Without a flag the toolkit's headers are
//! used when one is found, else the bundled ones; `--cuda-toolkit-headers`
//! insists on the toolkit (an error when none is found),
//! `--no-cuda-toolkit-headers` keeps the bundled ones. The toolkit's
//! headers bring libstdc++'s `<cmath>`, `<new>` and `<utility>` into every
//! CUDA source, as with nvcc and clang: sources declaring their own
//! `std::initializer_list` need the bundled ones, and so does a search list
//! without libstdc++.

use crate::cli::Cli;
use crate::lang::Lang;
use lexer::diag::Diagnostic;
use std::path::{Path, PathBuf};

/// The header the driver includes before a CUDA source's first line when
/// the toolkit's headers are used.
pub const WRAPPER: &str = "<__circle_rs_cuda_wrapper.h>";

/// `--cuda-toolkit-headers` / `--no-cuda-toolkit-headers`; the last wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Choice {
    /// Neither flag: the toolkit's when one is found, else the bundled ones.
    #[default]
    Auto,
    Toolkit,
    Bundled,
}

/// Where the toolkit's headers are, or every place looked at.
pub fn find(cuda_path: Option<&Path>) -> Result<Vec<PathBuf>, Vec<PathBuf>> {
    let mut looked = Vec::new();
    for dirs in candidates(cuda_path) {
        let has = |rel: &str| dirs.iter().any(|d| d.join(rel).is_file());
        if has("cuda_runtime.h") && has("crt/common_functions.h") {
            return Ok(dirs
                .into_iter()
                .map(|d| d.canonicalize().unwrap_or(d))
                .collect());
        }
        looked.extend(dirs);
    }
    Err(looked)
}

/// Each candidate toolkit as its include directories, in search order.
fn candidates(cuda_path: Option<&Path>) -> Vec<Vec<PathBuf>> {
    // An explicit --cuda-path is the only place looked at: naming a
    // directory without headers means "not this toolkit", not "any other".
    if let Some(p) = cuda_path {
        return vec![vec![p.join("include")]];
    }
    let mut v = Vec::new();
    if let Some(p) = std::env::var_os("CUDA_PATH") {
        v.push(vec![PathBuf::from(p).join("include")]);
    }
    let wheels = |root: &Path| {
        let tools = root.join(".tools");
        vec![
            tools.join("cudart/nvidia/cuda_runtime/include"),
            tools.join("cuda12/nvidia/cuda_nvcc/include"),
        ]
    };
    if let Ok(exe) = std::env::current_exe() {
        // target/<profile>/circle-rs in a checkout.
        if let Some(root) = exe.parent().and_then(Path::parent).and_then(Path::parent) {
            v.push(wheels(root));
        }
    }
    v.push(wheels(&Path::new(env!("CARGO_MANIFEST_DIR")).join("..")));
    v.push(vec![PathBuf::from("/usr/local/cuda/include")]);
    v
}

/// The toolkit include directories `input` is compiled with, `None` for
/// the bundled headers; an error when `--cuda-toolkit-headers` finds none.
/// The bundled declarations stay for C and C++ sources and without
/// libstdc++ (`-nostdinc++`, a `--gcc-toolchain` without GCC: the
/// toolkit's math headers include `<cmath>`).
pub fn for_input(cli: &Cli, input: &Path) -> Result<Option<Vec<PathBuf>>, Box<Diagnostic>> {
    // -nocudainc (clang's meaning: no CUDA include paths, no wrapper) and
    // -nostdinc leave the search list alone; C and C++ sources read the
    // bundled declarations, as they did before.
    let cuda = crate::lang::input_lang(cli, input) == Lang::Cuda;
    if !cuda || cli.nocudainc || cli.nostdinc || !has_libstdcxx(cli) {
        return Ok(None);
    }
    match (cli.cuda_headers(), find(cli.link.cuda_path.as_deref())) {
        (Choice::Bundled, _) => Ok(None),
        (_, Ok(dirs)) => Ok(Some(dirs)),
        (Choice::Auto, Err(_)) => Ok(None),
        (Choice::Toolkit, Err(looked)) => Err(Box::new(missing(&looked))),
    }
}

/// libstdc++ is on the search list: not `-nostdinc++`, and GCC is found
/// (under `--gcc-toolchain`, else /usr).
fn has_libstdcxx(cli: &Cli) -> bool {
    let prefix = cli
        .gcc_toolchain
        .clone()
        .unwrap_or_else(|| PathBuf::from("/usr"));
    !cli.nostdincxx && lexer::pp::search::find_gcc(&prefix).is_some()
}

fn missing(looked: &[PathBuf]) -> Diagnostic {
    crate::modes::cuda_not_found(
        "drv-cuda-headers-missing",
        "--cuda-toolkit-headers: cannot find the CUDA toolkit's headers (cuda_runtime.h and crt/common_functions.h)",
        looked,
    )
}

/// The bundled headers that stand for toolkit headers circle-rs cannot
/// read (`cuda_fp16.h`), searched before the toolkit's directories.
pub const OVERRIDES: &str = "__circle_rs_toolkit";

/// The default search list with the toolkit's directories just before
/// circle-rs's own (`bundled`), which keeps the C headers it provides
/// (`stddef.h` ...) and the wrapper, and with the bundled [`OVERRIDES`]
/// before them; at the end when the bundled directory is not on the list.
pub fn insert_dirs(default_dirs: &mut Vec<PathBuf>, bundled: Option<&Path>, toolkit: &[PathBuf]) {
    let at = bundled
        .and_then(|b| default_dirs.iter().position(|d| d == b))
        .unwrap_or(default_dirs.len());
    let overrides = bundled.map(|b| b.join(OVERRIDES)).filter(|d| d.is_dir());
    let dirs = overrides.into_iter().chain(toolkit.iter().cloned());
    default_dirs.splice(at..at, dirs);
}

/// `-v`'s line saying which CUDA headers the input reads (CUDA sources).
pub fn describe(toolkit: Option<&[PathBuf]>) -> String {
    match toolkit {
        Some(dirs) => {
            let list: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
            format!("CUDA headers: toolkit ({})\n", list.join(", "))
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!(
            "circle-rs-cuda-headers-{}-{name}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn an_explicit_cuda_path_is_the_only_place_looked_at() {
        let root = scratch("explicit");
        // Headers without crt/: not a toolkit.
        std::fs::create_dir_all(root.join("include")).unwrap();
        std::fs::write(root.join("include/cuda_runtime.h"), "").unwrap();
        assert_eq!(find(Some(&root)), Err(vec![root.join("include")]));
        std::fs::create_dir_all(root.join("include/crt")).unwrap();
        std::fs::write(root.join("include/crt/common_functions.h"), "").unwrap();
        let inc = root.join("include").canonicalize().unwrap();
        assert_eq!(find(Some(&root)), Ok(vec![inc]));
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn toolkit_directories_go_before_the_bundled_one_overrides_first() {
        let bundled = scratch("bundled");
        std::fs::create_dir_all(bundled.join(OVERRIDES)).unwrap();
        let mut dirs = vec![PathBuf::from("/a"), bundled.clone(), PathBuf::from("/b")];
        insert_dirs(
            &mut dirs,
            Some(&bundled),
            &[PathBuf::from("/t1"), PathBuf::from("/t2")],
        );
        let want = vec![
            PathBuf::from("/a"),
            bundled.join(OVERRIDES),
            PathBuf::from("/t1"),
            PathBuf::from("/t2"),
            bundled.clone(),
            PathBuf::from("/b"),
        ];
        assert_eq!(dirs, want);
        // Without the bundled directory (-nostdinc never gets here, but a
        // relocated build might): at the end.
        let mut dirs = vec![PathBuf::from("/a")];
        insert_dirs(&mut dirs, None, &[PathBuf::from("/t")]);
        assert_eq!(dirs, vec![PathBuf::from("/a"), PathBuf::from("/t")]);
        let _ = std::fs::remove_dir_all(&bundled);
    }
}
