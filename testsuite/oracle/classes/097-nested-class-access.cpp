// A nested class is a member: it can use the enclosing class's private
// names; the enclosing class uses the nested class's public interface.
#include <cstdio>

class List {
    static const int cap = 4;
    int items[cap];
    int n = 0;
public:
    class Iter {
        const List *l;
        int i;
    public:
        Iter(const List *list, int pos) : l(list), i(pos) {}
        bool operator!=(const Iter &o) const { return i != o.i; }
        Iter &operator++() { ++i; return *this; }
        int operator*() const { return l->items[i]; }
    };
    void push(int v) { if (n < cap) items[n++] = v; }
    Iter begin() const { return Iter(this, 0); }
    Iter end() const { return Iter(this, n); }
};

int main() {
    List l;
    for (int i = 1; i <= 6; ++i) l.push(i * 11);
    for (int v : l) printf("%d ", v);
    printf("\n");
    int s = 0;
    for (List::Iter it = l.begin(); it != l.end(); ++it) s += *it;
    printf("sum %d\n", s);
    return 0;
}
