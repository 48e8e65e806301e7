// A make-like factory forwarding a pack of arguments to a constructor,
// preserving copies versus moves.
#include <cstdio>

template <typename T> struct rr { typedef T type; };
template <typename T> struct rr<T &> { typedef T type; };
template <typename T> struct rr<T &&> { typedef T type; };
template <typename T> T &&fwd(typename rr<T>::type &t) { return static_cast<T &&>(t); }

struct Arg {
    int v;
    Arg(int x) : v(x) {}
    Arg(const Arg &o) : v(o.v) { printf("Arg copy %d\n", v); }
    Arg(Arg &&o) : v(o.v) { printf("Arg move %d\n", v); }
};

struct Widget {
    Arg a, b;
    int n;
    Widget(const Arg &x, Arg &&y, int k) : a(x), b(static_cast<Arg &&>(y)), n(k) {}
};

template <typename T, typename... Args>
T *make(Args &&...args) { return new T(fwd<Args>(args)...); }

int main() {
    Arg keep(1);
    Widget *w = make<Widget>(keep, Arg(2), 3);
    printf("%d %d %d\n", w->a.v, w->b.v, w->n);
    delete w;
    return 0;
}
