// The driver's modes: -S writes host assembly, -c a host object (named
// after the input, or -o), no mode flag an executable (a.out, or -o);
// --emit keeps the per-target device outputs; -o with several inputs and
// -c is an error. Link options pass through to the C++ driver.
// RUN: rm -rf %T/m && mkdir -p %T/m && cd %T/m && %circle-rs -S %s
// RUN: %FileCheck %s --check-prefix=ASM --input-file %T/m/modes.s
// RUN: cd %T/m && %circle-rs -c %s && nm %T/m/modes.o | %FileCheck %s --check-prefix=OBJ
// RUN: cd %T/m && %circle-rs %s -lm -Wl,--as-needed -Xlinker --no-undefined && ./a.out | %FileCheck %s
// RUN: cd %T/m && %circle-rs modes.o -o linked && ./linked | %FileCheck %s
// RUN: %circle-rs %s --emit=llvm-ir -sm_70 -o %T/m/dir && test -f %T/m/dir/modes.sm_70.ll && test ! -e %T/m/dir/modes.o
// RUN: %not %circle-rs -c %s %s -o %T/m/x.o 2>&1 | %FileCheck %s --check-prefix=MANY
// RUN: %not %circle-rs %s -lno_such_library_xyz -o %T/m/bad 2>&1 | %FileCheck %s --check-prefix=LINK
// RUN: test ! -e %T/m/bad
#include <math.h>
#include <stdio.h>

int main() {
  volatile double x = 2.0;
  printf("sqrt %.3f\n", sqrt(x));
  return 0;
}
// ASM: main:
// OBJ: T main
// CHECK: sqrt 1.414
// MANY: error: cannot specify '-o' with '-c' or '-S' when there are several input files
// LINK: error: linking with '{{.*}}' failed:
// LINK: {{cannot|unable to}} find {{(library )?}}-lno_such_library_xyz
