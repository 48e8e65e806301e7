// Ranking deduction guides: an implicit guide with a better conversion
// beats a user-written one; with equal conversions the user guide wins.
#include <cstdio>

template <typename T>
struct Num {
    T v;
    Num(T x) : v(x) {}
};
Num(double) -> Num<float>;
Num(const char *) -> Num<int>;

template <typename T> const char *name(T) { return "other"; }
const char *name(int) { return "int"; }
const char *name(float) { return "float"; }
const char *name(char) { return "char"; }

int main() {
    Num a(1);
    Num b(2.0);
    Num c('c');
    printf("%s %s %s\n", name(a.v), name(b.v), name(c.v));
    printf("%d\n", (int)sizeof(Num(3.0).v));
    return 0;
}
