// Chains of dependent types: a container's iterator's value_type reached
// through typename at several levels.
#include <cstdio>

template <typename T>
struct Iter {
    typedef T value_type;
    typedef T *pointer;
    T *p;
    T &operator*() const { return *p; }
};

template <typename T>
struct Container {
    typedef Iter<T> iterator;
    typedef typename iterator::value_type value_type;
    T data[3];
    iterator first() { return iterator{data}; }
};

template <typename C>
typename C::iterator::value_type first_value(C &c) {
    typename C::iterator it = c.first();
    typename C::iterator::pointer p = it.p;
    return *p + *it;
}

template <typename C>
struct Traits {
    typedef typename C::value_type value_type;
    static constexpr int bytes = sizeof(value_type);
};

int main() {
    Container<int> ci{{21, 0, 0}};
    Container<double> cd{{1.25, 0, 0}};
    printf("%d %.2f\n", first_value(ci), first_value(cd));
    printf("%d %d\n", Traits<Container<char>>::bytes, Traits<Container<long long>>::bytes);
    return 0;
}
