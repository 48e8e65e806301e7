// alignas on classes, members and local variables; alignof of each.
#include <cstdio>

struct alignas(32) Line { char bytes[4]; };
struct Mixed {
    char c;
    alignas(16) int i;
    alignas(double) char d;
};

int main() {
    printf("%zu %zu\n", alignof(Line), sizeof(Line));
    printf("%zu %zu\n", alignof(Mixed), sizeof(Mixed));
    alignas(64) char buffer[10];
    buffer[0] = 'x';
    printf("%c %zu\n", buffer[0], sizeof buffer);
    Line lines[2];
    printf("%zu\n", sizeof lines);
    return 0;
}
