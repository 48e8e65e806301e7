// Device printf on AMD GPUs uses the ROCm device libraries' hostcall
// protocol, as clang's HIP does: the format and each %s argument go as
// bytes (__ockl_printf_append_string_n, the length counting the NUL, 0 for
// a null pointer, which the device-side loop computes), every other
// argument as one 64-bit word (__ockl_printf_append_args: floats promoted
// to double and sent by their bits, pointers by address, a '*' width as a
// word of its own), the last append flagged. ockl is linked in, and the
// kernel asks the runtime for the hostcall buffer (hidden_hostcall_buffer).
// NVIDIA targets keep vprintf.
// RUN: mkdir -p %t && cd %t && %circle-rs -c %s -gfx1100 -sm_70 -save-temps -o %t/out.o
// RUN: %FileCheck %s --input-file %t/amd-printf-hip-amdgcn-amd-amdhsa-gfx1100.ll
// RUN: %FileCheck %s --check-prefix=NV --input-file %t/amd-printf-cuda-nvptx64-nvidia-cuda-sm_70.ll
// COM: -O0 too: LLVM 19's AMDGPU backend crashed on the library's unused functions
// RUN: %circle-rs %s -gfx1100 -O0 --emit=amdgcn -o %t.o0
// RUN: llvm-readobj-19 --notes %t/amd-printf-hip-amdgcn-amd-amdhsa-gfx1100.o | %FileCheck %s --check-prefix=NOTES
#include <cstdio>

__global__ void k(int x, double d, const char* s, float f, long long big) {
  int n = printf("x=%d d=%f s=%s f=%f big=%lld %*d|%s\n", x, d, s, f, big, 5, x, "lit");
  printf("n=%d\n", n);
  printf("plain\n");
}

// CHECK-LABEL: define {{.*}}amdgpu_kernel void @_Z1kidPKcfx(
// CHECK: [[D0:%[0-9]+]] = call i64 @__ockl_printf_begin(i64 0)
// CHECK: [[D1:%[0-9]+]] = call i64 @__ockl_printf_append_string_n(i64 [[D0]], ptr {{.*}}@.str{{.*}}, i64 {{%[0-9]+}}, i32 0)
// CHECK: [[X:%[0-9]+]] = zext i32 {{%[0-9]+}} to i64
// CHECK-NEXT: [[D2:%[0-9]+]] = call i64 @__ockl_printf_append_args(i64 [[D1]], i32 1, i64 [[X]], i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
// CHECK: bitcast double {{.*}} to i64
// CHECK: call i64 @__ockl_printf_append_args(i64 [[D2]], i32 1,
// COM: the %s argument: its bytes, with a length the loop computes
// CHECK: icmp eq ptr
// CHECK: call i64 @__ockl_printf_append_string_n(
// COM: the float: promoted to double by the call, sent by its bits
// CHECK: fpext float
// CHECK: call i64 @__ockl_printf_append_args(
// CHECK: call i64 @__ockl_printf_append_args(
// COM: the '*' width, then its integer
// CHECK: call i64 @__ockl_printf_append_args({{.*}}, i32 1, i64 5, i64 0,
// CHECK: call i64 @__ockl_printf_append_args(
// COM: the last argument, a %s literal, closes the message
// CHECK: call i64 @__ockl_printf_append_string_n({{.*}}@.str.1{{.*}}, i32 1)
// CHECK: trunc i64
// COM: no arguments: the format is the last append
// CHECK: call i64 @__ockl_printf_append_string_n({{.*}}@.str.3{{.*}}, i32 1)
// CHECK: define internal i64 @__ockl_printf_begin(

// NV-LABEL: define {{.*}}void @_Z1kidPKcfx(
// NV: call i32 @vprintf(

// NOTES: .value_kind: hidden_hostcall_buffer
