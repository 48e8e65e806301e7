// __builtin_bit_cast between floats, integers and trivially copyable
// classes (in constant expressions too), __builtin_addressof past an
// overloaded operator&, __builtin_launder, __builtin_expect and
// __builtin_assume_aligned as the values they pass through.
#include <cstdio>

struct Pair { unsigned short lo, hi; };
struct Weird {
  int v;
  Weird* operator&() { return nullptr; }
};

constexpr unsigned one_bits = __builtin_bit_cast(unsigned, 1.0f);
static_assert(one_bits == 0x3f800000u, "");
constexpr Pair halves = __builtin_bit_cast(Pair, 0x12345678u);
static_assert(halves.lo == 0x5678 && halves.hi == 0x1234, "");

int main() {
  printf("%08x\n", one_bits);
  volatile float f = -2.5f;
  unsigned u = __builtin_bit_cast(unsigned, (float)f);
  printf("%08x %g\n", u, __builtin_bit_cast(float, u ^ 0x80000000u));
  double d = 0.1;
  unsigned long long bits = __builtin_bit_cast(unsigned long long, d);
  printf("%016llx %.17g\n", bits, __builtin_bit_cast(double, bits + 1));
  Pair p = __builtin_bit_cast(Pair, 0xdeadbeefu);
  printf("%x %x\n", p.lo, p.hi);
  unsigned back = __builtin_bit_cast(unsigned, p);
  printf("%x\n", back);

  Weird w{5};
  Weird* real = __builtin_addressof(w);
  printf("%d %d\n", &w == nullptr, real->v);
  int x = 3;
  int* px = __builtin_launder(&x);
  *px += 4;
  printf("%d\n", x);
  long e = __builtin_expect(x > 5, 1);
  long e2 = __builtin_expect_with_probability(x, 7, 0.9);
  printf("%ld %ld\n", e, e2);
  alignas(16) char buf[32] = "aligned";
  const char* a = (const char*)__builtin_assume_aligned(buf, 16);
  printf("%s %d\n", a, a == buf);
  return 0;
}
