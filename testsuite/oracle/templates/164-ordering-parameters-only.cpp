// Partial ordering of function templates compares parameter types only:
// a trailing return type or a return type that names a member of the
// parameter's class (both ill-formed for the placeholder types) does not
// matter. libstdc++'s two operator- of __normal_iterator.
#include <cstdio>

template<typename T> struct Traits { typedef typename T::diff diff; };
template<> struct Traits<int*> { typedef long diff; };

template<typename I, typename C> struct Iter {
    typedef typename Traits<I>::diff difference_type;
    I p;
    I base() const { return p; }
};

template<typename L, typename R, typename C>
auto operator-(const Iter<L, C>& a, const Iter<R, C>& b) -> decltype(a.base() - b.base()) {
    return 100 + (a.base() - b.base());
}
template<typename I, typename C>
typename Iter<I, C>::difference_type operator-(const Iter<I, C>& a, const Iter<I, C>& b) {
    return a.base() - b.base();
}

int main() {
    int xs[4] = {0, 1, 2, 3};
    Iter<int*, char> a{xs + 3}, b{xs};
    printf("%ld\n", (long)(a - b));
    return 0;
}
