// Generic lambdas: auto, const auto &, auto && (forwarding) and auto...
// parameters, the call operator made per call signature (also when called
// inside a function template), default captures of the locals the body
// names and of this, nested generic lambdas capturing by copy, a fold over
// a parameter pack, decltype(auto) return types; a capture of a function
// parameter pack ([&xs...]). Values as g++-12 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

template<class It, class Cmp> void isort(It b, It e, Cmp cmp) {
  for (It i = b + 1; i < e; ++i) for (It j = i; j > b && cmp(*j, *(j - 1)); --j) { auto t = *j; *j = *(j - 1); *(j - 1) = t; }
}
template<class F, class... A> auto call(F f, A... a) { return f(a...); }
struct Obj {
  int base = 100;
  int run() { auto add = [&](auto x) { return base + x; }; auto cp = [=](auto x) { return base * x; }; return add(1) + cp(2); }
};
template<class... Ts> int incr_all(Ts... xs) {
  auto inc = [&xs...]() { ((++xs), ...); };
  inc(); inc();
  return (xs + ...);
}
int main() {
  int a[5] = {5, 3, 9, 1, 4};
  isort(a, a + 5, [](auto x, auto y) { return x < y; });
  int k = 10; double d = 0.5;
  auto sum = [&](auto... xs) { return (k + ... + xs); };
  auto byval = [=](const auto& v) { return v + k + d; };
  auto fwd = [](auto&& v) -> decltype(auto) { return v; };
  int q = 1; fwd(q) = 7;
  auto twice = [](auto f, auto x) { return f(f(x)); };
  printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4]);
  printf("%d %.1f %.1f %d %d\n", sum(1, 2, 3), sum(1.5, 2), byval(1), q, twice([](int v) { return v * 3; }, 2));
  printf("%d %d %d\n", call([](auto x, auto y) { return x * y; }, 6, 7), Obj().run(), (int)sizeof(byval) >= 4);
  auto gen = [](auto x) { return [x](auto y) { return x + y; }; };
  printf("%d %.1f\n", gen(1)(2), gen(1.5)(2));
  auto ref = [](int& v) -> decltype(auto) { return v; };
  ref(q) = 11;
  printf("%d %d\n", q, incr_all(1, 2, 3));
  return 0;
}
@meta main();

// CHECK: 1 3 4 5 9
// CHECK-NEXT: 16 13.5 11.5 7 18
// CHECK-NEXT: 42 301 1
// CHECK-NEXT: 3 3.5
// CHECK-NEXT: 11 12
