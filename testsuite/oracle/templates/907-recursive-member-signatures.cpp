// Expression templates whose member operators return ever larger
// instances of the same template (valarray's _Expr<_UnClos<..., _Expr,
// C>, T>): a member function's declaration does not need its return type
// complete, so such an instance is defined only when used, not when the
// class declaring it is. (Neg holds a reference, as valarray's closures
// do: circle-rs still defines Neg<Expr<E>> when Expr<E>'s member names
// it, before Expr<E> is complete.)
#include <cstdio>

template <class E> struct Neg;

template <class E> struct Expr {
  E e;
  Expr<Neg<Expr<E>>> operator-() const { return {Neg<Expr<E>>{*this}}; }
  Expr<Neg<Expr<E>>> negate(Expr<Neg<Expr<Neg<E>>>> *unused = nullptr) const {
    return -*this;
  }
  int operator[](int i) const { return e.at(i); }
};

template <class E> struct Neg {
  const E &inner;
  int at(int i) const { return -inner[i]; }
};

struct Leaf {
  const int *p;
  int at(int i) const { return p[i]; }
};

int main() {
  int data[3] = {1, 2, 3};
  Expr<Leaf> x{Leaf{data}};
  auto a = -x;
  auto b = -a;
  auto c1 = -b;
  auto c2 = -c1;
  auto c = -c2;
  printf("%d %d %d %d\n", x[0], a[1], b[2], c[0]);
  auto n = x.negate();
  printf("%d\n", n[2]);
  return 0;
}
