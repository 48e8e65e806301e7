//! Source to PTX/code objects through the real front end (lexer, parser,
//! sema with the meta interpreter), on the shared example programs
//! (../shared/examples beside the checkout; skipped when absent).

mod common;

use bumpalo::Bump;
use codegen::generate;
use common::*;
use lexer::source::{SourceMap, Span};
use lexer::token::{lex_raw, Token, TokenKind};
use parser::Interner;
use sema::meta::TranslateOptions;
use sema::program::Program;

fn example(rel: &str) -> Option<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/examples")
        .join(rel);
    match std::fs::read_to_string(&path) {
        Ok(s) => Some(s),
        Err(_) => {
            eprintln!("note: {} not found; skipped", path.display());
            None
        }
    }
}

/// Translates `src` (no preprocessing: the examples' one `#include` is
/// replaced by the declaration they use). Returns the program and the
/// source map, for line numbers.
fn front(src: &str, ccs: Vec<u32>, amd: Vec<String>) -> (Program, SourceMap) {
    let (p, sm, _) = front_with_output(src, ccs, amd);
    (p, sm)
}

/// [`front`], also returning what compile-time code printed.
fn front_with_output(src: &str, ccs: Vec<u32>, amd: Vec<String>) -> (Program, SourceMap, String) {
    let src = src.replace("#include <cstdio>", "int puts(const char* s);");
    let mut sm = SourceMap::new();
    let (_, base) = sm.add_and_enter("t.cu", "t.cu", src.clone(), Span::DUMMY);
    let (toks, _) = lex_raw(&src, base);
    let mut toks: Vec<Token> = toks
        .into_iter()
        .filter(|t| t.kind != TokenKind::Newline)
        .collect();
    let end = base + src.len() as u32;
    toks.push(Token::new(TokenKind::Eof, Span::new(end, end)));
    let arena = Bump::new();
    let mut interner = Interner::new();
    let (tu, pd) = parser::parse_translation_unit(&arena, &toks, &sm, &mut interner);
    assert!(pd.is_empty(), "{pd:?}");
    let opts = TranslateOptions {
        compute_capabilities: ccs,
        amdgpu_targets: amd,
        ..Default::default()
    };
    let out = meta_interp::translate(&tu, &sm, &interner, &opts);
    assert!(out.diagnostics.is_empty(), "{:#?}", out.diagnostics);
    (out.program, sm, out.stdout)
}

fn line_of(src: &str, needle: &str) -> u32 {
    src.lines()
        .position(|l| l.contains(needle))
        .map(|i| i as u32 + 1)
        .unwrap_or_else(|| panic!("no line with {needle}"))
}

#[test]
fn reduction_cu_keeps_only_each_targets_constant() {
    let Some(src) = example("codegen_if/reduction.cu") else {
        return;
    };
    let (p, _) = front(&src, vec![30, 52, 70], vec![]);
    let targets = vec![nv(30), nv(52), nv(70)];
    let r = compile_ok(&p, &targets, 3, &[]);
    for (t, add, mul) in [("sm_30", 1, 5), ("sm_52", 2, 5), ("sm_70", 3, 7)] {
        let ptx = ptx(&r, t);
        let red = ptx_function(ptx, "_Z9reductionii");
        let adds: Vec<&str> = red.lines().filter(|l| l.contains("add.s32")).collect();
        assert_eq!(adds.len(), 1, "{t}:\n{red}");
        assert!(
            adds[0].trim_end().ends_with(&format!(", {add};")),
            "{t}: {adds:?}"
        );
        let sc = ptx_function(ptx, "_Z6scaledi");
        assert!(
            sc.contains("mul.lo.s32") && sc.contains(&format!(", {mul};")),
            "{t}:\n{sc}"
        );
        assert!(ptx.contains(".entry _Z1kPi("), "{t}");
    }
}

#[test]
fn host_only_cu_reports_three_errors_once_for_both_targets() {
    let Some(src) = example("errors/host_only.cu") else {
        return;
    };
    let (p, sm) = front(&src, vec![70, 86], vec!["gfx1100".into()]);
    let r = generate(&p, &[nv(70), gfx1100()], &opts(3, 2));
    let src = src.replace("#include <cstdio>", "int puts(const char* s);");
    let got: Vec<(u32, &str)> = r
        .diagnostics
        .iter()
        .map(|d| {
            (
                sm.location(d.primary.span.lo).map_or(0, |l| l.line),
                d.message.as_str(),
            )
        })
        .collect();
    assert_eq!(
        got,
        vec![
            (
                line_of(&src, "throw \"divide by zero\""),
                "a throw-expression is not allowed in device code"
            ),
            (
                line_of(&src, "log_host(\"k2\")"),
                "'log_host' is not defined in this translation unit and not declared __device__"
            ),
            (
                line_of(&src, "p[0] = host_counter"),
                "a host variable cannot be used in device code"
            ),
        ]
    );
    for d in &r.diagnostics {
        assert_eq!(d.targets, vec!["sm_70".to_string(), "gfx1100".to_string()]);
        assert!(
            d.notes
                .last()
                .is_some_and(|n| n.message.starts_with("in kernel 'k")),
            "{:?}",
            d.notes
        );
    }
    let throw_notes: Vec<&str> = r.diagnostics[0]
        .notes
        .iter()
        .map(|n| n.message.as_str())
        .collect();
    assert_eq!(throw_notes, ["called from 'k1'", "in kernel 'k1'"]);
    assert!(r.per_target.iter().all(|t| t.artifacts.is_empty()));
}

/// A SAXPY that unrolls with `@meta for`, choosing the factor per
/// architecture with `if codegen`.
const SAXPY_UNROLL: &str = r#"
@meta printf("unrolling saxpy\n");

__global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if codegen(__nvvm_arch >= 70) {
    @meta for(int k = 0; k < 4; ++k) {
      if (4 * i + k < n) y[4 * i + k] = a * x[4 * i + k] + y[4 * i + k];
    }
  } else {
    @meta for(int k = 0; k < 2; ++k) {
      if (2 * i + k < n) y[2 * i + k] = a * x[2 * i + k] + y[2 * i + k];
    }
  }
}
"#;

#[test]
fn unrolled_saxpy_factor_per_target_and_meta_output_once() {
    let targets = vec![nv(52), nv(70), nv(90), gfx1100(), gfx90a()];
    let ccs = targets.iter().map(|t| t.compute_capability).collect();
    let (p, _, stdout) =
        front_with_output(SAXPY_UNROLL, ccs, vec!["gfx1100".into(), "gfx90a".into()]);
    // Compile-time code ran once for the five targets.
    assert_eq!(stdout, "unrolling saxpy\n");
    let r = compile_ok(&p, &targets, 3, &["_Z5saxpyifPKfPf"]);
    for (t, factor) in [("sm_52", 2), ("sm_70", 4), ("sm_90", 4)] {
        assert_eq!(ptx(&r, t).matches("fma.rn.f32").count(), factor, "{t}");
    }
    // gfx1100 and gfx90a report compute capabilities 86 and 80 here.
    for t in ["gfx1100", "gfx90a"] {
        assert_eq!(ir(&r, t).matches("fmul contract float").count(), 4, "{t}");
    }
}
