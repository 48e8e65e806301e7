// A class template granting friendship to all specializations of another
// template and to a specific specialization.
#include <cstdio>

template <typename T> class Inspector;

template <typename T>
class Secret {
    T value;
    template <typename U> friend class Inspector;
public:
    Secret(T v) : value(v) {}
};

template <typename T>
class Inspector {
public:
    template <typename U>
    static U peek(const Secret<U> &s) { return s.value; }
    static T convert(const Secret<int> &s) { return (T)s.value / 2; }
};

int main() {
    Secret<int> a(7);
    Secret<const char *> b("hidden");
    printf("%d %s\n", Inspector<void>::peek(a), Inspector<char>::peek(b));
    printf("%.1f %d\n", Inspector<double>::convert(a), Inspector<int>::convert(a));
    return 0;
}
