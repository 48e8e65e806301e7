// POD for the purpose of layout looks at constructors, the destructor and
// copy/move assignment only: a conversion function or an assignment from
// another type keeps a class POD (its tail padding is not reused), a
// user-written copy assignment does not. The CHECK line is g++-12's and
// clang-19's output.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// CHECK: 12 12 8
#include <cstdio>
struct P8 { int i; char c; operator int() const { return i; } };
struct D8 : P8 { char d; };
struct P9 { int i; char c; P9& operator=(int v) { i = v; return *this; } };
struct D9 : P9 { char d; };
struct P10 { int i; char c; P10& operator=(const P10& o) { i = o.i; return *this; } };
struct D10 : P10 { char d; };
int main() { printf("%zu %zu %zu\n", sizeof(D8), sizeof(D9), sizeof(D10)); return 0; }
@meta main();
