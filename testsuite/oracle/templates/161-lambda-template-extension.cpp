// Lambdas with an explicit template parameter list ([]<int N>(...)), a C++20
// feature that g++-12 and clang++-19 accept in C++17 mode as an extension
// (with a warning), called with f.template operator()<N>().
#include <cstdio>

template <typename F>
int call_with_3(F f) { return f.template operator()<3>(); }

int main() {
    auto times = []<int N>(int x) { return x * N; };
    printf("%d %d\n", times.operator()<2>(21), times.template operator()<5>(3));
    auto typed = []<typename T>(T a, T b) { return a < b ? b : a; };
    printf("%d %.1f\n", typed(3, 9), typed(2.5, -1.0));
    printf("%d\n", call_with_3([]<int K>() { return K * K; }));
    return 0;
}
