// Deducing array sizes as non-type template parameters from arguments, and
// returning arrays wrapped in a struct template.
#include <cstdio>

template <typename T, int N>
struct Array {
    T a[N];
    static constexpr int size() { return N; }
};

template <typename T, int N, int M>
Array<T, N + M> join(const T (&x)[N], const T (&y)[M]) {
    Array<T, N + M> r{};
    for (int i = 0; i < N; ++i) r.a[i] = x[i];
    for (int i = 0; i < M; ++i) r.a[N + i] = y[i];
    return r;
}

template <int N>
int string_length(const char (&)[N]) { return N - 1; }

int main() {
    int x[] = {1, 2, 3};
    int y[] = {4, 5};
    auto j = join(x, y);
    printf("%d:", j.size());
    for (int v : j.a) printf(" %d", v);
    printf("\n%d %d\n", string_length("hello"), string_length(""));
    return 0;
}
