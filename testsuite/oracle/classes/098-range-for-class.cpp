// Range-based for over a class with member begin/end, over an array of
// objects by reference, and a temporary range object kept alive by the loop.
#include <cstdio>

struct Range {
    int lo, hi;
    struct It {
        int v;
        int operator*() const { return v; }
        It &operator++() { ++v; return *this; }
        bool operator!=(const It &o) const { return v != o.v; }
    };
    It begin() const { return {lo}; }
    It end() const { return {hi}; }
    ~Range() { printf("range [%d, %d) destroyed\n", lo, hi); }
};

struct P { int a; };

int main() {
    for (int i : Range{3, 7}) printf("%d ", i);
    printf("\n");
    P ps[3] = {{1}, {2}, {3}};
    for (P &p : ps) p.a *= 10;
    for (const P &p : ps) printf("%d ", p.a);
    printf("\n");
    return 0;
}
