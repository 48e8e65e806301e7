//! The target registry: the embedded table, then user device-configuration
//! files in command-line order (later entries replace earlier ones), then
//! the compute-capability map. Resolution turns command-line requests into
//! [`CodegenTarget`]s.
//!
//! ## The compute capability of an AMD target
//!
//! In order of precedence:
//! 1. in `--cuda-sm-as-amd` mode, a ccmap `ARCH CC` line for it, else the
//!    compute capability of the `-sm_XX` that selected it;
//! 2. otherwise a ccmap `ARCH CC` line for it;
//! 3. `compute-capability` in a user device-configuration file;
//! 4. the default rule: the compute capability of the newest NVIDIA
//!    architecture (of the embedded table, not counting the `a` variants)
//!    all of whose error-gated aspects the AMD target has, and every older
//!    one's too. Code that tests `__nvvm_arch >= N` before using a feature
//!    therefore never selects, on an AMD target, a feature that the
//!    architecture gates would reject there. With LLVM 19 this gives 50
//!    (sm_50) to gfx7 and newer, since LLVM 19 cannot compile dynamic
//!    `alloca` for AMDGPU (an sm_52 feature), and 21 to gfx6 (no managed
//!    memory, an sm_30 feature); a target with none of them reports 20, the
//!    oldest. A ccmap is the way to choose otherwise, as SCALE intends:
//!    there is no meaningful mapping between compute capabilities and AMD
//!    hardware.

use crate::aspect::AspectSet;
use crate::ccmap::{find_ccmap, installation_ccmap, CcMap, CcMapSource};
use crate::config_file;
use crate::device::{embedded, nvidia_cc_from_name, DeviceInfo, Origin, Vendor};
use crate::diagnostics as diag;
use crate::gates::{GateSeverity, GATES};
use crate::resolved::{CcSource, CodegenTarget};
use crate::suggest::nearest;
use lexer::diag::Diagnostics;
use lexer::source::{SourceMap, Span};
use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// One target named on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetRequest {
    /// The architecture name (`sm_70`, `gfx1100`); `compute_XX` is `sm_XX`.
    pub name: String,
    /// The argument as written, for diagnostics (`--offload-arch=gfx1100`).
    pub spelling: String,
}

/// Everything target-related the command line says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TargetOptions {
    /// In command-line order, duplicates merged.
    pub requests: Vec<TargetRequest>,
    /// `--device-config-file`, in command-line order.
    pub device_config_files: Vec<PathBuf>,
    /// `--cuda-ccmap FILE` (the last one given).
    pub ccmap: Option<PathBuf>,
    /// `--cuda-sm-as-amd`: every `-sm_XX` compiles for the AMD target the
    /// compute-capability map gives for XX.
    pub sm_as_amd: bool,
}

/// What the process environment contributes, passed in so that tests do
/// not depend on it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Environment {
    /// The value of `SCALE_CCMAP`.
    pub scale_ccmap: Option<OsString>,
    /// The compiler executable's path.
    pub executable: Option<PathBuf>,
}

