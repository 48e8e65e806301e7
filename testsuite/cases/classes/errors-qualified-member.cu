// RUN: %circle-rs -verify %s -fsyntax-only
struct A { int a; };
struct B { int b; };
struct C : A { int c; };
void f(C &c) {
  c.B::b = 1; // expected-error {{'B' is not a base of 'C'}}
  c.A::zz = 2; // expected-error {{no member named 'zz' in 'A'}}
}
