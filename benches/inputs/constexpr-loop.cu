// Interpreter benchmark input (scripts/bench-meta.sh): a constexpr function
// running a 10^6-iteration loop of integer arithmetic, evaluated in a
// static_assert. Valid C++17 for clang++-19 and CUDA for circle-rs.
#ifndef N
#define N 1000000
#endif
constexpr unsigned long long mix(long n) {
  unsigned long long h = 1469598103934665603ull;
  long long acc = 0;
  for (long i = 0; i < n; ++i) {
    h ^= (unsigned long long)i;
    h *= 1099511628211ull;
    acc += (long long)(h >> 40) % 7 - 3;
  }
  return h + (unsigned long long)acc;
}
static_assert(mix(N) != 0, "the loop ran");
int main() { return 0; }
