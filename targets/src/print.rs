//! `circle-rs --print-targets`: the registry after user files and the ccmap
//! are applied, as an aligned table for people or JSON for tools.

use crate::ccmap::CcMap;
use crate::device::{DeviceInfo, Origin};
use crate::registry::TargetRegistry;
use serde_json::{json, Value};

/// `70` → `7.0`, `100` → `10.0`.
pub fn format_cc(cc: u32) -> String {
    format!("{}.{}", cc / 10, cc % 10)
}

fn origin_name(d: &DeviceInfo) -> &str {
    match &d.origin {
        Origin::Embedded => "embedded",
        Origin::File { file, .. } => file,
    }
}

fn join(sizes: &[u32]) -> String {
    sizes
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The table: one line per target, then the ccmap in use, if any.
pub fn targets_table(registry: &TargetRegistry) -> String {
    let header = [
        "TARGET",
        "VENDOR",
        "CC",
        "CC-FROM",
        "WAVE",
        "SUB-GROUPS",
        "LLVM",
        "DEFINED-IN",
        "ASPECTS",
    ];
    let mut rows: Vec<[String; 9]> = Vec::new();
    for d in registry.devices() {
        let (cc, source) = registry.compute_capability(d);
        let mut aspects = d.aspects.names().join(" ");
        if d.may_support_other_aspects {
            aspects.push_str(" (may support others)");
        }
        rows.push([
            d.name.clone(),
            d.vendor.name().to_string(),
            format_cc(cc),
            source.name().to_string(),
            d.wave_size.to_string(),
            join(&d.sub_group_sizes),
            if d.llvm_supported() { "yes" } else { "no" }.to_string(),
            origin_name(d).to_string(),
            aspects,
        ]);
    }
    let mut widths = header.map(str::len);
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.len());
        }
    }
    let mut out = String::new();
    let mut line = |cells: &[&str]| {
        let mut text = String::new();
        for (i, cell) in cells.iter().enumerate() {
            if i + 1 == cells.len() {
                text.push_str(cell);
            } else {
                text.push_str(&format!("{cell:<w$}  ", w = widths[i]));
            }
        }
        out.push_str(text.trim_end());
        out.push('\n');
    };
    line(&header);
    for row in &rows {
        line(&row.each_ref().map(String::as_str));
    }
    if let Some(map) = registry.ccmap() {
        out.push_str(&ccmap_text(map));
    }
    out
}

fn ccmap_text(map: &CcMap) -> String {
    let mut out = format!(
        "\ncompute-capability map: {} (from {})\n",
        map.file,
        map.source.describe()
    );
    for l in &map.lines {
        match l.cc {
            Some(cc) => out.push_str(&format!("  {:<16} {}\n", l.arch, format_cc(cc))),
            None => out.push_str(&format!(
                "  {:<16} every other compute capability\n",
                l.arch
            )),
        }
    }
    out
}

/// The same as JSON: `{"targets": [...], "ccmap": null | {...}}`.
pub fn targets_json(registry: &TargetRegistry) -> String {
    let targets: Vec<Value> = registry
        .devices()
        .iter()
        .map(|d| {
            let (cc, source) = registry.compute_capability(d);
            json!({
                "name": d.name,
                "vendor": d.vendor.name(),
                "llvm_triple": d.vendor.llvm_triple(),
                "llvm_cpu": d.llvm_cpu,
                "llvm_features": d.llvm_features,
                "llvm_supported": d.llvm_supported(),
                "compute_capability": cc,
                "compute_capability_source": source.name(),
                "wave_size": d.wave_size,
                "sub_group_sizes": d.sub_group_sizes,
                "aspects": d.aspects.names(),
                "may_support_other_aspects": d.may_support_other_aspects,
                "target_id_features": d.target_id_features(),
                "code_object_version": d.code_object_version(),
                "defined_in": origin_name(d),
            })
        })
        .collect();
    let ccmap = registry.ccmap().map(|m| {
        json!({
            "file": m.file,
            "found_by": m.source.describe(),
            "entries": m.lines.iter().map(|l| json!({"arch": l.arch, "compute_capability": l.cc})).collect::<Vec<_>>(),
        })
    });
    let doc = json!({ "targets": targets, "ccmap": ccmap });
    let mut text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    text.push('\n');
    text
}
