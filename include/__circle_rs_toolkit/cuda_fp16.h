// <cuda_fp16.h> under the CUDA toolkit's headers (see
// <__circle_rs_cuda_wrapper.h>): this directory comes before the toolkit's,
// so the bundled half-precision header stands for NVIDIA's, which needs
// libcu++'s <nv/target> (not in the wheels) and defines __half as a class
// on nvcc's builtins; circle-rs's __half is _Float16, lowered for both
// vendors.
#include "../cuda_fp16.h"
