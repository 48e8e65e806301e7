// [dcl.init]/7: a const object of a class with a trivial default
// constructor needs an initializer unless the class has no data to leave
// indeterminate.
// RUN: %circle-rs -verify %s -fsyntax-only
struct Empty {};
struct Tag : Empty { Empty e; };
struct Pod { int x; };
struct Inits { int x = 1; Empty e; };
struct HasPod : Empty { Pod p; };
void f() {
  const Empty a;
  const Tag b;
  const Inits c;
  const Pod d; // expected-error {{default initialization of an object of const type 'const Pod'}}
  const HasPod e; // expected-error {{default initialization of an object of const type 'const HasPod'}}
  (void)a; (void)b; (void)c; (void)d; (void)e;
}
