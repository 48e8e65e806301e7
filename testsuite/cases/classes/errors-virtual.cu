// Virtual functions: override/final checks, abstract classes (with a note
// per unimplemented pure virtual function), dynamic_cast on a
// non-polymorphic class.
// RUN: %circle-rs -verify %s -fsyntax-only

struct Shape {
  virtual ~Shape() {}
  virtual int area() const = 0;    // expected-note 2 {{unimplemented pure virtual method 'area' in}}
  virtual void seal() final {}
};

struct Square : Shape {
  int area() const override { return 4; }
  void seal() {}                   // expected-error {{declaration of 'seal' overrides a 'final' function}}
  void other() override {}         // expected-error {{'other' marked 'override' but does not override any member functions}}
};

struct Half : Shape {};

void make() {
  Shape s;                         // expected-error {{variable type 'Shape' is an abstract class}}
  Half h;                          // expected-error {{variable type 'Half' is an abstract class}}
  Square q;
  (void)q;
}

struct Plain { int x; };
struct PlainD : Plain {};
void cast(Plain* p) {
  (void)dynamic_cast<PlainD*>(p);  // expected-error {{'Plain' is not polymorphic}}
  (void)dynamic_cast<int*>(p);     // expected-error {{'int *' is not a reference or pointer to a class type (dynamic_cast)}}
}
