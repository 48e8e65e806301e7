// Class template argument deduction where a constructor's parameter
// names the class by its injected-class-name: the implicit deduction
// guide reads it as the specialization it deduces (List<T>), so the
// arguments may come from it alone or together with the others.
#include <cstdio>

template <typename T>
struct List {
    T head;
    const List *tail;
    List(T h, const List *t) : head(h), tail(t) {}
    List(const List &o, int bump) : head(o.head + bump), tail(o.tail) {}
};

template <typename K, typename V>
struct Link {
    K key;
    V val;
    Link *prev;
    Link(K k, V v, Link *p) : key(k), val(v), prev(p) {}
};

template <typename T>
T sum(const List<T> *l) {
    T s = 0;
    for (; l; l = l->tail) s += l->head;
    return s;
}

int main() {
    List a(1.5, (const List<double> *)nullptr);
    List b(2.5, &a);
    List c(b, 10);
    printf("%.1f %.1f\n", sum(&b), sum(&c));
    Link first('a', 1L, (Link<char, long> *)nullptr);
    Link second('b', 2L, &first);
    long total = 0;
    for (Link<char, long> *p = &second; p; p = p->prev) total += p->val * p->key;
    printf("%ld\n", total);
    auto *heap = new List(7, (const List<int> *)nullptr);
    printf("%d\n", sum(heap));
    delete heap;
    return 0;
}
