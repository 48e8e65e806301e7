// Non-type template parameter packs whose declarator holds the `...`:
// packs of pointers to data members, to member functions and to
// functions, expanded in folds and initializer lists.
#include <cstdio>

struct Point {
    int x = 1, y = 2, z = 3;
    int norm1() const { return x + y + z; }
    int maxc() const { return x > y ? (x > z ? x : z) : (y > z ? y : z); }
};

template <int Point::*... Ms>
int sum_fields(const Point &p) { return (0 + ... + (p.*Ms)); }

template <int Point::*... Ms>
void scale(Point &p, int k) { ((p.*Ms *= k), ...); }

template <int (Point::*... Fs)() const>
struct Report {
    static void print(const Point &p) {
        int vals[] = {(p.*Fs)()...};
        for (unsigned i = 0; i < sizeof...(Fs); i++) printf("%d ", vals[i]);
        printf("(%d)\n", (int)sizeof...(Fs));
    }
};

int twice(int v) { return 2 * v; }
int plus3(int v) { return v + 3; }

template <int (*... Fs)(int)>
int pipeline(int v) {
    ((v = Fs(v)), ...);
    return v;
}

int main() {
    Point p;
    printf("%d %d\n", sum_fields<&Point::x, &Point::z>(p), sum_fields<>(p));
    scale<&Point::y, &Point::z>(p, 10);
    printf("%d %d %d\n", p.x, p.y, p.z);
    Report<&Point::norm1, &Point::maxc>::print(p);
    printf("%d %d\n", pipeline<twice, plus3, twice>(1), pipeline<>(9));
    return 0;
}
