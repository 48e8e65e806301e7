//! The vendors' device libraries, linked into a module that calls
//! them, as clang links them for CUDA and HIP: NVIDIA's libdevice
//! (`__nv_*`) and the ROCm device libraries' ocml (`__ocml_*`) with the
//! `oclc_*` control libraries that configure it.
//!
//! Where they are: `CIRCLE_RS_LIBDEVICE` (the `.bc` file) and
//! `CIRCLE_RS_ROCM_DEVICE_LIBS` (the directory holding `ocml.bc`); an
//! explicit path wins, and a wrong one means "missing". Otherwise
//! libdevice comes from the CUDA wheel `scripts/setup.sh` installs into
//! `.tools/` (or a CUDA toolkit), and the ROCm libraries from ROCm or
//! Debian's `rocm-device-libs`.
//!
//! Only what the module uses is linked: library functions are made
//! `linkonce_odr` before the link, so LLVM's linker brings in exactly the
//! ones referenced (and what they reference), and they are internalized
//! afterwards. A module calling no library function is left untouched.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{FlagBehavior, Linkage, Module};
use inkwell::GlobalVisibility;
use lexer::diag::Diagnostic;

use crate::diagnostics as diag;
use crate::{TargetSpec, Vendor};

/// The prefixes of the functions a vendor's device libraries define:
/// libdevice's math; ocml's math and ockl's printf and heap for AMD.
pub fn symbol_prefixes(vendor: Vendor) -> &'static [&'static str] {
    match vendor {
        Vendor::Nvidia => &["__nv_"],
        Vendor::Amd => &["__ocml_", "__ockl_"],
        // The host calls the C library's own names: nothing to link.
        Vendor::Host => &[],
    }
}

/// Whether `f` is a declaration of a function whose name starts with one
/// of `prefixes`.
fn declares(f: &inkwell::values::FunctionValue<'_>, prefixes: &[&str]) -> bool {
    let name = f.get_name().to_bytes();
    f.count_basic_blocks() == 0 && prefixes.iter().any(|p| name.starts_with(p.as_bytes()))
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// `.tools/` of the checkout this compiler was built from, and of any
/// directory above the executable (a copied build tree).
fn tools_dirs() -> Vec<PathBuf> {
    let mut dirs = vec![workspace_root().join(".tools")];
    if let Ok(exe) = std::env::current_exe() {
        dirs.extend(exe.ancestors().skip(1).map(|d| d.join(".tools")));
    }
    dirs
}

/// An explicit path from `env` (whether or not it exists), else the first
/// existing candidate.
fn locate(env: &str, candidates: Vec<PathBuf>, exists: fn(&Path) -> bool) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(env) {
        let p = PathBuf::from(p);
        return exists(&p).then_some(p);
    }
    candidates.into_iter().find(|c| exists(c))
}

/// libdevice: `CIRCLE_RS_LIBDEVICE`, else the `.tools/` CUDA 12 wheel, else
/// a CUDA toolkit.
pub fn libdevice() -> Option<PathBuf> {
    let rel = "nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc";
    let mut c: Vec<PathBuf> = tools_dirs()
        .into_iter()
        .map(|d| d.join("cuda12").join(rel))
        .collect();
    if let Some(cuda) = std::env::var_os("CUDA_PATH") {
        c.push(PathBuf::from(cuda).join("nvvm/libdevice/libdevice.10.bc"));
    }
    c.push(PathBuf::from(
        "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc",
    ));
    locate("CIRCLE_RS_LIBDEVICE", c, Path::is_file)
}

/// The directory of the ROCm device libraries: `CIRCLE_RS_ROCM_DEVICE_LIBS`,
/// else ROCm's, else Debian's `rocm-device-libs`.
pub fn rocm_bitcode_dir() -> Option<PathBuf> {
    let c = vec![
        PathBuf::from("/opt/rocm/amdgcn/bitcode"),
        PathBuf::from("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"),
        PathBuf::from("/usr/lib/amdgcn/bitcode"),
    ];
    locate("CIRCLE_RS_ROCM_DEVICE_LIBS", c, |d| {
        d.join("ocml.bc").is_file()
    })
}

