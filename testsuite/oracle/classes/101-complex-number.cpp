// A complex number class with the full set of arithmetic operators, as a
// typical CUDA-style value type.
#include <cstdio>

struct Complex {
    double re, im;
    Complex(double r = 0, double i = 0) : re(r), im(i) {}
    Complex &operator+=(const Complex &o) { re += o.re; im += o.im; return *this; }
    Complex &operator*=(const Complex &o) {
        double r = re * o.re - im * o.im;
        im = re * o.im + im * o.re;
        re = r;
        return *this;
    }
    Complex conj() const { return Complex(re, -im); }
    double norm() const { return re * re + im * im; }
};

Complex operator+(Complex a, const Complex &b) { return a += b; }
Complex operator*(Complex a, const Complex &b) { return a *= b; }
Complex operator-(const Complex &a) { return Complex(-a.re, -a.im); }
bool operator==(const Complex &a, const Complex &b) { return a.re == b.re && a.im == b.im; }

int main() {
    Complex i(0, 1);
    Complex z = i * i;
    printf("i*i = %.1f%+.1fi\n", z.re, z.im);
    Complex a(1, 2), b(3, -1);
    Complex c = a * b + 1.0;
    printf("c = %.1f%+.1fi norm %.1f\n", c.re, c.im, c.norm());
    printf("%d %d\n", a * a.conj() == Complex(a.norm()), -a == Complex(-1, -2));
    Complex m(0, 0);
    for (int k = 0; k < 5; ++k) m = m * m + Complex(0.25, 0.5);
    printf("m = %.6f%+.6fi\n", m.re, m.im);
    return 0;
}
