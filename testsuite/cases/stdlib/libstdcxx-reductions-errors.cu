// The error paths next to libstdc++-reductions.cu: pointers to unrelated
// classes have no composite pointer type, whatever their cv-qualifiers; a
// union member with a non-trivial default constructor still deletes a named
// union's default constructor; a member's default argument, translated
// once the class is complete, is still checked whether used or not.
// RUN: %circle-rs -verify -fsyntax-only %s

struct A { int a; };
struct B { int b; };
bool f(A* p, const B* q) { return p == q; } // expected-error {{invalid operands to binary expression ('A *' and 'const B *')}}

struct M { M() : x(1) {} int x; };
union U { M m; int i; }; // expected-note {{implicitly deleted here}}
U u; // expected-error {{call to deleted constructor of 'U'}}

struct Q {
  int f(int x = missing_name); // expected-error {{use of undeclared identifier 'missing_name'}}
  int g(Q q = 5); // expected-error {{no viable conversion from 'int' to 'Q'}}
};
