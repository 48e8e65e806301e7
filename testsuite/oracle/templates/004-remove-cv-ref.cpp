// remove_const, remove_reference and remove_pointer by partial
// specialization; results compared with a hand-written is_same.
#include <cstdio>

template <typename A, typename B> struct is_same { static const bool value = false; };
template <typename A> struct is_same<A, A> { static const bool value = true; };

template <typename T> struct remove_const { typedef T type; };
template <typename T> struct remove_const<const T> { typedef T type; };
template <typename T> struct remove_reference { typedef T type; };
template <typename T> struct remove_reference<T &> { typedef T type; };
template <typename T> struct remove_reference<T &&> { typedef T type; };
template <typename T> struct remove_pointer { typedef T type; };
template <typename T> struct remove_pointer<T *> { typedef T type; };

template <typename T>
using bare = typename remove_const<typename remove_reference<T>::type>::type;

int main() {
    printf("%d\n", is_same<remove_const<const int>::type, int>::value);
    printf("%d\n", is_same<remove_const<const int *>::type, const int *>::value);
    printf("%d\n", is_same<remove_const<int *const>::type, int *>::value);
    printf("%d\n", is_same<remove_reference<int &>::type, int>::value);
    printf("%d\n", is_same<remove_reference<int &&>::type, int>::value);
    printf("%d\n", is_same<remove_pointer<char **>::type, char *>::value);
    printf("%d\n", is_same<bare<const double &>, double>::value);
    return 0;
}
