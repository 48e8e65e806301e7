// <variant> at compile time: index, holds_alternative, get, get_if,
// assignment switching the alternative, visit with a function object.
#include <cstdio>
#include <variant>
struct Printer {
  void operator()(int i) const { printf("int %d\n", i); }
  void operator()(double d) const { printf("double %g\n", d); }
  void operator()(char c) const { printf("char %c\n", c); }
};
int main() {
  std::variant<int, double, char> v = 42;
  printf("%zu %d %d\n", v.index(), std::holds_alternative<int>(v), std::get<int>(v));
  v = 2.5;
  printf("%zu %g %d\n", v.index(), std::get<1>(v), std::get_if<int>(&v) == nullptr);
  std::visit(Printer{}, v);
  v = 'q';
  std::visit(Printer{}, v);
  std::variant<int, double, char> w = v;
  printf("%d %zu\n", w == v, std::variant_size<decltype(w)>::value);
  return 0;
}
