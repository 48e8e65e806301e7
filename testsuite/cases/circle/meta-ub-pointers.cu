// Undefined behaviour with pointers and formats in compile-time evaluation
// is an error where it happens: arithmetic that would wrap the 32-bit
// offset (p + 2^30 ints is not p again), a pointer made from an integer
// that is not the address of an object whose address was converted to an
// integer (a round trip through uintptr_t is fine), a misaligned access,
// a namespace-scope @meta block's local used after the block, a block
// local used after its block, an uninitialized read, printf arguments
// that do not match the format. Huge printf precisions work (checked
// against glibc byte for byte: %.70000f) or, past 2^24, are diagnosed.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -fsyntax-only -DPRINT | %FileCheck %s --check-prefix=PRINT
#include <cstdio>
#include <cstdint>
#include <cstring>

#ifndef PRINT
int wrap() { int a[4] = {1, 2, 3, 4}; int* p = a; p = p + (1ll << 30); return *p; } // expected-error {{pointer arithmetic in compile-time evaluation moves the pointer more than 2 GiB from its object}}
@meta int w = wrap(); // expected-note {{in compile-time call to 'wrap'}}
int index_wrap() { int a[4] = {1, 2, 3, 4}; return a[1ll << 30]; } // expected-error {{moves the pointer more than 2 GiB}}
@meta int iw = index_wrap(); // expected-note {{in compile-time call to 'index_wrap'}}

int round_trip() { int a[4] = {1, 2, 3, 4}; uintptr_t u = (uintptr_t)a; return *(int*)(u + 8); }
static_assert(@meta round_trip() == 3, "an exposed address may be reached from an integer");
int forged() { int a[2] = {1, 2}; int* r = (int*)(uintptr_t)0x100000000ull; return *r; } // expected-error {{access through a pointer made from an integer that is not the address of an object whose address was converted to an integer}}
@meta int f = forged(); // expected-note {{in compile-time call to 'forged'}}

int misaligned() { int a[2] = {1, 2}; int* p = (int*)((char*)a + 1); return *p; } // expected-error {{misaligned access in compile-time evaluation: 'int' needs 4-byte alignment, but the address is at offset 1 of its object}}
@meta int m = misaligned(); // expected-note {{in compile-time call to 'misaligned'}}
int aligned_bytes() { int a[2] = {1, 2}; int v; memcpy(&v, (char*)a + 4, 4); return v; }
static_assert(@meta aligned_bytes() == 2, "memcpy from any offset is fine");

@meta int* escaped;
@meta { int inner = 5; escaped = &inner; }
@meta int e = *escaped; // expected-error {{access to an object whose lifetime has ended}}
int block_local() {
  int* p;
  { int x = 1; p = &x; }
  return *p; // expected-error {{access to an object whose lifetime has ended}}
}
@meta int bl = block_local(); // expected-note {{in compile-time call to 'block_local'}}
int loop_local() {
  int* p = nullptr;
  for(int i = 0; i < 2; ++i) { int x = i; if(p) return *p; p = &x; } // expected-error {{access to an object whose lifetime has ended}}
  return 0;
}
@meta int ll = loop_local(); // expected-note {{in compile-time call to 'loop_local'}}

int uninit() { int x; return x + 1; } // expected-error {{read of an uninitialized object in compile-time evaluation}}
@meta int u = uninit(); // expected-note {{in compile-time call to 'uninit'}}
int overflow(int x) { return x * 2; } // expected-error {{value 4294967294 is outside the range of representable values of type 'int'}}
@meta int o = overflow(2147483647); // expected-note {{in compile-time call to 'overflow'}}
@meta int sh = 1 << 32; // expected-error {{shift count 32 is out of range for type 'int'}}
@meta int shn = 1 >> -1; // expected-error {{shift count -1 is out of range for type 'int'}}

@meta printf("%d\n", 1.5); // expected-error {{invalid compile-time printf: '%d' expects an integer, but the argument is a floating-point value}}
@meta printf("%s\n", 5); // expected-error {{'%s' expects a pointer, but the argument is an integer}}
@meta printf("%f %f\n", 1.0); // expected-error {{too few arguments for the conversions (missing a floating-point value)}}
@meta printf("%.99999999f\n", 1.0); // expected-error {{field precision 99999999 is larger than the 16777216 compile-time printf supports}}
@meta printf("%*d\n", 1 << 30, 1); // expected-error {{field width 1073741824 is larger}}
#else
@meta double x = 1.5;
@meta printf("%.70000f|\n", x);
@meta printf("%.3000e|\n", 0.1);
// PRINT: 1.5000000000{{0+}}|
// PRINT: 1.000000000000000055511151231257827021181583404541015625{{0+}}e-01|
#endif
