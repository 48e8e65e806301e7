// operator-> and unary operator* on a smart-pointer-like class, including a
// chained operator-> through two levels.
#include <cstdio>

struct Node {
    int value;
    int twice() const { return value * 2; }
};

struct Ptr {
    Node *p;
    Node *operator->() const { return p; }
    Node &operator*() const { return *p; }
};

struct PtrPtr {
    Ptr inner;
    Ptr operator->() const { printf("outer ->\n"); return inner; }
};

int main() {
    Node n{21};
    Ptr p{&n};
    printf("%d %d\n", p->value, p->twice());
    (*p).value = 5;
    printf("%d\n", n.value);
    PtrPtr pp{p};
    printf("%d\n", pp->twice());
    return 0;
}
