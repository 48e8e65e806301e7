// Move semantics in practice: a growable buffer moved between owners,
// overloads taking const& and &&.
#include <cstdio>

struct Vec {
    int *data;
    int size;
    Vec(int n) : data(new int[n]), size(n) { for (int i = 0; i < n; ++i) data[i] = i + 1; }
    Vec(const Vec &o) : data(new int[o.size]), size(o.size) {
        for (int i = 0; i < size; ++i) data[i] = o.data[i];
        printf("copied %d\n", size);
    }
    Vec(Vec &&o) : data(o.data), size(o.size) { o.data = nullptr; o.size = 0; printf("moved %d\n", size); }
    ~Vec() { delete[] data; }
    int sum() const { int s = 0; for (int i = 0; i < size; ++i) s += data[i]; return s; }
};

void sink(const Vec &v) { printf("sink const& %d\n", v.sum()); }
void sink(Vec &&v) { Vec mine(static_cast<Vec &&>(v)); printf("sink && %d\n", mine.sum()); }

int main() {
    Vec a(4);
    sink(a);
    sink(Vec(3));
    sink(static_cast<Vec &&>(a));
    printf("a size %d\n", a.size);
    Vec b(5);
    Vec c(b);
    printf("b %d c %d\n", b.sum(), c.sum());
    return 0;
}
