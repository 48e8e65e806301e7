// Function-try-blocks (`A() try : m(f()) { } catch (...) { }`) outside host
// code. Errors: a constructor's handler may not return (clang's wording),
// the parameters may not be redeclared in the outermost block of the body
// or of a handler, a try-block needs a handler. At compile time and in
// device code exceptions do not exist: the try-block's body (with the
// constructor's initializers) runs and the handlers are swept away, as for
// every try-block; a throw reached there is the usual error.
// RUN: %circle-rs -verify -fsyntax-only %s -DERRORS
// RUN: %circle-rs %s -fsyntax-only -DMETA > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
// RUN: %not %circle-rs %s -fsyntax-only -DMETA_THROW 2>&1 | %FileCheck %s --check-prefix=THROW
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir -o %t -DDEVICE
// RUN: %FileCheck %s --check-prefix=DEV --input-file %t/function-try-block.sm_70.ll
// RUN: %FileCheck %s --check-prefix=DEV --input-file %t/function-try-block.gfx1100.ll
// RUN: %not %circle-rs %s -sm_70 --emit=ptx -o %t.ptx -DDEVICE_THROW 2>&1 | %FileCheck %s --check-prefix=DEVTHROW
#include <cstdio>

int twice(int x) { return 2 * x; }

struct Member {
  int v;
  Member(int x) : v(twice(x)) {}
};

#ifdef ERRORS
struct A {
  Member m;
  A(int x) try : m(x) {
  } catch (...) {
    return; // expected-error {{return in the catch of a function try block of a constructor is illegal}}
  }
  A() try : m(1) {
  } catch (...) {
    [] { return; }(); // a lambda's return is its own
  }
  ~A() try {
  } catch (...) {
    return; // a destructor's handler may return
  }
};
void redeclared(int x) try { // expected-note 2 {{previous definition is here}}
  int x = 1; // expected-error {{redefinition of 'x'}}
} catch (...) {
  int x = 2; // expected-error {{redefinition of 'x'}}
}
void nested(int x) try {
  { int x = 1; (void)x; } // an inner block may hide it
} catch (...) {
}
struct B {
  Member m;
  B() try : m(1) { } // expected-error@+1 {{expected 'catch' after try block}}
};
#endif

#ifdef META
struct Traced {
  Member m;
  int body = 0;
  Traced(int x) try : m(x) {
    body = m.v + 1;
    printf("Traced(%d): m.v=%d body=%d\n", x, m.v, body);
  } catch (...) {
    printf("never\n");
  }
  ~Traced() try {
    printf("~Traced(%d)\n", m.v);
  } catch (...) {
    printf("never\n");
  }
};
int sum(int a, int b) try { return a + b; } catch (...) { return -1; }
int main() {
  Traced t(5);
  printf("sum %d\n", sum(2, 3));
  return 0;
}
@meta main();
// META: Traced(5): m.v=10 body=11
// META-NEXT: sum 5
// META-NEXT: ~Traced(10)
#endif

#ifdef META_THROW
struct Thrower {
  Thrower(int x) try {
    if (x) throw x;
  } catch (int) {
  }
};
@meta Thrower t(1);
// THROW: function-try-block.cu:[[@LINE-5]]:12: error: exception thrown during compile-time evaluation
#endif

#ifdef DEVICE
struct Pair {
  Member a, b;
  Pair(int x) try : a(x), b(x + 1) {
  } catch (...) {
  }
  int sum() const { return a.v + b.v; }
};
__global__ void k(int *out) {
  Pair p(20);
  *out = p.sum();
}
// DEV-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// DEV-NOT: call
// DEV: store i32 82, ptr
#endif

#ifdef DEVICE_THROW
struct Bad {
  Bad(int x) try {
    if (x) throw x;
  } catch (...) {
  }
};
__global__ void kb(int x) { Bad b(x); }
// DEVTHROW: function-try-block.cu:[[@LINE-5]]:12: error: a throw-expression is not allowed in device code
#endif
