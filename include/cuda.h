// <cuda.h>: circle-rs bundled header. The version macro of the CUDA driver
// API and a few of its types; the runtime API comes with it, since CUDA
// programs often include only this header.
#ifndef __CIRCLE_RS_CUDA_H
#define __CIRCLE_RS_CUDA_H

#ifndef CUDA_VERSION
#define CUDA_VERSION 12000
#endif

#include <cuda_runtime.h>

enum cudaError_enum {
    CUDA_SUCCESS = 0,
    CUDA_ERROR_INVALID_VALUE = 1,
    CUDA_ERROR_OUT_OF_MEMORY = 2,
    CUDA_ERROR_NOT_INITIALIZED = 3,
    CUDA_ERROR_NO_DEVICE = 100,
    CUDA_ERROR_INVALID_DEVICE = 101
};
typedef enum cudaError_enum CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef cudaStream_t CUstream;

extern "C" {
CUresult cuInit(unsigned int flags);
CUresult cuDriverGetVersion(int *version);
CUresult cuDeviceGet(CUdevice *device, int ordinal);
CUresult cuDeviceGetCount(int *count);
}

#endif
