// Friend functions defined in a class template use its injected-class-name
// and members (libstdc++'s allocator operator==); a destructor called with
// template arguments (p->~node<T>()) names the object's class.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
// CHECK: 1 0 ~node
#include <cstdio>
#include <new>
template<class T> struct A {
  T v;
  friend bool operator==(const A& a, const A& b) { return a.v == b.v; }
  friend bool operator!=(const A& a, const A& b) { return !(a == b); }
};
template<class T> struct node { T x; ~node() { printf("~node "); } };
template<class T> void destroy(node<T>* n) { n->~node<T>(); }
int main() {
  A<int> a{1}, b{1}, c{2};
  alignas(node<int>) unsigned char buf[sizeof(node<int>)];
  node<int>* n = new (buf) node<int>{2};
  printf("%d %d ", a == b, a != b);
  destroy(n);
  printf("\n");
  return 0;
}
@meta main();
