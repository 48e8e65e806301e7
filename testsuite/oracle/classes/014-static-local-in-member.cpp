// A static local variable in a member function is shared by all objects;
// a static member function as a factory.
#include <cstdio>

struct Ticket {
    int number;
    static Ticket next() {
        static int counter = 100;
        Ticket t;
        t.number = counter++;
        return t;
    }
    int calls() const {
        static int n = 0;
        return ++n;
    }
};

int main() {
    Ticket a = Ticket::next();
    Ticket b = Ticket::next();
    Ticket c = Ticket::next();
    printf("%d %d %d\n", a.number, b.number, c.number);
    a.calls();
    b.calls();
    printf("calls %d\n", c.calls());
    return 0;
}
