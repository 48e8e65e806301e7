// Two-phase lookup with several overloads: a non-dependent call binds to
// the overloads visible at the template definition, a dependent one also
// sees later overloads in its argument's namespace.
#include <cstdio>

namespace lib {
struct Meter { double v; };
}

int scale(long x) { return (int)x * 10; }

template <typename T>
int twice_fixed() { return scale(21); }

template <typename T>
int measure(T t) { return rank(t); }

namespace lib {
int rank(Meter m) { return (int)m.v + 1; }
}

int scale(int x) { return x * 100; }

int main() {
    printf("%d\n", twice_fixed<char>());
    printf("%d\n", measure(lib::Meter{4.0}));
    printf("%d\n", scale(21));
    return 0;
}
