//! The bundled headers translate cleanly, and programs using them work:
//! the preprocessor feeds the parser, the parser feeds translation.

use bumpalo::Bump;
use lexer::pp;
use lexer::source::SourceMap;
use meta_interp::{MetaLimits, TranslateOptions};
use parser::Interner;
use std::path::{Path, PathBuf};

fn bundled() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../include")
}

/// Preprocesses, parses and translates `src`; returns (diagnostics as
/// `line: code: message`, compile-time output).
fn build(src: &str) -> (Vec<String>, String) {
    let mut sm = SourceMap::new();
    let opts = pp::Options {
        default_dirs: pp::search::host_dirs(&bundled()),
        ..Default::default()
    };
    let out = pp::preprocess_text("t.cu", Path::new("t.cu"), src.to_string(), &opts, &mut sm);
    let render = |sm: &SourceMap, d: &lexer::diag::Diagnostic| {
        let loc = sm.location(d.primary.span.lo);
        let file = loc.map_or(String::new(), |l| sm.file(l.file).name.clone());
        format!(
            "{file}:{}: {}: {}",
            loc.map_or(0, |l| l.line),
            d.code,
            d.message
        )
    };
    let mut diags: Vec<String> = out.diagnostics.iter().map(|d| render(&sm, d)).collect();
    let arena = Bump::new();
    let mut interner = Interner::new();
    let (tu, pd) = parser::parse_translation_unit(&arena, &out.tokens, &sm, &mut interner);
    diags.extend(pd.iter().map(|d| render(&sm, d)));
    let topts = TranslateOptions {
        compute_capabilities: vec![70],
        amdgpu_targets: Vec::new(),
        limits: MetaLimits::default(),
        ..Default::default()
    };
    let r = meta_interp::translate(&tu, &sm, &interner, &topts);
    diags.extend(r.diagnostics.iter().map(|d| render(&sm, d)));
    (diags, r.stdout)
}

#[test]
fn every_bundled_header_translates_cleanly() {
    let Ok(dir) = std::fs::read_dir(bundled()) else {
        return;
    };
    // One level of subdirectories too (`hip/hip_runtime.h`).
    let mut names: Vec<String> = Vec::new();
    for e in dir.filter_map(|e| e.ok()) {
        let n = e.file_name().to_string_lossy().into_owned();
        match std::fs::read_dir(e.path()) {
            Ok(sub) => names.extend(
                sub.filter_map(|s| s.ok())
                    .map(|s| format!("{n}/{}", s.file_name().to_string_lossy())),
            ),
            Err(_) => names.push(n),
        }
    }
    names.sort();
    let mut failures = Vec::new();
    for n in names {
        let (diags, _) = build(&format!("#include <{n}>\n"));
        if !diags.is_empty() {
            failures.push(format!("<{n}>:\n  {}", diags.join("\n  ")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn program_with_headers() {
    let (diags, out) = build(
        r#"
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>
#include <cassert>
#include <cmath>
#include <climits>
#include <cstring>
#include <cstdlib>
@meta printf("%d %s\n", (int)sizeof(uint64_t), "ok");
__device__ float norm(float x, float y) {
  assert(x >= 0);
  float r = sqrtf(x * x + y * y);
  if(std::isnan(r) || std::isinf(r) || !std::isfinite(r)) return NAN;
  return r < INFINITY ? r : HUGE_VALF;
}
int check(int v) {
  assert(v < INT_MAX);
  return __func__[0] == 'c' ? abs(v) : 0;
}
static_assert(check(-4) == 4);
__global__ void k(float* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if(i < n) p[i] *= 2.0f;
}
int main() {
  float* p = nullptr;
  cudaMalloc((void**)&p, 100 * sizeof(float));
  dim3 grid = { 4 };
  k<<<grid, 256>>>(p, 100);
  printf("done\n");
  return 0;
}
"#,
    );
    assert!(diags.is_empty(), "{}", diags.join("\n"));
    assert_eq!(out, "8 ok\n");
}
