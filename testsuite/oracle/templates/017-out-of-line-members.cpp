// Members of a class template defined outside the class: functions, a static
// data member, a nested class and a member template of a class template.
#include <cstdio>

template <typename T>
struct Stack {
    T items[8];
    int n = 0;
    static int instances;
    struct Stats { int pushes; };
    Stats stats{0};
    Stack();
    void push(T v);
    T pop();
    template <typename U> U sum_as() const;
};

template <typename T> int Stack<T>::instances = 0;
template <typename T> Stack<T>::Stack() { ++instances; }
template <typename T> void Stack<T>::push(T v) { items[n++] = v; ++stats.pushes; }
template <typename T> T Stack<T>::pop() { return items[--n]; }
template <typename T>
template <typename U>
U Stack<T>::sum_as() const {
    U s = 0;
    for (int i = 0; i < n; ++i) s += (U)items[i];
    return s;
}

int main() {
    Stack<int> a;
    Stack<int> b;
    Stack<double> c;
    a.push(1); a.push(2); a.push(3);
    c.push(0.5); c.push(0.75);
    int popped = a.pop();
    printf("%d %d\n", popped, a.sum_as<int>());
    printf("%.2f %d\n", c.sum_as<double>(), c.sum_as<int>());
    printf("%d %d %d\n", Stack<int>::instances, Stack<double>::instances, a.stats.pushes);
    (void)b;
    return 0;
}
