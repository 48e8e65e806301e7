// Names the parser predeclares in std (initializer_list, pair, ...) are
// also members when namespace std is reopened.
// RUN: %circle-rs %s -fsyntax-only
namespace std { template<class E> class initializer_list { }; }
namespace std { template<class E> class ilist2 { }; }
namespace std {
  template<class T> void rb(initializer_list<T> il) { }
  template<class T> void rb2(ilist2<T> il) { }
}
int main() { return 0; }
