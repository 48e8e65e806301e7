//! One compilation: targets, preprocessing, parsing, translation with
//! `@meta` execution (once), then code generation per target in parallel,
//! then the outputs. Each phase reports into the session; the driver stops
//! after a phase that produced errors, as clang does.

use crate::cli::{Cli, EmitKind};
use crate::modes::Mode;
use crate::outputs::Outputs;
use crate::timing::Timings;
use crate::Session;
use bumpalo::Bump;
use lexer::diag::{Diagnostic, Diagnostics, Severity};
use lexer::pp;
use std::io::Write;
use std::path::{Path, PathBuf};
use targets::{CodegenTarget, TargetOptions};

pub const ERROR_EXIT: i32 = 1;

/// The bundled `include/` directory: beside an installed binary
/// (`bin/../include/circle-rs`), beside a build in the source tree
/// (`target/<profile>/../../include`), else where this crate was built.
pub fn bundled_include_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?;
    let candidates = [
        dir.join("../include/circle-rs"),
        dir.join("../../include"),
        dir.join("../../../include"),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../include"),
    ];
    candidates
        .into_iter()
        .find(|p| p.join("cuda.h").is_file())
        .map(|p| p.canonicalize().unwrap_or(p))
}

fn pp_options(
    cli: &Cli,
    input: &Path,
    targets: &[CodegenTarget],
    toolkit: Option<&[PathBuf]>,
) -> pp::Options {
    let nvidia: Vec<u32> = targets
        .iter()
        .filter(|t| t.vendor == targets::Vendor::Nvidia)
        .map(|t| t.compute_capability)
        .collect();
    let cuda_arch = crate::lang::cuda_arch(&nvidia, targets.len());
    let bundled = bundled_include_dir();
    let mut default_dirs = pp::search::default_dirs(&pp::search::SearchOptions {
        nostdinc: cli.nostdinc,
        nostdincxx: cli.nostdincxx,
        gcc_toolchain: cli.gcc_toolchain.clone(),
        ..pp::search::SearchOptions::host(bundled.clone())
    });
    if let Some(dirs) = toolkit {
        crate::cuda_headers::insert_dirs(&mut default_dirs, bundled.as_deref(), dirs);
    }
    pp::Options {
        include_dirs: cli.include.clone(),
        quote_dirs: cli.iquote.clone(),
        system_dirs: cli.isystem.clone(),
        default_dirs,
        defines: cli.macro_ops.clone(),
        cuda_arch,
        target_count: targets.len(),
        pre_includes: crate::lang::pre_includes(cli, input, toolkit.is_some()),
        extra_predefines: crate::lang::predefines(cli, &nvidia),
        ..pp::Options::default()
    }
}

fn codegen_spec(t: &CodegenTarget) -> codegen::TargetSpec {
    codegen::TargetSpec {
        name: t.name.clone(),
        vendor: match t.vendor {
            targets::Vendor::Nvidia => codegen::Vendor::Nvidia,
            targets::Vendor::Amd => codegen::Vendor::Amd,
        },
        triple: t.llvm_triple.to_string(),
        cpu: t.llvm_cpu.clone(),
        features: t.llvm_features.clone(),
        compute_capability: t.compute_capability,
        wave_size: t.wave_size,
        llvm_supported: t.llvm_supported,
        blocked: crate::gates::blocked(t),
    }
}

fn emit_kinds(cli: &Cli) -> Vec<codegen::EmitKind> {
    if cli.emit.is_empty() {
        return vec![codegen::EmitKind::Ptx, codegen::EmitKind::Amdgcn];
    }
    cli.emit
        .iter()
        .map(|k| match k {
            EmitKind::Ptx => codegen::EmitKind::Ptx,
            EmitKind::Amdgcn => codegen::EmitKind::Amdgcn,
            EmitKind::LlvmIr => codegen::EmitKind::LlvmIr,
            EmitKind::Obj => codegen::EmitKind::Obj,
            // ptxas's input (see `cubin_out`).
            EmitKind::Cubin => codegen::EmitKind::Ptx,
        })
        .collect()
}

