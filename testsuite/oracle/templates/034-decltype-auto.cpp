// decltype of names and expressions, auto return types, decltype(auto)
// keeping references, and trailing return types depending on parameters.
#include <cstdio>

template <typename A, typename B> struct same { static const bool value = false; };
template <typename A> struct same<A, A> { static const bool value = true; };

int g = 5;
int &ref_g() { return g; }

auto by_value() { return ref_g(); }
decltype(auto) by_ref() { return ref_g(); }
decltype(auto) paren() { return (g); }

template <typename A, typename B>
auto add(A a, B b) -> decltype(a + b) { return a + b; }

int main() {
    int x = 1;
    const int cx = 2;
    printf("%d %d %d\n", same<decltype(x), int>::value, same<decltype((x)), int &>::value,
           same<decltype(cx), const int>::value);
    printf("%d %d %d\n", same<decltype(by_value()), int>::value, same<decltype(by_ref()), int &>::value,
           same<decltype(paren()), int &>::value);
    by_ref() = 10;
    printf("%d\n", g);
    paren() += 1;
    printf("%d\n", g);
    printf("%d %d\n", same<decltype(add(1, 2.0)), double>::value, same<decltype(add('a', 'b')), int>::value);
    printf("%.1f\n", add(1, 2.5));
    return 0;
}
