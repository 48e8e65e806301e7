//! The preprocessor never panics and always terminates, whatever the
//! directives and macros (includes resolve against a directory that does not
//! exist, so only the given text is read).
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
    // Rendering -E output touches every token's span.
    let _ = lexer::pp::render_output(&out, &sm, true);
});
