// The implicit copy constructor and copy assignment copy member by member,
// calling members' user-defined copy operations.
#include <cstdio>

struct Tracked {
    int v;
    Tracked(int x) : v(x) {}
    Tracked(const Tracked &o) : v(o.v) { printf("Tracked copy %d\n", v); }
    Tracked &operator=(const Tracked &o) { v = o.v; printf("Tracked assign %d\n", v); return *this; }
};

struct Record {
    int id;
    Tracked t;
    double arr[2];
};

int main() {
    Record r{1, Tracked(10), {1.5, 2.5}};
    Record s = r;
    printf("s %d %d %.1f %.1f\n", s.id, s.t.v, s.arr[0], s.arr[1]);
    Record u{2, Tracked(20), {0, 0}};
    u = r;
    printf("u %d %d %.1f\n", u.id, u.t.v, u.arr[1]);
    return 0;
}
