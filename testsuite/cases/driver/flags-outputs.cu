// Outputs: with a device-only mode (--emit=, nvcc's -ptx), -o FILE.ptx
// with one target and one kind writes that file; the
// same with several outputs is an error; no target generates code for
// sm_52, nvcc's default. -MM/-MMD leave system headers out, -MP adds an
// empty rule per header (it used to act as -M -P), -MD keeps them all.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %circle-rs %s -sm_70 -ptx -o k.ptx && %FileCheck %s --check-prefix=ONE --input-file k.ptx
// ONE: .target sm_70
// RUN: %not %circle-rs %s -sm_70 -gfx1100 --emit=ptx,amdgcn -o two.ptx 2>&1 | %FileCheck %s --check-prefix=TWO
// TWO: error: '-o two.ptx' names one file, but 2 outputs would be written
// RUN: %circle-rs %s --emit=ptx && %FileCheck %s --check-prefix=DEFAULT --input-file flags-outputs.sm_52.ptx
// DEFAULT: .target sm_52
// RUN: %circle-rs -MM %s | %FileCheck %s --check-prefix=MM
// MM: flags-outputs.o: \
// MM-NEXT: flags-outputs.cu \
// MM-NEXT: Inputs/guarded.h
// MM-NOT: stdio.h
// RUN: %circle-rs -M %s | %FileCheck %s --check-prefix=M
// M: stdio.h
// RUN: %circle-rs -fsyntax-only -MMD -MP -MF deps.d %s && %FileCheck %s --check-prefix=MP --input-file deps.d
// MP: flags-outputs.o: \
// MP-NEXT: flags-outputs.cu \
// MP-NEXT: Inputs/guarded.h
// MP-EMPTY:
// MP-NEXT: {{.*}}Inputs/guarded.h:
// RUN: %circle-rs -fsyntax-only -MD -MF all.d %s && %FileCheck %s --check-prefix=M --input-file all.d

#include "../pp/Inputs/guarded.h"
__global__ void k(float* p) { p[threadIdx.x] = 1.0f; }
