// A stream-like class with a chained non-member operator<< (sequenced left
// to right in C++17).
#include <cstdio>

struct Out {
    int written = 0;
};

Out &operator<<(Out &o, int v) { printf("%d", v); ++o.written; return o; }
Out &operator<<(Out &o, const char *s) { printf("%s", s); ++o.written; return o; }
Out &operator<<(Out &o, char c) { printf("%c", c); ++o.written; return o; }

struct Point { int x, y; };
Out &operator<<(Out &o, const Point &p) { return o << '(' << p.x << ", " << p.y << ')'; }

int main() {
    Out out;
    out << "answer: " << 42 << '\n';
    Point p{3, -4};
    out << "point " << p << '\n';
    printf("items written: %d\n", out.written);
    return 0;
}
