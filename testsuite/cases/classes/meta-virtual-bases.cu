// Virtual inheritance at compile time: a shared virtual base built once by the
// most-derived class, final overriders beside the virtual base, dynamic_cast
// cross and down casts, deletion through the virtual base.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct V {
  int v;
  V(int x) : v(x) { printf("V(%d)\n", x); }
  virtual ~V() { printf("~V\n"); }
  virtual int g() { return v; }
  virtual const char* who() { return "V"; }
};
struct L : virtual V {
  int l = 1;
  L() : V(1) { printf("L\n"); }
  ~L() { printf("~L\n"); }
  int g() override { return 100 + v; }
};
struct R : virtual V {
  int r = 2;
  R() : V(2) { printf("R\n"); }
  ~R() { printf("~R\n"); }
  const char* who() override { return "R"; }
};
struct D : L, R {
  int d = 3;
  D() : V(3) { printf("D\n"); }
  ~D() { printf("~D\n"); }
};
int main() {
  {
    D d;
    V* pv = &d;
    L* pl = &d;
    R* pr = &d;
    printf("%d %s %d %d\n", pv->g(), pv->who(), pl->v, pr->v);
    printf("%d %d %d\n", pl->l, pr->r, d.d);
    L* cross = dynamic_cast<L*>(pr);
    printf("cross %d\n", cross == pl);
    D* down = dynamic_cast<D*>(pv);
    printf("down %d\n", down == &d);
    void* top = dynamic_cast<void*>(pr);
    printf("top %d\n", top == (void*)&d);
  }
  {
    R r;
    printf("%d %s\n", r.g(), r.who());
    V* pv = &r;
    printf("%d\n", dynamic_cast<L*>(pv) == nullptr);
  }
  V* hv = new D;
  printf("heap %d %s\n", hv->g(), hv->who());
  delete hv;
  return 0;
}
@meta main();

// META: V(3)
// META-NEXT: L
// META-NEXT: R
// META-NEXT: D
// META-NEXT: 103 R 3 3
// META-NEXT: 1 2 3
// META-NEXT: cross 1
// META-NEXT: down 1
// META-NEXT: top 1
// META-NEXT: ~D
// META-NEXT: ~R
// META-NEXT: ~L
// META-NEXT: ~V
// META-NEXT: V(2)
// META-NEXT: R
// META-NEXT: 2 R
// META-NEXT: 1
// META-NEXT: ~R
// META-NEXT: ~V
// META-NEXT: V(3)
// META-NEXT: L
// META-NEXT: R
// META-NEXT: D
// META-NEXT: heap 103 R
// META-NEXT: ~D
// META-NEXT: ~R
// META-NEXT: ~L
// META-NEXT: ~V
