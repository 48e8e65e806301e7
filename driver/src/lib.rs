//! The `circle-rs` command: reads the command line, runs the stages in
//! order (preprocess, parse, translate with `@meta` execution, then one
//! code-generation job per target), renders every diagnostic in one place,
//! and writes the outputs. It also hosts the conformance tools (`test`,
//! `filecheck`, `not`) so a user needs one binary.

pub mod cli;
pub mod compile;
pub mod cubin_out;
pub mod cuda_headers;
pub mod deps;
pub mod diagnostics;
pub mod fatbin_list;
pub mod gates;
pub mod hip_link;
pub mod host_out;
pub mod ice;
pub mod lang;
pub mod meta_flags;
pub mod modes;
pub mod oom;
pub mod outputs;
pub mod render;
pub mod save_temps;
pub mod timing;
pub mod validate;
pub mod warnings;

use clap::Parser;
use cli::{Cli, DiagFormat};
use lexer::diag::Diagnostic;
use lexer::source::SourceMap;
use std::io::{IsTerminal, Write};

/// Exit status for compile errors (clang's).
pub const ERROR_EXIT: i32 = 1;

/// Set by the binary: the process exits when [`run`] returns, so the
/// translation's working state and the program are left to the OS
/// (clang's `-disable-free`) instead of being freed piece by piece. A
/// library caller (the fuzz targets run thousands of compiles in one
/// process) gets everything freed.
static EXITS_AFTER_RUN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

pub(crate) fn exits_after_run() -> bool {
    EXITS_AFTER_RUN.load(std::sync::atomic::Ordering::Relaxed)
}

pub fn main_entry() -> i32 {
    EXITS_AFTER_RUN.store(true, std::sync::atomic::Ordering::Relaxed);
    let args: Vec<String> = std::env::args().collect();
    ice::catch_ice(|| run(args))
}

pub fn run(args: Vec<String>) -> i32 {
    // The conformance tools live in the same binary.
    match args.get(1).map(String::as_str) {
        Some("test") => return run_tests(&args[2..]),
        Some("filecheck") => {
            return testsuite::filecheck::filecheck_main(&args[2..], std::io::stdin().lock())
        }
        Some("not") => return testsuite::run_lines::not_main(&args[2..]),
        Some("validate") => return validate::validate_main(&args[2..]),
        Some("fatbin-list") => return fatbin_list::main(&args[2..]),
        _ => {}
    }
    let mut target_diags = lexer::diag::Diagnostics::new();
    let (rest, topts) = targets::cli::extract_target_args(&args[1..], &mut target_diags);
    let (rest, link) = modes::extract(rest);
    let (rest, warning_policy) = warnings::extract(rest);
    let normalized = cli::normalize(std::iter::once(args[0].clone()).chain(rest));
    let mut cli = match Cli::try_parse_from(&normalized) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ERROR_EXIT } else { 0 };
        }
    };
    cli.macro_ops = cli::macro_ops(&normalized);
    cli.warnings = warning_policy;
    target_diags.extend(cli.warnings.unknown_diagnostics());
    cli.mode = if cli.preprocess
        || cli.deps_instead()
        || cli.syntax_only
        || cli.verify
        || !cli.emit.is_empty()
        || cli.print_targets
    {
        modes::Mode::Emit
    } else if link.compile_only {
        modes::Mode::Object
    } else if link.assembly {
        modes::Mode::Assembly
    } else {
        modes::Mode::Link
    };
    cli.link = link;
    if cli.debug_crash {
        panic!("deliberate crash requested with --debug-crash");
    }
    let mut session = Session::new(&cli);
    let stop = target_diags.has_errors();
    session.diags.extend(target_diags.into_vec());
    let code = if stop {
        ERROR_EXIT
    } else {
        drive(&cli, &topts, &mut session)
    };
    session.flush();
    code
}

