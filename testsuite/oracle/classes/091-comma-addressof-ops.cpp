// The rarely overloaded operators: comma, unary &, and ->* .
#include <cstdio>

struct Seq {
    int total;
    Seq operator,(int v) const { printf("append %d\n", v); return {total + v}; }
};

struct Handle {
    int id;
    int operator&() const { return id * 1000; }
};

struct Data {
    int a, b;
};

struct DataPtr {
    Data *p;
    int &operator->*(int Data::*m) const { return p->*m; }
};

int main() {
    Seq s{0};
    Seq r = (s, 1, 2, 3);
    printf("total %d\n", r.total);
    Handle h{7};
    printf("fake address %d\n", &h);
    Data d{1, 2};
    DataPtr dp{&d};
    dp->*&Data::b = 20;
    printf("%d %d\n", dp->*&Data::a, d.b);
    return 0;
}
