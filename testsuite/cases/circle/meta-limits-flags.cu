// Every compile-time limit is settable on the command line and ends
// evaluation with a diagnostic naming the option: steps, call depth,
// memory (allocations and value copies: copying a large struct costs steps
// and memory by its size), output bytes (stdout, stderr, files), injected
// statements and declarations, and wall time.
// RUN: %not %circle-rs %s -fsyntax-only -DSTEPS -fconstexpr-steps=1000 2>&1 | %FileCheck %s --check-prefix=STEPS
// STEPS: error: compile-time evaluation exceeded the limit of 1000 steps (raise it with -fconstexpr-steps=N)
// RUN: %not %circle-rs %s -fsyntax-only -DDEPTH -fconstexpr-depth=50 2>&1 | %FileCheck %s --check-prefix=DEPTH
// DEPTH: error: compile-time call depth exceeded the limit of 50 (raise it with -fconstexpr-depth=N)
// RUN: %not %circle-rs %s -fsyntax-only -DMEMORY -fmeta-memory-limit=65536 2>&1 | %FileCheck %s --check-prefix=MEMORY
// MEMORY: error: compile-time evaluation exceeded the memory limit of 65536 bytes (raise it with -fmeta-memory-limit=N)
// RUN: %not %circle-rs %s -fsyntax-only -DCOPY -fconstexpr-steps=100000 2>&1 | %FileCheck %s --check-prefix=COPY
// COPY: error: compile-time evaluation exceeded the limit of 100000 steps
// RUN: %not %circle-rs %s -fsyntax-only -DOUTPUT -fmeta-output-limit=100 2>&1 | %FileCheck %s --check-prefix=OUTPUT
// OUTPUT: error: compile-time output exceeded the limit of 100 bytes (raise it with -fmeta-output-limit=N)
// RUN: %not %circle-rs %s -fsyntax-only -DINJECT -fmeta-inject-limit=10 2>&1 | %FileCheck %s --check-prefix=INJECT
// INJECT: error: compile-time code injected more than 10 statements and declarations (raise the limit with -fmeta-inject-limit=N)
// RUN: %not %circle-rs %s -fsyntax-only -DTIME -fmeta-time-limit=200 -fconstexpr-steps=100000000000 2>&1 | %FileCheck %s --check-prefix=TIME
// TIME: error: compile-time evaluation exceeded the time limit of 200 ms (raise it with -fmeta-time-limit=MS)
// The defaults hold for ordinary programs.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --check-prefix=OK
// OK: 55

#include <cstdio>
#include <cstdlib>

#if defined(STEPS) || defined(TIME)
int spin() { int i = 0; while (true) ++i; return i; }
@meta int s = spin();
#elif defined(DEPTH)
int down(int n) { return n ? down(n - 1) + 1 : 0; }
@meta int d = down(100);
#elif defined(MEMORY)
@meta char* big = new char[100000];
#elif defined(COPY)
// One copy of a 64 MB object is a million steps, not one.
struct huge { char bytes[64 << 20]; };
huge* make() { return (huge*)calloc(1, sizeof(huge)); }
@meta huge* h = make();
@meta huge copy = *h;
#elif defined(OUTPUT)
void talk() { for(int i = 0; i < 100; ++i) printf("line %d\n", i); }
@meta talk();
#elif defined(INJECT)
int total() {
  int n = 0;
  @meta for(int i = 0; i < 20; ++i) { n += i; }
  return n;
}
#else
int sum() { int n = 0; for(int i = 1; i <= 10; ++i) n += i; return n; }
@meta printf("%d\n", sum());
#endif
