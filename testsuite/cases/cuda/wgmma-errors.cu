// The checks cudafe++ makes on __wgmma_mma_async calls (missing A/B,
// shape, operand types, constant arguments), with its wording where the
// seed gives it, and a host call of a device builtin.
// RUN: %circle-rs -verify %s -fsyntax-only
__device__ void f(unsigned long long d, int s, float *p) {
  float acc[4];
  float odd[3];
  double wrong[4];
  unsigned h[4];
  __wgmma_mma_async_f16(acc, d);             // expected-error {{The 'A' or 'B' argument to __wgmma_mma_async call is missing}}
  __wgmma_mma_async_f16(odd, d, d, 1);        // expected-error {{The shape m64n6k16 is not supported for __wgmma_mma_async builtin}} expected-note {{N must be a multiple of 8}}
  __wgmma_mma_async_bf16(h, d, d, 1);         // expected-error {{The shape m64n16k16 is not supported for __wgmma_mma_async builtin}} expected-note {{with 'float' accumulators}}
  __wgmma_mma_async_f16(wrong, d, d, 1);      // expected-error {{the accumulator of '__wgmma_mma_async_f16' must be an array of 'float' or 'unsigned int', not 'double[4]'}}
  __wgmma_mma_async_f16(acc, p, d, 1);        // expected-error {{the 'A' argument to __wgmma_mma_async must be a 64-bit matrix descriptor, not 'float *'}}
  __wgmma_mma_async_f16(acc, d, 1.0f, 1);     // expected-error {{the 'B' argument to __wgmma_mma_async must be a 64-bit matrix descriptor, not 'float'}}
  __wgmma_mma_async_f16(acc, d, d, 1, s);     // expected-error {{Non-constant argument to __wgmma_mma_async call}} expected-note {{}}
  __wgmma_mma_async_f16(acc, d, d, 1, 0);     // expected-error {{the scale of 'A' or 'B' must be 1 or -1}}
  __wgmma_mma_async_tf32(acc, d, d, 1, 1, 1, 0); // expected-error {{'__wgmma_mma_async_tf32' takes 6 argument(s), 7 given}}
  __wgmma_wait_group(8);                      // expected-error {{argument value 8 is outside the valid range [0, 7]}}
}
__host__ void host() {
  __wgmma_fence(); // expected-error {{reference to __device__ function '__wgmma_fence' in __host__ function}}
}
