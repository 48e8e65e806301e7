// Alias templates over dependent member types and over templates with
// fixed arguments, including an alias used in a deduction context.
#include <cstdio>

template <typename T> struct traits { typedef T value; typedef T *ptr; };
template <typename T> using value_t = typename traits<T>::value;
template <typename T> using ptr_t = typename traits<T>::ptr;

template <typename T, typename U> struct Map { T key; U val; };
template <typename U> using IntMap = Map<int, U>;

template <typename U>
U lookup(const IntMap<U> *entries, int n, int key, U dflt) {
    for (int i = 0; i < n; ++i)
        if (entries[i].key == key) return entries[i].val;
    return dflt;
}

template <typename T>
value_t<T> deref(ptr_t<T> p) { return *p; }

int main() {
    IntMap<const char *> names[] = {{1, "one"}, {2, "two"}, {3, "three"}};
    printf("%s %s\n", lookup(names, 3, 2, "?"), lookup(names, 3, 9, "?"));
    IntMap<double> ds[] = {{7, 0.5}};
    printf("%.1f\n", lookup(ds, 1, 7, 0.0));
    int x = 11;
    printf("%d\n", deref<int>(&x));
    return 0;
}
