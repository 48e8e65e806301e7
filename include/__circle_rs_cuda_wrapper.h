// circle-rs bundled header: the CUDA toolkit's own headers, read the way
// circle-rs compiles CUDA. The driver includes this (instead of the bundled
// <cuda_runtime.h>) before every CUDA source when it finds a toolkit
// (--cuda-path, CUDA_PATH, the wheels scripts/setup.sh installs; see
// driver/src/cuda_headers.rs), with the toolkit's include directories ahead
// of the bundled ones. Clang's CUDA mode
// does the same through its runtime wrapper header; the choices below follow
// what it does and why.
//
// One translation serves the host and every device target, so the toolkit
// is read once, from the host's side: __CUDA_ARCH__ is hidden while it is
// read. With it visible (a single -sm_XX names it for host code too) the
// runtime API would turn into the device runtime's stubs
// (__cudaCDP2GetDeviceCount ...), which the host cannot link.
//
// What nvcc supplies as its own builtins the toolkit only declares, or
// defines on them; circle-rs has its own, so the toolkit's versions are kept
// out by their include guards, as clang keeps them out:
// - crt/device_functions.h (and the sm_*_intrinsics, atomic and
//   texture-fetch headers it brings) define device intrinsics on nvcc's
//   builtins (__match32_any_sync, __nv_*); the bundled
//   <__circle_rs_device_functions.h> writes them on circle-rs's builtins,
//   so they lower for NVIDIA and AMD alike.
// - device_launch_parameters.h declares threadIdx, blockIdx, blockDim,
//   gridDim and warpSize as extern variables; they are circle-rs builtins.
// The math library's declarations (crt/math_functions.h, read through
// crt/common_functions.h) stay: circle-rs lowers sqrtf, __expf ... on the
// device itself, and the host calls libm as declared there.
#ifndef __CIRCLE_RS_CUDA_WRAPPER_H
#define __CIRCLE_RS_CUDA_WRAPPER_H

// Tells the bundled headers that the toolkit's declarations are in force
// (<__circle_rs_device_functions.h> then leaves min/max to the toolkit's
// math_functions.hpp).
#define __CIRCLE_RS_CUDA_TOOLKIT 1

#define __DEVICE_FUNCTIONS_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__

#pragma push_macro("__CUDA_ARCH__")
#undef __CUDA_ARCH__

// The toolkit's headers test nvcc's version macros; clang derives them from
// the runtime's version, and so does circle-rs.
#include <cuda_runtime_api.h>
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ (CUDART_VERSION / 1000)
#define __CUDACC_VER_MINOR__ (CUDART_VERSION % 1000 / 10)
#define __CUDACC_VER_BUILD__ 0
#endif

#include <cuda_runtime.h>

#pragma pop_macro("__CUDA_ARCH__")

// crt/host_defines.h spells the CUDA keywords as macros over GNU
// attributes. circle-rs has them as keywords (and kernel attributes with
// argument lists the parser checks), so user code after this point reads
// them exactly as it does under the bundled headers.
#undef __host__
#undef __device__
#undef __global__
#undef __shared__
#undef __constant__
#undef __managed__
#undef __grid_constant__
#undef __launch_bounds__
#undef __cluster_dims__
#undef __block_size__
#undef __forceinline__
#undef __noinline__

// nvcc's device pass includes these through crt/common_functions.h, so
// CUDA programs use printf, fprintf(stderr, ...), malloc and memcpy without
// including them; circle-rs's one pass sees both sides' headers.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <__circle_rs_device_functions.h>

#ifndef __CIRCLE_RS_ALLOCA
#define __CIRCLE_RS_ALLOCA
extern "C" __host__ __device__ void *alloca(size_t size);
#endif

#endif
