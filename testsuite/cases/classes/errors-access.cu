// Access control: private and protected members named from outside the
// class, from derived classes, through private and protected bases; friends
// and nested classes have the class's access. clang's wording, with the note
// at the declaration.
// RUN: %circle-rs -verify %s -fsyntax-only

class A {
  int priv = 1;                    // expected-note 2 {{declared private here}}
  void hidden() {}                 // expected-note {{declared private here}}
protected:
  int prot = 2;                    // expected-note 2 {{declared protected here}}
public:
  int pub = 3;
  friend int peek(const A& a);
  friend struct Pal;
  struct Nested { int get(const A& a) { return a.priv; } };
  int own() const { return priv + prot; }
};

int peek(const A& a) { return a.priv + a.prot; }
struct Pal { int get(const A& a) { return a.priv; } };

struct D : A {
  int f() { return prot + pub; }
  int g() { return priv; }         // expected-error {{'priv' is a private member of 'A'}}
};

struct P : private A {
  int f() { return pub + prot; }
};
struct PP : P {
  int f() { return pub; }          // expected-error {{'pub' is a private member of 'A'}} expected-note@-4 {{constrained by private inheritance here}}
};

void outside() {
  A a;
  (void)a.pub;
  (void)a.priv;                    // expected-error {{'priv' is a private member of 'A'}}
  (void)a.prot;                    // expected-error {{'prot' is a protected member of 'A'}}
  a.hidden();                      // expected-error {{'hidden' is a private member of 'A'}}
  D d;
  (void)d.prot;                    // expected-error {{'prot' is a protected member of 'A'}}
  P p;
  A* base = &p;                    // expected-error {{cannot cast 'P' to its private base class 'A'}}
  (void)base;
}

class Closed {
  Closed() {}                      // expected-note {{declared private here}}
public:
  static Closed make() { return Closed(); }
};
Closed c1 = Closed::make();
Closed c2;                         // expected-error {{'Closed' is a private member of 'Closed'}}
