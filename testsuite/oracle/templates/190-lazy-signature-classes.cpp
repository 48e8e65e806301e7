// A class template specialization named only in a member function's
// declaration is not instantiated ([temp.inst]/3): a poisoned template in
// an unused member's signature, an unbounded chain of return types, and
// uses that do need the class complete (a call, a member access through
// a pointer, sizeof, a qualified name, a base).
#include <cstdio>

template <typename T>
struct Poison {
    static_assert(sizeof(T) == 0, "Poison must never be instantiated");
    T v;
};

template <int N>
struct Level {
    int depth() const { return N; }
    Level<N + 1> deeper() const { return Level<N + 1>(); }
    Level<N + 1> *next_ptr(Level<N + 1> *p) const { return p; }
    Poison<Level> never_called() const;
    static Poison<int> also_never(Poison<char> p);
};

template <typename T>
struct Box {
    T value;
    Box<Box<T>> wrap() const { return Box<Box<T>>{*this}; }
    typedef T type;
};

template <typename B>
struct Derived : B {
    int extra = 5;
};

template <typename T>
Derived<Box<T>> make_derived(T v) {
    Derived<Box<T>> d;
    d.value = v;
    return d;
}

int main() {
    Level<0> l0;
    printf("%d %d %d\n", l0.depth(), l0.deeper().depth(), l0.deeper().deeper().deeper().depth());
    Level<7> l7;
    Level<8> *p = nullptr;
    printf("%d %d\n", l7.next_ptr(p) == nullptr, l7.deeper().depth());
    Box<int> b{41};
    auto bb = b.wrap();
    printf("%d %d\n", bb.value.value + 1, (int)sizeof(bb.wrap()));
    Box<Box<Box<int>>>::type inner = bb;
    printf("%d\n", inner.value.value);
    auto d = make_derived(3.5);
    printf("%.1f %d\n", d.value, d.extra);
    return 0;
}
