// Lambdas at compile time: captures by copy and by reference, mutable,
// default captures, this, init-captures, conversion to a function pointer.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Acc {
  int total = 0;
  void add(int x) { total += x; }
  int run() {
    auto f = [this](int k) { this->add(k); return total; };
    f(2);
    return f(3);
  }
};
int main() {
  int a = 1, b = 10;
  auto byval = [a, b](int x) { return a + b + x; };
  auto byref = [&a](int x) { a += x; return a; };
  a = 5;
  printf("%d\n", byval(100));
  printf("%d %d\n", byref(1), a);
  int counter = 0;
  auto inc = [counter]() mutable { return ++counter; };
  inc(); inc();
  printf("inc %d counter %d\n", inc(), counter);
  auto all = [=]() { return a * b; };
  auto allr = [&]() { b = 7; return a + b; };
  printf("%d %d %d\n", all(), allr(), b);
  Acc acc;
  printf("acc %d\n", acc.run());
  int (*fp)(int) = [](int v) { return v + 1; };
  printf("fp %d\n", fp(41));
  auto init = [z = a + 1](int y) { return z * y; };
  printf("init %d\n", init(2));
  return 0;
}
@meta main();

// META: 111
// META-NEXT: 6 5
// META-NEXT: inc 3 counter 0
// META-NEXT: 60 13 10
// META-NEXT: acc 5
// META-NEXT: fp 42
// META-NEXT: init 14
