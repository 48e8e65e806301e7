//! Snapshots (insta) of the optimized output for the two reference
//! programs: what circle-rs emits, reviewed once and pinned (LLVM 19 is
//! pinned too). Re-bless with `INSTA_UPDATE=always cargo test -p codegen`.

mod common;

use common::programs;
use common::*;
use sema::builder::Builder;

#[test]
fn saxpy_ir_and_ptx() {
    let mut b = Builder::new();
    programs::saxpy(&mut b);
    let p = b.finish();
    let r = compile_ok(&p, &[nv(70), gfx1100()], 3, &["saxpy"]);
    insta::assert_snapshot!("saxpy_sm_70_ptx", ptx(&r, "sm_70"));
    insta::assert_snapshot!("saxpy_sm_70_ll", ir(&r, "sm_70"));
    insta::assert_snapshot!("saxpy_gfx1100_ll", ir(&r, "gfx1100"));
}

#[test]
fn reduction_ptx_per_arch() {
    let p = programs::reduction_program(&[30, 52, 70]);
    let r = compile_ok(&p, &[nv(30), nv(52), nv(70)], 3, &["k"]);
    for t in ["sm_30", "sm_52", "sm_70"] {
        insta::assert_snapshot!(format!("reduction_{t}_ptx"), ptx(&r, t));
    }
}
