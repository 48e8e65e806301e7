//! SAXPY and `if codegen` over `__nvvm_arch`: the program of
//! ../shared/examples/codegen_if/reduction.cu, built through the Builder.
//! Each module contains only its taken branch's constant.

mod common;

use common::programs::{reduction_program, saxpy};
use common::*;
use sema::builder::Builder;

#[test]
fn saxpy_all_targets() {
    let mut b = Builder::new();
    saxpy(&mut b);
    let p = b.finish();
    let targets = standard_targets();
    let r = compile_ok(&p, &targets, 3, &["saxpy"]);
    for t in ["sm_52", "sm_70", "sm_90"] {
        let ptx = ptx(&r, t);
        // `contract` lets a*x+y fuse, as clang does for CUDA.
        assert!(ptx.contains("fma.rn.f32"), "{t}: no fma:\n{ptx}");
        assert!(
            ptx.contains("mov.u32") && ptx.contains("%tid.x"),
            "{t}: no tid.x read"
        );
        assert!(ptx.contains(&format!(".target {t}")), "{t}: wrong target");
    }
    let amd = ir(&r, "gfx1100");
    assert!(amd.contains("amdgpu_kernel void @saxpy(i32"), "{amd}");
    assert!(
        amd.contains("ptr addrspace(1)"),
        "AMD kernel pointers are global:\n{amd}"
    );
    assert!(amd.contains("\"uniform-work-group-size\"=\"true\""));
    assert!(amd.contains("\"amdgpu-flat-work-group-size\"=\"1,1024\""));
    assert!(amd.contains("amdhsa_code_object_version\", i32 500"));
    assert!(
        amd.contains("llvm.amdgcn.implicitarg.ptr"),
        "blockDim from the implicit args:\n{amd}"
    );
    assert!(
        amd.contains("fmul contract") || amd.contains("call contract float @llvm.fma"),
        "{amd}"
    );
    assert!(ir(&r, "sm_70").contains("ptx_kernel void @saxpy("));
    // The HIP runtime's view: hidden arguments (COV5) and uniform groups.
    for t in ["gfx1100", "gfx90a"] {
        let h = r
            .target(t)
            .and_then(|o| o.artifact(codegen::ArtifactKind::Hsaco))
            .unwrap();
        let notes = codegen::validate::hsaco_notes(h).unwrap();
        for want in [
            "hidden_block_count_x",
            "hidden_group_size_x",
            "global_buffer",
            ".uniform_work_group_size: 1",
            ".kernarg_segment_size: 280",
        ] {
            assert!(notes.contains(want), "{t}: no {want} in:\n{notes}");
        }
        let wave = if t == "gfx90a" { 64 } else { 32 };
        assert!(
            notes.contains(&format!(".wavefront_size: {wave}")),
            "{t}:\n{notes}"
        );
    }
    for (out, spec) in r.per_target.iter().zip(&targets) {
        let checks = codegen::validate::check_target_output(out, spec, &["saxpy"]).unwrap();
        assert!(!checks.is_empty());
    }
}

#[test]
fn saxpy_every_opt_level() {
    let mut b = Builder::new();
    saxpy(&mut b);
    let p = b.finish();
    let targets = vec![nv(70), gfx1100()];
    for o in 0..=3 {
        compile_ok(&p, &targets, o, &["saxpy"]);
    }
}

#[test]
fn reduction_codegen_if_per_arch() {
    let ccs = [30, 52, 70];
    let p = reduction_program(&ccs);
    let targets = vec![nv(30), nv(52), nv(70)];
    // ptxas assembles none of sm_30 (skipped by `validate`, said in its note).
    let r = compile_ok(&p, &targets, 3, &["k"]);
    for (t, keep, gone, mul_keep, mul_gone) in [
        ("sm_30", 1, [2, 3], 5, 7),
        ("sm_52", 2, [1, 3], 5, 7),
        ("sm_70", 3, [1, 2], 7, 5),
    ] {
        let ir = ir(&r, t);
        let red = ir_function(ir, "reduction");
        assert!(
            red.contains(&format!("add i32 %x, {keep}")),
            "{t}: expected +{keep}:\n{red}"
        );
        for g in gone {
            assert!(
                !red.contains(&format!(", {g}\n")),
                "{t}: +{g} must be pruned:\n{red}"
            );
        }
        let sc = ir_function(ir, "scaled");
        assert!(
            sc.contains(&format!(", {mul_keep}")),
            "{t}: expected *{mul_keep}:\n{sc}"
        );
        assert!(
            !sc.contains(&format!(", {mul_gone}")),
            "{t}: *{mul_gone} must be pruned:\n{sc}"
        );
        let ptx = ptx(&r, t);
        let f = ptx_function(ptx, "reduction");
        assert!(
            f.contains("add.s32") && f.contains(&format!(", {keep};")),
            "{t}:\n{f}"
        );
        for g in gone {
            assert!(!f.contains(&format!(", {g};")), "{t}: PTX keeps +{g}:\n{f}");
        }
    }
}

#[test]
fn nvvm_arch_on_amd_comes_from_the_ccmap_value() {
    // gfx1100 reports compute capability 86 here: the `else` branch (+3).
    let p = reduction_program(&[30, 52, 70, 86]);
    let r = compile_ok(&p, &[gfx1100()], 3, &["k"]);
    let red = ir_function(ir(&r, "gfx1100"), "reduction");
    assert!(red.contains("add i32 %x, 3"), "{red}");
}

#[test]
fn wave64_on_rdna_sets_the_feature() {
    let mut b = Builder::new();
    saxpy(&mut b);
    let p = b.finish();
    let w64 = codegen::TargetSpec::amdgpu("gfx1100", 64, 86);
    let r = compile_ok(&p, &[w64], 3, &["saxpy"]);
    let h = r.per_target[0]
        .artifact(codegen::ArtifactKind::Hsaco)
        .unwrap();
    let notes = codegen::validate::hsaco_notes(h).unwrap();
    assert!(notes.contains(".wavefront_size: 64"), "{notes}");
}
