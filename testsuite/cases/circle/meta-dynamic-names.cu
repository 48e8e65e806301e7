// Circle's dynamic names: `@(x)` is an identifier made from a compile-time
// string (a string literal, a meta char array, a std::string) or an integer
// (`@(5)` is `_5`), evaluated where it is translated. It declares
// variables, functions and data members (once per iteration of a `@meta for`
// that injects them, at namespace and class scope), and names them in
// expressions, calls and member accesses; a plain identifier finds what a
// dynamic name declared. The examples follow Circle's documentation.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=IR --input-file %t/meta-dynamic-names.sm_70.ll
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
#include <string>
using namespace std::literals;

int x;
int @("y");                        // Same as 'int y;'.
int @("z"s + std::to_string(1));   // Same as 'int z1;'.
int @(5);                          // Same as 'int _5;'.
@meta for(int i = 100; i < 103; ++i)
  int @(i) = i * 2;                // _100, _101, _102.

struct pt { float @("x"), @("y"); int @(7); };
struct rec {
  @meta for(int i = 0; i < 2; ++i) {
    double @("f" + std::to_string(i));
  }
};

// Device functions named per iteration; their bodies see the loop variable.
@meta for(int i = 0; i < 3; ++i) {
  __device__ int @("get" + std::to_string(i))() { return i * 10; }
}
__global__ void kern(int* out) { *out = get2() + @("get" + std::to_string(1))(); }
// IR: define {{.*}}i32 @_Z4get0v()
// IR: define {{.*}}i32 @_Z4get2v()
// IR: ret i32 20

int main() {
  pt p{1.5f, 2.5f, 3};
  rec r{4.0, 5.0};
  _102 += 1; y = 2; z1 = 3; _5 = 4;
  @meta char name[8];
  @meta snprintf(name, sizeof name, "z%d", 1);
  printf("%d %d %d %d %d\n", _100, _102, @("y"), @(name), @(5));
  printf("%g %g %d %g\n", p.@("y"), (&p)->@("x"), p._7, r.@("f" + std::to_string(1)));
  return 0;
}
@meta main();
// CHECK:200 205 2 3 4
// CHECK-NEXT:2.5 1.5 3 5

#ifdef ERRORS
@meta int k = 3;
int @("a b") = 1;           // expected-error {{'@(...)' makes 'a b', which is not an identifier}}
int @(1.5) = 2;             // expected-error {{a dynamic name '@(...)' needs a string or an integer, not 'double'}}
int @("") = 3;              // expected-error {{'@(...)' makes '', which is not an identifier}}
int bad1() { return @("undeclared_thing"); }   // expected-error {{use of undeclared identifier 'undeclared_thing'}}
int bad2(pt q) { return q.@("w"); }            // expected-error {{no member named 'w' in 'pt'}}
int bad3() { int n = 1; int @(n) = 0; return 0; }   // expected-error {{non-meta variable 'n' cannot be used in a '@meta' expression}}
#endif
