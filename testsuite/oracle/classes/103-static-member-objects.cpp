// Static data members of class type, a static member array, and a static
// member initialized from a static member function.
#include <cstdio>

struct Color {
    int r, g, b;
    static const Color red;
    static const Color palette[3];
    static int registry_size();
    static const int total;
    int sum() const { return r + g + b; }
};

const Color Color::red = {255, 0, 0};
const Color Color::palette[3] = {{1, 2, 3}, {10, 20, 30}, {100, 0, 1}};
int Color::registry_size() { return 3; }
const int Color::total = Color::registry_size() * 100;

int main() {
    printf("red %d\n", Color::red.sum());
    int s = 0;
    for (int i = 0; i < 3; ++i) s += Color::palette[i].sum();
    printf("palette %d\n", s);
    printf("total %d\n", Color::total);
    return 0;
}
