//! User device-configuration files (`--device-config-file=FILE`), in the
//! YAML format of seeds/dpcpp-device-config-file.md:
//!
//! ```yaml
//! gfx1250:
//!     aspects: [gpu, fp16, fp64, atomic64]     # required
//!     sub-group-sizes: [32, 64]                # required; the wave sizes
//!     may_support_other_aspects: false
//!     aot-toolchain: amdgpu                    # nvptx | amdgpu
//!     aot-toolchain-options: -mcpu=gfx1250     # -mcpu=CPU, -mattr=FEATURES
//!     # circle-rs keys:
//!     compute-capability: 90                   # or "9.0"
//!     llvm-cpu: gfx1250
//!     llvm-features: +wavefrontsize32
//!     wave-size: 32                            # one of sub-group-sizes
//! ```
//!
//! Each entry replaces any earlier entry of the same name as a whole (the
//! registry warns about it). What a user omits is auto-detected from the
//! name: `sm_*` uses nvptx and `gfx*` amdgpu; a name LLVM 19 knows gets the
//! embedded LLVM CPU and PTX version; NVIDIA names spell their compute
//! capability. User-given values always take precedence.
//!
//! Whether LLVM can compile for an entry is not checked here: a file may list
//! targets for a newer LLVM, and the error comes when one is used.

use crate::aspect::{Aspect, AspectSet};
use crate::device::{
    amd_is_wave32_generation, default_features, embedded_device, nvidia_cc_from_name, DeviceInfo,
    Origin, Vendor,
};
use crate::diagnostics as diag;
use crate::suggest::nearest;
use crate::yaml::{self, Node, NodeKind, Range};
use lexer::diag::Diagnostics;
use lexer::source::Span;

/// The keys of an entry: the seed's, then circle-rs's.
pub const KEYS: &[&str] = &[
    "aspects",
    "may_support_other_aspects",
    "sub-group-sizes",
    "aot-toolchain",
    "aot-toolchain-options",
    "compute-capability",
    "llvm-cpu",
    "llvm-features",
    "wave-size",
];

/// Parses one file whose text starts at global offset `base` in the
/// SourceMap; returns its entries in file order. Entries with errors are
/// reported and left out; the others are still returned.
pub fn parse(text: &str, base: u32, file: &str, diags: &mut Diagnostics) -> Vec<DeviceInfo> {
    let span = |r: Range| Span::new(base + r.lo, base + r.hi);
    let docs = match std::panic::catch_unwind(|| yaml::parse_documents(text)) {
        Ok(Ok(docs)) => docs,
        Ok(Err(e)) => {
            diags.push(diag::config_syntax(
                Span::new(base + e.at, base + e.at),
                &e.message,
            ));
            return Vec::new();
        }
        // The YAML parser is fuzzed upstream; this keeps a bug in it from
        // taking the compiler down.
        Err(_) => {
            diags.push(diag::config_syntax(
                Span::new(base, base),
                "the YAML parser failed on this file",
            ));
            return Vec::new();
        }
    };
    let mut out = Vec::new();
    for doc in &docs {
        if doc.is_null() {
            continue;
        }
        let NodeKind::Map(entries) = &doc.kind else {
            diags.push(diag::config_root_not_mapping(
                span(doc.range),
                doc.kind_name(),
            ));
            continue;
        };
        for (key, value) in entries {
            let name_span = span(key.range);
            let Some(name) = scalar(key) else {
                diags.push(diag::config_wrong_type(
                    name_span,
                    "a target name",
                    "a scalar",
                    key.kind_name(),
                ));
                continue;
            };
            let mut cx = Entry {
                name,
                name_span,
                base,
                diags: &mut *diags,
                errors: 0,
            };
            if let Some(info) = cx.parse(value, file) {
                out.push(info);
            }
        }
    }
    out
}

