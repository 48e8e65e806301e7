// An allocator policy as a template parameter; a pool allocator counts its
// allocations, a plain one forwards to new/delete.
#include <cstdio>

struct NewAlloc {
    template <typename T> static T *alloc(int n) { return new T[n]; }
    template <typename T> static void free(T *p) { delete[] p; }
};

struct CountingAlloc {
    static int live;
    template <typename T> static T *alloc(int n) { ++live; return new T[n]; }
    template <typename T> static void free(T *p) { --live; delete[] p; }
};
int CountingAlloc::live = 0;

template <typename T, typename Alloc = NewAlloc>
class Buffer {
    T *data;
    int n;
public:
    Buffer(int size) : data(Alloc::template alloc<T>(size)), n(size) {
        for (int i = 0; i < n; ++i) data[i] = T(i);
    }
    ~Buffer() { Alloc::template free<T>(data); }
    T sum() const {
        T s = T();
        for (int i = 0; i < n; ++i) s += data[i];
        return s;
    }
};

int main() {
    Buffer<int> a(10);
    printf("%d\n", a.sum());
    {
        Buffer<double, CountingAlloc> b(4), c(5);
        printf("%.1f %.1f live %d\n", b.sum(), c.sum(), CountingAlloc::live);
    }
    printf("live %d\n", CountingAlloc::live);
    return 0;
}
