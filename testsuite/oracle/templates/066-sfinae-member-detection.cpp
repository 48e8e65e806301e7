// Detecting member functions with sizeof-based SFINAE (the C++03 yes/no
// idiom) and calling them only when present.
#include <cstdio>

typedef char yes[1];
typedef char no[2];

template <typename T, T> struct check;

template <typename T>
struct has_serialize {
    template <typename U> static yes &test(check<void (U::*)() const, &U::serialize> *);
    template <typename U> static no &test(...);
    static const bool value = sizeof(test<T>(nullptr)) == sizeof(yes);
};

template <bool B> struct bool_tag {};

struct Doc { void serialize() const { printf("Doc serialized\n"); } };
struct Blob {};

template <typename T> void save(const T &x, bool_tag<true>) { x.serialize(); }
template <typename T> void save(const T &, bool_tag<false>) { printf("raw bytes\n"); }
template <typename T> void save(const T &x) { save(x, bool_tag<has_serialize<T>::value>()); }

int main() {
    printf("%d %d\n", has_serialize<Doc>::value, has_serialize<Blob>::value);
    save(Doc());
    save(Blob());
    return 0;
}
