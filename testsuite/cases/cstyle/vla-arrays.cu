// Arrays of variable-length arrays (`int a[n][m]`, `int a[4][n]`) and
// pointers to them (`&a`, `&a[i]`), in host code and at compile time:
// sizeof of the array and of a row at run time, rows indexed and passed
// as pointers, pointer arithmetic on `&a` stepping by the run-time size.
// clang warns once per variably modified dimension, innermost first.
// Device code refuses them as any VLA. Oracle
// cstyle/014-vla-arrays-and-pointers checks more against g++-12.
// RUN: %circle-rs -fsyntax-only %s 2>%t.err | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=WARN --input-file %t.err
// RUN: %circle-rs -w %s -o %t
// RUN: %t | %FileCheck %s --check-prefix=HOST
// RUN: %not %circle-rs -w -sm_70 -DDEVICE %s --emit=ptx -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=DEV
#include <cstdio>

static int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

int run(int n, int m) {
  int a[n][m];
  int b[4][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i][j] = i * 10 + j;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < m; j++) b[i][j] = i - j;
  printf("%zu %zu %zu %d %d\n", sizeof(a), sizeof(a[1]), sizeof(b), sum(a[1], m), b[3][m - 1]);
  long whole = (char *)(&a + 1) - (char *)&a;
  long row = (char *)(&a[0] + 1) - (char *)&a[0];
  printf("%ld %ld %zu %d\n", whole, row, sizeof(*&a), (*(&a[0] + 1))[2]);
  return 0;
}
@meta run(3, 4);
// CHECK: 48 16 64 46 0
// CHECK-NEXT: 48 16 48 12
// WARN: vla-arrays.cu:22:12: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]
// WARN-NEXT: 22 |
// WARN-NEXT: |
// WARN-NEXT: vla-arrays.cu:22:12: note: function parameter 'm' with unknown value cannot be used in a constant expression
// WARN: vla-arrays.cu:22:9: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]
// WARN: vla-arrays.cu:22:9: note: function parameter 'n' with unknown value cannot be used in a constant expression
// WARN: vla-arrays.cu:23:12: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]
// WARN: vla-arrays.cu:23:9: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]
// WARN-NOT: note
// WARN: vla-arrays.cu:60:19: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]
// WARN: vla-arrays.cu:60:19: note: function parameter 'n' with unknown value cannot be used in a constant expression
// WARN: vla-arrays.cu:63:9: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]
// WARN-NOT: note

int typedefs(int n);
int main() { typedefs(3); return run(2, 5); }
// HOST: 12 12 24 8 3
// HOST-NEXT: 40 20 80 60 -1
// HOST-NEXT: 40 20 40 12

// A block-scope VLA typedef takes its bound where it is declared (as
// clang does; g++ reads `n` again at each use).
int typedefs(int n) {
  typedef int row[n];
  n += 5;
  row r;
  row g[2];
  for (int i = 0; i < 3; i++) r[i] = i + 1;
  g[1][2] = r[2];
  printf("%zu %zu %zu %d %d\n", sizeof(row), sizeof(r), sizeof(g), n, g[1][2]);
  return 0;
}
@meta typedefs(3);
// CHECK: 12 12 24 8 3

#ifdef DEVICE
__device__ int rows(int n) {
  int g[n][n];
  g[0][0] = n;
  return g[0][0];
}
// DEV: vla-arrays.cu:[[@LINE-4]]:9: error: variable-length arrays are not allowed in device code [sm_70]
// DEV: note: in device function 'rows'
__global__ void k(int *o, int n) { o[0] = rows(n); }
#endif
