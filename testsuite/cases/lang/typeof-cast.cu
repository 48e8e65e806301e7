// A C-style cast to a __typeof/decltype type, as glibc's <math.h>
// writes __iscanonicalf: ((void) (__typeof (x)) (x), 1).
// RUN: %circle-rs %s -fsyntax-only
inline int f1(float v) { return ((void) (__typeof (v)) (v), 1); }
inline int f2(double v) { return ((void) (__typeof (v)) (v), 1); }
int main() { return f1(1.0f) - f2(2.0); }
