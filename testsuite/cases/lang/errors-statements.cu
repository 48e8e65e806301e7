// Statement errors, with clang's texts: case/default outside a switch,
// duplicate case values (also through enumerators and constant
// expressions), several defaults, a non-integer switch condition, break and
// continue outside loops, undeclared and redefined labels, return mismatch
// in void and non-void functions, static_assert failures and non-constant
// static_assert conditions.
// RUN: %circle-rs -verify %s -fsyntax-only

enum e { two = 2 };

void void_fn(int x) {
  case 1: ;                      // expected-error {{'case' statement not in switch statement}}
  default: ;                     // expected-error {{'default' statement not in switch statement}}
  switch (x) {
    case 2: break;               // expected-note {{previous case defined here}}
    case two: break;             // expected-error {{duplicate case value '2'}}
    case 1 + 2: break;           // expected-note {{previous case defined here}}
    case 3: break;               // expected-error {{duplicate case value '3'}}
    default: break;              // expected-note {{previous case defined here}}
    default: break;              // expected-error {{multiple default labels in one switch}}
  }
  switch (1.5) { default: ; }    // expected-error {{statement requires expression of integer type ('double' invalid)}}
  break;                         // expected-error {{'break' statement not in loop or switch statement}}
  continue;                      // expected-error {{'continue' statement not in loop statement}}
  switch (x) { case 0: continue; }   // expected-error {{'continue' statement not in loop statement}}
  goto nowhere;                  // expected-error {{use of undeclared label 'nowhere'}}
here: ;
here: ;                          // expected-error {{redefinition of label 'here'}}
  return 1;                      // expected-error {{void function 'void_fn' should not return a value}}
}

int int_fn(int x) {
  static_assert(sizeof(int) == 8, "int is 32-bit here");   // expected-error {{static assertion failed: int is 32-bit here}}
  static_assert(two == 3);       // expected-error {{static assertion failed}}
  static_assert(x == 1, "");     // expected-error {{static assertion expression is not an integral constant expression}} expected-note {{variable 'x' has no value at compile time}}
  return;                        // expected-error {{non-void function 'int_fn' should return a value}}
}

static_assert(false, "at namespace scope");   // expected-error {{static assertion failed: at namespace scope}}