fn stem(input: &Path) -> String {
    if crate::lang::is_stdin(input) {
        return "stdin".into();
    }
    input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "a".into())
}

/// Runs the whole pipeline for one input; its output files appear only if
/// it succeeds (see [`Outputs`]).
pub fn compile_one(
    cli: &Cli,
    topts: &TargetOptions,
    input: &Path,
    session: &mut Session,
    timings: &mut Timings,
) -> i32 {
    let mut outs = Outputs::new();
    let first = session.diags.len();
    let mut code = pipeline(cli, topts, input, session, timings, &mut outs);
    // The warning options, before outputs are committed: -Werror fails the
    // compilation. System headers' warnings are never shown or promoted.
    session.drop_system_header_warnings();
    let mut mine = session.diags.split_off(first.min(session.diags.len()));
    cli.warnings.apply(&mut mine);
    if mine.iter().any(Diagnostic::is_error) {
        code = code.max(ERROR_EXIT);
    }
    session.diags.extend(mine);
    if code != 0 {
        outs.fail();
        return code;
    }
    match outs.commit() {
        Ok(()) => 0,
        Err((path, e)) => {
            session
                .diags
                .push(crate::diagnostics::cannot_write(Some(&path), &e));
            ERROR_EXIT
        }
    }
}

fn pipeline(
    cli: &Cli,
    topts: &TargetOptions,
    input: &Path,
    session: &mut Session,
    timings: &mut Timings,
    outs: &mut Outputs,
) -> i32 {
    let mut diags = Diagnostics::new();
    let registry = timings.time("targets", || {
        targets::configure(
            topts,
            &targets::Environment::from_process(),
            &mut session.sm,
            &mut diags,
        )
    });
    let defaulted = crate::lang::default_target(cli, topts);
    let resolved = registry.resolve(defaulted.as_ref().unwrap_or(topts), &mut diags);
    let stop = diags.has_errors();
    session.diags.extend(diags.into_vec());
    if stop {
        return ERROR_EXIT;
    }
    if cli.mode == Mode::Emit && !(cli.syntax_only || cli.preprocess || cli.deps_instead()) {
        let paths = artifact_paths(cli, input, &resolved);
        if let (Some(file), true) = (crate::lang::single_output_file(cli), paths.len() > 1) {
            session
                .diags
                .push(crate::diagnostics::output_file_several(&file, paths.len()));
            return ERROR_EXIT;
        }
        for path in paths {
            outs.plan(&path);
        }
    }
    if let Some(path) = crate::host_out::unit_output(cli, input) {
        outs.plan(&path);
    }

    // Translation phase 1-4.
    let toolkit = match crate::cuda_headers::for_input(cli, input) {
        Ok(t) => t,
        Err(d) => {
            session.diags.push(*d);
            return ERROR_EXIT;
        }
    };
    let opts = pp_options(cli, input, &resolved, toolkit.as_deref());
    if cli.verbose {
        eprint!(
            "circle-rs version {}\n{}",
            env!("CARGO_PKG_VERSION"),
            pp::search::describe(
                &opts.quote_dirs,
                &opts.include_dirs,
                &[opts.system_dirs.as_slice(), opts.default_dirs.as_slice()].concat()
            )
        );
        eprint!("{}", crate::lang::describe(cli, input, &opts, &resolved));
        eprint!("{}", crate::cuda_headers::describe(toolkit.as_deref()));
    }
    let out = timings.time("preprocess", || {
        if crate::lang::is_stdin(input) {
            let text = crate::lang::read_stdin();
            pp::preprocess_text(
                "<stdin>",
                Path::new("<stdin>"),
                text,
                &opts,
                &mut session.sm,
            )
        } else {
            pp::preprocess(input, &opts, &mut session.sm)
        }
    });
    let pp_errors = out.diagnostics.iter().any(Diagnostic::is_error);
    session.diags.extend(out.diagnostics.iter().cloned());
    let deps_target = || {
        cli.deps_target
            .clone()
            .unwrap_or_else(|| format!("{}.o", stem(input)))
    };
    // -M lists the files compile-time code reads too, so it translates
    // (below) unless preprocessing failed.
    if cli.preprocess || (cli.deps_instead() && pp_errors) {
        let text = if cli.preprocess {
            pp::render_output(&out, &session.sm, !cli.no_line_markers)
        } else {
            crate::deps::render(cli, &opts, &deps_target(), &out.dependencies)
        };
        return write_text_output(cli, session, outs, &text, pp_errors);
    }
    if cli.save_temps.is_some() {
        let text = pp::render_output(&out, &session.sm, true);
        crate::save_temps::preprocessed(cli, input, &text, session);
    }
    if pp_errors {
        return ERROR_EXIT;
    }

    // One parse, one translation (with @meta execution) for all targets.
    let arena = Bump::new();
    let mut interner = parser::Interner::new();
    let (tu, parse_diags) = timings.time("parse", || {
        parser::parse_translation_unit(&arena, &out.tokens, &session.sm, &mut interner)
    });
    let parse_errors = parse_diags.iter().any(Diagnostic::is_error);
    let parse_start = session.diags.len();
    session.diags.extend(parse_diags);
    if cli.ast_dump {
        let text = parser::dump::dump_translation_unit(&tu, &session.sm, &interner, false);
        let _ = std::io::stdout().lock().write_all(text.as_bytes());
    }
    // As clang does, translation goes on after syntax errors (the parser
    // recovered at the next declaration or statement, leaving error nodes
    // that sema skips silently), so one run shows every independent error.
    let topts_sema = sema::meta::TranslateOptions {
        compute_capabilities: resolved.iter().map(|t| t.compute_capability).collect(),
        amdgpu_targets: resolved
            .iter()
            .filter(|t| t.vendor == targets::Vendor::Amd)
            // A target ID (`gfx90a:xnack+`) is not an identifier; its processor is.
            .map(|t| t.llvm_cpu.clone())
            .collect(),
        template_depth: cli.template_depth,
        enabled_warnings: Some(cli.warnings.enabled_names()),
        known_aspects: targets::Aspect::ALL
            .iter()
            .map(|a| a.name().to_string())
            .collect(),
        target_aspects: resolved
            .iter()
            .map(|t| {
                let names = t.aspects.names().into_iter().map(str::to_string);
                (t.name.clone(), names.collect())
            })
            .collect(),
        limits: cli.meta.limits(cli.constexpr_steps),
        meta_engine: cli.meta.meta_engine.unwrap_or_default(),
        sandbox: cli.meta.sandbox(
            input,
            &[cli.include.as_slice(), cli.iquote.as_slice()].concat(),
        ),
        leak_working_state: crate::exits_after_run(),
    };
    // Compile-time output goes to stdout as it is produced, in order (with
    // -M, stdout is the dependency list: compile-time output is dropped).
    let mut stdout = std::io::stdout();
    let mut sink = std::io::sink();
    let meta_out: &mut (dyn Write + Send) = if cli.deps_instead() {
        &mut sink
    } else {
        &mut stdout
    };
    let translated = timings.time("translate", || {
        meta_interp::translate_io(&tu, &session.sm, &interner, &topts_sema, meta_out, None)
    });
    // The program lives until the process ends when it ends right after:
    // freeing its nodes one by one at the end of this function was a sixth
    // of a template-heavy run (clang's `-disable-free`).
    let program = HeldProgram(translated.program);
    let sema_diags = translated.diagnostics;
    let _ = stdout.flush();
    // Dependencies: every file preprocessing and compile-time code read.
    let mut deps = out.dependencies.clone();
    for f in translated.files_read {
        if !deps.contains(&f) {
            deps.push(f);
        }
    }
    if cli.deps_instead() {
        let failed = sema_diags.iter().any(Diagnostic::is_error) || parse_errors;
        session.diags.extend(sema_diags);
        let text = crate::deps::render(cli, &opts, &deps_target(), &deps);
        return write_text_output(cli, session, outs, &text, failed);
    }
    if crate::deps::side(cli) {
        let path = cli
            .deps_file
            .clone()
            .unwrap_or_else(|| PathBuf::from(format!("{}.d", stem(input))));
        let text = crate::deps::render(cli, &opts, &deps_target(), &deps);
        if let Err(e) = outs.stage(&path, text.as_bytes()) {
            session
                .diags
                .push(crate::diagnostics::cannot_write(Some(&path), &e));
            return ERROR_EXIT;
        }
    }
    if cli.dump_typed {
        let text = sema::dump::dump(&program);
        let _ = std::io::stdout().lock().write_all(text.as_bytes());
    }
    let sema_errors = sema_diags.iter().any(Diagnostic::is_error);
    // After a syntax error the parser's recovery may have cut a body
    // short: what it says about bodies as wholes would be noise.
    let sema_diags = sema_diags
        .into_iter()
        .filter(|d| !(parse_errors && sema::translate::WHOLE_BODY_WARNINGS.contains(&d.code)));
    session.diags.extend(sema_diags);
    if parse_errors {
        // One pass reports in source order, as clang: the parser's errors
        // and translation's, merged (stable: notes and ties keep theirs).
        session.diags[parse_start..].sort_by_key(|d| d.primary.span.lo);
    }
    if sema_errors || parse_errors {
        return ERROR_EXIT;
    }
    let host = cli.mode != Mode::Emit;
    if cli.syntax_only || (resolved.is_empty() && !host) {
        if resolved.is_empty() && !cli.syntax_only {
            session.diags.push(crate::diagnostics::no_targets());
        }
        return 0;
    }

    // One code-generation job per target.
    let specs: Vec<codegen::TargetSpec> = resolved.iter().map(codegen_spec).collect();
    let cg_opts = codegen::CodegenOptions {
        opt_level: match cli.opt_level {
            crate::cli::OPT_FAST => 3,
            l => l,
        },
        emit: if host {
            // The fat binary's PTX, or the HIP bundle's code objects.
            match crate::host_out::runtime(&specs) {
                codegen::host::OffloadRuntime::Cuda => vec![codegen::EmitKind::Ptx],
                codegen::host::OffloadRuntime::Hip => vec![codegen::EmitKind::Amdgcn],
            }
        } else {
            emit_kinds(cli)
        },
        jobs: cli.jobs.unwrap_or(0),
        host: host.then(|| crate::host_out::request(cli, input, &specs)),
        fast_math: crate::lang::fast_math(cli),
        device_debug: crate::lang::device_debug(cli),
        host_debug: crate::lang::host_debug(cli),
        save_temps: cli.save_temps.is_some(),
    };
    if let Err(d) = codegen::llvm_options::apply(&cli.mllvm) {
        session.diags.push(d);
        return ERROR_EXIT;
    }
    let main_file = input.to_string_lossy().into_owned();
    let directory = std::env::current_dir()
        .map(|d| d.to_string_lossy().into_owned())
        .unwrap_or_default();
    let sources = codegen::debug_info::DebugSources {
        sm: &session.sm,
        main_file: &main_file,
        directory: &directory,
    };
    let result = timings.time("codegen", || {
        codegen::generate_with_sources(&program, &specs, &cg_opts, Some(sources))
    });
    for t in &result.per_target {
        timings.record_target(&t.name, t.elapsed);
    }
    crate::save_temps::codegen(cli, input, &specs, &result, session);
    if let Some(h) = &result.host {
        timings.record_target("host", h.elapsed);
    }
    if cli.trace_gates {
        let text = crate::gates::trace(&program, &result.per_target, &resolved, &session.sm);
        let _ = std::io::stderr().lock().write_all(text.as_bytes());
    }
    let mut diags = result.diagnostics.clone();
    diags.extend(crate::gates::check(&program, &result.per_target, &resolved));
    // Source order across code-generation and gate diagnostics.
    diags.sort_by_key(|d| d.primary.span.lo);
    let cg_errors = diags.iter().any(Diagnostic::is_error);
    session.diags.extend(diags);
    if cg_errors {
        return ERROR_EXIT;
    }
    if host {
        return timings.time("host", || {
            crate::host_out::finish_unit(cli, input, &result, &specs, session, outs)
        });
    }
    timings.time("write", || {
        write_artifacts(cli, input, &result, &specs, session, outs)
    })
}