/// The oclc control libraries clang's HIP toolchain links for a target,
/// other than the ISA version (see [`isa_version`]): IEEE behaviour, no
/// denormal flushing, correctly rounded `sqrt`, the wave size.
fn control_libraries(wave_size: u32) -> Vec<String> {
    let wave64 = if wave_size == 64 { "on" } else { "off" };
    vec![
        "oclc_finite_only_off.bc".into(),
        "oclc_unsafe_math_off.bc".into(),
        "oclc_daz_opt_off.bc".into(),
        "oclc_correctly_rounded_sqrt_on.bc".into(),
        format!("oclc_wavefrontsize64_{wave64}.bc"),
    ]
}

/// `__oclc_ISA_version` for `gfx<major><minor><stepping>` (the last two
/// digits hexadecimal, as in `gfx90a`): major * 1000 + minor * 100 +
/// stepping, the value `oclc_isa_version_<digits>.bc` defines.
pub fn isa_version(cpu: &str) -> Option<u32> {
    let digits = cpu.strip_prefix("gfx")?;
    if digits.len() < 3 || !digits.is_ascii() {
        return None;
    }
    let (major, rest) = digits.split_at(digits.len() - 2);
    let major: u32 = major.parse().ok()?;
    let minor = u32::from_str_radix(&rest[..1], 16).ok()?;
    let stepping = u32::from_str_radix(&rest[1..], 16).ok()?;
    Some(major * 1000 + minor * 100 + stepping)
}

/// What is missing for a vendor's math library (for a target of that wave
/// size), as a note for the diagnostic; `None` when it can be linked.
pub fn missing(vendor: Vendor, wave_size: u32) -> Option<String> {
    match vendor {
        Vendor::Host => None,
        Vendor::Nvidia => libdevice().is_none().then(|| {
            "libdevice (libdevice.10.bc) was not found; set CIRCLE_RS_LIBDEVICE to its path \
             or run scripts/setup.sh"
                .to_string()
        }),
        Vendor::Amd => {
            let Some(dir) = rocm_bitcode_dir() else {
                return Some(
                    "the ROCm device libraries (ocml.bc) were not found; set \
                     CIRCLE_RS_ROCM_DEVICE_LIBS to their directory or install rocm-device-libs"
                        .into(),
                );
            };
            let absent: Vec<String> = control_libraries(wave_size)
                .into_iter()
                .chain(["ockl.bc".into(), "oclc_abi_version_500.bc".into()])
                .filter(|f| !dir.join(f).is_file())
                .collect();
            (!absent.is_empty()).then(|| {
                format!(
                    "the ROCm device libraries in '{}' lack {}",
                    dir.display(),
                    absent.join(", ")
                )
            })
        }
    }
}

/// Library files read once per process (each job parses its own module
/// from the bytes, in its own context).
fn read_cached(path: &Path) -> Result<Arc<Vec<u8>>, String> {
    static CACHE: OnceLock<Mutex<HashMap<PathBuf, Arc<Vec<u8>>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(b) = cache.lock().ok().and_then(|c| c.get(path).cloned()) {
        return Ok(b);
    }
    let bytes = Arc::new(std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?);
    if let Ok(mut c) = cache.lock() {
        c.insert(path.to_path_buf(), bytes.clone());
    }
    Ok(bytes)
}

/// Whether the module calls a function of the vendor's math library that
/// it does not define.
pub fn needs_library(module: &Module<'_>, vendor: Vendor) -> bool {
    let prefixes = symbol_prefixes(vendor);
    module.get_functions().any(|f| declares(&f, prefixes))
}

