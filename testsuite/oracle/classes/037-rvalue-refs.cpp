// Rvalue references: binding rules, named rvalue references are lvalues,
// overloading on & and && parameters.
#include <cstdio>

void f(int &) { printf("f(int&)\n"); }
void f(const int &) { printf("f(const int&)\n"); }
void f(int &&) { printf("f(int&&)\n"); }

struct S { int v; };
void g(S &) { printf("g(S&)\n"); }
void g(S &&) { printf("g(S&&)\n"); }

int main() {
    int x = 1;
    const int cx = 2;
    f(x);
    f(cx);
    f(3);
    f(x + 1);
    int &&r = 5;
    f(r);
    f(static_cast<int &&>(r));
    r = 8;
    printf("r %d\n", r);
    S s{1};
    g(s);
    g(S{2});
    g(static_cast<S &&>(s));
    S &&rs = S{3};
    g(rs);
    return 0;
}
