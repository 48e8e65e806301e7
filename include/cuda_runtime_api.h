// <cuda_runtime_api.h>: circle-rs bundled header; see <cuda_runtime.h>.
#include <cuda_runtime.h>
