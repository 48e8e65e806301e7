// <type_traits> from the system's libstdc++, evaluated at compile time.
#include <cstdio>
#include <type_traits>
struct A { virtual ~A() {} };
struct B : A {};
struct P { int x; double y; };
enum class E : short { a };
int main() {
  printf("%d %d %d %d\n", std::is_same<int, std::remove_cv_t<const int>>::value, std::is_base_of<A, B>::value,
         std::is_polymorphic<A>::value, std::is_trivially_copyable<P>::value);
  printf("%d %d %d %d\n", std::is_integral_v<long>, std::is_floating_point_v<float>, std::is_pointer_v<int*>,
         std::is_reference_v<int&&>);
  printf("%d %d %d\n", (int)sizeof(std::underlying_type_t<E>), std::is_convertible_v<B*, A*>,
         std::is_constructible_v<P, int, double>);
  printf("%d %d %d\n", std::is_same_v<std::decay_t<const int(&)[3]>, const int*>,
         std::is_same_v<std::conditional_t<true, char, long>, char>, std::is_nothrow_move_constructible_v<P>);
  printf("%d %d\n", (int)std::extent<int[4][5], 1>::value, (int)std::rank<int[2][3][4]>::value);
  return 0;
}
