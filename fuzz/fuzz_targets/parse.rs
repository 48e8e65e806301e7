//! Preprocessing then parsing never panics and always terminates.
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
    let _ = parser::parse_translation_unit(&arena, &out.tokens, &sm, &mut interner);
});
