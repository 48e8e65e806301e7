// Meta code reads the compiler's standard input: stdin needs no sandbox
// option (it is what the user handed the compiler, not a file it finds),
// reads are line-buffered, and an empty or closed input is end-of-file.
// When the source itself comes from stdin (`-`), the source took all of
// it, so meta code's reads see end-of-file.
// RUN: printf 'first line\n42 17\nrest\n' | %circle-rs %s -fsyntax-only | %FileCheck %s
// RUN: cat %s | %circle-rs -x cuda - -fsyntax-only | %FileCheck %s --check-prefix=EOF
#include <cstdio>

int read_input() {
  char line[64];
  if (!fgets(line, sizeof line, stdin)) {
    printf("eof at once\n");
    return 0;
  }
  printf("line: %s", line);
  int a = 0, b = 0;
  int n = scanf("%d %d", &a, &b);
  printf("scanf %d: %d\n", n, a + b);
  int c = getchar();
  printf("after the numbers: %d\n", c);
  while (fgets(line, sizeof line, stdin)) printf("more: %s", line);
  printf("feof %d\n", feof(stdin) != 0);
  return 1;
}

@meta read_input();
// CHECK: line: first line
// CHECK-NEXT: scanf 2: 59
// CHECK-NEXT: after the numbers: 10
// CHECK-NEXT: more: rest
// CHECK-NEXT: feof 1
// EOF: eof at once
// EOF-NOT: line:
