// Default member initializers in class templates depending on T and on
// non-type parameters; static constexpr members used as initializers.
#include <cstdio>

template <typename T, int N = 3>
struct Config {
    static constexpr int count = N;
    T values[N] = {};
    T scale = T(1) / T(2);
    int doubled = count * 2;
    const char *name = N > 2 ? "many" : "few";
};

int main() {
    Config<double> d;
    Config<int, 2> i;
    printf("%.2f %d %s %d\n", d.scale, d.doubled, d.name, (int)d.values[2]);
    printf("%d %d %s\n", i.scale, i.doubled, i.name);
    return 0;
}
