// A goto or a case label may not jump past the declaration of a variable
// with an initializer into its scope ([stmt.dcl]/3, clang: "cannot jump from
// this goto statement to its label" / "cannot jump from switch statement
// to this case label", note "jump bypasses variable initialization").
// Jumping past a declaration without initializer of a scalar, or past a
// nested block, is fine. Today sema accepts all of them, and the jumped-to
// code reads an uninitialized variable.
// RUN: %circle-rs -verify %s -fsyntax-only
void f(int x) {
  goto L;                        // expected-error {{cannot jump from this goto statement to its label}}
  int y = 5;                     // expected-note {{jump bypasses variable initialization}}
L:
  x = y;
}
void g(int x) {
  switch (x) {
    case 0:
      int y = 1;                 // expected-note {{jump bypasses variable initialization}}
    case 1:                      // expected-error {{cannot jump from switch statement to this case label}}
      break;
  }
}
void ok(int x) {
  int z;
  goto M;
  int w;
M:
  z = 1;
  switch (x) { case 0: { int y = 1; } case 1: break; }
}
