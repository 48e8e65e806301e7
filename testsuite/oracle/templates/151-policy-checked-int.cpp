// An integer wrapper with an overflow policy chosen by template parameter:
// saturate, wrap, or report.
#include <cstdio>

struct Saturate {
    static int add(int a, int b, int lo, int hi) { int r = a + b; return r > hi ? hi : r < lo ? lo : r; }
};
struct Wrap {
    static int add(int a, int b, int lo, int hi) {
        int span = hi - lo + 1;
        int r = (a + b - lo) % span;
        return (r < 0 ? r + span : r) + lo;
    }
};
struct Report {
    static int add(int a, int b, int lo, int hi) {
        int r = a + b;
        if (r > hi || r < lo) printf("overflow: %d + %d\n", a, b);
        return r;
    }
};

template <int Lo, int Hi, typename Policy>
struct Bounded {
    int v;
    Bounded operator+(int d) const { return Bounded{Policy::add(v, d, Lo, Hi)}; }
};

int main() {
    Bounded<0, 100, Saturate> s{90};
    Bounded<0, 99, Wrap> w{90};
    Bounded<-10, 10, Report> r{5};
    printf("%d %d\n", (s + 20).v, (s + -200).v);
    printf("%d %d\n", (w + 20).v, (w + -95).v);
    printf("%d\n", (r + 10).v);
    return 0;
}
