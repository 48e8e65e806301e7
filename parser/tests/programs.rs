//! Whole programs in the slice's language parse without diagnostics.

mod common;
use common::parse_ok;

#[test]
fn cuda_reduction_program() {
    let d = parse_ok(
        r#"
#include <cstdio>
#include <cstdint>
typedef unsigned int uint;
struct pair_t { int key; float value; };
enum class mode_t : uint8_t { sum = 1, max = 2 };
static __constant__ float weights[4] = {0.25f, 0.25f, 0.25f, 0.25f};
__device__ __managed__ unsigned long long total = 0;

template<int block_size>
__device__ inline float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__global__ void reduce(const float* __restrict__ in, float* out, size_t n, mode_t mode) {
  __shared__ float tile[256];
  unsigned tid = threadIdx.x;
  size_t i = blockIdx.x * (size_t)blockDim.x + tid;
  tile[tid] = i < n ? in[i] * weights[i % 4] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) tile[tid] += tile[tid + s];
    __syncthreads();
  }
  float v = warp_sum<32>(tile[tid]);
  if (tid == 0) {
    switch (mode) {
      case mode_t::sum: atomicAdd(out, v); break;
      case mode_t::max: *out = *out > v ? *out : v; break;
      default: break;
    }
    atomicAdd(&total, 1ull);
  }
}

int host_main(int argc, char** argv) {
  const size_t n = argc > 1 ? strtoul(argv[1], nullptr, 10) : 1 << 20;
  float* in = nullptr;
  float* out;
  cudaMalloc((void**)&in, n * sizeof *in);
  cudaMalloc(reinterpret_cast<void**>(&out), sizeof(float));
  dim3 grid((n + 255) / 256), block(256);
  reduce<<<grid, block, 0, 0>>>(in, out, n, mode_t::sum);
  pair_t p{1, 2.0f}, q = {.key = 3, .value = 4.0f};
  int counts[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  for (auto& row : counts) for (int c : row) p.key += c;
  do { --p.key; } while (p.key > 0 && q.key-- != 0);
  goto end;
end:
  printf("%d %f\n", p.key, (double)q.value);
  return static_cast<int>(sizeof(pair_t)) - alignof(pair_t) + (int)mode_t::max;
}
"#,
    );
    assert!(d.contains("Launch"), "{d}");
    assert!(d.contains("Name warp_sum<32>"), "{d}");
}

#[test]
fn circle_meta_program() {
    let d = parse_ok(
        r#"
enum class color_t { red, green = 4, blue };
@meta int counter = 0;
@meta for enum(color_t c : color_t) {
  @meta printf("%s = %d\n", @enum_name(c), (int)c);
  @meta counter++;
}
static_assert(@enum_count(color_t) == 3, "three colors");
template<typename T>
const char* name_of(T e) {
  switch (e) {
    @meta for enum(T e2 : T)
      case e2: return @enum_name(e2);
    default: return "?";
  }
}
__device__ int scaled(int x) {
  @codegen int arch = (int)__nvvm_arch;
  if codegen(arch >= 70) return x * 7;
  else @codegen if (arch >= 50) return x * 5;
  else return x;
}
int unrolled(const int* data) {
  int sum = 0;
  @meta for (int i = 0; i < 4; ++i) sum += data[@meta i];
  @meta if (sizeof(int) == 4) { sum <<= 1; }
  @meta while (counter < 10) counter += 3;
  return sum + @meta counter + @type_string(color_t)[0];
}
"#,
    );
    assert!(d.contains("@meta ForEnumStmt"), "{d}");
    assert!(d.contains("@codegen IfStmt codegen"), "{d}");
}
