//! The acceptance programs of ../shared/examples parse without errors
//! (`#` lines dropped until the preprocessor feeds the parser). Skipped
//! where ../shared is not beside the checkout.

mod common;

fn example(rel: &str) -> Option<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/examples")
        .join(rel);
    std::fs::read_to_string(&path).ok()
}

fn check(rel: &str) -> Option<String> {
    let src = example(rel)?;
    Some(common::parse_ok(&src))
}

#[test]
fn reduction_parses() {
    if let Some(d) = check("codegen_if/reduction.cu") {
        insta::assert_snapshot!(d);
    }
}

#[test]
fn misuse_parses() {
    if let Some(d) = check("codegen_if/misuse.cu") {
        insta::assert_snapshot!(d);
    }
}

#[test]
fn meta_basics_parses() {
    if let Some(d) = check("meta/meta_basics.cu") {
        insta::assert_snapshot!(d);
    }
}

#[test]
fn saxpy_parses() {
    if let Some(d) = check("saxpy/kernel.cu") {
        insta::assert_snapshot!(d);
    }
}

#[test]
fn other_examples_parse() {
    for rel in [
        "dispatch/sm_builtins.cu",
        "dispatch/sm_dispatch.cu",
        "dispatch/tags.cu",
        "errors/arch_gates.cu",
        "errors/host_only.cu",
        "radix/radix_dispatch.cu",
        "radix/tuning_from_file.cu",
        "std_in_kernels/std_in_kernels.cu",
    ] {
        if let Some(src) = example(rel) {
            let (_, diags) = common::parse(&src);
            assert!(diags.is_empty(), "{rel}:\n{}", diags.join("\n"));
        }
    }
}
