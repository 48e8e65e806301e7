// User-defined copy constructor: called for copy-initialization, for passing
// by value and for a copy of a member.
#include <cstdio>

struct Item {
    int id;
    int copies;
    Item(int i) : id(i), copies(0) { printf("Item(%d)\n", i); }
    Item(const Item &o) : id(o.id), copies(o.copies + 1) { printf("copy of %d (#%d)\n", o.id, copies); }
    ~Item() { printf("~Item(%d, copies %d)\n", id, copies); }
};

struct Pair {
    Item a;
    Item b;
};

int by_value(Item it) { return it.copies; }

int main() {
    Item x(1);
    Item y = x;
    Item z(y);
    int c = by_value(z);
    printf("by_value saw %d\n", c);
    Pair p{Item(5), x};
    Pair q = p;
    printf("q %d %d\n", q.a.copies, q.b.copies);
    return 0;
}
