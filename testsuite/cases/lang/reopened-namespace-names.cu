// A reopened namespace sees the names its earlier parts declared: the
// parser must know `ic` is a template to read `ic<const T1&, int>` (the
// pattern all of libstdc++ relies on, reopening namespace std per header).
// RUN: %circle-rs %s -fsyntax-only
namespace s { template<class A, class B> struct ic { static const bool value = true; }; }
namespace s {
  template<class... T> struct and_ { static const bool value = true; };
  template<typename T1> bool f() { return and_<ic<const T1&, int>, ic<int, int>>::value; }
}
int main() { return 0; }
