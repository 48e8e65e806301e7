//! `cargo run -p lexer --example pp -- FILE [-P] [-IDIR...] [-DX[=Y]...] [-UX...]`: preprocesses
//! FILE and prints what `circle-rs -E` would, then the diagnostics, one per
//! line (`code line:col message`). For comparing with `clang -E` by hand.

use lexer::pp::{preprocess, render_output, Options};
use lexer::source::SourceMap;
use std::path::PathBuf;

fn main() {
    let mut opts = Options {
        default_dirs: lexer::pp::search::host_dirs(&PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../include"
        ))),
        ..Options::default()
    };
    let mut markers = true;
    let mut file = None;
    for a in std::env::args().skip(1) {
        if a == "-P" {
            markers = false;
        } else if let Some(d) = a.strip_prefix("-I") {
            opts.include_dirs.push(d.into());
        } else if let Some(d) = a.strip_prefix("-D") {
            opts.defines.push(lexer::pp::Define::Set(d.into()));
        } else if let Some(d) = a.strip_prefix("-U") {
            opts.defines.push(lexer::pp::Define::Unset(d.into()));
        } else {
            file = Some(PathBuf::from(a));
        }
    }
    let Some(file) = file else {
        eprintln!("usage: pp FILE [-P] [-IDIR...] [-DX[=Y]...] [-UX...]");
        std::process::exit(2);
    };
    let mut sm = SourceMap::new();
    let t0 = std::time::Instant::now();
    let out = preprocess(&file, &opts, &mut sm);
    let t1 = std::time::Instant::now();
    print!("{}", render_output(&out, &sm, markers));
    if std::env::var_os("PP_TIME").is_some() {
        eprintln!(
            "preprocess {:?}, render {:?}, {} tokens",
            t1 - t0,
            t1.elapsed(),
            out.tokens.len()
        );
    }
    for d in &out.diagnostics {
        let at = sm.location(sm.user_offset(d.primary.span.lo));
        let (line, col) = at.map_or((0, 0), |l| (l.line, l.column));
        eprintln!("{} {line}:{col} {}", d.code, d.message);
    }
}
