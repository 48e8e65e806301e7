// Type traits inside templates are evaluated when the template is
// instantiated (there are no dependent types): in template arguments, in
// SFINAE conditions, over packs (`__is_constructible(T, Args...)`,
// `{ __is_same(T, Ts)... }`), and in the builtin alias template
// `__make_integer_seq<Seq, T, N>` that libstdc++'s <utility> uses.
// RUN: %circle-rs -fsyntax-only -verify %s
// expected-no-diagnostics
typedef unsigned long size_t;
template<class T, T v> struct integral_constant { static constexpr T value = v; };
template<bool B> using bool_constant = integral_constant<bool, B>;
template<class T, class U> struct is_same : bool_constant<__is_same(T, U)> {};
template<class T, class... Args> struct is_constructible : bool_constant<__is_constructible(T, Args...)> {};
template<class T> struct underlying { using type = __underlying_type(T); };
template<bool, class T = void> struct enable_if {};
template<class T> struct enable_if<true, T> { using type = T; };

struct A { A(int, double); };
enum class E : short { x };
static_assert(is_same<int, int>::value && !is_same<int, long>::value, "");
static_assert(is_constructible<A, int, double>::value && !is_constructible<A, int>::value, "");
static_assert(is_constructible<int>::value && is_constructible<int, long>::value, "");
static_assert(__is_same(underlying<E>::type, short), "");

template<class T, class... Ts> constexpr bool one_of() {
  bool found[] = { false, __is_same(T, Ts)... };
  for (bool b : found)
    if (b) return true;
  return false;
}
static_assert(one_of<int, char, int>() && !one_of<int, char, long>() && !one_of<int>(), "");

// SFINAE on a trait.
template<class T, class = typename enable_if<__is_class(T)>::type> constexpr int kind(int) { return 1; }
template<class T> constexpr int kind(long) { return 2; }
static_assert(kind<A>(0) == 1 && kind<int>(0) == 2, "");

// A trait whose operand is incomplete where the template is defined and
// complete where it is instantiated.
struct Later;
template<class T> constexpr bool empty_v = __is_empty(T);
struct Later {};
static_assert(empty_v<Later>, "");

template<class T, T... Is> struct integer_sequence { static constexpr size_t size() { return sizeof...(Is); } };
template<class T, T N> using make_integer_sequence = __make_integer_seq<integer_sequence, T, N>;
template<size_t... I> struct index_tuple {};
template<size_t N> struct build_index_tuple {
  template<class, size_t... I> using idx = index_tuple<I...>;
  using type = __make_integer_seq<idx, size_t, N>;
};
static_assert(make_integer_sequence<int, 0>::size() == 0 && make_integer_sequence<long, 7>::size() == 7, "");
static_assert(__is_same(make_integer_sequence<unsigned char, 3>, integer_sequence<unsigned char, 0, 1, 2>), "");
static_assert(__is_same(build_index_tuple<4>::type, index_tuple<0, 1, 2, 3>), "");
template<class T, T... Is> constexpr T sum(integer_sequence<T, Is...>) { return (T(0) + ... + Is); }
template<size_t... I> constexpr size_t count(index_tuple<I...>) { return sizeof...(I); }
static_assert(sum(make_integer_sequence<long, 11>{}) == 55 && count(build_index_tuple<9>::type{}) == 9, "");
