// Tail padding is reused only after a base that is not a POD for the
// purpose of layout (C++03 POD rules with "user-provided", as g++ and clang
// apply them); the CHECK line is g++-12's and clang-19's output.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// CHECK: 8 8 12 8 8 16 12
#include <cstdio>
struct P1 { private: int i; char c; public: void s(){i=c=0;} };
struct D1 : P1 { char d; };
struct P2 { int i = 1; char c; };
struct D2 : P2 { char d; };
struct P3 { P3() = default; int i; char c; };
struct D3 : P3 { char d; };
struct P4 { int i; char c; ~P4() {} };
struct D4 : P4 { char d; };
struct E {}; struct P5 : E { int i; char c; };
struct D5 : P5 { char d; };
struct P6 { P3 m; char c; };
struct D6 : P6 { char d; };
struct P7 { P7& operator=(const P7&) = default; int i; char c; };
struct D7 : P7 { char d; };
int main(){ printf("%zu %zu %zu %zu %zu %zu %zu\n", sizeof(D1), sizeof(D2), sizeof(D3), sizeof(D4), sizeof(D5), sizeof(D6), sizeof(D7)); return 0; }
@meta main();
