// Per-type identifiers from the address of a static member of a class
// template (compared, not printed), and a per-type name registry.
#include <cstdio>

template <typename T>
struct type_id { static const char tag; };
template <typename T> const char type_id<T>::tag = 0;

template <typename T>
const void *id_of() { return &type_id<T>::tag; }

template <typename T> struct name { static const char *get() { return "?"; } };
template <> struct name<int> { static const char *get() { return "int"; } };
template <> struct name<float> { static const char *get() { return "float"; } };

template <typename A, typename B>
void compare() {
    printf("%s vs %s: %s\n", name<A>::get(), name<B>::get(), id_of<A>() == id_of<B>() ? "same" : "different");
}

typedef int Integer;

int main() {
    compare<int, int>();
    compare<int, float>();
    compare<Integer, int>();
    compare<float, const float>();
    return 0;
}
