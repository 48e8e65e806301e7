// -Xptxas / --ptxas-options go to every ptxas run (the cubins that -c and
// linking embed), comma-separated lists split as nvcc does; ptxas's report
// (-v) is shown, and ptxas refusing an option is an error naming the
// options. -Xcompiler / --compiler-options go to the C++ driver that links
// (a -Wl, value stays whole); neither value is taken for circle-rs's own
// options (-Xcompiler -Wall is not circle-rs's -Wall).
// REQUIRES: ptxas
// RUN: %circle-rs -c %s -sm_70 -Xptxas -v,-O2 -o %t.o 2>&1 | %FileCheck %s --check-prefix=V
// RUN: %not %circle-rs -c %s -sm_70 --ptxas-options=--no-such-option -o %t.bad.o 2>&1 | %FileCheck %s --check-prefix=BAD
// RUN: test ! -e %t.bad.o
// RUN: %circle-rs %s -sm_70 -Xcompiler -Wl,-Map=%t.map -Xcompiler -Wall -o %t.exe 2>&1 | %FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: grep -q libcudart_static %t.map
// RUN: %not %circle-rs %s -sm_70 --compiler-options=-lno_such_library_xyz -o %t.exe2 2>&1 | %FileCheck %s --check-prefix=LINK

__global__ void k(float* p) { p[threadIdx.x] *= 2.0f; }

int main() {
  int unused;
  k<<<1, 32>>>(nullptr);
  return 0;
}

// V: ptxas info    : Compiling entry function '_Z1kPf' for 'sm_70'
// V: ptxas info    : Used {{[0-9]+}} registers
// BAD: error: ptxas failed for sm_70
// BAD-NEXT: note: ptxas fatal   : Unknown option '-no-such-option'
// BAD-NEXT: note: ptxas ran with the options given by -Xptxas: --no-such-option
// QUIET-NOT: warning
// LINK: error: linking with '{{.*}}' failed:
// LINK: no_such_library_xyz
