// Lambdas stored as class members and called through the member; a lambda
// passed to a member function taking a function pointer.
#include <cstdio>

struct Visitor {
    int (*fn)(int);
    int visit_all(const int *xs, int n) const {
        int acc = 0;
        for (int i = 0; i < n; ++i) acc += fn(xs[i]);
        return acc;
    }
};

int main() {
    const int data[] = {1, 2, 3, 4};
    Visitor sq{[](int x) { return x * x; }};
    Visitor neg{[](int x) { return -x; }};
    printf("%d %d\n", sq.visit_all(data, 4), neg.visit_all(data, 4));
    int total = 0;
    auto add = [&total](int x) { total += x; };
    for (int x : data) add(x);
    printf("total %d\n", total);
    return 0;
}
