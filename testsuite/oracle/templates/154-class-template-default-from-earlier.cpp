// Default template arguments that refer to earlier parameters and to
// traits of them, in a hash-map-like class skeleton.
#include <cstdio>

template <typename T> struct Hash { unsigned operator()(const T &v) const { return (unsigned)v * 2654435761u; } };
template <typename T> struct Equal { bool operator()(const T &a, const T &b) const { return a == b; } };

template <typename K, typename V, int Buckets = 8, typename H = Hash<K>, typename E = Equal<K>>
class Map {
    struct Entry { K k; V v; bool used; };
    Entry slots[Buckets] = {};
public:
    bool put(const K &k, const V &v) {
        unsigned h = H()(k) % Buckets;
        for (int i = 0; i < Buckets; ++i) {
            Entry &e = slots[(h + i) % Buckets];
            if (!e.used || E()(e.k, k)) { e = Entry{k, v, true}; return true; }
        }
        return false;
    }
    const V *get(const K &k) const {
        unsigned h = H()(k) % Buckets;
        for (int i = 0; i < Buckets; ++i) {
            const Entry &e = slots[(h + i) % Buckets];
            if (!e.used) return nullptr;
            if (E()(e.k, k)) return &e.v;
        }
        return nullptr;
    }
};

struct ModHash { unsigned operator()(int k) const { return (unsigned)k; } };

int main() {
    Map<int, double> m;
    m.put(1, 0.5); m.put(9, 1.5); m.put(17, 2.5); m.put(9, 9.5);
    const double *a = m.get(9), *b = m.get(4);
    printf("%.1f %d\n", *a, b == nullptr);
    Map<int, char, 4, ModHash> small;
    for (int i = 0; i < 6; ++i) printf("%d", small.put(i * 4, 'a' + i));
    printf("\n%c\n", *small.get(8));
    return 0;
}
