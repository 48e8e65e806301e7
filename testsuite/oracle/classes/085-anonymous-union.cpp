// Anonymous unions as class members and as local variables; their members
// are accessed as if they were members of the enclosing scope.
#include <cstdio>

struct Value {
    bool is_float;
    union {
        int i;
        float f;
    };
    void set(int x) { is_float = false; i = x; }
    void set(float x) { is_float = true; f = x; }
    void show() const {
        if (is_float) printf("float %.2f\n", f);
        else printf("int %d\n", i);
    }
};

int main() {
    Value v;
    v.set(3);
    v.show();
    v.set(1.5f);
    v.show();
    union {
        long l;
        char c;
    };
    l = 77;
    printf("local %ld\n", l);
    c = 'q';
    printf("local %c\n", c);
    return 0;
}
