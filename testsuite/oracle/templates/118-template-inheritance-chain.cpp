// A class template deriving from another specialization of itself
// (recursive inheritance by a counter), each level adding a member.
#include <cstdio>

template <int N>
struct Levels : Levels<N - 1> {
    int value = N * N;
    int sum() const { return value + Levels<N - 1>::sum(); }
    template <int K>
    int at() const { return static_cast<const Levels<K> &>(*this).value; }
};

template <>
struct Levels<0> {
    int value = 0;
    int sum() const { return 0; }
};

int main() {
    Levels<5> l;
    printf("%d\n", l.sum());
    printf("%d %d %d\n", l.at<1>(), l.at<3>(), l.at<5>());
    printf("%zu\n", sizeof(l) / sizeof(int));
    return 0;
}
