// Arithmetic and comparison operators as non-member functions, so the left
// operand may be converted too.
#include <cstdio>

struct Money {
    long cents;
    Money(long c) : cents(c) {}
};

Money operator+(Money a, Money b) { return Money(a.cents + b.cents); }
Money operator-(Money a, Money b) { return Money(a.cents - b.cents); }
Money operator*(Money a, long k) { return Money(a.cents * k); }
Money operator*(long k, Money a) { return Money(a.cents * k); }
bool operator==(Money a, Money b) { return a.cents == b.cents; }
bool operator!=(Money a, Money b) { return !(a == b); }
bool operator<(Money a, Money b) { return a.cents < b.cents; }

int main() {
    Money a(250), b(75);
    printf("%ld\n", (a + b).cents);
    printf("%ld\n", (100 + a).cents);
    printf("%ld\n", (a - 50).cents);
    printf("%ld %ld\n", (a * 2).cents, (3 * b).cents);
    printf("%d %d %d\n", a == 250, 75 != b, b < a);
    return 0;
}
