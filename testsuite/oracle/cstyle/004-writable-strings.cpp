// A string literal converted to `char *` (ill-formed since C++11, accepted
// by g++ and clang with a warning): initialization, assignment, arguments,
// return values and arrays of pointers; the text is only read.
#include <cstdio>

char *greeting() { return "hello"; }
int length(char *s) { int n = 0; while (s[n]) n++; return n; }

struct Entry { char *key; int value; };

int main() {
  char *p = "abc";
  printf("%s %d\n", p, length(p));
  p = "longer text";
  printf("%s %d\n", p, length("xyz"));
  printf("%s\n", greeting());
  char *names[] = {"zero", "one", "two"};
  for (int i = 0; i < 3; i++) printf("%d:%s ", i, names[i]);
  printf("\n");
  Entry table[] = {{"a", 1}, {"bb", 2}};
  for (const Entry &e : table) printf("%s=%d\n", e.key, e.value);
}
