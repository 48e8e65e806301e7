//! Test helpers: diagnostics rendered as text through the SourceMap, in the
//! shape `file:line:col: severity: message [code]`, with notes indented.

#![allow(dead_code)]

use lexer::diag::Diagnostics;
use lexer::source::SourceMap;
use std::path::{Path, PathBuf};
use targets::ccmap::CcMapSource;
use targets::TargetRegistry;

pub fn inputs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs")
}

pub fn render(sm: &SourceMap, diags: &Diagnostics) -> String {
    let mut out = String::new();
    let at = |offset: u32| match (sm.file_name(offset), sm.location(offset)) {
        (Some(f), Some(l)) => format!("{f}:{}:{}: ", l.line, l.column),
        _ => String::new(),
    };
    for d in diags.as_slice() {
        let loc = if d.primary.span.is_dummy() {
            String::new()
        } else {
            at(d.primary.span.lo)
        };
        out.push_str(&format!(
            "{loc}{}: {} [{}]\n",
            d.severity.as_str(),
            d.message,
            d.code
        ));
        for n in &d.notes {
            let loc = n.span.map(|s| at(s.lo)).unwrap_or_default();
            out.push_str(&format!("    {loc}note: {}\n", n.message));
        }
    }
    out
}

/// The embedded table plus in-memory config files, each named as given.
pub fn with_configs(files: &[(&str, &str)]) -> (TargetRegistry, SourceMap, Diagnostics) {
    let mut sm = SourceMap::new();
    let mut diags = Diagnostics::new();
    let mut r = TargetRegistry::embedded();
    for (name, text) in files {
        r.add_device_config(name, Path::new(name), text.to_string(), &mut sm, &mut diags);
    }
    (r, sm, diags)
}

pub fn add_ccmap(
    r: &mut TargetRegistry,
    sm: &mut SourceMap,
    diags: &mut Diagnostics,
    name: &str,
    text: &str,
) {
    r.add_ccmap(
        name,
        Path::new(name),
        text.to_string(),
        CcMapSource::CommandLine,
        sm,
        diags,
    );
}

pub fn read_input(name: &str) -> String {
    std::fs::read_to_string(inputs().join(name)).unwrap()
}
