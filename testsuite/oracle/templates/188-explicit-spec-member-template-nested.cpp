// Explicit specializations of a member class template for one enclosing
// instance, and of a member function of an implicit instantiation.
#include <cstdio>

template <typename T>
struct Conv {
    template <typename U> struct To { static const char *how() { return "static_cast"; } };
    const char *tag() const { return "generic"; }
};

template <> template <> struct Conv<int>::To<const char *> { static const char *how() { return "to_string"; } };
template <> const char *Conv<double>::tag() const { return "floating"; }

int main() {
    printf("%s %s\n", Conv<int>::To<const char *>::how(), Conv<int>::To<long>::how());
    printf("%s\n", Conv<char>::To<const char *>::how());
    printf("%s %s\n", Conv<double>().tag(), Conv<int>().tag());
    return 0;
}
