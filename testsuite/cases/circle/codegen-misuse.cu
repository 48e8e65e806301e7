// Misuse of codegen-time constants and objects is a translation-time error,
// reported once whatever the number of targets: a codegen constant or
// @codegen object outside a codegen context (runtime expression, plain if,
// @meta, static_assert), a non-codegen value in an `@codegen if` or
// `if codegen` predicate or @codegen initializer, a @codegen object of a
// non-arithmetic type, and `if codegen` executed by the meta interpreter.
// RUN: %circle-rs -verify %s -sm_70 -fsyntax-only
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -sm_52 -sm_70 -gfx1100 -o %t 2> %t.err
// RUN: %FileCheck %s --check-prefix=ONCE --input-file %t.err
// RUN: test ! -e %t

int with_codegen_if() {
  if codegen(__is_nvvm_target) return 1;       // expected-error {{'if codegen' cannot be executed at compile time}}
  return 2;
}

__device__ int f(int x, int* p) {
  int a = __warp_size;                         // expected-error {{codegen-time constant '__warp_size' can only be used in a codegen context}}
  if (__is_amdgpu_target) return 1;            // expected-error {{codegen-time constant '__is_amdgpu_target' can only be used in a codegen context}}
  @meta int m = (int)__nvvm_arch;              // expected-error {{codegen-time constant '__nvvm_arch' can only be used in a codegen context}}
  static_assert(__warp_size == 32, "");        // expected-error {{codegen-time constant '__warp_size' can only be used in a codegen context}}
  @codegen int ok = __warp_size * 2;
  int b = ok;                                  // expected-error {{codegen-time constant 'ok' can only be used in a codegen context}}
  if codegen(x > 1) return 2;                  // expected-error {{not a codegen constant}}
  @codegen if(p[0] == 3) return 3;             // expected-error {{not a codegen constant}}
  @codegen int c = x;                          // expected-error {{not a codegen constant}}
  @codegen int* q = 0;                         // expected-error {{codegen object of type 'int *' must have integer, enumeration, bool or floating type}}
  return a + b;
}

@meta int run = with_codegen_if();             // expected-note {{in compile-time call to 'with_codegen_if'}}

__global__ void k(int* p) { p[0] = f(p[1], p); }

// ONCE-COUNT-10: error:
// ONCE-NOT: error:
// ONCE: 10 errors generated.
// ONCE-NOT: sm_52
