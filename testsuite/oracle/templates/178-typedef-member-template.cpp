// Member templates reached through a typedef of a class template
// specialization: `T::template`-free qualified names of member alias and
// class templates.
#include <cstdio>

template <typename T>
struct traits {
    template <int N> using arr = T[N];
    template <typename U> struct rebind { typedef traits<U> other; };
    static const int size = sizeof(T);
};

int main() {
    typedef traits<short> ts;
    ts::arr<4> a = {1, 2, 3, 4};
    printf("%d %d\n", (int)sizeof(a), a[3]);
    typedef ts::rebind<double>::other td;
    printf("%d\n", td::size);
    using tl = traits<long>;
    tl::arr<2> b = {5, 6};
    printf("%d\n", (int)(sizeof(b) / sizeof(b[0])));
    return 0;
}
