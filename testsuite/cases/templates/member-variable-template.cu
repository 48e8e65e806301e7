// A static data member template is a template name after its declaration
// (libstdc++'s map::__usable_key<decltype(__a)>), and decltype(e) is a
// type argument.
// RUN: %circle-rs %s -fsyntax-only
template<class K> struct M {
  template<typename U, typename V = U>
    static constexpr bool usable
      = sizeof(V) == sizeof(K);
  int f() { if constexpr (usable<decltype(1)>) return 1; return 0; }
};
int main() { M<int> m; return m.f() - 1; }