/// The text of -E or -M: to the -o file (written only for a successful
/// run, as clang does) or to stdout.
fn write_text_output(
    cli: &Cli,
    session: &mut Session,
    outs: &mut Outputs,
    text: &str,
    failed: bool,
) -> i32 {
    match cli.output.as_deref().filter(|p| *p != Path::new("-")) {
        Some(path) if failed => {
            outs.plan(path);
            ERROR_EXIT
        }
        Some(path) => match outs.stage(path, text.as_bytes()) {
            Ok(()) => 0,
            Err(e) => {
                session
                    .diags
                    .push(crate::diagnostics::cannot_write(Some(path), &e));
                ERROR_EXIT
            }
        },
        None => {
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
            if failed {
                ERROR_EXIT
            } else {
                0
            }
        }
    }
}

/// `DIR/<stem>.<target>.<ext>` for every artifact the targets and emit
/// kinds produce.
fn artifact_paths(cli: &Cli, input: &Path, resolved: &[CodegenTarget]) -> Vec<PathBuf> {
    let mut paths = Vec::new();
    for t in resolved {
        let vendor = codegen_spec(t).vendor;
        for k in emit_kinds(cli) {
            if k == codegen::EmitKind::Ptx && !crate::cubin_out::ptx_wanted(cli) {
                continue;
            }
            if let Some(a) = codegen::ArtifactKind::for_emit(k, vendor) {
                paths.push(artifact_path(cli, input, &t.name, a));
            }
        }
        if crate::cubin_out::wanted(cli) && vendor == codegen::Vendor::Nvidia {
            let dir = output_dir(cli);
            paths.push(crate::cubin_out::path(cli, &dir, &stem(input), &t.name));
        }
    }
    paths
}