fn scalar(n: &Node) -> Option<&str> {
    match &n.kind {
        NodeKind::Scalar { text, .. } => Some(text),
        _ => None,
    }
}

/// The values one entry gives, each with the span of its value.
#[derive(Default)]
struct Given {
    aspects: Option<(AspectSet, Span)>,
    may_support_other_aspects: Option<bool>,
    sub_group_sizes: Option<(Vec<u32>, Span)>,
    toolchain: Option<(Vendor, Span)>,
    options_cpu: Option<String>,
    options_features: Option<String>,
    options_text: String,
    compute_capability: Option<u32>,
    llvm_cpu: Option<String>,
    llvm_features: Option<String>,
    /// Where `llvm-features` or `aot-toolchain-options` gave features.
    features_span: Option<Span>,
    wave_size: Option<(u32, Span)>,
}

struct Entry<'a, 'd> {
    name: &'a str,
    name_span: Span,
    base: u32,
    diags: &'d mut Diagnostics,
    errors: usize,
}

impl Entry<'_, '_> {
    fn span(&self, r: Range) -> Span {
        Span::new(self.base + r.lo, self.base + r.hi)
    }
    fn error(&mut self, d: lexer::diag::Diagnostic) {
        self.errors += 1;
        self.diags.push(d);
    }

    fn parse(&mut self, value: &Node, file: &str) -> Option<DeviceInfo> {
        if !valid_target_name(self.name) {
            let msg = format!(
                "invalid target name '{}': use letters, digits, '_', '-' and '.'",
                self.name
            );
            self.error(diag::config_bad_value(self.name_span, msg));
            return None;
        }
        let NodeKind::Map(pairs) = &value.kind else {
            let what = format!("the description of target '{}'", self.name);
            let d = diag::config_wrong_type(
                self.span(value.range),
                &what,
                "a mapping of keys",
                &found(value),
            );
            self.error(d);
            return None;
        };
        let mut given = Given::default();
        let mut seen: Vec<(&str, Span)> = Vec::new();
        for (k, v) in pairs {
            let kspan = self.span(k.range);
            let Some(key) = scalar(k) else {
                self.error(diag::config_wrong_type(
                    kspan,
                    "a key",
                    "a scalar",
                    k.kind_name(),
                ));
                continue;
            };
            if let Some(&(_, prev)) = seen.iter().find(|(s, _)| *s == key) {
                self.error(diag::config_duplicate_key(kspan, key, prev));
                continue;
            }
            seen.push((key, kspan));
            self.key(key, kspan, v, &mut given);
        }
        for required in ["aspects", "sub-group-sizes"] {
            if !seen.iter().any(|(k, _)| *k == required) {
                self.error(diag::config_missing_key(
                    self.name_span,
                    self.name,
                    required,
                ));
            }
        }
        if self.errors > 0 {
            return None;
        }
        self.derive(given, file)
    }

