//! Compute-capability maps, in the format of seeds/scale-ccmap.md:
//!
//! ```text
//! # comment
//! gfx900 61      # (comments are whole lines only)
//! gfx1030 86
//! gfx1100        # a lone architecture: every remaining compute capability
//! ```
//!
//! Lines are tried in order and the first applicable one wins. A map answers
//! two questions:
//! - which compute capability an AMD target reports (`__nvvm_arch` in its
//!   module): the first `ARCH CC` line naming it; wildcard lines answer only
//!   the other question, so a target named only by a wildcard keeps the
//!   default rule (see `registry.rs`);
//! - in `--cuda-sm-as-amd` mode, which AMD target `-sm_XX` compiles for: the
//!   first line whose compute capability is XX, or a wildcard line.
//!
//! The compiler looks for a map in this order (the seed's order for the
//! compiler, with circle-rs's installation directory):
//! 1. the file given by `--cuda-ccmap FILE`;
//! 2. the file named by the `SCALE_CCMAP` environment variable;
//! 3. `../share/circle-rs/ccmap.conf` relative to the directory containing
//!    the compiler executable.
//!
//! The first that is given is used; a file named by 1 or 2 that cannot be
//! read is an error, while a missing file at 3 just means "no map".

use crate::device::Vendor;
use crate::diagnostics as diag;
use crate::registry::TargetRegistry;
use crate::suggest::nearest;
use lexer::diag::Diagnostics;
use lexer::source::Span;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// How a map was found (the search step), for `--print-targets`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CcMapSource {
    CommandLine,
    Environment,
    Installation,
}

impl CcMapSource {
    pub fn describe(self) -> &'static str {
        match self {
            CcMapSource::CommandLine => "--cuda-ccmap",
            CcMapSource::Environment => "$SCALE_CCMAP",
            CcMapSource::Installation => "installation",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CcMapLine {
    pub arch: String,
    /// `None` for a wildcard line.
    pub cc: Option<u32>,
    /// The span of the architecture name.
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CcMap {
    /// The path as diagnostics and `--print-targets` show it.
    pub file: String,
    pub source: CcMapSource,
    pub lines: Vec<CcMapLine>,
}

impl CcMap {
    /// Parses a map whose text starts at global offset `base` in the
    /// SourceMap. Architectures must be AMD targets of `registry` (so user
    /// device-configuration files apply first). Bad lines are reported and
    /// skipped; the others are kept.
    pub fn parse(
        text: &str,
        base: u32,
        file: &str,
        source: CcMapSource,
        registry: &TargetRegistry,
        diags: &mut Diagnostics,
    ) -> CcMap {
        let mut lines = Vec::new();
        let mut offset = 0u32;
        for raw in text.split_inclusive('\n') {
            let start = base + offset;
            offset += raw.len() as u32;
            let line = raw.trim_end_matches(['\n', '\r']);
            if line.trim_start().starts_with('#') {
                continue;
            }
            let words = words_with_offsets(line);
            let Some(&(arch_at, arch)) = words.first() else {
                continue;
            };
            let arch_span = Span::new(start + arch_at, start + arch_at + arch.len() as u32);
            let mut ok = true;
            match registry.get(arch).map(|d| d.vendor) {
                Some(Vendor::Amd) => {}
                Some(Vendor::Nvidia) => {
                    diags.push(diag::ccmap_not_amd(arch_span, arch));
                    ok = false;
                }
                None => {
                    let amd = registry
                        .devices()
                        .iter()
                        .filter(|d| d.vendor == Vendor::Amd);
                    let near = nearest(arch, amd.map(|d| d.name.as_str()), 3);
                    diags.push(diag::ccmap_unknown_arch(arch_span, arch, &near));
                    ok = false;
                }
            }
            let cc = match words.get(1) {
                None => None,
                Some(&(at, text)) => match parse_cc(text) {
                    Some(cc) => Some(cc),
                    None => {
                        diags.push(diag::ccmap_bad_cc(
                            Span::new(start + at, start + at + text.len() as u32),
                            text,
                        ));
                        ok = false;
                        None
                    }
                },
            };
            if let Some(&(at, _)) = words.get(2) {
                diags.push(diag::ccmap_extra_text(Span::new(
                    start + at,
                    start + line.len() as u32,
                )));
                ok = false;
            }
            if ok {
                lines.push(CcMapLine {
                    arch: arch.to_string(),
                    cc,
                    span: arch_span,
                });
            }
        }
        CcMap {
            file: file.to_string(),
            source,
            lines,
        }
    }

    /// The AMD target `-sm_XX` compiles for in "sm as AMD" mode.
    pub fn target_for(&self, cc: u32) -> Option<&str> {
        self.lines
            .iter()
            .find(|l| l.cc.is_none_or(|c| c == cc))
            .map(|l| l.arch.as_str())
    }

    /// The compute capability an AMD target reports, if a line says.
    pub fn compute_capability_of(&self, arch: &str) -> Option<u32> {
        self.lines
            .iter()
            .find(|l| l.arch == arch && l.cc.is_some())
            .and_then(|l| l.cc)
    }
}

/// A compute capability number: digits only, at least 10 (1.0).
fn parse_cc(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 4 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|&n| n >= 10)
}

fn words_with_offsets(line: &str) -> Vec<(u32, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices().chain([(line.len(), ' ')]) {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push((s as u32, &line[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    out
}

/// Where the compiler's map is, by the search order above. `env_value` is
/// the value of `SCALE_CCMAP` and `executable` the compiler's path, passed
/// in so that callers (and tests) decide where they come from.
pub fn find_ccmap(
    command_line: Option<&Path>,
    env_value: Option<&OsStr>,
    executable: Option<&Path>,
) -> Option<(PathBuf, CcMapSource)> {
    if let Some(p) = command_line {
        return Some((p.to_path_buf(), CcMapSource::CommandLine));
    }
    if let Some(v) = env_value.filter(|v| !v.is_empty()) {
        return Some((PathBuf::from(v), CcMapSource::Environment));
    }
    let installed = installation_ccmap(executable?)?;
    installed
        .is_file()
        .then_some((installed, CcMapSource::Installation))
}

/// `../share/circle-rs/ccmap.conf` relative to the executable's directory.
pub fn installation_ccmap(executable: &Path) -> Option<PathBuf> {
    Some(executable.parent()?.join("../share/circle-rs/ccmap.conf"))
}
