// dynamic_cast at compile time: downcasts, failed casts, cross casts between
// bases, casts to references, null operands.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct A { virtual ~A() {} int a = 1; };
struct B : A { int b = 2; };
struct C : A { int c = 3; };
struct X { virtual ~X() {} int x = 4; };
struct D : B, X { int d = 5; };
int main() {
  D d;
  B* pb = &d;
  A* pa = pb;
  X* px = &d;
  printf("%d\n", dynamic_cast<D*>(pa) == &d);
  printf("%d\n", dynamic_cast<C*>(pa) == nullptr);
  printf("%d\n", dynamic_cast<X*>(pa) == px);
  printf("%d\n", dynamic_cast<B*>(px) == pb);
  printf("%d\n", dynamic_cast<A*>(px)->a);
  X& rx = dynamic_cast<X&>(*pa);
  printf("%d\n", rx.x);
  B b;
  A* only = &b;
  printf("%d %d\n", dynamic_cast<D*>(only) == nullptr, dynamic_cast<B*>(only)->b);
  A* none = nullptr;
  printf("%d\n", dynamic_cast<B*>(none) == nullptr);
  D* back = static_cast<D*>(px);
  printf("%d %d\n", back->d, back == &d);
  return 0;
}
@meta main();

// META: 1
// META-NEXT: 1
// META-NEXT: 1
// META-NEXT: 1
// META-NEXT: 1
// META-NEXT: 4
// META-NEXT: 1 2
// META-NEXT: 1
// META-NEXT: 5 1
