// std::sort, std::vector and a using-declaration of a base's data member in
// host code. Regressions: function template specializations whose template
// arguments contain `::` were mangled from a piece of the last argument
// (`std::__sort<int *, __gnu_cxx::__ops::_Iter_less_iter>` became
// `_ZSt16_Iter_less_iter>I...`), so __sort, __insertion_sort and
// __final_insertion_sort shared one symbol and std::sort recursed forever;
// and `using Base::member` (as std::vector does for _M_impl) read the member
// at the derived object's offset. The CHECK lines are g++-12's output.
// RUN: %circle-rs %s -o %t && %t | %FileCheck %s --match-full-lines
// RUN: %circle-rs %s -O0 -o %t.O0 && %t.O0 | %FileCheck %s --match-full-lines
// RUN: nm %t.O0 | %FileCheck %s --check-prefix=SYMS
#include <algorithm>
#include <array>
#include <vector>
#include <stdio.h>

struct A { int pad; };
struct B { int x; int y; };
struct D : A, B {
  using B::y;
  int get() const { return this->y * 10 + y; }
};

int main() {
  std::array<int, 8> a;
  for (int k = 0; k < 8; ++k) a[k] = (k * 17) % 23;
  std::sort(a.begin(), a.end());
  for (int v : a) printf("%d ", v);
  printf("\n");
  // CHECK: 0 4 5 10 11 16 17 22 
  std::vector<int> v;
  for (int i = 0; i < 100; ++i) v.push_back((i * 37) % 101);
  std::sort(v.begin(), v.end(), [](int l, int r) { return l > r; });
  printf("%zu %d %d %d\n", v.size(), v.front(), v[50], v.back());
  // CHECK-NEXT: 100 100 49 0
  D d;
  d.pad = 1; d.x = 2; d.y = 3;
  printf("%d %d\n", d.get(), d.y);
  // CHECK-NEXT: 33 3
  return 0;
}
// SYMS-DAG: _ZSt6__sortIPiN9__gnu_cxx5__ops15_Iter_less_iterEEvT_S4_T0_
// SYMS-DAG: _ZSt16__insertion_sortIPiN9__gnu_cxx5__ops15_Iter_less_iterEEvT_S4_T0_
// SYMS-DAG: _ZSt22__final_insertion_sortIPiN9__gnu_cxx5__ops15_Iter_less_iterEEvT_S4_T0_
