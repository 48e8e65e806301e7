//! The C and C++ headers, found on the default search list (the system's
//! libstdc++ and glibc, the compiler's own `include/`), preprocess cleanly,
//! include each other once, and leave the CUDA keywords alone.

use super::*;

fn bundled() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../include"))
}

const HEADERS: &[&str] = &[
    "float.h",
    "stdbool.h",
    "iso646.h",
    "stdalign.h",
    "type_traits",
    "utility",
    "array",
    "tuple",
    "algorithm",
    "vector",
    "map",
    "string",
    "iostream",
    "cstdio",
    "cstdlib",
    "cstring",
    "cstddef",
    "cstdint",
    "climits",
    "cmath",
    "cassert",
    "cstdarg",
    "stdio.h",
    "stdlib.h",
    "string.h",
    "stddef.h",
    "stdint.h",
    "limits.h",
    "math.h",
    "assert.h",
    "stdarg.h",
    "cuda.h",
    "cuda_runtime.h",
    "cuda_runtime_api.h",
];

fn with_bundled(src: &str) -> Run {
    let opts = Options {
        default_dirs: search::host_dirs(&bundled()),
        ..Options::default()
    };
    run_with(src, &opts)
}

#[test]
fn every_header_preprocesses_cleanly_twice() {
    for h in HEADERS {
        let r = with_bundled(&format!(
            "#include <{h}>\n#include <{h}>\n#include \"{h}\"\n"
        ));
        assert!(r.out.diagnostics.is_empty(), "{h}: {:?}", r.out.diagnostics);
        let macros_only = h.contains("limits")
            || h.ends_with(".h")
                && !matches!(
                    *h,
                    "stdio.h"
                        | "stdlib.h"
                        | "string.h"
                        | "math.h"
                        | "stddef.h"
                        | "stdint.h"
                        | "stdarg.h"
                        | "assert.h"
                );
        assert!(macros_only || r.out.tokens.len() > 1, "{h} is empty");
    }
}

#[test]
fn cuda_keywords_are_not_macros() {
    let r = with_bundled("#include <cuda_runtime.h>\n#include <cuda.h>\n#include <cstdio>\n#include <cmath>\n#include <cstdlib>\n#include <cstring>\n#include <cassert>\n#if defined(__global__) || defined(__device__) || defined(__host__) || defined(__shared__) || defined(__constant__) || defined(__managed__)\n#error keyword defined as a macro\n#endif\n");
    assert!(r.out.diagnostics.is_empty(), "{:?}", r.out.diagnostics);
}

#[test]
fn header_contents() {
    let r = with_bundled("#include <cstdint>\n#include <climits>\n#include <cstddef>\n#include <cuda_runtime.h>\n#if INT64_MAX != LONG_MAX || UINT32_MAX != UINT_MAX || SIZE_MAX != ULONG_MAX || INT_MIN != -2147483647 - 1 || CHAR_BIT != 8\n#error limits\n#endif\nINT64_C(5) UINT64_C(7) offsetof(S, m) cudaMemcpyHostToDevice NULL\n");
    assert!(r.out.diagnostics.is_empty(), "{:?}", r.out.diagnostics);
    assert!(
        r.text()
            .ends_with("5L 7UL __builtin_offsetof ( S , m ) cudaMemcpyHostToDevice __null"),
        "{}",
        r.text()
    );
    let r = with_bundled(
        "#include <cassert>\nassert(x);\n#define NDEBUG\n#include <cassert>\nassert(y);\n",
    );
    assert!(r.out.diagnostics.is_empty(), "{:?}", r.out.diagnostics);
    let t = r.text();
    assert!(
        t.contains("( static_cast < bool > ( x ) ? void ( 0 ) : __assert_fail ( \"x\" ,"),
        "{t}"
    );
    assert!(t.ends_with("( static_cast < void > ( 0 ) ) ;"), "{t}");
}
