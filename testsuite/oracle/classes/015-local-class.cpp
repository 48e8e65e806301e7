// A class defined inside a function, with member functions and a static
// member function.
#include <cstdio>

int run(int n) {
    struct Acc {
        int sum = 0;
        void add(int v) { sum += v; }
        static int twice(int v) { return 2 * v; }
    };
    Acc a;
    for (int i = 0; i < n; ++i) a.add(Acc::twice(i));
    return a.sum;
}

int main() {
    printf("%d %d %d\n", run(0), run(3), run(10));
    return 0;
}
