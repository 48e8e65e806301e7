// <functional> at compile time: std::function holding a lambda, a function
// pointer and a function object; std::less and std::plus; std::invoke.
#include <cstdio>
#include <functional>
int twice(int x) { return 2 * x; }
struct AddN {
  int n;
  int operator()(int x) const { return x + n; }
};
int main() {
  int base = 10;
  std::function<int(int)> f = [base](int x) { return x * base; };
  std::function<int(int)> g = twice;
  std::function<int(int)> h = AddN{5};
  printf("%d %d %d %d\n", f(3), g(4), h(6), (bool)std::function<void()>{});
  std::less<int> lt;
  std::plus<> add;
  printf("%d %d %d\n", lt(1, 2), add(3, 4), std::invoke(twice, 21));
  f = h;
  printf("%d\n", f(1));
  return 0;
}
