//! The acceptance programs, run through the real preprocessor with the
//! bundled headers, parse without parser diagnostics (missing bundled
//! headers such as `<vector>` are the preprocessor's report, not ours).

use lexer::pp::{preprocess, Options};
use lexer::source::SourceMap;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn parse_file(path: &Path) -> Result<usize, String> {
    let mut sm = SourceMap::new();
    let opts = Options {
        default_dirs: lexer::pp::search::host_dirs(&root().join("include")),
        cuda_arch: Some(700),
        source_date_epoch: Some(0),
        ..Default::default()
    };
    let out = preprocess(path, &opts, &mut sm);
    let arena = bumpalo::Bump::new();
    let mut interner = parser::Interner::new();
    let (tu, diags) = parser::parse_translation_unit(&arena, &out.tokens, &sm, &mut interner);
    if diags.is_empty() {
        return Ok(tu.decls.len());
    }
    Err(diags
        .iter()
        .map(|d| {
            let loc = sm.location(d.primary.span.lo).map_or("?".into(), |l| {
                format!("{}:{}:{}", sm.file(l.file).name, l.line, l.column)
            });
            format!("{loc}: {} [{}]", d.message, d.code)
        })
        .collect::<Vec<_>>()
        .join("\n"))
}

#[test]
fn examples_parse_after_preprocessing() {
    let examples = root().join("../shared/examples");
    let mut failures = Vec::new();
    let mut parsed = 0;
    for rel in [
        "codegen_if/reduction.cu",
        "codegen_if/misuse.cu",
        "meta/meta_basics.cu",
        "saxpy/kernel.cu",
        "dispatch/sm_builtins.cu",
        "dispatch/sm_dispatch.cu",
        "dispatch/tags.cu",
        "errors/arch_gates.cu",
        "errors/host_only.cu",
        "radix/radix_dispatch.cu",
        "radix/tuning_from_file.cu",
        "std_in_kernels/std_in_kernels.cu",
    ] {
        let path = examples.join(rel);
        if !path.exists() {
            continue;
        }
        match parse_file(&path) {
            Ok(_) => parsed += 1,
            Err(e) => failures.push(format!("{rel}:\n{e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{parsed} examples parsed");
}
