// Non-deduced contexts: a parameter of type identity<T>::type does not take
// part in deduction, so mixed argument types still work.
#include <cstdio>

template <typename T> struct identity { typedef T type; };

template <typename T>
T clamp_to(T v, typename identity<T>::type lo, typename identity<T>::type hi) {
    return v < lo ? lo : v > hi ? hi : v;
}

template <typename T>
void fill(T *arr, int n, typename identity<T>::type v) {
    for (int i = 0; i < n; ++i) arr[i] = v;
}

int main() {
    printf("%.2f\n", clamp_to(5.5, 0, 3));
    printf("%d\n", clamp_to(-4, 0.5, 10.5));
    long arr[3];
    fill(arr, 3, 7);
    printf("%ld %ld\n", arr[0], arr[2]);
    return 0;
}
