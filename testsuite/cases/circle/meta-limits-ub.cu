// Undefined behaviour and resource limits in compile-time evaluation are
// diagnostics at the place they happen (with the compile-time call chain as
// notes), never a crash or a silent value: division and remainder by zero,
// signed overflow, shift out of range, out-of-bounds access, null
// dereference, reading an uninitialized object, an infinite loop (step
// limit), unbounded recursion (recursion limit), calling a function not
// defined here, flowing off a non-void function, a throw, writing a string
// literal, reading through a dangling pointer.
// RUN: %circle-rs -verify %s -fsyntax-only

int divide(int a, int b) { return a / b; }   // expected-error {{division by zero in compile-time evaluation}}
int recurse(int n) { return recurse(n + 1) + 1; }   // expected-error {{compile-time call depth exceeded the limit of 1024}} expected-note + {{in compile-time call to 'recurse'}}
int spin() { int i = 0; while (true) ++i; return i; }   // expected-error {{compile-time evaluation exceeded the limit of 50000000 steps}}
int undefined_here(int);

@meta int d0 = divide(1, 0);                 // expected-note {{in compile-time call to 'divide'}}
@meta int r0 = 7 % 0;                        // expected-error {{remainder by zero in compile-time evaluation}}
@meta int ov = 2147483647 + 1;               // expected-error {{value 2147483648 is outside the range of representable values of type 'int'}}
@meta int sh = 1 << 40;                      // expected-error {{shift count 40 is out of range for type 'int'}}
@meta int arr[3] = { 1, 2, 3 };
@meta int oob = arr[3];                      // expected-error {{out-of-bounds access of 4 bytes at offset 12 of an object of 12 bytes}}
@meta int* np = nullptr;
@meta int nd = *np;                          // expected-error {{dereference of a null pointer in compile-time evaluation}}
@meta int un;
@meta int ur = un + 1;                       // expected-error {{read of an uninitialized object in compile-time evaluation}}
@meta int rc = recurse(0);                   // expected-note {{in compile-time call to 'recurse'}}
@meta int sp = spin();                       // expected-note {{in compile-time call to 'spin'}}
@meta int uf = undefined_here(1);            // expected-error {{function 'undefined_here' is not defined in this translation unit and cannot be called at compile time}}

int no_return(int x) { if (x) return 1; }   // expected-error {{compile-time call of 'no_return' flows off the end of a non-void function}} expected-warning {{non-void function does not return a value in all control paths}}
@meta int nr = no_return(0);                 // expected-note {{in compile-time call to 'no_return'}}
int thrower() { throw 1; return 0; }         // expected-error {{exception thrown during compile-time evaluation}}
@meta int th = thrower();                    // expected-note {{in compile-time call to 'thrower'}}
int write_literal() { char* m = (char*)"abc"; m[0] = 'x'; return 0; }   // expected-error {{modification of a read-only object (string literal or constant) at compile time}}
@meta int wl = write_literal();              // expected-note {{in compile-time call to 'write_literal'}}
int* dangling() { int x = 1; return &x; }
@meta int dl = *dangling();                  // expected-error {{access to an object whose lifetime has ended}}
