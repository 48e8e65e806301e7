// Type erasure: a non-template wrapper holds any callable through a
// templated model class deriving from a virtual concept.
#include <cstdio>

class Function {
    struct Concept {
        virtual ~Concept() {}
        virtual int call(int) const = 0;
        virtual Concept *clone() const = 0;
    };
    template <typename F>
    struct Model : Concept {
        F f;
        Model(const F &x) : f(x) {}
        int call(int a) const override { return f(a); }
        Concept *clone() const override { return new Model(f); }
    };
    Concept *impl;
public:
    template <typename F>
    Function(const F &f) : impl(new Model<F>(f)) {}
    Function(const Function &o) : impl(o.impl->clone()) {}
    ~Function() { delete impl; }
    int operator()(int a) const { return impl->call(a); }
};

struct Multiply {
    int k;
    int operator()(int a) const { return a * k; }
};

int negate(int a) { return -a; }

int main() {
    int offset = 100;
    Function fs[] = {Function(Multiply{3}), Function(&negate), Function([offset](int a) { return a + offset; })};
    for (const Function &f : fs) printf("%d ", f(7));
    printf("\n");
    Function copy = fs[2];
    printf("%d\n", copy(1));
    return 0;
}
