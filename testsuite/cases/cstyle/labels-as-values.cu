// GNU labels as values (`&&label`, a void pointer) and computed goto
// (`goto *p;`) run at compile time: a dispatch table in a static local, an
// address compared and jumped through; on the host they lower as clang
// lowers them (`blockaddress`, one `indirectbr` per function). Neither GPU
// backend lowers an indirect branch: device code that takes a label's
// address or jumps through one is a clear error for the target.
// RUN: %circle-rs -verify -fsyntax-only %s | %FileCheck %s
// RUN: %circle-rs %s -o %t
// RUN: %t | %FileCheck %s --check-prefix=HOST
// RUN: %not %circle-rs %s -DDEVICE -sm_70 -gfx90a --emit=ptx,amdgcn -o %t 2>&1 | %FileCheck %s --check-prefix=DEV
// expected-no-diagnostics
#include <cstdio>

int run(const unsigned char *code) {
  static void *dispatch[] = { &&op_halt, &&op_inc, &&op_dbl };
  int acc = 0, pc = 0;
  goto *dispatch[code[pc++]];
op_inc:
  acc++;
  goto *dispatch[code[pc++]];
op_dbl:
  acc *= 2;
  goto *dispatch[code[pc++]];
op_halt:
  return acc;
}

int through_variable() {
  void *where = &&done;
  int n = 0;
again:
  if (++n < 3) goto again;
  goto *where;
  n = -1;
done:
  return n * 10 + (&&done == where);
}

@meta const unsigned char prog[] = {1, 1, 2, 1, 2, 0};
@meta printf("%d %d\n", run(prog), through_variable());
// CHECK: 10 31

#ifndef DEVICE
int main() {
  const unsigned char code[] = {1, 1, 2, 1, 2, 0};
  const unsigned char other[] = {2, 1, 1, 1, 0};
  printf("%d %d %d\n", run(code), through_variable(), run(other));
  return 0;
}
#endif
// HOST: 10 31 3

#ifdef DEVICE
__global__ void kernel(int *o) {
  void *p = &&l;
  goto *p;
l:
  o[0] = 1;
}
#endif
// DEV-DAG: error: the address of a label is not supported for NVPTX targets [sm_70]
// DEV-DAG: error: a computed goto is not supported for NVPTX targets [sm_70]
// DEV-DAG: error: the address of a label is not supported for AMDGPU targets [gfx90a]
// DEV-DAG: error: a computed goto is not supported for AMDGPU targets [gfx90a]
