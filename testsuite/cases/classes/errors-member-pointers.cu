// Errors of pointers to members: to a reference member or a bit-field,
// a member function named without a call, operands of .* and ->* of the
// wrong kinds, calls that drop the object's qualifiers or ignore a
// ref-qualifier, an overloaded member no overload of which has the
// target type, and conversions through an ambiguous or a virtual base.
// RUN: %circle-rs -verify %s -fsyntax-only
struct A {
  int x;
  int& r;
  int b : 3;
  void f();
  void g() const;
  void h() &&;
  void o(int);
  void o(double);
};
struct B : A {};
struct C : A {};
struct D : B, C {};
struct V : virtual A {};
int int_var;

void uses(A a, const A ca, int i) {
  int A::*p1 = &A::r;          // expected-error {{cannot form a pointer-to-member to member 'r' of reference type 'int &'}}
  int A::*p2 = &A::b;          // expected-error {{address of bit-field requested}}
  void (A::*pf)() = &A::f;
  (a.*pf);                     // expected-error {{reference to non-static member function must be called}}
  a.*i;                        // expected-error {{right hand operand to .* has non-pointer-to-member type 'int'}}
  i.*(&A::x);                  // expected-error {{left hand operand to .* must be a class compatible with the right hand operand, but is 'int'}}
  (ca.*pf)();                  // expected-error {{call to pointer to member function of type 'void ()' drops 'const' qualifier}}
  void (A::*ph)() && = &A::h;
  (a.*ph)();                   // expected-error {{pointer-to-member function type 'void (A::*)() &&' can only be called on an rvalue}}
  void (A::*po)(char) = &A::o; // expected-error {{address of overloaded function does not match required type 'void (A::*)(char)'}}
  int D::*pd = &A::x;          // expected-error {{ambiguous conversion from pointer to member of base class 'A' to pointer to member of derived class 'D'}}
  int V::*pv = &A::x;          // expected-error {{conversion from pointer to member of class 'A' to pointer to member of class 'V' via virtual base 'A' is not allowed}}
  int A::*pi = &int_var;       // expected-error {{cannot initialize a variable of type 'int A::*' with an rvalue of type 'int *'}}
}
