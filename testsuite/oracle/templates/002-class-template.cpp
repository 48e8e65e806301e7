// A class template with members using T, instantiated for several types.
#include <cstdio>

template <typename T>
struct Pair {
    T first, second;
    Pair(T a, T b) : first(a), second(b) {}
    T sum() const { return first + second; }
    Pair swapped() const { return Pair(second, first); }
};

int main() {
    Pair<int> p(3, 4);
    Pair<double> q(1.5, 2.25);
    printf("%d %.2f\n", p.sum(), q.sum());
    Pair<int> s = p.swapped();
    printf("%d %d\n", s.first, s.second);
    Pair<char> c('a', 1);
    printf("%c\n", c.sum());
    return 0;
}
