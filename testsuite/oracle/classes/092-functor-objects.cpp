// Function objects with state, passed by reference to an algorithm written
// with a function pointer-free interface (a virtual base class).
#include <cstdio>

struct Predicate {
    virtual bool operator()(int x) const = 0;
    virtual ~Predicate() {}
};

struct Greater : Predicate {
    int limit;
    Greater(int l) : limit(l) {}
    bool operator()(int x) const override { return x > limit; }
};

struct Even : Predicate {
    bool operator()(int x) const override { return x % 2 == 0; }
};

int count_if(const int *xs, int n, const Predicate &p) {
    int c = 0;
    for (int i = 0; i < n; ++i)
        if (p(xs[i])) ++c;
    return c;
}

struct Accumulate {
    int sum = 0;
    int calls = 0;
    void operator()(int x) { sum += x; ++calls; }
};

int main() {
    int xs[] = {5, 12, 7, 8, 21, 4};
    printf("%d %d\n", count_if(xs, 6, Greater(6)), count_if(xs, 6, Even()));
    Accumulate acc;
    for (int x : xs) acc(x);
    printf("sum %d calls %d\n", acc.sum, acc.calls);
    return 0;
}
