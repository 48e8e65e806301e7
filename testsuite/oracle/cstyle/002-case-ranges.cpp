// GNU case ranges: `case lo ... hi:` names every value from lo to hi, mixes
// with single labels and default, and works on chars, negative values and
// enumerators.
#include <cstdio>

enum Level { Low = 1, Mid = 5, High = 9 };

const char *classify(char c) {
  switch (c) {
  case '0' ... '9': return "digit";
  case 'a' ... 'z':
  case 'A' ... 'Z': return "letter";
  case ' ': case '\t': return "space";
  default: return "other";
  }
}

int bucket(int v) {
  switch (v) {
  case -10 ... -1: return -1;
  case 0: return 0;
  case Low ... Mid - 1: return 1;
  case Mid ... High: return 2;
  case 100 ... 100: return 3;
  default: return 9;
  }
}

int main() {
  const char *text = "a1 Z?\t";
  for (const char *p = text; *p; p++) printf("'%c' %s\n", *p == '\t' ? 't' : *p, classify(*p));
  for (int v = -12; v <= 12; v += 3) printf("%d -> %d\n", v, bucket(v));
  printf("100 -> %d\n", bucket(100));
  int counts[4] = {0, 0, 0, 0};
  for (int i = 0; i < 256; i++) {
    switch (i) {
    case 0 ... 31: counts[0]++; break;
    case 32 ... 126: counts[1]++; break;
    case 127: counts[2]++; break;
    default: counts[3]++;
    }
  }
  printf("%d %d %d %d\n", counts[0], counts[1], counts[2], counts[3]);
}