/// Where one artifact goes: `DIR/<stem>.<target>.<ext>`.
fn artifact_path(cli: &Cli, input: &Path, target: &str, kind: codegen::ArtifactKind) -> PathBuf {
    if let Some(file) = crate::lang::single_output_file(cli) {
        return file;
    }
    output_dir(cli).join(format!("{}.{target}.{}", stem(input), kind.extension()))
}

fn output_dir(cli: &Cli) -> PathBuf {
    if crate::lang::single_output_file(cli).is_some() {
        return PathBuf::from(".");
    }
    cli.output.clone().unwrap_or_else(|| PathBuf::from("."))
}

/// Writes `DIR/<stem>.<target>.<ext>` for every artifact; nothing is written
/// when any target failed.
fn write_artifacts(
    cli: &Cli,
    input: &Path,
    result: &codegen::CodegenResult,
    specs: &[codegen::TargetSpec],
    session: &mut Session,
    outs: &mut Outputs,
) -> i32 {
    // ptxas first: its refusal must leave nothing behind.
    let cubins = if crate::cubin_out::wanted(cli) {
        match crate::cubin_out::assemble_all(cli, result, specs, session) {
            Ok(c) => c,
            Err(code) => return code,
        }
    } else {
        Vec::new()
    };
    let dir = output_dir(cli);
    if let Err(e) = std::fs::create_dir_all(&dir) {
        session
            .diags
            .push(crate::diagnostics::cannot_write(Some(&dir), &e));
        return ERROR_EXIT;
    }
    for t in &result.per_target {
        for (kind, bytes) in &t.artifacts {
            if *kind == codegen::ArtifactKind::Ptx && !crate::cubin_out::ptx_wanted(cli) {
                continue;
            }
            let path = artifact_path(cli, input, &t.name, *kind);
            if let Err(e) = outs.stage(&path, bytes) {
                session
                    .diags
                    .push(crate::diagnostics::cannot_write(Some(&path), &e));
                return ERROR_EXIT;
            }
        }
    }
    crate::cubin_out::stage(cli, &dir, &stem(input), &cubins, session, outs)
}

