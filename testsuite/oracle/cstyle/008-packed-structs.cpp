// GNU packed and aligned attributes on classes: sizes, alignments and
// member offsets as g++ and clang lay them out (LP64 x86-64 System V), a
// packed class inside another, arrays of packed classes, reading and
// writing members at odd offsets, and statement attributes
// (`__attribute__((fallthrough));`).
#include <cstdio>
#include <cstddef>

struct __attribute__((packed)) Header { char tag; int length; short flags; };
struct Record { char kind; Header h; double value; } __attribute__((packed));
struct __attribute__((packed, aligned(4))) Quad { char c; int i; };
struct Wide { char c; } __attribute__((aligned(16)));
struct Mixed { char c; Header h; int tail; };

int weight(int k) {
  int w = 0;
  switch (k) {
  case 0:
    w += 1;
    __attribute__((fallthrough));
  case 1:
    w += 2;
    break;
  default:
    w = 100;
  }
  return w;
}

int main() {
  printf("Header %zu %zu %zu %zu\n", sizeof(Header), alignof(Header), offsetof(Header, length),
         offsetof(Header, flags));
  printf("Record %zu %zu %zu\n", sizeof(Record), offsetof(Record, h), offsetof(Record, value));
  printf("Quad %zu %zu Wide %zu %zu\n", sizeof(Quad), alignof(Quad), sizeof(Wide), alignof(Wide));
  printf("Mixed %zu %zu %zu\n", sizeof(Mixed), offsetof(Mixed, h), offsetof(Mixed, tail));
  Header hs[3];
  for (int i = 0; i < 3; i++) {
    hs[i].tag = (char)('a' + i);
    hs[i].length = 1000 * (i + 1) + 7;
    hs[i].flags = (short)(i - 1);
  }
  int sum = 0;
  for (const Header &h : hs) sum += h.length + h.flags;
  printf("%c%c%c %d\n", hs[0].tag, hs[1].tag, hs[2].tag, sum);
  Record r = {'r', {'h', 42, 3}, 2.5};
  r.h.length += 1;
  printf("%c %c %d %d %g\n", r.kind, r.h.tag, r.h.length, r.h.flags, r.value);
  printf("%d %d %d\n", weight(0), weight(1), weight(2));
}
