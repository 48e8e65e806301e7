// Tag dispatch: iterator-category-like tags chosen by a trait, with a
// derived-to-base fallback to the most general algorithm.
#include <cstdio>

struct forward_tag {};
struct bidirectional_tag : forward_tag {};
struct random_tag : bidirectional_tag {};

template <typename It> struct traits { typedef typename It::category category; };
template <typename T> struct traits<T *> { typedef random_tag category; };

struct ListIt { typedef forward_tag category; int pos; };
struct DequeIt { typedef bidirectional_tag category; int pos; };

template <typename It> int advance_impl(It &it, int n, forward_tag) {
    printf("forward: %d steps\n", n);
    it.pos += n;
    return n;
}
template <typename It> int advance_impl(It &it, int n, bidirectional_tag) {
    printf("bidirectional: %d steps\n", n < 0 ? -n : n);
    it.pos += n;
    return n < 0 ? -n : n;
}
template <typename T> int advance_impl(T *&p, int n, random_tag) {
    printf("random access: 1 step\n");
    p += n;
    return 1;
}

template <typename It>
int advance(It &it, int n) { return advance_impl(it, n, typename traits<It>::category()); }

int main() {
    ListIt l{0};
    DequeIt d{10};
    int arr[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    int *p = arr;
    advance(l, 3);
    advance(d, -4);
    advance(p, 7);
    printf("%d %d %d\n", l.pos, d.pos, *p);
    return 0;
}
