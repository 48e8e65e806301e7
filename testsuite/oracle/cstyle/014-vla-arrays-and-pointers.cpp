// Arrays of variable-length arrays (`int a[n][m]`, `int a[4][n]`,
// `double a[n][m][2]`): sizeof of the array and of its rows at run time,
// indexing, rows passed to functions as the pointers they decay to, and
// `&a` as a pointer to the whole array, whose arithmetic steps by the
// array's run-time size; block-scope VLA typedefs, whose bound is
// evaluated where the typedef is, used for arrays and arrays of them.
#include <cstdio>
#include <cstddef>

static int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

static void grid(int n, int m) {
  int a[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i][j] = i * 10 + j;
  printf("grid %dx%d sizeof=%zu row=%zu elem=%zu\n", n, m, sizeof(a), sizeof(a[0]),
         sizeof(a[0][0]));
  for (int i = 0; i < n; i++) printf("  row %d sum=%d last=%d\n", i, sum(a[i], m), a[i][m - 1]);
  int *flat = &a[0][0];
  printf("  flat[m]=%d flat[n*m-1]=%d\n", flat[m], flat[n * m - 1]);
}

static void fixed_rows(int m) {
  int b[4][m];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < m; j++) b[i][j] = i - j;
  printf("fixed 4x%d sizeof=%zu row=%zu b[3][0]=%d b[1][m-1]=%d\n", m, sizeof(b), sizeof(b[1]),
         b[3][0], b[1][m - 1]);
}

static void cube(int n, int m) {
  double c[n][m][2];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      c[i][j][0] = i + j / 8.0;
      c[i][j][1] = -c[i][j][0];
    }
  printf("cube sizeof=%zu plane=%zu line=%zu c[n-1][m-1][1]=%.3f\n", sizeof(c), sizeof(c[0]),
         sizeof(c[0][0]), c[n - 1][m - 1][1]);
}

static void pointers(int n) {
  int v[n];
  for (int i = 0; i < n; i++) v[i] = i * i;
  char *start = (char *)&v;
  char *past = (char *)(&v + 1);
  printf("ptr n=%d whole=%td sizeof(*&v)=%zu (*&v)[n-1]=%d\n", n, past - start, sizeof(*&v),
         (*&v)[n - 1]);
  int m2[3][n];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < n; j++) m2[i][j] = 100 * i + j;
  char *row1 = (char *)(&m2[0] + 1);
  printf("  row step=%td (&m2[1])[0][1]=%d *(&m2[0] + 2)[0]=%d\n", row1 - (char *)&m2[0],
         (&m2[1])[0][1], (*(&m2[0] + 2))[0]);
}

static void typedefs(int n) {
  typedef int row[n];
  row r;
  row grid[3];
  int len = (int)(sizeof(row) / sizeof(int));
  for (int i = 0; i < len; i++) r[i] = i + 1;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < len; j++) grid[i][j] = i * j;
  printf("typedef n=%d sizeof(row)=%zu sizeof(r)=%zu sizeof(grid)=%zu sizeof(grid[1])=%zu\n", n,
         sizeof(row), sizeof(r), sizeof(grid), sizeof(grid[1]));
  printf("  r[len-1]=%d grid[2][len-1]=%d\n", r[len - 1], grid[2][len - 1]);
}

int main() {
  grid(2, 3);
  grid(3, 1);
  fixed_rows(5);
  cube(3, 4);
  pointers(4);
  pointers(7);
  typedefs(3);
  typedefs(6);
  return 0;
}
