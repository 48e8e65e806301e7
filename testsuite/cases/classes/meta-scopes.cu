// Destructors at compile time on every way out of a scope: return, goto,
// break, continue, switch fallthrough, for-init objects, condition temporaries.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct N {
  const char* s;
  N(const char* x) : s(x) { printf("+%s ", s); }
  ~N() { printf("-%s ", s); }
};
int early(int k) {
  N a("a");
  if (k == 0) return 0;
  N b("b");
  if (k == 1) return 1;
  {
    N c("c");
    if (k == 2) return 2;
  }
  return 3;
}
void gotos() {
  int i = 0;
again:
  N g("g");
  if (++i < 3) goto again;
  printf("| ");
}
void sw(int k) {
  switch (k) {
  case 0: { N z("z0"); break; }
  case 1: { N o("z1"); }
  default: { N d("zd"); }
  }
}
void loops() {
  for (N it("for"); ;) { N body("body"); break; }
  int n = 0;
  while (n < 2) { N w("w"); ++n; if (n == 1) continue; printf("w2 "); }
  do { N dd("do"); } while (false);
}
int main() {
  for (int k = 0; k < 4; ++k) { printf("r=%d\n", early(k)); }
  gotos(); printf("\n");
  sw(0); sw(1); sw(2); printf("\n");
  loops(); printf("\n");
  if (N("cond").s[0] == 'c') printf("in-if ");
  printf("\n");
  return 0;
}
@meta main();

// META: +a -a r=0
// META-NEXT: +a +b -b -a r=1
// META-NEXT: +a +b +c -c -b -a r=2
// META-NEXT: +a +b +c -c -b -a r=3
// META-NEXT: +g -g +g -g +g | -g
// META-NEXT: +z0 -z0 +z1 -z1 +zd -zd +zd -zd
// META-NEXT: +for +body -body -for +w -w +w w2 -w +do -do
// META-NEXT: +cond -cond in-if
