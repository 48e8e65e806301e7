// The warnings clang users expect first, each with its flag: -Wall turns
// on unused-variable; parentheses (an assignment as a condition) and
// return-type are on by default; sign-compare comes with -Wextra, shadow
// only by name. A warning in a template is reported once.
// RUN: %circle-rs -verify %s -fsyntax-only -Wall -Wextra -Wshadow

int g;

int f(int a, unsigned b) {
  int unused = 3;                // expected-warning {{unused variable 'unused' [-Wunused-variable]}}
  if (a = 2) a++;                // expected-warning {{using the result of an assignment as a condition without parentheses [-Wparentheses]}} expected-note 2 {{}}
  if ((a = 3)) a++;
  if (a < b) a++;                // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int' [-Wsign-compare]}}
  if (b > 0) a++;
  int g = a;                     // expected-warning {{declaration shadows a variable in the global namespace [-Wshadow]}}
  { int a = 1; g += a; }         // expected-warning {{declaration shadows a local variable [-Wshadow]}}
  return g;
}
// expected-note@-10 {{previous declaration is here}}
// expected-note@-13 {{previous declaration is here}}

int no_return(int a) {
  if (a) return 1;
}                                // expected-warning {{non-void function does not return a value in all control paths [-Wreturn-type]}}

int never(int) {
}                                // expected-warning {{non-void function does not return a value [-Wreturn-type]}}

template <class T> T tpl(T x) {
  int t = 0;                     // expected-warning {{unused variable 't'}}
  return x;
}
int uses() { return tpl(1) + (int)tpl(2.0); }

int fine(int a) {
  for (;;) { if (a) return 1; }
}
int main() { }
