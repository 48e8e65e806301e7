// A ring buffer class template with a power-of-two capacity checked by
// static_assert, wrapping indices by masking.
#include <cstdio>

template <typename T, unsigned N>
class Ring {
    static_assert((N & (N - 1)) == 0, "capacity must be a power of two");
    T buf[N];
    unsigned head = 0, tail = 0;
public:
    bool push(const T &v) {
        if (tail - head == N) return false;
        buf[tail++ & (N - 1)] = v;
        return true;
    }
    bool pop(T &out) {
        if (head == tail) return false;
        out = buf[head++ & (N - 1)];
        return true;
    }
    unsigned size() const { return tail - head; }
};

int main() {
    Ring<int, 4> r;
    for (int i = 0; i < 6; ++i) printf("push %d: %d\n", i, r.push(i));
    int v;
    r.pop(v); printf("pop %d\n", v);
    r.pop(v); printf("pop %d\n", v);
    r.push(100); r.push(101);
    printf("size %u\n", r.size());
    while (r.pop(v)) printf("%d ", v);
    printf("\n");
    return 0;
}
