//! Architecture gates (seeds/cudafe-arch-feature-gating.md), checked per
//! target module on what that module reaches: the code generator reports the
//! gated features each module uses, the targets table says which aspects
//! each target has, and the same diagnostic raised by several modules is
//! reported once with the list of targets.

use codegen::gates::DeviceFeature;
use lexer::diag::Diagnostic;
use targets::{CodegenTarget, GatedFeature};

fn gated(f: DeviceFeature) -> GatedFeature {
    match f {
        DeviceFeature::DeviceVariadic => GatedFeature::DeviceVariadic,
        DeviceFeature::Managed => GatedFeature::Managed,
        DeviceFeature::DeviceAlloca => GatedFeature::DeviceAlloca,
        DeviceFeature::AtomicScope => GatedFeature::AtomicScope,
        DeviceFeature::AtomicAddSubF64 => GatedFeature::AtomicAddSubF64,
        DeviceFeature::NvAtomicFunctions => GatedFeature::NvAtomicFunctions,
        DeviceFeature::AtomicMemoryOrder => GatedFeature::AtomicMemoryOrder,
        DeviceFeature::AtomicLoadStoreB128 => GatedFeature::AtomicLoadStoreB128,
        DeviceFeature::AtomicCasB16 => GatedFeature::AtomicCasB16,
        DeviceFeature::AtomicClusterScope => GatedFeature::AtomicClusterScope,
        DeviceFeature::AtomicClusterScopeLoadStore => GatedFeature::AtomicClusterScopeLoadStore,
        DeviceFeature::AtomicExchCasB128 => GatedFeature::AtomicExchCasB128,
        DeviceFeature::GridConstant => GatedFeature::GridConstant,
        DeviceFeature::RegisterParams => GatedFeature::RegisterParams,
        DeviceFeature::VirtualBase => GatedFeature::VirtualBase,
        DeviceFeature::Wgmma => GatedFeature::Wgmma,
        DeviceFeature::ClusterDims => GatedFeature::ClusterDims,
        DeviceFeature::MaxBlocksPerCluster => GatedFeature::MaxBlocksPerCluster,
        DeviceFeature::BlockSize => GatedFeature::BlockSize,
    }
}

/// The features whose use is an error on `target`: the code generator
/// leaves a module that uses one out of LLVM.
pub fn blocked(target: &CodegenTarget) -> Vec<DeviceFeature> {
    DeviceFeature::ALL
        .into_iter()
        .filter(|&f| {
            targets::check_gate(target, gated(f), lexer::source::Span::DUMMY, None)
                .is_some_and(|d| d.is_error())
        })
        .collect()
}

/// Everything but the target list.
fn same(a: &Diagnostic, b: &Diagnostic) -> bool {
    a.severity == b.severity
        && a.code == b.code
        && a.message == b.message
        && a.primary == b.primary
        && a.secondary == b.secondary
        && a.notes == b.notes
}

/// Checks every module's gated features; returns the merged diagnostics in
/// source order (targets in command-line order within each).
pub fn check(
    program: &sema::program::Program,
    outputs: &[codegen::TargetOutput],
    targets: &[CodegenTarget],
) -> Vec<Diagnostic> {
    let mut merged: Vec<Diagnostic> = Vec::new();
    for (out, target) in outputs.iter().zip(targets) {
        for u in &out.features {
            let ty = u.ty.map(|t| program.types.display(t));
            let Some(d) = targets::check_gate(target, gated(u.feature), u.span, ty.as_deref())
            else {
                continue;
            };
            match merged.iter_mut().find(|m| same(m, &d)) {
                Some(m) => {
                    if !m.targets.contains(&target.name) {
                        m.targets.push(target.name.clone());
                    }
                }
                None => merged.push(d),
            }
        }
    }
    merged.sort_by_key(|d| d.primary.span.lo);
    merged
}

/// `--trace-gates` (cudafe++'s `--db` tracing of the architecture checks):
/// one line per check, in target order (the command line's) and, within a
/// target, in the order its module's reach walk found the uses, so the
/// trace is the same for any `-j`. A target whose module reaches no
/// gated feature gets one line saying so.
pub fn trace(
    program: &sema::program::Program,
    outputs: &[codegen::TargetOutput],
    targets: &[CodegenTarget],
    sm: &lexer::source::SourceMap,
) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    for (out, target) in outputs.iter().zip(targets) {
        if out.features.is_empty() {
            let _ = writeln!(s, "gate: {}: no gated feature reached", target.name);
        }
        for u in &out.features {
            let g = targets::gate(gated(u.feature));
            let ty = u.ty.map(|t| program.types.display(t));
            let verdict = match targets::check_gate(target, g.feature, u.span, ty.as_deref()) {
                None => "passes",
                Some(d) if d.is_error() => "error",
                Some(_) => "warning",
            };
            let at = sm.user_offset(u.span.lo);
            let place = match sm.presumed_location(at) {
                Some((file, line, col)) => format!("{file}:{line}:{col}"),
                None => "<unknown>".to_string(),
            };
            let _ = writeln!(
                s,
                "gate: {}: {:?} at {place}: needs aspect '{}' ({}): {verdict}",
                target.name,
                u.feature,
                g.aspect.name(),
                if target.has(g.aspect) {
                    "present"
                } else {
                    "absent"
                },
            );
        }
    }
    s
}
