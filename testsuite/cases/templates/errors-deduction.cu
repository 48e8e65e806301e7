// Template errors with clang's wording (checked against
// clang++-19 -std=c++17 -fsyntax-only -verify): deduction failures with
// "candidate template ignored" notes, ambiguous partial specializations,
// an undefined template, bad template arguments, errors inside
// instantiations with "in instantiation of ... requested here" notes,
// ambiguous and non-viable specializations, templates redefining names.
// RUN: %circle-rs -verify %s -fsyntax-only

template<class T> T* ptr_of(T* p) { return p; } // expected-note {{candidate template ignored: could not match 'T *' against 'int'}}
int a1 = *ptr_of(3); // expected-error {{no matching function for call to 'ptr_of'}}

template<class T> T same2(T a, T b) { return a; } // expected-note {{candidate template ignored: deduced conflicting types for parameter 'T' ('int' vs. 'double')}}
int a2 = same2(1, 2.0); // expected-error {{no matching function for call to 'same2'}}

template<class T, class U> T make(U u) { return (T)u; } // expected-note {{candidate template ignored: couldn't infer template argument 'T'}}
int a3 = make(1); // expected-error {{no matching function for call to 'make'}}

template<class T, class U> struct A { };
template<class T> struct A<T, int> { }; // expected-note {{partial specialization matches [with T = int]}}
template<class U> struct A<int, U> { }; // expected-note {{partial specialization matches [with U = int]}}
A<int, int> amb; // expected-error {{ambiguous partial specializations of 'A<int, int>'}}

template<class T> struct Q; // expected-note {{template is declared here}}
Q<int> q; // expected-error {{implicit instantiation of undefined template 'Q<int>'}}

template<int N> struct B { }; // expected-note {{template is declared here}}
B<1, 2> b2; // expected-error {{too many template arguments for class template 'B'}}

template<class T> int f(T) { return 0; } // expected-note {{candidate template ignored: substitution failure: too many template arguments for function template 'f'}}
int a6 = f<int, int>(1); // expected-error {{no matching function for call to 'f'}}

template<class... Ts> int g(Ts... ts) { return (ts * ...); } // expected-error {{unary fold expression has empty expansion for operator '*' with no fallback value}}
int a7 = g(); // expected-note {{in instantiation of function template specialization 'g<>' requested here}}

template<class T> struct S { typename T::type x; }; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
S<int> s; // expected-note {{in instantiation of template class 'S<int>' requested here}}

template<class T> int twoway(T, int) { return 1; } // expected-note {{candidate function [with T = int]}}
template<class T> int twoway(int, T) { return 2; } // expected-note {{candidate function [with T = int]}}
int a8 = twoway(1, 1); // expected-error {{call to 'twoway' is ambiguous}}

template<class T> int nv(T, int*) { return 1; } // expected-note {{candidate function template not viable: no known conversion from 'int' to 'int *' for 2nd argument}}
int a9 = nv(1, 2); // expected-error {{no matching function for call to 'nv'}}

int clash; // expected-note {{previous definition is here}}
template<class T> int clash(T) { return 1; } // expected-error {{redefinition of 'clash' as different kind of symbol}}
struct Plain { }; // expected-note {{previous definition is here}}
template<class T> struct Plain { }; // expected-error {{redefinition of 'Plain' as different kind of symbol}}
