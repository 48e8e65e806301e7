// The error paths next to libstdc++-reductions.cu: pointers to unrelated
// classes have no composite pointer type, whatever their cv-qualifiers; a
// union member with a non-trivial default constructor still deletes a named
// union's default constructor; a member of a dependent base is not found
// without `this->` or a qualifier.
// RUN: %circle-rs -verify -fsyntax-only %s

struct A { int a; };
struct B { int b; };
bool f(A* p, const B* q) { return p == q; } // expected-error {{invalid operands to binary expression ('A *' and 'const B *')}}

struct M { M() : x(1) {} int x; };
union U { M m; int i; }; // expected-note {{implicitly deleted here}}
U u; // expected-error {{call to implicitly-deleted default constructor of 'U'}}

template<typename T> struct base { typedef int inner; };
template<typename T> struct derived : base<T> {
  inner g(); // expected-error {{unknown type name 'inner'}}
};
