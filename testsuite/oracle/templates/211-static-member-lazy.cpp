// Out-of-line definitions of static data members of class templates are
// instantiated only when the member is used ([temp.inst]/4): a definition
// whose initializer is ill-formed for some argument is fine while that
// member of that specialization is unused. A use in an unevaluated
// operand (sizeof, decltype) is no use.
#include <cstdio>

struct HasValue { static const int value = 40; };

template <class T>
struct Box {
    static int checked;   // T::value: ill-formed for int
    static int plain;
    static const char *name;
    int payload;
};
template <class T> int Box<T>::checked = T::value + 2;
template <class T> int Box<T>::plain = sizeof(T);
template <class T> const char *Box<T>::name = "box";
template <> const char *Box<char>::name = "char box";

template <class T>
struct Counter {
    static int made;
    Counter() { ++made; }
};
template <class T> int Counter<T>::made = 0;

int main() {
    Box<int> b{1};
    std::printf("%d %d\n", b.payload, Box<int>::plain);
    std::printf("%zu\n", sizeof(Box<int>::checked));
    std::printf("%d\n", Box<HasValue>::checked);
    std::printf("%s %s\n", Box<int>::name, Box<char>::name);
    Counter<int> c1, c2;
    Counter<long> c3;
    std::printf("%d %d\n", Counter<int>::made, c3.made);
    return 0;
}
