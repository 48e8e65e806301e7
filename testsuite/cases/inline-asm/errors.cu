// What sema checks in an asm statement before any target is known, with
// clang's wording.
// RUN: %circle-rs -verify %s -fsyntax-only
void f() {
  int x = 0;
  const int c = 0;
  struct S { int a; } s;
  asm("" : "r"(x));        // expected-error {{invalid output constraint 'r' in asm}}
  asm("" : "=r"(1));       // expected-error {{invalid lvalue in asm output}}
  asm("" : "=r"(c));       // expected-error {{invalid lvalue in asm output}}
  asm("" : : "=r"(x));     // expected-error {{invalid input constraint '=r' in asm}}
  asm("" : "=r"(x) : "3"(x)); // expected-error {{invalid input constraint '3' in asm}}
  asm("%1" : : "r"(x));    // expected-error {{invalid operand number in inline asm string}}
  asm("%[q]" : : "r"(x));  // expected-error {{unknown symbolic operand name 'q' in inline assembly string}}
  asm("abc %");            // expected-error {{invalid % escape in inline assembly string}}
  asm("" : : "n"(x));      // expected-error {{constraint 'n' expects an integer constant expression}} expected-note {{has no value at compile time}}
  asm("" : : "m"(1));      // expected-error {{invalid lvalue in asm input for constraint 'm'}}
  asm("" : : "r"(s));      // expected-error {{invalid type 'S' in asm input for constraint 'r'}}
  asm goto("jmp %l0" : : : : done); // expected-error {{'asm goto' is not supported yet}}
done:;
}
