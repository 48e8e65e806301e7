// A reference-counted shared pointer class template with a control block;
// copies share, the last owner destroys.
#include <cstdio>

template <typename T>
class Shared {
    struct Block { T *obj; int count; };
    Block *b;
    void drop() {
        if (b && --b->count == 0) { delete b->obj; delete b; }
        b = nullptr;
    }
public:
    explicit Shared(T *p) : b(new Block{p, 1}) {}
    Shared(const Shared &o) : b(o.b) { ++b->count; }
    Shared &operator=(const Shared &o) {
        if (b != o.b) { drop(); b = o.b; ++b->count; }
        return *this;
    }
    ~Shared() { drop(); }
    int use_count() const { return b ? b->count : 0; }
    T *operator->() const { return b->obj; }
};

struct Doc {
    const char *title;
    Doc(const char *t) : title(t) { printf("open %s\n", title); }
    ~Doc() { printf("close %s\n", title); }
};

int main() {
    Shared<Doc> a(new Doc("a"));
    {
        Shared<Doc> b = a;
        Shared<Doc> c(new Doc("c"));
        printf("%d %d\n", a.use_count(), c.use_count());
        c = b;
        printf("%d %s\n", a.use_count(), c->title);
    }
    printf("%d\n", a.use_count());
    return 0;
}
