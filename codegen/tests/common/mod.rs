//! Shared helpers for codegen tests: targets, compilation, and validation
//! of every artifact (ptxas for PTX, ld.lld + llvm-readelf for AMD).
#![allow(dead_code)]

pub mod programs;

use codegen::validate::{check_hsaco, check_ptx, Check};
use codegen::{
    generate, ArtifactKind, CodegenOptions, CodegenResult, EmitKind, TargetSpec, Vendor,
};
use lexer::source::Span;
use sema::program::Program;

/// A span for the n-th interesting node of a test program (distinct, nonzero).
pub fn sp(n: u32) -> Span {
    Span::new(n * 10, n * 10 + 5)
}

pub fn nv(cc: u32) -> TargetSpec {
    TargetSpec::nvptx(cc)
}

pub fn gfx1100() -> TargetSpec {
    TargetSpec::amdgpu("gfx1100", 32, 86)
}

pub fn gfx90a() -> TargetSpec {
    TargetSpec::amdgpu("gfx90a", 64, 80)
}

/// The targets most tests compile for: one per ptxas release, a Volta and
/// a Hopper, and two AMD generations with both wave sizes.
pub fn standard_targets() -> Vec<TargetSpec> {
    vec![nv(35), nv(52), nv(70), nv(90), gfx1100(), gfx90a()]
}

pub fn opts(opt_level: u8, jobs: usize) -> CodegenOptions {
    CodegenOptions {
        host: None,
        opt_level,
        emit: vec![EmitKind::LlvmIr, EmitKind::Ptx, EmitKind::Amdgcn],
        jobs,
        fast_math: false,
        device_debug: Default::default(),
        host_debug: Default::default(),
        save_temps: false,
    }
}

/// Compiles, asserts there are no errors, validates every artifact, and
/// returns the result.
pub fn compile_ok(
    p: &Program,
    targets: &[TargetSpec],
    opt_level: u8,
    kernels: &[&str],
) -> CodegenResult {
    let r = generate(p, targets, &opts(opt_level, 2));
    assert!(
        !r.has_errors(),
        "unexpected diagnostics: {:#?}",
        r.diagnostics
    );
    dump(&r, kernels.first().copied().unwrap_or("out"), opt_level);
    validate(&r, targets, kernels);
    r
}

/// Runs ptxas on every PTX and readelf on every code object.
pub fn validate(r: &CodegenResult, targets: &[TargetSpec], kernels: &[&str]) {
    for (out, t) in r.per_target.iter().zip(targets) {
        assert_eq!(out.name, t.name);
        match t.vendor {
            Vendor::Nvidia => {
                let ptx = out
                    .text(ArtifactKind::Ptx)
                    .unwrap_or_else(|| panic!("no PTX for {}", t.name));
                for k in kernels {
                    assert!(
                        ptx.contains(&format!(".entry {k}(")),
                        "{}: no .entry {k}:\n{ptx}",
                        t.name
                    );
                }
                match check_ptx(ptx, t.compute_capability) {
                    Ok(Check::Passed) => {}
                    Ok(Check::Skipped(why)) => {
                        eprintln!("note: ptxas skipped for {}: {why}", t.name)
                    }
                    Err(e) => panic!("{}: {e}", t.name),
                }
            }
            Vendor::Amd => {
                let h = out
                    .artifact(ArtifactKind::Hsaco)
                    .unwrap_or_else(|| panic!("no code object for {}", t.name));
                for k in kernels {
                    match check_hsaco(h, k) {
                        Ok(Check::Passed) => {}
                        Ok(Check::Skipped(why)) => {
                            eprintln!("note: readelf skipped for {}: {why}", t.name)
                        }
                        Err(e) => panic!("{}: {e}", t.name),
                    }
                }
            }
            // The host job is not a target of these tests.
            Vendor::Host => {}
        }
    }
}

pub fn ir<'r>(r: &'r CodegenResult, target: &str) -> &'r str {
    r.target(target)
        .and_then(|t| t.text(ArtifactKind::LlvmIr))
        .unwrap_or_else(|| panic!("no IR for {target}"))
}

pub fn ptx<'r>(r: &'r CodegenResult, target: &str) -> &'r str {
    r.target(target)
        .and_then(|t| t.text(ArtifactKind::Ptx))
        .unwrap_or_else(|| panic!("no PTX for {target}"))
}

/// The text of one function definition in LLVM IR (`define ... @name(` to
/// the closing brace).
pub fn ir_function<'a>(ir: &'a str, name: &str) -> &'a str {
    let start = ir
        .lines()
        .scan(0usize, |pos, l| {
            let here = *pos;
            *pos += l.len() + 1;
            Some((here, l))
        })
        .find(|(_, l)| l.starts_with("define") && l.contains(&format!("@{name}(")))
        .map(|(p, _)| p)
        .unwrap_or_else(|| panic!("no function @{name} in:\n{ir}"));
    let rest = &ir[start..];
    let end = rest.find("\n}\n").map_or(rest.len(), |e| e + 3);
    &rest[..end]
}

/// The text of one PTX function (`.func`/`.entry` named `name` through the
/// closing brace at column 0).
pub fn ptx_function<'a>(ptx: &'a str, name: &str) -> &'a str {
    let pat_f = format!(" {name}(");
    let start = ptx
        .match_indices(&pat_f)
        .map(|(i, _)| i)
        .find(|&i| {
            let line_start = ptx[..i].rfind('\n').map_or(0, |p| p + 1);
            let line = &ptx[line_start..i];
            (line.contains(".func") || line.contains(".entry"))
                && !line.trim_start().starts_with("//")
        })
        .unwrap_or_else(|| panic!("no PTX function {name} in:\n{ptx}"));
    let rest = &ptx[start..];
    let end = rest.find("\n}\n").map_or(rest.len(), |e| e + 3);
    &rest[..end]
}

/// With `CIRCLE_CG_DUMP=dir`, writes every artifact to `dir` for inspection.
pub fn dump(r: &CodegenResult, stem: &str, opt_level: u8) {
    let Ok(dir) = std::env::var("CIRCLE_CG_DUMP") else {
        return;
    };
    let _ = std::fs::create_dir_all(&dir);
    for t in &r.per_target {
        for (k, bytes) in &t.artifacts {
            let _ = std::fs::write(
                format!("{dir}/{stem}.O{opt_level}.{}.{}", t.name, k.extension()),
                bytes,
            );
        }
    }
}
