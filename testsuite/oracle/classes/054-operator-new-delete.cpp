// Class-specific operator new and operator delete (and their array forms)
// that count allocations, forwarding to the global ones.
#include <cstdio>
#include <cstddef>

struct Counted {
    static int allocs, frees;
    int v;
    Counted() : v(1) {}
    static void *operator new(size_t n) { ++allocs; printf("class new\n"); return ::operator new(n); }
    static void operator delete(void *p) { ++frees; printf("class delete\n"); ::operator delete(p); }
    static void *operator new[](size_t n) { ++allocs; printf("class new[]\n"); return ::operator new[](n); }
    static void operator delete[](void *p) { ++frees; printf("class delete[]\n"); ::operator delete[](p); }
};
int Counted::allocs = 0;
int Counted::frees = 0;

int main() {
    Counted *a = new Counted;
    Counted *b = new Counted[4];
    printf("v %d %d\n", a->v, b[3].v);
    delete a;
    delete[] b;
    Counted *c = ::new Counted;
    ::delete c;
    printf("allocs %d frees %d\n", Counted::allocs, Counted::frees);
    return 0;
}
