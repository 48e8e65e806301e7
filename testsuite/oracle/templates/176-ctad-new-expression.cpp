// CTAD in new-expressions, with parenthesized and braced initializers.
#include <cstdio>

template <typename K, typename V>
struct Entry {
    K key; V value;
    Entry(K k, V v) : key(k), value(v) {}
};

template <typename T>
struct Node { T v; Node *next; Node(T x, Node *n) : v(x), next(n) {} };

int main() {
    auto *e = new Entry(7, 'q');
    printf("%d %c\n", e->key, e->value);
    delete e;
    auto *n2 = new Node(2, (Node<int> *)nullptr);
    auto *n1 = new Node{1, n2};
    int sum = 0;
    for (Node<int> *p = n1; p; p = p->next) sum += p->v;
    printf("%d\n", sum);
    delete n1;
    delete n2;
    return 0;
}
