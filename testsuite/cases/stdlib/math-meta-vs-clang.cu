// The compile-time run of math-meta.cu prints exactly what clang++-19's
// build of the same program prints on this machine.
// RUN: %clang -x c++ -std=c++17 -O2 %S/math-meta.cu -o %t.exe -lm
// RUN: %t.exe > %t.clang.txt
// RUN: %circle-rs %S/math-meta.cu -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -fsyntax-only > %t.meta.txt
// RUN: diff %t.clang.txt %t.meta.txt
// REQUIRES: clang
