// Generic lower_bound and binary_search over arrays of different types with
// default and custom comparators.
#include <cstdio>

struct Less { template <typename T> bool operator()(const T &a, const T &b) const { return a < b; } };

template <typename T, typename Cmp = Less>
int lower_bound(const T *a, int n, const T &v, Cmp cmp = Cmp()) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (cmp(a[mid], v)) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

template <typename T, typename Cmp = Less>
bool contains(const T *a, int n, const T &v, Cmp cmp = Cmp()) {
    int i = lower_bound(a, n, v, cmp);
    return i < n && !cmp(v, a[i]);
}

struct Greater { bool operator()(int a, int b) const { return a > b; } };

int main() {
    int xs[] = {1, 3, 3, 5, 8, 13};
    printf("%d %d %d %d\n", lower_bound(xs, 6, 3), lower_bound(xs, 6, 4), lower_bound(xs, 6, 0), lower_bound(xs, 6, 99));
    printf("%d %d\n", contains(xs, 6, 8), contains(xs, 6, 9));
    double ds[] = {0.5, 1.5, 2.5};
    printf("%d\n", lower_bound(ds, 3, 2.0));
    int desc[] = {9, 7, 4, 2};
    printf("%d %d\n", lower_bound(desc, 4, 5, Greater()), contains(desc, 4, 7, Greater()));
    return 0;
}
