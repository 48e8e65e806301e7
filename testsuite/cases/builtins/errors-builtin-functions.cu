// The builtin functions' errors, in clang's words: argument counts,
// operand types of the type-generic ones, constants where constants are
// required, __builtin_bit_cast's sizes and types, va_start outside a
// variadic function.
// RUN: %circle-rs -fsyntax-only -verify %s
struct S { int a; };
struct NT { NT(const NT&); int a; };
int r;
const int cr = 0;
int n0 = __builtin_clz(1, 2); // expected-error {{too many arguments to function call, expected 1, have 2}}
void* p0 = __builtin_memcpy(0, 0); // expected-error {{too few arguments to function call, expected 3, have 2}}
int n1 = __builtin_fabs(); // expected-error {{too few arguments to function call, expected 1, have 0}}
bool o1 = __builtin_add_overflow(1.0, 2, &r); // expected-error {{operand argument to overflow builtin must be an integer type ('double' invalid)}}
bool o2 = __builtin_mul_overflow(1, 2, &cr); // expected-error {{result argument to overflow builtin must be a pointer to a non-const integer type ('const int *' invalid)}}
bool o3 = __builtin_sub_overflow(1, 2, 3); // expected-error {{result argument to overflow builtin must be a pointer to a non-const integer type ('int' invalid)}}
int c1 = __builtin_isnan(1); // expected-error {{floating point classification requires argument of floating point type (passed in 'int')}}
int c2 = __builtin_fpclassify(1, 2, 3, 4, 5); // expected-error {{too few arguments to function call, expected 6, have 5}}
int c3 = __builtin_isless(1, 2); // expected-error {{ordered compare requires two args of floating point type ('int' and 'int')}}
void* a1 = __builtin_assume_aligned(&r, 3); // expected-error {{requested alignment is not a power of 2}}
void* a2 = __builtin_assume_aligned(&r, r); // expected-error {{argument to '__builtin_assume_aligned' must be a constant integer}} expected-note {{read of non-const variable 'r'}}
long e1 = __builtin_expect_with_probability(1, 1, 2.0); // expected-error {{probability argument to __builtin_expect_with_probability is outside the range [0.0, 1.0]}}
void* l1 = __builtin_launder((void*)0); // expected-error {{void pointer argument to '__builtin_launder' is not allowed}}
int l2 = __builtin_launder(1); // expected-error {{non-pointer argument to '__builtin_launder' is not allowed}}
void* (*fp)(void*, const void*, unsigned long) = __builtin_memcpy; // expected-error {{builtin functions must be directly called}}
int* ad = __builtin_addressof(1); // expected-error {{cannot take the address of an rvalue of type 'int'}}
double d1 = __builtin_nan(1); // expected-error {{argument to '__builtin_nan' must be a string literal}}
float b1 = __builtin_bit_cast(float, 1.0); // expected-error {{__builtin_bit_cast source size does not equal destination size (8 vs 4)}}
int b2 = __builtin_bit_cast(int, S{}); // ok: both 4 bytes
NT nt = __builtin_bit_cast(NT, 1); // expected-error {{__builtin_bit_cast destination type must be trivially copyable}}
static_assert(__builtin_bit_cast(unsigned, 1.0f) == 0x3f800000u, "");
static_assert(__builtin_constant_p(1 + 2) && !__builtin_constant_p(r), "");
void fixed(int n) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n); // expected-error {{'va_start' used in function with fixed args}}
}
int variadic(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  int x = __builtin_va_arg(n, int); // expected-error {{first argument to 'va_arg' is of type 'int' and not 'va_list'}}
  __builtin_va_end(ap);
  return x;
}
