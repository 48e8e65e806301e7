// A class template deriving from a non-template interface with virtual
// functions; instances of different specializations behind one base pointer.
#include <cstdio>

struct Sensor {
    virtual ~Sensor() {}
    virtual double read() const = 0;
    virtual const char *unit() const = 0;
};

template <typename Raw, int Scale>
struct Scaled : Sensor {
    Raw raw;
    const char *u;
    Scaled(Raw r, const char *unit) : raw(r), u(unit) {}
    double read() const override { return (double)raw / Scale; }
    const char *unit() const override { return u; }
};

int main() {
    Scaled<int, 100> temp(2315, "C");
    Scaled<short, 10> press(10132, "hPa");
    Scaled<long, 1> count(42, "n");
    const Sensor *all[] = {&temp, &press, &count};
    for (const Sensor *s : all) printf("%.2f %s\n", s->read(), s->unit());
    return 0;
}
