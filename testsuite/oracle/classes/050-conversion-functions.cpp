// Conversion functions: to int, to double, to bool (explicit), to a pointer,
// used implicitly and explicitly.
#include <cstdio>

struct Celsius {
    double deg;
    operator double() const { return deg; }
    explicit operator int() const { return (int)(deg + 0.5); }
    explicit operator bool() const { return deg != 0; }
};

struct Name {
    const char *s;
    operator const char *() const { return s; }
};

double half(double d) { return d / 2; }

int main() {
    Celsius c{21.6};
    double d = c;
    printf("%.1f %.1f\n", d, half(c));
    printf("%d\n", static_cast<int>(c));
    printf("%d\n", (int)c);
    if (c) printf("nonzero\n");
    Celsius z{0};
    printf("%s\n", z ? "yes" : "no");
    printf("%.1f\n", c + 1.0);
    Name n{"circle"};
    printf("%s\n", (const char *)n);
    const char *p = n;
    printf("%c\n", p[1]);
    return 0;
}
