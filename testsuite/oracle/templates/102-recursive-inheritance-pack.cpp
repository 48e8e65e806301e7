// A class template that inherits from one base per type in a pack (an
// overload set of visit functions), dispatched by the argument type.
#include <cstdio>

template <typename T>
struct Handler {
    int hits = 0;
    void handle(const T &) { ++hits; }
    int count(const T *) const { return hits; }
};

template <typename... Ts>
struct Dispatcher : Handler<Ts>... {
    using Handler<Ts>::handle...;
    using Handler<Ts>::count...;
    template <typename T> int hits() const { return count((const T *)nullptr); }
};

int main() {
    Dispatcher<int, double, const char *> d;
    d.handle(1);
    d.handle(2);
    d.handle(3.0);
    d.handle("s");
    d.handle(4);
    printf("%d %d %d\n", d.hits<int>(), d.hits<double>(), d.hits<const char *>());
    return 0;
}
