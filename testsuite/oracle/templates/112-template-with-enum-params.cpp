// Enumeration non-type template parameters selecting behaviour through
// specialization, like an architecture enum selecting a kernel.
#include <cstdio>

enum arch_t { sm_35 = 35, sm_52 = 52, sm_70 = 70, sm_80 = 80 };

template <arch_t A> struct tuning { static const int block = 128, items = 4; };
template <> struct tuning<sm_70> { static const int block = 256, items = 8; };
template <> struct tuning<sm_80> { static const int block = 512, items = 8; };

template <arch_t A>
int tile() { return tuning<A>::block * tuning<A>::items; }

template <arch_t... As>
void report() {
    ((printf("sm_%d: block %d items %d tile %d\n", (int)As, tuning<As>::block, tuning<As>::items, tile<As>())), ...);
}

int main() {
    report<sm_35, sm_52, sm_70, sm_80>();
    return 0;
}
