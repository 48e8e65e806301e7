// Deleting through a base pointer calls the derived destructor when the
// base destructor is virtual.
#include <cstdio>

struct Base {
    Base() { printf("Base()\n"); }
    virtual ~Base() { printf("~Base()\n"); }
};

struct Derived : Base {
    int *buf;
    Derived() : buf(new int[4]) { printf("Derived()\n"); }
    ~Derived() override { delete[] buf; printf("~Derived()\n"); }
};

struct More : Derived {
    More() { printf("More()\n"); }
    ~More() { printf("~More()\n"); }
};

int main() {
    Base *a = new Derived;
    delete a;
    printf("--\n");
    Base *b = new More;
    delete b;
    printf("--\n");
    Derived *c = new More;
    delete c;
    return 0;
}
