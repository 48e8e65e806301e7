// Default arguments on member functions and constructors, including one that
// refers to a static member.
#include <cstdio>

struct Formatter {
    static int default_width;
    int width;
    char fill;
    Formatter(int w = default_width, char f = ' ') : width(w), fill(f) {}
    void print(int v, bool newline = true) const {
        char buf[32];
        int n = snprintf(buf, sizeof buf, "%d", v);
        for (int i = n; i < width; ++i) printf("%c", fill);
        printf("%s", buf);
        if (newline) printf("\n");
    }
};
int Formatter::default_width = 4;

int main() {
    Formatter a;
    Formatter b(6, '0');
    Formatter c(2);
    a.print(42);
    b.print(42);
    c.print(12345, false);
    c.print(7);
    Formatter::default_width = 8;
    Formatter d;
    d.print(1);
    return 0;
}