    fn key(&mut self, key: &str, kspan: Span, v: &Node, given: &mut Given) {
        let vspan = self.span(v.range);
        match key {
            "aspects" => {
                let Some(items) = self.list(key, v) else {
                    return;
                };
                let mut set = AspectSet::EMPTY;
                for item in items {
                    let ispan = self.span(item.range);
                    let Some(text) = self.scalar_of("an aspect", item) else {
                        continue;
                    };
                    match Aspect::from_name(text) {
                        Some(a) => set.insert(a),
                        None => {
                            let near = nearest(text, Aspect::ALL.iter().map(|a| a.name()), 3);
                            self.error(diag::config_unknown_aspect(ispan, text, &near));
                        }
                    }
                }
                given.aspects = Some((set, vspan));
            }
            "may_support_other_aspects" => match scalar_plain(v) {
                Some("true" | "True" | "TRUE") => given.may_support_other_aspects = Some(true),
                Some("false" | "False" | "FALSE") => given.may_support_other_aspects = Some(false),
                _ => self.error(diag::config_wrong_type(
                    vspan,
                    "'may_support_other_aspects'",
                    "true or false",
                    &found(v),
                )),
            },
            "sub-group-sizes" => {
                let Some(items) = self.list(key, v) else {
                    return;
                };
                let mut sizes = Vec::new();
                for item in items {
                    if let Some(n) = self.integer("a sub-group size", item) {
                        if !sizes.contains(&n) {
                            sizes.push(n);
                        }
                    }
                }
                if items.is_empty() {
                    self.error(diag::config_bad_value(
                        vspan,
                        "'sub-group-sizes' must list at least one size",
                    ));
                }
                given.sub_group_sizes = Some((sizes, vspan));
            }
            "aot-toolchain" => {
                let Some(text) = self.scalar_of("'aot-toolchain'", v) else {
                    return;
                };
                match Vendor::from_toolchain(text) {
                    Some(vendor) => given.toolchain = Some((vendor, vspan)),
                    None => {
                        let msg = format!("unknown aot-toolchain '{text}': circle-rs compiles with 'nvptx' or 'amdgpu'");
                        self.error(diag::config_bad_value(vspan, msg));
                    }
                }
            }
            "aot-toolchain-options" => {
                let Some(text) = self.scalar_of("'aot-toolchain-options'", v) else {
                    return;
                };
                given.options_text = text.to_string();
                let mut unsupported = Vec::new();
                for word in text.split_whitespace() {
                    if let Some(cpu) = word.strip_prefix("-mcpu=").filter(|c| !c.is_empty()) {
                        given.options_cpu = Some(cpu.to_string());
                    } else if let Some(attrs) =
                        word.strip_prefix("-mattr=").filter(|c| !c.is_empty())
                    {
                        given.options_features = Some(attrs.to_string());
                        given.features_span = Some(vspan);
                    } else {
                        unsupported.push(word);
                    }
                }
                if !unsupported.is_empty() {
                    let msg = format!(
                        "unsupported aot-toolchain options '{}'",
                        unsupported.join(" ")
                    );
                    let d = diag::config_bad_value(vspan, msg)
                        .with_note("circle-rs understands '-mcpu=CPU' and '-mattr=FEATURES'");
                    self.error(d);
                }
            }
            "compute-capability" => {
                let Some(text) = self.scalar_of("'compute-capability'", v) else {
                    return;
                };
                match parse_compute_capability(text) {
                    Some(cc) => given.compute_capability = Some(cc),
                    None => {
                        let msg =
                            format!("malformed compute capability '{text}': write 86 or \"8.6\"");
                        self.error(diag::config_bad_value(vspan, msg));
                    }
                }
            }
            "llvm-cpu" => {
                let Some(text) = self.scalar_of("'llvm-cpu'", v) else {
                    return;
                };
                if text.is_empty() || text.contains(char::is_whitespace) {
                    self.error(diag::config_bad_value(
                        vspan,
                        format!("invalid LLVM CPU name '{text}'"),
                    ));
                } else {
                    given.llvm_cpu = Some(text.to_string());
                }
            }
            "llvm-features" => {
                let Some(text) = self.scalar_of("'llvm-features'", v) else {
                    return;
                };
                let bad = text
                    .split(',')
                    .find(|f| !(f.starts_with('+') || f.starts_with('-')) || f.len() < 2);
                match bad {
                    Some(f) if !text.is_empty() => {
                        let msg = format!("malformed LLVM feature '{f}': write '+feature' or '-feature', separated by commas");
                        self.error(diag::config_bad_value(vspan, msg));
                    }
                    _ => {
                        given.llvm_features = Some(text.to_string());
                        given.features_span = Some(vspan);
                    }
                }
            }
            "wave-size" => {
                if let Some(n) = self.integer("'wave-size'", v) {
                    given.wave_size = Some((n, vspan));
                }
            }
            _ => {
                let near = nearest(key, KEYS.iter().copied(), 2);
                let d = diag::config_unknown_key(kspan, key, self.name, &near);
                self.error(d);
            }
        }
    }

