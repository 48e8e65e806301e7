// A string-like class with the rule of five and the copy-and-swap idiom.
#include <cstdio>

struct Str {
    char *p;
    int n;
    Str(const char *s) : p(nullptr), n(0) {
        while (s[n]) ++n;
        p = new char[n + 1];
        for (int i = 0; i <= n; ++i) p[i] = s[i];
    }
    Str(const Str &o) : p(new char[o.n + 1]), n(o.n) {
        for (int i = 0; i <= n; ++i) p[i] = o.p[i];
    }
    Str(Str &&o) : p(o.p), n(o.n) { o.p = nullptr; o.n = 0; }
    ~Str() { delete[] p; }
    void swap(Str &o) {
        char *tp = p; p = o.p; o.p = tp;
        int tn = n; n = o.n; o.n = tn;
    }
    Str &operator=(Str o) { swap(o); return *this; }
    const char *c_str() const { return p ? p : "(null)"; }
};

int main() {
    Str a("hello"), b("world!");
    a = b;
    printf("%s %d / %s %d\n", a.c_str(), a.n, b.c_str(), b.n);
    a = Str("tmp");
    printf("%s\n", a.c_str());
    Str c(static_cast<Str &&>(a));
    printf("%s %s\n", c.c_str(), a.c_str());
    c = c;
    printf("%s\n", c.c_str());
    return 0;
}
