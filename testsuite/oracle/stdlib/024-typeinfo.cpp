// <typeinfo>: typeid of types and of expressions. A polymorphic lvalue
// names its most-derived class (also through a base reference and a base
// pointer, and the class being constructed inside a base constructor);
// anything else names its static type, without top-level cv-qualifiers or
// references. name() is the Itanium mangling (what g++ and clang print),
// ==, !=, before() and hash_code() agree with it.
#include <cstdio>
#include <typeinfo>

struct Base {
  Base();
  virtual ~Base() {}
};
struct Derived : Base {};
struct More : Derived {};
struct Plain {
  int x;
};
enum Color { Red };
namespace ns {
struct Inner {
  virtual void f() {}
};
}  // namespace ns

const std::type_info *during_construction = nullptr;
Base::Base() { during_construction = &typeid(*this); }

int main() {
  More m;
  Derived d;
  Base &rb = m;
  Base *pb = &d;
  Plain p{1};
  const Plain &cp = p;
  const std::type_info &t1 = typeid(rb), &t2 = typeid(*pb), &t3 = typeid(More);
  printf("%s %s %s\n", t1.name(), t2.name(), t3.name());
  printf("%d %d %d %d\n", t1 == t3, t1 != t2, t2 == typeid(Derived), typeid(Base) == typeid(rb));
  printf("%s %s %s %s\n", typeid(cp).name(), typeid(p.x).name(), typeid(Red).name(),
         typeid(ns::Inner).name());
  printf("%d %d\n", typeid(int) == typeid(const int), typeid(int &) == typeid(int));
  printf("%s %s %s %s\n", typeid(int *).name(), typeid(const char *).name(),
         typeid(Base *).name(), typeid(int (*)(double)).name());
  printf("%s %s %s\n", typeid(unsigned long).name(), typeid(double[3]).name(),
         typeid(int Plain::*).name());
  printf("%d %d %d\n", typeid(int).before(typeid(long)), typeid(long).before(typeid(int)),
         t3.before(t3));
  printf("%d %d\n", t1.hash_code() == t3.hash_code(), typeid(int).hash_code() == typeid(int).hash_code());
  printf("constructing %s\n", during_construction->name());
  return 0;
}
