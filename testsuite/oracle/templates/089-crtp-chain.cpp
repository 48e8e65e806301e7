// A CRTP base providing clone(), equality and printing, with the derived
// type fixed at compile time; a two-level CRTP chain.
#include <cstdio>

template <typename Derived>
struct Printable {
    void print() const {
        const Derived &d = static_cast<const Derived &>(*this);
        printf("<%s ", Derived::name());
        d.print_fields();
        printf(">\n");
    }
};

template <typename Derived>
struct Cloneable : Printable<Derived> {
    Derived clone() const { return static_cast<const Derived &>(*this); }
};

struct Point : Cloneable<Point> {
    int x, y;
    Point(int a, int b) : x(a), y(b) {}
    static const char *name() { return "Point"; }
    void print_fields() const { printf("%d %d", x, y); }
};

struct Label : Cloneable<Label> {
    const char *text;
    Label(const char *t) : text(t) {}
    static const char *name() { return "Label"; }
    void print_fields() const { printf("'%s'", text); }
};

int main() {
    Point p(3, 4);
    Point q = p.clone();
    q.x = 30;
    p.print();
    q.print();
    Label l("hi");
    l.clone().print();
    return 0;
}
