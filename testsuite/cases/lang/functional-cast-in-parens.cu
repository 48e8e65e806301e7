// (int(x) * y) and (int(x)) are functional casts in parentheses
// (libstdc++'s _Bit_iterator arithmetic); an attribute may follow a
// declarator-id (typedef R result_type [[deprecated]];).
// RUN: %circle-rs %s -fsyntax-only
template<class R, class A> struct hb { typedef R result_type [[deprecated]]; typedef A argument_type [[deprecated]]; };
int f(long a, long b) { return (int(a) * (b - 1) + 2); }
int g(long a) { return (int)(a) + (int(a)); }
int main() { return f(2, 3) + g(1) - 8; }
