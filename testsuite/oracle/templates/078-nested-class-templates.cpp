// Class templates nested in class templates, referenced from outside with
// typename and template, and a member template of a nested class.
#include <cstdio>

template <typename T>
struct Outer {
    template <typename U>
    struct Inner {
        T t;
        U u;
        template <typename V>
        V combine() const { return (V)t + (V)u; }
    };
    template <typename U>
    static Inner<U> make(T t, U u) { return Inner<U>{t, u}; }
};

template <typename T, typename U>
double use() {
    typename Outer<T>::template Inner<U> in = Outer<T>::template make<U>(T(1), U(2.5));
    return in.template combine<double>();
}

int main() {
    Outer<int>::Inner<char> a{5, 'A'};
    printf("%d\n", a.combine<int>());
    printf("%.1f %.1f\n", use<int, double>(), use<double, float>());
    auto b = Outer<long>::make(3L, 0.5);
    printf("%ld %.1f %.1f\n", b.t, b.u, b.combine<double>());
    return 0;
}
