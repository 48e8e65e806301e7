// Function templates with default function arguments depending on T, and
// default arguments evaluated at each call.
#include <cstdio>

int counter = 0;
int next() { return ++counter; }

template <typename T>
T scale(T v, T factor = T(2)) { return v * factor; }

template <typename T>
void tagged(T v, int tag = next()) { printf("value %d tag %d\n", (int)v, tag); }

template <typename T, int N = sizeof(T)>
int size_of(const T &) { return N; }

int main() {
    printf("%d %.1f %d\n", scale(5), scale(1.5), scale(3, 5));
    tagged(10);
    tagged(20);
    tagged(30, 99);
    tagged('A');
    printf("%d %d %d\n", size_of(1), size_of(1.0), size_of<char, 7>('x'));
    return 0;
}
