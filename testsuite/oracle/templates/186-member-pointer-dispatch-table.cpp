// A compile-time table of member function pointers passed as template
// arguments, called through a variadic dispatcher.
#include <cstdio>

struct Machine {
    int acc = 0;
    void inc() { acc += 1; }
    void dbl() { acc *= 2; }
    void neg() { acc = -acc; }
};

template <void (Machine::*... Ops)()>
void run_all(Machine &m) {
    int dummy[] = {0, ((m.*Ops)(), 0)...};
    (void)dummy;
}

template <void (Machine::*Op)()>
struct Step { static void apply(Machine &m, int times) { for (int i = 0; i < times; i++) (m.*Op)(); } };

int main() {
    Machine m;
    run_all<&Machine::inc, &Machine::inc, &Machine::dbl, &Machine::neg>(m);
    printf("%d\n", m.acc);
    Step<&Machine::dbl>::apply(m, 3);
    printf("%d\n", m.acc);
    return 0;
}
