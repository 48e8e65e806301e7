// The injected-class-name: inside a class template its own name means the
// current specialization, usable as a type and a template.
#include <cstdio>

template <typename T, int N>
struct Node {
    T v;
    Node *next;
    Node(T x) : v(x), next(nullptr) {}
    Node &link(Node &o) { next = &o; return o; }
    Node<T, N + 1> promote() const { return Node<T, N + 1>(v * 2); }
    static int level() { return N; }
};

int main() {
    Node<int, 0> a(1), b(2), c(3);
    a.link(b).link(c);
    int s = 0;
    for (Node<int, 0> *p = &a; p; p = p->next) s += p->v;
    printf("%d\n", s);
    auto up = c.promote().promote();
    printf("%d %d\n", up.v, up.level());
    return 0;
}
