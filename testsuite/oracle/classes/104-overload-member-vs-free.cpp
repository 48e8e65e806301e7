// Overload resolution between a member operator and a non-member operator,
// with and without conversions, and const-ness deciding between them.
#include <cstdio>

struct X {
    int v;
    X(int a) : v(a) {}
    int operator+(const X &) { printf("member non-const\n"); return 1; }
};

int operator+(const X &, const X &) { printf("free const\n"); return 2; }
int operator+(const X &, int) { printf("free int\n"); return 3; }

int main() {
    X a(1), b(2);
    const X c(3);
    int r1 = a + b;
    int r2 = c + b;
    int r3 = c + 5;
    int r4 = 5 + a;
    printf("%d %d %d %d\n", r1, r2, r3, r4);
    return 0;
}
