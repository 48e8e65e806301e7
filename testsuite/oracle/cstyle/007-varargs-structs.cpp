// __builtin_va_arg with class types: trivially copyable structs of several
// sizes (small, with a double, larger than 16 bytes, with an array and a
// float member) pass through `...` and come back intact, mixed with
// scalars, and a va_list copied with va_copy reads them again.
#include <cstdio>

struct Small { int a; };
struct Mixed { int a; double b; char c[3]; };
struct Big { long v[6]; };
struct Floaty { float f; short s; };

int walk(int n, ...) {
  __builtin_va_list ap, again;
  __builtin_va_start(ap, n);
  __builtin_va_copy(again, ap);
  int total = 0;
  for (int i = 0; i < n; i++) {
    Mixed m = __builtin_va_arg(ap, Mixed);
    int k = __builtin_va_arg(ap, int);
    printf("mixed %d %g %c%c k=%d\n", m.a, m.b, m.c[0], m.c[1], k);
    total += m.a + k;
  }
  Big b = __builtin_va_arg(ap, Big);
  Small s = __builtin_va_arg(ap, Small);
  Floaty f = __builtin_va_arg(ap, Floaty);
  printf("big %ld %ld small %d floaty %g %d\n", b.v[0], b.v[5], s.a, (double)f.f, f.s);
  Mixed first = __builtin_va_arg(again, Mixed);
  printf("again %d\n", first.a);
  __builtin_va_end(again);
  __builtin_va_end(ap);
  return total;
}

int main() {
  Mixed m1 = {1, 2.5, {'x', 'y', 0}};
  Mixed m2 = {10, -0.25, {'p', 'q', 0}};
  Big b = {{7, 0, 0, 0, 0, 42}};
  Small s = {99};
  Floaty f = {1.5f, -3};
  printf("total %d\n", walk(2, m1, 5, m2, 6, b, s, f));
}
