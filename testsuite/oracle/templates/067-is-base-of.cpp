// Hand-written is_convertible and is_base_of using overload resolution on
// pointers, and is_class using pointer-to-member SFINAE.
#include <cstdio>

template <typename From, typename To>
struct is_convertible {
    static char test(To);
    static long test(...);
    static From make();
    static const bool value = sizeof(test(make())) == sizeof(char);
};

template <typename B, typename D>
struct is_base_of_ptr {
    static const bool value = is_convertible<const volatile D *, const volatile B *>::value;
};

template <typename T>
struct is_class {
    template <typename U> static char test(int U::*);
    template <typename U> static long test(...);
    static const bool value = sizeof(test<T>(0)) == sizeof(char);
};

struct Animal {};
struct Cat : Animal {};
struct Rock {};
union U {};

int main() {
    printf("%d %d %d\n", is_convertible<int, double>::value, is_convertible<Cat *, Animal *>::value,
           is_convertible<Animal *, Cat *>::value);
    printf("%d %d %d\n", is_base_of_ptr<Animal, Cat>::value, is_base_of_ptr<Cat, Animal>::value,
           is_base_of_ptr<Animal, Rock>::value);
    printf("%d %d %d %d\n", is_class<Cat>::value, is_class<int>::value, is_class<U>::value, is_class<int *>::value);
    return 0;
}
