// Builtins whose result is undefined or that end the program are errors
// when the interpreter reaches them (a constant expression or @meta code).
// RUN: %circle-rs -fsyntax-only -verify %s
constexpr int clz0 = __builtin_clz(0); // expected-error {{undefined behaviour in '__builtin_clz' at compile time: the operand is zero}}
constexpr int ctz0 = __builtin_ctzll(0); // expected-error {{undefined behaviour in '__builtin_ctzll' at compile time: the operand is zero}}
constexpr int absmin = __builtin_abs(-2147483647 - 1); // expected-error {{value 2147483648 is outside the range of representable values of type 'int'}}
constexpr long big = __builtin_lround(1e30); // expected-error {{outside the range of representable values of type 'long'}}
int f(int x) {
  if (x > 2) __builtin_abort(); // expected-error {{'abort' called at compile time}}
  if (x > 1) __builtin_trap(); // expected-error {{trap reached at compile time}}
  if (x > 0) __builtin_unreachable(); // expected-error {{'__builtin_unreachable' reached at compile time}}
  return x;
}
@meta f(3); // expected-note {{in compile-time call to 'f'}}
@meta f(2); // expected-note {{in compile-time call to 'f'}}
@meta f(1); // expected-note {{in compile-time call to 'f'}}
@meta int zero = f(0);
