// Explicit specializations of a class template and of a function template;
// the primary template still serves other types.
#include <cstdio>

template <typename T>
struct TypeName { static const char *get() { return "unknown"; } };
template <> struct TypeName<int> { static const char *get() { return "int"; } };
template <> struct TypeName<double> { static const char *get() { return "double"; } };
template <> struct TypeName<const char *> { static const char *get() { return "string"; } };

template <typename T>
void print(T) { printf("generic %s\n", TypeName<T>::get()); }
template <>
void print<int>(int v) { printf("int %d\n", v); }
template <>
void print(const char *s) { printf("string '%s'\n", s); }

int main() {
    print(5);
    print(2.5);
    print("hi");
    print('c');
    printf("%s %s\n", TypeName<long>::get(), TypeName<double>::get());
    return 0;
}
