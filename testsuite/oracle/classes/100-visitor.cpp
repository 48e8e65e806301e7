// The visitor pattern: double dispatch through two virtual calls over a small
// expression tree, with ownership and virtual destructors.
#include <cstdio>

struct Num;
struct Add;
struct Mul;

struct Visitor {
    virtual void visit(const Num &) = 0;
    virtual void visit(const Add &) = 0;
    virtual void visit(const Mul &) = 0;
    virtual ~Visitor() {}
};

struct Expr {
    virtual void accept(Visitor &v) const = 0;
    virtual ~Expr() {}
};

struct Num : Expr {
    int v;
    Num(int x) : v(x) {}
    void accept(Visitor &vis) const override { vis.visit(*this); }
};
struct Add : Expr {
    Expr *l, *r;
    Add(Expr *a, Expr *b) : l(a), r(b) {}
    ~Add() { delete l; delete r; }
    void accept(Visitor &vis) const override { vis.visit(*this); }
};
struct Mul : Expr {
    Expr *l, *r;
    Mul(Expr *a, Expr *b) : l(a), r(b) {}
    ~Mul() { delete l; delete r; }
    void accept(Visitor &vis) const override { vis.visit(*this); }
};

struct Eval : Visitor {
    int result = 0;
    void visit(const Num &n) override { result = n.v; }
    void visit(const Add &a) override {
        a.l->accept(*this);
        int left = result;
        a.r->accept(*this);
        result += left;
    }
    void visit(const Mul &m) override {
        m.l->accept(*this);
        int left = result;
        m.r->accept(*this);
        result *= left;
    }
};

struct Print : Visitor {
    void visit(const Num &n) override { printf("%d", n.v); }
    void visit(const Add &a) override { printf("("); a.l->accept(*this); printf(" + "); a.r->accept(*this); printf(")"); }
    void visit(const Mul &m) override { m.l->accept(*this); printf(" * "); m.r->accept(*this); }
};

int main() {
    Expr *e = new Mul(new Add(new Num(2), new Num(3)), new Add(new Num(4), new Mul(new Num(5), new Num(6))));
    Print p;
    e->accept(p);
    Eval ev;
    e->accept(ev);
    printf(" = %d\n", ev.result);
    delete e;
    return 0;
}
