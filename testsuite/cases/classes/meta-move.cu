// Move constructors and move assignment selected at compile time: std::move by
// cast, implicit move of a returned by-value parameter, copy-and-swap.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Buf {
  int* data;
  int n;
  Buf(int k) : data(new int[k]), n(k) { for (int i = 0; i < k; ++i) data[i] = i; printf("ctor %d\n", n); }
  Buf(const Buf& o) : data(new int[o.n]), n(o.n) { for (int i = 0; i < n; ++i) data[i] = o.data[i]; printf("copy %d\n", n); }
  Buf(Buf&& o) : data(o.data), n(o.n) { o.data = nullptr; o.n = 0; printf("move %d\n", n); }
  Buf& operator=(const Buf& o) { printf("copy-assign\n"); if (this != &o) { Buf t(o); swap(t); } return *this; }
  Buf& operator=(Buf&& o) { printf("move-assign\n"); swap(o); return *this; }
  ~Buf() { printf("dtor %d %s\n", n, data ? "owning" : "empty"); delete[] data; }
  void swap(Buf& o) { int* d = data; data = o.data; o.data = d; int k = n; n = o.n; o.n = k; }
  int sum() const { int s = 0; for (int i = 0; i < n; ++i) s += data[i]; return s; }
};
Buf make(int k) { Buf b(k); return b; }
Buf pass(Buf b) { return b; }
int main() {
  Buf a(3);
  Buf b = static_cast<Buf&&>(a);
  printf("a.n=%d b.sum=%d\n", a.n, b.sum());
  Buf c(2);
  c = b;
  c = make(4);
  printf("c.sum=%d\n", c.sum());
  Buf d = pass(Buf(5));
  printf("d.sum=%d\n", d.sum());
  return 0;
}
@meta main();

// META: ctor 3
// META-NEXT: move 3
// META-NEXT: a.n=0 b.sum=3
// META-NEXT: ctor 2
// META-NEXT: copy-assign
// META-NEXT: copy 3
// META-NEXT: dtor 2 owning
// META-NEXT: ctor 4
// META-NEXT: move-assign
// META-NEXT: dtor 3 owning
// META-NEXT: c.sum=6
// META-NEXT: ctor 5
// META-NEXT: move 5
// META-NEXT: dtor 0 empty
// META-NEXT: d.sum=10
// META-NEXT: dtor 5 owning
// META-NEXT: dtor 4 owning
// META-NEXT: dtor 3 owning
// META-NEXT: dtor 0 empty
