// A statement expression needs a function to run in; its value is that of
// its last expression statement, so one ending in a declaration is void.
// RUN: %circle-rs -verify -fsyntax-only %s
int g = ({ 1; });                  // expected-error {{statement expression not allowed at file scope}}
void f() {
  int a = ({ int x = 1; });        // expected-error {{'void'}}
  int b = ({ undeclared; });       // expected-error {{use of undeclared identifier 'undeclared'}}
  int c = ({ 1; 2 });              // expected-error {{expected ';'}}
}
