// Everyday classes at compile time: a string class over new[]/memcpy/strcmp
// with copy-and-assign, a linked list freed by recursive destructors, a
// matrix with operator(), nested classes, scoped enums and mutable members.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
#include <cstring>
class String {
  char* s_;
  int n_;
public:
  String(const char* s = "") : n_((int)strlen(s)) { s_ = new char[n_ + 1]; memcpy(s_, s, n_ + 1); }
  String(const String& o) : n_(o.n_) { s_ = new char[n_ + 1]; memcpy(s_, o.s_, n_ + 1); }
  ~String() { delete[] s_; }
  String& operator=(const String& o) {
    if (this == &o) return *this;
    delete[] s_;
    n_ = o.n_;
    s_ = new char[n_ + 1];
    memcpy(s_, o.s_, n_ + 1);
    return *this;
  }
  String operator+(const String& o) const {
    char* buf = new char[n_ + o.n_ + 1];
    memcpy(buf, s_, n_);
    memcpy(buf + n_, o.s_, o.n_ + 1);
    String r(buf);
    delete[] buf;
    return r;
  }
  bool operator==(const String& o) const { return strcmp(s_, o.s_) == 0; }
  const char* c_str() const { return s_; }
  int size() const { return n_; }
  friend int compare(const String& a, const String& b);
};
int compare(const String& a, const String& b) { return strcmp(a.s_, b.s_); }
struct Node { int v; Node* next; Node(int x, Node* n) : v(x), next(n) {} ~Node() { delete next; } };
struct List {
  Node* head = nullptr;
  int count = 0;
  void push(int v) { head = new Node(v, head); ++count; }
  int sum() const { int s = 0; for (Node* p = head; p; p = p->next) s += p->v; return s; }
  ~List() { delete head; }
};
struct Matrix {
  double m[2][2];
  Matrix(double a, double b, double c, double d) { m[0][0] = a; m[0][1] = b; m[1][0] = c; m[1][1] = d; }
  Matrix operator*(const Matrix& o) const {
    Matrix r(0, 0, 0, 0);
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 2; ++j)
        for (int k = 0; k < 2; ++k) r.m[i][j] += m[i][k] * o.m[k][j];
    return r;
  }
  double operator()(int i, int j) const { return m[i][j]; }
};
struct Outer {
  struct Inner { int k; int twice() const { return 2 * k; } };
  Inner in{21};
  enum class Mode { A = 1, B = 2 };
  Mode mode = Mode::B;
  mutable int reads = 0;
  int get() const { ++reads; return in.twice() + (int)mode; }
};
int main() {
  String a("hello"), b(" world");
  String c = a + b;
  String d;
  d = c;
  printf("%s %d %d %d\n", d.c_str(), d.size(), (int)(c == d), compare(a, b) > 0);
  List l;
  for (int i = 1; i <= 4; ++i) l.push(i * i);
  printf("%d %d\n", l.count, l.sum());
  Matrix x(1, 2, 3, 4), y(0, 1, 1, 0);
  Matrix z = x * y;
  printf("%.1f %.1f %.1f %.1f\n", z(0, 0), z(0, 1), z(1, 0), z(1, 1));
  Outer o;
  o.get();
  printf("%d %d\n", o.get(), o.reads);
  return 0;
}
@meta main();

// META: hello world 11 1 1
// META-NEXT: 4 30
// META-NEXT: 2.0 1.0 4.0 3.0
// META-NEXT: 44 1
