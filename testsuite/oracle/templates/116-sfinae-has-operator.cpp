// Detecting whether operator< and operator+ exist for a type with
// decltype-based SFINAE, and choosing an implementation accordingly.
#include <cstdio>

template <typename T> T &&declval();
template <typename...> struct voider { typedef void type; };

template <typename T, typename = void> struct has_less { static const bool value = false; };
template <typename T> struct has_less<T, typename voider<decltype(declval<T>() < declval<T>())>::type> { static const bool value = true; };
template <typename T, typename = void> struct has_plus { static const bool value = false; };
template <typename T> struct has_plus<T, typename voider<decltype(declval<T>() + declval<T>())>::type> { static const bool value = true; };

struct Ordered { int v; bool operator<(const Ordered &o) const { return v < o.v; } };
struct Addable { int v; };
Addable operator+(Addable a, Addable b) { return Addable{a.v + b.v}; }
struct Neither {};

template <typename T>
void report(const char *name) { printf("%-8s less=%d plus=%d\n", name, has_less<T>::value, has_plus<T>::value); }

int main() {
    report<int>("int");
    report<Ordered>("Ordered");
    report<Addable>("Addable");
    report<Neither>("Neither");
    report<int *>("int*");
    return 0;
}
