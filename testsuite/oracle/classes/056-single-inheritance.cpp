// Single inheritance: base members accessed through the derived class,
// construction base-first and destruction derived-first.
#include <cstdio>

struct Animal {
    int legs;
    Animal(int l) : legs(l) { printf("Animal(%d)\n", l); }
    ~Animal() { printf("~Animal\n"); }
    int leg_count() const { return legs; }
};

struct Dog : Animal {
    const char *name;
    Dog(const char *n) : Animal(4), name(n) { printf("Dog(%s)\n", n); }
    ~Dog() { printf("~Dog(%s)\n", name); }
    void describe() const { printf("%s has %d legs\n", name, leg_count()); }
};

int main() {
    Dog d("rex");
    d.describe();
    Animal &a = d;
    printf("via base: %d\n", a.legs);
    return 0;
}
