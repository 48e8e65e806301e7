// A two-type variant class template with an index, visiting by overloaded
// function objects built from lambdas (the overloaded idiom).
#include <cstdio>

template <typename... Fs>
struct overloaded : Fs... { using Fs::operator()...; };
template <typename... Fs> overloaded(Fs...) -> overloaded<Fs...>;

template <typename A, typename B>
class Either {
    union { A a; B b; };
    int index;
public:
    Either(A x) : a(x), index(0) {}
    Either(B x) : b(x), index(1) {}
    template <typename F>
    auto visit(F f) const { return index == 0 ? f(a) : f(b); }
    int which() const { return index; }
};

int main() {
    Either<int, double> e1(42), e2(2.5);
    auto vis = overloaded{[](int i) { return i * 2.0; }, [](double d) { return d / 2; }};
    printf("%d %.2f\n", e1.which(), e1.visit(vis));
    printf("%d %.2f\n", e2.which(), e2.visit(vis));
    Either<char, const char *> e3('x'), e4("text");
    auto show = overloaded{[](char c) { printf("char %c\n", c); return 0; },
                           [](const char *s) { printf("string %s\n", s); return 1; }};
    int r = e3.visit(show) + e4.visit(show);
    printf("%d\n", r);
    return 0;
}
