// Printing a heterogeneous list through recursive variadic templates with a
// separator, including nested lists.
#include <cstdio>

template <typename... Ts> struct List;
template <> struct List<> {};
template <typename H, typename... T>
struct List<H, T...> {
    H head;
    List<T...> tail;
};

void put(int v) { printf("%d", v); }
void put(double v) { printf("%.2f", v); }
void put(const char *s) { printf("\"%s\"", s); }
template <typename... Ts> void put(const List<Ts...> &l);

inline void put_items(const List<> &, bool) {}
template <typename H, typename... T>
void put_items(const List<H, T...> &l, bool first) {
    if (!first) printf(", ");
    put(l.head);
    put_items(l.tail, false);
}

template <typename... Ts>
void put(const List<Ts...> &l) {
    printf("[");
    put_items(l, true);
    printf("]");
}

int main() {
    List<int, double, const char *> a{1, {2.5, {"three", {}}}};
    put(a);
    printf("\n");
    List<List<int, int>, const char *> b{{1, {2, {}}}, {"x", {}}};
    put(b);
    printf("\n");
    put(List<>{});
    printf("\n");
    return 0;
}
