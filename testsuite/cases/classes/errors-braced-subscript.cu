// A braced-init-list subscript needs a class's operator[]: the built-in
// subscript takes no list (clang: "array subscript is not an integer"),
// and a list no candidate's parameter can be initialized from makes the
// call not viable.
// RUN: %circle-rs -verify -fsyntax-only %s
int arr[3];
int *ptr = arr;
int f() { return arr[{1}]; } // expected-error {{array subscript is not an integer}}
int g() { return ptr[{}]; } // expected-error {{array subscript is not an integer}}

struct Q {
  int operator[](const char *) const; // expected-note {{candidate}}
};
int h(Q q) { return q[{1, 2}]; } // expected-error {{no viable overloaded operator[] for type 'Q'}}
