// Unsigned bit-fields: truncation on store, independent fields, a zero-width
// field, and arithmetic on bit-field values.
#include <cstdio>

struct Flags {
    unsigned ready : 1;
    unsigned mode : 3;
    unsigned count : 4;
    unsigned : 0;
    unsigned big : 12;
};

int main() {
    Flags f{};
    f.ready = 1;
    f.mode = 5;
    f.count = 15;
    f.big = 4095;
    printf("%u %u %u %u\n", f.ready, f.mode, f.count, f.big);
    f.count = f.count + 1;
    f.mode = 9;
    printf("%u %u\n", f.count, f.mode);
    f.big -= 95;
    printf("%u\n", f.big);
    unsigned sum = f.ready + f.mode + f.count + f.big;
    printf("sum %u\n", sum);
    return 0;
}
