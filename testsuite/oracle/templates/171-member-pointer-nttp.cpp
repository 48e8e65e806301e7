// Pointers to member functions as non-type template arguments: a method
// invoker bound at compile time.
#include <cstdio>

struct Counter {
    int n = 0;
    int add(int k) { n += k; return n; }
    int twice(int k) { n += 2 * k; return n; }
};

template <int (Counter::*M)(int)>
struct Invoke {
    static int run(Counter &c, int k) { return (c.*M)(k); }
};

template <typename C, int (C::*M)(int)>
int apply_three(C &c) { (c.*M)(1); (c.*M)(1); return (c.*M)(1); }

int main() {
    Counter c;
    printf("%d\n", Invoke<&Counter::add>::run(c, 5));
    printf("%d\n", Invoke<&Counter::twice>::run(c, 5));
    printf("%d\n", apply_three<Counter, &Counter::add>(c));
    return 0;
}
