// const and reference data members, initialized in mem-initializer lists;
// a class whose members refer into another object.
#include <cstdio>

struct View {
    const int size;
    const int *const data;
    int &hits;
    View(const int *d, int n, int &h) : size(n), data(d), hits(h) {}
    int at(int i) const { ++hits; return data[i]; }
};

int main() {
    int arr[] = {4, 8, 15, 16, 23, 42};
    int hits = 0;
    View v(arr + 1, 4, hits);
    int s = 0;
    for (int i = 0; i < v.size; ++i) s += v.at(i);
    printf("sum %d hits %d\n", s, hits);
    View w = v;
    w.at(0);
    printf("hits %d\n", hits);
    return 0;
}
