// Errors of range-based for and of braced lists in expressions: a range
// without begin/end, an array of unknown bound, narrowing in a list passed
// to a constructor or an aggregate parameter, a list no parameter accepts,
// a list passed to '...', a non-const reference bound to a list, and
// 'auto' deduced from lists whose elements disagree or that are empty,
// narrowing into a std::initializer_list, and pointers to members ordered.
// (--no-cuda-toolkit-headers: it declares its own std::initializer_list, which the CUDA
// toolkit's headers bring from libstdc++, as with nvcc and clang.)
// RUN: %circle-rs --no-cuda-toolkit-headers -verify %s -fsyntax-only
namespace std {
typedef decltype(sizeof(0)) size_t;
template <class E> class initializer_list {
  const E* _M_array;
  size_t _M_len;
public:
  constexpr size_t size() const noexcept { return _M_len; }
  constexpr const E* begin() const noexcept { return _M_array; }
  constexpr const E* end() const noexcept { return _M_array + _M_len; }
};
}

struct no_range_t { int begin_; };
struct frac_t { frac_t(int, int); };
struct pt_t { int x, y; };
void take_frac(frac_t);        // expected-note {{candidate function not viable: cannot convert initializer list argument to 'frac_t'}}
void take_pt(pt_t);
void take_ref(int&);           // expected-note {{candidate function not viable}}
void vararg(int, ...);
extern int unknown[];

void uses(double d) {
  int n = 3;
  for (int i : n) {}           // expected-error {{invalid range expression of type 'int'; no viable 'begin' function available}}
  no_range_t r;
  for (int i : r) {}           // expected-error {{invalid range expression of type 'no_range_t'; no viable 'begin' function available}}
  for (int i : unknown) {}     // expected-error {{cannot use incomplete type 'int[]' as a range}}
  take_frac({d, 1});           // expected-error {{cannot be narrowed}}
  take_pt({d, 1});             // expected-error {{cannot be narrowed}}
  take_frac({1, 2, 3});        // expected-error {{no matching function for call to 'take_frac'}}
  vararg(1, {2});              // expected-error {{cannot pass initializer list to variadic function}}
  take_ref({1});               // expected-error {{no matching function for call to 'take_ref'}}
  auto mixed = {1, 2.0};       // expected-error {{deduced conflicting types ('int' vs 'double') for initializer list element type}}
  auto empty = {};             // expected-error {{cannot deduce actual type for variable 'empty' with type 'auto' from initializer list}}
  std::initializer_list<int> il = {1, d};  // expected-error {{cannot be narrowed}}
  bool lt = &pt_t::x < &pt_t::y;  // expected-error {{invalid operands to binary expression}}
}
