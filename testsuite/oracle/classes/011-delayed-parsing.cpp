// Member bodies and default member initializers see members declared later
// in the class (complete-class context).
#include <cstdio>

struct Later {
    int first() const { return second() + offset; }
    int size = compute();
    static int compute() { return 11; }
    int second() const { return helper * 2; }
    int helper = 5;
    int offset = 100;
    typedef long Big;
    Big big() const { return (Big)size * 3; }
};

int main() {
    Later l;
    printf("first %d size %d big %ld\n", l.first(), l.size, l.big());
    return 0;
}
