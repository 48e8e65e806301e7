// SFINAE on a pointer to data member template argument: detecting a
// member named `id` of type int.
#include <cstdio>

template <typename T, T> struct probe;

template <typename T>
struct has_int_id {
    template <typename U> static char test(probe<int U::*, &U::id> *);
    template <typename U> static long test(...);
    static const bool value = sizeof(test<T>(0)) == 1;
};

struct User { int id; };
struct Group { long id; };
struct Empty {};

int main() {
    printf("%d %d %d\n", has_int_id<User>::value, has_int_id<Group>::value, has_int_id<Empty>::value);
    return 0;
}
