// static_assert on trait values inside templates; the program prints only
// what passes, checking constexpr static members are usable as constants.
#include <cstdio>

template <typename T> struct is_small { static constexpr bool value = sizeof(T) <= 4; };

template <typename T>
struct SmallBox {
    static_assert(is_small<T>::value, "SmallBox needs a small type");
    T v;
    static constexpr int bytes = sizeof(T);
};

template <int N>
struct Even {
    static_assert(N % 2 == 0, "N must be even");
    static constexpr int half = N / 2;
};

int main() {
    SmallBox<int> a{5};
    SmallBox<char> b{'k'};
    printf("%d %d %d %c\n", SmallBox<int>::bytes, SmallBox<char>::bytes, a.v, b.v);
    int arr[Even<8>::half];
    printf("%zu %d\n", sizeof arr / sizeof arr[0], Even<100>::half);
    return 0;
}
