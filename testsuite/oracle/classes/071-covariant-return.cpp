// Covariant return types of virtual functions (clone pattern).
#include <cstdio>

struct Shape {
    virtual ~Shape() {}
    virtual Shape *clone() const = 0;
    virtual int sides() const = 0;
};

struct Tri : Shape {
    int tag;
    Tri(int t) : tag(t) {}
    Tri *clone() const override { return new Tri(tag + 1); }
    int sides() const override { return 3; }
};

int main() {
    Tri t(1);
    Shape *s = t.clone();
    Tri *t2 = t.clone();
    Shape *s2 = s->clone();
    printf("%d %d %d\n", s->sides(), t2->tag, static_cast<Tri *>(s2)->tag);
    delete s;
    delete t2;
    delete s2;
    return 0;
}
