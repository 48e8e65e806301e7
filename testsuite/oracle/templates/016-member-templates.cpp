// Member function templates in a class and in a class template, including a
// converting constructor template and an out-of-line member template.
#include <cstdio>

struct Printer {
    template <typename T>
    void show(const char *label, T v) const;
    template <typename T>
    T twice(T v) const { return v + v; }
};

template <typename T>
void Printer::show(const char *label, T v) const { printf("%s %d\n", label, (int)v); }

template <typename T>
struct Box {
    T v;
    Box(T x) : v(x) {}
    template <typename U>
    Box(const Box<U> &o) : v((T)o.v) {}
    template <typename U>
    Box<U> as() const { return Box<U>((U)v); }
    template <typename F>
    auto map(F f) const -> Box<decltype(f(v))> { return Box<decltype(f(v))>(f(v)); }
};

int main() {
    Printer p;
    p.show("int", 3);
    p.show("double", 3.9);
    printf("%d %.1f\n", p.twice(21), p.twice(1.25));
    Box<double> d(2.75);
    Box<int> i(d);
    printf("%d\n", i.v);
    printf("%c\n", Box<int>(65).as<char>().v);
    printf("%.1f\n", i.map([](int x) { return x * 1.5; }).v);
    return 0;
}