/// Links the vendor's math library into `module` when the module calls
/// it; says whether it did.
pub fn link_math_library<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    t: &TargetSpec,
) -> Result<bool, Diagnostic> {
    if !needs_library(module, t.vendor) {
        return Ok(false);
    }
    let fail = |m: String| diag::math_library(&t.name, &m);
    if let Some(m) = missing(t.vendor, t.wave_size) {
        return Err(fail(m));
    }
    let defined_before = defined_symbols(module);
    match t.vendor {
        Vendor::Host => return Ok(false),
        Vendor::Nvidia => {
            let path = libdevice().ok_or_else(|| fail("libdevice vanished".into()))?;
            link_file(ctx, module, &path, true).map_err(fail)?;
            // libdevice asks `__nvvm_reflect("__CUDA_FTZ")` whether to flush
            // denormals; like clang without -fgpu-flush-denormals-to-zero:
            // no. (LLVM 19's reflect pass answers 0 to "__CUDA_PREC_SQRT",
            // so hypotf, acoshf, asinhf and jnf use the approximate square
            // root inside, as in clang-19's CUDA; nvcc's default is the
            // precise one. sqrt itself is the exact intrinsic.)
            let zero = ctx.i32_type().const_zero();
            module.add_basic_value_flag("nvvm-reflect-ftz", FlagBehavior::Override, zero);
        }
        Vendor::Amd => {
            let dir = rocm_bitcode_dir().ok_or_else(|| fail("ocml vanished".into()))?;
            let ockl = module.get_functions().any(|f| declares(&f, &["__ockl_"]));
            link_file(ctx, module, &dir.join("ocml.bc"), false).map_err(fail)?;
            if ockl {
                link_file(ctx, module, &dir.join("ockl.bc"), false).map_err(fail)?;
                // ockl finds the hostcall buffer and the heap among the
                // implicit kernel arguments where code object v5 puts them.
                link_file(ctx, module, &dir.join("oclc_abi_version_500.bc"), false)
                    .map_err(fail)?;
            }
            for lib in control_libraries(t.wave_size) {
                link_file(ctx, module, &dir.join(lib), false).map_err(fail)?;
            }
            define_isa_version(ctx, module, t, &dir).map_err(fail)?;
        }
    }
    internalize_new(module, &defined_before);
    let prefixes = symbol_prefixes(t.vendor);
    let unresolved: Vec<String> = module
        .get_functions()
        .filter(|f| declares(f, prefixes))
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    if !unresolved.is_empty() {
        return Err(fail(format!(
            "the library does not define {}",
            unresolved.join(", ")
        )));
    }
    Ok(true)
}

/// The LLVM features for a module with libdevice linked in: libdevice's
/// code makes LLVM 19 emit `rsqrt.approx.ftz.f64`, which PTX ISA 4.0
/// introduced, so targets whose default PTX is older (sm_20, sm_21, sm_35:
/// 3.2) get 4.0, which every ptxas for them accepts. `None`: unchanged.
pub fn libdevice_features(t: &TargetSpec) -> Option<String> {
    raised_ptx_features(t, 40)
}

/// The spec's features with its PTX version raised to at least `min`;
/// `None` when it already is.
pub fn raised_ptx_features(t: &TargetSpec, min: u32) -> Option<String> {
    let mut raised = false;
    let f: Vec<String> = t
        .features
        .split(',')
        .map(
            |f| match f.strip_prefix("+ptx").and_then(|v| v.parse::<u32>().ok()) {
                Some(v) if v < min => {
                    raised = true;
                    format!("+ptx{min}")
                }
                _ => f.to_string(),
            },
        )
        .collect();
    raised.then(|| f.join(","))
}

