//! Benchmark inputs, generated so that the criterion benchmarks and the
//! comparison scripts against clang read exactly the same text.

use std::fmt::Write;

/// The standard headers [`translation_unit`] starts with, as a realistic
/// source does: most of what a preprocessor reads in practice is library
/// headers (include guards, deep conditionals, many small macros), not the
/// user's own text.
pub const STD_HEADERS: &[&str] = &[
    "vector",
    "map",
    "string",
    "algorithm",
    "memory",
    "functional",
    "unordered_map",
    "iostream",
    "tuple",
    "cmath",
];

/// The `-E` benchmark's input (scripts/bench-pp-vs-clang.sh): the
/// [`STD_HEADERS`], then [`preprocessor_input`] of about `bytes` bytes.
pub fn translation_unit(bytes: usize) -> String {
    let mut s = String::new();
    for h in STD_HEADERS {
        let _ = writeln!(s, "#include <{h}>");
    }
    s.push_str(&preprocessor_input(bytes));
    s
}

/// A translation unit of about `bytes` bytes that exercises what real CUDA
/// sources make a preprocessor do: comments, object- and function-like
/// macros (nested, variadic, stringizing, pasting), conditionals, and plenty
/// of ordinary tokens of every kind.
pub fn preprocessor_input(bytes: usize) -> String {
    let mut s = String::with_capacity(bytes + 4096);
    s.push_str(
        "// Generated benchmark input for circle-rs and clang -E.\n\
         #define CAT_(a, b) a##b\n\
         #define CAT(a, b) CAT_(a, b)\n\
         #define STR(x) #x\n\
         #define MAX(a, b) ((a) > (b) ? (a) : (b))\n\
         #define CLAMP(x, lo, hi) MAX(lo, ((x) < (hi) ? (x) : (hi)))\n\
         #define LOG(fmt, ...) printf(fmt __VA_OPT__(,) __VA_ARGS__)\n\
         #define TILE 128\n\
         #define VT 7\n\
         #if defined(TILE) && TILE * VT > 512\n\
         #define BIG 1\n\
         #else\n\
         #define BIG 0\n\
         #endif\n\
         int printf(const char*, ...);\n",
    );
    let mut i = 0usize;
    while s.len() < bytes {
        let _ = write!(
            s,
            "/* block {i}: a comment that the lexer skips, with some words in it */\n\
             __device__ inline float CAT(scale_, {i})(float x, const float* p, unsigned long long n) {{\n\
             \x20 // line comment {i}\n\
             \x20 float acc = 0.5f + {i}.25e-3f; int lim = CLAMP((int)n, 0, TILE * VT);\n\
             \x20 for(int k = 0; k < lim; ++k) acc += p[k] * x - MAX(acc, 1.0f) / (k + 0x{i:x});\n\
             #if BIG && ({i} % 3 == 0)\n\
             \x20 LOG(\"big %d %s\\n\", {i}, STR(scale_ ## {i}));\n\
             #elif {i} % 3 == 1\n\
             \x20 LOG(\"mid\\n\");\n\
             #else\n\
             \x20 acc = acc < 0 ? -acc : acc; acc *= 'a' + u8'b' - L'c';\n\
             #endif\n\
             \x20 return acc >= 1e10 ? 1'000'000ull : acc;\n\
             }}\n",
        );
        i += 1;
    }
    s
}

#[cfg(test)]
mod tests {
    #[test]
    fn input_preprocesses_cleanly() {
        let text = super::preprocessor_input(20_000);
        let mut sm = lexer::source::SourceMap::new();
        let out = lexer::pp::preprocess_text(
            "bench.cu",
            std::path::Path::new("bench.cu"),
            text,
            &lexer::pp::Options::default(),
            &mut sm,
        );
        assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
        assert!(out.tokens.len() > 5_000);
    }
}
