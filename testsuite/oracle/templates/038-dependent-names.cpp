// typename and template disambiguators for dependent names: nested types,
// nested templates, and member templates called on dependent objects.
#include <cstdio>

struct Alloc {
    template <typename U>
    struct rebind { typedef U *pointer; };
    template <int N>
    static int scaled(int v) { return v * N; }
    typedef int size_type;
};

struct Obj {
    template <int K>
    int get() const { return K + 1; }
};

template <typename A, typename T>
struct User {
    typedef typename A::template rebind<T>::pointer pointer;
    typename A::size_type count = 3;
    int scale(int v) const { return A::template scaled<4>(v); }
};

template <typename O>
int call(const O &o) { return o.template get<41>(); }

template <typename O>
int call_ptr(const O *o) { return o->template get<9>(); }

int main() {
    User<Alloc, double> u;
    double d = 2.5;
    typename User<Alloc, double>::pointer p = &d;
    printf("%.1f %d %d\n", *p, u.count, u.scale(5));
    Obj o;
    printf("%d %d\n", call(o), call_ptr(&o));
    return 0;
}
