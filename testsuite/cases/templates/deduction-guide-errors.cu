// A deduction guide must name a class template; with no guide or
// constructor that deduces, CTAD fails with clang's wording.
// RUN: %circle-rs -verify %s -fsyntax-only
template<class T> struct W { W(T, T) {} };
template<class T> W(T*) -> W<T>;
W w1(1, 2);
W w2(1, 2.0); // expected-error {{no viable constructor or deduction guide for deduction of template arguments of 'W'}}
