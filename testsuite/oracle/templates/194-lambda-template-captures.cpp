// Lambdas with a template parameter list and captures: by reference under
// a capture-default (locals and this), by copy with an explicit
// by-reference capture, a mutable by-copy capture with a parameter pack.
#include <cstdio>
struct Acc {
    int base = 100;
    int run() {
        auto f = [&]<typename T>(T x) { return base + (int)x; };
        return f(5) + f(2.5);
    }
};
int main() {
    int total = 0, scale = 3;
    auto add = [&]<typename T>(T x) { total += (int)x * scale; };
    add(2); add(1.5); add('\1');
    printf("%d\n", total);
    auto get = [=, &total]<int N>() { total += N; return scale * N; };
    int a = get.template operator()<4>();
    printf("%d %d\n", a, total);
    int k = 7;
    auto cnt = [k]<typename... Ts>(Ts... xs) mutable { k += (int)sizeof...(Ts); return k + (0 + ... + xs); };
    int c1 = cnt(1, 2);
    int c2 = cnt();
    printf("%d %d\n", c1, c2);
    printf("%d\n", Acc().run());
    return 0;
}
