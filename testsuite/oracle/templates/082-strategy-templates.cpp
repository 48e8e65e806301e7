// Compile-time strategy selection: a sorter templated on a comparison
// policy and on a swap-counting policy.
#include <cstdio>

struct Ascending { template <typename T> static bool before(const T &a, const T &b) { return a < b; } };
struct Descending { template <typename T> static bool before(const T &a, const T &b) { return b < a; } };
struct ByLastDigit { static bool before(int a, int b) { return a % 10 < b % 10 || (a % 10 == b % 10 && a < b); } };

template <typename Order>
struct Sorter {
    int swaps = 0;
    template <typename T, int N>
    void sort(T (&a)[N]) {
        for (int i = 0; i < N; ++i)
            for (int j = 0; j + 1 < N - i; ++j)
                if (Order::before(a[j + 1], a[j])) {
                    T t = a[j]; a[j] = a[j + 1]; a[j + 1] = t;
                    ++swaps;
                }
    }
};

template <typename T, int N>
void show(const T (&a)[N]) {
    for (int i = 0; i < N; ++i) printf("%d ", a[i]);
    printf("\n");
}

int main() {
    int a[] = {31, 12, 45, 3, 22, 19};
    int b[] = {31, 12, 45, 3, 22, 19};
    int c[] = {31, 12, 45, 3, 22, 19};
    Sorter<Ascending> s1; s1.sort(a); show(a);
    Sorter<Descending> s2; s2.sort(b); show(b);
    Sorter<ByLastDigit> s3; s3.sort(c); show(c);
    printf("swaps %d %d %d\n", s1.swaps, s2.swaps, s3.swaps);
    return 0;
}
