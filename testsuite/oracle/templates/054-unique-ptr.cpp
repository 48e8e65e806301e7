// A move-only unique_ptr-like class template with a deleter parameter,
// release/reset, and an array partial specialization.
#include <cstdio>

template <typename T>
struct DefaultDelete { void operator()(T *p) const { delete p; } };
template <typename T>
struct DefaultDelete<T[]> { void operator()(T *p) const { delete[] p; } };

template <typename T, typename D = DefaultDelete<T>>
class UniquePtr {
    T *p;
public:
    explicit UniquePtr(T *x = nullptr) : p(x) {}
    UniquePtr(const UniquePtr &) = delete;
    UniquePtr(UniquePtr &&o) : p(o.p) { o.p = nullptr; }
    UniquePtr &operator=(UniquePtr &&o) { reset(o.p); o.p = nullptr; return *this; }
    ~UniquePtr() { reset(); }
    void reset(T *x = nullptr) { if (p) D()(p); p = x; }
    T *release() { T *r = p; p = nullptr; return r; }
    T &operator*() const { return *p; }
    T *operator->() const { return p; }
    explicit operator bool() const { return p != nullptr; }
};

template <typename T, typename D>
class UniquePtr<T[], D> {
    T *p;
public:
    explicit UniquePtr(T *x) : p(x) {}
    ~UniquePtr() { D()(p); }
    T &operator[](int i) const { return p[i]; }
};

struct Res {
    int id;
    Res(int i) : id(i) { printf("acquire %d\n", id); }
    ~Res() { printf("release %d\n", id); }
};

struct Noisy {
    void operator()(Res *r) const { printf("custom deleter for %d\n", r->id); delete r; }
};

int main() {
    UniquePtr<Res> a(new Res(1));
    UniquePtr<Res> b(static_cast<UniquePtr<Res> &&>(a));
    printf("a %d b %d id %d\n", (bool)a, (bool)b, b->id);
    b.reset(new Res(2));
    Res *raw = b.release();
    printf("released %d\n", raw->id);
    delete raw;
    {
        UniquePtr<Res, Noisy> c(new Res(3));
        UniquePtr<int[]> arr(new int[3]{7, 8, 9});
        printf("arr %d\n", arr[2]);
    }
    UniquePtr<Res> d(new Res(4));
    d = UniquePtr<Res>(new Res(5));
    printf("d %d\n", (*d).id);
    return 0;
}
