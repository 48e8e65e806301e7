// protected and private inheritance: the base's public members are usable
// inside the derived class and re-exported with using-declarations.
#include <cstdio>

class Engine {
public:
    int rpm = 800;
    void rev(int by) { rpm += by; }
    int speed() const { return rpm / 100; }
};

class Car : private Engine {
public:
    void accelerate() { rev(1200); }
    using Engine::speed;
};

class Vehicle : protected Engine {
protected:
    int boost() { rev(500); return rpm; }
};

class Truck : public Vehicle {
public:
    int go() { return boost() + speed(); }
};

int main() {
    Car c;
    c.accelerate();
    printf("car speed %d\n", c.speed());
    Truck t;
    printf("truck %d\n", t.go());
    printf("truck %d\n", t.go());
    return 0;
}
