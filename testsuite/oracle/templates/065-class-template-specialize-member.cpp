// Explicit specialization of a single member function of a class template,
// and of a static data member.
#include <cstdio>

template <typename T>
struct Formatter {
    static const char *tag;
    void print(T v) const { printf("%s: generic\n", tag); (void)v; }
};
template <typename T> const char *Formatter<T>::tag = "any";
template <> const char *Formatter<int>::tag = "int";

template <> void Formatter<int>::print(int v) const { printf("%s: %d\n", tag, v); }
template <> void Formatter<double>::print(double v) const { printf("%s: %.3f\n", tag, v); }

int main() {
    Formatter<int>().print(42);
    Formatter<double>().print(1.5);
    Formatter<char>().print('x');
    return 0;
}