    fn list<'n>(&mut self, key: &str, v: &'n Node) -> Option<&'n [Node]> {
        match &v.kind {
            NodeKind::Seq(items) => Some(items),
            _ => {
                let what = format!("'{key}'");
                self.error(diag::config_wrong_type(
                    self.span(v.range),
                    &what,
                    "a list",
                    &found(v),
                ));
                None
            }
        }
    }

    fn scalar_of<'n>(&mut self, what: &str, v: &'n Node) -> Option<&'n str> {
        match scalar(v) {
            Some(text) if !v.is_null() => Some(text),
            _ => {
                self.error(diag::config_wrong_type(
                    self.span(v.range),
                    what,
                    "a scalar",
                    &found(v),
                ));
                None
            }
        }
    }

    fn integer(&mut self, what: &str, v: &Node) -> Option<u32> {
        match scalar_plain(v).and_then(|t| t.parse::<u32>().ok()) {
            Some(n) => Some(n),
            None => {
                self.error(diag::config_wrong_type(
                    self.span(v.range),
                    what,
                    "a positive integer",
                    &found(v),
                ));
                None
            }
        }
    }

    /// Fills in what the user left out and checks the values agree.
    fn derive(&mut self, g: Given, file: &str) -> Option<DeviceInfo> {
        let name = self.name;
        let embedded = embedded_device(name);
        let vendor = match (g.toolchain, embedded, Vendor::from_target_name(name)) {
            (Some((v, _)), _, _) => v,
            (None, Some(e), _) => e.vendor,
            (None, None, Some(v)) => v,
            (None, None, None) => {
                self.error(diag::config_no_toolchain(self.name_span, name));
                return None;
            }
        };
        let same_vendor_embedded = embedded.filter(|e| e.vendor == vendor);
        let llvm_cpu = g
            .llvm_cpu
            .or(g.options_cpu)
            .or_else(|| same_vendor_embedded.map(|e| e.name.to_string()))
            .or_else(|| (Vendor::from_target_name(name) == Some(vendor)).then(|| name.to_string()));
        let Some(llvm_cpu) = llvm_cpu else {
            let msg = format!("cannot tell the LLVM CPU of target '{name}'; add 'llvm-cpu'");
            self.error(diag::config_bad_value(self.name_span, msg));
            return None;
        };
        let cpu_embedded = embedded_device(&llvm_cpu).filter(|e| e.vendor == vendor);

        let (sizes, sizes_span) = g.sub_group_sizes.unwrap_or_default();
        for &s in &sizes {
            if !vendor.valid_wave_sizes().contains(&s) {
                let valid: Vec<String> = vendor
                    .valid_wave_sizes()
                    .iter()
                    .map(u32::to_string)
                    .collect();
                let msg = format!(
                    "sub-group size {s} is not supported by {} targets (valid: {})",
                    vendor.backend(),
                    valid.join(", ")
                );
                self.error(diag::config_bad_value(sizes_span, msg));
            }
        }
        // A known CPU runs only the wave sizes LLVM gives it: LLVM 19 accepts
        // +wavefrontsize32 for gfx90a without a word and miscompiles.
        if let Some(e) = cpu_embedded {
            if let Some(s) = sizes.iter().find(|s| !e.wave_sizes.contains(s)) {
                let valid: Vec<String> = e.wave_sizes.iter().map(u32::to_string).collect();
                let msg = format!(
                    "sub-group size {s} is not supported by '{}' (valid: {})",
                    e.name,
                    valid.join(", ")
                );
                self.error(diag::config_bad_value(sizes_span, msg));
            }
        }
        let wave_size = match g.wave_size {
            Some((w, span)) => {
                if !sizes.contains(&w) {
                    let msg = format!("wave size {w} is not one of the target's sub-group sizes");
                    self.error(diag::config_bad_value(span, msg));
                }
                w
            }
            None => default_wave_size(vendor, &llvm_cpu, &sizes),
        };

        let compute_capability = g.compute_capability.or_else(|| match vendor {
            Vendor::Nvidia => nvidia_cc_from_name(name)
                .or_else(|| nvidia_cc_from_name(&llvm_cpu))
                .or_else(|| cpu_embedded.and_then(|e| e.compute_capability)),
            Vendor::Amd => None,
        });
        if vendor == Vendor::Nvidia && compute_capability.is_none() {
            self.error(diag::nvidia_needs_cc(self.name_span, name));
        }

        // User features win, but keep what circle-rs must always pass: the
        // PTX version (NVIDIA) and the wave size (AMD).
        let features_span = g.features_span.unwrap_or(self.name_span);
        let mut features = g.llvm_features.or(g.options_features).unwrap_or_default();
        let other_wave = features
            .split(',')
            .filter_map(|f| f.strip_prefix("+wavefrontsize"))
            .find(|n| *n != wave_size.to_string());
        if let (Vendor::Amd, Some(n)) = (vendor, other_wave) {
            let msg = format!("the LLVM features ask for wave size {n}, but the target's wave size is {wave_size}");
            self.error(diag::config_bad_value(features_span, msg));
        }
        let must = match vendor {
            Vendor::Nvidia => (!features.contains("+ptx"))
                .then(|| default_features(vendor, cpu_embedded.and_then(|e| e.ptx), wave_size)),
            Vendor::Amd => (!features.contains("wavefrontsize"))
                .then(|| default_features(vendor, None, wave_size)),
        };
        if let Some(extra) = must {
            if !features.is_empty() {
                features.push(',');
            }
            features.push_str(&extra);
        }

        if self.errors > 0 {
            return None;
        }
        Some(DeviceInfo {
            name: name.to_string(),
            vendor,
            llvm_cpu,
            llvm_features: features,
            compute_capability,
            wave_size,
            sub_group_sizes: sizes,
            aspects: g.aspects.map(|(a, _)| a).unwrap_or_default(),
            may_support_other_aspects: g.may_support_other_aspects.unwrap_or(false),
            aot_toolchain_options: g.options_text,
            origin: Origin::File {
                file: file.to_string(),
                span: self.name_span,
            },
        })
    }
}

