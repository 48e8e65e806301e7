// Dispatch on true_type/false_type tags produced by a trait: copying with a
// bulk path for trivially copyable types and an element-wise path otherwise.
#include <cstdio>

struct true_type { static const bool value = true; };
struct false_type { static const bool value = false; };

template <typename T> struct is_trivial : false_type {};
template <> struct is_trivial<int> : true_type {};
template <> struct is_trivial<double> : true_type {};

struct Str {
    char c;
    Str &operator=(const Str &o) { c = o.c; printf("Str assign %c\n", c); return *this; }
};

template <typename T>
void copy_impl(const T *src, T *dst, int n, true_type) {
    printf("bulk copy of %d\n", n);
    const unsigned char *s = (const unsigned char *)src;
    unsigned char *d = (unsigned char *)dst;
    for (unsigned i = 0; i < n * sizeof(T); ++i) d[i] = s[i];
}

template <typename T>
void copy_impl(const T *src, T *dst, int n, false_type) {
    for (int i = 0; i < n; ++i) dst[i] = src[i];
}

template <typename T>
void copy(const T *src, T *dst, int n) { copy_impl(src, dst, n, is_trivial<T>()); }

int main() {
    int a[3] = {1, 2, 3}, b[3];
    copy(a, b, 3);
    printf("%d %d %d\n", b[0], b[1], b[2]);
    Str s[2] = {{'x'}, {'y'}}, t[2];
    copy(s, t, 2);
    printf("%c%c\n", t[0].c, t[1].c);
    return 0;
}
