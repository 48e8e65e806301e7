// Architecture tags as a class template hierarchy: sm_t<80> derives from
// sm_t<75> and so on; overloads take the nearest implemented version.
#include <cstdio>

template <int V> struct sm_t;
template <> struct sm_t<35> { static const int version = 35; };
template <> struct sm_t<52> : sm_t<35> { static const int version = 52; };
template <> struct sm_t<61> : sm_t<52> { static const int version = 61; };
template <> struct sm_t<70> : sm_t<61> { static const int version = 70; };
template <> struct sm_t<75> : sm_t<70> { static const int version = 75; };
template <> struct sm_t<80> : sm_t<75> { static const int version = 80; };

const char *kernel(sm_t<35>) { return "baseline kernel"; }
const char *kernel(sm_t<61>) { return "dp4a kernel"; }
const char *kernel(sm_t<75>) { return "tensor-core kernel"; }

template <int V>
void launch() { printf("sm_%d -> %s\n", V, kernel(sm_t<V>())); }

int main() {
    launch<35>();
    launch<52>();
    launch<61>();
    launch<70>();
    launch<75>();
    launch<80>();
    return 0;
}
