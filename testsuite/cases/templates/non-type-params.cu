// Non-type template parameters: `auto` (the argument's type), pointers
// (the address of a global), references (the object itself), nullptr_t,
// bool; values as clang++-19 -std=c++17 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

template<auto v> struct D { static const int x = (int)v; };
int g1;
template<int* p> struct PP { static int get() { return *p; } };
template<int& r> struct RR { static int get() { return r; } };
template<decltype(nullptr) n> struct NN { static const int x = 7; };
template<bool B> struct BB { static const int x = B ? 1 : 2; };
int use() { g1 = 5; return PP<&g1>::get() * 10 + RR<g1>::get(); }
@meta printf("%d %d %d %d\n", D<5>::x + D<'c'>::x, NN<nullptr>::x, BB<true>::x * 10 + BB<false>::x, use());
// CHECK: 104 7 12 55
