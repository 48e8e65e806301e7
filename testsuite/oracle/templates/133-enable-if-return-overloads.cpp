// Three mutually exclusive overloads selected by enable_if on size ranges
// of the argument type.
#include <cstdio>

template <bool B, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };

template <typename T>
typename enable_if<(sizeof(T) == 1), int>::type width(T) { return 8; }
template <typename T>
typename enable_if<(sizeof(T) > 1 && sizeof(T) <= 4), int>::type width(T) { return 32; }
template <typename T>
typename enable_if<(sizeof(T) > 4), int>::type width(T) { return 64; }

struct Big { char c[40]; };

int main() {
    printf("%d %d %d %d %d %d\n", width('a'), width((short)1), width(1), width(1.0f), width(1.0), width(Big{}));
    return 0;
}
