// Circle's enum-scope @meta: meta statements among the enumerators, whose
// injected expression statements declare enumerators in order ('name',
// '@(string)', either with '= value'); values continue from the previous
// enumerator. Before, the @meta members were parsed and dropped silently.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
// RUN: %not %circle-rs %s -fsyntax-only -DERRORS 2>&1 | %FileCheck %s --check-prefix=ERR
#include <cstdio>

enum colors {
  red,
  @meta for(int i = 0; i < 3; ++i) {
    @meta char name[16];
    @meta snprintf(name, sizeof name, "shade%d", i);
    @(name);
  }
  green = 10,
  @meta if(sizeof(int) == 4) { blue; } else { wrong; }
  @meta for(int i = 0; i < 2; ++i) { @meta char n[8]; @meta snprintf(n, 8, "f%d", 2 * i); @(n); }
  last
};
static_assert(shade0 == 1 && shade2 == 3 && green == 10 && blue == 11, "in order");
@meta printf("%d %d %d %d %d\n", red, shade1, green, blue, last);
// CHECK: 0 2 10 11 14

// Values may refer to the loop's variables and to earlier enumerators.
enum class bits : unsigned {
  none,
  @meta for(int i = 0; i < 4; ++i) { @meta char n[8]; @meta snprintf(n, 8, "bit%d", i); @(n) = 1u << i; }
  @meta for(unsigned i = 1; i < 4; ++i) { @meta if(i == 3) { top = bit3 << i; } }
};
@meta printf("%u %u %u\n", (unsigned)bits::bit0, (unsigned)bits::bit3, (unsigned)bits::top);
static_assert(f0 + 1 == f2, "generated names no other token spells");
// Count of enumerators an enum-scope loop made, by reflection.
@meta printf("%d\n", (int)@enum_count(colors));
// CHECK-NEXT: 1 8 64
// CHECK-NEXT: 9

#ifdef ERRORS
enum bad {
  one,
  @meta for(int i = 0; i < 2; ++i) { one; }
  @meta if(true) { int x = 1; }
  @meta if(true) { 1 + 2; }
};
// ERR: error: redefinition of 'one'
// ERR: error: a statement other than an enumerator declaration at enum scope is not supported
// ERR: error: an expression statement at enum scope must declare an enumerator
#endif
