// Wide string literals are stored aligned to their code unit, as clang
// stores them (4 for L"..." and U"...", 2 for u"..."), in device and host
// modules; a pointer initialized with one at namespace scope keeps every
// code unit (the interpreter's string constant used to end at the first
// zero byte, cutting L"ab" to its first byte). The executable's output
// is g++-12's.
// RUN: %circle-rs %s -sm_70 --emit=llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=DEV --input-file %t/wide-string-align.sm_70.ll
// RUN: %circle-rs %s -S -o %t.s
// RUN: %FileCheck %s --check-prefix=ASM --input-file %t.s
// RUN: %circle-rs %s -o %t.exe && %t.exe | %FileCheck %s --check-prefix=OUT --match-full-lines
#include <stdio.h>
#include <wchar.h>

const wchar_t *w = L"ab";
const char16_t *u16 = u"xy";
const char32_t *u32 = U"pq";

__global__ void k(int *o) {
  const wchar_t *x = L"cd";
  const char16_t *y = u"cd";
  o[0] = x[threadIdx.x] + y[threadIdx.x];
}
// DEV-DAG: c"c\00\00\00d\00\00\00\00\00\00\00", align 4
// DEV-DAG: c"c\00d\00\00\00", align 2

// ASM: .p2align 2, 0x0
// ASM-NEXT: .L.str:
// ASM-NEXT: .asciz "a\000\000\000b\000\000\000\000\000\000"
// ASM: .p2align 1, 0x0
// ASM-NEXT: .L.str.1:
// ASM-NEXT: .asciz "x\000y\000\000"

int main() {
  const wchar_t *l = L"loc";
  printf("%d %d %d %d %d\n", (int)w[1], (int)u16[1], (int)u32[1], (int)l[2], (int)wcslen(w));
  // OUT: 98 121 113 99 2
  printf("%d %d %d\n", (int)((unsigned long)w % 4), (int)((unsigned long)u16 % 2),
         (int)((unsigned long)u32 % 4));
  // OUT-NEXT: 0 0 0
  return 0;
}
