// Virtual functions in a diamond with a virtual base: the final overrider
// is found from every path.
#include <cstdio>

struct Stream {
    virtual ~Stream() {}
    virtual const char *kind() const { return "stream"; }
    virtual int channels() const { return 0; }
    int id = 7;
};

struct In : virtual Stream {
    int channels() const override { return 1; }
};

struct Out : virtual Stream {
    const char *kind() const override { return "out"; }
};

struct InOut : In, Out {
    int channels() const override { return 2; }
};

int main() {
    InOut io;
    In &i = io;
    Out &o = io;
    Stream &s = io;
    printf("%s %d\n", i.kind(), i.channels());
    printf("%s %d\n", o.kind(), o.channels());
    printf("%s %d %d\n", s.kind(), s.channels(), s.id);
    In plain;
    printf("%s %d\n", plain.kind(), plain.channels());
    return 0;
}
