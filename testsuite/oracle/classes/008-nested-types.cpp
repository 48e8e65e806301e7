// Nested classes, enums and typedefs; a nested class defined out of line;
// using the nested names from outside.
#include <cstdio>

struct Outer {
    typedef int size_type;
    using value_type = double;
    enum Color { Red, Green, Blue };
    enum class Mode : char { Fast = 'f', Slow = 's' };
    struct Point {
        int x, y;
        int sum() const { return x + y; }
    };
    struct Inner;
    Point p;
    Color c;
};

struct Outer::Inner {
    Outer::size_type n;
    value_type scale() const { return n * 0.5; }
};

int main() {
    Outer o;
    o.p.x = 2;
    o.p.y = 5;
    o.c = Outer::Blue;
    Outer::Inner in = {9};
    Outer::Point q = {1, 1};
    printf("sum %d color %d\n", o.p.sum(), (int)o.c);
    printf("scale %.2f q %d\n", in.scale(), q.sum());
    printf("mode %c\n", (char)Outer::Mode::Slow);
    printf("green %d\n", Outer::Green);
    return 0;
}
