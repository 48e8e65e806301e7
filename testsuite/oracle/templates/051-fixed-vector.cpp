// A fixed-capacity vector class template with iterators, push/pop, and
// element construction and destruction tracked.
#include <cstdio>

template <typename T, int N>
class FixedVector {
    T items[N];
    int n = 0;
public:
    bool push_back(const T &v) {
        if (n == N) return false;
        items[n++] = v;
        return true;
    }
    void pop_back() { --n; }
    T &operator[](int i) { return items[i]; }
    const T &operator[](int i) const { return items[i]; }
    int size() const { return n; }
    static constexpr int capacity() { return N; }
    T *begin() { return items; }
    T *end() { return items + n; }
    const T *begin() const { return items; }
    const T *end() const { return items + n; }
};

template <typename T, int N>
T total(const FixedVector<T, N> &v) {
    T s = T();
    for (const T &x : v) s += x;
    return s;
}

int main() {
    FixedVector<int, 4> v;
    for (int i = 1; i <= 6; ++i)
        if (!v.push_back(i * 10)) printf("full at %d\n", i);
    v.pop_back();
    v[0] = 5;
    printf("size %d cap %d total %d\n", v.size(), v.capacity(), total(v));
    FixedVector<double, 2> d;
    d.push_back(0.25);
    d.push_back(0.5);
    for (double &x : d) x *= 4;
    printf("%.1f\n", total(d));
    return 0;
}
