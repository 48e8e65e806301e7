//! A missing `ld.lld` is a diagnostic, not a panic (own test binary: it
//! changes the process environment).

mod common;

use codegen::generate;
use common::*;
use sema::builder::{Builder, FuncDecl};
use sema::program::ExecSpace;

#[test]
fn missing_linker_is_reported_for_amd_targets_only() {
    std::env::set_var("CIRCLE_RS_LLD", "/nonexistent/ld.lld-19");
    let mut b = Builder::new();
    let void = b.void();
    let k = b.declare_function(FuncDecl::new("k", void, vec![], ExecSpace::GLOBAL));
    let body = b.block(vec![]);
    b.define(k, body);
    let p = b.finish();
    let r = generate(&p, &[nv(70), gfx1100(), gfx90a()], &opts(3, 2));
    assert_eq!(r.diagnostics.len(), 1, "{:#?}", r.diagnostics);
    let d = &r.diagnostics[0];
    assert_eq!(d.code, "cg-linker-missing");
    assert_eq!(d.targets, vec!["gfx1100".to_string(), "gfx90a".to_string()]);
    assert!(!r.per_target[0].artifacts.is_empty());
    assert!(r.per_target[1].artifacts.is_empty());
}
