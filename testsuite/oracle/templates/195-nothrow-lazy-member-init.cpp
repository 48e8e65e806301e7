// Whether default construction can throw, asked of class template
// instances whose default member initializers were not instantiated yet.
#include <cstdio>
int may_throw() { return 1; }
int wont() noexcept { return 2; }
template <typename T> struct W { T t = may_throw(); };
template <typename T> struct V { T t = wont(); };
template <typename T> struct Outer { W<T> w; };
int main() {
    printf("%d %d %d\n", (int)__is_nothrow_constructible(W<int>), (int)__is_nothrow_constructible(V<int>),
           (int)__is_nothrow_constructible(Outer<int>));
    return 0;
}
