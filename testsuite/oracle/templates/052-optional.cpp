// An optional-like class template storing the value in a union, with
// explicit lifetime management (placement new through a user-declared
// placement form) and value_or.
#include <cstdio>
#include <cstddef>

struct Place {};
inline void *operator new(size_t, void *p, Place) { return p; }

template <typename T>
class Optional {
    union { T value; char dummy; };
    bool has = false;
public:
    Optional() : dummy(0) {}
    Optional(const T &v) : value(v), has(true) {}
    Optional(const Optional &o) : dummy(0), has(o.has) { if (has) new (&value, Place{}) T(o.value); }
    ~Optional() { if (has) value.~T(); }
    Optional &operator=(const T &v) {
        if (has) value = v;
        else { new (&value, Place{}) T(v); has = true; }
        return *this;
    }
    void reset() { if (has) { value.~T(); has = false; } }
    explicit operator bool() const { return has; }
    const T &operator*() const { return value; }
    T value_or(const T &d) const { return has ? value : d; }
};

struct Loud {
    int v;
    Loud(int x) : v(x) { printf("Loud(%d)\n", v); }
    Loud(const Loud &o) : v(o.v) { printf("Loud copy(%d)\n", v); }
    Loud &operator=(const Loud &o) { v = o.v; printf("Loud assign(%d)\n", v); return *this; }
    ~Loud() { printf("~Loud(%d)\n", v); }
};

int main() {
    Optional<int> a;
    Optional<int> b(5);
    printf("%d %d %d %d\n", (bool)a, (bool)b, a.value_or(-1), *b);
    a = 7;
    printf("%d\n", *a);
    {
        Optional<Loud> l;
        l = Loud(1);
        l = Loud(2);
        l.reset();
        printf("after reset %d\n", (bool)l);
        l = Loud(3);
    }
    return 0;
}
