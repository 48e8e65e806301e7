//! The compiler's own headers (../include), each included through the real
//! preprocessor with the default search list (so the C library's headers
//! they include_next are real), parse without errors.

use lexer::pp::{preprocess_text, search, Options};
use lexer::source::SourceMap;
use std::path::{Path, PathBuf};

#[test]
fn compiler_headers_parse() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../include");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    // One level of subdirectories too (`hip/hip_runtime.h`).
    let mut names: Vec<String> = Vec::new();
    for e in entries.filter_map(|e| e.ok()) {
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
    for name in names {
        let mut sm = SourceMap::new();
        let opts = Options {
            default_dirs: search::host_dirs(&dir),
            cuda_arch: Some(700),
            source_date_epoch: Some(0),
            ..Default::default()
        };
        let src = format!("#include <{name}>\n");
        let out = preprocess_text("t.cu", Path::new("t.cu"), src, &opts, &mut sm);
        let arena = bumpalo::Bump::new();
        let mut interner = parser::Interner::new();
        let (_, diags) = parser::parse_translation_unit(&arena, &out.tokens, &sm, &mut interner);
        let all: Vec<String> = out
            .diagnostics
            .iter()
            .chain(diags.iter())
            .map(|d| {
                let loc = sm.location(d.primary.span.lo);
                let file = loc.map_or(String::new(), |l| sm.file(l.file).name.clone());
                format!("{file}:{}: {}", loc.map_or(0, |l| l.line), d.message)
            })
            .collect();
        if !all.is_empty() {
            failures.push(format!("<{name}>:\n  {}", all.join("\n  ")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
