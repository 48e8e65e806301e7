// Assigning a braced list: an aggregate and a class with a constructor
// (through the move assignment, list-initializing its parameter), a class
// with an 'operator=(std::initializer_list<int>)', a scalar; empty braces
// and a single element of the class itself in list-initialization. The
// expected output is what the program prints when compiled with g++-12
// -std=c++17 and run.
// (--no-cuda-toolkit-headers: it declares its own std::initializer_list, which the CUDA
// toolkit's headers bring from libstdc++, as with nvcc and clang.)
// RUN: %circle-rs --no-cuda-toolkit-headers %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
namespace std {
  typedef decltype(sizeof(0)) size_t;
  template<class _E> class initializer_list {
    const _E* _M_array; size_t _M_len;
    constexpr initializer_list(const _E* a, size_t l) : _M_array(a), _M_len(l) { }
  public:
    constexpr initializer_list() noexcept : _M_array(0), _M_len(0) { }
    constexpr size_t size() const noexcept { return _M_len; }
    constexpr const _E* begin() const noexcept { return _M_array; }
    constexpr const _E* end() const noexcept { return begin() + size(); }
  };
}
struct P { int a, b; };
struct V { int n = 0; int d[4];
  V() {}
  V(std::initializer_list<int> il) { for (int x : il) d[n++] = x; }
  V& operator=(std::initializer_list<int> il) { n = 0; for (int x : il) d[n++] = x * 10; printf("il assign\n"); return *this; }
  int sum() const { int s = 0; for (int i = 0; i < n; ++i) s += d[i]; return s; } };
struct W { int x, y; W(int a, int b) : x(a), y(b) {} };
int main() {
  P p{1, 2}; p = {3, 4}; printf("%d %d\n", p.a, p.b);
  V v{1, 2}; v = {5, 6, 7}; printf("%d\n", v.sum());
  W w(1, 2); w = {7, 8}; printf("%d %d\n", w.x, w.y);
  int i = 0; i = {9}; printf("%d\n", i);
  V e{}; printf("%d\n", e.n);
  V c{v}; printf("%d\n", c.sum());
  return 0;
}
@meta main();

// META: 3 4
// META-NEXT: il assign
// META-NEXT: 180
// META-NEXT: 7 8
// META-NEXT: 9
// META-NEXT: 0
// META-NEXT: 180
