// Friend functions (declared and defined in the class) and a friend class
// reading private members.
#include <cstdio>

class Account {
    int balance;
    const char *owner;
    friend void audit(const Account &a);
    friend class Bank;
    friend int total(const Account &a, const Account &b) { return a.balance + b.balance; }
public:
    Account(const char *o, int b) : balance(b), owner(o) {}
};

void audit(const Account &a) { printf("audit %s: %d\n", a.owner, a.balance); }

class Bank {
public:
    static void transfer(Account &from, Account &to, int amount) {
        from.balance -= amount;
        to.balance += amount;
    }
};

int main() {
    Account x("ann", 100), y("bob", 50);
    audit(x);
    Bank::transfer(x, y, 30);
    audit(x);
    audit(y);
    printf("total %d\n", total(x, y));
    return 0;
}
