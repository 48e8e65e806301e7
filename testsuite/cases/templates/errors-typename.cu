// A dependent qualified type name without 'typename' (checked against
// clang++-19 -std=c++17 -fsyntax-only -verify): an error in a function
// body, an extension warning in a member declaration (C++20 makes it
// implicit there), nothing in a base-specifier or with 'typename'; each
// place is diagnosed once however many instantiations use it. Errors in
// instantiated bodies carry "in instantiation of ... requested here" notes.
// RUN: %circle-rs -verify %s -fsyntax-only

template<class T> struct W { T::type x; }; // expected-warning {{missing 'typename' prior to dependent type name T::type; implicit 'typename' is a C++20 extension}}
template<class T> int f() { T::type y = 1; return y; } // expected-error {{missing 'typename' prior to dependent type name 'T::type'}}
template<class T> int g() { typename T::type y = 2; return y; }
template<class T> struct D : T::base { typename T::type z; };
struct A { typedef int type; struct base { }; };
struct B { typedef long type; struct base { }; };
W<A> w1; W<B> w2;
int z1 = f<A>() + f<B>() + g<A>();
D<A> d;

template<class T> int bad(T t) { return t.missing; } // expected-error {{no member named 'missing' in 'A'}}
int z2 = bad(A()); // expected-note {{in instantiation of function template specialization 'bad<A>' requested here}}
