// Type-trait operators GCC 12 and clang share, on classes with every kind
// of special member and access, and traits steering overloads and
// template specializations (the way <type_traits> uses them).
#include <cstdio>

struct Empty {};
struct Pod { int a; char c; };
struct UserCtor { UserCtor() : v(7) {} int v; };
struct CopyOnly { CopyOnly() {} CopyOnly(const CopyOnly&) {} };
struct MoveOnly { MoveOnly() {} MoveOnly(MoveOnly&&) noexcept {} MoveOnly(const MoveOnly&) = delete; };
struct Poly { virtual ~Poly() {} virtual int f() const { return 1; } };
struct Abstract { virtual int g() const = 0; };
struct Final final { int x; };
struct PrivateCtor { private: PrivateCtor() {} };
struct DeletedAssign { DeletedAssign& operator=(const DeletedAssign&) = delete; };
struct FromInt { FromInt(int i) : v(i) {} int v; };
struct ExplicitInt { explicit ExplicitInt(int i) : v(i) {} int v; };
struct NothrowInt { NothrowInt(int) noexcept {} };
struct Base { int b; };
struct Derived : Base { int d; };
struct Hidden : private Base {};
enum Color { red, green };
enum class Small : unsigned char { one = 1 };

template<class T, T v> struct constant { static constexpr T value = v; };
template<class T, class U> struct same : constant<bool, __is_same(T, U)> {};
template<bool B, class T = void> struct enable {};
template<class T> struct enable<true, T> { typedef T type; };

// Overloads chosen by traits (through a class: GCC keeps the operators
// out of function signatures).
template<class T> struct copyable : constant<bool, __is_trivially_copyable(T)> {};
template<class T> typename enable<copyable<T>::value, const char*>::type how(const T&) { return "bytes"; }
template<class T> typename enable<!copyable<T>::value, const char*>::type how(const T&) { return "members"; }

template<class T, bool = __is_enum(T)> struct describe { static const char* name() { return "not an enum"; } };
template<class T> struct describe<T, true> {
  static const char* name() { return sizeof(__underlying_type(T)) == 1 ? "enum of bytes" : "enum of ints"; }
};

#define SHOW(...) printf("%-52s %d\n", #__VA_ARGS__, (int)(__VA_ARGS__))

int main() {
  SHOW(__is_same(int, int));
  SHOW(__is_same(int, const int));
  SHOW(same<long, long>::value);
  SHOW(__is_class(Pod) && !__is_class(Color));
  SHOW(__is_union(Pod));
  SHOW(__is_enum(Small));
  SHOW(__is_empty(Empty));
  SHOW(__is_empty(Poly));
  SHOW(__is_polymorphic(Poly));
  SHOW(__is_abstract(Abstract));
  SHOW(__is_final(Final));
  SHOW(__is_aggregate(Pod));
  SHOW(__is_aggregate(UserCtor));
  SHOW(__is_trivial(Pod));
  SHOW(__is_trivial(UserCtor));
  SHOW(__is_trivially_copyable(UserCtor));
  SHOW(__is_trivially_copyable(CopyOnly));
  SHOW(__is_standard_layout(Derived));
  SHOW(__is_pod(Pod));
  SHOW(__is_literal_type(Pod));
  SHOW(__has_virtual_destructor(Poly));
  SHOW(__has_trivial_destructor(Poly));
  SHOW(__has_unique_object_representations(Pod));
  SHOW(__has_unique_object_representations(Base));
  SHOW(__is_base_of(Base, Derived));
  SHOW(__is_base_of(Base, Hidden));
  SHOW(__is_base_of(Derived, Base));
  SHOW(__is_constructible(UserCtor));
  SHOW(__is_constructible(FromInt, int));
  SHOW(__is_constructible(FromInt));
  SHOW(__is_constructible(MoveOnly, MoveOnly&&));
  SHOW(__is_constructible(MoveOnly, const MoveOnly&));
  SHOW(__is_constructible(PrivateCtor));
  SHOW(__is_constructible(Abstract));
  SHOW(__is_constructible(int&, int));
  SHOW(__is_constructible(const int&, int));
  SHOW(__is_trivially_constructible(Pod));
  SHOW(__is_trivially_constructible(Pod, const Pod&));
  SHOW(__is_trivially_constructible(UserCtor));
  SHOW(__is_nothrow_constructible(NothrowInt, int));
  SHOW(__is_nothrow_constructible(FromInt, int));
  SHOW(__is_nothrow_constructible(MoveOnly, MoveOnly&&));
  SHOW(__is_assignable(int&, long));
  SHOW(__is_assignable(int, int));
  SHOW(__is_assignable(DeletedAssign&, const DeletedAssign&));
  SHOW(__is_assignable(FromInt&, int));
  SHOW(__is_trivially_assignable(Pod&, const Pod&));
  SHOW(__is_trivially_assignable(FromInt&, int));
  SHOW(__is_nothrow_assignable(Pod&, Pod));
  SHOW(__is_constructible(ExplicitInt, int));
  SHOW(__is_layout_compatible(Pod, Pod));
  SHOW(__is_layout_compatible(Base, Pod));
  SHOW(__is_pointer_interconvertible_base_of(Base, Derived));
  printf("%s %s\n", how(Pod()), how(CopyOnly()));
  printf("%s / %s / %s\n", describe<int>::name(), describe<Small>::name(), describe<Color>::name());
  FromInt f(1);
  f = 21;
  printf("%d\n", f.v * 2);
  return 0;
}
