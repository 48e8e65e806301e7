// Expression errors, with clang's texts: undeclared identifiers, invalid
// operands, assignment to non-lvalues, const and arrays, subscripts, member
// access, dereference, address of an rvalue, invalid casts, conditional
// operand types, conversions in initialization, arguments, returns and
// assignments, reference binding, argument counts, non-callable objects,
// void values, contextual bool conversion.
// RUN: %circle-rs -verify %s -fsyntax-only

struct pt { int x; };
int takes2(int a, int b); // expected-note 3 {{candidate function not viable}}
void nothing();
int& ref_param(int& r); // expected-note {{candidate function not viable: no known conversion from 'int' to 'int &' for 1st argument}}

int f(int i, float fl, int* p, pt s, pt* sp) {
  int a = missing;               // expected-error {{use of undeclared identifier 'missing'}}
  undeclared_fn(1);              // expected-error {{use of undeclared identifier 'undeclared_fn'}}
  int b = s + 1;                 // expected-error {{invalid operands to binary expression ('pt' and 'int')}}
  int c = p * 2;                 // expected-error {{invalid operands to binary expression ('int *' and 'int')}}
  int d = ~fl;                   // expected-error {{invalid argument type 'float' to unary expression}}
  1 = i;                         // expected-error {{expression is not assignable}}
  const int lc = 1;
  lc = 3;                        // expected-error {{cannot assign to variable 'lc' with const-qualified type 'const int'}}
  lc += 1;                       // expected-error {{cannot assign to variable 'lc' with const-qualified type 'const int'}}
  int arr[2], arr2[2];
  arr = arr2;                    // expected-error {{array type 'int[2]' is not assignable}}
  int e = i[3];                  // expected-error {{subscripted value is not an array, pointer, or vector}}
  int g = p[fl];                 // expected-error {{array subscript is not an integer}}
  int h = i.x;                   // expected-error {{member reference base type 'int' is not a structure or union}}
  int j = s->x;                  // expected-error {{member reference type 'pt' is not a pointer; did you mean to use '.'?}}
  int l = sp->y;                 // expected-error {{no member named 'y' in 'pt'}}
  int m = *i;                    // expected-error {{indirection requires pointer operand ('int' invalid)}}
  int* q = &(i + 1);             // expected-error {{cannot take the address of an rvalue of type 'int'}}
  int r = (int)s;                // expected-error {{cannot convert 'pt' to 'int' without a conversion operator}}
  int* t = static_cast<int*>(fl); // expected-error {{cannot cast from type 'float' to 'int *'}}
  int u = i ? s : 1;             // expected-error {{incompatible operand types ('pt' and 'int')}}
  int v = s;                     // expected-error {{no viable conversion from 'pt' to 'int'}}
  int w = takes2(p, 1);          // expected-error {{no matching function for call to 'takes2'}}
  i = sp;                        // expected-error {{assigning to 'int' from incompatible type 'pt *'}}
  ref_param(5);                  // expected-error {{no matching function for call to 'ref_param'}}
  takes2(1);                     // expected-error {{no matching function for call to 'takes2'}}
  takes2(1, 2, 3);               // expected-error {{no matching function for call to 'takes2'}}
  i(3);                          // expected-error {{called object type 'int' is not a function or function pointer}}
  int x = nothing();             // expected-error {{value of type 'void' is not usable here}}
  if (s) return 1;               // expected-error {{value of type 'pt' is not contextually convertible to 'bool'}}
  return sp;                     // expected-error {{cannot initialize return object of type 'int' with an lvalue of type 'pt *'}}
}
