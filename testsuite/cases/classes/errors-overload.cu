// Overload resolution with classes: no viable function (a note per
// candidate saying why), ambiguity, deleted functions, explicit
// constructors in copy-initialization, const objects calling non-const
// members, user-defined conversions.
// RUN: %circle-rs -verify %s -fsyntax-only

struct B {};
struct D1 : B {};
struct D2 : B {};
struct M : D1, D2 {};

void take(int, B);                 // expected-note {{candidate function not viable: no known conversion from 'const char *' to 'int' for 1st argument}}
void take(double, D1);             // expected-note {{candidate function not viable: no known conversion from 'const char *' to 'double' for 1st argument}}

void two(long);                    // expected-note {{candidate function}}
void two(unsigned);                // expected-note {{candidate function}}

struct Only {
  explicit Only(int) {}
  void set(int) {}                 // expected-note {{candidate function not viable: 'this' argument has type 'const Only', but method is not marked const}}
};

struct NoCopy {
  NoCopy() {}
  NoCopy(const NoCopy&) = delete;  // expected-note {{'NoCopy' has been explicitly marked deleted here}}
};

void del(int) = delete;            // expected-note {{'del' has been explicitly marked deleted here}}

void uses() {
  const char* s = "x";
  D1 d1;
  take(s, d1);                     // expected-error {{no matching function for call to 'take'}}
  two(1);                          // expected-error {{call to 'two' is ambiguous}}
  Only o = 1;                      // expected-error {{no viable conversion from 'int' to 'Only'}}
  const Only co(2);
  co.set(3);                       // expected-error {{no matching function for call to 'set'}}
  NoCopy a;
  NoCopy b = a;                    // expected-error {{call to deleted constructor of 'NoCopy'}}
  del(1);                          // expected-error {{call to deleted function 'del'}}
  M m;
  B* pb = &m;                      // expected-error {{ambiguous conversion from derived class 'M' to base class 'B'}}
  (void)pb;
}
