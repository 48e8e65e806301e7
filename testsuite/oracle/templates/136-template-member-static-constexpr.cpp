// Static constexpr data members of class templates: arrays, computed
// values and use in constant expressions of other templates.
#include <cstdio>

template <int N>
struct Pow2Table {
    static constexpr int size = N;
    static constexpr int last = 1 << (N - 1);
    struct Data { int v[N]; };
    static constexpr Data make() {
        Data d{};
        for (int i = 0; i < N; ++i) d.v[i] = 1 << i;
        return d;
    }
    static constexpr Data table = make();
};

template <int V> struct Print { static void run() { printf("%d\n", V); } };

int main() {
    Print<Pow2Table<10>::last>::run();
    for (int i = 0; i < Pow2Table<6>::size; ++i) printf("%d ", Pow2Table<6>::table.v[i]);
    printf("\n");
    Print<Pow2Table<8>::table.v[7]>::run();
    return 0;
}
