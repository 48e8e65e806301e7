// -Wreturn-type and `if constexpr`: an instance keeps the statement with its
// (now constant) condition and an empty discarded branch, so the analysis
// follows the constant: returning through every kept branch is no warning
// (as a plain `if` on a literal condition is none in clang).
// RUN: %circle-rs -verify -fsyntax-only %s
struct F {
  template <int N> int m() const {
    if constexpr (N == 0) return 1;
    else if constexpr (N == 1) return 2;
    else return 3;
  }
};
int k() { F f; return f.m<0>() + f.m<1>() + f.m<2>(); }
int h() { if (1 == 1 && !(2 < 1)) return 1; }
int w() { if (1 == 2) return 1; } // expected-warning {{non-void function does not return a value in all control paths}}
