#include <cstdio>
template <class T> struct Box {
  T v;
  explicit Box(T x) : v(x) {}
  T get() const;                  // non-inline: withheld by extern template
  T inl() const { return v + 1; } // inline: still defined where used
  static int calls;
};
template <class T> T Box<T>::get() const {
  std::printf("Box::get from the defining unit\n");
  return v;
}
template <class T> T twice(T x) { return x * 2; }
