// A __device__ function or device builtin used in a function only the
// host runs (declared __host__ without __device__, or main) is an error,
// as in clang. __host__ __device__ and unannotated functions may use them
// (Circle lets device code call unannotated functions), and so may
// kernels.
// RUN: %circle-rs -verify %s -fsyntax-only

__device__ int dev(int x) { return x + 1; }
__host__ __device__ int hd(int x) { return x; }
int untagged(int* p) { return atomicAdd(p, 1); }

__host__ void host_fn(int* p) {
  __syncthreads();          // expected-error {{reference to __device__ function '__syncthreads' in __host__ function}}
  int y = dev(3) + hd(1);   // expected-error {{reference to __device__ function 'dev' in __host__ function}}
  unsigned t = threadIdx.x; // expected-error {{reference to __device__ variable 'threadIdx' in __host__ function}}
  atomicAdd(p, 1);          // expected-error {{reference to __device__ function 'atomicAdd' in __host__ function}}
  __popc(3u);               // expected-error {{reference to __device__ function '__popc' in __host__ function}}
  (void)y; (void)t;
}

int main() {
  __syncwarp();             // expected-error {{reference to __device__ function '__syncwarp' in __host__ function}}
  return dev(1);            // expected-error {{reference to __device__ function 'dev' in __host__ function}}
}

__global__ void k(int* p) { __syncthreads(); p[0] = dev(1) + hd(2) + untagged(p); }
__host__ __device__ void both(int* p) { __threadfence(); p[0] = dev(2); }
