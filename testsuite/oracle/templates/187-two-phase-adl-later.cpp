// A dependent call inside a function template finds, by argument-
// dependent lookup at the point of instantiation, an overload declared
// after the template in the argument's namespace, and prefers it to a
// worse match visible at the definition.
#include <cstdio>

void describe(...) { printf("fallback\n"); }

template <typename T>
void report(const T &t) { describe(t); }

namespace shapes {
struct Circle { int r; };
void describe(const Circle &c) { printf("circle %d\n", c.r); }
}

struct Plain {};

int main() {
    report(shapes::Circle{3});
    report(Plain{});
    report(5);
    return 0;
}
