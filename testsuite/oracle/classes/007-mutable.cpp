// A mutable member changed through const member functions (a cache and an
// access counter).
#include <cstdio>

struct Lazy {
    int base;
    mutable int cache = -1;
    mutable int hits = 0;
    int value() const {
        ++hits;
        if (cache < 0) {
            printf("computing\n");
            cache = base * base;
        }
        return cache;
    }
};

int main() {
    const Lazy l = {7};
    printf("%d\n", l.value());
    printf("%d\n", l.value());
    printf("%d\n", l.value());
    printf("hits %d\n", l.hits);
    return 0;
}
