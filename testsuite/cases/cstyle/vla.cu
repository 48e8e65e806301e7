// Variable-length arrays in host and compile-time code, as clang accepts
// them in C++ (-Wvla-cxx-extension): sizeof evaluated at run time, rows of
// fixed size, one array per loop iteration whose storage is given back
// when the iteration's block ends (20000 iterations of 100 kB each run
// in a few megabytes of stack at run time and of interpreter memory at
// compile time). Oracle cstyle/012-variable-length-arrays checks more
// against g++-12 and clang++-19. The warning follows -w and
// -Wno-vla-cxx-extension.
// RUN: %circle-rs -fsyntax-only %s 2>%t.err | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=WARN --input-file %t.err
// RUN: %circle-rs -fsyntax-only -w %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %circle-rs -fsyntax-only -Wno-vla-cxx-extension %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %circle-rs -w %s -o %t
// RUN: %t | %FileCheck %s --check-prefix=HOST
#include <cstdio>

int squares(int n) {
  int a[n];
  for (int i = 0; i < n; i++) a[i] = i * i;
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  printf("%zu %zu %d\n", sizeof(a), sizeof a / sizeof a[0], s);
  return s;
}

long many() {
  long total = 0;
  for (int i = 0; i < 20000; i++) {
    char big[100000 + (i & 1)];
    big[i % 1000] = 1;
    total += sizeof(big) + big[i % 1000];
    if (i == 5)
      continue;
  }
  return total;
}

int run() {
  squares(5);
  int r = 3;
  double m[r][4];
  m[2][3] = 0.5;
  printf("%zu %.1f %ld\n", sizeof(m), m[2][3], many());
  return 0;
}
@meta run();
// CHECK: 20 5 30
// CHECK-NEXT: 96 0.5 2000030000
// WARN: vla.cu:18:9: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]
// QUIET-NOT: warning

int main() { return run(); }
// HOST: 20 5 30
// HOST-NEXT: 96 0.5 2000030000
