// Undefined behaviour of C++ objects in compile-time code is an error at
// the offending expression, with the meta call stack as notes.
// RUN: %circle-rs -verify %s -fsyntax-only
#include <cstdlib>
struct P {
  int x;
  P(int v) : x(v) {}
  ~P() {}
};

int double_delete() {
  P* p = new P(1);
  delete p;
  delete p;              // expected-error {{deallocation of storage that was already freed}}
  return 0;
}
@meta double_delete();   // expected-note {{in compile-time call to 'double_delete'}}

int use_after_free() {
  P* p = new P(2);
  delete p;
  return p->x;           // expected-error {{access to an object whose lifetime has ended}}
}
@meta use_after_free();  // expected-note {{in compile-time call to 'use_after_free'}}

int delete_local() {
  int local = 3;
  int* p = &local;
  delete p;              // expected-error {{deallocation of a pointer that does not come from an allocation function}}
  return 0;
}
@meta delete_local();    // expected-note {{in compile-time call to 'delete_local'}}

int delete_inside() {
  int* a = new int[4];
  delete[] (a + 1);      // expected-error {{points inside an allocated block, not to its start}}
  return 0;
}
@meta delete_inside();   // expected-note {{in compile-time call to 'delete_inside'}}

int array_delete_scalar() {
  int* a = new int[4];
  delete a;              // expected-error {{storage allocated with 'new[]' released with 'delete'}}
  return 0;
}
@meta array_delete_scalar(); // expected-note {{in compile-time call to 'array_delete_scalar'}}

int scalar_delete_array() {
  P* p = new P(4);
  delete[] p;            // expected-error {{out-of-bounds access of 8 bytes at offset -8 of an object of 4 bytes}}
  return 0;
}
@meta scalar_delete_array(); // expected-note {{in compile-time call to 'scalar_delete_array'}}

int class_array_delete_scalar() {
  P* a = new P[2]{P(1), P(2)};
  delete a;              // expected-error {{storage allocated with 'new[]' released with 'delete'}}
  return 0;
}
@meta class_array_delete_scalar(); // expected-note {{in compile-time call to 'class_array_delete_scalar'}}

int malloc_delete() {
  int* p = (int*)malloc(4);
  delete p;              // expected-error {{storage allocated with 'malloc' released with 'delete'}}
  return 0;
}
@meta malloc_delete();   // expected-note {{in compile-time call to 'malloc_delete'}}

int int_delete_array() {
  int* p = new int(4);
  delete[] p;            // expected-error {{storage allocated with 'new' released with 'delete[]'}}
  return 0;
}
@meta int_delete_array(); // expected-note {{in compile-time call to 'int_delete_array'}}

struct Shape {
  Shape() { init(); }    // expected-note {{in compile-time call to 'Shape::init'}}
  void init() { area(); } // expected-error {{call to a pure virtual function}}
  virtual int area() = 0;
};
struct Square : Shape {  // expected-note {{in compile-time call to 'Shape::Shape'}}
  int area() override { return 4; }
};
int pure_call() {
  Square s;              // expected-note {{in compile-time call to 'Square::Square'}}
  return s.area();
}
@meta pure_call();       // expected-note {{in compile-time call to 'pure_call'}}

struct Base { virtual ~Base() {} };
struct Left : Base {};
struct Right : Base {};
int bad_reference_cast() {
  Left l;
  Base& b = l;
  Right& r = dynamic_cast<Right&>(b); // expected-error {{std::bad_cast thrown during compile-time evaluation: the object has no unambiguous public base 'Right'}}
  return 0;
}
@meta bad_reference_cast(); // expected-note {{in compile-time call to 'bad_reference_cast'}}

int read_after_destructor() {
  P* dangling;
  {
    P p(5);
    dangling = &p;
  }
  return dangling->x;    // expected-error {{read of an object after its destructor ran}}
}
@meta read_after_destructor(); // expected-note {{in compile-time call to 'read_after_destructor'}}

int explicit_destructor() {
  P p(6);
  p.~P();
  return p.x;            // expected-error {{read of an object after its destructor ran}}
}
@meta explicit_destructor(); // expected-note {{in compile-time call to 'explicit_destructor'}}
