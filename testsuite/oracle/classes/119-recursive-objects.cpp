// Recursion over a tree of heap-allocated objects: building, summing,
// mirroring and destroying in post-order.
#include <cstdio>

struct Tree {
    int v;
    Tree *l, *r;
    Tree(int x, Tree *a = nullptr, Tree *b = nullptr) : v(x), l(a), r(b) {}
    ~Tree() {
        delete l;
        delete r;
        printf("free %d\n", v);
    }
    int sum() const { return v + (l ? l->sum() : 0) + (r ? r->sum() : 0); }
    int depth() const {
        int a = l ? l->depth() : 0, b = r ? r->depth() : 0;
        return 1 + (a > b ? a : b);
    }
    void mirror() {
        Tree *t = l; l = r; r = t;
        if (l) l->mirror();
        if (r) r->mirror();
    }
    void print() const {
        printf("(");
        if (l) l->print();
        printf("%d", v);
        if (r) r->print();
        printf(")");
    }
};

int main() {
    Tree *t = new Tree(1, new Tree(2, new Tree(4)), new Tree(3, nullptr, new Tree(5, new Tree(6))));
    t->print();
    printf("\nsum %d depth %d\n", t->sum(), t->depth());
    t->mirror();
    t->print();
    printf("\n");
    delete t;
    return 0;
}
