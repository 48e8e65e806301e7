// Default arguments and default member initializers of a class template
// instance are instantiated only where used ([temp.inst]/3, /12): a call
// passing the argument and a constructor initializing the member do not
// instantiate them; a call leaving the argument out and a constructor
// that does not initialize the member do, and report there. Checked
// against clang++-19 -std=c++17 -fsyntax-only -verify, which also notes
// the default member initializer and the constructor's use (bad2).
// RUN: %circle-rs -verify %s -fsyntax-only

template<class T> struct D {
  int w = T::nothing; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
  int f(int x, int y = T::nothing) { return x + y; } // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
  D() {} // expected-note {{in instantiation of}}
  D(int) : w(1) {}
};
int ok() { D<int> d(1); return d.f(1, 2); }
int bad1() { D<int> d(1); return d.f(1); } // expected-note {{in instantiation of default function argument expression for}}
int bad2() { D<int> d; return d.w; }
