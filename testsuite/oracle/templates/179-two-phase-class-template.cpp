// Two-phase lookup inside class template members: a call with no
// dependent argument binds at the definition even when the class is
// instantiated after a better overload is declared.
#include <cstdio>

const char *kind(double) { return "double"; }

template <typename T>
struct Reporter {
    const char *fixed() const { return kind(1); }
    const char *of(T t) const { return kind(t); }
};

const char *kind(int) { return "int"; }

int main() {
    Reporter<int> r;
    printf("%s %s\n", r.fixed(), r.of(1));
    printf("%s\n", kind(1));
    return 0;
}
