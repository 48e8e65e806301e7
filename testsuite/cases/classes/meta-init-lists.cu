// std::initializer_list at compile time (a reduced copy of libstdc++'s, as
// the compiler sees it): a parameter, a constructor that wins list
// initialization, 'auto' deduction, range-for over a braced list, deduction
// of a function template's parameter, the backing array's lifetime (as long
// as an initializer_list variable, or the loop over one), and a braced list
// bound to a const reference parameter. The expected output is what the
// program prints when compiled with g++-12 -std=c++17 and run.
// (--no-cuda-toolkit-headers: it declares its own std::initializer_list, which the CUDA
// toolkit's headers bring from libstdc++, as with nvcc and clang.)
// RUN: %circle-rs --no-cuda-toolkit-headers %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
namespace std {
  typedef decltype(sizeof(0)) size_t;
  template<class _E>
    class initializer_list
    {
    public:
      typedef _E value_type;
      typedef const _E& reference;
      typedef const _E& const_reference;
      typedef size_t size_type;
      typedef const _E* iterator;
      typedef const _E* const_iterator;
    private:
      iterator _M_array;
      size_type _M_len;
      constexpr initializer_list(const_iterator __a, size_type __l)
      : _M_array(__a), _M_len(__l) { }
    public:
      constexpr initializer_list() noexcept : _M_array(0), _M_len(0) { }
      constexpr size_type size() const noexcept { return _M_len; }
      constexpr const_iterator begin() const noexcept { return _M_array; }
      constexpr const_iterator end() const noexcept { return begin() + size(); }
    };
  template<class _Tp>
    constexpr const _Tp* begin(initializer_list<_Tp> __ils) noexcept { return __ils.begin(); }
  template<class _Tp>
    constexpr const _Tp* end(initializer_list<_Tp> __ils) noexcept { return __ils.end(); }
}
struct Noisy {
  int v;
  Noisy(int x) : v(x) { printf("Noisy(%d)\n", v); }
  Noisy(const Noisy& o) : v(o.v) { printf("copy %d\n", v); }
  ~Noisy() { printf("~Noisy(%d)\n", v); }
};
struct Vec {
  int n; int data[8];
  Vec(std::initializer_list<int> il) : n(0) { for (int x : il) data[n++] = x; printf("il ctor %d\n", (int)il.size()); }
  Vec(int a, int b) : n(2) { data[0] = a; data[1] = b; printf("two ctor\n"); }
  int sum() const { int s = 0; for (int i = 0; i < n; ++i) s += data[i]; return s; }
};
int total(std::initializer_list<int> xs) { int s = 0; for (auto x : xs) s += x; return s; }
template<class T> T first(std::initializer_list<T> xs) { return *xs.begin(); }
struct P { int a, b; };
int psum(const P& p) { return p.a + p.b; }
int main() {
  printf("%d\n", total({1, 2, 3, 4}));
  Vec v{1, 2};
  Vec w(3, 4);
  printf("%d %d\n", v.sum(), w.sum());
  Vec u = {5, 6, 7};
  printf("%d\n", u.sum());
  auto il = {10, 20, 30};
  printf("%d\n", (int)il.size());
  for (int x : {7, 8, 9}) printf("%d ", x);
  printf("\n");
  printf("%d\n", first({2.5, 3.5}) > 2 ? 1 : 0);
  {
    std::initializer_list<Noisy> ns = {1, 2};
    printf("size %d\n", (int)ns.size());
  }
  printf("%d\n", psum({3, 4}));
  for (const Noisy& n : {Noisy(5), Noisy(6)}) printf("loop %d\n", n.v);
  printf("end\n");
  return 0;
}
@meta main();

// META: 10
// META-NEXT: il ctor 2
// META-NEXT: two ctor
// META-NEXT: 3 7
// META-NEXT: il ctor 3
// META-NEXT: 18
// META-NEXT: 3
// META-NEXT: 7 8 9 
// META-NEXT: 1
// META-NEXT: Noisy(1)
// META-NEXT: Noisy(2)
// META-NEXT: size 2
// META-NEXT: ~Noisy(2)
// META-NEXT: ~Noisy(1)
// META-NEXT: 7
// META-NEXT: Noisy(5)
// META-NEXT: Noisy(6)
// META-NEXT: loop 5
// META-NEXT: loop 6
// META-NEXT: ~Noisy(6)
// META-NEXT: ~Noisy(5)
// META-NEXT: end
