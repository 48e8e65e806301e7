// Misuse of the warp intrinsics is a diagnostic with the call's location:
// wrong argument counts, a shuffled value that is not a 2-, 4- or 8-byte
// arithmetic type. At compile time they are not constant.
// RUN: %circle-rs -verify %s -fsyntax-only

struct S { int a, b, c; };

__device__ void bad(S s, int* p) {
  __shfl_sync(0xffffffffu, 1);        // expected-error {{'__shfl_sync' takes 3 argument(s), 2 given}}
  __shfl_down_sync(0xffffffffu, s, 1); // expected-error {{no matching function for call to '__shfl_down_sync' with argument of type 'S'}}
  __shfl_xor_sync(0xffffffffu, p, 1);  // expected-error {{no matching function for call to '__shfl_xor_sync' with argument of type 'int *'}}
  __ballot_sync(1);                    // expected-error {{'__ballot_sync' takes 2 argument(s), 1 given}}
  __syncwarp(1, 2);                    // expected-error {{'__syncwarp' takes 1 argument(s), 2 given}}
  __activemask(3);                     // expected-error {{'__activemask' takes 0 argument(s), 1 given}}
}

constexpr unsigned at_compile_time() { return __activemask(); } // expected-note {{the device builtin '__activemask' cannot be evaluated at compile time}}
constexpr unsigned m = at_compile_time(); // expected-error {{}}
