// Ranking subtleties: const-qualification of references, T& vs const T&,
// pointer to derived vs void*, bool conversion ranked below pointer ones.
#include <cstdio>

struct B {};
struct D : B {};

void f(const int &) { printf("f(const int&)\n"); }
void f(int &) { printf("f(int&)\n"); }

void g(B *) { printf("g(B*)\n"); }
void g(void *) { printf("g(void*)\n"); }
void g(bool) { printf("g(bool)\n"); }

void h(const B &) { printf("h(const B&)\n"); }
void h(B &) { printf("h(B&)\n"); }

void k(bool) { printf("k(bool)\n"); }
void k(const void *) { printf("k(const void*)\n"); }

int main() {
    int i = 0;
    const int ci = 0;
    f(i);
    f(ci);
    f(1);
    D d;
    g(&d);
    g(&i);
    g(nullptr == nullptr);
    const D cd;
    h(d);
    h(cd);
    k("str");
    k(&i);
    return 0;
}
