// A char_traits-like traits class specialized for two character types,
// used by a generic string-length and compare.
#include <cstdio>

template <typename C> struct traits;
template <> struct traits<char> {
    static const char *name() { return "char"; }
    static bool eq(char a, char b) { return a == b; }
    static char terminator() { return '\0'; }
};
template <> struct traits<unsigned char> {
    static const char *name() { return "unsigned char"; }
    static bool eq(unsigned char a, unsigned char b) { return (a | 32) == (b | 32); }
    static unsigned char terminator() { return 0; }
};

template <typename C, typename Tr = traits<C>>
int length(const C *s) {
    int n = 0;
    while (!Tr::eq(s[n], Tr::terminator())) ++n;
    return n;
}

template <typename C, typename Tr = traits<C>>
bool equal(const C *a, const C *b) {
    int n = length(a);
    if (n != length(b)) return false;
    for (int i = 0; i < n; ++i)
        if (!Tr::eq(a[i], b[i])) return false;
    return true;
}

int main() {
    const char *a = "Hello", *b = "hello";
    const unsigned char ua[] = {'H', 'e', 'l', 'l', 'o', 0}, ub[] = {'h', 'E', 'L', 'l', 'o', 0};
    printf("%s %d %d\n", traits<char>::name(), length(a), equal(a, b));
    printf("%s %d %d\n", traits<unsigned char>::name(), length(ua), equal(ua, ub));
    return 0;
}
