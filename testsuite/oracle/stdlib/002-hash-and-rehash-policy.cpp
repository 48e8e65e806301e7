// libstdc++'s out-of-line hashing and bucket policy, declared as its
// headers declare them (<bits/hash_bytes.h>, <bits/hashtable_policy.h>):
// a compile-time unordered container must hash and size its buckets as the
// runtime library does, so iteration order matches.
#include <cstdio>
#include <cstddef>
namespace std {
size_t _Hash_bytes(const void* __ptr, size_t __len, size_t __seed);
size_t _Fnv_hash_bytes(const void* __ptr, size_t __len, size_t __seed);
namespace __detail {
struct _Prime_rehash_policy {
  _Prime_rehash_policy(float __z = 1.0) noexcept : _M_max_load_factor(__z), _M_next_resize(0) {}
  size_t _M_next_bkt(size_t __n) const;
  struct pair { bool first; size_t second; };
  float _M_max_load_factor;
  mutable size_t _M_next_resize;
};
}  // namespace __detail
}  // namespace std

int main() {
  const char* words[] = {"", "a", "map", "unordered_map", "circle-rs compiles libstdc++"};
  for (const char* w : words) {
    size_t n = 0;
    while (w[n]) ++n;
    printf("%zu %zu\n", std::_Hash_bytes(w, n, 0xc70f6907UL) % 1000003,
           std::_Fnv_hash_bytes(w, n, 2166136261UL) % 1000003);
  }
  long long v = 123456789;
  printf("%zu\n", std::_Hash_bytes(&v, sizeof v, 0xc70f6907UL) % 1000003);
  std::__detail::_Prime_rehash_policy p;
  size_t sizes[] = {0, 1, 2, 5, 13, 14, 15, 100, 1000, 12345, 1000000};
  for (size_t s : sizes) {
    size_t b = p._M_next_bkt(s);
    printf("next_bkt(%zu) = %zu, next_resize %zu\n", s, b, p._M_next_resize);
  }
  std::__detail::_Prime_rehash_policy half(0.5f);
  size_t b = half._M_next_bkt(100);
  printf("half: %zu %zu\n", b, half._M_next_resize);
  return 0;
}
