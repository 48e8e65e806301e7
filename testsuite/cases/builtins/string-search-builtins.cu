// strrchr, strpbrk and strstr: libstdc++'s <cstring> forwards its const-correct
// overloads to __builtin_strrchr/__builtin_strpbrk/__builtin_strstr (glibc
// declares only the C signatures for a compiler claiming GCC 4.2); the
// interpreter and the device modules implement them.
// RUN: %circle-rs %s -sm_70 -gfx1100 --emit=ptx,amdgcn -o %T/out | %FileCheck %s
// CHECK: 3 6 2 1
// CHECK-NEXT: llo lo
#include <cstring>
#include <cstdio>
__global__ void k(const char* s, const char** out) {
  out[0] = std::strrchr(s, 'a'); out[1] = std::strpbrk(s, "xyz"); out[2] = std::strstr(s, "bc");
}
int main() {
  const char* s = "abcabcxz";
  printf("%d %d %d %d\n", (int)(std::strrchr(s, 'a') - s), (int)(std::strpbrk(s, "zyx") - s), (int)(std::strstr(s, "ca") - s), std::strstr(s, "q") == nullptr);
  char buf[] = "hello";
  char* p = std::strchr(buf, 'l');
  printf("%s %s\n", p, std::strrchr(buf, 'l'));
  return 0;
}
@meta main();
