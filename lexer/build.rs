//! Generates the `#if` controlling-expression parser from
//! `src/pp/if_expr.lalrpop` into OUT_DIR.

fn main() {
    println!("cargo:rerun-if-changed=src/pp/if_expr.lalrpop");
    if let Err(e) = lalrpop::Configuration::new()
        .use_cargo_dir_conventions()
        .process()
    {
        // A build script cannot report a diagnostic any other way.
        eprintln!("lalrpop failed: {e}");
        std::process::exit(1);
    }
}
