//! Compiles the C shim: the host C compiler's own `long double`
//! arithmetic (x87, round to nearest, 64-bit significand on x86-64
//! Linux), so results are bit for bit what g++ and clang compute.

fn main() {
    println!("cargo:rerun-if-changed=src/shim.c");
    cc::Build::new()
        .file("src/shim.c")
        .flag_if_supported("-fno-fast-math")
        .flag_if_supported("-ffp-contract=off")
        .compile("f80shim");
    println!("cargo:rustc-link-lib=m");
}
