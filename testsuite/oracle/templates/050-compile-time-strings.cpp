// Strings as template arguments through char packs, and a fixed-size string
// class template with constexpr concatenation.
#include <cstdio>

template <char... Cs>
struct Chars {
    static constexpr char str[sizeof...(Cs) + 1] = {Cs..., '\0'};
    static constexpr int size = sizeof...(Cs);
};

template <int N>
struct FixedStr {
    char s[N + 1] = {};
    constexpr FixedStr() {}
    constexpr FixedStr(const char (&in)[N + 1]) {
        for (int i = 0; i <= N; ++i) s[i] = in[i];
    }
};

template <int A, int B>
constexpr FixedStr<A + B> concat(const FixedStr<A> &a, const FixedStr<B> &b) {
    FixedStr<A + B> r;
    for (int i = 0; i < A; ++i) r.s[i] = a.s[i];
    for (int i = 0; i < B; ++i) r.s[A + i] = b.s[i];
    return r;
}

int main() {
    printf("%s %d\n", Chars<'h', 'e', 'y'>::str, Chars<'h', 'e', 'y'>::size);
    constexpr FixedStr<5> hello("hello");
    constexpr FixedStr<5> world(", all");
    constexpr auto both = concat(hello, FixedStr<1>("!"));
    printf("%s\n", concat(hello, world).s);
    printf("%s %zu\n", both.s, sizeof both.s);
    return 0;
}
