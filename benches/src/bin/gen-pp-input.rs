//! Writes the preprocessor benchmark input: `gen-pp-input FILE [MEGABYTES]`
//! (standard headers, then about MEGABYTES of generated code; see
//! `benches::translation_unit`).
fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: gen-pp-input FILE [MEGABYTES]");
        std::process::exit(2);
    };
    let mb: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(8);
    if let Err(e) = std::fs::write(&path, benches::translation_unit(mb << 20)) {
        eprintln!("gen-pp-input: cannot write {path}: {e}");
        std::process::exit(1);
    }
}