impl Environment {
    /// The running process's `SCALE_CCMAP` and executable.
    pub fn from_process() -> Environment {
        Environment {
            scale_ccmap: std::env::var_os("SCALE_CCMAP"),
            executable: std::env::current_exe().ok(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct TargetRegistry {
    devices: Vec<DeviceInfo>,
    index: HashMap<String, usize>,
    ccmap: Option<CcMap>,
    /// Where the installation ccmap would be, for "none found" errors.
    ccmap_searched: Vec<String>,
}

impl Default for TargetRegistry {
    fn default() -> Self {
        TargetRegistry::embedded()
    }
}

/// The embedded table, then `opts.device_config_files`, then the ccmap the
/// search order finds. Files are added to `sm` so diagnostics point into them.
pub fn configure(
    opts: &TargetOptions,
    env: &Environment,
    sm: &mut SourceMap,
    diags: &mut Diagnostics,
) -> TargetRegistry {
    let mut r = TargetRegistry::embedded();
    for path in &opts.device_config_files {
        r.load_device_config_file(path, sm, diags);
    }
    if let Some(p) = env.executable.as_deref().and_then(installation_ccmap) {
        r.ccmap_searched.push(p.display().to_string());
    }
    if let Some((path, source)) = find_ccmap(
        opts.ccmap.as_deref(),
        env.scale_ccmap.as_deref(),
        env.executable.as_deref(),
    ) {
        r.load_ccmap_file(&path, source, sm, diags);
    }
    r
}

impl TargetRegistry {
    pub fn embedded() -> TargetRegistry {
        let mut r = TargetRegistry {
            devices: Vec::new(),
            index: HashMap::new(),
            ccmap: None,
            ccmap_searched: Vec::new(),
        };
        for d in embedded() {
            r.index.insert(d.name.to_string(), r.devices.len());
            r.devices.push(DeviceInfo::from_embedded(d));
        }
        r
    }

    /// Every target, embedded ones in table order, then new ones in the
    /// order the files defined them (a replaced entry keeps its place).
    pub fn devices(&self) -> &[DeviceInfo] {
        &self.devices
    }
    pub fn get(&self, name: &str) -> Option<&DeviceInfo> {
        self.index.get(name).map(|&i| &self.devices[i])
    }
    pub fn ccmap(&self) -> Option<&CcMap> {
        self.ccmap.as_ref()
    }

    /// Adds or replaces an entry, warning when it replaces one.
    pub fn insert(&mut self, info: DeviceInfo, diags: &mut Diagnostics) {
        match self.index.get(&info.name) {
            Some(&i) => {
                if let Origin::File { span, .. } = &info.origin {
                    diags.push(diag::config_redefined(
                        *span,
                        &info.name,
                        &self.devices[i].origin,
                    ));
                }
                self.devices[i] = info;
            }
            None => {
                self.index.insert(info.name.clone(), self.devices.len());
                self.devices.push(info);
            }
        }
    }

    /// Reads a device-configuration file into the SourceMap and applies it.
    pub fn load_device_config_file(
        &mut self,
        path: &Path,
        sm: &mut SourceMap,
        diags: &mut Diagnostics,
    ) {
        let name = path.display().to_string();
        match std::fs::read_to_string(path) {
            Ok(text) => self.add_device_config(&name, path, text, sm, diags),
            Err(e) => diags.push(diag::file_unreadable(
                "device configuration file",
                &name,
                &e,
            )),
        }
    }

    /// Applies a device-configuration file's text (added to `sm` as `name`).
    pub fn add_device_config(
        &mut self,
        name: &str,
        path: &Path,
        text: String,
        sm: &mut SourceMap,
        diags: &mut Diagnostics,
    ) {
        let (id, base) = sm.add_and_enter(name, path, text, Span::DUMMY);
        let entries = config_file::parse(&sm.file(id).text, base, name, diags);
        for info in entries {
            self.insert(info, diags);
        }
    }

    /// Reads a compute-capability map into the SourceMap and uses it.
    pub fn load_ccmap_file(
        &mut self,
        path: &Path,
        source: CcMapSource,
        sm: &mut SourceMap,
        diags: &mut Diagnostics,
    ) {
        let name = path.display().to_string();
        match std::fs::read_to_string(path) {
            Ok(text) => self.add_ccmap(&name, path, text, source, sm, diags),
            Err(e) => diags.push(diag::file_unreadable("compute-capability map", &name, &e)),
        }
    }

    /// Uses a compute-capability map's text (added to `sm` as `name`).
    pub fn add_ccmap(
        &mut self,
        name: &str,
        path: &Path,
        text: String,
        source: CcMapSource,
        sm: &mut SourceMap,
        diags: &mut Diagnostics,
    ) {
        let (id, base) = sm.add_and_enter(name, path, text, Span::DUMMY);
        self.ccmap = Some(CcMap::parse(
            &sm.file(id).text,
            base,
            name,
            source,
            self,
            diags,
        ));
    }

    /// The compute capability a target reports outside "sm as AMD" mode,
    /// and where it comes from (see the module documentation).
    pub fn compute_capability(&self, d: &DeviceInfo) -> (u32, CcSource) {
        if d.vendor == Vendor::Amd {
            if let Some(cc) = self
                .ccmap
                .as_ref()
                .and_then(|m| m.compute_capability_of(&d.name))
            {
                return (cc, CcSource::Ccmap);
            }
        }
        match (d.compute_capability, &d.origin) {
            (Some(cc), Origin::Embedded) => (cc, CcSource::Table),
            (Some(cc), Origin::File { .. }) => (cc, CcSource::ConfigFile),
            (None, _) => (default_amd_compute_capability(d.aspects), CcSource::Rule),
        }
    }

    /// Turns the requests into targets, in order, merging those that name
    /// the same target. Unknown names, unmapped compute capabilities and
    /// targets LLVM 19 cannot compile for are errors in `diags`; a target
    /// LLVM cannot compile for is still returned, with `llvm_supported` false.
    pub fn resolve(&self, opts: &TargetOptions, diags: &mut Diagnostics) -> Vec<CodegenTarget> {
        let mut out: Vec<CodegenTarget> = Vec::new();
        let mut reported_no_ccmap = false;
        for req in &opts.requests {
            let requested_cc = if opts.sm_as_amd {
                nvidia_cc_from_name(&req.name)
            } else {
                None
            };
            let (device, requested_cc) = match requested_cc {
                Some(cc) => {
                    let Some(map) = &self.ccmap else {
                        if !reported_no_ccmap {
                            diags.push(diag::ccmap_not_found(&self.ccmap_searched));
                            reported_no_ccmap = true;
                        }
                        continue;
                    };
                    match map.target_for(cc).and_then(|arch| self.get(arch)) {
                        Some(d) => (d, Some(cc)),
                        None => {
                            diags.push(diag::sm_as_amd_unmapped(&req.spelling, cc, &map.file));
                            continue;
                        }
                    }
                }
                None => {
                    let base = req.name.split(':').next().unwrap_or_default();
                    match self.get(base) {
                        Some(d) => (d, None),
                        None => {
                            let names = self.devices.iter().map(|d| d.name.as_str());
                            diags.push(diag::unknown_target(
                                base,
                                &req.spelling,
                                &nearest(base, names, 3),
                            ));
                            continue;
                        }
                    }
                }
            };
            // An AMD target ID (`gfx90a:xnack+`) is a target of its own.
            let (name, extra_features) = if requested_cc.is_none() && req.name.contains(':') {
                match target_id(device, &req.name) {
                    Ok(parsed) => parsed,
                    Err(problem) => {
                        let accepted = device.target_id_features();
                        diags.push(diag::invalid_target_id(
                            &req.name,
                            &req.spelling,
                            &problem,
                            accepted,
                        ));
                        continue;
                    }
                }
            } else {
                (device.name.clone(), String::new())
            };
            if out.iter().any(|t| t.name == name) {
                continue;
            }
            let llvm_supported = device.llvm_supported();
            if !llvm_supported {
                diags.push(diag::llvm_unsupported(
                    &device.name,
                    device.vendor,
                    &device.llvm_cpu,
                    &device.llvm_features,
                ));
            }
            let (cc, cc_source) = match requested_cc {
                Some(cc) => match self
                    .ccmap
                    .as_ref()
                    .and_then(|m| m.compute_capability_of(&device.name))
                {
                    Some(mapped) => (mapped, CcSource::Ccmap),
                    None => (cc, CcSource::Requested),
                },
                None => self.compute_capability(device),
            };
            out.push(CodegenTarget {
                name,
                vendor: device.vendor,
                llvm_triple: device.vendor.llvm_triple(),
                llvm_cpu: device.llvm_cpu.clone(),
                llvm_features: format!("{}{extra_features}", device.llvm_features),
                compute_capability: cc,
                compute_capability_source: cc_source,
                code_object_version: device.code_object_version(),
                wave_size: device.wave_size,
                aspects: device.aspects,
                may_support_other_aspects: device.may_support_other_aspects,
                llvm_supported,
                requested_as: requested_cc.map(|_| req.name.clone()),
            });
        }
        out
    }
}

/// Checks an AMD target ID `base:feature±...` against what the base
/// accepts; returns its canonical name (features sorted, as clang prints
/// them) and the LLVM features to add (`,+xnack`).
fn target_id(device: &DeviceInfo, id: &str) -> Result<(String, String), String> {
    let accepted = device.target_id_features();
    let mut settings: Vec<(&str, char)> = Vec::new();
    for part in id.split(':').skip(1) {
        let Some(sign) = part.chars().last().filter(|c| matches!(c, '+' | '-')) else {
            return Err(format!("'{part}' must end in '+' or '-'"));
        };
        let feature = &part[..part.len() - 1];
        if !accepted.contains(&feature) {
            return Err(format!("'{}' does not support '{feature}'", device.name));
        }
        if settings.iter().any(|(f, _)| *f == feature) {
            return Err(format!("'{feature}' is given twice"));
        }
        settings.push((feature, sign));
    }
    settings.sort();
    let mut name = device.name.clone();
    let mut features = String::new();
    for (f, sign) in settings {
        name.push_str(&format!(":{f}{sign}"));
        features.push_str(&format!(",{sign}{f}"));
    }
    Ok((name, features))
}

/// The default compute capability of an AMD target with these aspects (the
/// rule in the module documentation).
pub fn default_amd_compute_capability(aspects: AspectSet) -> u32 {
    let error_gated: AspectSet = GATES
        .iter()
        .filter(|g| g.severity == GateSeverity::Error && !g.arch_specific)
        .map(|g| g.aspect)
        .collect();
    let mut nvidia: Vec<(u32, AspectSet)> = embedded()
        .iter()
        .filter(|d| d.vendor == Vendor::Nvidia && !d.name.ends_with('a'))
        .filter_map(|d| Some((d.compute_capability?, AspectSet::from_slice(d.aspects))))
        .collect();
    nvidia.sort_by_key(|&(cc, _)| cc);
    let mut best = nvidia.first().map_or(20, |&(cc, _)| cc);
    for (cc, nv) in nvidia {
        let needed: AspectSet = nv.iter().filter(|a| error_gated.contains(*a)).collect();
        if !needed.is_subset(aspects) {
            break;
        }
        best = cc;
    }
    best
}
