// --cuda-toolkit-headers insists on the toolkit's headers: when none is
// found the error lists where circle-rs looked and how to point it there,
// and nothing is written. C++ sources read no CUDA headers implicitly, so
// the flag does not concern them.
// RUN: %not %circle-rs --cuda-toolkit-headers --cuda-path=%T/no-toolkit %s -sm_70 -o %t 2>&1 | %FileCheck %s
// RUN: test ! -e %t
// RUN: %circle-rs --cuda-toolkit-headers --cuda-path=%T/no-toolkit -x c++ %s -fsyntax-only
int main() { return 0; }
// CHECK: error: --cuda-toolkit-headers: cannot find the CUDA toolkit's headers (cuda_runtime.h and crt/common_functions.h)
// CHECK-NEXT: note: looked in '{{.*}}no-toolkit/include'
// CHECK-NEXT: note: pass --cuda-path=DIR, set CUDA_PATH, or run scripts/setup.sh
// CHECK-NEXT: 1 error generated.
