// CRTP mixins: per-derived-class instance counters and comparison operators
// generated from a single less-than.
#include <cstdio>

template <typename T>
struct Counted {
    static int alive;
    Counted() { ++alive; }
    Counted(const Counted &) { ++alive; }
    ~Counted() { --alive; }
};
template <typename T> int Counted<T>::alive = 0;

template <typename T>
struct Ordered {
    friend bool operator>(const T &a, const T &b) { return b < a; }
    friend bool operator<=(const T &a, const T &b) { return !(b < a); }
    friend bool operator>=(const T &a, const T &b) { return !(a < b); }
    friend bool operator==(const T &a, const T &b) { return !(a < b) && !(b < a); }
};

struct Apple : Counted<Apple>, Ordered<Apple> {
    int weight;
    Apple(int w) : weight(w) {}
    bool operator<(const Apple &o) const { return weight < o.weight; }
};
struct Pear : Counted<Pear> {};

int main() {
    Apple a(100), b(150);
    {
        Apple c(a);
        Pear p, q, r;
        printf("apples %d pears %d\n", Counted<Apple>::alive, Counted<Pear>::alive);
    }
    printf("apples %d pears %d\n", Counted<Apple>::alive, Counted<Pear>::alive);
    printf("%d %d %d %d %d\n", a < b, a > b, a <= b, a >= b, a == Apple(100));
    return 0;
}
