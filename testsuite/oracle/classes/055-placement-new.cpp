// Placement new with a user-declared placement allocation function (a tag
// argument), constructing into a buffer and destroying explicitly.
#include <cstdio>
#include <cstddef>

struct Arena {};
void *operator new(size_t, void *where, Arena) { return where; }

struct Obj {
    int v;
    Obj(int x) : v(x) { printf("Obj(%d)\n", v); }
    ~Obj() { printf("~Obj(%d)\n", v); }
};

struct Slot {
    static void *operator new(size_t, void *p) { return p; }
    int a, b;
    Slot(int x, int y) : a(x), b(y) {}
};

int main() {
    alignas(Obj) unsigned char buf[sizeof(Obj) * 2];
    Obj *first = new (buf, Arena{}) Obj(1);
    Obj *second = new (buf + sizeof(Obj), Arena{}) Obj(2);
    printf("sum %d\n", first->v + second->v);
    second->~Obj();
    first->~Obj();
    alignas(Slot) unsigned char sbuf[sizeof(Slot)];
    Slot *s = new (sbuf) Slot(3, 4);
    printf("slot %d %d\n", s->a, s->b);
    s->~Slot();
    return 0;
}
