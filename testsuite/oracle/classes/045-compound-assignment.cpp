// Compound assignment operators (+= -= *= /= %= &= |= ^= <<= >>=) returning
// references, and the binary operators built from them.
#include <cstdio>

struct Bits {
    unsigned v;
    Bits &operator+=(unsigned o) { v += o; return *this; }
    Bits &operator-=(unsigned o) { v -= o; return *this; }
    Bits &operator*=(unsigned o) { v *= o; return *this; }
    Bits &operator/=(unsigned o) { v /= o; return *this; }
    Bits &operator%=(unsigned o) { v %= o; return *this; }
    Bits &operator&=(unsigned o) { v &= o; return *this; }
    Bits &operator|=(unsigned o) { v |= o; return *this; }
    Bits &operator^=(unsigned o) { v ^= o; return *this; }
    Bits &operator<<=(int s) { v <<= s; return *this; }
    Bits &operator>>=(int s) { v >>= s; return *this; }
};

Bits operator|(Bits a, unsigned b) { return a |= b; }

int main() {
    Bits b{5};
    b += 10; printf("%u\n", b.v);
    b -= 3; printf("%u\n", b.v);
    b *= 7; printf("%u\n", b.v);
    b /= 4; printf("%u\n", b.v);
    b %= 13; printf("%u\n", b.v);
    b <<= 4; printf("%u\n", b.v);
    b |= 0x3; printf("%u\n", b.v);
    b &= 0xf3; printf("%u\n", b.v);
    b ^= 0xff; printf("%u\n", b.v);
    b >>= 2; printf("%u\n", b.v);
    (b += 1) *= 2; printf("%u\n", b.v);
    printf("%u\n", (b | 0x100).v);
    return 0;
}
