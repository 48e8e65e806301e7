// Static polymorphism over a heterogeneous tuple of shapes: a variadic
// class template applying the same generic code to each element.
#include <cstdio>

struct Circle { double r; double area() const { return 3 * r * r; } const char *name() const { return "circle"; } };
struct Rect { double w, h; double area() const { return w * h; } const char *name() const { return "rect"; } };
struct Dot { double area() const { return 0; } const char *name() const { return "dot"; } };

template <typename... Shapes> struct Scene;
template <> struct Scene<> {
    double total() const { return 0; }
    void list() const {}
};
template <typename S, typename... Rest>
struct Scene<S, Rest...> {
    S shape;
    Scene<Rest...> rest;
    double total() const { return shape.area() + rest.total(); }
    void list() const {
        printf("%s %.1f\n", shape.name(), shape.area());
        rest.list();
    }
};

int main() {
    Scene<Circle, Rect, Dot, Rect> s{{2}, {{3, 4}, {{}, {{0.5, 8}, {}}}}};
    s.list();
    printf("total %.1f\n", s.total());
    return 0;
}
