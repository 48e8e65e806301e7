// Mixin layers: each layer is a class template deriving from its parameter,
// stacked in different orders to change behaviour.
#include <cstdio>

struct Core {
    int process(int x) const { printf("core(%d)", x); return x; }
};

template <typename Base>
struct Doubling : Base {
    int process(int x) const { printf("double("); int r = Base::process(x * 2); printf(")"); return r; }
};

template <typename Base>
struct Offset : Base {
    int process(int x) const { printf("offset("); int r = Base::process(x + 3); printf(")"); return r; }
};

template <typename Stack>
void run(const char *name, int x) {
    Stack s;
    printf("%s: ", name);
    int r = s.process(x);
    printf(" = %d\n", r);
}

int main() {
    run<Doubling<Offset<Core>>>("double then offset", 1);
    run<Offset<Doubling<Core>>>("offset then double", 1);
    run<Doubling<Doubling<Core>>>("double twice", 1);
    return 0;
}
