// __builtin_va_arg takes any trivially copyable type, classes included;
// a class with a non-trivial copy constructor or destructor cannot come
// through `...` (clang's error), nor can an incomplete one.
// RUN: %circle-rs -verify -fsyntax-only %s
struct Pod { int a; double b; };
struct NonTrivial { NonTrivial(const NonTrivial &); int a; };
struct WithDtor { ~WithDtor(); int a; };
struct Incomplete;
void f(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  Pod p = __builtin_va_arg(ap, Pod);
  (void)p;
  __builtin_va_arg(ap, NonTrivial);  // expected-error {{second argument to 'va_arg' is of non-POD type 'NonTrivial'}}
  __builtin_va_arg(ap, WithDtor);    // expected-error {{second argument to 'va_arg' is of non-POD type 'WithDtor'}}
  __builtin_va_arg(ap, Incomplete);  // expected-error {{'Incomplete'}}
  __builtin_va_end(ap);
}
