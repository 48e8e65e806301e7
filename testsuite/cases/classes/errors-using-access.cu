// A using-declaration gives a member of a private or protected base the
// access of the declaration ([namespace.udecl]/19).
// RUN: %circle-rs -verify %s -fsyntax-only
struct Engine {
  int speed() const { return 1; }
  int torque() const { return 2; }
  int power() const { return 3; } // expected-note {{declared private here}}
};
class Car : private Engine { // expected-note {{constrained by private inheritance here}}
public:
  using Engine::speed;
private:
  using Engine::power;
};
struct Sports : Car {};
int f(Car &c, Sports &s) {
  int a = c.speed() + s.speed();
  int b = c.torque(); // expected-error {{'torque' is a private member of 'Engine'}}
  int p = c.power(); // expected-error {{'power' is a private member of}}
  return a + b + p;
}
