// Pointers to members as template arguments: a generic field accessor and a
// sort-by-field comparator.
#include <cstdio>

struct Person {
    const char *name;
    int age;
    double height;
};

template <typename C, typename T, T C::*Field>
struct By {
    bool operator()(const C &a, const C &b) const { return a.*Field < b.*Field; }
};

template <typename C, typename T>
T get(const C &c, T C::*field) { return c.*field; }

template <typename T, typename Less>
void sort3(T (&a)[3], Less less) {
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 2 - i; ++j)
            if (less(a[j + 1], a[j])) { T t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
}

int main() {
    Person ps[3] = {{"ann", 31, 1.70}, {"bob", 25, 1.82}, {"cy", 40, 1.65}};
    sort3(ps, By<Person, int, &Person::age>());
    for (const Person &p : ps) printf("%s ", p.name);
    printf("\n");
    sort3(ps, By<Person, double, &Person::height>());
    for (const Person &p : ps) printf("%s ", p.name);
    printf("\n%d %.2f\n", get(ps[0], &Person::age), get(ps[2], &Person::height));
    return 0;
}
