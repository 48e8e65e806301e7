// A nested class of a class template specialized for one instance, with
// static data members and member functions of its own.
#include <cstdio>

template <typename T>
struct Table {
    struct Meta {
        static const int columns = 1;
        static const char *name() { return "generic"; }
    };
    static int width() { return Meta::columns * (int)sizeof(T); }
};

template <> struct Table<char>::Meta {
    static const int columns = 16;
    static const char *name() { return "chars"; }
};

int main() {
    printf("%s %d\n", Table<int>::Meta::name(), Table<int>::width());
    printf("%s %d\n", Table<char>::Meta::name(), Table<char>::width());
    printf("%d\n", Table<double>::width());
    return 0;
}
