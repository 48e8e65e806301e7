// <memory> in @meta code: shared_ptr's reference counts are GCC's
// __atomic builtins (through <ext/atomicity.h>), which the interpreter runs.
// (make_shared needs typeid, which circle-rs does not implement yet.)
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
#include <cstdio>
#include <memory>
@meta {
  std::shared_ptr<int> p(new int(41));
  std::shared_ptr<int> q = p;
  ++*q;
  std::unique_ptr<int> u(new int(7));
  printf("%d %ld %d\n", *p, p.use_count(), *u);
}
// CHECK: 42 2 7
