// Variadic functions through <cstdarg>: va_start/va_arg/va_end over ints,
// longs, doubles, pointers and classes of every System V shape (INTEGER,
// SSE, INTEGER+SSE, three floats, one char, and one in memory), enough of
// them that register arguments run out and the rest come from the
// overflow area; va_copy; a va_list passed to another function; and
// forwarding to vprintf and vsnprintf (with truncation).
#include <cstdarg>
#include <cstdio>
#include <cstring>
struct P { int x, y; };
struct D { double a, b; };
struct M { long a; double b; };
struct Big { long a[5]; };
struct F3 { float a, b, c; };
struct C { char c; };
int sumi(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}
double sumd(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return s;
}
long mixed(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  long r = 0;
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i': r = r * 3 + va_arg(ap, int); break;
    case 'l': r = r * 3 + va_arg(ap, long); break;
    case 'd': r = r * 3 + (long)(va_arg(ap, double) * 10); break;
    case 's': r = r * 3 + (long)strlen(va_arg(ap, const char *)); break;
    case 'P': { P q = va_arg(ap, P); r = r * 3 + q.x * 7 + q.y; break; }
    case 'D': { D q = va_arg(ap, D); r = r * 3 + (long)(q.a * 10 + q.b); break; }
    case 'M': { M q = va_arg(ap, M); r = r * 3 + q.a + (long)q.b; break; }
    case 'B': { Big q = va_arg(ap, Big); r = r * 3 + q.a[0] + q.a[4]; break; }
    case 'F': { F3 q = va_arg(ap, F3); r = r * 3 + (long)(q.a + q.b * 2 + q.c * 3); break; }
    case 'C': { C q = va_arg(ap, C); r = r * 3 + q.c; break; }
    }
  }
  va_end(ap);
  return r;
}
int copy_twice(int n, ...) {
  va_list ap, aq;
  va_start(ap, n);
  va_copy(aq, ap);
  int a = 0, b = 0;
  for (int i = 0; i < n; i++) a += va_arg(ap, int);
  for (int i = 0; i < n; i++) b += 2 * va_arg(aq, int);
  va_end(aq);
  va_end(ap);
  return a * 1000 + b;
}
int take_list(int n, va_list ap) {
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  return s;
}
int fwd(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int r = take_list(n, ap);
  va_end(ap);
  return r;
}
void say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
}
int fmt(char *buf, size_t n, const char *f, ...) {
  va_list ap;
  va_start(ap, f);
  int r = vsnprintf(buf, n, f, ap);
  va_end(ap);
  return r;
}
int main() {
  printf("%d\n", sumi(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  printf("%g\n", sumd(12, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5));
  P p{3, 4};
  D d{1.5, 2.0};
  M m{40, 2.5};
  Big big{{1, 2, 3, 4, 5}};
  F3 f3{1, 2, 3};
  C c{'a'};
  printf("%ld\n", mixed("ildsPDMBFC", 1, 2L, 0.5, "hello", p, d, m, big, f3, c));
  // Enough arguments that the structs spill to the overflow area.
  printf("%ld\n", mixed("iiiiiiPDMDPdddddddddD", 1, 2, 3, 4, 5, 6, p, d, m, d, p, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, d));
  printf("%d\n", copy_twice(4, 1, 2, 3, 4));
  printf("%d\n", fwd(3, 10, 20, 30));
  say("%s %d %.3f %c\n", "say", 42, 3.14159, 'z');
  char buf[64];
  int r = fmt(buf, sizeof buf, "[%5d|%-6s|%e]", 7, "ab", 1e10);
  printf("%d %s\n", r, buf);
  r = fmt(buf, 8, "%s", "truncated text");
  printf("%d %s\n", r, buf);
  printf("%zu %zu\n", sizeof(va_list), alignof(va_list));
  return 0;
}
