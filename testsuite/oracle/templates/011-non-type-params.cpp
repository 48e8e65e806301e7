// Non-type template parameters: int, bool, char, enum, a pointer to a global,
// a reference to a global, and nullptr.
#include <cstdio>

enum class Arch { sm50 = 50, sm70 = 70, sm80 = 80 };

template <int N, bool Verbose, char Sep>
void repeat() {
    for (int i = 0; i < N; ++i) printf("%d%c", i, Sep);
    if (Verbose) printf("(%d items)", N);
    printf("\n");
}

template <Arch A>
int regs() { return A >= Arch::sm70 ? 255 : 128; }

int counter = 10;
template <int *P> void bump() { ++*P; }
template <int &R> int read() { return R; }
template <decltype(nullptr) N> bool is_null() { return N == nullptr; }

int main() {
    repeat<3, false, ','>();
    repeat<2, true, ' '>();
    printf("%d %d %d\n", regs<Arch::sm50>(), regs<Arch::sm70>(), regs<Arch::sm80>());
    bump<&counter>();
    bump<&counter>();
    printf("%d\n", read<counter>());
    printf("%d\n", is_null<nullptr>());
    return 0;
}
