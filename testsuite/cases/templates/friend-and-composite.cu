// A friend declaration naming a class template specialization does not
// instantiate it (libstdc++'s _Hash_code_base befriends a
// _Local_iterator_base that asks whether _Hash_code_base is empty): it is
// defined when next named. A deduction guide's parameter may default to
// `{}`. Pointers to a class and to its base compare as base pointers.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s
#include <cstdio>
template<class T> struct Peer;
template<class T> struct Host {
  friend struct Peer<T>;
  private:
  int secret = 41;
};
template<class T> struct Peer {
  static const bool host_is_class = sizeof(Host<T>) > 0;
  int peek(const Host<T>& h) const { return h.secret + 1; }
};
template<class K> struct Box { typedef unsigned long size_type; K k; template<class It> Box(It a, It, size_type = 0) : k(*a) {} };
template<class It> Box(It, It, typename Box<int>::size_type = {}) -> Box<long>;
struct NodeBase { NodeBase* next = nullptr; };
struct Node : NodeBase { int v = 3; };
int main() {
  Host<int> h;
  Peer<int> p;
  int xs[2] = {7, 8};
  Box b(xs, xs + 2);
  Node n;
  NodeBase* base = &n;
  printf("%d %d %d %d\n", p.peek(h), (int)sizeof(b.k), base == &n, &n != base);
  return 0;
}
@meta main();
// CHECK: 42 8 1 0
