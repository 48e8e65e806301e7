// A generic stack of class objects: copies and destructor calls made by a
// class template that manages storage with new[]/delete[].
#include <cstdio>

template <typename T>
class Stack {
    T *items;
    int n, cap;
public:
    Stack(int c) : items(new T[c]), n(0), cap(c) {}
    ~Stack() { delete[] items; }
    Stack(const Stack &) = delete;
    void push(const T &v) { if (n < cap) items[n++] = v; }
    T &top() { return items[n - 1]; }
    void pop() { --n; }
    int size() const { return n; }
};

struct Tracked {
    int v;
    Tracked() : v(0) {}
    Tracked(int x) : v(x) {}
    Tracked &operator=(const Tracked &o) { v = o.v; printf("assign %d\n", v); return *this; }
    ~Tracked() { if (v) printf("~Tracked %d\n", v); }
};

int main() {
    {
        Stack<Tracked> s(3);
        s.push(Tracked(1));
        s.push(Tracked(2));
        printf("top %d size %d\n", s.top().v, s.size());
        s.pop();
        s.top().v = 10;
        printf("end of scope\n");
    }
    Stack<int> si(2);
    si.push(7);
    printf("%d\n", si.top());
    return 0;
}
