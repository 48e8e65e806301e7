// static_cast up and down a class hierarchy, for pointers and references,
// including the adjustment for a second base.
#include <cstdio>

struct A { int a = 1; };
struct B { int b = 2; };
struct C : A, B { int c = 3; };

int main() {
    C obj;
    B *pb = &obj;
    C *pc = static_cast<C *>(pb);
    printf("%d %d %d\n", pc->a, pc->b, pc->c);
    A &ra = obj;
    C &rc = static_cast<C &>(ra);
    rc.c = 30;
    printf("%d\n", obj.c);
    B &rb = static_cast<B &>(obj);
    rb.b = 20;
    printf("%d\n", obj.b);
    printf("same object %d\n", static_cast<C *>(static_cast<B *>(&obj)) == &obj ? 1 : 0);
    B *null_b = nullptr;
    printf("null stays null %d\n", static_cast<C *>(null_b) == nullptr ? 1 : 0);
    return 0;
}
