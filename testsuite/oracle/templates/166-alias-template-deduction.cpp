// Deduction through alias templates: an alias is its aliased type, so its
// arguments deduce from the aliased type's (std::index_sequence<I...>);
// an alias whose type does not mention a parameter is non-deduced.
#include <cstdio>

template<typename T, T... Is> struct int_seq {};
template<unsigned long... Is> using index_seq = int_seq<unsigned long, Is...>;
template<typename T> using ptr = T*;
template<typename K, typename V> struct Pair { K k; V v; };
template<typename V> using IntPair = Pair<int, V>;
template<typename...> using void_t = void;

template<unsigned long... Is> int sum(index_seq<Is...>) { return (0 + ... + (int)Is); }
template<typename T> T load(ptr<T> p) { return *p; }
template<typename V> V second(const IntPair<V>& p) { return p.v; }
template<typename T> int probe(T, void_t<T>* = nullptr) { return sizeof(T); }

int main() {
    double d = 2.5;
    Pair<int, char> p{1, 'z'};
    printf("%d %g %c %d\n", sum(int_seq<unsigned long, 1, 2, 3, 4>{}), load(&d), second(p), probe('c'));
    return 0;
}
