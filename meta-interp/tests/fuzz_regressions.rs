//! The inputs the fuzzers found slow or crashing (`fuzz/regressions/`),
//! replayed through the translate target's own pipeline (lossy UTF-8,
//! preprocessing, parsing and translation whatever errors come before).
//! Bounded by counts, not by time: each must end having made a bounded
//! number of classes, so a runaway instantiation fails here however fast
//! the machine is.

use bumpalo::Bump;
use meta_interp::{MetaLimits, TranslateOptions};
use std::path::Path;

/// Translates `data` as the `translate` fuzz target does; the number of
/// classes the program ends with.
fn classes_made(name: &str, data: &[u8]) -> usize {
    let text = String::from_utf8_lossy(data).into_owned();
    let mut sm = lexer::source::SourceMap::new();
    let opts = lexer::pp::Options {
        source_date_epoch: Some(0),
        ..Default::default()
    };
    let path = Path::new("/nonexistent-circle-rs-fuzz").join(name);
    let out = lexer::pp::preprocess_text(name, &path, text, &opts, &mut sm);
    let arena = Bump::new();
    let mut interner = parser::Interner::new();
    let (tu, _) = parser::parse_translation_unit(&arena, &out.tokens, &sm, &mut interner);
    let topts = TranslateOptions {
        compute_capabilities: vec![52, 70],
        amdgpu_targets: vec!["gfx1100".into()],
        limits: MetaLimits {
            max_steps: 200_000,
            max_memory: 16 << 20,
            max_call_depth: 64,
            max_output: 1 << 20,
            max_injected: 100_000,
            max_time_ms: 10_000,
        },
        ..Default::default()
    };
    let r = meta_interp::translate(&tu, &sm, &interner, &topts);
    r.program.types.structs.len()
}

#[test]
fn regressions_stay_bounded() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("fuzz/regressions exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for f in files {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let data = std::fs::read(&f).unwrap();
        let n = classes_made(&name, &data);
        // A few dozen classes of the program and its headers' builtins;
        // the eager member class instantiation made one per level of the
        // depth limit (over a thousand).
        assert!(n < 200, "{name}: {n} classes");
    }
}
