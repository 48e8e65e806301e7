// Member functions defined in the class and out of line; calls through an
// object, a reference and a pointer.
#include <cstdio>

struct Counter {
    int value;
    void add(int n) { value += n; }
    int get() const;
    void reset();
};

int Counter::get() const { return value; }
void Counter::reset() { value = 0; }

int main() {
    Counter c;
    c.value = 5;
    c.add(3);
    printf("after add: %d\n", c.get());
    Counter &r = c;
    r.add(10);
    printf("via ref: %d\n", r.get());
    Counter *p = &c;
    p->reset();
    p->add(7);
    printf("via ptr: %d\n", p->get());
    return 0;
}
