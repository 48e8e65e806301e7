// Writing through a char* that points at a string literal is undefined:
// the interpreter refuses it. Only a string literal converts: a const char
// pointer or array still does not, and neither does a literal of another
// character type.
// RUN: %circle-rs -verify -fsyntax-only %s
int poke() {
  char *s = "abc";                 // expected-warning {{conversion from string literal to 'char *'}}
  s[0] = 'x';                      // expected-error {{modification of a read-only object}}
  return s[0];
}
@meta int r = poke();              // expected-note {{in compile-time call to 'poke'}}
const char *cp = "abc";
char *bad = cp;                    // expected-error {{cannot initialize a variable of type 'char *' with an lvalue of type 'const char *'}}
const char arr[] = "abc";
char *bad2 = arr;                  // expected-error {{cannot initialize a variable of type 'char *'}}
signed char *bad3 = "abc";         // expected-error {{cannot initialize a variable of type 'signed char *'}}
