// Debug information. -lineinfo gives device line tables: `.file` and
// `.loc` in PTX (which ptxas accepts), DWARF .debug_line in AMD code
// objects. -G is full device debug information (subprograms too) and
// compiles device code unoptimized, as nvcc. -g gives the host object
// DWARF. A statement from a macro is at the macro's invocation, and a
// statement in an included file names that file.
// REQUIRES: ptxas
// RUN: %circle-rs %s -sm_70 -gfx1100 -lineinfo --emit=ptx,obj -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/debug-info.sm_70.ptx
// RUN: %circle-rs validate %t
// RUN: llvm-dwarfdump-19 --debug-line %t/debug-info.gfx1100.o | %FileCheck %s --check-prefix=AMD
// RUN: %circle-rs %s -sm_70 -G --emit=ptx -o %t.g
// RUN: %FileCheck %s --check-prefix=FULL --input-file %t.g/debug-info.sm_70.ptx
// RUN: %circle-rs validate %t.g
// RUN: %circle-rs %s -sm_70 --emit=ptx -o %t.none
// RUN: %FileCheck %s --check-prefix=NONE --input-file %t.none/debug-info.sm_70.ptx
// RUN: %circle-rs -c -g %s -sm_70 -o %t.o
// RUN: llvm-dwarfdump-19 --debug-line %t.o | %FileCheck %s --check-prefix=HOST
// RUN: llvm-dwarfdump-19 --debug-info %t.o | %FileCheck %s --check-prefix=HOSTINFO
// Calls the lowering makes outside any statement get the function's line
// (LLVM rejects an inlinable call without one in a function with debug
// information):
// RUN: %circle-rs -c -g -G %S/../host/c-like.cu -sm_70 -gfx1100 -o %t.clike.o
// RUN: %circle-rs -c -g -G %S/../classes/meta-program-statics.cu -sm_70 -o %t.statics.o

#include "Inputs/debug-info-helper.h"

#define STORE(p, v) (p)[threadIdx.x] = (v)

__global__ void scale(float* p, float a) {
  float v = p[threadIdx.x];
  v = helper_twice(v);
  STORE(p, v * a);
}

int host_sum(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += i;
  return s;
}

// PTX: .target sm_70{{$}}
// PTX-LABEL: .entry _Z5scalePff(
// PTX: .loc {{[0-9]+}} 31 3
// PTX: .loc {{[0-9]+}} 3 3
// PTX: .loc {{[0-9]+}} 33 3
// PTX: .file {{[0-9]+}} "{{.*}}debug-info.cu"
// PTX: .file {{[0-9]+}} "{{.*}}Inputs/debug-info-helper.h"
// PTX-NOT: .section

// AMD: name: "debug-info.cu"
// AMD: name: "debug-info-helper.h"
// AMD: {{^}}0x{{[0-9a-f]+}} 31 3
// AMD: {{^}}0x{{[0-9a-f]+}} 3 3
// AMD: {{^}}0x{{[0-9a-f]+}} 33 3

// FULL: .target sm_70, debug
// FULL-LABEL: .entry _Z5scalePff(
// FULL: __local_depot
// FULL: .loc {{[0-9]+}} 31 3
// FULL: .section .debug_info

// NONE-NOT: .loc
// NONE-NOT: .file

// HOST: name: "debug-info.cu"
// HOST: {{^}}0x{{[0-9a-f]+}} 38 8
// HOSTINFO: DW_TAG_subprogram
// HOSTINFO: DW_AT_linkage_name ("_Z8host_sumi")