/// `--print-targets`: the table after user files and maps.
pub fn print_targets(cli: &Cli, topts: &TargetOptions, session: &mut Session) -> i32 {
    let mut diags = Diagnostics::new();
    let registry = targets::configure(
        topts,
        &targets::Environment::from_process(),
        &mut session.sm,
        &mut diags,
    );
    let failed = diags.has_errors();
    session.diags.extend(diags.into_vec());
    if failed {
        return ERROR_EXIT;
    }
    let text = if cli.json {
        targets::print::targets_json(&registry)
    } else {
        targets::print::targets_table(&registry)
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    0
}

/// clang's `-verify`: the diagnostics are checked against the
/// `expected-*` comments instead of being printed.
pub fn verify(session: &mut Session, input: &Path) -> i32 {
    // As clang does, directives are read from every file the compilation
    // read: the input, its headers, and configuration files (whose errors
    // are expected there).
    let mut sources: Vec<(PathBuf, String)> = session
        .sm
        .files()
        .iter()
        .filter(|f| !f.path.as_os_str().is_empty())
        .map(|f| (PathBuf::from(&f.name), f.text.clone()))
        .collect();
    // Compilation may have stopped before reading the input (a bad
    // configuration file): its directives still count.
    let input_name = PathBuf::from(input.display().to_string());
    if !sources.iter().any(|(p, _)| *p == input_name) {
        if let Ok(text) = std::fs::read_to_string(input) {
            sources.insert(0, (input_name, text));
        }
    }
    let diags: Vec<testsuite::verify::VerifyDiag> = session
        .diags
        .iter()
        .map(|d| {
            let (file, line) = match session
                .sm
                .location(session.sm.user_offset(d.primary.span.lo))
            {
                Some(loc) => (PathBuf::from(&session.sm.file(loc.file).name), loc.line),
                None => (PathBuf::new(), 0),
            };
            testsuite::verify::VerifyDiag {
                file,
                line,
                severity: d.severity,
                message: crate::render::display_message(d),
            }
        })
        .chain(session.diags.iter().flat_map(|d| {
            d.notes.iter().filter_map(|n| {
                let loc = session.sm.location(session.sm.user_offset(n.span?.lo))?;
                Some(testsuite::verify::VerifyDiag {
                    file: PathBuf::from(&session.sm.file(loc.file).name),
                    line: loc.line,
                    severity: Severity::Note,
                    message: n.message.clone(),
                })
            })
        }))
        .collect();
    let result = testsuite::verify::verify(&sources, &diags);
    session.diags.clear();
    if result.is_ok() {
        0
    } else {
        eprint!("{result}");
        ERROR_EXIT
    }
}

/// Link mode: the executable from this run's objects and the user's link
/// inputs.
pub fn link_executable(cli: &Cli, session: &mut Session) -> i32 {
    crate::host_out::link_executable(cli, session)
}

/// The translated program, left to the OS at the end of the compile when
/// the process exits right after ([`crate::exits_after_run`]), freed
/// otherwise.
struct HeldProgram(sema::program::Program);

impl std::ops::Deref for HeldProgram {
    type Target = sema::program::Program;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl Drop for HeldProgram {
    fn drop(&mut self) {
        if crate::exits_after_run() {
            std::mem::forget(std::mem::take(&mut self.0));
        }
    }
}
