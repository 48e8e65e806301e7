// A function template named only in an unevaluated operand (noexcept,
// decltype, sizeof) is not odr-used: its body, which would not compile for
// that argument, is never instantiated (std::declval's static_assert).
#include <cstdio>

template<typename T> struct Never { static const bool value = false; };
template<typename T> T&& fake() {
    static_assert(Never<T>::value, "fake() must not be used");
    return static_cast<T&&>(*(T*)nullptr);
}
template<typename T> T twice(T a) noexcept { return a + a; }
template<typename T> T maybe(T a) { return a; }

template<typename T> struct Probe {
    static constexpr bool nothrow_twice = noexcept(twice(fake<T>()));
    static constexpr bool nothrow_maybe = noexcept(maybe(fake<T>()));
    static constexpr unsigned size = sizeof(twice(fake<T>()));
};
decltype(fake<double>() * 2) scale = 1.5;

int main() {
    printf("%d %d %u %g\n", Probe<int>::nothrow_twice, Probe<int>::nothrow_maybe,
           Probe<short>::size, scale * 2);
    printf("%d\n", twice(21));
    return 0;
}
