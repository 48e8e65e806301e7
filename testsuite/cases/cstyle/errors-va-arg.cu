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
// The list is the x86-64 __va_list_tag[1]: a byte pointer is not one (g++
// rejects it; clang-19 accepts it, then reads the bytes as a list), a
// va_list parameter is.
void g(char *bytes, __builtin_va_list param, const __builtin_va_list cparam) {
  __builtin_va_arg(bytes, int);  // expected-error {{first argument to 'va_arg' is of type 'char *' and not 'va_list'}}
  __builtin_va_arg(cparam, int); // expected-error {{first argument to 'va_arg' is of type 'const __va_list_tag *' and not 'va_list'}}
  (void)__builtin_va_arg(param, int);
  __builtin_va_list copy;
  __builtin_va_copy(copy, param);
  __builtin_va_end(copy);
}
