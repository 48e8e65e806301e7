// GNU case ranges `case lo ... hi:` (clang and g++ accept them in C++
// without a warning unless -pedantic): every value of the range jumps to the
// label, at compile time and in generated code, on chars, negative values
// and enumerators; a range shares its label's block with single labels.
// RUN: %circle-rs -verify -fsyntax-only %s | %FileCheck %s
// RUN: %circle-rs %s -sm_70 -gfx90a -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=IR --input-file %t/case-ranges.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics
#include <cstdio>

enum Level { Low = 1, Mid = 5, High = 9 };

__host__ __device__ int classify(char c) {
  switch (c) {
  case '0' ... '9': return 1;
  case 'a' ... 'z':
  case 'A' ... 'Z': return 2;
  case ' ': return 3;
  default: return 0;
  }
}

__host__ __device__ int bucket(int v) {
  switch (v) {
  case -10 ... -1: return -1;
  case 0: return 0;
  case Low ... Mid - 1: return 1;
  case Mid ... High: return 2;
  case 100 ... 100: return 3;
  default: return 9;
  }
}

__global__ void kernel(int *out, const char *s) {
  out[threadIdx.x] = classify(s[threadIdx.x]) * 10 + bucket(threadIdx.x);
}

@meta printf("%d%d%d%d%d\n", classify('7'), classify('q'), classify('Q'), classify(' '), classify('?'));
// CHECK: 12230
@meta printf("%d %d %d %d %d %d %d\n", bucket(-11), bucket(-10), bucket(-1), bucket(0), bucket(4), bucket(9), bucket(100));
// CHECK-NEXT: 9 -1 -1 0 1 2 3

// IR-LABEL: define {{.*}} @_Z8classifyc(
// IR: switch i32 {{.*}} [
// IR-DAG: i32 48, label %[[DIGIT:[a-z.0-9]+]]
// IR-DAG: i32 57, label %[[DIGIT]]
// IR-DAG: i32 97, label %[[LETTER:[a-z.0-9]+]]
// IR-DAG: i32 90, label %[[UPPER:[a-z.0-9]+]]
// IR: ]
