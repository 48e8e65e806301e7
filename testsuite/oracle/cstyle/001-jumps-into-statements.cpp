// Jumps into nested statements (C++ allows every jump that skips no
// initialization): Duff's device, a goto into a loop body, into a block in
// an if, backward into a while body, forward into a do-while body, case
// labels inside a for and inside nested blocks with a destructor.
#include <cstdio>
struct D { int id; ~D() { printf("~D%d\n", id); } };
int f(int n) {
  int r = 0, i = 0;
  if (n > 5) goto big;
  for (i = 0; i < 3; i++) {
    if (n == 0) {
    big:
      r += 100;
      continue;
    }
    r += i;
  }
  return r;
}
int g(int x) {
  int acc = 0, i = 0;
  switch (x) {
    case 0:
      for (i = 0; i < 2; i++) {
        acc += 1;
    case 1:
        acc += 10;
      }
      break;
    case 2:
      if (x) {
        { int z;
    default:
          z = 1000;
          D d{x};
          acc += z;
        }
      }
  }
  return acc;
}
int h() {
  int n = 0;
  while (n < 10) {
  again:
    n += 3;
    if (n % 2) goto again;
  }
  int k = 0;
  goto into_do;
  do {
    k += 10;
  into_do:
    k += 1;
  } while (k < 30);
  return n * 100 + k;
}
int duff(int count) {
  int n = (count + 3) / 4, r = 0;
  switch (count % 4) {
  case 0: do { r++;
  case 3: r++;
  case 2: r++;
  case 1: r++;
          } while (--n > 0);
  }
  return r;
}
int copy_duff(int *to, const int *from, int count) {
  int n = (count + 7) / 8, done = 0;
  switch (count % 8) {
  case 0: do { *to++ = *from++; done++;
  case 7:      *to++ = *from++; done++;
  case 6:      *to++ = *from++; done++;
  case 5:      *to++ = *from++; done++;
  case 4:      *to++ = *from++; done++;
  case 3:      *to++ = *from++; done++;
  case 2:      *to++ = *from++; done++;
  case 1:      *to++ = *from++; done++;
          } while (--n > 0);
  }
  return done;
}
int main() {
  for (int c = 1; c <= 9; c++) printf("duff(%d) = %d\n", c, duff(c));
  int src[13], dst[13] = {0};
  for (int i = 0; i < 13; i++) src[i] = i * i;
  printf("copied %d:", copy_duff(dst, src, 13));
  for (int i = 0; i < 13; i++) printf(" %d", dst[i]);
  printf("\n");
  printf("%d %d %d\n", f(0), f(1), f(9));
  for (int x = 0; x < 4; x++) printf("%d\n", g(x));
  printf("%d\n", h());
}