/// Parses one library into the module's context with the module's triple
/// and data layout (so the linker sees no mismatch), makes its external
/// definitions link-on-demand, and links it in.
fn link_file<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    path: &Path,
    on_demand: bool,
) -> Result<(), String> {
    let bytes = read_cached(path)?;
    let name = path.display().to_string();
    let buf = MemoryBuffer::create_from_memory_range_copy(&bytes, &name);
    let lib = Module::parse_bitcode_from_buffer(&buf, ctx)
        .map_err(|e| format!("{name}: {}", e.to_string_lossy()))?;
    lib.set_triple(&module.get_triple());
    lib.set_data_layout(&module.get_data_layout());
    if on_demand {
        for f in lib.get_functions() {
            if f.count_basic_blocks() > 0 && f.get_linkage() == Linkage::External {
                f.set_linkage(Linkage::LinkOnceODR);
            }
        }
        for g in lib.get_globals() {
            if g.get_initializer().is_some() && g.get_linkage() == Linkage::External {
                g.set_linkage(Linkage::LinkOnceODR);
            }
        }
    }
    module
        .link_in_module(lib)
        .map_err(|e| format!("{name}: {}", e.to_string_lossy()))
}

/// `__oclc_ISA_version` from `oclc_isa_version_<N>.bc` where the installed
/// libraries have it; older releases lack newer processors (Debian 12's
/// 5.2 has no gfx11), and then the module defines the constant itself,
/// with the value that file would hold.
fn define_isa_version<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    t: &TargetSpec,
    dir: &Path,
) -> Result<(), String> {
    let Some(g) = module.get_global("__oclc_ISA_version") else {
        return Ok(());
    };
    if g.get_initializer().is_some() {
        return Ok(());
    }
    let v = isa_version(&t.cpu).ok_or_else(|| format!("no ISA version for '{}'", t.cpu))?;
    let digits = t.cpu.trim_start_matches("gfx");
    let file = dir.join(format!("oclc_isa_version_{digits}.bc"));
    if file.is_file() {
        return link_file(ctx, module, &file, false);
    }
    g.set_initializer(&ctx.i32_type().const_int(v as u64, false));
    g.set_constant(true);
    g.set_linkage(Linkage::Internal);
    Ok(())
}

fn defined_symbols(module: &Module<'_>) -> HashSet<String> {
    let mut s: HashSet<String> = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    s.extend(
        module
            .get_globals()
            .filter(|g| g.get_initializer().is_some())
            .map(|g| g.get_name().to_string_lossy().into_owned()),
    );
    s
}

/// What the link brought in becomes internal to the module (clang's
/// `-mlink-builtin-bitcode` does the same), so it is not exported and
/// unused copies can be dropped.
fn internalize_new(module: &Module<'_>, before: &HashSet<String>) {
    for f in module.get_functions() {
        let name = f.get_name().to_string_lossy();
        if f.count_basic_blocks() > 0 && !before.contains(name.as_ref()) {
            let g = f.as_global_value();
            g.set_visibility(GlobalVisibility::Default);
            f.set_linkage(Linkage::Internal);
        }
    }
    for g in module.get_globals() {
        let name = g.get_name().to_string_lossy();
        if g.get_initializer().is_some()
            && !before.contains(name.as_ref())
            && !matches!(g.get_linkage(), Linkage::Private | Linkage::Internal)
        {
            g.set_visibility(GlobalVisibility::Default);
            g.set_linkage(Linkage::Internal);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isa_versions_follow_the_file_names() {
        assert_eq!(isa_version("gfx1100"), Some(11000));
        assert_eq!(isa_version("gfx1030"), Some(10300));
        assert_eq!(isa_version("gfx90a"), Some(9010));
        assert_eq!(isa_version("gfx90c"), Some(9012));
        assert_eq!(isa_version("gfx906"), Some(9006));
        assert_eq!(isa_version("gfx803"), Some(8003));
        assert_eq!(isa_version("gfx1151"), Some(11501));
        assert_eq!(isa_version("sm_70"), None);
        assert_eq!(isa_version("gfx"), None);
    }
}
