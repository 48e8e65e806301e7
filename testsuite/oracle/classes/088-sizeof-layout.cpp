// sizeof and alignof of classes on the x86-64 System V ABI (which g++ and
// clang share): padding, empty classes, empty base optimization, vptr,
// bit-fields, alignas.
#include <cstdio>

struct Empty {};
struct Padded { char c; int i; char d; };
struct Packed { int i; char c; char d; };
struct WithEmptyBase : Empty { int x; };
struct Poly { virtual ~Poly() {} int x; };
struct Bits { unsigned a : 3; unsigned b : 7; unsigned c : 30; };
struct alignas(16) Aligned { char c; };
struct HasAligned { char c; Aligned a; };
struct Nested { Padded p; double d; };

int main() {
    printf("Empty %zu %zu\n", sizeof(Empty), alignof(Empty));
    printf("Padded %zu %zu\n", sizeof(Padded), alignof(Padded));
    printf("Packed %zu %zu\n", sizeof(Packed), alignof(Packed));
    printf("WithEmptyBase %zu\n", sizeof(WithEmptyBase));
    printf("Poly %zu %zu\n", sizeof(Poly), alignof(Poly));
    printf("Bits %zu\n", sizeof(Bits));
    printf("Aligned %zu %zu\n", sizeof(Aligned), alignof(Aligned));
    printf("HasAligned %zu %zu\n", sizeof(HasAligned), alignof(HasAligned));
    printf("Nested %zu %zu\n", sizeof(Nested), alignof(Nested));
    Padded arr[3];
    printf("array %zu\n", sizeof arr);
    return 0;
}
