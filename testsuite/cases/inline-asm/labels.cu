// GNU asm labels name a declaration's symbol (glibc's __REDIRECT shape):
// a function and a variable declared under one name and linked under
// another, and namespace-scope asm(...) in the host module; the output
// equals g++'s program's.
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: via label
// CHECK-NEXT: 42 43
// CHECK-NEXT: marker 7
#include <cstdio>
extern "C" int print_line(const char *) __asm__("puts");
int counter __asm__("renamed_counter") = 42;
extern "C" int renamed_counter;
asm(".pushsection .text\n"
    ".globl asm_defined_seven\n"
    "asm_defined_seven:\n"
    "  movl $7, %eax\n"
    "  ret\n"
    ".popsection\n");
extern "C" int asm_defined_seven();
int main() {
  print_line("via label");
  renamed_counter += 1;
  printf("%d %d\n", 42, counter);
  printf("marker %d\n", asm_defined_seven());
  return 0;
}