fn scalar_plain(v: &Node) -> Option<&str> {
    match &v.kind {
        NodeKind::Scalar { text, plain: true } => Some(text),
        _ => None,
    }
}

fn found(v: &Node) -> String {
    match &v.kind {
        NodeKind::Scalar { text, .. } if !v.is_null() => format!("'{text}'"),
        _ => v.kind_name().to_string(),
    }
}

fn valid_target_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

/// The default wave size: 32 on NVIDIA and on AMD gfx10 and newer, 64 on
/// older AMD, unless the sizes listed exclude it; then the first listed.
fn default_wave_size(vendor: Vendor, cpu: &str, sizes: &[u32]) -> u32 {
    let preferred = match vendor {
        Vendor::Nvidia => 32,
        Vendor::Amd if amd_is_wave32_generation(cpu) => 32,
        Vendor::Amd => 64,
    };
    if sizes.contains(&preferred) || sizes.is_empty() {
        preferred
    } else {
        sizes[0]
    }
}

/// `86` or `8.6` (also `10.0` for 100); nothing else.
pub fn parse_compute_capability(text: &str) -> Option<u32> {
    let digits = |s: &str| !s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit());
    match text.split_once('.') {
        None if digits(text) => text.parse().ok().filter(|&n| n >= 10),
        Some((major, minor)) if digits(major) && minor.len() == 1 && digits(minor) => {
            let cc = major.parse::<u32>().ok()? * 10 + minor.parse::<u32>().ok()?;
            (cc >= 10).then_some(cc)
        }
        _ => None,
    }
}
