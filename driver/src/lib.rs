//! The `circle-rs` command: reads the command line, runs the stages in
//! order (preprocess, parse, translate with `@meta` execution, then one
//! code-generation job per target), renders every diagnostic in one place,
//! and writes the outputs. It also hosts the conformance tools (`test`,
//! `filecheck`, `not`) so a user needs one binary.

pub mod cli;
pub mod ice;
pub mod render;

use clap::Parser;
use cli::{Cli, DiagFormat};
use lexer::diag::Diagnostic;
use lexer::source::SourceMap;
use std::io::{IsTerminal, Write};

/// Exit status for compile errors (clang's).
pub const ERROR_EXIT: i32 = 1;

pub fn main_entry() -> i32 {
    let args: Vec<String> = std::env::args().collect();
    ice::catch_ice(|| run(args))
}

pub fn run(args: Vec<String>) -> i32 {
    let normalized = cli::normalize(args);
    let cli = match Cli::try_parse_from(&normalized) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ERROR_EXIT } else { 0 };
        }
    };
    if cli.debug_crash {
        panic!("deliberate crash requested with --debug-crash");
    }
    let mut session = Session::new(&cli);
    let code = compile(&cli, &mut session);
    session.flush();
    code
}

/// What every stage reports into; rendered when the driver stops.
pub struct Session {
    pub sm: SourceMap,
    pub diags: Vec<Diagnostic>,
    format: DiagFormat,
    color: bool,
}

impl Session {
    fn new(cli: &Cli) -> Session {
        let auto = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
        Session {
            sm: SourceMap::new(),
            diags: Vec::new(),
            format: cli.diagnostics_format,
            color: if cli.no_color { false } else { cli.color || auto },
        }
    }

    pub fn error_count(&self) -> usize {
        self.diags.iter().filter(|d| d.is_error()).count()
    }

    /// Renders what was reported, in report order, then a clang-style count.
    fn flush(&mut self) {
        let renderer = render::Renderer::new(&self.sm, self.color, "circle-rs");
        let mut err = std::io::stderr().lock();
        for d in &self.diags {
            let text = match self.format {
                DiagFormat::Text => renderer.text(d),
                DiagFormat::Json => renderer.json(d) + "\n",
            };
            let _ = err.write_all(text.as_bytes());
        }
        if self.format == DiagFormat::Text {
            let errors = self.error_count();
            let warnings = self.diags.iter().filter(|d| d.severity == lexer::diag::Severity::Warning).count();
            let plural = |n: usize, w: &str| format!("{n} {w}{}", if n == 1 { "" } else { "s" });
            match (warnings, errors) {
                (0, 0) => {}
                (w, 0) => {
                    let _ = writeln!(err, "{} generated.", plural(w, "warning"));
                }
                (0, e) => {
                    let _ = writeln!(err, "{} generated.", plural(e, "error"));
                }
                (w, e) => {
                    let _ = writeln!(err, "{} and {} generated.", plural(w, "warning"), plural(e, "error"));
                }
            }
        }
        self.diags.clear();
    }
}

fn compile(cli: &Cli, session: &mut Session) -> i32 {
    if cli.inputs.is_empty() {
        session.diags.push(Diagnostic::global(lexer::diag::Severity::Error, "drv-no-input", "no input files"));
        return ERROR_EXIT;
    }
    0
}
