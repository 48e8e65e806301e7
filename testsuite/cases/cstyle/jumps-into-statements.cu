// Jumps into nested statements run at compile time as on the device:
// Duff's device (case labels inside a do-while inside a switch), a goto
// into a loop body from outside the loop, into the block of an if, forward
// into a do-while body, case labels inside a for body and inside nested
// blocks, a goto backward into a while body; a destructor runs when the
// jumped-into block ends. The same functions compile for NVIDIA and AMD.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s
// RUN: %circle-rs %s -sm_70 -gfx90a -O2 --emit=ptx,amdgcn -o %t
// RUN: %circle-rs validate %t
#include <cstdio>

struct D { int id; __host__ __device__ ~D() { if (id < 0) id = 0; } };

__host__ __device__ int duff(int count) {
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

__host__ __device__ int into_loop(int n) {
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

__host__ __device__ int cases_in_blocks(int x) {
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
          acc += z + d.id;
        }
      }
  }
  return acc;
}

__host__ __device__ int loops(void) {
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

__global__ void kernel(int *out, int n) {
  out[0] = duff(n);
  out[1] = into_loop(n);
  out[2] = cases_in_blocks(n);
  out[3] = loops();
}

@meta printf("duff %d %d %d %d %d\n", duff(1), duff(4), duff(6), duff(7), duff(9));
// CHECK: duff 1 4 6 7 9
@meta printf("into_loop %d %d %d\n", into_loop(0), into_loop(1), into_loop(9));
// CHECK: into_loop 300 3 103
@meta printf("cases %d %d %d %d\n", cases_in_blocks(0), cases_in_blocks(1), cases_in_blocks(2), cases_in_blocks(3));
// CHECK: cases 22 21 1002 1003
@meta printf("loops %d\n", loops());
// CHECK: loops 1234
@meta int m_duff = duff(13);
static_assert(m_duff == 13, "Duff's device at compile time");
