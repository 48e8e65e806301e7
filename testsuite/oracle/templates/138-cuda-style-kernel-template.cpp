// A host-side emulation of a templated CUDA-style kernel: block size and
// items per thread as template parameters, a reduction over a grid.
#include <cstdio>

struct dim { int x; };

template <int BlockSize, int ItemsPerThread, typename T>
void reduce_kernel(dim block_idx, dim thread_idx, const T *in, int n, T *partial) {
    T sum = T();
    int base = (block_idx.x * BlockSize + thread_idx.x) * ItemsPerThread;
    for (int i = 0; i < ItemsPerThread; ++i)
        if (base + i < n) sum += in[base + i];
    partial[block_idx.x * BlockSize + thread_idx.x] = sum;
}

template <int BlockSize, int ItemsPerThread, typename T>
T launch(const T *in, int n) {
    const int tile = BlockSize * ItemsPerThread;
    int blocks = (n + tile - 1) / tile;
    T partial[64] = {};
    for (int b = 0; b < blocks; ++b)
        for (int t = 0; t < BlockSize; ++t) reduce_kernel<BlockSize, ItemsPerThread>(dim{b}, dim{t}, in, n, partial);
    T total = T();
    for (int i = 0; i < blocks * BlockSize; ++i) total += partial[i];
    printf("<%d, %d>: %d blocks\n", BlockSize, ItemsPerThread, blocks);
    return total;
}

int main() {
    int xs[100];
    for (int i = 0; i < 100; ++i) xs[i] = i;
    printf("%d\n", launch<8, 4>(xs, 100));
    printf("%d\n", launch<4, 8>(xs, 100));
    float fs[10] = {0.5f, 1.5f, 2.5f};
    printf("%.1f\n", launch<2, 2>(fs, 10));
    return 0;
}
