// A class template that instantiates itself recursively with a growing
// counter to unroll a loop at compile time.
#include <cstdio>

template <int I, int N>
struct Unroll {
    template <typename F>
    static void run(F f) {
        f(I);
        Unroll<I + 1, N>::run(f);
    }
};
template <int N>
struct Unroll<N, N> {
    template <typename F>
    static void run(F) {}
};

template <int N>
int dot(const int *a, const int *b) {
    int s = 0;
    Unroll<0, N>::run([&](int i) { s += a[i] * b[i]; });
    return s;
}

int main() {
    Unroll<0, 5>::run([](int i) { printf("step %d\n", i); });
    int a[] = {1, 2, 3, 4}, b[] = {5, 6, 7, 8};
    printf("dot %d\n", dot<4>(a, b));
    return 0;
}
