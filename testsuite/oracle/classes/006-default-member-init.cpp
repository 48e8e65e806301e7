// Default member initializers, overridden by a mem-initializer in one
// constructor and used by another; an initializer that reads an earlier member.
#include <cstdio>

struct Config {
    int width = 640;
    int height = 480;
    int area = width * height;
    char mode = 'a';
    Config() {}
    Config(int w) : width(w) {}
    Config(int w, int h) : width(w), height(h), mode('b') {}
};

void print(const char *name, const Config &c) {
    printf("%s: %d x %d = %d mode %c\n", name, c.width, c.height, c.area, c.mode);
}

int main() {
    Config a;
    Config b(100);
    Config c(3, 4);
    print("a", a);
    print("b", b);
    print("c", c);
    return 0;
}
