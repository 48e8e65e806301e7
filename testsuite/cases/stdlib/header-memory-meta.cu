// <memory> and <atomic> in @meta code: std::atomic is GCC's __atomic
// builtins, which the interpreter runs as one thread would (a failed
// compare-exchange stores the current value into `expected`).
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
#include <atomic>
#include <cstdio>
#include <memory>
@meta {
  std::atomic<int> a{5};
  a.fetch_add(3);
  ++a;
  int e = 9;
  bool ok = a.compare_exchange_strong(e, 20);
  int e2 = 1;
  bool bad = a.compare_exchange_strong(e2, 30);
  std::unique_ptr<int> u(new int(7));
  int old = a.exchange(2);
  printf("%d %d %d %d %d %d\n", old, (int)ok, (int)bad, e2, *u, a.load());
}
// CHECK: 20 1 0 20 7 2
