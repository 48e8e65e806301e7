// oracle: g++ only (clang++-19 refuses every conversion between variably modified pointer types in C++)
// Pointer variables to variable-length arrays (`int (*p)[m] = a;`,
// `int (*pv)[n] = &v;`): indexing through them, `*p` and `sizeof(*p)` at
// run time, `p + k`, `++p`, `p--`, `p += k`, `p -= k` stepping by whole
// arrays, and the difference of two of them counted in arrays.
#include <cstdio>
#include <cstddef>

static void rows(int n, int m) {
  int a[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i][j] = i * 10 + j;
  int (*p)[m] = a;
  int (*q)[m] = &a[n - 1];
  printf("rows %dx%d p[1][2]=%d (*q)[0]=%d q-p=%td &a[2]-&a[0]=%td\n", n, m, p[1][2], (*q)[0],
         q - p, &a[2] - &a[0]);
  printf("  sizeof(*p)=%zu sizeof(p)=%zu sizeof(p[0])=%zu\n", sizeof(*p), sizeof(p),
         sizeof(p[0]));
  int (*r)[m] = p + 2;
  printf("  (p+2)[0][m-1]=%d r[0][m-1]=%d *(*(r-1)+m-1)=%d\n", (p + 2)[0][m - 1], r[0][m - 1], *(*(r - 1) + m - 1));
  int (*old)[m] = p++;
  printf("  post++: old[0][0]=%d p[0][0]=%d\n", old[0][0], p[0][0]);
  ++p;
  printf("  pre++: (*p)[1]=%d\n", (*p)[1]);
  p -= 2;
  printf("  -=2: (*p)[2]=%d\n", (*p)[2]);
  p += 3;
  printf("  +=3: (*p)[3]=%d q==p %d\n", (*p)[3], q == p);
  old = p--;
  printf("  post--: old-p=%td (*p)[0]=%d\n", old - p, (*p)[0]);
  int sum = 0;
  for (int (*it)[m] = a; it != a + n; ++it) sum += (*it)[m - 1];
  printf("  last-column sum=%d\n", sum);
}

static void vector_ptr(int n) {
  int v[n];
  for (int i = 0; i < n; i++) v[i] = i * i;
  int (*pv)[n] = &v;
  (*pv)[1] = 42;
  printf("vector n=%d v[1]=%d (*pv)[n-1]=%d sizeof(*pv)=%zu\n", n, v[1], (*pv)[n - 1],
         sizeof(*pv));
  int (*none)[n] = nullptr;
  int (*zero)[n] = 0;
  printf("  null %d %d\n", none == nullptr, zero == nullptr);
}

static void three_dims(int n, int m) {
  double a[n][m][2];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < 2; k++) a[i][j][k] = i * 100 + j * 10 + k;
  double (*p)[m][2] = a;
  printf("3d %dx%dx2 p[2][1][1]=%g sizeof(*p)=%zu sizeof((*p)[0])=%zu (p+n)-p=%td\n", n, m,
         p[2][1][1], sizeof(*p), sizeof((*p)[0]), (p + n) - p);
  p++;
  printf("  p[0][m-1][0]=%g\n", p[0][m - 1][0]);
}

int main() {
  rows(4, 5);
  rows(5, 4);
  vector_ptr(6);
  three_dims(3, 4);
  return 0;
}
