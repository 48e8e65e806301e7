// goto out of and back before a declaration destroys the objects that go out
// of scope.
#include <cstdio>

struct G {
    int id;
    G(int i) : id(i) { printf("ctor %d\n", id); }
    ~G() { printf("dtor %d\n", id); }
};

int main() {
    int n = 0;
again:
    {
        G a(n);
        if (n < 2) {
            ++n;
            goto again;
        }
        G b(n + 10);
        if (n == 2) goto out;
        printf("unreached\n");
    }
out:
    printf("done %d\n", n);
    return 0;
}
