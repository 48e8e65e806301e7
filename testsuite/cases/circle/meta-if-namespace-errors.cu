// Function definitions are allowed directly in the braces of a
// namespace-scope `@meta if`, not inside a function body there, nor in a
// block-scope `@meta if`.
// RUN: %circle-rs -verify %s -fsyntax-only
@meta int which = 2;
@meta if(which == 2) {
  __device__ int outer(int x) {
    int local(int y) { return y; }    // expected-error {{function definition is not allowed here}}
    @meta if(which == 2) {
      int local2() { return 0; }      // expected-error {{function definition is not allowed here}}
    }
    return x;
  }
}
