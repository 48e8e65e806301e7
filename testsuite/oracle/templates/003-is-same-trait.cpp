// A hand-written is_same trait with a partial specialization, and
// integral_constant as its base.
#include <cstdio>

template <typename T, T v>
struct integral_constant {
    static constexpr T value = v;
    constexpr operator T() const { return v; }
};
using true_type = integral_constant<bool, true>;
using false_type = integral_constant<bool, false>;

template <typename A, typename B> struct is_same : false_type {};
template <typename A> struct is_same<A, A> : true_type {};

typedef int myint;

int main() {
    printf("%d %d %d\n", is_same<int, int>::value, is_same<int, long>::value,
           is_same<int, myint>::value);
    printf("%d %d\n", is_same<const int, int>::value, is_same<int *, int *>::value);
    bool b = is_same<char, signed char>{};
    printf("%d\n", b);
    return 0;
}
