// Reference collapsing through typedefs, alias templates and decltype:
// & & -> &, & && -> &, && & -> &, && && -> &&.
#include <cstdio>

template <typename A, typename B> struct same { static const bool value = false; };
template <typename A> struct same<A, A> { static const bool value = true; };

template <typename T> using lref = T &;
template <typename T> using rref = T &&;

template <typename T>
struct Collapse {
    typedef T &L;
    typedef T &&R;
};

int main() {
    printf("%d %d\n", same<lref<int &>, int &>::value, same<lref<int &&>, int &>::value);
    printf("%d %d\n", same<rref<int &>, int &>::value, same<rref<int &&>, int &&>::value);
    printf("%d %d\n", same<Collapse<int &>::R, int &>::value, same<Collapse<int &&>::R, int &&>::value);
    int x = 1;
    int &r = x;
    printf("%d %d\n", same<rref<decltype(r)>, int &>::value, same<rref<decltype((x))>, int &>::value);
    rref<int &> alias = x;
    alias = 42;
    printf("%d\n", x);
    return 0;
}
