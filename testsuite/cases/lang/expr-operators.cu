// The C++ operator set with C++ precedence and associativity: arithmetic,
// shifts, relational and equality, bitwise, logical with short-circuit,
// conditional (right-associative, lvalue result), comma, assignment and
// every compound assignment, prefix and postfix increment/decrement, unary
// + - ~ !. Values are checked at compile time and on the device (-O2 folds
// them to the same constants); short-circuit evaluation is checked by side
// effects.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/expr-operators.sm_70.ll
// RUN: %FileCheck %s --input-file %t/expr-operators.gfx1100.ll
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir -o %t.o0
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t.o0/expr-operators.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

static_assert(2 + 3 * 4 == 14 && (2 + 3) * 4 == 20, "* before +");
static_assert(1 << 2 + 1 == 8, "+ before <<");
static_assert((1 < 2 == 1) == 1, "< before ==");
static_assert((6 & 3 ^ 1 | 8) == 11, "& before ^ before |");
static_assert(10 - 4 - 3 == 3 && 64 / 4 / 2 == 8, "left associative");
static_assert(~0 == -1 && -(-5) == 5 && +3 == 3 && !0 == 1, "unary");
static_assert((1 ? 2 : 0 ? 3 : 4) == 2 && (0 ? 2 : 0 ? 3 : 4) == 4, "?: is right associative");
static_assert((1, 2, 3) == 3, "comma yields its right operand");
static_assert(1 || 1 / 0, "short-circuit: the right operand is not evaluated");

int compound() {
  int x = 100;
  x += 5; x -= 3; x *= 2; x /= 4; x %= 7;          // 102*2/4 = 51 % 7 = 2
  x <<= 4; x >>= 1; x |= 1; x &= 0x1D; x ^= 0x40;  // 2<<4=32 >>1=16 |1=17 &29=17 ^64=81
  return x;
}

int incdec() {
  int i = 5;
  int a = i++;        // a = 5, i = 6
  int b = ++i;        // b = 7, i = 7
  int c = i--;        // c = 7, i = 6
  int d = --i;        // d = 5, i = 5
  return a * 1000 + b * 100 + c * 10 + d + i * 10000;   // 50000 + 5775
}

int short_circuit() {
  int n = 0;
  bool t = (n++ == 0) || (n++ == 100);   // right side skipped
  bool f = (n++ == 0) && (n++ == 100);   // n was 1: left false, right skipped
  return n * 10 + t * 2 + f;             // n = 2: 22
}

int cond_lvalue() {
  int a = 1, b = 2;
  (a < b ? a : b) = 9;                   // assigns a
  int c = (a = 3, b = 4, a + b);         // comma in parentheses
  c += a > b ? 100 : a == 3 ? 10 : 1;    // 7 + 10
  return a * 100 + b * 10 + c - 17;      // 300 + 40 + 0
}

@meta int m1 = compound();
@meta int m2 = incdec();
@meta int m3 = short_circuit();
@meta int m4 = cond_lvalue();
static_assert(m1 == 81 && m2 == 55775 && m3 == 22 && m4 == 340, "compile time");

__global__ void k(int* p) {
  p[0] = compound();
  p[1] = incdec();
  p[2] = short_circuit();
  p[3] = cond_lvalue();
}

// CHECK-LABEL: define {{.*}}void @_Z1kPi(
// CHECK-DAG: i32 81
// CHECK-DAG: i32 55775
// CHECK-DAG: i32 22
// CHECK-DAG: i32 340

// Short-circuit operators branch at -O0.
// O0-LABEL: define {{.*}}i32 @_Z13short_circuitv(
// O0: br i1 %{{[0-9]+}}, label %{{[a-z._0-9]+}}, label %{{[a-z._0-9]+}}
// O0: phi i1
// O0: br i1 %{{[0-9]+}}, label %{{[a-z._0-9]+}}, label %{{[a-z._0-9]+}}
// O0: phi i1
