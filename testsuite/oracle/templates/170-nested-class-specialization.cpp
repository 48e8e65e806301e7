// Explicit specializations of a nested class and of a member class
// template for particular enclosing instances; other instances keep the
// generic definitions.
#include <cstdio>

template <typename T>
struct Codec {
    struct Header { static int size() { return (int)sizeof(T); } };
    template <int N> struct Block { static int words() { return N; } };
};

template <> struct Codec<double>::Header { static int size() { return 64; } };
template <> template <> struct Codec<char>::Block<8> { static int words() { return -8; } };

int main() {
    printf("%d %d %d\n", Codec<int>::Header::size(), Codec<double>::Header::size(), Codec<char>::Header::size());
    printf("%d %d %d\n", Codec<char>::Block<8>::words(), Codec<char>::Block<4>::words(), Codec<int>::Block<8>::words());
    return 0;
}
