// Names the parser predeclares in std (initializer_list, pair, ...) are
// also members when namespace std is reopened.
// (--no-cuda-toolkit-headers: it declares its own std::initializer_list, which the CUDA
// toolkit's headers bring from libstdc++, as with nvcc and clang.)
// RUN: %circle-rs --no-cuda-toolkit-headers %s -fsyntax-only
namespace std { template<class E> class initializer_list { }; }
namespace std { template<class E> class ilist2 { }; }
namespace std {
  template<class T> void rb(initializer_list<T> il) { }
  template<class T> void rb2(ilist2<T> il) { }
}
int main() { return 0; }
