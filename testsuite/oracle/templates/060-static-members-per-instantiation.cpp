// Each instantiation of a class template has its own static data members;
// a static local in a function template is per specialization too.
#include <cstdio>

template <typename T>
struct Registry {
    static int count;
    static void add() { ++count; }
};
template <typename T> int Registry<T>::count = 0;

template <typename T>
int next_id() {
    static int id = 0;
    return ++id;
}

int main() {
    Registry<int>::add();
    Registry<int>::add();
    Registry<double>::add();
    printf("%d %d %d\n", Registry<int>::count, Registry<double>::count, Registry<char>::count);
    next_id<int>();
    next_id<int>();
    int i3 = next_id<int>();
    int c1 = next_id<char>();
    int c2 = next_id<char>();
    printf("%d %d %d\n", i3, c1, c2);
    return 0;
}
