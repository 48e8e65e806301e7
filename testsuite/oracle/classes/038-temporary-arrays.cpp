// Array members and arrays of class objects: element-wise construction in
// order and destruction in reverse, also for a new[] array.
#include <cstdio>

struct E {
    static int next;
    int id;
    E() : id(next++) { printf("E%d\n", id); }
    ~E() { printf("~E%d\n", id); }
};
int E::next = 0;

struct Holder {
    E es[2];
    E last;
};

int main() {
    {
        Holder h;
        printf("holder ready\n");
    }
    E *p = new E[3];
    printf("array ready %d\n", p[2].id);
    delete[] p;
    return 0;
}
