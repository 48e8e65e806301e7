// Template template parameters: a container adaptor parameterized by the
// storage template.
#include <cstdio>

template <typename T, int N = 8>
struct FixedStore {
    T items[N];
    int n = 0;
    void add(T v) { items[n++] = v; }
    T get(int i) const { return items[i]; }
    int size() const { return n; }
};

template <typename T>
struct TinyStore {
    T items[2];
    int n = 0;
    void add(T v) { if (n < 2) items[n++] = v; }
    T get(int i) const { return items[i]; }
    int size() const { return n; }
};

template <typename T, template <typename> class Store>
struct Queue {
    Store<T> s;
    int head = 0;
    void push(T v) { s.add(v); }
    T pop() { return s.get(head++); }
    bool empty() const { return head == s.size(); }
};

template <typename T> using Store8 = FixedStore<T>;

int main() {
    Queue<int, Store8> q;
    for (int i = 1; i <= 4; ++i) q.push(i * i);
    while (!q.empty()) printf("%d ", q.pop());
    printf("\n");
    Queue<char, TinyStore> t;
    t.push('x'); t.push('y'); t.push('z');
    while (!t.empty()) printf("%c", t.pop());
    printf("\n");
    return 0;
}
