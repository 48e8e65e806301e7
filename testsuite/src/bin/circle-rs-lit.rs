//! `circle-rs-lit`: the runner's tools without the compiler. `filecheck`,
//! `not` and `test` are the same code as `circle-rs filecheck|not|test`;
//! `verify` checks clang-style diagnostic text against `expected-*`
//! comments. `test DIR --compiler PATH` names the compiler to test.

use std::path::PathBuf;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or(&[]);
    let code = match args.first().map(String::as_str) {
        Some("filecheck") => testsuite::filecheck_main(rest, std::io::stdin().lock()),
        Some("not") => testsuite::not_main(rest),
        Some("verify") => testsuite::verify_main(rest, std::io::stdin().lock()),
        Some("test") => {
            // `--compiler PATH` is ours; everything else goes to the runner.
            let mut compiler: Option<PathBuf> = None;
            let mut pass = Vec::new();
            let mut i = 0;
            while i < rest.len() {
                if rest[i] == "--compiler" {
                    i += 1;
                    compiler = rest.get(i).map(PathBuf::from);
                } else if let Some(p) = rest[i].strip_prefix("--compiler=") {
                    compiler = Some(PathBuf::from(p));
                } else {
                    pass.push(rest[i].clone());
                }
                i += 1;
            }
            match compiler {
                Some(c) => testsuite::test_main(&pass, &c),
                None => {
                    eprintln!("circle-rs-lit test: --compiler PATH is required");
                    2
                }
            }
        }
        _ => {
            eprintln!("usage: circle-rs-lit filecheck|not|verify|test ARGS...");
            2
        }
    };
    std::process::exit(code);
}
