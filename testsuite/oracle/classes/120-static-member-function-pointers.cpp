// Static member functions have ordinary function-pointer type; a table of
// them forms a small command interpreter over a class's private state.
#include <cstdio>

class Machine {
    static int acc;
    static void inc() { ++acc; }
    static void dbl() { acc *= 2; }
    static void neg() { acc = -acc; }
public:
    typedef void (*Op)();
    static Op lookup(char c) {
        switch (c) {
        case '+': return &Machine::inc;
        case '*': return dbl;
        case '-': return Machine::neg;
        default: return nullptr;
        }
    }
    static int value() { return acc; }
};
int Machine::acc = 0;

int main() {
    const char *program = "++*+?*-";
    for (const char *p = program; *p; ++p) {
        Machine::Op op = Machine::lookup(*p);
        if (op) op();
        else printf("unknown op %c\n", *p);
        printf("%c -> %d\n", *p, Machine::value());
    }
    return 0;
}
