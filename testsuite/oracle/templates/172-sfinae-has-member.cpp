// Detecting member functions of a given signature with the C++03
// sizeof/SFINAE idiom over a pointer-to-member template argument.
#include <cstdio>

template <typename T, T> struct sig_check;

template <typename T>
struct has_size {
    typedef char one;
    typedef char two[2];
    template <typename U> static one &test(sig_check<int (U::*)() const, &U::size> *);
    template <typename U> static two &test(...);
    static const bool value = sizeof(test<T>(0)) == 1;
};

struct Vec { int size() const { return 3; } };
struct Bag { long size() const { return 4; } };
struct Rock {};

int main() {
    printf("%d %d %d\n", has_size<Vec>::value, has_size<Bag>::value, has_size<Rock>::value);
    return 0;
}
