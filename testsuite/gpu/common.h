// Shared by the GPU run checks: stop with the runtime's own words on any
// error, so a failed run says which call failed and why.
#pragma once
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t e_ = (call);                                               \
    if (e_ != cudaSuccess) {                                               \
      printf("CUDA error %s at %s:%d: %s\n", cudaGetErrorName(e_),         \
             __FILE__, __LINE__, cudaGetErrorString(e_));                  \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#define CHECK_LAUNCH() do { CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize()); } while (0)
