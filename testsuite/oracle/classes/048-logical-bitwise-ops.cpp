// Overloaded !, ~, &, |, ^, <<, >> and the overloaded && and || (which
// evaluate both operands, left to right in C++17 for these operators).
#include <cstdio>

struct Mask {
    unsigned v;
    Mask operator~() const { return {~v & 0xffu}; }
    bool operator!() const { return v == 0; }
    Mask operator&(Mask o) const { return {v & o.v}; }
    Mask operator|(Mask o) const { return {v | o.v}; }
    Mask operator^(Mask o) const { return {v ^ o.v}; }
    Mask operator<<(int s) const { return {(v << s) & 0xffu}; }
    Mask operator>>(int s) const { return {v >> s}; }
};

struct Cond {
    bool b;
    const char *name;
};
Cond operator&&(Cond x, Cond y) { return {x.b && y.b, "and"}; }
Cond operator||(Cond x, Cond y) { return {x.b || y.b, "or"}; }

int main() {
    Mask a{0x0f}, b{0x3c};
    printf("%02x %02x %02x %02x\n", (a & b).v, (a | b).v, (a ^ b).v, (~a).v);
    printf("%02x %02x\n", (a << 6).v, (b >> 2).v);
    printf("%d %d\n", !a, !Mask{0});
    Cond t{true, "t"}, f{false, "f"};
    Cond r1 = t && f;
    Cond r2 = f || t;
    printf("%s %d, %s %d\n", r1.name, r1.b, r2.name, r2.b);
    return 0;
}
