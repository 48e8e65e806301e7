// Calling a member template of a dependent base with this->template, and a
// nested template of a dependent base with typename Base::template.
#include <cstdio>

template <typename T>
struct Base {
    template <int N>
    T scaled(T v) const { return v * N; }
    template <typename U>
    struct Box { U u; };
};

template <typename T>
struct Derived : Base<T> {
    T run(T v) const { return this->template scaled<3>(v) + Base<T>::template scaled<2>(v); }
    typename Base<T>::template Box<char> boxed(char c) const { return {c}; }
};

int main() {
    Derived<int> d;
    Derived<double> e;
    printf("%d %.1f %c\n", d.run(2), e.run(0.5), d.boxed('q').u);
    return 0;
}
