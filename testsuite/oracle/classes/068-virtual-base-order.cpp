// Construction order with virtual bases: all virtual bases first (depth-first,
// left to right), then non-virtual bases, then members; destruction reversed.
#include <cstdio>

struct Log {
    const char *n;
    Log(const char *s) : n(s) { printf("+%s\n", n); }
    ~Log() { printf("-%s\n", n); }
};

struct V1 { Log l{"V1"}; };
struct V2 { Log l{"V2"}; };
struct A : virtual V1 { Log l{"A"}; };
struct B : virtual V2 { Log l{"B"}; };
struct C { Log l{"C"}; };
struct D : C, A, B, virtual V2 {
    Log m{"D member"};
};

int main() {
    D d;
    printf("built\n");
    return 0;
}
