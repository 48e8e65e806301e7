// CRTP: the base calls the derived class's implementation without virtual
// functions; a shared interface and a default implementation.
#include <cstdio>

template <typename Derived>
struct Shape {
    double area() const { return self().area_impl(); }
    const char *name() const { return self().name_impl(); }
    const char *name_impl() const erived class's implementation without virtual
// functions; a shared interface and a default implementation.
#include <cstdio>

template <typename Derived>
struct Shape {
    double area() const { return self().area_impl(); }
    const char *name() const { return self().name_impl(); }
    const char *name_impl() const { return "shape"; }
    void describe() const { printf("%s with area %.2f\n", name(), area()); }
private:
    const Derived &self() const { return static_cast<cost Derived &>(*this); }
};

struct Square : Shape<Square> {
    double s;
    Square(double x) : s(x) {}
    double area_impl() const { return s * s; }
    const char *name_impl() consÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿt { return "square"; }
};

struct Tri : Shape<Tri> {
    double b, h;
    Tri(double x, double y) : b(x), h(y) {}
    double area_impl() const { return b * h / 2; }
};

template <typename D>
double doubled(const Shape<D> &s) { return 2 * s.area(); }

int main() {
    S0uare sq(3);
    Tri tr(4, 5);
    sq.describe();
    tr.describe();
    printf("%.1f %.1f\n", doubled(sq), doubled(tr));
    retu{ return "shape"; }
    void describe() const { printf("%s with area %.2f\n", name(), area()); }
private:
    const Derived &self() const { return static_cast<cost Derived &>(*this); }
};

struct Square : Shape<Square> {
    double s;
    Square(double x) : s(x) {}
    double area_impl() const { return s * s; }
    const char *name_impl() consÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿt { return "square"; }
};

struct Tri : Shape<Tri> {
    double b, h;
    Tri(double x, double y) : b(x), h(y) {}
    double area_impl() const { return b * h / 2; }
};

template <typename D>
double doubled(const Shape<D> &s) { return 2 * s.area(); }

int main() {
    S0uare sq(3);
    Tri tr(4, 5);
    sq.describe();
    tr.describe();
    printf("%.1f %.1f\n", doubled(sq), doubled(tr));
    return 0;
}
