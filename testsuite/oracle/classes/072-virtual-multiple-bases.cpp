// Virtual functions inherited from two bases and overridden once; calls
// through each base pointer reach the same override (this-adjusting thunks).
#include <cstdio>

struct Drawable {
    virtual ~Drawable() {}
    virtual void draw() const { printf("Drawable::draw\n"); }
    int z = 5;
};

struct Clickable {
    virtual ~Clickable() {}
    virtual void click() { printf("Clickable::click\n"); }
    virtual int priority() const { return 0; }
    int clicks = 0;
};

struct Button : Drawable, Clickable {
    const char *label;
    Button(const char *l) : label(l) {}
    void draw() const override { printf("Button %s z=%d\n", label, z); }
    void click() override { ++clicks; printf("Button %s clicked %d\n", label, clicks); }
};

int main() {
    Button b("ok");
    Drawable *d = &b;
    Clickable *c = &b;
    d->draw();
    c->click();
    c->click();
    printf("priority %d\n", c->priority());
    Clickable *heap = new Button("cancel");
    heap->click();
    delete heap;
    return 0;
}
