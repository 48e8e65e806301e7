//! Target selection end to end: command line → registry → resolved targets,
//! `--print-targets`, and the gates applied to resolved targets.

mod common;

use common::{add_ccmap, read_input, render, with_configs};
use lexer::diag::Diagnostics;
use lexer::source::{SourceMap, Span};
use targets::cli::extract_target_args;
use targets::print::{targets_json, targets_table};
use targets::{
    check_gate, Aspect, AspectStatus, CcSource, CodegenTarget, GatedFeature, TargetRegistry, Vendor,
};

fn resolve(r: &TargetRegistry, args: &[&str]) -> (Vec<CodegenTarget>, Diagnostics) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut d = Diagnostics::new();
    let (_, opts) = extract_target_args(&args, &mut d);
    let t = r.resolve(&opts, &mut d);
    (t, d)
}

fn names(t: &[CodegenTarget]) -> Vec<&str> {
    t.iter().map(|t| t.name.as_str()).collect()
}

#[test]
fn resolved_targets_carry_what_codegen_needs() {
    let r = TargetRegistry::embedded();
    let (t, d) = resolve(
        &r,
        &[
            "-sm_70",
            "--offload-arch=gfx1100",
            "-arch=sm_90a",
            "-gfx90a",
        ],
    );
    assert!(d.is_empty());
    assert_eq!(names(&t), ["sm_70", "gfx1100", "sm_90a", "gfx90a"]);
    let sm70 = &t[0];
    assert_eq!(
        (
            sm70.vendor,
            sm70.llvm_triple,
            sm70.llvm_cpu.as_str(),
            sm70.llvm_features.as_str()
        ),
        (Vendor::Nvidia, "nvptx64-nvidia-cuda", "sm_70", "+ptx60")
    );
    assert_eq!(
        (
            sm70.compute_capability,
            sm70.compute_capability_source,
            sm70.wave_size
        ),
        (70, CcSource::Table, 32)
    );
    assert!(
        sm70.llvm_supported
            && sm70.aspects.contains(Aspect::GridConstant)
            && !sm70.aspects.contains(Aspect::Wgmma)
    );
    let gfx = &t[1];
    assert_eq!(
        (
            gfx.vendor,
            gfx.llvm_triple,
            gfx.llvm_cpu.as_str(),
            gfx.llvm_features.as_str(),
            gfx.wave_size
        ),
        (
            Vendor::Amd,
            "amdgcn-amd-amdhsa",
            "gfx1100",
            "+wavefrontsize32",
            32
        )
    );
    assert_eq!(
        (gfx.compute_capability, gfx.compute_capability_source),
        (50, CcSource::Rule)
    );
    assert_eq!(
        (t[2].compute_capability, t[2].llvm_features.as_str()),
        (90, "+ptx80")
    );
    assert!(t[2].aspects.contains(Aspect::Wgmma));
    assert_eq!(
        (t[3].wave_size, t[3].llvm_features.as_str()),
        (64, "+wavefrontsize64")
    );
}

#[test]
fn duplicates_are_merged() {
    let r = TargetRegistry::embedded();
    let (t, d) = resolve(
        &r,
        &[
            "-sm_70",
            "-gencode",
            "arch=compute_70,code=sm_70",
            "--cuda-gpu-arch=sm_70",
            "-gfx1100",
            "--offload-arch=gfx1100",
        ],
    );
    assert!(d.is_empty());
    assert_eq!(names(&t), ["sm_70", "gfx1100"]);
}

