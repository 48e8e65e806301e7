// Case ranges: an empty range labels nothing (clang's warning), a value a
// range shares with another label is a duplicate, the bounds must be
// integral constants, and a range outside a switch is an error.
// RUN: %circle-rs -verify -fsyntax-only %s
int f(int x, int y) {
  switch (x) {
  case 1 ... 5: return 1;          // expected-note 2 {{previous case defined here}}
  case 3: return 2;                // expected-error {{duplicate case value '3'}}
  case 9 ... 7: return 3;          // expected-warning {{empty case range specified}}
  case 4 ... 10: return 4;         // expected-error {{duplicate case value '4'}}
  case 20 ... y: return 5;         // expected-error {{not an integral constant expression}} expected-note {{no value at compile time}}
  }
  return 0;
}
void g() {
  case 1 ... 2: ;                  // expected-error {{'case' statement not in switch statement}}
}
