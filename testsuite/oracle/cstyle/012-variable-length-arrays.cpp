// Variable-length arrays (a GNU and clang extension in C++): bounds from
// parameters and loop variables, sizeof evaluated at run time, a VLA of
// fixed-size rows, one per loop iteration, passed to functions as the
// pointer it decays to, and zero-filled and summed like any array.
#include <cstdio>

static int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

static void squares(int n) {
  int a[n];
  for (int i = 0; i < n; i++) a[i] = i * i;
  printf("n=%d sizeof=%zu count=%zu sum=%d\n", n, sizeof(a), sizeof(a) / sizeof(a[0]),
         sum(a, n));
}

static void rows(int r) {
  double m[r][3];
  for (int i = 0; i < r; i++)
    for (int j = 0; j < 3; j++) m[i][j] = i + j / 4.0;
  printf("rows=%d sizeof=%zu last=%.2f\n", r, sizeof(m), m[r - 1][2]);
}

int main() {
  for (int n = 1; n <= 4; n++) squares(n);
  rows(2);
  rows(5);
  int total = 0;
  for (int k = 1; k <= 3; k++) {
    char buf[k * 8 + 1];
    for (int i = 0; i < k * 8; i++) buf[i] = 'a' + i % 26;
    buf[k * 8] = 0;
    total += (int)sizeof(buf);
    printf("%s\n", buf);
  }
  printf("total=%d\n", total);
  return 0;
}
