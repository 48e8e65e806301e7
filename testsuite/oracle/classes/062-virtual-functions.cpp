// Virtual functions dispatch on the dynamic type through pointers and
// references; a non-virtual call through the base does not.
#include <cstdio>

struct Shape {
    virtual ~Shape() {}
    virtual double area() const { return 0; }
    virtual const char *name() const { return "shape"; }
    const char *kind() const { return "base kind"; }
};

struct Square : Shape {
    double s;
    Square(double x) : s(x) {}
    double area() const override { return s * s; }
    const char *name() const override { return "square"; }
    const char *kind() const { return "square kind"; }
};

struct Circle : Shape {
    double r;
    Circle(double x) : r(x) {}
    double area() const override { return 3.0 * r * r; }
    const char *name() const override { return "circle"; }
};

void report(const Shape &s) { printf("%s %.2f %s\n", s.name(), s.area(), s.kind()); }

int main() {
    Square sq(2);
    Circle ci(1.5);
    Shape plain;
    Shape *all[] = {&sq, &ci, &plain};
    for (Shape *s : all) report(*s);
    printf("%s\n", sq.kind());
    printf("qualified %.2f\n", sq.Shape::area());
    return 0;
}
