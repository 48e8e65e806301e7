// A class template with an anonymous union member whose members are named
// by mem-initializers: a tagged storage cell.
#include <cstdio>

template <typename A, typename B>
class Cell {
    union { A a; B b; };
    bool first;
public:
    Cell(A x) : a(x), first(true) {}
    Cell(B y) : b(y), first(false) {}
    double get() const { return first ? (double)a : (double)b; }
    bool is_first() const { return first; }
};

int main() {
    Cell<int, float> c1(7), c2(1.5f);
    printf("%d %.1f %d %.1f\n", c1.is_first(), c1.get(), c2.is_first(), c2.get());
    Cell<char, long> c3('A'), c4(100000L);
    printf("%.0f %.0f\n", c3.get(), c4.get());
    return 0;
}
