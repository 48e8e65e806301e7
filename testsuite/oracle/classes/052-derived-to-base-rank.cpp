// Derived-to-base conversions are ranked by inheritance depth: the nearest
// base wins (the tag dispatch idiom).
#include <cstdio>

struct tag0 {};
struct tag1 : tag0 {};
struct tag2 : tag1 {};
struct tag3 : tag2 {};
struct tag4 : tag3 {};

void impl(tag0) { printf("generic\n"); }
void impl(tag2) { printf("level 2\n"); }
void impl(tag3) { printf("level 3\n"); }

void ref(const tag1 &) { printf("ref tag1\n"); }
void ref(const tag0 &) { printf("ref tag0\n"); }

void ptr(tag0 *) { printf("ptr tag0\n"); }
void ptr(tag1 *) { printf("ptr tag1\n"); }
void ptr(void *) { printf("ptr void\n"); }

int main() {
    impl(tag0{});
    impl(tag1{});
    impl(tag2{});
    impl(tag3{});
    impl(tag4{});
    ref(tag4{});
    ref(tag0{});
    tag3 t;
    ptr(&t);
    int i = 0;
    ptr(&i);
    return 0;
}
