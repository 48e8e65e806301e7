// The copy deduction candidate: CTAD from an object of the same template
// copies (does not wrap), in declarations and in expressions.
#include <cstdio>

template <typename T>
struct Box { T v; Box(T x) : v(x) {} };

int main() {
    Box a(5);
    Box b(a);
    Box c = a;
    auto d = Box(a);
    printf("%d %d %d %d\n", b.v, c.v, d.v, (int)sizeof(d));
    Box<Box<int>> nested(a);
    printf("%d %d\n", nested.v.v, (int)sizeof(nested));
    return 0;
}
