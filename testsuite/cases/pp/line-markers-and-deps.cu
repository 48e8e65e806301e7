// -E keeps line markers unless -P; -M / -MD / -MF write make rules.
// -nocudainc: without it the implicit <cuda_runtime.h> and the C headers
// it brings come first in the output and the rules. The implicit
// <__circle_rs_complex.h> (GNU complex types) stays, as clang lists the
// headers its -include brings.
#include "Inputs/guarded.h"
#include "Inputs/guarded.h"
int main_line = LINE_FROM_HEADER;
// RUN: %circle-rs -E %s | %FileCheck %s --check-prefix=MARKERS
// MARKERS: # 1 "{{.*}}line-markers-and-deps.cu"
// MARKERS: # {{[0-9]+}} "{{.*}}Inputs/guarded.h" 1
// MARKERS: int header_decl;
// MARKERS: # {{[0-9]+}} "{{.*}}line-markers-and-deps.cu" 2
// MARKERS-NOT: int header_decl;
// MARKERS: int main_line = 42;
// RUN: %circle-rs -nocudainc -E -P %s | %FileCheck %s --check-prefix=NOMARKERS
// NOMARKERS-NOT: #
// RUN: %circle-rs -nocudainc -M %s | %FileCheck %s --check-prefix=DEPS
// DEPS: line-markers-and-deps.o: \
// DEPS-NEXT: {{.*}}line-markers-and-deps.cu \
// DEPS-NEXT: {{.*}}include/__circle_rs_complex.h \
// DEPS-NEXT: {{.*}}Inputs/guarded.h
// RUN: %circle-rs -nocudainc -fsyntax-only -MD -MF %t.d -MT obj.o %s && %FileCheck %s --check-prefix=MD --input-file %t.d
// MD: obj.o: \
// MD-NEXT: line-markers-and-deps.cu \
