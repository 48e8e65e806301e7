// Parse errors, with clang's texts and recovery: each error is reported at
// its place and parsing goes on to the next declaration (several errors in
// one file); a statement at namespace scope is not a declaration.
// RUN: %circle-rs -verify %s -fsyntax-only

int a = 1                        // expected-error {{expected ';' after declaration}}
int b = 2;
void f() {
  int c = (1 + ;                 // expected-error {{expected expression}}
  do { } (c);                    // expected-error {{expected 'while' in do/while loop}}
  if c { } c = 2;                // expected-error {{expected '(' after 'if'}}
  c = 1;
}
struct s { int x; }              // expected-error {{expected ';' after struct}}
int d0 = 3;
if (1) { }                       // expected-error {{expected declaration}}
int d = 3;
