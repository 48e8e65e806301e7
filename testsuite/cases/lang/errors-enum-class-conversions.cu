// A scoped enumeration has no implicit conversions: an `int` case label in a
// switch over it is an error (converted constant expression), not a label
// of the same value (today: "duplicate case value '1'" against col::g),
// and it is not contextually convertible to bool (today `if (c)` is
// accepted).
// RUN: %circle-rs -verify %s -fsyntax-only
enum class col { r, g };
void f(col c) {
  switch (c) {
    case 1: break;               // expected-error {{value of type 'int' is not implicitly convertible to 'col'}}
    case col::g: break;
  }
  if (c) { }                     // expected-error {{value of type 'col' is not contextually convertible to 'bool'}}
  while (c) { }                  // expected-error {{value of type 'col' is not contextually convertible to 'bool'}}
  bool b = !c;                   // expected-error {{invalid argument type 'col' to unary expression}}
}
