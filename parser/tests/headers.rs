//! The bundled headers (../include) parse without errors (directives
//! dropped: their macros stay unexpanded names, which is still valid here).

mod common;

#[test]
fn bundled_headers_parse() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../include");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut names: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    names.sort();
    let mut failures = Vec::new();
    for path in names {
        let Ok(src) = std::fs::read_to_string(&path) else {
            continue;
        };
        let (_, diags) = common::parse(&src);
        if !diags.is_empty() {
            failures.push(format!("{}:\n  {}", path.display(), diags.join("\n  ")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
