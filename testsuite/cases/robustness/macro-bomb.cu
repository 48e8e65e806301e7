// Nested invocations that repeat their parameter grow exponentially inside
// one expansion (10^9 tokens here): every copy of an argument counts
// against the expansion budget, which ends the run with one error instead
// of exhausting memory.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
// CHECK: macro-bomb.cu:11:16: error: macro expansion produced more than 20000000 tokens
// CHECK: 1 error generated.
#define A(x) x x x x x x x x x x
#define B(x) A(A(A(x)))
#define C(x) B(B(B(x)))
int y = sizeof(C(1));
