// Generic algorithms written as function templates over iterator ranges:
// find_if, count, accumulate, transform, reverse, and insertion sort.
#include <cstdio>

template <typename It, typename P>
It find_if(It first, It last, P pred) {
    for (; first != last; ++first)
        if (pred(*first)) return first;
    return last;
}
template <typename It, typename T>
int count(It first, It last, const T &v) {
    int n = 0;
    for (; first != last; ++first) n += (*first == v);
    return n;
}
template <typename It, typename T, typename Op>
T accumulate(It first, It last, T init, Op op) {
    for (; first != last; ++first) init = op(init, *first);
    return init;
}
template <typename In, typename Out, typename F>
Out transform(In first, In last, Out out, F f) {
    for (; first != last; ++first, ++out) *out = f(*first);
    return out;
}
template <typename T> void swap(T &a, T &b) { T t = a; a = b; b = t; }
template <typename It>
void reverse(It first, It last) {
    while (first != last && first != --last) { swap(*first, *last); ++first; }
}
template <typename It, typename Less>
void insertion_sort(It first, It last, Less less) {
    for (It i = first; i != last; ++i)
        for (It j = i; j != first && less(*j, *(j - 1)); --j) swap(*j, *(j - 1));
}

int main() {
    int a[] = {5, 3, 8, 3, 9, 1, 3};
    int *p = find_if(a, a + 7, [](int x) { return x > 6; });
    printf("first > 6: %d at %d\n", *p, (int)(p - a));
    printf("threes: %d\n", count(a, a + 7, 3));
    printf("sum: %d\n", accumulate(a, a + 7, 0, [](int s, int x) { return s + x; }));
    double d[7];
    transform(a, a + 7, d, [](int x) { return x / 2.0; });
    printf("%.1f %.1f\n", d[0], d[6]);
    reverse(a, a + 7);
    for (int x : a) printf("%d ", x);
    printf("\n");
    insertion_sort(a, a + 7, [](int x, int y) { return x > y; });
    for (int x : a) printf("%d ", x);
    printf("\n");
    return 0;
}
