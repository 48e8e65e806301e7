// Function templates taking callables by value and by reference: state is
// copied in one case and shared in the other.
#include <cstdio>

template <typename F>
void call3_by_value(F f) { f(); f(); f(); }

template <typename F>
void call3_by_ref(F &f) { f(); f(); f(); }

template <typename F>
F call_and_return(F f, int n) {
    for (int i = 0; i < n; ++i) f();
    return f;
}

struct Count {
    int n = 0;
    void operator()() { ++n; }
};

int main() {
    Count c;
    call3_by_value(c);
    printf("%d\n", c.n);
    call3_by_ref(c);
    printf("%d\n", c.n);
    Count d = call_and_return(c, 4);
    printf("%d %d\n", c.n, d.n);
    int hits = 0;
    auto lam = [&hits] { ++hits; };
    call3_by_value(lam);
    printf("%d\n", hits);
    return 0;
}
