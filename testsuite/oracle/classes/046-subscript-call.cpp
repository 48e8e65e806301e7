// operator[] (const and non-const) and operator() with several overloads.
#include <cstdio>

struct Grid {
    int cells[3][3];
    int *operator[](int r) { return cells[r]; }
    const int *operator[](int r) const { return cells[r]; }
    int &operator()(int r, int c) { return cells[r][c]; }
    int operator()() const {
        int s = 0;
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c) s += cells[r][c];
        return s;
    }
};

struct Poly {
    int a, b, c;
    int operator()(int x) const { return a * x * x + b * x + c; }
    double operator()(double x) const { return a * x * x + b * x + c; }
};

int main() {
    Grid g{};
    for (int i = 0; i < 3; ++i) g[i][i] = i + 1;
    g(0, 2) = 10;
    const Grid &cg = g;
    printf("%d %d %d\n", cg[0][0], cg[2][2], cg[0][2]);
    printf("sum %d\n", g());
    Poly p{1, -2, 3};
    printf("%d %.2f\n", p(4), p(0.5));
    return 0;
}
