//! The shared examples: reduction.cu translates cleanly with its three
//! branches checked once; misuse.cu gives exactly its four errors.

mod common;
use common::*;
use sema::program::StmtKind;

#[test]
fn reduction_translates_without_diagnostics() {
    let Some(src) = example("codegen_if/reduction.cu") else {
        return;
    };
    let out = run_with(&src, &opts(&[30, 52, 70]));
    out.assert_clean();
    let p = &out.program;
    // One CodegenIf chain in reduction, one in scaled: three predicates.
    let n = p
        .stmts
        .values()
        .filter(|s| matches!(s.kind, StmtKind::CodegenIf { .. }))
        .count();
    assert_eq!(n, 3);
    assert_eq!(p.codegen_vars.len(), 1);
    assert!(p.funcs.values().any(|f| f.name == "k" && f.exec.global));
}

#[test]
fn misuse_reports_exactly_its_four_errors() {
    let Some(src) = example("codegen_if/misuse.cu") else {
        return;
    };
    let out = run_with(&src, &opts(&[70]));
    // The expected lines, from the file's own markers.
    let mut want = Vec::new();
    for (i, l) in src.lines().enumerate() {
        if let Some(pos) = l.find("expected-error {{") {
            let text = &l[pos + 17..];
            let text = &text[..text.find("}}").unwrap_or(text.len())];
            want.push((i as u32 + 1, text.to_string()));
        }
    }
    assert_eq!(want.len(), 4);
    assert_eq!(out.diags.len(), 4, "{:#?}", out.diags);
    for ((line, text), d) in want.iter().zip(&out.diags) {
        assert!(
            d.starts_with(&format!("{line}: ")),
            "expected line {line}: {d}"
        );
        assert!(d.contains(text.as_str()), "expected '{text}' in {d}");
    }
}
