// Compile-time printf formats as C's printf does: length modifiers (l, ll,
// z), unsigned, width, left justification, zero padding and precision,
// exponent, hex and octal, characters; output goes to stdout exactly.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --match-full-lines --strict-whitespace --input-file %t.out
@meta printf("%u %ld %lld %zu %5d|%-5d|%05.1f %e %X %o %c%c\n", 4000000000u, 1L << 40, -5LL, sizeof(double), 42, 42, 3.14159, 12345.678, 255u, 8, 104, 105);
@meta printf("[%8.3s][%-4s][%+d][% d][%#x][%.0f][%g]\n", "abcdef", "ab", 7, 7, 255, 2.5, 0.0001);
// CHECK:4000000000 1099511627776 -5 8    42|42   |003.1 1.234568e+04 FF 10 hi
// CHECK-NEXT:[     abc][ab  ][+7][ 7][0xff][2][0.0001]
// CHECK-NOT:{{.}}
