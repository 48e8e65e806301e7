// A fluent builder whose type records which fields have been set (bool
// template parameters); build() is only available when all are set.
#include <cstdio>

struct Request {
    const char *url;
    int timeout;
};

template <bool HasUrl, bool HasTimeout>
struct Builder {
    Request r;
    Builder<true, HasTimeout> url(const char *u) const { return Builder<true, HasTimeout>{Request{u, r.timeout}}; }
    Builder<HasUrl, true> timeout(int t) const { return Builder<HasUrl, true>{Request{r.url, t}}; }
    template <bool U = HasUrl, bool T = HasTimeout>
    Request build() const {
        static_assert(U && T, "url and timeout are required");
        return r;
    }
};

Builder<false, false> request() { return Builder<false, false>{Request{"", 0}}; }

int main() {
    Request a = request().url("http://a").timeout(30).build();
    Request b = request().timeout(5).url("http://b").build();
    printf("%s %d\n", a.url, a.timeout);
    printf("%s %d\n", b.url, b.timeout);
    return 0;
}
