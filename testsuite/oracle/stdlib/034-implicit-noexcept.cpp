// The exception specification of implicitly declared and defaulted special
// members comes from the subobjects' ([except.spec]/8): the noexcept
// operator, the traits and std::vector's reallocation (move_if_noexcept:
// a class whose member has a throwing move constructor is copied) agree.
#include <cstdio>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

struct M {
  int v;
  M(int v) : v(v) {}
  M(const M &o) : v(o.v) { std::printf("copy %d\n", v); }
  M(M &&o) : v(o.v) { std::printf("move %d\n", v); }
};
struct S { M m; };
struct Q {
  M m;
  Q(int v) : m(v) {}
  Q(Q &&o) noexcept : m(std::move(o.m)) {}
  Q(const Q &) = default;
};
struct A { int x; };
struct B { std::string s; };
struct C { C() {} };
struct D { C c; };
struct E { D d; E() = default; };
struct F { int v = 3; };
struct G { static int f(); int v = f(); };
int G::f() { return 4; }

int main() {
  std::printf("%d %d %d %d\n", (int)noexcept(A()), (int)noexcept(B()),
              (int)noexcept(B(std::declval<B>())), (int)noexcept(B(std::declval<B &>())));
  std::printf("%d %d %d %d %d\n", (int)noexcept(D()), (int)noexcept(E()), (int)noexcept(F()),
              (int)noexcept(G()), (int)noexcept(std::declval<B &>() = std::declval<B &&>()));
  std::printf("%d %d %d\n", (int)std::is_nothrow_move_constructible<S>::value,
              (int)noexcept(S(std::declval<S>())), (int)std::is_nothrow_move_constructible<Q>::value);
  std::vector<S> v;
  v.reserve(1);
  v.push_back(S{M(1)});
  v.push_back(S{M(2)});
  std::vector<Q> w;
  w.reserve(1);
  w.emplace_back(5);
  w.emplace_back(6);
  std::printf("%zu %zu\n", v.size(), w.size());
  return 0;
}
