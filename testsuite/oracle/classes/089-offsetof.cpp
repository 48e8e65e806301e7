// offsetof on standard-layout classes, checked against the x86-64 layout,
// and alignas on a member.
#include <cstdio>
#include <cstddef>

struct Header {
    char tag;
    short len;
    int id;
    double value;
    char name[3];
    alignas(8) char data[5];
    long tail;
};

struct Outer {
    int a;
    Header h;
};

int main() {
    printf("%zu %zu %zu %zu\n", offsetof(Header, tag), offsetof(Header, len), offsetof(Header, id),
           offsetof(Header, value));
    printf("%zu %zu %zu\n", offsetof(Header, name), offsetof(Header, data), offsetof(Header, tail));
    printf("%zu %zu\n", sizeof(Header), alignof(Header));
    printf("%zu %zu\n", offsetof(Outer, h), sizeof(Outer));
    return 0;
}
