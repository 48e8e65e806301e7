// A device function in an included file, for debug-info.cu.
static __device__ float helper_twice(float x) {
  return x + x;
}
