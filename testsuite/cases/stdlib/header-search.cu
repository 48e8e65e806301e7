// The default include search list is clang's on x86-64 Linux: the newest
// GCC's libstdc++ directories, /usr/local/include, the compiler's own
// headers, the multiarch directory, /usr/include (with the bundled CUDA
// headers; cuda-headers/toolkit-runtime.cu checks where a toolkit's go).
// RUN: %circle-rs %s -fsyntax-only -v -I%S -isystem %S/.. --no-cuda-toolkit-headers 2>&1 | %FileCheck %s
// CHECK: circle-rs version
// CHECK: #include "..." search starts here:
// CHECK-NEXT: #include <...> search starts here:
// CHECK-NEXT: {{.*}}stdlib
// CHECK-NEXT: {{.*}}stdlib/..
// CHECK-NEXT: /usr/include/c++/{{[0-9]+}}
// CHECK-NEXT: /usr/include/x86_64-linux-gnu/c++/{{[0-9]+}}
// CHECK-NEXT: /usr/include/c++/{{[0-9]+}}/backward
// CHECK-NEXT: /usr/local/include
// CHECK-NEXT: {{.*}}include
// CHECK-NEXT: /usr/include/x86_64-linux-gnu
// CHECK-NEXT: /usr/include
// CHECK-NEXT: End of search list.
//
// -nostdinc++ drops libstdc++ only; -nostdinc drops the whole list.
// RUN: %circle-rs %s -fsyntax-only -v -nostdinc++ 2>&1 | %FileCheck %s --check-prefix=NOCXX
// NOCXX: #include <...> search starts here:
// NOCXX-NEXT: /usr/local/include
// RUN: %not %circle-rs %s -fsyntax-only -nostdinc -DNEED_LIMITS 2>&1 | %FileCheck %s --check-prefix=NOINC
// NOINC: error: 'climits' file not found
// RUN: %not %circle-rs %s -fsyntax-only -nostdinc++ -DNEED_LIMITS 2>&1 | %FileCheck %s --check-prefix=NOINC
//
// --gcc-toolchain: a prefix without GCC has no libstdc++ directories.
// RUN: %circle-rs %s -fsyntax-only -v --gcc-toolchain=%S 2>&1 | %FileCheck %s --check-prefix=NOCXX
//
// The predefined macros are clang-19's (less the documented exclusions).
// RUN: sh %S/../../../scripts/regen-predefined.sh --check
#ifdef NEED_LIMITS
#include <climits>
#endif
#include <limits.h>
#include <stddef.h>
#include <float.h>
static_assert(INT_MAX == 2147483647 && LONG_MIN < 0 && CHAR_BIT == 8, "limits");
static_assert(sizeof(size_t) == 8 && sizeof(ptrdiff_t) == 8, "stddef");
static_assert(FLT_MANT_DIG == 24 && DBL_MAX_EXP == 1024, "float");
static_assert(__x86_64__ && __linux__ && __GNUC__ == 4 && __cplusplus == 201703L, "host macros");
#ifdef __clang__
#error circle-rs does not claim to be clang
#endif
int main() { return 0; }
