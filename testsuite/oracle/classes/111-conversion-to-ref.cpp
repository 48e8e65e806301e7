// A conversion function to a reference type lets the result be assigned; a
// conversion to a class type used in copy-initialization.
#include <cstdio>

struct Slot {
    int v;
    operator int &() { return v; }
};

struct Meters {
    double m;
};

struct Feet {
    double f;
    operator Meters() const { return Meters{f * 0.3048}; }
};

double length(Meters m) { return m.m; }

int main() {
    Slot s{1};
    int &r = s;
    r = 5;
    printf("%d\n", s.v);
    int x = s + 2;
    printf("%d\n", x);
    Feet ft{10};
    Meters m = ft;
    printf("%.3f %.3f\n", m.m, length(ft));
    return 0;
}
