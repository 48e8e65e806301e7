// A signal class template holding up to N listeners (function pointers with
// a context pointer), emitting typed arguments.
#include <cstdio>

template <typename... Args>
class Signal {
    struct Slot { void (*fn)(void *, Args...); void *ctx; };
    Slot slots[4];
    int n = 0;
public:
    void connect(void (*fn)(void *, Args...), void *ctx) { slots[n++] = Slot{fn, ctx}; }
    void emit(Args... args) const {
        for (int i = 0; i < n; ++i) slots[i].fn(slots[i].ctx, args...);
    }
};

struct Counter { int total = 0; };
void add_to(void *ctx, int a, int b) { static_cast<Counter *>(ctx)->total += a + b; }
void log_it(void *ctx, int a, int b) { printf("%s: %d %d\n", static_cast<const char *>(ctx), a, b); }

int main() {
    Signal<int, int> sig;
    Counter c;
    char name[] = "logger";
    sig.connect(add_to, &c);
    sig.connect(log_it, name);
    sig.emit(1, 2);
    sig.emit(10, 20);
    printf("total %d\n", c.total);
    Signal<> ping;
    ping.connect([](void *) { printf("ping\n"); }, nullptr);
    ping.emit();
    return 0;
}
