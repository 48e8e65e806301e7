//! Preprocessing, parsing and translation with `@meta` execution never panic
//! and always terminate: compile-time code is untrusted input, so the
//! interpreter's limits (kept small here) must stop every program.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let mut sm = lexer::source::SourceMap::new();
    let opts = lexer::pp::Options {
        source_date_epoch: Some(0),
        ..Default::default()
    };
    let out = lexer::pp::preprocess_text("fuzz.cu", Path::new("/nonexistent-circle-rs-fuzz/fuzz.cu"), text, &opts, &mut sm);
    let arena = bumpalo::Bump::new();
    let mut interner = parser::Interner::new();
    let (tu, _) = parser::parse_translation_unit(&arena, &out.tokens, &sm, &mut interner);
    let topts = sema::meta::TranslateOptions {
        compute_capabilities: vec![52, 70],
        amdgpu_targets: vec!["gfx1100".into()],
        limits: sema::meta::MetaLimits {
            max_steps: 200_000,
            max_memory: 16 << 20,
            max_call_depth: 64,
            max_output: 1 << 20,
            max_injected: 100_000,
            max_time_ms: 10_000,
        },
        ..Default::default()
    };
    let _ = meta_interp::translate(&tu, &sm, &interner, &topts);
});