#[test]
fn unknown_names_suggest_the_nearest() {
    let (sm, r) = (SourceMap::new(), TargetRegistry::embedded());
    let (t, d) = resolve(
        &r,
        &[
            "-sm_71",
            "--offload-arch=gfx110",
            "-arch=sm_70",
            "-arch=quux",
        ],
    );
    insta::assert_snapshot!(render(&sm, &d), @r"
    error: unknown GPU architecture 'sm_71' in '-sm_71' [tgt-unknown-target]
        note: did you mean 'sm_70', 'sm_72' or 'sm_75'?
    error: unknown GPU architecture 'gfx110' in '--offload-arch=gfx110' [tgt-unknown-target]
        note: did you mean 'gfx1100', 'gfx1101' or 'gfx1102'?
    error: unknown GPU architecture 'quux' in '-arch=quux' [tgt-unknown-target]
        note: `circle-rs --print-targets` lists the known architectures
    ");
    assert_eq!(names(&t), ["sm_70"]);
}

#[test]
fn a_target_llvm_cannot_compile_is_an_error_when_used() {
    let (r, sm, d) = with_configs(&[("extra-targets.yaml", &read_input("extra-targets.yaml"))]);
    assert_eq!(d.error_count(), 0, "listing it is fine");
    let (t, d) = resolve(&r, &["-gfx1250"]);
    insta::assert_snapshot!(render(&sm, &d), @r"
    error: the linked LLVM 19 AMDGPU backend cannot compile for 'gfx1250' [tgt-llvm-unsupported]
        note: the target comes from a device configuration file; a circle-rs linked with a newer LLVM may compile for it
    ");
    assert!(!t[0].llvm_supported);
    let (t, d) = resolve(&r, &["-gfx1100"]);
    assert!(d.is_empty() && t[0].llvm_supported);
    let (r, _, _) = with_configs(&[(
        "n.yaml",
        "sm_90:\n  aspects: [gpu]\n  sub-group-sizes: [32]\n  llvm-features: +ptx86\n",
    )]);
    let (_, d) = resolve(&r, &["-sm_90"]);
    assert_eq!(
        d.as_slice()[0].message,
        "the linked LLVM 19 NVPTX backend cannot compile for 'sm_90'"
    );
    assert!(d.as_slice()[0].notes[0].message.contains("up to 8.5"));
}

#[test]
fn sm_as_amd_maps_every_sm_through_the_ccmap() {
    let (mut r, mut sm, mut d) = with_configs(&[]);
    add_ccmap(
        &mut r,
        &mut sm,
        &mut d,
        "ccmap.conf",
        &read_input("ccmap.conf"),
    );
    let (t, d) = resolve(
        &r,
        &[
            "--cuda-sm-as-amd",
            "-sm_70",
            "-arch=sm_86",
            "-gencode=arch=compute_80,code=sm_80",
            "-sm_75",
            "-gfx1100",
        ],
    );
    assert!(d.is_empty(), "{}", render(&sm, &d));
    // sm_86 and sm_80 both go to gfx90a: one module. gfx1100 is there already.
    assert_eq!(names(&t), ["gfx1100", "gfx90a", "gfx1030"]);
    assert_eq!(
        (t[0].compute_capability, t[0].compute_capability_source),
        (70, CcSource::Ccmap)
    );
    assert_eq!(t[0].requested_as.as_deref(), Some("sm_70"));
    assert_eq!(
        (t[1].compute_capability, t[1].compute_capability_source),
        (80, CcSource::Ccmap)
    );
    assert_eq!(t[1].requested_as.as_deref(), Some("sm_86"));
    // gfx1030 is only a wildcard: it reports the compute capability asked for.
    assert_eq!(
        (t[2].compute_capability, t[2].compute_capability_source),
        (75, CcSource::Requested)
    );
    // Without the mode, -sm_70 is NVIDIA's sm_70, and the map still gives
    // AMD targets their compute capability.
    let (t, _) = resolve(&r, &["-sm_70", "-gfx1100"]);
    assert_eq!((t[0].vendor, t[1].compute_capability), (Vendor::Nvidia, 70));
}

#[test]
fn sm_as_amd_errors() {
    let r = TargetRegistry::embedded();
    let (t, d) = resolve(&r, &["--cuda-sm-as-amd", "-sm_70", "-sm_80", "-gfx1100"]);
    assert_eq!(d.error_count(), 1, "reported once");
    assert_eq!(d.as_slice()[0].code, "tgt-sm-as-amd-no-ccmap");
    assert_eq!(names(&t), ["gfx1100"]);
    let (mut r, mut sm, mut d) = with_configs(&[]);
    add_ccmap(&mut r, &mut sm, &mut d, "m.conf", "gfx900 61\n");
    let (_, d) = resolve(&r, &["--cuda-sm-as-amd", "-sm_70"]);
    insta::assert_snapshot!(render(&sm, &d), @r"
    error: compute-capability map 'm.conf' maps no AMD architecture to compute capability 70 (requested by '-sm_70') [tgt-sm-as-amd-unmapped]
        note: add a line 'ARCH CC', or a lone 'ARCH' for every remaining compute capability
    ");
}

#[test]
fn gates_on_resolved_targets() {
    let r = TargetRegistry::embedded();
    let (t, _) = resolve(&r, &["-sm_60", "-sm_70", "-gfx1100"]);
    let span = Span::new(1, 2);
    let d = check_gate(&t[0], GatedFeature::GridConstant, span, None).unwrap();
    assert_eq!(
        d.message,
        "__grid_constant__ annotation is only allowed for architecture compute_70 or later"
    );
    assert_eq!(
        (d.code, d.targets.as_slice()),
        (
            "cg-grid-constant-unsupported-arch",
            ["sm_60".to_string()].as_slice()
        )
    );
    assert!(check_gate(&t[1], GatedFeature::GridConstant, span, None).is_none());
    let d = check_gate(&t[2], GatedFeature::DeviceAlloca, span, None).unwrap();
    assert_eq!(
        d.message,
        "alloca() in device code is not supported on target 'gfx1100'"
    );
    let d = check_gate(&t[0], GatedFeature::AtomicMemoryOrder, span, None).unwrap();
    assert!(!d.is_error());
    let d = check_gate(&t[2], GatedFeature::Wgmma, span, None).unwrap();
    assert!(d.is_error());
    let (r2, _, _) = with_configs(&[(
        "m.yaml",
        "sm_2000:\n  aspects: [gpu]\n  sub-group-sizes: [32]\n  may_support_other_aspects: true\n",
    )]);
    let (t2, _) = resolve(&r2, &["-sm_2000"]);
    assert_eq!(t2[0].aspect_status(Aspect::Managed), AspectStatus::Unknown);
    assert!(check_gate(&t2[0], GatedFeature::Managed, span, None).is_none());
    let (t3, _) = resolve(&r, &["-sm_20"]);
    let d = check_gate(&t3[0], GatedFeature::Managed, span, None).unwrap();
    assert_eq!(
        d.message,
        "__managed__ variables require architecture compute_30 or higher"
    );
    let d = targets::gate(GatedFeature::VirtualBase).message(Vendor::Nvidia, "sm_20", Some("B"));
    assert_eq!(
        d,
        "Use of a virtual base (B) requires the compute_20 or higher architecture"
    );
}

#[test]
fn print_targets_embedded() {
    insta::assert_snapshot!(
        "print_targets_embedded",
        targets_table(&TargetRegistry::embedded())
    );
}

#[test]
fn print_targets_with_the_example_files() {
    let (mut r, mut sm, mut d) =
        with_configs(&[("extra-targets.yaml", &read_input("extra-targets.yaml"))]);
    add_ccmap(
        &mut r,
        &mut sm,
        &mut d,
        "ccmap.conf",
        &read_input("ccmap.conf"),
    );
    let table = targets_table(&r);
    // The effect of each file, line by line.
    let line = |name: &str| {
        table
            .lines()
            .find(|l| l.starts_with(&format!("{name} ")))
            .unwrap()
            .to_string()
    };
    assert!(line("sm_70").contains("extra-targets.yaml"));
    assert!(line("sm_70").ends_with("gpu fp64 atomic64"));
    assert!(line("gfx1250").contains(" no "));
    assert!(line("gfx1100").contains("7.0  ccmap"));
    assert!(line("gfx90a").contains("8.0  ccmap"));
    insta::assert_snapshot!("print_targets_with_examples", table);
    insta::assert_snapshot!("print_targets_with_examples_json", targets_json(&r));
}

#[test]
fn json_is_valid_and_complete() {
    let r = TargetRegistry::embedded();
    let v: serde_json::Value = serde_json::from_str(&targets_json(&r)).unwrap();
    let targets = v["targets"].as_array().unwrap();
    assert_eq!(targets.len(), r.devices().len());
    let sm90a = targets.iter().find(|t| t["name"] == "sm_90a").unwrap();
    assert_eq!(sm90a["compute_capability"], 90);
    assert_eq!(sm90a["wave_size"], 32);
    assert!(sm90a["aspects"]
        .as_array()
        .unwrap()
        .iter()
        .any(|a| a == "wgmma"));
    assert!(v["ccmap"].is_null());
}

#[test]
fn amd_target_ids() {
    let r = TargetRegistry::embedded();
    let (t, d) = resolve(
        &r,
        &[
            "--offload-arch=gfx90a:xnack+:sramecc-",
            "--offload-arch=gfx90a:sramecc-:xnack+",
            "-gfx90a",
            "-gfx1010:xnack-",
        ],
    );
    assert!(d.is_empty());
    assert_eq!(
        names(&t),
        ["gfx90a:sramecc-:xnack+", "gfx90a", "gfx1010:xnack-"]
    );
    assert_eq!(t[0].llvm_features, "+wavefrontsize64,-sramecc,+xnack");
    assert_eq!(
        (t[0].llvm_cpu.as_str(), t[0].compute_capability),
        ("gfx90a", 50)
    );
    assert_eq!(t[2].llvm_features, "+wavefrontsize32,-xnack");
    let sm = SourceMap::new();
    let (t, d) = resolve(
        &r,
        &[
            "--offload-arch=gfx1100:xnack+",
            "--offload-arch=gfx90a:xnack",
            "--offload-arch=gfx90a:xnack+:xnack-",
            "--offload-arch=sm_70:xnack+",
            "--offload-arch=gfx9999:xnack+",
        ],
    );
    insta::assert_snapshot!(render(&sm, &d), @r"
    error: invalid target ID 'gfx1100:xnack+' in '--offload-arch=gfx1100:xnack+': 'gfx1100' does not support 'xnack' [tgt-invalid-target-id]
    error: invalid target ID 'gfx90a:xnack' in '--offload-arch=gfx90a:xnack': 'xnack' must end in '+' or '-' [tgt-invalid-target-id]
        note: the target accepts 'sramecc+', 'sramecc-', 'xnack+', 'xnack-'
    error: invalid target ID 'gfx90a:xnack+:xnack-' in '--offload-arch=gfx90a:xnack+:xnack-': 'xnack' is given twice [tgt-invalid-target-id]
        note: the target accepts 'sramecc+', 'sramecc-', 'xnack+', 'xnack-'
    error: invalid target ID 'sm_70:xnack+' in '--offload-arch=sm_70:xnack+': 'sm_70' does not support 'xnack' [tgt-invalid-target-id]
    error: unknown GPU architecture 'gfx9999' in '--offload-arch=gfx9999:xnack+' [tgt-unknown-target]
        note: did you mean 'gfx909'?
    ");
    assert!(t.is_empty());
}
