// Function-local static objects are constructed on first pass; globals
// constructed before main.
#include <cstdio>

struct Announce {
    const char *name;
    Announce(const char *n) : name(n) { printf("construct %s\n", name); }
};

Announce global_one("global one");
Announce global_two("global two");

Announce &instance() {
    static Announce inst("singleton");
    return inst;
}

int main() {
    printf("main starts\n");
    printf("first call: %s\n", instance().name);
    printf("second call: %s\n", instance().name);
    printf("globals: %s, %s\n", global_one.name, global_two.name);
    return 0;
}
