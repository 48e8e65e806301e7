//! Make-style dependency output: `-M`/`-MD` list every file read, `-MM`/
//! `-MMD` leave out system headers (those found on `-isystem` or default
//! directories), `-MP` adds an empty rule per header so that make does not
//! fail when one is deleted.

use crate::cli::Cli;
use lexer::pp;
use std::path::{Path, PathBuf};

/// The rule for `deps` (the main file first).
pub fn render(cli: &Cli, opts: &pp::Options, target: &str, deps: &[PathBuf]) -> String {
    let user_only = cli.deps_user_only || cli.deps_side_user;
    let system: Vec<PathBuf> = opts
        .system_dirs
        .iter()
        .chain(&opts.default_dirs)
        .map(|d| d.canonicalize().unwrap_or_else(|_| d.clone()))
        .collect();
    let is_system = |p: &Path| {
        let c = p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
        system.iter().any(|d| c.starts_with(d))
    };
    let kept: Vec<PathBuf> = deps
        .iter()
        .enumerate()
        .filter(|(i, p)| *i == 0 || !user_only || !is_system(p))
        .map(|(_, p)| p.clone())
        .collect();
    if cli.deps_phony {
        pp::render_deps_phony(target, &kept)
    } else {
        pp::render_deps(target, &kept)
    }
}

/// Whether dependencies are written beside compiling (`-MD`, `-MMD`).
pub fn side(cli: &Cli) -> bool {
    cli.deps_side || cli.deps_side_user
}

impl Cli {
    /// `-M` or `-MM`: dependencies instead of compiling.
    pub fn deps_instead(&self) -> bool {
        self.deps_only || self.deps_user_only
    }
}
