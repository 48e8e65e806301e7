// A const reference to a class binds an argument of an unrelated class
// through a converting constructor (a temporary), as an iterator
// converts to a const_iterator in `cit == it`.
#include <cstdio>

struct It { int* p; };
struct CIt {
    const int* p;
    CIt(const It& i) : p(i.p) {}
    CIt(const int* q) : p(q) {}
    friend bool operator==(const CIt& a, const CIt& b) { return a.p == b.p; }
};
struct Base { int v; };
struct Derived : Base { int w; };
int take(const CIt& c) { return *c.p; }
int base_of(const Base& b) { return b.v; }

int main() {
    int xs[2] = {4, 9};
    It a{xs + 1};
    CIt b(xs + 1), c(xs);
    Derived d;
    d.v = 3;
    d.w = 8;
    printf("%d %d %d %d %d\n", b == a, a == b, c == a, take(a), base_of(d));
    return 0;
}
