// Out-of-line definitions of static data members of class templates: with
// an initializer, without one (the in-class initializer stands), per instance.
#include <cstdio>
template<class T> struct A {
  static int count;
  static const int k = sizeof(T);
  static T v;
};
template<class T> int A<T>::count = 7 + sizeof(T);
template<class T> const int A<T>::k;
template<class T> T A<T>::v = T(2.5);

template<int N, class... Ts> struct Sum {
  static const int value;
};
template<int N, class... Ts> const int Sum<N, Ts...>::value = N + sizeof...(Ts);

int main() {
  A<int>::count++;
  A<double>::v *= 2;
  printf("%d %d %d %d %g\n", A<int>::count, A<double>::count, A<char>::k, (int)A<int>::v, A<double>::v);
  printf("%d %d\n", Sum<3>::value, Sum<1, int, char, long>::value);
  return 0;
}
