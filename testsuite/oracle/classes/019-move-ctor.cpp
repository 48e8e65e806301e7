// Move constructor stealing a resource; the moved-from object is left
// empty; std::move written by hand as static_cast<T&&>.
#include <cstdio>

struct Owner {
    int *p;
    Owner(int v) : p(new int(v)) { printf("own %d\n", v); }
    Owner(const Owner &o) : p(new int(*o.p)) { printf("deep copy %d\n", *p); }
    Owner(Owner &&o) : p(o.p) { o.p = nullptr; printf("move %d\n", *p); }
    ~Owner() {
        if (p) { printf("free %d\n", *p); delete p; }
        else printf("empty dtor\n");
    }
};

int main() {
    Owner a(1);
    Owner b(static_cast<Owner &&>(a));
    printf("a empty: %d\n", a.p == nullptr ? 1 : 0);
    Owner c(b);
    Owner d = static_cast<Owner &&>(c);
    printf("values %d %d\n", *b.p, *d.p);
    return 0;
}
