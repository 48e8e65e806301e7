// Member declaration errors: redeclared members, bit-fields, pure
// specifiers on non-virtual functions, defaulting a non-special member,
// out-of-line definitions that match nothing, member initializers that name
// no member or base, references left uninitialized, static and virtual
// misuse, incomplete and duplicate bases, unions as bases.
// RUN: %circle-rs -verify %s -fsyntax-only

struct Dup {
  int x;
  int x;                           // expected-error {{class member cannot be redeclared}}
  void f();
  void f();                        // expected-error {{class member cannot be redeclared}}
};

struct Bits {
  float f : 3;                     // expected-error {{bit-field 'f' has non-integral type 'float'}}
  int neg : -1;                    // expected-error {{bit-field 'neg' has negative width}}
  int zero : 0;                    // expected-error {{named bit-field 'zero' has zero width}}
  bool wide : 2;                   // expected-error {{width of bit-field 'wide' (2 bits) exceeds the width of its type (1 bit)}}
};

struct Pure {
  void f() = 0;                    // expected-error {{'f' is not virtual and cannot be declared pure}}
  int g() = default;               // expected-error {{only special member functions may be defaulted}}
  static void s() const;           // expected-error {{static member function cannot have 'const' qualifier}}
  virtual static void v();         // expected-error {{'virtual' can only appear on non-static member functions}}
};

struct Out { void f(int); };
void Out::f(double) {}             // expected-error {{out-of-line definition of 'Out::f' does not match any declaration in 'Out'}}

struct Base { Base(int) {} };
struct Init : Base {
  int m;
  int& r;
  Init() : Base(1), nosuch(2), r(m) {}   // expected-error {{member initializer 'nosuch' does not name a non-static data member or base class of 'Init'}}
  Init(int) : Base(2) {}           // expected-error {{reference member 'r' must be initialized by the constructor}}
};

struct Fwd;
struct FromFwd : Fwd {};           // expected-error {{base class has incomplete type 'Fwd'}}
struct Twice : Base, Base {};      // expected-error {{base class 'Base' specified more than once as a direct base class}}
union U { int a; };
struct FromUnion : U {};           // expected-error {{unions cannot be base classes or have base classes}}
typedef int I;
struct FromInt : I {};             // expected-error {{base specifier must name a class}}
