// Explicit specialization of a member class template of a class template
// (enclosing template also specialized), and of a nested class.
#include <cstdio>

template <typename T>
struct Outer {
    template <typename U> struct In { static const char *id() { return "generic In"; } };
    struct Plain { static const char *id() { return "generic Plain"; } };
};

template <> template <> struct Outer<int>::In<int> { static const char *id() { return "In<int> of Outer<int>"; } };
template <> struct Outer<char>::Plain { static const char *id() { return "Plain of Outer<char>"; } };

int main() {
    printf("%s\n", Outer<int>::In<int>::id());
    printf("%s\n", Outer<int>::In<char>::id());
    printf("%s\n", Outer<long>::In<int>::id());
    printf("%s\n", Outer<char>::Plain::id());
    printf("%s\n", Outer<int>::Plain::id());
    return 0;
}
