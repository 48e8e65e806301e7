// Pure virtual functions make a class abstract; concrete derived classes
// implement them; a pure virtual function may still have a definition.
#include <cstdio>

struct Codec {
    virtual int encode(int x) const = 0;
    virtual const char *name() const = 0;
    virtual void banner() const = 0;
    virtual ~Codec() {}
};

void Codec::banner() const { printf("codec %s\n", name()); }

struct Xor : Codec {
    int key;
    Xor(int k) : key(k) {}
    int encode(int x) const override { return x ^ key; }
    const char *name() const override { return "xor"; }
    void banner() const override { Codec::banner(); printf("  key %d\n", key); }
};

struct Add : Codec {
    int encode(int x) const override { return x + 1; }
    const char *name() const override { return "add"; }
    void banner() const override { Codec::banner(); }
};

int main() {
    Xor x(5);
    Add a;
    const Codec *codecs[] = {&x, &a};
    for (const Codec *c : codecs) {
        c->banner();
        printf("%d %d\n", c->encode(10), c->encode(c->encode(10)));
    }
    return 0;
}
