// Generic algorithms with projections and comparators passed as template
// parameters: max_element by key, min/max on a struct array.
#include <cstdio>

template <typename It, typename Key>
It max_by(It first, It last, Key key) {
    It best = first;
    for (It it = first; it != last; ++it)
        if (key(*best) < key(*it)) best = it;
    return best;
}

struct City { const char *name; int population; double area; };

int main() {
    City cs[] = {{"A", 500, 12.5}, {"B", 1200, 3.0}, {"C", 800, 40.0}, {"D", 1200, 8.0}};
    const City *big = max_by(cs, cs + 4, [](const City &c) { return c.population; });
    const City *wide = max_by(cs, cs + 4, [](const City &c) { return c.area; });
    const City *dense = max_by(cs, cs + 4, [](const City &c) { return c.population / c.area; });
    printf("%s %s %s\n", big->name, wide->name, dense->name);
    int xs[] = {3, -7, 5, -2};
    printf("%d\n", *max_by(xs, xs + 4, [](int x) { return x * x; }));
    return 0;
}
