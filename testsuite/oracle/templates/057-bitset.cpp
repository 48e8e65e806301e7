// A bitset class template sized by a non-type parameter, with operators and
// a popcount; word count computed at compile time.
#include <cstdio>

template <int N>
class Bits {
    static constexpr int W = (N + 31) / 32;
    unsigned words[W] = {};
public:
    Bits &set(int i) { words[i / 32] |= 1u << (i % 32); return *this; }
    bool test(int i) const { return words[i / 32] >> (i % 32) & 1u; }
    int count() const {
        int c = 0;
        for (int i = 0; i < N; ++i) c += test(i);
        return c;
    }
    Bits operator|(const Bits &o) const { Bits r; for (int i = 0; i < W; ++i) r.words[i] = words[i] | o.words[i]; return r; }
    Bits operator&(const Bits &o) const { Bits r; for (int i = 0; i < W; ++i) r.words[i] = words[i] & o.words[i]; return r; }
    static constexpr int word_count() { return W; }
    void print() const {
        for (int i = N - 1; i >= 0; --i) printf("%d", test(i));
        printf("\n");
    }
};

int main() {
    Bits<10> a, b;
    a.set(0).set(3).set(9);
    b.set(3).set(4);
    a.print();
    b.print();
    (a | b).print();
    (a & b).print();
    printf("%d %d\n", (a | b).count(), (a & b).count());
    Bits<100> big;
    big.set(99).set(64).set(31);
    printf("%d %d %d %zu\n", big.count(), Bits<100>::word_count(), Bits<32>::word_count(), sizeof big);
    return 0;
}
