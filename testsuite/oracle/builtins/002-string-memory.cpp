// The <cstring> builtins and the library functions they stand for (declared
// here with the C library's signatures, as <cstring> declares them):
// copies, overlapping moves, fills, comparisons by unsigned byte, searches
// that find the terminator, lengths.
#include <cstdio>
#include <cstddef>

extern "C" {
void* memcpy(void* dst, const void* src, size_t n);
void* memset(void* dst, int c, size_t n);
size_t strlen(const char* s);
int strcmp(const char* a, const char* b);
}

struct Rec { int id; double w; char tag[6]; };

int sign(int v) { return v < 0 ? -1 : v > 0 ? 1 : 0; }

int main() {
  char buf[32];
  const char* hello = "hello, world";
  __builtin_memcpy(buf, hello, __builtin_strlen(hello) + 1);
  printf("[%s] %d\n", buf, (int)__builtin_strlen(buf));
  __builtin_memmove(buf + 2, buf, 5);
  printf("[%s]\n", buf);
  __builtin_memmove(buf, buf + 3, 6);
  printf("[%s]\n", buf);
  __builtin_memset(buf + 4, '-', 3);
  printf("[%s]\n", buf);
  memset(buf, 0, sizeof buf);
  printf("%d %d\n", (int)strlen(buf), buf[31]);

  unsigned char hi[2] = {0x80, 1}, lo[2] = {0x7f, 1};
  printf("%d %d %d\n", sign(__builtin_memcmp(hi, lo, 2)), sign(__builtin_memcmp(lo, hi, 2)), __builtin_memcmp(hi, hi, 2));
  printf("%d %d %d %d\n", sign(__builtin_strcmp("abc", "abd")), sign(strcmp("b", "a")), __builtin_strcmp("same", "same"),
         sign(__builtin_strcmp("ab", "abc")));
  printf("%d %d\n", __builtin_strncmp("prefix-one", "prefix-two", 7), sign(__builtin_strncmp("prefix-one", "prefix-two", 8)));

  const char* s = "find the needle";
  const char* n = __builtin_strchr(s, 'n');
  printf("%d %s\n", (int)(n - s), n);
  printf("%d\n", __builtin_strchr(s, 'z') == nullptr);
  printf("%d\n", (int)(__builtin_strchr(s, '\0') - s));
  const void* m = __builtin_memchr(s, 'e', 15);
  printf("%d\n", (int)((const char*)m - s));
  printf("%d\n", __builtin_memchr(s, 'e', 6) == nullptr);

  Rec a = {7, 2.5, "abcde"}, b;
  memcpy(&b, &a, sizeof a);
  printf("%d %g %s\n", b.id, b.w, b.tag);
  Rec arr[3] = {};
  for (int i = 0; i < 3; ++i) {
    arr[i] = a;
    arr[i].id = i;
  }
  __builtin_memmove(&arr[0], &arr[1], 2 * sizeof(Rec));
  printf("%d %d %d\n", arr[0].id, arr[1].id, arr[2].id);
  return 0;
}