fn drive(cli: &Cli, topts: &targets::TargetOptions, session: &mut Session) -> i32 {
    if cli.print_targets {
        return compile::print_targets(cli, topts, session);
    }
    let link_only = cli.mode == modes::Mode::Link && !cli.link.items.is_empty();
    if cli.inputs.is_empty() && !link_only {
        session.diags.push(diagnostics::no_input());
        return ERROR_EXIT;
    }
    if cli.verify && cli.inputs.len() != 1 {
        session.diags.push(diagnostics::verify_several_inputs());
        return ERROR_EXIT;
    }
    if cli.inputs.len() > 1 && cli.output.is_some() && (cli.preprocess || cli.deps_instead()) {
        session
            .diags
            .push(diagnostics::output_with_several_inputs());
        return ERROR_EXIT;
    }
    if cli.mode != modes::Mode::Link
        && cli.inputs.len() > 1
        && cli.output.is_some()
        && matches!(cli.mode, modes::Mode::Object | modes::Mode::Assembly)
    {
        session.diags.push(modes::several_outputs());
        return ERROR_EXIT;
    }
    if cli.mode == modes::Mode::Emit && !(cli.preprocess || cli.deps_instead() || cli.syntax_only) {
        // Outputs are named by stem: two inputs would overwrite each other.
        let mut seen: Vec<(String, &std::path::PathBuf)> = Vec::new();
        for input in &cli.inputs {
            let stem = input
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            if let Some((_, first)) = seen.iter().find(|(s, _)| *s == stem) {
                session
                    .diags
                    .push(diagnostics::same_output_stem(first, input));
                return ERROR_EXIT;
            }
            seen.push((stem, input));
        }
    }
    let mut timings = timing::Timings::new();
    let mut code = 0;
    for input in &cli.inputs {
        let c = compile::compile_one(cli, topts, input, session, &mut timings);
        session.drop_system_header_warnings();
        code = code.max(c);
        if cli.verify {
            return compile::verify(session, input);
        }
    }
    if code == 0 && cli.mode == modes::Mode::Link {
        code = compile::link_executable(cli, session);
    }
    if let Some(d) = session.scratch.take() {
        let _ = std::fs::remove_dir_all(d);
    }
    if cli.time_report {
        session.time_report = Some(timings.report());
    }
    code
}

/// `circle-rs test DIR|FILE... [-v] [--filter TEXT] [-j N]`: the conformance
/// runner on any directory, with this binary as the compiler.
fn run_tests(args: &[String]) -> i32 {
    match std::env::current_exe() {
        Ok(me) => testsuite::runner::test_main(args, &me),
        Err(e) => {
            eprintln!("circle-rs: error: cannot find the circle-rs executable: {e}");
            2
        }
    }
}

/// What every stage reports into; rendered when the driver stops.
pub struct Session {
    pub sm: SourceMap,
    pub diags: Vec<Diagnostic>,
    format: DiagFormat,
    color: bool,
    /// Errors printed before "too many errors emitted" (0: all).
    error_limit: usize,
    /// Printed after the diagnostics, so it closes the output.
    pub time_report: Option<String>,
    /// Link mode: the objects this run compiled, to link.
    pub host_objects: Vec<std::path::PathBuf>,
    /// Some object registers device code: link the CUDA runtime.
    pub needs_cudart: bool,
    /// Some object registers AMD code objects with HIP: link libamdhip64.
    pub needs_hip: bool,
    /// Where intermediate objects go (removed at the end).
    pub scratch: Option<std::path::PathBuf>,
}

impl Session {
    fn new(cli: &Cli) -> Session {
        let auto = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
        Session {
            sm: SourceMap::new(),
            diags: Vec::new(),
            format: cli.diagnostics_format,
            color: if cli.no_color {
                false
            } else {
                cli.color || auto
            },
            error_limit: cli.error_limit,
            time_report: None,
            host_objects: Vec::new(),
            needs_cudart: false,
            needs_hip: false,
            scratch: None,
        }
    }

    /// Warnings located in system headers are not the user's to fix; clang
    /// does not show them either (errors there are shown).
    pub(crate) fn drop_system_header_warnings(&mut self) {
        let sm = &self.sm;
        self.diags.retain(|d| {
            d.severity != lexer::diag::Severity::Warning
                || d.primary.span.is_dummy()
                || !sm.in_system_header(d.primary.span.lo)
        });
    }

    pub fn error_count(&self) -> usize {
        self.diags.iter().filter(|d| d.is_error()).count()
    }

    /// Renders what was reported, in report order, then a clang-style count.
    fn flush(&mut self) {
        let renderer = render::Renderer::new(&self.sm, self.color, "circle-rs");
        let mut err = std::io::stderr().lock();
        let mut shown_errors = 0;
        let mut limited = false;
        for d in &self.diags {
            if d.is_error() {
                if self.error_limit != 0 && shown_errors == self.error_limit {
                    limited = true;
                    break;
                }
                shown_errors += 1;
            }
            let text = match self.format {
                DiagFormat::Text => renderer.text(d),
                DiagFormat::Json => renderer.json(d) + "\n",
            };
            let _ = err.write_all(text.as_bytes());
        }
        if limited {
            let d = diagnostics::too_many_errors();
            let text = match self.format {
                DiagFormat::Text => renderer.text(&d),
                DiagFormat::Json => renderer.json(&d) + "\n",
            };
            let _ = err.write_all(text.as_bytes());
        }
        if self.format == DiagFormat::Text {
            let errors = if limited {
                shown_errors
            } else {
                self.error_count()
            };
            let warnings = self
                .diags
                .iter()
                .filter(|d| d.severity == lexer::diag::Severity::Warning)
                .count();
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
                    let _ = writeln!(
                        err,
                        "{} and {} generated.",
                        plural(w, "warning"),
                        plural(e, "error")
                    );
                }
            }
        }
        self.diags.clear();
        if let Some(report) = self.time_report.take() {
            let _ = err.write_all(report.as_bytes());
        }
    }
}
