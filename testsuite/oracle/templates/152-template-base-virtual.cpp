// A class template with virtual functions: each specialization has its own
// vtable; a derived template overrides and calls the base version.
#include <cstdio>

template <typename T>
struct Node {
    T value;
    Node(T v) : value(v) {}
    virtual ~Node() {}
    virtual T eval() const { return value; }
    virtual const char *kind() const { return "leaf"; }
};

template <typename T>
struct Doubled : Node<T> {
    Doubled(T v) : Node<T>(v) {}
    T eval() const override { return 2 * Node<T>::eval(); }
    const char *kind() const override { return "doubled"; }
};

template <typename T>
void show(const Node<T> &n) { printf("%s %g\n", n.kind(), (double)n.eval()); }

int main() {
    Node<int> a(3);
    Doubled<int> b(4);
    Doubled<double> c(1.25);
    show(a);
    show(b);
    show(c);
    Node<int> *p = new Doubled<int>(10);
    printf("%d\n", p->eval());
    delete p;
    return 0;
}
