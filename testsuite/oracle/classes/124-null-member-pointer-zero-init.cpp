// Null pointers to data members made by zero-initialization: a global or
// static local without initializer, value-initialized classes (`S()`,
// `S{}`), arrays (`= {}` and the members a braced list leaves out), a
// member of a base class and of a class member, a value-initialized
// `PM()`, and `new S()`. Each compares equal to nullptr and converts to
// false, and a pointer to the first member (offset 0, what all-zero bits
// would mean) stays distinct from them.
#include <cstdio>

struct A {
  int first;
  int second;
};
typedef int A::*PM;

struct S {
  PM p;
  int k;
};
struct Base {
  PM b;
};
struct Derived : Base {
  S s;
  PM d;
};
struct Holder {
  PM arr[3];
  double x;
};

S g_s;
PM g_arr[2];
Derived g_derived;

static void show(const char *what, PM p) {
  printf("%s: %s%s%s\n", what, p == nullptr ? "null" : "set", p ? " true" : " false",
         p == &A::first ? " first" : "");
}

int main() {
  show("global S", g_s.p);
  show("global array", g_arr[1]);
  show("global base member", g_derived.b);
  show("global member's member", g_derived.s.p);
  show("global own member", g_derived.d);
  static S s_local;
  show("static local", s_local.p);
  S v1 = S();
  S v2{};
  show("S()", v1.p);
  show("S{}", v2.p);
  Holder h = {};
  show("array in class 0", h.arr[0]);
  show("array in class 2", h.arr[2]);
  Holder partial = {{&A::first}};
  show("listed", partial.arr[0]);
  show("left out", partial.arr[1]);
  PM local_arr[3] = {&A::second};
  show("array listed", local_arr[0]);
  show("array left out", local_arr[2]);
  PM v = PM();
  show("PM()", v);
  S *heap = new S();
  show("new S()", heap->p);
  delete heap;
  Derived d{};
  show("Derived{} base", d.b);
  show("Derived{} member", d.s.p);
  A a{1, 2};
  PM q = &A::first;
  printf("%d\n", a.*q);
  q = nullptr;
  show("assigned nullptr", q);
  return 0;
}
