// Recursive aggregate templates: a compile-time linked list of values
// with a runtime fold over it.
#include <cstdio>

struct Nil {};

template <int V, typename Next = Nil>
struct Cons {
    static const int value = V;
    typedef Next next;
};

template <typename L> struct Length { static const int value = 1 + Length<typename L::next>::value; };
template <> struct Length<Nil> { static const int value = 0; };

template <typename L> struct Sum { static const int value = L::value + Sum<typename L::next>::value; };
template <> struct Sum<Nil> { static const int value = 0; };

template <typename L>
void print() {
    printf("%d ", L::value);
    print<typename L::next>();
}
template <>
void print<Nil>() { printf("\n"); }

typedef Cons<1, Cons<2, Cons<3, Cons<4>>>> L4;

int main() {
    print<L4>();
    printf("%d %d\n", Length<L4>::value, Sum<L4>::value);
    return 0;
}
