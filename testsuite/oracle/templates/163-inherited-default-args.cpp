// A default template argument given by a forward declaration holds for the
// definition that omits it (libstdc++'s `extent<T, unsigned = 0>`).
#include <cstdio>

template<typename T, unsigned N = 0> struct Extent;
template<typename T, unsigned N> struct Extent { static const unsigned value = N + sizeof(T); };

template<typename A, typename B = A*> struct PairOf;
template<typename X, typename Y> struct PairOf { X x; Y y; };

template<typename T, typename = void> struct Probe;
template<typename T, typename U> struct Probe { static int f() { return sizeof(T); } };

int main() {
    PairOf<int> p{3, nullptr};
    printf("%u %u\n", Extent<char>::value, Extent<char, 5>::value);
    printf("%d %d\n", p.x, p.y == nullptr);
    printf("%d\n", Probe<double>::f());
    return 0;
}
