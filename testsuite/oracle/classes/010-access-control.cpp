// public/private/protected sections, struct vs class default access, private
// helpers used by public members.
#include <cstdio>

class Stack {
    int data[8];
    int top = 0;
    bool full() const { return top == 8; }
public:
    bool push(int v) {
        if (full()) return false;
        data[top++] = v;
        return true;
    }
    int pop() { return data[--top]; }
    bool empty() const { return top == 0; }
protected:
    int size() const { return top; }
};

struct Sized : Stack {
    int count() const { return size(); }
};

int main() {
    Sized s;
    for (int i = 1; i <= 10; ++i) {
        if (!s.push(i * i)) printf("push %d failed\n", i);
    }
    printf("count %d\n", s.count());
    while (!s.empty()) printf("%d ", s.pop());
    printf("\n");
    return 0;
}
