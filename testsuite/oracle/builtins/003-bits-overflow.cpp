// Bit builtins (clz, ctz, popcount, parity, ffs in int, long and long long
// widths, byte swaps, abs) and the generic checked-arithmetic builtins,
// whose operands and result may all be of different integer types: the
// result is the exact value wrapped to the result type, and the flag says
// whether wrapping changed it.
#include <cstdio>

void bits(unsigned long long x) {
  unsigned u = (unsigned)x;
  unsigned long l = (unsigned long)x;
  printf("%llx: ", x);
  if (u) printf("clz %d ctz %d ", __builtin_clz(u), __builtin_ctz(u));
  if (l) printf("clzl %d ctzl %d ", __builtin_clzl(l), __builtin_ctzl(l));
  if (x) printf("clzll %d ctzll %d ", __builtin_clzll(x), __builtin_ctzll(x));
  printf("pop %d/%d/%d par %d/%d ffs %d/%d/%d\n", __builtin_popcount(u), __builtin_popcountl(l), __builtin_popcountll(x),
         __builtin_parity(u), __builtin_parityll(x), __builtin_ffs((int)u), __builtin_ffsl((long)l), __builtin_ffsll((long long)x));
}

int main() {
  unsigned long long samples[] = {1, 2, 0x80000000ull, 0xf0f0ull, 0x100000000ull, 0xffffffffffffffffull, 0x8000000000000000ull, 0};
  for (unsigned long long s : samples) bits(s);
  printf("%x %x %lx\n", (unsigned)__builtin_bswap16(0xabcd), __builtin_bswap32(0xdeadbeefu),
         (unsigned long)__builtin_bswap64(0x0011223344556677ull));
  printf("%d %ld %lld\n", __builtin_abs(-42), __builtin_labs(-42000000000L), __builtin_llabs(-9));

  int i;
  unsigned u;
  signed char sc;
  unsigned char uc;
  long long ll;
  bool o;
  o = __builtin_add_overflow(2147483647, 1, &i);
  printf("add %d %d\n", o, i);
  o = __builtin_add_overflow(2147483647, 1, &ll);
  printf("add %d %lld\n", o, ll);
  o = __builtin_sub_overflow(0, 1, &u);
  printf("sub %d %u\n", o, u);
  o = __builtin_sub_overflow(5u, 7u, &i);
  printf("sub %d %d\n", o, i);
  o = __builtin_mul_overflow(16, 16, &uc);
  printf("mul %d %d\n", o, uc);
  o = __builtin_mul_overflow(-8, 16, &sc);
  printf("mul %d %d\n", o, sc);
  o = __builtin_mul_overflow(-9, 16, &sc);
  printf("mul %d %d\n", o, sc);
  o = __builtin_mul_overflow(4294967295u, 4294967295u, &ll);
  printf("mul %d %lld\n", o, ll);
  unsigned long long big;
  o = __builtin_mul_overflow(0xffffffffffffffffull, 2, &big);
  printf("mul %d %llx\n", o, big);
  o = __builtin_add_overflow(-1, 0ull, &big);
  printf("add %d %llx\n", o, big);
  o = __builtin_add_overflow((signed char)100, (short)27, &sc);
  printf("add %d %d\n", o, sc);
  o = __builtin_add_overflow((signed char)100, (short)28, &sc);
  printf("add %d %d\n", o, sc);
  long acc = 1;
  int steps = 0;
  while (!__builtin_mul_overflow(acc, 7, &acc)) ++steps;
  printf("powers of 7 in long: %d\n", steps);
  return 0;
}
